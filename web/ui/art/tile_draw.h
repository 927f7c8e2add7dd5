#pragma once
// Tiles are data, never images: every tile is drawn from its TileDef with ImDrawList vector shapes, as a
// piece of landscape (tile_art.h; the art direction in web/ui/art/ART.md).
#include <imgui.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "carc/tile.h"

namespace carc::ui {

// Draws tile `t` rotated `rot` quarter turns clockwise into the square [top_left, top_left + size).
// `seed` places what decorates it (board squares: art::SquareSeed, so a board always looks the same and
// two copies of a tile do not; 0 elsewhere). Clipped to its square. A pure function of its arguments
// (besides the current ImGui font, for the thief value).
void DrawTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 top_left, float size, uint32_t seed = 0);

// The tile as a real tile lifted off the table: its shadow (larger the higher it is, `lift` 0..1) and
// its cardboard edge, then the tile (the tile in hand, the one under the pointer, the one being laid).
void DrawLiftedTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 top_left, float size, float lift,
                    uint32_t seed = 0);

// The soft shadow the tile at [top_left, top_left + size) casts on the table.
void DrawTileShadow(ImDrawList* dl, ImVec2 top_left, float size, float lift = 0);

// Paints feature `f` of the tile over it in colour `col` (hover and log highlights).
void DrawFeatureHighlight(ImDrawList* dl, const TileDef& t, int rot, int f, ImVec2 top_left, float size, ImU32 col);

// Draws the border of feature `f` (a completed feature's outline): a city's walls, a line along a road,
// a frame around a monastery.
void DrawFeatureOutline(ImDrawList* dl, const TileDef& t, int rot, int f, ImVec2 top_left, float size, ImU32 col);

// Small pictures shared with the HUD and the figures: a coat of arms and a watchtower symbol.
void DrawCoat(ImDrawList* dl, ImVec2 centre, float h);
void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 centre, float r);
// A trade-goods token (Traders & Builders: "wine", "grain", "cloth"), radius r: on the tiles and the HUD.
void DrawGoodsToken(ImDrawList* dl, std::string_view goods, ImVec2 centre, float r);
// Fills a polygon that is star-shaped around `centre` (ImGui 1.86 only fills convex polygons).
void FillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 col);

}  // namespace carc::ui
