#pragma once
// The game's log: the engine's events in words, each score with its breakdown. Clicking an entry
// highlights its squares on the board (score events carry "at": [[x,y]...]).
#include <string>
#include <vector>

#include "carc/game.h"

namespace carc::ui {

// One event in words ("Ana scores 8 for a city: tiles 3, coats 1").
std::string DescribeEvent(const GameState& s, const nlohmann::json& ev);
// The squares an event refers to (its "at" list, its x/y, its tower), possibly none.
std::vector<Pos> EventSquares(const nlohmann::json& ev);

class EventLog {
 public:
  // Draws the log as a scrolling list filling the space given; returns true when an entry was clicked
  // (then Selected() holds its squares).
  bool Draw(const GameState& s, const Events& events, float height);
  const std::vector<Pos>& Selected() const { return selected_squares_; }
  void ClearSelection() { selected_ = -1, selected_squares_.clear(); }
  // Forget everything (another game).
  void Reset() { ClearSelection(), lines_.clear(), last_event_ = nullptr, seen_ = 0; }

 private:
  size_t seen_ = 0;
  int selected_ = -1;
  std::vector<Pos> selected_squares_;
  std::vector<std::string> lines_;  // cached descriptions, one per event
  nlohmann::json last_event_;       // the last event described, to notice undone or replaced events
};

}  // namespace carc::ui
