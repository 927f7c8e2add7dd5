// Traders & Builders in the evaluation (RULES-inns-traders.md §2): the builder and the pig in supply
// and on the board, the goods majorities, and the second tile a builder has just earned.
#include <algorithm>
#include <array>

#include "carc/rules.h"
#include "eval_module.h"

namespace carc::ai {
namespace {

constexpr double kMajorityPoints = 10.0;

class TradersBuildersTerms final : public EvalModule {
 public:
  std::optional<double> SupplyValue(FigureKind k, const EvalWeights& w) const override {
    if (k == FigureKind::Builder) return w.builder_supply;
    if (k == FigureKind::Pig) return w.pig_supply;
    return std::nullopt;
  }

  // A builder on an open road or city may bring second tiles; a pig adds 1 per city of its field
  // for an owner among the field's scorers.
  void OnFeature(const GameState& s, int root, const std::vector<int>& on, const std::vector<int>& winners,
                 const Phase& ph, const EvalWeights& w, std::vector<double>& est) const override {
    for (int k : on) {
      const Figure& g = s.figures[static_cast<size_t>(k)];
      if (g.kind == FigureKind::Builder && s.regions.Node(root).open > 0)
        est[static_cast<size_t>(g.owner)] += w.builder_board * ph.supply;
      if (g.kind == FigureKind::Pig && std::find(winners.begin(), winners.end(), g.owner) != winners.end())
        est[static_cast<size_t>(g.owner)] += FieldValue(s, root, 1, ph);
    }
  }

  void OnPosition(const GameState& s, const Phase&, const EvalWeights& w, std::vector<double>& est) const override {
    AddGoods(s, w, est);
    // A builder's second tile is still to be placed this turn: one more turn's worth for its player.
    // Offered and not yet taken (ruleset 7), it is worth the same: the player may take it, so placing
    // a tile that extends the builder's feature is valued as under the rulesets that always drew it.
    const bool to_place = s.md.traders_builders.part == 1 && s.decision == Decision::Place;
    if ((to_place || s.decision == Decision::SecondTile) && s.decider == s.current)
      est[static_cast<size_t>(s.current)] += w.extra_tile;
  }

 private:
  // 10 points per kind for the players who hold the most tokens now (ties too), a share of that for
  // the others. Valuing the majority by its chance of holding to the end, given the goods still to
  // come (a logistic of the lead), played no better (engine/ai/README.md, "Tuning").
  static void AddGoods(const GameState& s, const EvalWeights& w, std::vector<double>& est) {
    const std::vector<std::array<int, 3>>& goods = s.md.traders_builders.goods;
    for (size_t k = 0; k < 3; ++k) {
      int best = 0;
      for (const std::array<int, 3>& g : goods) best = std::max(best, g[k]);
      if (best == 0) continue;
      for (size_t p = 0; p < goods.size(); ++p)
        est[p] += goods[p][k] == best ? kMajorityPoints : w.goods_behind * goods[p][k] / best;
    }
  }
};

}  // namespace

const EvalModule& TradersBuildersTermsInstance() {
  static const TradersBuildersTerms m;
  return m;
}

}  // namespace carc::ai
