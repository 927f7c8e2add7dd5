#include "ui/base/touch_press.h"

namespace carc::ui {

void TouchPress::Down(long long id, ImVec2 p, double t) {
  if (fingers_.empty()) {  // a new press
    start_ = p, start_t_ = t, moved_ = false, up_t_ = -1;
    active_ = true;
  } else {
    moved_ = true;  // a second finger: a pinch, never a tap
  }
  fingers_[id] = p;
}

void TouchPress::Move(long long id, ImVec2 p) {
  auto it = fingers_.find(id);
  if (it == fingers_.end()) return;
  it->second = p;
  const float dx = p.x - start_.x, dy = p.y - start_.y;
  if (dx * dx + dy * dy > kSlopPx * kSlopPx) moved_ = true;
}

void TouchPress::Up(long long id, ImVec2 p, double t) {
  if (!fingers_.count(id)) return;
  Move(id, p);
  fingers_.erase(id);
  if (fingers_.empty()) up_t_ = t;
}

PressKind TouchPress::Kind(double t) const {
  if (!active_) return PressKind::None;
  if (moved_) return PressKind::Drag;
  const double held = (fingers_.empty() ? up_t_ : t) - start_t_;
  if (held >= kLongPressS) return PressKind::LongPress;
  return fingers_.empty() ? PressKind::Tap : PressKind::Pending;
}

}  // namespace carc::ui
