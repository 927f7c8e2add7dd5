#include "ui/base/touch.h"

#include <algorithm>
#include <cfloat>
#include <nlohmann/json.hpp>

#include "platform/platform.h"
#include "ui/base/frame_wake.h"

namespace carc::ui {

void TouchGate::Finger(long long id, ImVec2 p, FingerEvent e, double t) {
  pointer_ = 1;
  switch (e) {
    case FingerEvent::Down: press_.Down(id, p, t); break;
    case FingerEvent::Move: press_.Move(id, p); break;
    case FingerEvent::Up: press_.Up(id, p, t); break;
  }
}

void TouchGate::MouseUsed(bool by_touch) {
  if (!by_touch) pointer_ = 0;
}

bool TouchGate::Touch() const {
  if (pointer_ < 0) return platform::TouchScreen();
  return pointer_ == 1;
}

bool TouchGate::FingerSized() const {
  static const bool coarse = platform::TouchScreen();
  return coarse || pointer_ == 1;
}

bool TouchGate::TooltipsShown() const {
  if (pointer_ != 1) return true;
  return press_.Down() && press_.Kind(now_) == PressKind::LongPress;
}

void TouchGate::BeforeFrame(ImGuiIO& io, double t) {
  now_ = t;
  const bool down = io.MouseDown[0];
  if (pointer_ == 1) {
    const PressKind kind = press_.Kind(t);
    // The frame ImGui sees the release: a tap presses what is under the finger; a drag or a long
    // press, released with the pointer away, presses nothing. Every frame after it, and before the
    // next press: no pointer (no hover, no tooltip where the finger was).
    const bool releasing = !down && was_down_;
    if (!down && !(releasing && kind == PressKind::Tap)) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    if (press_.Down() && kind == PressKind::Pending)  // the tooltip, on time (WakeAt is on ImGui's clock)
      WakeAt(ImGui::GetTime() + std::max(0.0, press_.LongPressAt() - t));
  }
  was_down_ = down;
}

nlohmann::json TouchGate::Json() const {
  static const char* const kKinds[] = {"none", "pending", "tap", "drag", "long-press"};
  return {{"touch", Touch()}, {"keyboard", Keyboard()}, {"press", kKinds[static_cast<int>(press_.Kind(now_))]}};
}

TouchGate& TheTouch() {
  static TouchGate gate;
  return gate;
}

bool ItemTapped() {
  if (!ImGui::IsItemHovered() || !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) return false;
  const ImVec2 at = ImGui::GetIO().MouseClickedPos[ImGuiMouseButton_Left];
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  return at.x >= a.x && at.y >= a.y && at.x < b.x && at.y < b.y;
}

void DragToScroll(bool over_children) {
  const ImGuiIO& io = ImGui::GetIO();
  const ImGuiHoveredFlags flags =
      ImGuiHoveredFlags_AllowWhenBlockedByActiveItem | (over_children ? ImGuiHoveredFlags_ChildWindows : 0);
  if (ImGui::IsWindowHovered(flags) && ImGui::IsMouseDragging(ImGuiMouseButton_Left, TouchPress::kSlopPx) &&
      !io.WantTextInput)
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
}

}  // namespace carc::ui
