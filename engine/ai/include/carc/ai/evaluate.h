#pragma once
// The AI's view of a position: an estimate of each player's final score, and the determinization
// that replaces the hidden order of the stacks by one sampled with the AI's own random numbers.
#include <vector>

#include "carc/rng.h"
#include "carc/state.h"

namespace carc::ai {

// Weights of the evaluation (engine/ai/README.md explains each one). The defaults were tuned by
// playing one-move players against each other (README.md, "Tuning"); Reference() keeps the first,
// hand-set weights, which the greedy level uses so that it stays a fixed yardstick for the benchmarks.
struct EvalWeights {
  double edge_chance = 0.3;      // chance that one open edge of a city/road gets closed (early game)
  double fill_chance = 0.6;      // chance that one empty square around a monastery gets filled (early)
  double meeple_supply = 3.0;    // value of each of the first three meeples in supply (early game)
  double extra_meeple = 1.0;     // ... of each further meeple, as a fraction of meeple_supply
  double special_supply = 2.0;   // value of a mayor or wagon in supply (early game)
  double barn_supply = 2.5;      // value of a barn in supply (early game)
  double abbey_in_hand = 3.0;    // value of an abbey not yet placed (it can be placed at the end)
  double watchman = 6.0;         // value of a watchman on a tower, beyond the stolen tile
  // Inns & Cathedrals, Traders & Builders (issue 32; 0 in supply without them, so no other game moves):
  double large_supply = 3.0;     // value of the large meeple in supply (early game)
  double builder_supply = 1.5;   // value of the builder in supply (early game)
  double pig_supply = 1.0;       // value of the pig in supply (early game)
  double builder_board = 2.5;    // a builder on an open road or city: the second tiles it may bring
  double goods_behind = 3.0;     // goods of a kind whose majority another player holds, per token share
  double extra_tile = 4.0;       // a builder's second tile still to be placed this turn
  static EvalWeights Reference();
};

// Estimated final score of every player: the score so far plus what the figures on the board and
// in supply are expected to bring. At the end of the game, the exact scores.
std::vector<double> Estimate(const GameState& s, const EvalWeights& w = {});

// Estimate of `player` minus the best estimate among the others (the margin that decides games).
double Margin(const std::vector<double>& estimate, int player);

// Hides what the player to move cannot know: the not-yet-drawn part of each stack (land, river with
// the lake kept last, tower) is put in a canonical order and reshuffled with `rng`. The drawn tile,
// the board and everything public stay. Two states that differ only in the hidden order give the
// same result for the same rng state.
void Determinize(GameState& s, Rng& rng);

}  // namespace carc::ai
