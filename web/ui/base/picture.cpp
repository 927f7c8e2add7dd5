#include "ui/base/picture.h"

#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>

#include "ui/base/present.h"

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#endif

namespace carc::ui {

PictureTexture& PictureTexture::operator=(PictureTexture&& o) noexcept {
  if (this != &o) {
    Release();
    tex_ = o.tex_, w_ = o.w_, h_ = o.h_;
    o.tex_ = 0, o.w_ = 0, o.h_ = 0;
  }
  return *this;
}

void PictureTexture::Show(ImDrawList* dl, ImVec2 a, ImVec2 b) const {
  // A framebuffer's first row is the picture's bottom.
  if (tex_) dl->AddImage(Id(), a, b, ImVec2(0, 1), ImVec2(1, 0));
}

#if defined(__EMSCRIPTEN__)

namespace {

unsigned int g_fbo = 0;  // one framebuffer for every picture: the texture is attached while painting

void PremultipliedBlend(const ImDrawList*, const ImDrawCmd*) {
  glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
}

// A limit the browser knows without asking the GPU process (WebGL caches it with the context).
int MaxTextureSize() {
  static GLint size = 0;
  if (size <= 0) glGetIntegerv(GL_MAX_TEXTURE_SIZE, &size);
  return size;
}

}  // namespace

bool PictureTexture::Available() { return true; }

void PictureTexture::Release() {
  if (tex_) glDeleteTextures(1, &tex_);
  tex_ = 0, w_ = 0, h_ = 0;
}

bool PictureTexture::Paint(ImVec2 origin, ImVec2 size, float scale, PaintFn paint) {
  // The picture's draw list first, before the framebuffer is bound: what it draws may paint pictures
  // of its own through the one framebuffer (the tile in hand shows the tile's icon, painted the first
  // time it is drawn), which unbinds this texture when done. Painted in between, this picture went to
  // no texture at all: the panel kept the previous tile, or nothing.
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  list.PushClipRect(origin, ImVec2(origin.x + size.x, origin.y + size.y));
  list.PushTextureID(io.Fonts->TexID);
  paint(&list);
  list.PopTextureID();
  list.PopClipRect();

  const int w = std::max(1, static_cast<int>(std::ceil(size.x * scale)));
  const int h = std::max(1, static_cast<int>(std::ceil(size.y * scale)));
  // An RGBA8 texture no larger than the GPU's largest makes a complete framebuffer (WebGL 2 and GL 3
  // guarantee that format as a render target), so the size is all there is to check. Not asked of the
  // GPU (glCheckFramebufferStatus): its answer is a round trip to the GPU process that waits for all
  // the work queued before it, and held the page's thread for the GPU's whole first frame.
  if (w > MaxTextureSize() || h > MaxTextureSize()) {
    Release();
    return false;
  }
  GLint last_texture = 0, last_fbo = 0;
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
  glGetIntegerv(GL_FRAMEBUFFER_BINDING, &last_fbo);
  if (!tex_ || w != w_ || h != h_) {
    if (!tex_) glGenTextures(1, &tex_);
    glBindTexture(GL_TEXTURE_2D, tex_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    // Linear: a piece of the board is shown between 2/3 and 1 times its size (board_layer.h).
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    w_ = w, h_ = h;
  }
  if (!g_fbo) glGenFramebuffers(1, &g_fbo);
  glBindFramebuffer(GL_FRAMEBUFFER, g_fbo);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex_, 0);
  // Rendered by ImGui's OpenGL backend into the framebuffer.
  ImDrawList* lists[1] = {&list};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = list.VtxBuffer.Size;
  data.TotalIdxCount = list.IdxBuffer.Size;
  data.DisplayPos = origin;
  data.DisplaySize = size;
  data.FramebufferScale = ImVec2(w / size.x, h / size.y);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(0, 0, 0, 0);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(&data);
  MarkTexturesChanged();  // the screen shows this texture: draw the next frame (present.h)
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
  glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(last_fbo));
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
  return true;
}

void BeginPremultiplied(ImDrawList* dl) { dl->AddCallback(PremultipliedBlend, nullptr); }
void EndPremultiplied(ImDrawList* dl) { dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr); }

void CachedPicture::Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, uint64_t key, PaintFn paint) {
  if (size.x <= 0 || size.y <= 0) return;
  const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
  const bool same = valid_ && key == key_ && p0.x == p0_.x && p0.y == p0_.y && size.x == size_.x &&
                    size.y == size_.y && scale == scale_;
  if (!same) {
    valid_ = tex_.Paint(p0, size, scale, paint);
    if (!valid_) {
      paint(dl);  // no framebuffer to draw into: the picture goes into the frame itself
      return;
    }
    key_ = key, p0_ = p0, size_ = size, scale_ = scale;
    ++repaints_;
  }
  BeginPremultiplied(dl);
  tex_.Show(dl, p0, ImVec2(p0.x + size.x, p0.y + size.y));
  EndPremultiplied(dl);
}

#else

bool PictureTexture::Available() { return false; }
void PictureTexture::Release() {}
bool PictureTexture::Paint(ImVec2, ImVec2, float, PaintFn) { return false; }
void BeginPremultiplied(ImDrawList*) {}
void EndPremultiplied(ImDrawList*) {}
void CachedPicture::Draw(ImDrawList* dl, ImVec2, ImVec2, uint64_t, PaintFn paint) { paint(dl); }

#endif

}  // namespace carc::ui
