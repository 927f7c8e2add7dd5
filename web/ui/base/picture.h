#pragma once
// Pictures kept as textures: a draw list painted once into a WebGL texture (through a framebuffer) and
// shown as one textured rectangle in the frames after, until what it shows changes. The board's pieces
// (board_layer.h), the table under the board and the new-game screen's landscape are such pictures, so
// a frame costs a few vertices for them instead of tens of thousands. The textures hold premultiplied
// alpha (what ImGui's blending leaves in a framebuffer cleared to transparent), so pictures with
// transparent parts are shown between BeginPremultiplied and EndPremultiplied.
// Desktop builds draw the pictures directly (Available() is false there).
#include <imgui.h>

#include <cstddef>
#include <cstdint>

#include "ui/base/fn_ref.h"

namespace carc::ui {

using PaintFn = FnRef<void(ImDrawList*)>;

// One texture and what was painted into it.
class PictureTexture {
 public:
  PictureTexture() = default;
  ~PictureTexture() { Release(); }
  PictureTexture(const PictureTexture&) = delete;
  PictureTexture& operator=(const PictureTexture&) = delete;
  PictureTexture(PictureTexture&& o) noexcept { *this = static_cast<PictureTexture&&>(o); }
  PictureTexture& operator=(PictureTexture&& o) noexcept;

  static bool Available();
  // Paints the area [origin, origin + size) of `paint`'s list (CSS pixels) at `scale` texture pixels
  // per CSS pixel, over transparency. False when the picture is larger than the GPU's largest texture:
  // nothing painted.
  bool Paint(ImVec2 origin, ImVec2 size, float scale, PaintFn paint);
  ImTextureID Id() const { return reinterpret_cast<ImTextureID>(static_cast<intptr_t>(tex_)); }
  bool Valid() const { return tex_ != 0; }
  size_t Bytes() const { return static_cast<size_t>(w_) * static_cast<size_t>(h_) * 4; }
  void Release();
  // Shows the picture over [a, b) (a draw list in premultiplied mode).
  void Show(ImDrawList* dl, ImVec2 a, ImVec2 b) const;

 private:
  unsigned int tex_ = 0;
  int w_ = 0, h_ = 0;
};

// Draw-list callbacks around images of premultiplied pictures (ImGui's own blending would darken their
// soft edges).
void BeginPremultiplied(ImDrawList* dl);
void EndPremultiplied(ImDrawList* dl);

// A picture of an area of the screen, painted again only when its key, its area or the pixel density
// changes (`key` names everything else it depends on).
class CachedPicture {
 public:
  void Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, uint64_t key, PaintFn paint);
  int Repaints() const { return repaints_; }

 private:
  PictureTexture tex_;
  uint64_t key_ = 0;
  ImVec2 p0_{-1, -1}, size_{0, 0};
  float scale_ = 0;
  bool valid_ = false;
  int repaints_ = 0;
};

}  // namespace carc::ui
