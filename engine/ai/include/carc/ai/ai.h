#pragma once
// AI players: they choose among LegalActions(state) for any decision, never reading the hidden order
// of the stacks. Levels (README.md): random, greedy (one-move lookahead), easy (greedy with noise),
// normal (MCTS), hard (a lookahead of three turns: its own, the best replies, its own next). All use
// determinization.
//
// In the browser, thinking is spread over frames:
//   ai::Thinker t; t.Start(state, ai::Level::Hard, seed);
//   each frame: if (t.Step(200)) { Apply(state, t.Best()); }
// or in one call: ai::ChooseAction(state, level, seed, budget).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/ai/evaluate.h"
#include "carc/rng.h"
#include "carc/state.h"

namespace carc::ai {

enum class Level { Random, Greedy, Easy, Normal, Hard };
std::string_view LevelName(Level l);
// "random", "greedy", "easy", "normal", "hard" (the record's players[].ai values are the last three).
std::optional<Level> ParseLevel(std::string_view name);

// Search settings. Defaults() gives each level's; `iterations` is the budget ChooseAction uses.
struct SearchOptions {
  // MCTS: iterations per decision. Lookahead: a cap on the positions valued (0 = none: the whole
  // lookahead). 0 for the non-search levels.
  int iterations = 0;
  double exploration = 0.35;   // UCB constant (rewards are in [0,1])
  double eval_scale = 12.0;    // points of margin that make a reward of ~0.73 (logistic)
  int prior_visits = 3;        // virtual visits given to a child's one-move value when it is created
  int prior_threshold = 8;     // a node computes the one-move values of its actions at this many visits
  double widen_base = 3.0;     // progressive widening: children allowed = base + k * sqrt(visits)
  double widen_k = 1.5;
  bool opponent_priors = false;  // the other players' nodes compute their one-move values at once
  bool inner_priors = false;     // below the root, a placement's value includes its best figure step
  int rollout_actions = 0;     // random actions played after a new leaf before evaluating
  double noise = 0.0;          // easy: uniform noise (points) added to each one-move value
  // Lookahead instead of MCTS when lookahead_width > 0 (hard; README.md, "Lookahead"): the best
  // `lookahead_width` turns within `lookahead_cutoff` points of the best one-move value, each against
  // the next player's best reply to `lookahead_tiles` sampled draws (and, at depth 3, followed by our
  // own best next turn).
  int lookahead_width = 0;
  int lookahead_tiles = 12;
  double lookahead_cutoff = 25.0;
  // Turns the lookahead sees: 2 = our turn and the others' replies, valued when it is ours again;
  // 3 = then our own next turn too (the best one-move turn with the tile the sample draws for us),
  // valued after it. Defaults(Hard) sets 3.
  int lookahead_depth = 2;
  EvalWeights weights;
  static SearchOptions Defaults(Level level);
  // Defaults(level) with `budget` as `iterations` for the search levels; 0 keeps the default.
  static SearchOptions WithBudget(Level level, int budget);
};

// Whether the decision awaited in `s` is one the AI thinks about: a player's (a tile, a figure, a
// module's choice). Not a device's answer in a fair deal (commit, reveal: a value only that device
// can give, never something to search), not the end. Thinker, ChooseAction and Hint think only when
// it holds, so the search never applies an action of a decision it does not model.
bool Decides(const GameState& s);

// One-move values for `player`: for each action, the evaluation margin after it (for a placement,
// followed by the best figure step of the same turn). `s` must already be determinized.
std::vector<double> OneMoveValues(const GameState& s, const std::vector<Action>& legal, const EvalWeights& w,
                                  bool figure_step = true);

class Thinker {
 public:
  Thinker();
  ~Thinker();
  Thinker(const Thinker&) = delete;
  Thinker& operator=(const Thinker&) = delete;

  // Begins thinking about the decision awaited in `s` (for s.decider). Copies the state. When the AI
  // does not decide there (Decides), it is done at once and Best() is a skip, never to be applied.
  void Start(const GameState& s, Level level, uint64_t seed);
  void Start(const GameState& s, Level level, uint64_t seed, const SearchOptions& options);
  // Runs up to `budget_iterations` more iterations; returns true when the decision is made (the
  // level's budget is spent, or there was nothing to think about). Cheap levels finish in one step.
  bool Step(int budget_iterations);
  bool Done() const;
  // The chosen action (the best so far while thinking). Only valid after Start on a live game.
  Action Best() const;
  // Search work done so far: MCTS iterations, or positions valued by the lookahead (0 for the
  // non-search levels).
  int Iterations() const;

 private:
  struct Impl;
  Impl* impl_;
};

// Thinks to the end in one call. budget = MCTS iterations, 0 = the level's default.
Action ChooseAction(const GameState& s, Level level, uint64_t seed, int budget = 0);

// The seed of the AI's thinking at a decision: the game's seed and the number of actions applied.
// The page, its thinking worker and the review (review.h) all think with it, so a game's moves do not
// depend on where they were thought about, and the review of a hard player's move in a page game
// imagines the draws that player imagined.
uint64_t DecisionSeed(const GameState& s);
// The move the AI would make for the player to decide (a human asking for a hint); none when the
// decision is not a player's (Decides: a device's commit or reveal, the end).
std::optional<Action> Hint(const GameState& s, uint64_t seed, Level level = Level::Normal, int budget = 0);

}  // namespace carc::ai
