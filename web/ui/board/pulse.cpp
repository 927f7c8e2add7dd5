#include "ui/board/pulse.h"

#include <cmath>

namespace carc::ui {

float PulseLevel(double seconds, float speed, bool moving) {
  if (!moving) return 1.0f;
  constexpr double kStepsPerSecond = 10.0;
  const double stepped = std::floor(seconds * kStepsPerSecond) / kStepsPerSecond;
  return 0.55f + 0.45f * static_cast<float>(std::sin(stepped * speed));
}

}  // namespace carc::ui
