#include "ui/board_layer.h"

#include <imgui_impl_opengl3.h>

#include <cmath>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#endif

namespace carc::ui {

#if defined(__EMSCRIPTEN__)

bool BoardLayer::Available() { return true; }

BoardLayer::~BoardLayer() {
  if (fbo_) glDeleteFramebuffers(1, &fbo_);
  if (tex_) glDeleteTextures(1, &tex_);
}

void BoardLayer::Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, uint64_t key,
                      const std::function<void(ImDrawList*)>& paint) {
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 scale = io.DisplayFramebufferScale;
  const int w = static_cast<int>(std::ceil(size.x * scale.x)), h = static_cast<int>(std::ceil(size.y * scale.y));
  if (w <= 0 || h <= 0) return;
  const bool same_area = p0.x == p0_.x && p0.y == p0_.y && size.x == size_.x && size.y == size_.y;
  if (!valid_ || key != key_ || !same_area || w != tex_w_ || h != tex_h_) {
    if (!tex_ || w != tex_w_ || h != tex_h_) {
      if (!tex_) glGenTextures(1, &tex_);
      GLint last_texture = 0;
      glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
      glBindTexture(GL_TEXTURE_2D, tex_);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
      if (!fbo_) glGenFramebuffers(1, &fbo_);
      glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
      glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex_, 0);
      glBindFramebuffer(GL_FRAMEBUFFER, 0);
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
      tex_w_ = w, tex_h_ = h;
    }
    // The picture: a draw list of its own, rendered by ImGui's OpenGL backend into the framebuffer.
    ImDrawList list(ImGui::GetDrawListSharedData());
    list._ResetForNewFrame();
    list.PushClipRect(p0, ImVec2(p0.x + size.x, p0.y + size.y));
    list.PushTextureID(io.Fonts->TexID);
    paint(&list);
    list.PopTextureID();
    list.PopClipRect();
    ImDrawList* lists[1] = {&list};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = p0;
    data.DisplaySize = size;
    data.FramebufferScale = ImVec2(w / size.x, h / size.y);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
      glBindFramebuffer(GL_FRAMEBUFFER, 0);
      paint(dl);  // no framebuffer to draw into: the tiles go into the frame itself
      valid_ = false;
      return;
    }
    glDisable(GL_SCISSOR_TEST);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(&data);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    key_ = key, p0_ = p0, size_ = size, valid_ = true;
    ++repaints_;
  }
  // The framebuffer's first row is the picture's bottom.
  dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(tex_)), p0, ImVec2(p0.x + size.x, p0.y + size.y),
               ImVec2(0, 1), ImVec2(1, 0));
}

#else

bool BoardLayer::Available() { return false; }
BoardLayer::~BoardLayer() = default;
void BoardLayer::Draw(ImDrawList* dl, ImVec2, ImVec2, uint64_t, const std::function<void(ImDrawList*)>& paint) {
  paint(dl);
}

#endif

}  // namespace carc::ui
