// Expansion module: Inns & Cathedrals, third edition (RULES-inns-traders.md §1). The 18 land tiles
// come from the tile data (their inns and cathedrals are marks on road and city segments); this
// module adds:
//   - inns and cathedrals: a completed road with an inn scores 2 per tile, a completed city with a
//     cathedral 3 per tile and coat of arms; open at the end, either scores nothing (§1.3-§1.5);
//   - the large meeple: one per player, placed like a meeple, strength 2 in every majority (fields,
//     a mayor's city and a barn's field included: the strengths add, rules.h MajorityWinners), one
//     figure wherever figures are counted (the Watchtowers' meeple symbol: the default of
//     Module::CountsAsMeeple) and never a watchman (Tower & Thieves offers meeples only).
#include "carc/module.h"
#include "carc/rules.h"

namespace carc {
namespace {

// Whether any segment of the region shows the mark (an inn on a road, a cathedral in a city). Several
// marks do not add up (§1.3 "one or more inns").
bool RegionHas(const GameState& s, int root, bool FeatureDef::*mark) {
  bool found = false;
  s.regions.ForEachNode(root, [&](int n) {
    const Region& node = s.regions.Node(n);
    found = found || s.PlacedDef(node.placed).features[node.feature].*mark;
  });
  return found;
}

class InnsCathedralsModule final : public Module {
 public:
  std::string_view Id() const override { return "inns-cathedrals"; }
  // No placement rule of its own: the placement search need not ask it (Module::RestrictsPlacement).
  bool RestrictsPlacement(const GameState&, const TileDef&) const override { return false; }

  // ASSUMPTION (§1.1): every colour, the sixth included, gets a large meeple.
  void Setup(GameState& s) const override {
    for (PlayerState& p : s.players) p.supply[static_cast<int>(FigureKind::LargeMeeple)] = 1;
  }

  std::optional<bool> FigureFits(FigureKind k, FeatureType t) const override {
    if (k == FigureKind::LargeMeeple) return t != FeatureType::River;  // wherever a meeple may stand
    return std::nullopt;
  }

  std::optional<int> Strength(const GameState&, const Figure& f) const override {
    if (f.kind == FigureKind::LargeMeeple) return 2;
    return std::nullopt;
  }

  // §1.5's table (C3): the mark changes the value per tile (and coat); open at the end it is worth 0.
  std::optional<FeatureValue> Value(const GameState& s, int root, FeatureType type, bool complete) const override {
    if (type == FeatureType::Road && RegionHas(s, root, &FeatureDef::inn)) return FeatureValue{complete ? 2 : 0, "inn"};
    if (type == FeatureType::City && RegionHas(s, root, &FeatureDef::cathedral))
      return FeatureValue{complete ? 3 : 0, "cathedral"};
    return std::nullopt;
  }
};

}  // namespace

const Module& InnsCathedralsModuleInstance() {
  static const InnsCathedralsModule m;
  return m;
}

}  // namespace carc
