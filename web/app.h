#pragma once
// The application: one object, one per-frame entry point. main.cpp owns SDL, GL and ImGui setup;
// App::Frame() is everything that happens per frame (events, NewFrame, draw, Render, swap).
#include <imgui.h>

struct SDL_Window;

namespace carc::ui {

class App {
 public:
  explicit App(SDL_Window* window) : window_(window) {}

  // One frame. Returns false when the user closes the (desktop) window.
  bool Frame();

 private:
  void Draw();
  void DrawBoard();

  SDL_Window* window_;
  bool running_ = true;
  int frames_ = 0;
  ImVec2 pan_{0.0f, 0.0f};  // board offset in pixels (origin = centre of the board area)
  float tile_px_ = 64.0f;   // size of one tile cell in pixels
};

}  // namespace carc::ui
