#include "saves/keeper_view.h"

#include <nlohmann/json.hpp>

#include "i18n/i18n.h"
#include "ui/screens/dialog.h"
#include "ui/text/text.h"

namespace carc::ui {
using i18n::F;
using i18n::T;

void ForkNotice::Open(std::string mine, std::string kept, std::string kept_id) {
  mine_ = std::move(mine);
  kept_ = std::move(kept);
  kept_id_ = std::move(kept_id);
  visible_ = true;
}

ForkChoice ForkNotice::Draw(ImVec2 pos, ImVec2 size) {
  ForkChoice out;
  if (!visible_) return out;
  bool open = true;
  BeginDialog({T("keep.fork.title"), "two-windows", pos, size, 520, 0, true, true}, &open);
  TextWrapped(F("keep.fork.explain", {{"mine", mine_}, {"kept", kept_}}));
  ImGui::Spacing();
  if (DialogButton(T("keep.fork.go-on"), "fork-go-on", true)) open = false;
  SameLineIfFits(T("keep.fork.open-other"));
  if (DialogButton(T("keep.fork.open-other"), "fork-open-other")) {
    out.open_other = true;
    out.other = kept_id_;
    open = false;
  }
  EndDialog();
  if (!open) visible_ = false;
  return out;
}

nlohmann::json ForkNotice::Json() const { return {{"visible", visible_}, {"mine", mine_}, {"kept", kept_}}; }

WarningChoice StorageWarning::Draw(ImVec2 pos, ImVec2 size) {
  WarningChoice out;
  if (!visible_) return out;
  bool open = true;
  BeginDialog({T("keep.storage.title"), "storage-warning", pos, size, 520}, &open);
  TextWrapped(T("keep.storage.explain"));
  ImGui::Spacing();
  TextWrapped(T("keep.storage.what-to-do"));
  ImGui::Spacing();
  if (DialogButton(T("keep.storage.backup"), "storage-backup")) {
    out.backup = true;
    open = false;
  }
  SameLineIfFits(T("common.ok"));
  if (DialogButton(T("common.ok"), "storage-ok", true)) open = false;
  EndDialog();
  if (!open) visible_ = false;
  return out;
}

}  // namespace carc::ui
