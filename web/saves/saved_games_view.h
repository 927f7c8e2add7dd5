#pragma once
// The saved games window (the list with Open / Replay / Rename / Delete, and Back up / Restore) and
// the prompt at start that offers to continue the game played last. Both only draw and report
// choices; SavedGamesFlow acts on them. The list is the store's (refreshed when another tab writes).
#include <imgui.h>

#include <string>

#include "saves/saved_games.h"

namespace carc::ui {

struct SavedGamesChoice {
  std::string open;     // open this game to play on (a finished one opens at its end)
  std::string replay;   // step through this game
  std::string review;   // the computer's review of this finished game (web/review/)
  bool new_game = false;
  bool show_list = false;  // the prompt's "Saved games...": call Show()
  bool backup = false;     // Back up...: every saved game into one file
  bool restore = false;    // Restore...: a backup file's games into these
  std::string message;  // an error to show in the page's alert (rename/delete refused...)
};

class SavedGamesView {
 public:
  // Opens the window: re-reads the index and checks every record (damaged games are marked).
  void Show(SavedGames& saves);
  void Hide() { visible_ = false; }
  bool Visible() const { return visible_; }
  // Draws the window centred in [pos, pos+size) when visible. `current`: the game on screen.
  SavedGamesChoice Draw(SavedGames& saves, const std::string& current, ImVec2 pos, ImVec2 size);

  // The prompt "Continue <game>?" (set when the page opens and a game in progress is saved).
  void OfferContinue(const SaveEntry& e) { offer_ = e, offering_ = true; }
  bool Offering() const { return offering_; }
  void DismissOffer() { offering_ = false; }
  SavedGamesChoice DrawContinuePrompt(ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  bool offering_ = false;
  SaveEntry offer_;
  std::string renaming_;   // id being renamed
  char rename_buf_[64] = {};
  std::string deleting_;   // id waiting for the delete confirmation
  std::string deleting_seen_;  // its record when Delete was pressed: only that game is deleted
};

// "Ana, Ben - River, Abbey & Mayor - turn 12" and "2026-11-30 14:05" for a list row.
std::string SaveSummary(const SaveEntry& e);
std::string LastPlayedText(long long ms);
// A game played by link whose next decision is one of this device's seats.
bool WaitingForMe(const SaveEntry& e);

}  // namespace carc::ui
