#include "app/frame_keys.h"

namespace carc::ui {

std::vector<SDL_Event> FrameKeys::Poll() {
  keys_.clear();
  std::vector<SDL_Event> events = std::move(held_back_);
  held_back_.clear();
  std::vector<SDL_Scancode> pressed;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_KEYDOWN) pressed.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP &&
        std::find(pressed.begin(), pressed.end(), event.key.keysym.scancode) != pressed.end()) {
      held_back_.push_back(event);
      continue;
    }
    events.push_back(event);
  }
  return events;
}

void FrameKeys::KeyDown(const SDL_Event& e, bool for_app) {
  shift_ = (e.key.keysym.mod & KMOD_SHIFT) != 0;
  ctrl_ = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  if (for_app) keys_.push_back(e.key.keysym.sym);
}

}  // namespace carc::ui
