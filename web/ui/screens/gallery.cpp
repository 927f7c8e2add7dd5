#include "ui/screens/gallery.h"

#include <algorithm>

#include "carc/setup.h"
#include "carc/tile.h"
#include "ui/board/board_view.h"
#include "ui/art/figure_draw.h"
#include "ui/base/palette.h"
#include "ui/art/table_art.h"
#include "ui/text/text.h"
#include "ui/art/tile_draw.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui {
namespace {

void TileSheet(ImDrawList* dl, const GalleryOptions& o, ImVec2 pos, ImVec2 size) {
  const auto& tiles = TheCatalog().tiles();
  const int n = static_cast<int>(tiles.size());
  // The largest tile size that fits all tiles in the area, unless one is asked for.
  float px = o.tile_px;
  if (px <= 0) {
    for (px = 160; px > 24; px -= 2) {
      const int cols = std::max(1, static_cast<int>(size.x / (px * 1.08f)));
      const int rows = (n + cols - 1) / cols;
      if (rows * px * 1.2f <= size.y) break;
    }
  }
  const int cols = std::max(1, static_cast<int>(size.x / (px * 1.08f)));
  for (int i = std::max(0, o.first), k = 0; i < n; ++i, ++k) {
    const ImVec2 p(pos.x + (k % cols) * px * 1.08f + 4, pos.y + (k / cols) * px * 1.2f + 4);
    if (p.y + px > pos.y + size.y) break;
    // A seed per tile, as on the board (two copies of a tile do not look the same there).
    DrawTileShadow(dl, p, px);
    DrawTile(dl, tiles[static_cast<size_t>(i)], 0, p, px, static_cast<uint32_t>(i * 7919 + 1));
    DrawText(dl, ImVec2(p.x + 2, p.y + px), IM_COL32(240, 240, 230, 255), tiles[static_cast<size_t>(i)].id);  // a debug sheet: ids wanted
  }
}

// One row per colour: a meeple in a city, a farmer in a field, the mayor, the wagon on a road, a barn
// where four fields meet, a watchman on a tower, the large meeple in a city, the builder on a road, the
// pig in a field; at tiles of `px` pixels.
constexpr int kFigureColumns = 9;

// Columns [first, first + count) of the sheet.
float FigureRows(ImDrawList* dl, ImVec2 pos, float px, int first = 0, int count = kFigureColumns) {
  const Catalog& cat = TheCatalog();
  const TileDef* city = cat.Find("C");
  const TileDef* road = cat.Find("U");
  const TileDef* curve = cat.Find("V");
  const TileDef* tower = cat.Find("TTT1");
  if (!city || !road || !curve || !tower) return 0;
  const float fh = BoardView::FigureHeight(px);
  const TileDef* row[kFigureColumns] = {city, road, city, road, curve, tower, city, road, road};
  for (int r = 0; r < 6; ++r)  // the tiles first: a barn on a corner reaches into the next row
    for (int i = first; i < first + count; ++i)
      DrawTile(dl, *row[i], 0, ImVec2(pos.x + (i - first) * px, pos.y + r * px), px, static_cast<uint32_t>(r * 6 + i + 3));
  float y = pos.y;
  // The other columns' figures fall outside: only this block's width is drawn (a tower's top may
  // rise above it, a barn reach below).
  dl->PushClipRect(ImVec2(pos.x, pos.y - px), ImVec2(pos.x + count * px, pos.y + 7 * px), true);
  for (const char* c : kColors) {
    const ImU32 f = palette::PlayerColor(c), o = palette::PlayerOutline(c);
    const PlayerMark m = palette::PlayerMarkOf(c);
    auto at = [&](int i, ImVec2 u) { return ImVec2(pos.x + (i - first + u.x) * px, y + u.y * px); };
    DrawMeeple(dl, at(0, FeatureAnchor(*city, 0, 0)), fh, f, o, false, m);
    DrawMeeple(dl, at(1, FeatureAnchor(*road, 0, 1)), fh, f, o, true, m);
    DrawMayor(dl, at(2, FeatureAnchor(*city, 0, 0)), fh, f, o, m);
    DrawWagon(dl, at(3, FeatureAnchor(*road, 0, 0)), fh, f, o, m);
    DrawBarn(dl, at(4, ImVec2(1, 0)), fh * 0.9f, f, o, m);
    const ImVec2 top = DrawTower(dl, at(5, TowerSpot(*tower, 0)), px, 3);
    DrawWatchman(dl, top, fh, f, o, m);
    DrawLargeMeeple(dl, at(6, FeatureAnchor(*city, 0, 0)), fh, f, o, false, m);
    DrawBuilder(dl, at(7, FeatureAnchor(*road, 0, 0)), fh, f, o, m);
    DrawPig(dl, at(8, FeatureAnchor(*road, 0, 2)), fh, f, o, m);
    y += px;
  }
  dl->PopClipRect();
  return 6 * px;
}

}  // namespace

void DrawGallery(const GalleryOptions& o, ImVec2 pos, ImVec2 size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  DrawTable(dl, pos, size);
  if (!o.figures) {
    TileSheet(dl, o, pos, size);
    return;
  }
  // The board's default size for a large board, then up close: beside it where the screen is wide
  // enough, else below it (a phone).
  const float small = std::min({48.0f, (size.y - 16) / 12, (size.x - 16) / kFigureColumns});
  const float room_right = size.x - 40 - small * kFigureColumns;
  FigureRows(dl, ImVec2(pos.x + 8, pos.y + 8), small);
  if (room_right > small * kFigureColumns) {
    FigureRows(dl, ImVec2(pos.x + 32 + small * kFigureColumns, pos.y + 8),
               std::min({128.0f, (size.y - 16) / 6, room_right / kFigureColumns}));
  } else {
    // Up close on a phone: the sheet in two blocks of columns one above the other, each twice as wide
    // (the watchtower and the three new figures in the second).
    const int split = 4;
    const float near = std::min({128.0f, (size.y - 72 - small * 6) / 12, (size.x - 16) / (kFigureColumns - split)});
    const float y0 = pos.y + 32 + small * 6;
    FigureRows(dl, ImVec2(pos.x + 8, y0), near, 0, split);
    FigureRows(dl, ImVec2(pos.x + 8, y0 + 6 * near + 24), near, split, kFigureColumns - split);
  }
}

}  // namespace carc::ui
