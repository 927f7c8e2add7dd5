// Information-set MCTS (single observer): every iteration samples a determinization of the hidden
// stacks, walks the tree with the actions legal in that sample, and evaluates the leaf with the
// evaluation function (optionally after a few random actions). Tile draws are chance nodes: under a
// node where the next player must place a tile, one child per drawn tile. Children are created in
// order of their one-move value (computed once a node has enough visits) with progressive widening,
// and start with a few virtual visits at that value, so a small budget plays like the greedy player
// and a larger one corrects it by looking at the replies.
#include "mcts.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "carc/game.h"

namespace carc::ai {

namespace {
constexpr int kChanceType = 15;

void Mix(uint64_t& h, uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 31;
}
}  // namespace

uint64_t ActionKey(const Action& a, int tile) {
  uint64_t h = 0x243F6A8885A308D3ull;
  Mix(h, static_cast<uint64_t>(a.type));
  Mix(h, static_cast<uint64_t>(a.x + 4096));
  Mix(h, static_cast<uint64_t>(a.y + 4096));
  Mix(h, static_cast<uint64_t>(a.rot));
  Mix(h, static_cast<uint64_t>(a.figure));
  Mix(h, static_cast<uint64_t>(a.at.kind));
  Mix(h, static_cast<uint64_t>(a.at.value + 64));
  for (Pos p : a.towers) {
    Mix(h, static_cast<uint64_t>(p.x + 4096));
    Mix(h, static_cast<uint64_t>(p.y + 4096));
  }
  if (a.type == ActionType::Place) Mix(h, static_cast<uint64_t>(tile + 1));
  return h;
}

namespace {
uint64_t ChanceKey(int tile) {
  uint64_t h = 0x13198A2E03707344ull;
  Mix(h, kChanceType);
  Mix(h, static_cast<uint64_t>(tile + 1));
  return h;
}
}  // namespace

Mcts::Mcts(const GameState& root, const SearchOptions& options, uint64_t seed) : root_(root), opt_(options) {
  // Rewards are centred on the margins of the root position: a whole game's lead would otherwise
  // push every reward to the flat end of the logistic curve.
  std::vector<double> est = Estimate(root_, opt_.weights);
  for (size_t p = 0; p < est.size(); ++p) base_.push_back(Margin(est, static_cast<int>(p)));
  rng_.state = seed ^ 0xA1A1C0FFEEull;
  nodes_.reserve(static_cast<size_t>(std::max(16, 2 * options.iterations + 16)));
  nodes_.push_back(Node{});
}

void Mcts::Run(int iterations) {
  for (int i = 0; i < iterations; ++i) {
    Iterate();
    ++iterations_;
  }
}

int Mcts::FindChild(int node, uint64_t key) const {
  for (int c : nodes_[static_cast<size_t>(node)].children)
    if (nodes_[static_cast<size_t>(c)].key == key) return c;
  return -1;
}

int Mcts::AddChild(int parent, uint64_t key, const Action& a, int player, double prior) {
  Node n;
  n.key = key;
  n.action = a;
  n.player = player;
  n.avail = 1;
  if (player >= 0 && prior >= 0) {
    n.visits = opt_.prior_visits;
    n.value = prior * opt_.prior_visits;
  }
  nodes_.push_back(std::move(n));
  int id = static_cast<int>(nodes_.size()) - 1;
  nodes_[static_cast<size_t>(parent)].children.push_back(id);
  return id;
}

std::vector<double> Mcts::Rewards(const GameState& s) const {
  std::vector<double> est = Estimate(s, opt_.weights);
  std::vector<double> r(est.size());
  for (size_t p = 0; p < est.size(); ++p) r[p] = 1.0 / (1.0 + std::exp(-(Margin(est, static_cast<int>(p)) - base_[p]) / opt_.eval_scale));
  return r;
}

void Mcts::ComputePriors(int node, const GameState& s, const std::vector<Action>& legal) {
  std::vector<double> v = OneMoveValues(s, legal, opt_.weights, node == 0 || opt_.inner_priors);
  const double base = base_[static_cast<size_t>(s.decider)];
  std::vector<int> order(legal.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return v[static_cast<size_t>(a)] > v[static_cast<size_t>(b)]; });
  Node& n = nodes_[static_cast<size_t>(node)];
  n.has_priors = true;
  for (int i : order) {
    n.prior_keys.push_back(ActionKey(legal[static_cast<size_t>(i)], s.drawn));
    n.prior_actions.push_back(legal[static_cast<size_t>(i)]);
    n.prior_values.push_back(1.0 / (1.0 + std::exp(-(v[static_cast<size_t>(i)] - base) / opt_.eval_scale)));
  }
}

void Mcts::Iterate() {
  GameState s = root_;
  Determinize(s, rng_);
  std::vector<int> path = {0};
  int node = 0;
  bool expanded = false;
  std::vector<uint64_t> keys;
  while (!IsOver(s) && !expanded) {
    if (s.decision == Decision::Place && node != 0) {  // chance: the tile this sample drew
      uint64_t ck = ChanceKey(s.drawn);
      int c = FindChild(node, ck);
      if (c < 0) c = AddChild(node, ck, Action{}, -1, -1);
      node = c;
      path.push_back(node);
    }
    std::vector<Action> legal = LegalActions(s);
    if (legal.size() == 1) {  // nothing to choose: no tree node
      Apply(s, legal[0]);
      continue;
    }
    const int player = s.decider;
    keys.resize(legal.size());
    for (size_t i = 0; i < legal.size(); ++i) keys[i] = ActionKey(legal[i], s.drawn);
    if (!nodes_[static_cast<size_t>(node)].has_priors &&
        (node == 0 || nodes_[static_cast<size_t>(node)].visits >= opt_.prior_threshold ||
         (opt_.opponent_priors && player != root_.decider)))
      ComputePriors(node, s, legal);

    // Children legal in this sample; the others are not available now.
    std::vector<int> present(legal.size(), -1);
    int legal_children = 0;
    for (size_t i = 0; i < legal.size(); ++i) {
      present[i] = FindChild(node, keys[i]);
      if (present[i] >= 0) {
        nodes_[static_cast<size_t>(present[i])].avail++;
        ++legal_children;
      }
    }
    const Node& nd = nodes_[static_cast<size_t>(node)];
    const double allowed = opt_.widen_base + opt_.widen_k * std::sqrt(static_cast<double>(nd.visits));
    int pick = -1;
    double prior = -1;
    if (legal_children < static_cast<int>(legal.size()) && legal_children < allowed) {
      if (nd.has_priors) {  // the best untried action by one-move value
        for (size_t j = 0; j < nd.prior_keys.size() && pick < 0; ++j) {
          auto it = std::find(keys.begin(), keys.end(), nd.prior_keys[j]);
          if (it == keys.end()) continue;
          size_t i = static_cast<size_t>(it - keys.begin());
          if (present[i] < 0) {
            pick = static_cast<int>(i);
            prior = nd.prior_values[j];
          }
        }
      }
      if (pick < 0) {  // no priors (or a sample with actions the priors did not see): any untried one
        std::vector<int> untried;
        for (size_t i = 0; i < legal.size(); ++i)
          if (present[i] < 0) untried.push_back(static_cast<int>(i));
        pick = untried[static_cast<size_t>(rng_.Below(untried.size()))];
      }
    }
    if (pick >= 0) {
      int c = AddChild(node, keys[static_cast<size_t>(pick)], legal[static_cast<size_t>(pick)], player, prior);
      Apply(s, legal[static_cast<size_t>(pick)]);
      node = c;
      path.push_back(node);
      expanded = true;
      break;
    }
    // UCB over the children legal now (availability counts stand in for the parent's visits).
    int best = -1;
    double best_score = -1e18;
    for (size_t i = 0; i < legal.size(); ++i) {
      int c = present[i];
      if (c < 0) continue;
      const Node& ch = nodes_[static_cast<size_t>(c)];
      double q = ch.visits > 0 ? ch.value / ch.visits : 0.5;
      double u = opt_.exploration * std::sqrt(std::log(static_cast<double>(ch.avail) + 1.0) / (ch.visits + 1.0));
      if (q + u > best_score) {
        best_score = q + u;
        best = static_cast<int>(i);
      }
    }
    Apply(s, legal[static_cast<size_t>(best)]);
    node = present[static_cast<size_t>(best)];
    path.push_back(node);
  }
  for (int k = 0; k < opt_.rollout_actions && !IsOver(s); ++k) {
    std::vector<Action> legal = LegalActions(s);
    Apply(s, legal[static_cast<size_t>(rng_.Below(legal.size()))]);
  }
  std::vector<double> r = Rewards(s);
  for (int id : path) {
    Node& n = nodes_[static_cast<size_t>(id)];
    n.visits++;
    if (n.player >= 0) n.value += r[static_cast<size_t>(n.player)];
  }
}

Action Mcts::Best() const {
  const Node& root = nodes_[0];
  int best = -1;
  double best_visits = -1, best_q = -1;
  for (int c : root.children) {
    const Node& ch = nodes_[static_cast<size_t>(c)];
    double q = ch.visits > 0 ? ch.value / ch.visits : 0;
    if (ch.visits > best_visits || (ch.visits == best_visits && q > best_q)) {
      best = c;
      best_visits = ch.visits;
      best_q = q;
    }
  }
  if (best >= 0) return nodes_[static_cast<size_t>(best)].action;
  if (root.has_priors && !root.prior_actions.empty()) return root.prior_actions[0];
  std::vector<Action> legal = LegalActions(root_);
  return legal.empty() ? Action{} : legal[0];
}

}  // namespace carc::ai
