#pragma once
// The Saved games window's Back up and Restore dialogs (saves/backup.h; SavedGamesFlow makes the file and reads
// the one chosen):
//  - Back up: what the file holds, then Download (or the share sheet where it takes files: phones),
//    and where the file went;
//  - Restore: what restoring does (nothing here is replaced), the browser's file chooser, then the
//    report of what the file changed, or why it was refused (nothing changed).
#include <imgui.h>

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "saves/backup.h"

namespace carc::ui {

struct BackupChoice {
  bool choose_file = false;  // open the browser's file chooser (this frame: a click)
  bool show_list = false;    // Restore closed after games came in: show them (Saved games)
};

class BackupView {
 public:
  void OpenExport(std::string text, std::string file_name, const ExportSummary& summary);
  void OpenImport();
  void ShowReport(const ImportReport& report);  // opens Restore with what the file did
  BackupChoice Draw(ImVec2 pos, ImVec2 size);
  nlohmann::json Json() const;  // {exporting, importing, offered, report: {refused, text}}

 private:
  void DrawExport(ImVec2 pos, ImVec2 size);
  BackupChoice DrawImport(ImVec2 pos, ImVec2 size);

  bool exporting_ = false, importing_ = false;
  std::string text_, file_name_;
  ExportSummary summary_;
  std::string offered_;  // "download" or "share" once the file was offered
  bool has_report_ = false;
  ImportReport report_;
};

}  // namespace carc::ui
