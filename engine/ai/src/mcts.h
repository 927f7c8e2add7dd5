#pragma once
// Information-set Monte Carlo tree search over LegalActions (engine/ai/README.md, "Search").
#include <cstdint>
#include <vector>

#include "carc/ai/ai.h"

namespace carc::ai {

class Mcts {
 public:
  Mcts(const GameState& root, const SearchOptions& options, uint64_t seed);
  void Run(int iterations);
  int iterations() const { return iterations_; }
  // The root action with the most visits (the one-move values break early ties).
  Action Best() const;

 private:
  struct Node {
    uint64_t key = 0;
    Action action;
    int player = -1;      // who chose the action leading here (-1: root or chance node)
    int visits = 0;
    int avail = 0;        // times this child was legal when its parent was visited
    double value = 0;     // sum of rewards for `player`
    std::vector<int> children;
    bool has_priors = false;
    std::vector<uint64_t> prior_keys;  // legal actions by decreasing one-move value
    std::vector<Action> prior_actions;
    std::vector<double> prior_values;  // rewards in [0,1]
  };

  void Iterate();
  int FindChild(int node, uint64_t key) const;
  int AddChild(int parent, uint64_t key, const Action& a, int player, double prior);
  void ComputePriors(int node, const GameState& s, const std::vector<Action>& legal);
  std::vector<double> Rewards(const GameState& s) const;

  GameState root_;
  SearchOptions opt_;
  Rng rng_;
  std::vector<Node> nodes_;
  std::vector<double> base_;  // each player's margin at the root
  int iterations_ = 0;
};

uint64_t ActionKey(const Action& a, int tile);

}  // namespace carc::ai
