#pragma once
// The application: one object, one per-frame entry point (main.cpp sets up SDL, GL and ImGui). The App
// composes: each concern's state lives in its own object (the session, the board, the saved games, play
// by link, the end, the turn in hand, the keys...); the App owns them, wires them and runs the frame
// (events, NewFrame, draw, Render, swap). Its one GameSession is the UI's and the script API's.
#include <imgui.h>

#include <optional>
#include <string>

#include <SDL.h>

#include "ai/ai_driver.h"
#include "app/announcer.h"
#include "app/frame_keys.h"
#include "app/frame_pace.h"
#include "app/frame_stats.h"
#include "session/game_session.h"
#include "app/keyboard_play.h"
#include "i18n/language_choice.h"
#include "link/link_play.h"
#include "review/review_view.h"
#include "app/page_alert.h"
#include "saves/saved_games_flow.h"
#include "session/sounds.h"
#include "ui/base/present.h"
#include "ui/board/board_motion.h"
#include "ui/board/board_view.h"
#include "ui/board/view_follow.h"
#include "ui/board/pinch.h"
#include "ui/board/tips.h"
#include "ui/board/turn_options.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"
#include "ui/panels/move_note.h"
#include "ui/screens/final_view.h"
#include "ui/screens/gallery.h"
#include "ui/screens/help_view.h"
#include "ui/screens/new_game.h"

namespace carc::ui {

class App : private LinkPlay::Host, private SavedGamesFlow::Host {
 public:
  // `language`: started by main before anything is shown (the texts of SDL's and GL's failures too).
  App(SDL_Window* window, LanguageChoice& language);

  // One frame. Returns false when the user closes the (desktop) window.
  bool Frame();

  // --- Shared with the script API (window.carcassonne) ---------------------------------------
  GameSession& Session() { return session_; }
  AiDriver& Ai() { return ai_; }  // computer seats and hints (script/ai_api.cpp)
  bool StartGame(const Setup& setup, std::string* error);
  // Replays a record (saved game, link, script); on failure the current game stays.
  bool LoadRecord(const GameRecord& record, std::string* error) override;
  // Applies one action (it must be legal) and reacts as the UI does (alerts, end of game).
  std::optional<Error> ApplyAction(const Action& a);
  void UndoAction();
  const BoardView& Board() const { return board_; }
  BoardMotion& Motion() { return motion_; }  // debug.motion
  SquareOutlook& Squares() { return squares_; }  // debug.squares
  nlohmann::json NoteJson() const;  // debug.view's note: what a move made elsewhere scored, on screen
  Sounds& Sound() { return sounds_; }        // debug.sound
  void CentreBoard() { board_.CentreOn(session_.State()); }
  void FocusBoard(ImVec2 world, float tile_px) { board_.Focus(world, tile_px); }
  const TurnOptions& Options() { return turn_.Options(session_.State(), session_.Legal(), session_.Version()); }
  nlohmann::json FrameStatsJson() const;  // debug.frameStats; ResetFrameStats: a new window
  void ResetFrameStats() { stats_.count = 0; }
  // A script call or a link from outside the frame: frames again at once (app/frame_pace.h).
  void Stir();
  FramePresenter& Presenter() { return presenter_; }
  int Rotation() const { return turn_.rot; }
  const BoardKeys& Keys() const { return keyboard_.Keys(); }  // the keyboard's cursor (debug.view)
  // A new game with the same players and options as the one on screen, and a new shuffle.
  bool PlayAgain(std::string* error);
  bool OnNewGameScreen() const override { return screen_ == Screen::NewGame; }
  // The page's language (i18n/language_choice.h): in use at once when its texts are at hand, else once
  // they have arrived (Loading); remembered in local storage, the page told (platform/platform.h).
  LanguageChoice::Outcome SetLanguage(std::string_view code);
  void ShowGallery(const GalleryOptions& o) { gallery_ = o; }
  const EventLog& Log() const { return log_; }  // debug.logLines

  // --- Saved games, share links, replay, backup (saves/saved_games_flow.h); play by link (link/link_play.h) ---
  SavedGamesFlow& Saves() { return saves_; }
  LinkPlay& Link() { return link_; }  // seats here, the fair deal's device side, replay, send, conflicts
  ReviewView& Review() { return review_; }  // the computer's review of a finished game (review/)

 private:
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
  void ShowLogSquares();  // a log entry chosen: its squares are brought into view when they are not
  bool GameOnScreen() const { return screen_ == Screen::Game && session_.Active(); }
  void DrawFinalDialog(ImVec2 pos, ImVec2 size, HudOutput* hud);
  void PointerWithoutFocus();  // the pointer over the canvas counts even if the window has no focus
  void ApplyHud(const HudOutput& hud);
  void StepAi();  // a game on screen (the caller checks)
  bool NeedsFrames() const;  // something moves without input (an animation, a computer, a replay)
  // What play by link and the saved games ask of the page (LinkPlay::Host, SavedGamesFlow::Host).
  void Alert(const std::string& text, bool is_error) override { alert_.Show(text, is_error); }
  void ClearErrorAlert() override { alert_.ClearError(); }
  void ShowNewGameScreen(bool shown) override { screen_ = shown ? Screen::NewGame : Screen::Game; }
  void YourTurn() override { sounds_.YourTurn(); }
  void Replayed(size_t first_event) override;  // heard, and its points said by its tile
  void EndedWhileAway(const std::string& since) override { final_.EndedWhileAway(since); }
  bool FinalDialogShown() const override { return final_.Shown(); }
  void ShowReview(const GameRecord& record) override;

  SDL_Window* window_;
  LanguageChoice& language_;  // the page's language (main started it)
  bool running_ = true;
  Screen screen_ = Screen::NewGame;
  GameSession session_;
  AiDriver ai_;
  BoardView board_;
  ViewFollow follow_;          // the view shows where the tile fits and the moves made elsewhere
  BoardMotion motion_;       // what just happened, animated on the board
  SquareOutlook squares_;    // what can still fit: the open squares' marks and counts (issue 44)
  MoveNote note_;            // ... and what a move made elsewhere scored, said by its tile
  Sounds sounds_;            // ... and heard: a tile laid, points, your turn
  Announcer announcer_;      // ... and said to screen readers
  EventLog log_;
  HelpView help_;            // How to play
  Tips tips_;                // contextual tips on the board
  NewGameScreen new_game_;
  TurnInHand turn_;          // the turn's options and the rotation of the tile in hand
  FinalView final_;          // the end-of-game dialog
  ReviewView review_;        // the computer's review of a finished game (goes on while the screen is closed)
  GalleryOptions gallery_;   // debug: every tile, or every figure, on one sheet
  PageAlert alert_;          // the page's alert line: an error stays until answered
  PanelLayout layout_;         // the phone's bars and log, as drawn last
  FrameKeys keys_;             // this frame's events and keys
  Pinch pinch_;                // two fingers: zoom and pan
  KeyboardPlay keyboard_;      // the board's cursor and choice, and the panel's keys (M)
  FrameStats stats_;
  FramePresenter presenter_;  // draws a frame to the screen only when its picture changed
  FramePace pace_;            // asks for no frames while nothing moves
  // The saved games, share links, replay and backup: built before play by link, which writes the
  // seats through them (the flow keeps a reference to link_, used only once both are built).
  SavedGamesFlow saves_{*this, session_, link_};
  // Play by link: after the saved games and the session.
  LinkPlay link_{*this, saves_, session_, ai_, log_, motion_};
};

}  // namespace carc::ui
