#include "ui/gallery.h"

#include <algorithm>

#include "carc/setup.h"
#include "carc/tile.h"
#include "ui/figure_draw.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/tile_draw.h"

namespace carc::ui {

void DrawGallery(ImVec2 pos, ImVec2 size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y), palette::kBackground);
  const auto& tiles = TheCatalog().tiles();
  const int n = static_cast<int>(tiles.size()) + 1;
  // The largest tile size that fits all tiles (plus a row of figures) in the area.
  float px = 160;
  for (; px > 24; px -= 2) {
    const int cols = std::max(1, static_cast<int>(size.x / (px * 1.08f)));
    const int rows = (n + cols - 1) / cols + 1;
    if (rows * px * 1.2f <= size.y) break;
  }
  const int cols = std::max(1, static_cast<int>(size.x / (px * 1.08f)));
  int i = 0;
  for (const TileDef& t : tiles) {
    const ImVec2 p(pos.x + (i % cols) * px * 1.08f + 4, pos.y + (i / cols) * px * 1.2f + 4);
    DrawTile(dl, t, 0, p, px);
    DrawText(dl, ImVec2(p.x + 2, p.y + px), IM_COL32(240, 240, 230, 255), t.id);  // a debug sheet: ids wanted
    ++i;
  }
  // Figures: each kind in each colour, a farmer, a tower with a watchman.
  const float y = pos.y + ((i + cols - 1) / cols) * px * 1.2f + px * 0.4f;
  float x = pos.x + px * 0.4f;
  const float fh = px * 0.3f;
  for (const char* c : kColors) {
    const ImU32 f = palette::PlayerColor(c), o = palette::PlayerOutline(c);
    const PlayerMark m = palette::PlayerMarkOf(c);
    DrawMeeple(dl, ImVec2(x, y), fh, f, o, false, m);
    DrawMeeple(dl, ImVec2(x + fh * 1.1f, y), fh, f, o, true, m);
    DrawMayor(dl, ImVec2(x + fh * 2.2f, y), fh, f, o, m);
    DrawWagon(dl, ImVec2(x + fh * 3.4f, y), fh, f, o, m);
    DrawBarn(dl, ImVec2(x + fh * 4.6f, y), fh * 1.1f, f, o, m);
    x += fh * 6;
  }
  const ImVec2 top = DrawTower(dl, ImVec2(x + px * 0.3f, y), px, 4);
  DrawMeeple(dl, top, fh, palette::PlayerColor("red"), palette::PlayerOutline("red"), false,
             palette::PlayerMarkOf("red"));
}

}  // namespace carc::ui
