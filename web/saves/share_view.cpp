#include "saves/share_view.h"

#include <algorithm>

#include "platform/platform.h"
#include "i18n/i18n.h"
#include "ui/screens/dialog.h"
#include "ui/base/marks.h"
#include "ui/text/text.h"

namespace carc::ui {

void ShareView::Open(std::string link) {
  link_ = std::move(link);
  visible_ = true;
  copy_pressed_ = false;
}

bool ShareView::Draw(ImVec2 pos, ImVec2 size, bool hot_seat) {
  if (!visible_) return false;
  bool choose_seat = false;
  bool open = true;
  BeginDialog({i18n::T("share.title"), "share", pos, size, 560}, &open);
  TextWrapped(i18n::T("share.explain"));
  ImGui::SetNextItemWidth(-1);
  // ReadOnly: ImGui never writes into the buffer, and the size includes the terminator.
  ImGui::InputText("##link", link_.data(), link_.size() + 1, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  marks::MarkLastItem("share-link");
  if (DialogButton(i18n::T("share.copy"), "share-copy", true)) {
    platform::CopyWithFallback(link_);
    copy_pressed_ = true;
  }
  if (platform::CanShareSheet()) {
    ImGui::SameLine();
    if (DialogButton(i18n::T("share.sheet"), "share-sheet")) platform::ShareSheet(i18n::T("app.name"), link_);
  }
  ImGui::SameLine();
  if (DialogButton(i18n::T("common.close"), "share-close")) open = false;
  if (copy_pressed_) {
    switch (platform::CopyState()) {
      case 1: TextMuted(i18n::T("share.copied")); break;
      case 2: TextWrapped(i18n::T("share.copy-refused")); break;
      default: TextMuted(i18n::T("share.copying")); break;
    }
  }
  TextMuted(i18n::F("share.length", {{"n", link_.size()}}));
  if (hot_seat) {
    // A game started here plays every seat here; sending it to friends makes it a game by link.
    ImGui::Separator();
    TextWrapped(i18n::T("corr.share.seat-explain"));
    if (DialogButton(i18n::T("corr.wait.choose-seat"), "share-choose-seat")) {
      choose_seat = true;
      open = false;
    }
  }
  EndDialog();
  if (!open) visible_ = false;
  return choose_seat;
}

}  // namespace carc::ui
