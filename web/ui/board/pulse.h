#pragma once
// The slow glow of what asks for attention on the board: the placement targets, the hint, a square
// clicked in the log.

namespace carc::ui {

// The glow's level at `seconds` (ImGui::GetTime()), between 0.1 and 1, `speed` radians a second.
// It moves in steps of a tenth of a second rather than every frame: a page whose only change is the
// glow is then drawn ten times a second instead of sixty (ui/base/present.h), which a phone's battery
// and a software renderer both feel, and the eye does not. With the animations off (the setting,
// or reduced motion asked by the system) it stands still at its brightest.
float PulseLevel(double seconds, float speed, bool moving);

}  // namespace carc::ui
