#pragma once
// The review screen (issue 45): a finished game reviewed by the computer. While the review runs, a
// progress bar and Stop (the screen may be closed meanwhile: the review goes on beside the game, and
// opening the screen again for the same game shows where it is); then a chart over the turns of each
// player's expected lead and each player's three costliest moves, each a sentence ("Ana, turn 23: a
// meeple in the field, about 9 points less than another place for the tile"). Choosing one shows the
// board at that moment with the move made and the better move drawn as ghosts, stepped through the
// game's reviewed decisions (previous, next). One object with its own state; the App owns it.
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/game.h"
#include "carc/record.h"
#include "review/review_run.h"
#include "ui/board/board_view.h"
#include "ui/board/turn_options.h"
#include "ui/panels/score_chart.h"

namespace carc::ui {

class ReviewView {
 public:
  ReviewView() : run_(&worker_) {}
  // Opens the screen for a finished game's record; its review starts, unless this record's review is
  // already under way or made. False (and the words in `error`) when the game is not over or does not
  // replay: a game by link or a fair deal is reviewed only once it has ended.
  bool Open(const GameRecord& record, std::string* error);
  void Close() { shown_ = false, chosen_ = -1; }
  bool Shown() const { return shown_; }
  // The screen shows a moment of the game on the board (it then takes the whole page).
  bool OnBoard() const { return shown_ && chosen_ >= 0; }
  // Once a frame, shown or not: the review goes on.
  void Step();
  bool Running() const { return run_.Running(); }
  // Stops the review under way (the Stop button).
  void Stop();
  // Draws the screen over [pos, pos + size) when shown.
  void Draw(ImVec2 pos, ImVec2 size);

  // --- The script API (window.carcassonne.review) -------------------------------------------------
  ReviewRun& Run() { return run_; }
  // {shown, status, where, reviewed, toReview, ms, costliest: [[line...] per player], chosen, shown...}
  nlohmann::json StateJson() const;
  // Shows on the board the reviewed decision `line` (an index into Run().Lines()); false if none.
  bool Choose(int line);
  void BackToList() { chosen_ = -1; }
  // The page's own review's time a frame (the tests slow it down to see it running).
  void SetPageSliceMs(double ms) { page_slice_ms_ = ms; }

 private:
  struct Moment;
  void ForgetAnalysis();  // a review stopped or replaced: its lines are gone
  void Analyse();  // once the review is made: turns, the chart, the costliest moves, their sentences
  GameState StateBefore(int index) const;
  void DrawProgress();
  void DrawResult(float width);
  void DrawBoard(ImVec2 pos, ImVec2 size);
  void Say(const std::string& words);  // to screen readers

  PlatformReviewWorker worker_;
  ReviewRun run_;
  bool shown_ = false;
  bool analysed_ = false;
  std::vector<int> turn_of_;                  // per line: the turn of its decision
  PlayerLines lead_;                          // the chart: each player's expected lead turn by turn
  std::vector<std::vector<int>> costliest_;   // per player: up to three lines, costliest first
  std::vector<std::string> sentences_;        // per line (costliest only; else empty)
  GameState end_;                             // the game's last state (names, colours)
  // The moment on the board: the line chosen, the state before it, the moves as ghosts.
  int chosen_ = -1;
  GameState moment_;
  TurnOptions moment_opts_;
  std::optional<GameState> made_after_, best_after_;  // after a placement: its figure step's state
  std::optional<Action> made_then_;
  TurnOptions made_after_opts_, best_after_opts_;
  std::string moment_words_;
  BoardView board_;
  TurnOptions none_;  // the board itself offers nothing: the review is read-only
  int said_status_ = -1;
  // The page's own review, when there is no worker: a slice of each frame.
  static constexpr double kPageSliceMs = 6.0;
  double page_slice_ms_ = kPageSliceMs;
};

}  // namespace carc::ui
