#include "ui/board/turn_options.h"

#include <algorithm>

#include "carc/rules.h"
#include "i18n/i18n.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui {
namespace {

ImVec2 FeatureWorld(const GameState& s, int placed, int feature) {
  const PlacedTile& pt = s.board.tile(placed);
  const ImVec2 a = FeatureAnchor(s.Tile(pt.tile), pt.rot, feature);
  return {pt.pos.x + a.x, pt.pos.y + a.y};
}

// The feature's kind as the catalogues' select argument ("city", "road", "monastery", "field"...).
std::string FeatureKind(const GameState& s, int placed, int feature) {
  if (feature < 0) return "";
  const TileDef& def = s.PlacedDef(placed);
  return std::string(FeatureTypeName(def.features[static_cast<size_t>(feature)].type));
}

}  // namespace

TurnOptions BuildTurnOptions(const GameState& s, const std::vector<Action>& legal) {
  TurnOptions o;
  o.decision = s.decision;
  o.decider = s.decider;
  if (s.decision == Decision::Place) o.tile = s.drawn;
  for (const Action& a : legal) {
    switch (a.type) {
      case ActionType::Place:
        o.placements[a.pos()] |= static_cast<uint8_t>(1u << (a.rot & 3));
        break;
      case ActionType::Skip:
        o.can_skip = true;
        o.skip = a;
        break;
      case ActionType::SecondTile:
        o.take_second_tile = a;
        break;
      case ActionType::Abbey:
        o.holes.push_back(a.pos());
        break;
      case ActionType::Floors:
        o.floors.push_back(a);
        for (const Pos& t : a.towers)
          if (std::find(o.floor_towers.begin(), o.floor_towers.end(), t) == o.floor_towers.end())
            o.floor_towers.push_back(t);
        break;
      case ActionType::Figure: {
        if (s.last_placed < 0) break;
        const std::string kind(FigureKindName(a.figure));
        if (a.at.kind == Locator::Corner) {
          const PlacedTile& pt = s.board.tile(s.last_placed);
          const ImVec2 c = CornerPoint(a.at.value);
          // just inside the corner, so the target stays on the tile just placed
          o.targets.push_back({a, {pt.pos.x + 0.5f + (c.x - 0.5f) * 0.8f, pt.pos.y + 0.5f + (c.y - 0.5f) * 0.8f},
                               i18n::T("target.barn")});
          break;
        }
        const int f = ResolveLocator(s, s.last_placed, a.at);
        if (f < 0) break;
        // The expansions' figures (large meeple, builder, pig) have a sentence of their own: a pig is no farmer.
        const bool base = a.figure == FigureKind::Meeple || a.figure == FigureKind::Mayor || a.figure == FigureKind::Wagon;
        o.targets.push_back({a, FeatureWorld(s, s.last_placed, f),
                             i18n::F(base ? "target.figure" : "target.figure.new",
                                     {{"figure", kind}, {"feature", FeatureKind(s, s.last_placed, f)}})});
        break;
      }
      case ActionType::Watchman: {
        const int t = s.board.At(a.pos());
        if (t < 0) break;
        const PlacedTile& pt = s.board.tile(t);
        const ImVec2 spot = TowerSpot(s.Tile(pt.tile), pt.rot);
        o.targets.push_back({a, {pt.pos.x + spot.x, pt.pos.y + spot.y - 0.2f}, i18n::T("target.watchman")});
        break;
      }
      case ActionType::Wagon: {
        const int t = s.board.At(a.pos());
        if (t < 0) break;
        const int f = ResolveLocator(s, t, a.at);
        if (f < 0) break;
        o.targets.push_back({a, FeatureWorld(s, t, f), i18n::F("target.wagon", {{"feature", FeatureKind(s, t, f)}})});
        break;
      }
      case ActionType::Commit:  // a device's answers (web/link/link_play.h), never a person's choice
      case ActionType::Reveal:
      case ActionType::Rekey: break;
    }
  }
  // Several figures may go on one feature (meeple, mayor, wagon): spread their targets in a row.
  for (size_t i = 0; i < o.targets.size(); ++i) {
    std::vector<size_t> same;
    for (size_t j = 0; j < o.targets.size(); ++j)
      if (std::abs(o.targets[j].world.x - o.targets[i].world.x) < 1e-3f &&
          std::abs(o.targets[j].world.y - o.targets[i].world.y) < 1e-3f)
        same.push_back(j);
    if (same.size() < 2 || same[0] != i) continue;
    const float step = 0.24f, x0 = -step * (static_cast<float>(same.size()) - 1) / 2;
    for (size_t k = 0; k < same.size(); ++k) o.targets[same[k]].world.x += x0 + step * static_cast<float>(k);
  }
  return o;
}

std::string TowerLetter(const TurnOptions& opts, Pos p) {
  for (size_t i = 0; i < opts.floor_towers.size(); ++i)
    if (opts.floor_towers[i] == p) return std::string(1, static_cast<char>('A' + i % 26));
  return "?";
}

const TurnOptions& TurnInHand::Options(const GameState& s, const std::vector<Action>& legal, int version) {
  if (version_ != version || language_ != i18n::Generation()) {
    language_ = i18n::Generation();
    opts_ = BuildTurnOptions(s, legal);
    version_ = version;
    // Keep the player's rotation if it fits somewhere; else start from the first that does.
    if (opts_.decision == Decision::Place && !opts_.placements.empty()) {
      uint8_t any = 0;
      for (const auto& [p, m] : opts_.placements) any |= m;
      if (!(any >> rot & 1))
        for (int r = 0; r < 4; ++r)
          if (any >> r & 1) {
            rot = r;
            break;
          }
    }
  }
  return opts_;
}

}  // namespace carc::ui
