#pragma once
// The application: one object, one per-frame entry point. main.cpp owns SDL, GL and ImGui setup;
// App::Frame() is everything that happens per frame (events, NewFrame, draw, Render, swap).
// The App owns the one GameSession that the UI and the script API (script_api.cpp) share.
#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "ai_driver.h"
#include "game_session.h"
#include "language_choice.h"
#include "link_play.h"
#include "ui/board/board_keys.h"
#include "ui/board/board_motion.h"
#include "ui/board/board_view.h"
#include "ui/panels/event_log.h"
#include "ui/screens/gallery.h"
#include "ui/screens/help_view.h"
#include "ui/panels/hud.h"
#include "ui/screens/new_game.h"
#include "saves_keeper.h"
#include "ui/screens/backup_view.h"
#include "ui/screens/keep_view.h"
#include "ui/base/picture.h"
#include "ui/base/present.h"
#include "sounds.h"
#include "ui/screens/replay_view.h"
#include "ui/screens/saves_view.h"
#include "ui/panels/score_chart.h"
#include "ui/screens/share_view.h"
#include "ui/board/tips.h"
#include "ui/board/turn_options.h"


namespace carc::ui {

struct FrameStats {
  static constexpr int kWindow = 120;
  double ui_ms[kWindow] = {};     // CPU time from NewFrame to Render (building the frame)
  double total_ms[kWindow] = {};  // the same plus the GL submission (RenderDrawData), without the swap
  double work_ms[kWindow] = {};   // all the frame's work: events, the above, the computer's thinking, saving
  bool presented[kWindow] = {};   // drawn to the screen (ui/base/present.h), not an unchanged picture
  int count = 0;
  long long frames = 0;
};

// Sets the language before anything is shown: the one chosen in the page before, else the best
// match of the browser's preferred languages.
void ChooseLanguageAtStart();

class App : private LinkPlay::Host {
 public:
  explicit App(SDL_Window* window);

  // One frame. Returns false when the user closes the (desktop) window.
  bool Frame();

  // --- Shared with the script API (window.carcassonne) ---------------------------------------
  GameSession& Session() { return session_; }
  AiDriver& Ai() { return ai_; }  // computer seats and hints (ai_api.cpp)
  bool StartGame(const Setup& setup, std::string* error);
  // Replays a record (saved game, link, script); on failure the current game stays.
  bool LoadRecord(const GameRecord& record, std::string* error);
  // Applies one action (it must be legal) and reacts as the UI does (alerts, end of game).
  std::optional<Error> ApplyAction(const Action& a);
  void UndoAction();
  const BoardView& Board() const { return board_; }
  BoardMotion& Motion() { return motion_; }  // debug.motion
  Sounds& Sound() { return sounds_; }        // debug.sound
  void CentreBoard() { board_.CentreOn(session_.State()); }
  void FocusBoard(ImVec2 world, float tile_px) { board_.Focus(world, tile_px); }
  const TurnOptions& Options();
  nlohmann::json FrameStatsJson() const;
  void ResetFrameStats() { stats_.count = 0; }
  FramePresenter& Presenter() { return presenter_; }
  int Rotation() const { return rot_; }
  const BoardKeys& Keys() const { return board_keys_; }  // the keyboard's cursor (debug.view)
  // A new game with the same players and options as the one on screen, and a new shuffle.
  bool PlayAgain(std::string* error);
  bool OnNewGameScreen() const { return screen_ == Screen::NewGame; }
  // The page's language (language_choice.h): in use at once when its texts are at hand, else once
  // they have arrived (Loading); remembered in local storage, the page told (platform.h).
  LanguageChoice::Outcome SetLanguage(std::string_view code);
  void ShowGallery(const GalleryOptions& o) { gallery_ = o; }
  const EventLog& Log() const { return log_; }  // debug.logLines

  // --- Saved games, share links, replay, backup (app_saves.cpp) --------------------------------
  SavedGames& Saves() { return keeper_.Store(); }
  const SavedGames& Saves() const { return keeper_.Store(); }
  SavesKeeper& Keeper() { return keeper_; }  // backup, the storage's keeping, tabs (script_api.cpp)
  // Reads a backup file's text into the saved games and shows the report (the Restore dialog).
  ImportReport ImportBackup(std::string_view text);
  ImportReport RefuseBackup(const char* why_key);  // a file that could not be read at all
  nlohmann::json KeepingJson() const;  // window.carcassonne.keeping()
  std::string ShareLink() const override;  // "<page>#g=..." for the game on screen; empty without one
  // Opens a link's game: replayed, then saved under the entry it continues, else as a new entry.
  // On failure the game on screen and every saved game stay; the message is also in the alert.
  bool OpenLink(std::string_view link, std::string* error);
  bool OpenSaved(const std::string& id, std::string* error) override;
  void ShowSaves();
  void ShowShare();
  void ShowReplay(const std::string& id);  // empty: the game on screen

  // --- Play by link (link_play.h): seats here, the fair deal's device side, replay, send, conflicts --
  LinkPlay& Link() { return link_; }
  const LinkPlay& Link() const { return link_; }

 private:
  // A fair game's link refused against the saved game `saved_id` (link_refusal.h): alerted, true.
  bool RefuseFairLink(const std::string& saved_id, const GameRecord& link, size_t common, std::string* error);
  enum class Screen { NewGame, Game };
  void GameReplaced();  // a new or loaded game: fresh view, log, AI, alerts
  void LanguageApplied();  // the texts kept by views are stale
  void HandleEvent(const SDL_Event& e);
  void Draw();
  void DrawGame(ImVec2 pos, ImVec2 size);
  void DrawSidebar(ImVec2 pos, ImVec2 size, HudOutput* hud);
  void DrawPhoneBars(ImVec2 pos, ImVec2 size, HudOutput* hud, float* top_h, float* bottom_h);
  void HandleKeys(HudOutput* hud);
  void DrawTurnPanel(HudOutput* hud, float tile_px);  // the turn, or the waiting state
  bool BoardTakesKey(const SDL_Event& e) const;  // a key the board's keyboard play takes from ImGui
  bool PanelHasKeys() const;  // M gave the panel's buttons the keys (until Escape)
  void FocusPanel();
  void DrawFinalDialog(ImVec2 pos, ImVec2 size, HudOutput* hud);
  void PointerWithoutFocus();  // the pointer over the canvas counts even if the window has no focus
  void SyncKeys();         // the keyboard's cursor on the decision awaited now
  void AnnounceChanges();  // says what the log adds and whose turn it is (aria-live, platform.h)
  void ApplyHud(const HudOutput& hud);
  void StepAi();
  void InitSaves();          // at start: the damaged-storage report, a link, or the continue offer
  void ReportSaveProblems();
  void AutoSave();           // saves the game on screen when it changed since the last save
  bool OpenRecord(const GameRecord& r, const std::string& id, std::string* error);
  void CheckHash();          // opens the link in the address (at start and after hashchange)
  void FollowOtherTabs();    // another tab or window changed the saved games (SavesKeeper::Follow)
  void FollowRecord(const GameRecord& r, size_t replay_from);
  void ShowFork(const std::string& mine, const std::string& kept);  // the two-windows notice
  void ShowBackup();         // the Back up dialog (the file's text made now)
  void DrawKeeping(ImVec2 pos, ImVec2 size);  // the notices of keeping the games, backup dialogs
  bool DrawReplay(ImVec2 pos, ImVec2 size);
  void DrawSavesUi(ImVec2 pos, ImVec2 size);
  // What play by link asks of the page (LinkPlay::Host, app_saves.cpp).
  void Alert(const std::string& text, bool is_error) override;
  void ClearErrorAlert() override;
  std::string SaveId() const override { return keeper_.Id(); }
  std::string GameName() const override;
  void SavedAsShown() override;
  void SaveNow() override { AutoSave(); }
  bool OpenAsNewGame(const GameRecord& r, std::string* id, std::string* error) override;
  void AfterDeviceAction() override;
  void YourTurn() override { sounds_.YourTurn(); }
  void Replayed(size_t first_event) override { sounds_.AfterEvents(session_.GetEvents(), first_event); }
  void EndedWhileAway(const std::string& since) override { final_since_ = since, show_final_ = true; }
  bool FinalDialogShown() const override { return show_final_; }

  SDL_Window* window_;
  bool running_ = true;
  Screen screen_ = Screen::NewGame;
  GameSession session_;
  AiDriver ai_;
  BoardView board_;
  BoardMotion motion_;       // what just happened, animated on the board
  Sounds sounds_;            // ... and heard: a tile laid, points, your turn
  EventLog log_;
  HelpView help_;            // How to play
  Tips tips_;                // contextual tips on the board
  NewGameScreen new_game_;
  TurnOptions opts_;
  int opts_version_ = -1;
  int opts_language_ = -1;   // i18n::Generation() of opts_ (its labels are texts)
  int rot_ = 0;
  GalleryOptions gallery_;     // debug: every tile, or every figure, on one sheet
  CachedPicture table_;        // the table behind the new-game screen
  bool show_log_ = false;      // phones: the log overlay
  bool show_final_ = true;     // the end-of-game window (closable to look at the board)
  bool error_alert_ = false;
  std::vector<Pos> hovered_towers_;
  BoardKeys board_keys_;       // keyboard play: the cursor on the board, the target chosen with Tab
  std::optional<Pos> kept_in_view_;  // the cursor's square the board was last panned to show
  ScoreHistory final_history_; // the end chart's scores, for session_ version final_version_
  int final_version_ = -1;
  size_t announced_events_ = 0;      // events already said to screen readers
  std::string announced_decision_;   // the last "whose turn" said
  int announced_version_ = -1;
  std::vector<int> keys_;      // SDL keycodes pressed this frame (not typed into a text field)
  std::vector<SDL_Event> held_back_;  // key releases kept for the next frame (App::Frame)
  bool panel_keys_ = false;    // M: ImGui's navigation in the sidebar (phones: the top bar)
  bool wide_ = true;           // the last layout drawn: the sidebar (else the phone's bars)
  bool shift_ = false, ctrl_ = false;
  // Two-finger pinch/pan: active touch points in pixels.
  std::map<long long, ImVec2> fingers_;
  float pinch_dist_ = 0;
  ImVec2 pinch_mid_{0, 0};
  float phone_top_h_ = 60, phone_bottom_h_ = 120;
  FrameStats stats_;
  FramePresenter presenter_;  // draws a frame to the screen only when its picture changed
  SavesKeeper keeper_;       // the saved games, the game on screen's entry, every write (the guard)
  SavesView saves_view_;
  BackupView backup_view_;   // Back up / Restore
  ForkNotice fork_notice_;   // the game went two ways in two windows
  StorageWarning storage_warning_;  // the browser may clear the saved games (once)
  static constexpr double kOtherWindowPlaysSeconds = 5;
  double followed_at_ = -1e9;  // ImGui time when another window's move was last followed
  ShareView share_view_;
  ReplayView replay_;
  std::string replay_id_;    // the saved entry being replayed

  std::string final_since_;  // a game that ended while away: what happened since my last move (the end's dialog)
  // Play by link: after the saved games (it writes the seats through them) and the session.
  LinkPlay link_{*this, session_, keeper_.Store(), ai_, log_, motion_};
};

}  // namespace carc::ui
