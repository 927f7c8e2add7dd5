#include "ui/board/pulse.h"

#include <cmath>

#include "ui/base/frame_wake.h"

namespace carc::ui {

float PulseLevel(double seconds, float speed, bool moving) {
  if (!moving) return 1.0f;
  constexpr double kStepsPerSecond = 10.0;
  const double stepped = std::floor(seconds * kStepsPerSecond) / kStepsPerSecond;
  WakeAt(stepped + 1.0 / kStepsPerSecond);  // the next step: the page may sleep until then
  return 0.55f + 0.45f * static_cast<float>(std::sin(stepped * speed));
}

}  // namespace carc::ui
