#pragma once
// The new-game screen's title picture: a small landscape of real tiles, laid by the rules (every edge
// meets its neighbour's), with a few figures on it, drawn with the board's own code (DrawTile, the
// figures). The same landscape every time (a fixed seed); it is cut to the area, as a look at a
// larger board would be.
#include <imgui.h>

namespace carc::ui {

// Only the tiles that meet the columns [x0, x1) of the screen are drawn (the new-game screen paints the
// picture in two halves, in two frames: the whole was one long task on a phone); the figures always.
void DrawTitlePicture(ImDrawList* dl, ImVec2 p0, ImVec2 size, float x0 = -1e9f, float x1 = 1e9f);

// A small picture for an expansion (its id, setup.h kExpansionIds) in the square [p0, p0 + s).
void DrawExpansionPicture(ImDrawList* dl, const char* expansion, ImVec2 p0, float s);

}  // namespace carc::ui
