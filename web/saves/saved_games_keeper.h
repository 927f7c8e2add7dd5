#pragma once
// The saved games as the page uses them (SavedGamesFlow owns one SavedGamesKeeper and calls it):
//  - which entry the game on screen is saved under, and the record last read from or written to it;
//  - every write of the game on screen through the guard (SavedGames::Save): another tab's or
//    window's move is never written over, the line played here is kept as a line of its own;
//  - the other tabs and windows of this browser followed (the page's storage event): a game that
//    moved on there moves on here, with the moves this window missed to replay;
//  - the browser asked to keep the storage when there is first something to lose, and a warning
//    once when it may still clear it;
//  - backup and restore (saves/backup.h).
// No ImGui here: SavedGamesFlow shows what these calls return (saves/keeper_view.h,
// saves/backup_view.h), and tests/web/keeper_test.cpp plays two tabs over one in-memory storage.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "saves/backup.h"
#include "carc/record.h"
#include "saves/saved_games.h"

namespace carc::ui {

// What an autosave did.
struct AutosaveResult {
  bool saved = false;
  std::string error;       // the store refused (full): for the page's alert
  bool forked = false;     // the entry held another line: this window's went to a new entry
  std::string kept, mine;  // forked: the other line's entry, this window's
};

// What another tab or window changed for the game on screen (SavedGamesKeeper::Follow).
struct TabChange {
  enum class Kind {
    None,
    MovedOn,      // the entry went further: show `record`, replaying the actions from `from` on
    TookBack,     // the entry holds fewer of the same actions (a move taken back there): show `record`
    Overwritten,  // another line was written over this one: this window's line is saved anew (`mine`)
    Deleted,      // the entry was deleted there: a move here saves the game again
  };
  Kind kind = Kind::None;
  GameRecord record;
  size_t from = 0;
  std::string kept, mine;  // Overwritten: the entry holding the other line, and this window's
};

class SavedGamesKeeper {
 public:
  SavedGamesKeeper();  // listens to the page's storage changes (platform::SetOnStorageChanged)

  SavedGames& Store() { return store_; }
  const SavedGames& Store() const { return store_; }

  // --- The game on screen -----------------------------------------------------------------------
  const std::string& Id() const { return id_; }
  void Detach();                        // another game on screen, not saved yet
  void Attach(const std::string& id);   // the game on screen is entry `id`, as stored now
  // Saves the game on screen unless `version` was saved last (the guard decides where).
  AutosaveResult Autosave(const GameRecord& r, const GameState& s, int version);
  void MarkSaved(int version) { saved_version_ = version; }  // the entry holds this version already

  // --- Other tabs and windows ---------------------------------------------------------------------
  // True when the storage may have changed since the last Follow (another tab wrote; the page was
  // shown again; an import wrote here).
  bool Pending() const;
  // Re-reads the list and the game on screen's entry; `r`, `s`: the game as this window shows it.
  TabChange Follow(const GameRecord& r, const GameState& s);
  // Tests: changes are noticed only once released, as by a tab frozen in the background.
  void Hold(bool on) { held_ = on; }
  // Another window's move was followed at `now` (seconds): its computer seats play there, not here
  // too, for a while (in case that window was closed).
  void OtherWindowMoved(double now) { other_moved_at_ = now; }
  bool OtherWindowPlays(double now) const { return now - other_moved_at_ < kOtherWindowPlaysSeconds; }

  // --- Keeping the data ---------------------------------------------------------------------------
  // The warning that the browser may clear the saved games: owed once the browser was asked (at the
  // first saved game not over) and answered that it may still clear the storage (not persisted, not
  // installed). It is remembered as given only once on screen (StorageWarningShown): owed in a page
  // closed before a calm moment came, it is owed again at the next page's first save of a game not over.
  void PollStorageAnswer();  // each frame: reads the browser's answer once it is in
  bool StorageWarningDue() const { return warning_due_; }
  // The warning is on screen now: remembered on the device. False (show nothing) when another page of
  // this browser gave it meanwhile.
  bool StorageWarningShown();
  nlohmann::json StorageJson() const;  // window.carcassonne.keeping().storage

  // --- Backup -------------------------------------------------------------------------------------
  std::string Export(ExportSummary* summary, std::string* file_name);
  ImportReport Import(std::string_view text);

 private:
  void AskToKeep();
  void Seen(const std::string& text);

  static constexpr double kOtherWindowPlaysSeconds = 5;
  double other_moved_at_ = -1e9;
  SavedGames store_;
  std::string id_;                 // the entry of the game on screen (empty: not saved yet)
  std::optional<GameRecord> base_; // the record last read from or written to it
  std::string seen_text_;          // the entry's record text as last read or written
  int saved_version_ = -1;         // the session's version at the last save
  bool held_ = false;
  bool answer_awaited_ = false;    // the browser was asked in this page; its answer is not read yet
  bool checked_ = false;           // ... asked or read in this page already (once a page is enough)
  bool warning_due_ = false;       // the storage warning is owed and not on screen yet
};

}  // namespace carc::ui
