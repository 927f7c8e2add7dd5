#pragma once
// One press of the fingers, told apart as the person meant it (ui/base/touch.h uses it):
// - a tap: one finger lifted where it went down, before a long press - it presses what is under it;
// - a drag: a finger moved more than kSlopPx (a scroll of a page, a pan of the board), or a second
//   finger came (a pinch) - it never presses what lies under the finger;
// - a long press: one finger held still for kLongPressS - it shows what the thing is (its tooltip)
//   and presses nothing.
// Pure: no ImGui calls, no SDL (tests/web/touch_press_test.cpp).
#include <imgui.h>

#include <map>

namespace carc::ui {

enum class PressKind { None, Pending, Tap, Drag, LongPress };

class TouchPress {
 public:
  static constexpr float kSlopPx = 10.0f;       // a finger wobbles a few pixels in a tap
  static constexpr double kLongPressS = 0.5;    // the phones' own long press

  // A finger `id` down, moved or lifted at `p` (pixels) at time `t` (seconds).
  void Down(long long id, ImVec2 p, double t);
  void Move(long long id, ImVec2 p);
  void Up(long long id, ImVec2 p, double t);
  // What the press is at time `t`: Pending while a still finger may yet become a tap or a long
  // press; after the last finger is lifted, what the whole press was (until the next one).
  PressKind Kind(double t) const;
  bool Down() const { return !fingers_.empty(); }
  // When a still finger becomes a long press (a frame is wanted then to show the tooltip).
  double LongPressAt() const { return start_t_ + kLongPressS; }

 private:
  std::map<long long, ImVec2> fingers_;  // the fingers down now
  ImVec2 start_{0, 0};
  double start_t_ = 0;
  bool moved_ = false;     // beyond the slop, or a second finger
  bool active_ = false;    // a press began (None before the first)
  double up_t_ = -1;       // when the last finger was lifted (-1: still down)
};

}  // namespace carc::ui
