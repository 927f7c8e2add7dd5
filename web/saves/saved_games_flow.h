#pragma once
// The saved games as the page shows them: one object with its own state, owned and called by the App.
//  - the game is saved after every change (through SavedGamesKeeper, whose guard never writes over another
//    window's line), and the page follows the other tabs and windows of this browser;
//  - at start it offers to continue the game played last, or opens the link in the address (and on
//    hashchange); a link is opened against the saved games (continued, older, diverged, refused);
//  - the Saved games / Share / Replay / Back up / Restore windows and the notices of keeping the games
//    (SavedGamesDialogs, saves/saved_games_dialogs.h).
// Play by link asks it for the game on screen's entry (LinkPlay::Saving); it asks the App for the rest.
#include <imgui.h>

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "carc/record.h"
#include "link/link_play.h"
#include "saves/saved_games_keeper.h"
#include "saves/saved_games_dialogs.h"

namespace carc::ui {

class GameSession;

class SavedGamesFlow : public LinkPlay::Saving {
 public:
  // What the saved games ask of the page around them (the App).
  class Host {
   public:
    virtual ~Host() = default;
    virtual void Alert(const std::string& text, bool is_error) = 0;
    // Replays a record into the session: a new game on screen (GameReplaced); on failure it stays.
    virtual bool LoadRecord(const GameRecord& record, std::string* error) = 0;
    virtual bool OnNewGameScreen() const = 0;
    virtual void ShowNewGameScreen(bool shown) = 0;  // false: the game on screen
    // The computer's review of a finished game (web/review/): from the list or the replay.
    virtual void ShowReview(const GameRecord& record) = 0;
  };

  // `link` is only kept here (LinkPlay is built after this object: it writes the seats through Store()).
  SavedGamesFlow(Host& host, const GameSession& session, LinkPlay& link)
      : host_(host), session_(session), link_(link) {}

  SavedGames& Store() { return keeper_.Store(); }
  const SavedGames& Store() const { return keeper_.Store(); }
  SavedGamesKeeper& Keeper() { return keeper_; }  // backup, keeping, tabs (script/script_api.cpp), App::StepAi

  // --- The game on screen ------------------------------------------------------------------------
  void Start();         // at start: the damaged-storage report, a link, or the continue offer
  void GameReplaced();  // a new or loaded game: not saved yet, no notice or replay of the last one
  void AutoSave();      // saves the game on screen when it changed since the last save
  void FollowOtherTabs();  // another tab or window changed the saved games (SavedGamesKeeper::Follow)
  void CheckHash();        // opens the link in the address (at start and after hashchange)
  // Opens a link's game: replayed, then saved under the entry it continues, else as a new entry.
  // On failure the game on screen and every saved game stay; the message is also in the alert.
  bool OpenLink(std::string_view link, std::string* error);

  // --- The windows ---------------------------------------------------------------------------------
  void ShowSaves();
  void ShowShare();
  void ShowReplay(const std::string& id);  // empty: the game on screen
  void ShowReview(const std::string& id);  // a saved game's review (empty: the game on screen)
  bool DrawReplay(ImVec2 pos, ImVec2 size);  // false: no replay on screen
  void DrawDialogs(ImVec2 pos, ImVec2 size);  // the list, the continue offer, Share
  // The notices of keeping the games, backup dialogs. `calm`: nothing is being played on screen (the
  // menu, a replay, a game over): the storage's warning waits for such a moment, never over a turn.
  void DrawKeeping(ImVec2 pos, ImVec2 size, bool calm);
  // Reads a backup file's text into the saved games and shows the report (the Restore dialog).
  ImportReport ImportBackup(std::string_view text);
  ImportReport RefuseBackup(const char* why_key);  // a file that could not be read at all
  nlohmann::json KeepingJson() const;  // window.carcassonne.keeping()

  // --- What play by link asks (LinkPlay::Saving) ----------------------------------------------------
  std::string ShareLink() const override;  // "<page>#g=..." for the game on screen; empty without one
  std::string SaveId() const override { return keeper_.Id(); }
  std::string GameName() const override;
  void SavedAsShown() override;
  void SaveNow() override { AutoSave(); }
  bool OpenSaved(const std::string& id, std::string* error) override;
  bool OpenAsNewGame(const GameRecord& r, std::string* id, std::string* error) override;
  void AfterDeviceAction() override;
  Seats SeatsOf(const std::string& id, int players) const override { return Store().SeatsOf(id, players); }
  bool SetSeats(const std::string& id, const Seats& seats, std::string* error) override {
    return Store().SetSeats(id, seats, error);
  }
  std::string NameOf(const std::string& id, const Setup& setup) const override;
  bool Rename(const std::string& id, const std::string& name, std::string* error) override {
    return Store().Rename(id, name, error);
  }

 private:
  void ReportSaveProblems();
  bool RecordOf(const std::string& id, GameRecord* r);  // the game to replay or review (empty: on screen)
  bool OpenRecord(const GameRecord& r, const std::string& id, std::string* error);
  // A fair game's link refused against the saved game `saved_id` (link/link_refusal.h): alerted, true.
  bool RefuseFairLink(const std::string& saved_id, const GameRecord& link, size_t common, std::string* error);
  void FollowRecord(const GameRecord& r, size_t replay_from);
  void ShowFork(const std::string& mine, const std::string& kept);  // the two-windows notice
  void ShowBackup();  // the Back up dialog (the file's text made now)

  Host& host_;
  const GameSession& session_;
  LinkPlay& link_;
  SavedGamesKeeper keeper_;    // the saved games, the game on screen's entry, every write (the guard)
  SavedGamesDialogs dialogs_;  // the list, share, backup, keeping, replay
  // Set by the page's hashchange (platform::SetOnHashChanged) and at start; handled in the next frame.
  bool hash_pending_ = false;
};

}  // namespace carc::ui
