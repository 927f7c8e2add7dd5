#pragma once
// Tiles are data, never images: every tile is drawn from its TileDef with ImDrawList vector shapes.
#include <imgui.h>

#include "carc/tile.h"

namespace carc::ui {

// Draws tile `t` rotated `rot` quarter turns clockwise into the square [top_left, top_left + size).
// A pure function of its arguments (besides the current ImGui font, for the thief value).
void DrawTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 top_left, float size);

// Paints feature `f` of the tile over it in colour `col` (hover and log highlights).
void DrawFeatureHighlight(ImDrawList* dl, const TileDef& t, int rot, int f, ImVec2 top_left, float size, ImU32 col);

// Draws the border of feature `f` (a completed feature's outline): a city's walls, a line along a road,
// a frame around a monastery.
void DrawFeatureOutline(ImDrawList* dl, const TileDef& t, int rot, int f, ImVec2 top_left, float size, ImU32 col);

// Small icons shared with the HUD and the figures: a coat of arms and a watchtower symbol.
void DrawCoat(ImDrawList* dl, ImVec2 centre, float h);
void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 centre, float r);
// Fills a polygon that is star-shaped around `centre` (ImGui 1.86 only fills convex polygons).
void FillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 col);

}  // namespace carc::ui
