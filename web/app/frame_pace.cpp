#include "app/frame_pace.h"

#include <algorithm>

namespace carc::ui {

double FramePace::AfterFrame(bool had_events, bool presented, bool busy, double next_step_ms) {
  if (had_events) settle_ = kSettleFrames;
  // A new picture is checked once more: a change that goes on (an animation, a window still taking
  // its size) draws again in the next frame and keeps the page awake; a single step (the glow) does not.
  if (presented) settle_ = std::max(settle_, 1);
  if (busy) return 0.0;
  if (settle_ > 0) {
    --settle_;
    return 0.0;
  }
  ++sleeps_;
  double ms = kBackstopMs;
  if (next_step_ms >= 0.0) ms = std::clamp(next_step_ms, 1.0, kBackstopMs);
  return ms;
}

}  // namespace carc::ui
