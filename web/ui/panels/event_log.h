#pragma once
// The game's log, told like a commentator: the engine's events grouped per turn (a header with the
// player and the tile drawn, in words and as a picture), then what happened - figures placed, towers,
// thieves, wagons, scores with their reasons ("Ana closes a city of 5 tiles with 1 coat of arms:
// 12 points"). Events that add nothing for a player are folded into others: draws into the turn's
// header, "completed" into its score line, figures going home after scoring into nothing; zero-point
// scores are left out; tied scores share one line. No tile id, coordinate or option key is ever told.
//
// The words are pure functions of the events (event_log.cpp: no ImGui), so the replay, the screen
// reader's announcements and the tests (tests/web/log_words_test.cpp) use the same sentences as the
// log on screen (event_log_view.cpp). Clicking a header or a line highlights its squares.
#include <string>
#include <vector>

#include "carc/game.h"

namespace carc::ui {

struct LogLine {
  std::string text;           // one sentence
  std::vector<Pos> squares;   // what it refers to on the board (possibly none)
  bool score = false;         // someone scores: drawn in the score colour
  size_t first_event = 0;     // index of the first event it tells
};

struct LogTurn {
  enum class Kind { Start, Turn, Final };
  Kind kind = Kind::Turn;
  int player = -1;             // whose turn (-1: the start, the final scoring)
  int tile = -1;               // catalogue index of the tile to picture, -1 for none
  int rot = 0;                 // as it was placed
  LogLine header;              // "Ana draws a city with a road."
  std::vector<LogLine> lines;  // what followed
};

// The whole log of a game's events. `s` gives the players' names and the tile catalogue.
// `turn_player`: whose turn the first events belong to when they do not begin one with a draw (a
// slice of a game's events, as the replay shows one action's); -1 when they start with the game.
std::vector<LogTurn> DescribeLog(const GameState& s, const Events& events, int turn_player = -1);

// The sentences the events from index `from` on add to the log, in order (turn headers included):
// what a screen reader announces after an action (an aria-live region reads each one), and what the
// replay lists for one action (then `events` may be that action's events alone, from 0, with
// `turn_player` the player whose turn it was).
std::vector<std::string> DescribeNewEvents(const GameState& s, const Events& events, size_t from,
                                           int turn_player = -1);

// The squares an event refers to (its "at" list, its x/y, its tower or towers), possibly none.
std::vector<Pos> EventSquares(const nlohmann::json& ev);

// The log on screen: turns with their headers, lines that wrap (phones), the selection.
class EventLog {
 public:
  // Draws the log as a scrolling list filling the space given; returns true when an entry was clicked
  // (then Selected() holds its squares).
  bool Draw(const GameState& s, const Events& events, float height);
  const std::vector<Pos>& Selected() const { return selected_squares_; }
  void ClearSelection() { selected_.clear(), selected_squares_.clear(); }
  // Entries telling events from index `from_event` on are drawn highlighted (what happened since the
  // player's last move, as it is replayed); SIZE_MAX: none.
  void Highlight(size_t from_event) { highlight_from_ = from_event; }
  // Forget everything (another game, another language).
  void Reset() { ClearSelection(), turns_.clear(), heights_.clear(), described_ = 0, last_event_ = nullptr; }
  // Every sentence of the log as shown (headers and lines), for tests (debug.logLines).
  std::vector<std::string> AllLines() const;

 private:
  void Update(const GameState& s, const Events& events);

  std::vector<LogTurn> turns_;
  std::vector<float> heights_;   // each turn's height when last drawn (0: not yet), to skip those off screen
  float heights_width_ = 0;      // the width those heights were measured at
  size_t described_ = 0;         // events described in turns_
  nlohmann::json last_event_;    // the last event described, to notice undone or replaced events
  std::string selected_;         // "turn:line" of the selected entry ("" none)
  std::vector<Pos> selected_squares_;
  size_t highlight_from_ = static_cast<size_t>(-1);
};

}  // namespace carc::ui
