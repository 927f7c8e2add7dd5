#pragma once
// The keys of one frame: SDL's events polled, the keycodes pressed for the App (not typed into a text
// field, no dialog open) and the modifiers of the last key down.
#include <SDL.h>

#include <algorithm>
#include <vector>

namespace carc::ui {

class FrameKeys {
 public:
  // This frame's events. ImGui 1.86 reads keys as held or not once a frame: a key pressed and
  // released between two frames (a quick tap, a test driver's press) would never be seen pressed.
  // Its release waits for the next frame instead.
  std::vector<SDL_Event> Poll();
  // A key down: its modifiers; the key itself counts for the App when `for_app`.
  void KeyDown(const SDL_Event& e, bool for_app);
  const std::vector<int>& Pressed() const { return keys_; }
  bool Has(int key) const { return std::find(keys_.begin(), keys_.end(), key) != keys_.end(); }
  bool Shift() const { return shift_; }
  bool Ctrl() const { return ctrl_; }

 private:
  std::vector<int> keys_;             // SDL keycodes pressed this frame (not typed into a text field)
  std::vector<SDL_Event> held_back_;  // key releases kept for the next frame
  bool shift_ = false, ctrl_ = false;
};

}  // namespace carc::ui
