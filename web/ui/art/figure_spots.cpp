#include "ui/art/figure_spots.h"

#include "ui/art/tile_shapes.h"

namespace carc::ui {

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
      const ImVec2 a = FeatureAnchor(def, pt.rot, f.feature);
      spot.world = {pt.pos.x + a.x, pt.pos.y + a.y};
      spot.lying = def.features[static_cast<size_t>(f.feature)].type == FeatureType::Field && f.kind == FigureKind::Meeple;
    }
    out.push_back(spot);
  }
  return out;
}

}  // namespace carc::ui
