// The Watchtowers (C3), RULES.md §5 and §7. The 12 tower tiles are ordinary land tiles whose data
// carries the tower symbol (the core deals them); the tower itself is not a feature, so no figure
// can stand on it and it splits nothing. The module only adds the bonus: when a road or city is
// completed, every figure standing on that feature's segment on a watchtower tile scores the tower
// (no majority), counted over the tower tile and its 8 neighbours. All towers of one placement are
// scored in BeforeScoring, i.e. before any feature scores and before any figure is removed, so the
// triggering figures themselves are still counted. Farmers and monks never trigger (only completed
// roads and cities do), and towers give nothing at the end of the game.
#include <nlohmann/json.hpp>
#include <string>

#include "carc/module.h"
#include "carc/rules.h"

namespace carc {
namespace {

// Where a figure stands: a watchman stands on its tower's square, every other figure on its tile.
bool FigureSquare(const GameState& s, const Figure& f, Pos* out) {
  if (f.on_tower) {
    *out = f.tower;
    return true;
  }
  if (f.tile < 0) return false;
  *out = s.board.tile(f.tile).pos;
  return true;
}

bool InArea(Pos centre, Pos p) {
  return p.x >= centre.x - 1 && p.x <= centre.x + 1 && p.y >= centre.y - 1 && p.y <= centre.y + 1;
}

// Figures that count as meeples for the "meeple" symbol (§5.1, §7 #9): meeples (farmers, monks and
// watchmen included), mayors, wagons and large meeples (one figure each); never barns, builders or
// pigs (the modules that bring them say so: Module::CountsAsMeeple). Tower floors are not figures at all.
int CountMeeples(const GameState& s, Pos centre) {
  int n = 0;
  for (const Figure& f : s.figures) {
    if (f.kind == FigureKind::Barn || !CountsAsMeeple(s, f.kind)) continue;
    Pos p;
    if (FigureSquare(s, f, &p) && InArea(centre, p)) ++n;
  }
  return n;
}

// What one tile shows for a symbol: coats of arms, monasteries (abbeys and the lake church are
// monastery features), or 1 for a tile showing any road / city segment.
int CountOnTile(const TileDef& t, const std::string& symbol) {
  int coats = 0, monasteries = 0;
  bool road = false, city = false;
  for (const FeatureDef& f : t.features) {
    if (f.type == FeatureType::City) {
      city = true;
      coats += f.coats;
    }
    if (f.type == FeatureType::Road) road = true;
    if (f.type == FeatureType::Monastery) ++monasteries;
  }
  if (symbol == "coat") return coats;
  if (symbol == "monastery") return monasteries;
  if (symbol == "road") return road ? 1 : 0;
  if (symbol == "city") return city ? 1 : 0;
  return 0;
}

// Points per counted item (§5.1 table).
int PointsPer(const std::string& symbol) {
  if (symbol == "meeple" || symbol == "coat") return 2;
  if (symbol == "monastery") return 3;
  return 1;  // road, city
}

int CountSymbol(const GameState& s, Pos centre, const std::string& symbol) {
  if (symbol == "meeple") return CountMeeples(s, centre);
  int n = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int placed = s.board.At({centre.x + dx, centre.y + dy});
      if (placed >= 0) n += CountOnTile(s.PlacedDef(placed), symbol);
    }
  return n;
}

struct Bonus {
  int player = 0;
  int points = 0;
  int count = 0;
  Pos at;
  std::string symbol;
  FigureKind figure = FigureKind::Meeple;
  FeatureType feature = FeatureType::Road;
};

class WatchtowersModule final : public Module {
 public:
  std::string_view Id() const override { return "watchtowers"; }
  // No placement rule of its own: the placement search need not ask it (Module::RestrictsPlacement).
  bool RestrictsPlacement(const GameState&, const TileDef&) const override { return false; }

  void BeforeScoring(GameState& s, const std::vector<Completed>& done, Events* ev) const override {
    // Work out every bonus first, then pay them: the board and the figures are those of the moment
    // the placement was made, whatever order the towers are listed in.
    std::vector<Bonus> bonuses;
    for (const Completed& c : done) {
      if (c.type != FeatureType::Road && c.type != FeatureType::City) continue;
      for (int i : FiguresOn(s, c.root)) {
        const Figure& f = s.figures[static_cast<size_t>(i)];
        if (f.tile < 0) continue;
        const TileDef& t = s.PlacedDef(f.tile);
        if (t.watchtower.empty()) continue;
        Bonus b;
        b.player = f.owner;
        b.at = s.board.tile(f.tile).pos;
        b.symbol = t.watchtower;
        b.count = CountSymbol(s, b.at, b.symbol);
        b.points = b.count * PointsPer(b.symbol);
        b.figure = f.kind;
        b.feature = c.type;
        bonuses.push_back(b);
      }
    }
    for (const Bonus& b : bonuses) {
      nlohmann::json detail = {{"reason", "watchtower"},        {"symbol", b.symbol},
                               {"count", b.count},              {"at", {b.at.x, b.at.y}},
                               {"figure", FigureKindName(b.figure)}, {"feature", FeatureTypeName(b.feature)}};
      AddScore(s, b.player, b.points, detail, ev);
    }
  }
};

}  // namespace

const Module& WatchtowersModuleInstance() {
  static const WatchtowersModule m;
  return m;
}

}  // namespace carc
