#include "saves/backup_view.h"

#include <nlohmann/json.hpp>

#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/screens/dialog.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"

namespace carc::ui {
using i18n::F;
using i18n::T;

namespace {
constexpr ImU32 kRefused = IM_COL32(255, 150, 130, 255);
}

void BackupView::OpenExport(std::string text, std::string file_name, const ExportSummary& summary) {
  text_ = std::move(text);
  file_name_ = std::move(file_name);
  summary_ = summary;
  offered_.clear();
  exporting_ = true;
  importing_ = false;
}

void BackupView::OpenImport() {
  importing_ = true;
  exporting_ = false;
  has_report_ = false;
}

void BackupView::ShowReport(const ImportReport& report) {
  report_ = report;
  has_report_ = true;
  importing_ = true;
  exporting_ = false;
}

BackupChoice BackupView::Draw(ImVec2 pos, ImVec2 size) {
  if (exporting_) DrawExport(pos, size);
  if (importing_) return DrawImport(pos, size);
  return {};
}

void BackupView::DrawExport(ImVec2 pos, ImVec2 size) {
  bool open = true;
  BeginDialog({T("backup.export.title"), "backup-export", pos, size, 560}, &open);
  const bool anything = summary_.games > 0 || summary_.secrets > 0;
  TextWrapped(anything ? F("backup.export.explain", {{"n", summary_.games}}) : std::string(T("backup.export.empty")));
  marks::MarkLastItem("backup-export-text");
  if (summary_.unreadable > 0) TextMutedWrapped(F("backup.export.unreadable", {{"n", summary_.unreadable}}));
  if (summary_.secrets > 0) TextColored(palette::kHighlight, F("backup.export.secrets", {{"n", summary_.secrets}}), true);
  ImGui::Spacing();
  ImGui::BeginDisabled(!anything);
  // Phones: the share sheet first (to Files, a cloud folder, a mail to oneself); else a download.
  const bool share = platform::CanShareFiles();
  const bool share_first = share && platform::PrefersShareSheet();
  if (share_first && DialogButton(T("backup.export.share"), "backup-share", true)) {
    platform::ShareFile(file_name_, text_);
    offered_ = "share";
  }
  if (share_first) SameLineIfFits(T("backup.export.download"));
  if (DialogButton(T("backup.export.download"), "backup-download", !share_first)) {
    platform::DownloadFile(file_name_, text_);
    offered_ = "download";
  }
  if (share && !share_first) {
    SameLineIfFits(T("backup.export.share"));
    if (DialogButton(T("backup.export.share"), "backup-share")) {
      platform::ShareFile(file_name_, text_);
      offered_ = "share";
    }
  }
  ImGui::EndDisabled();
  SameLineIfFits(T("common.close"));
  if (DialogButton(T("common.close"), "backup-close")) open = false;
  if (offered_ == "download") TextMutedWrapped(F("backup.export.downloaded", {{"file", file_name_}}));
  if (offered_ == "share") TextMutedWrapped(T("backup.export.shared"));
  EndDialog();
  if (!open) {
    exporting_ = false;
    text_.clear();  // the file's text (secrets too) is not kept once the dialog is closed
  }
}

BackupChoice BackupView::DrawImport(ImVec2 pos, ImVec2 size) {
  BackupChoice out;
  bool open = true;
  BeginDialog({T("backup.import.title"), "backup-import", pos, size, 560}, &open);
  if (!has_report_) {
    TextWrapped(T("backup.import.explain"));
    ImGui::Spacing();
  } else {
    TextColored(report_.refused ? kRefused : ImGui::GetColorU32(ImGuiCol_Text), ImportReportText(report_), true);
    marks::MarkLastItem("backup-report");
    ImGui::Spacing();
  }
  if (DialogButton(has_report_ ? T("backup.import.choose-another") : T("backup.import.choose"), "backup-choose",
                   !has_report_))
    out.choose_file = true;
  SameLineIfFits(T("common.close"));
  if (DialogButton(T("common.close"), "backup-import-close", has_report_)) open = false;
  EndDialog();
  if (!open) {
    importing_ = false;
    out.show_list = has_report_ && !report_.refused;
  }
  return out;
}

nlohmann::json BackupView::Json() const {
  nlohmann::json j = {{"exporting", exporting_}, {"importing", importing_}, {"offered", offered_}};
  if (has_report_) j["report"] = {{"refused", report_.refused}, {"text", ImportReportText(report_)}};
  return j;
}

}  // namespace carc::ui
