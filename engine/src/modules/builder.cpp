// Traders & Builders: the builder (RULES-inns-traders.md §2.3). Placed beside one of its owner's
// followers on a road or city (traders_builders.cpp, AddCompanionActions). When its owner places a
// tile that extends that road or city, the owner may draw and place a second tile in the same turn,
// with its own figure step and scoring; the second tile never gives a third, even if it extends the
// feature again. An abbey joins no feature, so an abbey that completes the builder's city or road
// gives no second tile (§2.3, official).
//
// Whether the player chooses (the rules' "may") depends on the ruleset: rulesets 5 and 6 always draw
// the second tile; from ruleset 7 (issue 48) the player is asked first, and the tile is drawn only if
// taken - so a record says "no" with a skip, and a fair deal asks the player's device for a value only
// for a tile taken.
#include "carc/rules.h"

#include <nlohmann/json.hpp>
#include "traders_builders_parts.h"

namespace carc::tb {

using Offer = TradersBuildersData::Offer;

bool BuilderFits(FeatureType t) { return t == FeatureType::Road || t == FeatureType::City; }

void StartTurn(GameState& s) {
  s.md.traders_builders.part = 0;
  s.md.traders_builders.extended = false;
  s.md.traders_builders.offer = Offer::None;
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
// was the last one, there is no second (ASSUMPTION, §2.3), and no offer either.
ExtraTile SecondTile(GameState& s, Events* ev) {
  TradersBuildersData& d = s.md.traders_builders;
  if (!d.extended || d.part != 0) {
    d.extended = false;
    return ExtraTile::None;
  }
  if (s.ruleset->second_tile_is_a_choice) {
    if (d.offer == Offer::None || d.offer == Offer::Asked) {
      d.offer = Offer::Asked;
      return ExtraTile::Offered;
    }
    if (d.offer == Offer::Left) {  // the "second-tile-left" event was told with the answer
      d.extended = false;
      return ExtraTile::None;
    }
  }
  // Rulesets 5 and 6 (always), or the tile taken.
  d.extended = false;
  d.part = 1;
  if (ev) ev->push_back({{"type", "double-turn"}, {"player", s.current}});
  return ExtraTile::Draw;
}

bool PendingSecondTile(GameState& s) {
  if (s.md.traders_builders.offer != Offer::Asked) return false;
  s.decision = Decision::SecondTile;
  s.decider = s.current;
  return true;
}

// Taking first: a page or an AI that falls back on the first answer plays the game of rulesets 5-6.
void AddSecondTileActions(const GameState& s, std::vector<Action>& out) {
  if (s.decision != Decision::SecondTile || s.md.traders_builders.offer != Offer::Asked) return;
  Action take;
  take.type = ActionType::SecondTile;
  out.push_back(take);
  out.push_back(Action{});  // skip: leave it
}

bool AnswerSecondTile(GameState& s, const Action& a, Events* ev) {
  TradersBuildersData& d = s.md.traders_builders;
  if (s.decision != Decision::SecondTile || d.offer != Offer::Asked) return false;
  if (a.type != ActionType::SecondTile && a.type != ActionType::Skip) return false;
  d.offer = a.type == ActionType::SecondTile ? Offer::Taken : Offer::Left;
  if (d.offer == Offer::Left && ev) ev->push_back({{"type", "second-tile-left"}, {"player", s.current}});
  return true;
}

}  // namespace carc::tb
