#pragma once
// Backup and restore of this device's saved games (web/docs/backup-format.md): every saved game (its
// record and its index entry: name, seats, last played) and every fair-deal secret in one JSON file,
// and that file read back on any device, merged game by game so that nothing already here is lost:
//   - a game here with the same line, or further on, stays as it is;
//   - a game here that the file's line continues is brought up to date (through the guard of
//     SavedGames::Save);
//   - a game here that went another way keeps its line, and the file's is saved beside it;
//   - a game not here is added with its name and seats.
// The file is untrusted: it is read and checked whole (every record replayed) before anything is
// written, and a damaged file, or one from a newer version, is refused with nothing changed.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "saves/saved_games.h"

namespace carc::ui {

inline constexpr const char* kBackupFormat = "carcassonne-backup";
// The newest backup version this build reads and writes (web/docs/backup-format.md). A file with a
// higher version is refused ("made by a newer version"), never half read.
inline constexpr int kBackupVersion = 1;
// Larger files are refused before parsing (the browser's local storage holds about 5 MB anyway).
inline constexpr size_t kMaxBackupBytes = 16u << 20;

struct ExportSummary {
  int games = 0;        // games in the file
  int unreadable = 0;   // saved games that cannot be read here (damaged, or made by a newer version)
  int secrets = 0;      // secrets in the file
  int bad_secrets = 0;  // secret keys whose value is not a readable secret (left out)
};
// The file's text. `now_ms`: the time written into it (milliseconds since 1970, UTC).
std::string ExportBackup(SavedGames& saves, long long now_ms, ExportSummary* summary);
// The file's name: "carcassonne-games-2026-12-01.json" (the local date).
std::string BackupFileName(long long now_ms);

struct ImportReport {
  bool refused = false;
  std::string why;              // refused: what is wrong with the file (nothing was changed)
  int games = 0;                // games in the file
  int added = 0;                // games new here
  int updated = 0;              // games here that the file continues (brought up to date)
  int already = 0;              // games here with the same line, or further on
  std::vector<std::string> beside;  // games here that went another way: the file's lines saved beside them (names)
  int not_saved = 0;            // the store refused (full) before these could be saved
  std::string error;            // the store's message when not_saved > 0
  int secrets_added = 0;        // secrets new here
  int secrets_kept = 0;         // secrets already here (never overwritten)
  int secrets_bad = 0;          // malformed secrets in the file (skipped)
  std::vector<std::string> ids; // every entry the file's games are in now (added, updated, already...)
};
// Reads a backup file's text and merges it into the saved games (see above).
ImportReport ImportBackup(SavedGames& saves, std::string_view text);
// The report in one paragraph, in the player's language.
std::string ImportReportText(const ImportReport& r);

// The one place where an imported secret is accepted: `commitment` is a storage key's suffix, `value`
// what the file holds for it. The fair deal adds here that the secret hashes to its commitment.
bool AcceptImportedSecret(const std::string& commitment, const nlohmann::json& value);

}  // namespace carc::ui
