// Traders & Builders: the pig (RULES-inns-traders.md §2.5). Placed beside one of its owner's farmers
// in a field (traders_builders.cpp, AddCompanionActions); it never counts in the majority. When the
// field is scored for its farmers, each player among the scorers who has a pig there scores 1 more
// per completed city (4 instead of 3 at the end); someone else's pig gives nothing.
// ASSUMPTION (§2.5): a barn that scores the field's farmers scores the pig too (3 + 1, or 1 + 1 when
// farmers join a barn's field), and the pig goes home with them (barn.cpp returns every figure of
// the field but the barns).
#include "carc/rules.h"

#include <nlohmann/json.hpp>
#include "traders_builders_parts.h"

namespace carc::tb {

bool PigFits(FeatureType t) { return t == FeatureType::Field; }

void PigBonus(GameState& s, int root, const std::vector<int>& winners, int cities, Events* ev) {
  if (cities == 0) return;
  for (int p : winners)
    for (int i : FiguresOn(s, root)) {
      const Figure& f = s.figures[static_cast<size_t>(i)];
      if (f.kind != FigureKind::Pig || f.owner != p) continue;
      AddScore(s, p, cities, {{"reason", "pig"}, {"cities", cities}, {"at", RegionSquares(s, root)}}, ev);
      break;
    }
}

}  // namespace carc::tb
