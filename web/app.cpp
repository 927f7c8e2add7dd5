#include "app.h"

#include <SDL.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cmath>

#include "platform.h"

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

namespace carc::ui {

bool App::Frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) running_ = false;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(window_)) {
      running_ = false;
    }
  }

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  Draw();
  ImGui::Render();

  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.16f, 0.20f, 0.14f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(window_);

  if (++frames_ == 1) platform::SignalReady();
  return running_;
}

void App::Draw() {
  // One full-window host window: the title bar of the game, then the board.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Carcassonne##main", nullptr, flags);
  ImGui::SetWindowFontScale(2.0f);
  ImGui::TextUnformatted("Carcassonne");
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Separator();
  DrawBoard();
  ImGui::End();
}

void App::DrawBoard() {
  // The demo's "Canvas" pattern: one InvisibleButton over the area; right/middle drag pans, wheel zooms.
  ImGui::BeginChild("board", ImVec2(0, 0), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoMove);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::max(ImGui::GetContentRegionAvail().x, 50.0f),
                    std::max(ImGui::GetContentRegionAvail().y, 50.0f));
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  ImGui::InvisibleButton("board_canvas", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 origin(p0.x + size.x * 0.5f + pan_.x, p0.y + size.y * 0.5f + pan_.y);
  if (ImGui::IsItemActive() && (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0.0f) ||
                                ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0.0f))) {
    pan_.x += io.MouseDelta.x;
    pan_.y += io.MouseDelta.y;
  }
  if (ImGui::IsItemHovered() && io.MouseWheel != 0.0f) {
    const float old_px = tile_px_;
    tile_px_ = std::clamp(tile_px_ * std::pow(1.1f, io.MouseWheel), 16.0f, 256.0f);
    // keep the point under the cursor fixed
    const float k = tile_px_ / old_px;
    pan_.x = (pan_.x - (io.MousePos.x - p0.x - size.x * 0.5f)) * k + (io.MousePos.x - p0.x - size.x * 0.5f);
    pan_.y = (pan_.y - (io.MousePos.y - p0.y - size.y * 0.5f)) * k + (io.MousePos.y - p0.y - size.y * 0.5f);
  }

  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PushClipRect(p0, p1, true);
  draw->AddRectFilled(p0, p1, IM_COL32(58, 78, 48, 255));
  const ImU32 line = IM_COL32(255, 255, 255, 40);
  // cell (x, y) spans origin + [x, x+1) * tile_px; the start tile (0, 0) sits at the centre
  const float half = tile_px_ * 0.5f;
  for (float x = std::fmod(origin.x - half - p0.x, tile_px_); x < size.x; x += tile_px_) {
    draw->AddLine(ImVec2(p0.x + x, p0.y), ImVec2(p0.x + x, p1.y), line);
  }
  for (float y = std::fmod(origin.y - half - p0.y, tile_px_); y < size.y; y += tile_px_) {
    draw->AddLine(ImVec2(p0.x, p0.y + y), ImVec2(p1.x, p0.y + y), line);
  }
  draw->AddRect(ImVec2(origin.x - half, origin.y - half), ImVec2(origin.x + half, origin.y + half),
                IM_COL32(255, 220, 120, 160), 0.0f, 0, 2.0f);
  draw->PopClipRect();
  ImGui::EndChild();
}

}  // namespace carc::ui
