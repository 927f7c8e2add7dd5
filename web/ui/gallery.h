#pragma once
// A sheet of every tile of the catalogue and every figure in every colour (window.carcassonne.debug.
// gallery(true)): for looking at the drawing code's output in one screenshot.
#include <imgui.h>

namespace carc::ui {

void DrawGallery(ImVec2 pos, ImVec2 size);

}  // namespace carc::ui
