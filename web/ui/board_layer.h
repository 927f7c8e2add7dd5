#pragma once
// The tiles of the board as one picture: drawn into a texture (a WebGL framebuffer) when something they
// depend on changes (the board, the view, the area, the pixel density), and shown as a single textured
// rectangle in the frames in between. A 150-tile board then costs the frame a few vertices instead of
// tens of thousands (the frame budget of issue 13: < 4 ms with the WebGL submission). Desktop builds
// draw the tiles directly (Available() is false there).
#include <imgui.h>

#include <cstdint>
#include <functional>

namespace carc::ui {

class BoardLayer {
 public:
  ~BoardLayer();
  static bool Available();
  // Shows the picture of the area [p0, p0 + size) in `dl`. `key` names everything the picture depends
  // on besides the area; when it or the area changed, `paint` draws the picture again (into a list
  // whose coordinates are the screen's, clipped to the area, background included).
  void Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, uint64_t key, const std::function<void(ImDrawList*)>& paint);
  int Repaints() const { return repaints_; }  // tests and the benchmark: how often it was drawn again

 private:
  unsigned int fbo_ = 0, tex_ = 0;
  int tex_w_ = 0, tex_h_ = 0;
  uint64_t key_ = 0;
  ImVec2 p0_{-1, -1}, size_{0, 0};
  bool valid_ = false;
  int repaints_ = 0;
};

}  // namespace carc::ui
