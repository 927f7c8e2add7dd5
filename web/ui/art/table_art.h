#pragma once
// The table under the board: dark walnut planks with their grain, darker towards the edges of the view,
// so the board reads as tiles laid on a table. Drawn once per size of the board's area (a picture,
// picture.h); it does not move with the board (the tiles slide over it).
#include <imgui.h>

namespace carc::ui {

void DrawTable(ImDrawList* dl, ImVec2 p0, ImVec2 size);

}  // namespace carc::ui
