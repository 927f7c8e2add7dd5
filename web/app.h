#pragma once
// The application: one object, one per-frame entry point. main.cpp owns SDL, GL and ImGui setup;
// App::Frame() is everything that happens per frame (events, NewFrame, draw, Render, swap).
// The App composes: each concern's state lives in its own object (the session, the board, the saved
// games' keeper and dialogs, play by link, the end, the turn in hand, the keys...); the App owns them,
// wires them and runs the frame. It owns the one GameSession the UI and the script API share.
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "ai_driver.h"
#include "announcer.h"
#include "frame_keys.h"
#include "frame_pace.h"
#include "frame_stats.h"
#include "game_session.h"
#include "keyboard_play.h"
#include "language_choice.h"
#include "link_play.h"
#include "saves_keeper.h"
#include "sounds.h"
#include "ui/base/present.h"
#include "ui/board/board_motion.h"
#include "ui/board/board_view.h"
#include "ui/board/pinch.h"
#include "ui/board/tips.h"
#include "ui/board/turn_options.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"
#include "ui/screens/final_view.h"
#include "ui/screens/gallery.h"
#include "ui/screens/help_view.h"
#include "ui/screens/new_game.h"
#include "ui/screens/saves_dialogs.h"

namespace carc::ui {

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
  const TurnOptions& Options() { return turn_.Options(session_.State(), session_.Legal(), session_.Version()); }
  nlohmann::json FrameStatsJson() const;
  void ResetFrameStats() { stats_.count = 0; }
  // A script call or a link from outside the frame: frames again at once (frame_pace.h).
  void Stir();
  FramePresenter& Presenter() { return presenter_; }
  int Rotation() const { return turn_.rot; }
  const BoardKeys& Keys() const { return keyboard_.Keys(); }  // the keyboard's cursor (debug.view)
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
  void DrawPhoneBars(ImVec2 pos, ImVec2 size, HudOutput* hud);
  void HandleKeys(HudOutput* hud);
  void DrawTurnPanel(HudOutput* hud, float tile_px);  // the turn, or the waiting state
  bool GameOnScreen() const { return screen_ == Screen::Game && session_.Active(); }
  void DrawFinalDialog(ImVec2 pos, ImVec2 size, HudOutput* hud);
  void PointerWithoutFocus();  // the pointer over the canvas counts even if the window has no focus
  void ApplyHud(const HudOutput& hud);
  void StepAi();
  bool NeedsFrames() const;  // something moves without input (an animation, a computer, a replay)
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
  void EndedWhileAway(const std::string& since) override { final_.EndedWhileAway(since); }
  bool FinalDialogShown() const override { return final_.Shown(); }

  SDL_Window* window_;
  bool running_ = true;
  Screen screen_ = Screen::NewGame;
  GameSession session_;
  AiDriver ai_;
  BoardView board_;
  BoardMotion motion_;       // what just happened, animated on the board
  Sounds sounds_;            // ... and heard: a tile laid, points, your turn
  Announcer announcer_;      // ... and said to screen readers
  EventLog log_;
  HelpView help_;            // How to play
  Tips tips_;                // contextual tips on the board
  NewGameScreen new_game_;
  TurnInHand turn_;          // the turn's options and the rotation of the tile in hand
  FinalView final_;          // the end-of-game dialog
  GalleryOptions gallery_;   // debug: every tile, or every figure, on one sheet
  bool error_alert_ = false;
  PanelLayout layout_;         // the phone's bars and log, as drawn last
  FrameKeys keys_;             // this frame's events and keys
  Pinch pinch_;                // two fingers: zoom and pan
  KeyboardPlay keyboard_;      // the board's cursor and choice, and the panel's keys (M)
  FrameStats stats_;
  FramePresenter presenter_;  // draws a frame to the screen only when its picture changed
  FramePace pace_;            // asks for no frames while nothing moves
  SavesKeeper keeper_;        // the saved games, the game on screen's entry, every write (the guard)
  SavesDialogs dialogs_;      // the list, share, backup, keeping, replay
  // Play by link: after the saved games (it writes the seats through them) and the session.
  LinkPlay link_{*this, session_, keeper_.Store(), ai_, log_, motion_};
};

}  // namespace carc::ui
