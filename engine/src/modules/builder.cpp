// Traders & Builders: the builder (RULES-inns-traders.md §2.3). Placed beside one of its owner's
// followers on a road or city (traders_builders.cpp, AddCompanionActions). When its owner places a
// tile that extends that road or city, the owner draws and places a second tile in the same turn,
// with its own figure step and scoring; the second tile never gives a third, even if it extends the
// feature again. An abbey joins no feature, so an abbey that completes the builder's city or road
// gives no second tile (§2.3, official).
#include "carc/rules.h"
#include "traders_builders_parts.h"

namespace carc::tb {

bool BuilderFits(FeatureType t) { return t == FeatureType::Road || t == FeatureType::City; }

void StartTurn(GameState& s) {
  s.md.traders_builders.part = 0;
  s.md.traders_builders.extended = false;
}

void NoteExtension(GameState& s) {
  if (s.last_placed < 0) return;
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  for (size_t k = 0; k < def.features.size(); ++k) {
    if (!BuilderFits(def.features[k].type)) continue;
    // The builder was placed in an earlier figure step (this tile's comes later), so one found
    // here stood on the feature when the tile joined it: its presence then is what counts, even
    // if the tile completes the feature and sends it home (§2.3, official clarification).
    for (int i : FiguresOn(s, pt.first_node + static_cast<int>(k))) {
      const Figure& f = s.figures[static_cast<size_t>(i)];
      if (f.kind == FigureKind::Builder && f.owner == s.current) s.md.traders_builders.extended = true;
    }
  }
}

// The turn machine asks only while tiles remain and the game is not ending: when the first tile
// was the last one, there is no second (ASSUMPTION, §2.3). ASSUMPTION (ours, the rules say "may"):
// the second tile is always taken; declining it would be a decision with one sensible answer.
bool SecondTile(GameState& s, Events* ev) {
  TradersBuildersData& d = s.md.traders_builders;
  const bool second = d.extended && d.part == 0;
  d.extended = false;
  if (!second) return false;
  d.part = 1;
  if (ev) ev->push_back({{"type", "double-turn"}, {"player", s.current}});
  return true;
}

}  // namespace carc::tb
