#include "ui/base/frame_wake.h"

namespace carc::ui {
namespace {
double g_wake_at = -1.0;
}

void WakeAt(double seconds) {
  if (g_wake_at < 0.0 || seconds < g_wake_at) g_wake_at = seconds;
}

double TakeWakeAt() {
  const double at = g_wake_at;
  g_wake_at = -1.0;
  return at;
}

}  // namespace carc::ui
