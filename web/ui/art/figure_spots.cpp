#include "ui/art/figure_spots.h"

#include "ui/art/tile_shapes.h"

namespace carc::ui {

ImVec2 FigurePoint(const TileDef& def, int rot, int feature, FigureKind kind, bool* lying) {
  ImVec2 a = FeatureAnchor(def, rot, feature);
  const bool follower = kind == FigureKind::Meeple || kind == FigureKind::LargeMeeple;
  *lying = def.features[static_cast<size_t>(feature)].type == FeatureType::Field && follower;
  // A builder or a pig keeps company with a follower (Traders & Builders): it stands beside the
  // feature's spot, towards the tile's middle, so that a follower there never hides it.
  if (kind == FigureKind::Builder || kind == FigureKind::Pig)
    a.x += a.x > 0.6f ? -0.16f : 0.16f, a.y += a.y > 0.6f ? -0.06f : 0.06f;
  return a;
}

std::vector<FigureSpot> FigureSpots(const GameState& s) {
  std::vector<FigureSpot> out;
  out.reserve(s.figures.size());
  for (size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    FigureSpot spot;
    spot.figure = static_cast<int>(i), spot.owner = f.owner, spot.kind = f.kind;
    if (f.on_tower) {
      const int t = s.board.At(f.tower);
      if (t < 0) continue;
      const PlacedTile& pt = s.board.tile(t);
      const ImVec2 a = TowerSpot(s.Tile(pt.tile), pt.rot);
      spot.square = f.tower;
      spot.world = {pt.pos.x + a.x, pt.pos.y + a.y};
      out.push_back(spot);
      continue;
    }
    if (f.tile < 0 || f.tile >= s.board.size()) continue;
    const PlacedTile& pt = s.board.tile(f.tile);
    const TileDef& def = s.Tile(pt.tile);
    spot.square = pt.pos;
    if (f.corner >= 0) {
      const ImVec2 c = CornerPoint(f.corner);
      spot.world = {pt.pos.x + c.x, pt.pos.y + c.y};
      spot.barn = true;
    } else {
      if (f.feature < 0 || f.feature >= static_cast<int>(def.features.size())) continue;
      const ImVec2 a = FigurePoint(def, pt.rot, f.feature, f.kind, &spot.lying);
      spot.world = {pt.pos.x + a.x, pt.pos.y + a.y};
    }
    out.push_back(spot);
  }
  return out;
}

}  // namespace carc::ui
