// Expansion module: Traders & Builders, third edition (RULES-inns-traders.md §2). The 24 land tiles
// come from the tile data (a goods symbol is a mark on a city segment); this module adds a builder
// and a pig per player and the goods tokens:
//   - the builder (builder.cpp): beside a follower on a road or city; a tile that extends that
//     feature gives a second tile in the same turn, never a third;
//   - goods (goods.cpp): whoever completes a city takes its goods; 10 points per kind at the end;
//   - the pig (pig.cpp): beside a farmer; its owner's field scores 1 more per city.
// Builders and pigs never count in a majority nor as meeples, and go home with the followers of
// their feature: a follower leaves the board only when its feature is scored (or a barn scores
// its field), and that returns every figure on the feature, the builder or pig included.
#include "carc/rules.h"

#include <nlohmann/json.hpp>
#include "traders_builders_parts.h"

namespace carc {
namespace {

class TradersBuildersModule final : public Module {
 public:
  std::string_view Id() const override { return "traders-builders"; }
  // No placement rule of its own: the placement search need not ask it (Module::RestrictsPlacement).
  bool RestrictsPlacement(const GameState&, const TileDef&) const override { return false; }

  // ASSUMPTION (§1.1, §2.1): every colour, the sixth included, gets a builder and a pig.
  void Setup(GameState& s) const override {
    for (PlayerState& p : s.players) {
      p.supply[static_cast<int>(FigureKind::Builder)] = 1;
      p.supply[static_cast<int>(FigureKind::Pig)] = 1;
    }
    s.md.traders_builders.goods.assign(s.players.size(), {0, 0, 0});
  }

  void OnTurnStart(GameState& s, Events*) const override { tb::StartTurn(s); }
  void OnTilePlaced(GameState& s, Events*) const override { tb::NoteExtension(s); }

  void AddFigureActions(const GameState& s, std::vector<Action>& out) const override {
    tb::AddCompanionActions(s, FigureKind::Builder, tb::BuilderFits, out);
    tb::AddCompanionActions(s, FigureKind::Pig, tb::PigFits, out);
  }

  // Never through the base options (which list unoccupied features): only beside a follower.
  std::optional<bool> FigureFits(FigureKind k, FeatureType) const override {
    if (k == FigureKind::Builder || k == FigureKind::Pig) return false;
    return std::nullopt;
  }

  std::string_view FigureRule(FigureKind k) const override {
    if (k == FigureKind::Builder)
      return "a builder goes only on a road or city of the tile just placed that holds a follower of its player";
    if (k == FigureKind::Pig) return "a pig goes only on a field of the tile just placed that holds a farmer of its player";
    return {};
  }

  std::optional<int> Strength(const GameState&, const Figure& f) const override {
    if (f.kind == FigureKind::Builder || f.kind == FigureKind::Pig) return 0;
    return std::nullopt;
  }

  // ASSUMPTION (§2.3, §2.7): neither counts for the Watchtowers' meeple symbol.
  std::optional<bool> CountsAsMeeple(FigureKind k) const override {
    if (k == FigureKind::Builder || k == FigureKind::Pig) return false;
    return std::nullopt;
  }

  void BeforeScoring(GameState& s, const std::vector<Completed>& done, Events* ev) const override {
    tb::TakeGoods(s, done, ev);
  }

  void OnFieldScored(GameState& s, int root, const std::vector<int>& winners, int cities, Events* ev) const override {
    tb::PigBonus(s, root, winners, cities, ev);
  }

  ExtraTile AnotherTile(GameState& s, Events* ev) const override { return tb::SecondTile(s, ev); }
  bool PendingDecision(GameState& s) const override { return tb::PendingSecondTile(s); }
  void AddActions(const GameState& s, std::vector<Action>& out) const override { tb::AddSecondTileActions(s, out); }
  bool Apply(GameState& s, const Action& a, Events* ev) const override { return tb::AnswerSecondTile(s, a, ev); }

  void FinalScoring(GameState& s, Events* ev) const override { tb::FinalGoods(s, ev); }
};

}  // namespace

namespace tb {

bool IsFollower(FigureKind k) {
  return k == FigureKind::Meeple || k == FigureKind::LargeMeeple || k == FigureKind::Mayor || k == FigureKind::Wagon;
}

void AddCompanionActions(const GameState& s, FigureKind kind, bool (*fits)(FeatureType), std::vector<Action>& out) {
  if (s.last_placed < 0 || s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(kind)] <= 0) return;
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  for (size_t k = 0; k < def.features.size(); ++k) {
    if (!fits(def.features[k].type)) continue;
    bool beside_follower = false;
    for (int i : FiguresOn(s, pt.first_node + static_cast<int>(k))) {
      const Figure& f = s.figures[static_cast<size_t>(i)];
      beside_follower = beside_follower || (f.owner == s.current && IsFollower(f.kind));
    }
    if (!beside_follower) continue;
    Action a;
    a.type = ActionType::Figure;
    a.figure = kind;
    a.at = CanonicalLocator(s, s.last_placed, static_cast<int>(k));
    out.push_back(a);
  }
}

}  // namespace tb

const Module& TradersBuildersModuleInstance() {
  static const TradersBuildersModule m;
  return m;
}

}  // namespace carc
