#pragma once
// Sheets for looking at the drawing code's output in one screenshot (window.carcassonne.debug.
// gallery(...)): every tile of the catalogue at a chosen size, or every figure in every colour on the
// tiles they stand on, at the board's default size and up close.
#include <imgui.h>

namespace carc::ui {

struct GalleryOptions {
  bool on = false;
  float tile_px = 0;     // 0: the largest size at which every tile fits
  int first = 0;         // the first tile shown (a sheet of large tiles shows a part of the catalogue)
  bool figures = false;  // the figures' sheet instead of the tiles'
};

void DrawGallery(const GalleryOptions& o, ImVec2 pos, ImVec2 size);

}  // namespace carc::ui
