#pragma once
// The hard level's search: a two-turn expectimax (engine/ai/README.md, "Lookahead"). The best few
// turns by one-move value are each followed, for every kind of tile the next player could draw
// (weighted by how many remain), by that player's best one-move reply, and valued after it. The
// work is cut into units (one turn against one tile) so that the browser can spread it over frames.
#include <cstdint>
#include <vector>

#include "carc/ai/ai.h"

namespace carc::ai {

// One whole turn of the player to move: an action and, for a placement or an abbey, the figure
// step that follows it (a skip when none is chosen). `follow` is unused when has_follow is false.
struct Turn {
  Action action;
  bool has_follow = false;
  Action follow;
  double value = 0;  // the evaluation margin after the turn, for the player who plays it
};

// Every turn of s.decider with its one-move value, best first. `evaluated` counts the positions
// valued. `s` must already be determinized.
std::vector<Turn> RankedTurns(const GameState& s, const EvalWeights& w, long long* evaluated);

class Lookahead {
 public:
  // `root` must already be determinized (the Thinker does it as for the greedy level).
  Lookahead(const GameState& root, const SearchOptions& options);
  // Runs units until about `positions` more positions have been valued (at least one unit);
  // returns true when every unit is done.
  bool Run(int positions);
  bool Done() const { return next_unit_ >= static_cast<int>(units_.size()); }
  long long Evaluated() const { return evaluated_; }
  // The turn's first action with the best expected margin so far (the one-move order breaks ties
  // and stands in before any unit is done).
  Action Best() const;

 private:
  struct Candidate {
    Turn turn;
    double sum = 0;     // weighted margins after the reply
    double weight = 0;  // weights of the tiles done
  };
  struct Unit {
    int candidate = 0;
    int tile = -1;  // catalogue index forced as the next draw, -1: the sample's own draw
    double weight = 1;
  };
  void RunUnit(const Unit& u);

  GameState root_;  // determinized
  SearchOptions opt_;
  int player_ = 0;
  std::vector<Candidate> candidates_;
  std::vector<Unit> units_;
  int next_unit_ = 0;
  long long evaluated_ = 0;
};

}  // namespace carc::ai
