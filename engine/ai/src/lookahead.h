#pragma once
// The hard level's search: a two-turn expectimax (engine/ai/README.md, "Lookahead"). The best few
// turns by one-move value are each followed, for every kind of tile the next player could draw
// (weighted by how many remain), by that player's best one-move reply, and valued after it. The
// work is cut into units (one turn against one tile) so that the browser can spread it over frames.
#include <cstdint>
#include <vector>

#include "carc/ai/ai.h"
#include "turns.h"

namespace carc::ai {

// Every turn of s.decider with its one-move value, best first. `evaluated` counts the positions
// valued. `s` must already be determinized.
std::vector<Turn> RankedTurns(const GameState& s, const EvalWeights& w, long long* evaluated);

class Lookahead {
 public:
  // `root` must already be determinized (the Thinker does it as for the greedy level).
  Lookahead(const GameState& root, const SearchOptions& options);
  // Runs units until about `positions` more positions have been valued, or the options' cap
  // (`iterations`, 0 = none) is reached, and at least one unit; returns true when the search is over
  // (every unit done, or the cap reached).
  bool Run(int positions);
  bool Done() const { return next_unit_ >= static_cast<int>(units_.size()); }  // every unit done
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
