#pragma once
// What an expansion adds to the evaluation, the AI's counterpart of the engine's Module: the base
// evaluation (evaluate.cpp) values tiles, features and meeples and names no expansion; each set whose
// figures or scoring it does not know adds its terms through these hooks (eval_<set>.cpp). A hook
// adds to `est`, each player's estimated final score; every term is 0 in a game without the set.
// Internal to the AI.
#include <optional>
#include <vector>

#include "eval_parts.h"

namespace carc::ai {

class EvalModule {
 public:
  virtual ~EvalModule() = default;

  // The value of one figure of kind `k` in supply early in the game (the phase scales it down),
  // nullopt when the kind is not this set's.
  virtual std::optional<double> SupplyValue(FigureKind, const EvalWeights&) const { return std::nullopt; }

  // The feature of region `root` holds the figures `on` (its majority winners `winners` were given
  // the feature's value): the share of this set's figures among them (a builder, a pig).
  virtual void OnFeature(const GameState&, int /*root*/, const std::vector<int>& /*on*/,
                         const std::vector<int>& /*winners*/, const Phase&, const EvalWeights&,
                         std::vector<double>& /*est*/) const {}

  // Terms of the whole position (goods majorities, a second tile still to come this turn).
  virtual void OnPosition(const GameState&, const Phase&, const EvalWeights&, std::vector<double>& /*est*/) const {}
};

// Every set's terms, in a fixed order.
const std::vector<const EvalModule*>& AllEvalModules();

}  // namespace carc::ai
