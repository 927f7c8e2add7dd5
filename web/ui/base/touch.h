#pragma once
// Touch as touch. ImGui 1.86 knows only a mouse: SDL makes one of the first finger (SDL_TOUCH_MOUSEID),
// so a swipe to scroll a page pressed what was under the finger at its end, and the last tap left the
// pointer - and its tooltip - where the finger had been. The gate stands between SDL's mouse and ImGui
// (App::Frame, after the backend's NewFrame): while a finger is the pointer,
// - a press that ends as a drag or a long press (touch_press.h) is released with the pointer away,
//   so that nothing under the finger is pressed;
// - once the finger is lifted the pointer leaves the screen: no hover, no tooltip stays;
// - tooltips show only under a long press.
// It also tells the views which device is in use: a touch screen (texts say "tap", targets are
// finger-sized) and whether a keyboard is there (texts may name keys).
#include <imgui.h>

#include <nlohmann/json_fwd.hpp>

#include "ui/base/touch_press.h"

namespace carc::ui {

enum class FingerEvent { Down, Move, Up };

class TouchGate {
 public:
  // A finger's event at `p` (pixels), at time `t` (seconds, the event's own time stamp: the frame
  // that handles it may come much later on a slow page, and a tap would have looked like a long press).
  void Finger(long long id, ImVec2 p, FingerEvent e, double t);
  // A mouse event from SDL: `by_touch` when SDL made it of a finger.
  void MouseUsed(bool by_touch);
  void KeyUsed() { keyboard_ = true; }
  // Between the platform backend's NewFrame and ImGui's: what ImGui sees of the finger this frame.
  // `t`: now, on the events' clock.
  void BeforeFrame(ImGuiIO& io, double t);

  // The device in use is a touch screen: the last pointer was a finger (before any, the screen's
  // main pointer is coarse).
  bool Touch() const;
  // Targets sized for a finger: the screen's main pointer is one, or the last pointer was one (a laptop's
  // touch screen). Unlike the words, the sizes do not change back under a passing mouse on a phone.
  bool FingerSized() const;
  // A keyboard is there to name keys for: a key was pressed, or the pointer is a mouse.
  bool Keyboard() const { return keyboard_ || !Touch(); }
  // Whether a tooltip may show now: under a mouse, or under a finger held still (a long press).
  bool TooltipsShown() const;
  nlohmann::json Json() const;  // {touch, keyboard, press}: debug.view


 private:
  TouchPress press_;
  int pointer_ = -1;        // -1 not known yet, 0 a mouse, 1 a finger
  bool keyboard_ = false;
  bool was_down_ = false;   // ImGui saw the button down in the last frame
  double now_ = 0;
};

// The page's one gate (App feeds it; views ask it).
TouchGate& TheTouch();

// The last item was clicked: pressed and released on it, by a mouse or a finger's tap - never by a
// drag that began or ended there (unlike ImGui::IsItemClicked, which answers at the press).
bool ItemTapped();

// The current window scrolls with a drag over it (ImGui 1.86 scrolls only with the wheel or the
// scrollbar): a finger's swipe, or the mouse's drag, over its items too (`over_children`: over its
// child windows too); never while text is typed into a field.
void DragToScroll(bool over_children);

}  // namespace carc::ui
