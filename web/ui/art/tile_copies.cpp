#include "ui/art/tile_copies.h"

#include <imgui.h>

#include "i18n/i18n.h"
#include "ui/art/tile_draw.h"
#include "ui/text/text.h"

namespace carc::ui {

void DrawTileCopies(const GameState& s, const std::vector<TileCopies>& tiles, float px, float width,
                    bool tooltips) {
  const float avail = width > 0 ? width : ImGui::GetContentRegionAvail().x;
  float x = 0;
  for (const TileCopies& t : tiles) {
    if (x > 0 && x + px * 1.8f > avail) x = 0;
    else if (x > 0) ImGui::SameLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(px * 1.75f, px));
    DrawTile(ImGui::GetWindowDrawList(), s.Tile(t.tile), 0, p, px);
    DrawText(ImGui::GetWindowDrawList(), ImVec2(p.x + px + 3, p.y + px * 0.3f), IM_COL32(240, 240, 230, 255),
             "\u00D7" + i18n::Number(t.copies));
    if (tooltips) TooltipForLastItem(i18n::F("hud.tile-count", {{"n", t.copies}}));
    x += px * 1.8f;
  }
}

}  // namespace carc::ui
