// Traders & Builders: trade goods (RULES-inns-traders.md §2.2). When a city is completed in play,
// the player who completed it - who placed the last tile, or the abbey - takes one token per goods
// symbol of its segments, whoever holds the city and whoever scores it. At the end each kind pays
// 10 points to every player with the most tokens of it (ties: all of them).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/rules.h"
#include "traders_builders_parts.h"

namespace carc::tb {
using nlohmann::json;

namespace {

constexpr const char* kGoods[3] = {"wine", "grain", "cloth"};
constexpr int kGoodsMajorityPoints = 10;

int GoodsIndex(const std::string& name) {
  for (int k = 0; k < 3; ++k)
    if (name == kGoods[k]) return k;
  return -1;
}

// ASSUMPTION (§2.2): a player without a token of a kind never has its majority (no 10 points for
// everybody when nobody took that kind).
bool HoldsMajority(int tokens, int most) { return tokens > 0 && tokens == most; }

}  // namespace

void TakeGoods(GameState& s, const std::vector<Completed>& done, Events* ev) {
  for (const Completed& c : done) {
    if (c.type != FeatureType::City) continue;
    std::array<int, 3> taken = {0, 0, 0};
    s.regions.ForEachNode(c.root, [&](int n) {
      const Region& node = s.regions.Node(n);
      // The symbol belongs to the segment it is printed in (§2.2, per segment: the data's mark).
      int k = GoodsIndex(s.PlacedDef(node.placed).features[node.feature].goods);
      if (k >= 0) taken[static_cast<size_t>(k)]++;
    });
    if (taken == std::array<int, 3>{0, 0, 0}) continue;
    std::array<int, 3>& mine = s.md.traders_builders.goods[static_cast<size_t>(s.current)];
    for (size_t k = 0; k < 3; ++k) mine[k] += taken[k];
    if (ev) {
      json e = {{"type", "goods"}, {"player", s.current}, {"at", RegionSquares(s, c.root)}};
      for (size_t k = 0; k < 3; ++k) e[kGoods[k]] = taken[k];
      ev->push_back(std::move(e));
    }
  }
}

void FinalGoods(GameState& s, Events* ev) {
  const std::vector<std::array<int, 3>>& goods = s.md.traders_builders.goods;
  for (size_t k = 0; k < 3; ++k) {
    int most = 0;
    for (const std::array<int, 3>& g : goods) most = std::max(most, g[k]);
    for (size_t p = 0; p < goods.size(); ++p)
      if (HoldsMajority(goods[p][k], most))
        AddScore(s, static_cast<int>(p), kGoodsMajorityPoints, {{"reason", "goods"}, {"goods", kGoods[k]}, {"tokens", most}, {"final", true}}, ev);
  }
}

}  // namespace carc::tb
