#include "ui/board/pinch.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace carc::ui {

void Pinch::Finger(long long id, ImVec2 p, bool up, bool moved, BoardView& board) {
  if (up) {
    fingers_.erase(id);
  } else {
    fingers_[id] = p;
  }
  if (fingers_.size() == 2) {
    const ImVec2 a = fingers_.begin()->second, b = std::next(fingers_.begin())->second;
    const float d = std::hypot(a.x - b.x, a.y - b.y);
    const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    if (moved && dist_ > 0) {
      board.ZoomBy(d / dist_, mid);
      board.PanBy({mid.x - mid_.x, mid.y - mid_.y});
    }
    board.CancelClick();  // a pinch is never a click
    dist_ = std::max(d, 1.0f);
    mid_ = mid;
  } else {
    dist_ = 0;
  }
}

}  // namespace carc::ui
