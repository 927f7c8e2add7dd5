#include "ui/look.h"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace carc::ui {

void SetUpLook(SDL_Window* window) {
  ImGuiIO& io = ImGui::GetIO();
  // ImGui works in window units (CSS pixels on the web); the framebuffer has `density` pixels per
  // unit. Rasterize the font at that density and scale it back, so glyphs map 1:1 to real pixels.
  int ww = 1, wh = 1, dw = 1, dh = 1;
  SDL_GetWindowSize(window, &ww, &wh);
  SDL_GL_GetDrawableSize(window, &dw, &dh);
  const float density = std::clamp(static_cast<float>(dw) / static_cast<float>(std::max(ww, 1)), 1.0f, 4.0f);
  const float text_px = 15.0f;
  ImFontConfig cfg;
  cfg.SizePixels = std::round(text_px * density);
  cfg.OversampleH = cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  io.Fonts->AddFontDefault(&cfg);
  io.FontGlobalScale = 1.0f / density;

  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 6;
  style.FrameRounding = 5;
  style.GrabRounding = 5;
  style.FramePadding = ImVec2(9, 6);
  style.ItemSpacing = ImVec2(8, 6);
  style.ItemInnerSpacing = ImVec2(6, 5);
  style.ScrollbarSize = 16;
  style.WindowPadding = ImVec2(10, 10);
  style.TouchExtraPadding = ImVec2(2, 2);
  ImVec4* c = style.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.10f, 0.12f, 0.09f, 0.94f);
  c[ImGuiCol_Button] = ImVec4(0.28f, 0.36f, 0.22f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.38f, 0.50f, 0.28f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.46f, 0.60f, 0.32f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.20f, 0.24f, 0.17f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.30f, 0.38f, 0.22f, 0.8f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.40f, 0.50f, 0.28f, 0.9f);
  c[ImGuiCol_CheckMark] = ImVec4(1.0f, 0.86f, 0.40f, 1.0f);
}

}  // namespace carc::ui
