#pragma once
// The pieces of the evaluation (evaluate.cpp) that the expansions' terms (eval_module.h) share: how
// far the game still has to go, and the chance that an open feature gets completed. Internal to the AI.
#include <cmath>

#include "carc/ai/evaluate.h"

namespace carc::ai {

// How far the game still has to go, from 1 (start) to 0 (no tile left): scales every chance of
// completion and the value of figures in supply.
struct Phase {
  int remaining = 0;      // tiles left to draw (land + river)
  double turns_left = 0;  // per player
  double edge = 0;        // chance an open edge gets closed
  double fill = 0;        // chance an empty square next to a monastery gets filled
  double supply = 0;      // multiplier of supply values
};

Phase MakePhase(const GameState& s, const EvalWeights& w);

inline double CompletionChance(int open, const Phase& ph) {
  if (open <= 0) return 1.0;
  return std::pow(ph.edge, open);
}

// Expected points of a field for its farmers (per_city per completed city, cities likely to be
// completed counted by their chance).
double FieldValue(const GameState& s, int root, int per_city, const Phase& ph);

}  // namespace carc::ai
