#include "ui/screens/help_pictures.h"

#include <imgui.h>

#include <algorithm>

#include "carc/tile.h"
#include "ui/board/board_view.h"
#include "ui/art/figure_draw.h"
#include "ui/art/figure_spots.h"
#include "ui/base/palette.h"
#include "ui/art/tile_draw.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui {

float DrawPicture(const Picture& p, float tile_px) {
  int x0 = 1 << 20, y0 = 1 << 20, x1 = -(1 << 20), y1 = -(1 << 20);
  auto extend = [&](int x, int y) {
    x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
  };
  for (const Picture::Tile& t : p.tiles) extend(t.x, t.y);
  for (const Picture::Square& s : p.marked) extend(s.x, s.y);
  if (x0 > x1) return 0;
  const float cols = static_cast<float>(x1 - x0 + 1), rows = static_cast<float>(y1 - y0 + 1);
  const float px = std::min(tile_px, std::max(20.0f, ImGui::GetContentRegionAvail().x / cols));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(cols * px, rows * px));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto at = [&](float x, float y) { return ImVec2(origin.x + (x - x0) * px, origin.y + (y - y0) * px); };
  const Catalog& catalog = TheCatalog();
  for (const Picture::Square& s : p.marked)
    dl->AddRectFilled(at(static_cast<float>(s.x), static_cast<float>(s.y)),
                      at(static_cast<float>(s.x + 1), static_cast<float>(s.y + 1)), IM_COL32(120, 200, 255, 70));
  for (const Picture::Tile& t : p.tiles)
    if (const TileDef* def = catalog.Find(t.id))
      DrawTile(dl, *def, t.rot, at(static_cast<float>(t.x), static_cast<float>(t.y)), px);
  for (const Picture::Square& s : p.marked)
    dl->AddRect(at(static_cast<float>(s.x), static_cast<float>(s.y)),
                at(static_cast<float>(s.x + 1), static_cast<float>(s.y + 1)), IM_COL32(120, 200, 255, 230), 0, 0, 2);
  const float fh = BoardView::FigureHeight(px);
  for (const Picture::Tower& tw : p.towers) {
    if (tw.tile < 0 || tw.tile >= static_cast<int>(p.tiles.size())) continue;
    const Picture::Tile& t = p.tiles[static_cast<size_t>(tw.tile)];
    const TileDef* def = catalog.Find(t.id);
    if (!def) continue;
    const ImVec2 spot = TowerSpot(*def, t.rot);
    const ImVec2 top = DrawTower(dl, at(t.x + spot.x, t.y + spot.y), px, tw.floors);
    if (tw.watchman) DrawWatchman(dl, top, fh, palette::PlayerColor(tw.watchman), palette::PlayerOutline(tw.watchman),
                                  palette::PlayerMarkOf(tw.watchman));
  }
  for (const Picture::Figure& f : p.figures) {
    if (f.tile < 0 || f.tile >= static_cast<int>(p.tiles.size())) continue;
    const Picture::Tile& t = p.tiles[static_cast<size_t>(f.tile)];
    const TileDef* def = catalog.Find(t.id);
    if (!def) continue;
    const ImU32 fill = palette::PlayerColor(f.colour), line = palette::PlayerOutline(f.colour);
    const PlayerMark mark = palette::PlayerMarkOf(f.colour);
    if (f.corner >= 0) {
      const ImVec2 c = CornerPoint(f.corner);
      DrawBarn(dl, at(t.x + c.x, t.y + c.y), fh * 0.9f, fill, line, mark);
      continue;
    }
    if (f.feature < 0 || f.feature >= static_cast<int>(def->features.size())) continue;
    bool lying = false;
    const ImVec2 a = FigurePoint(*def, t.rot, f.feature, f.kind, &lying);
    DrawFigure(dl, f.kind, at(t.x + a.x, t.y + a.y), fh, fill, line, lying, mark);
  }
  return cols * px;
}

}  // namespace carc::ui
