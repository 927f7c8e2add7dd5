#pragma once
// The words for the device in use (ui/base/touch.h): a touch screen's texts say "tap" and name the
// arrows, a mouse's say "click"; keys are named only where a keyboard is there.
#include <string>
#include <string_view>

namespace carc::ui {

// The text of `key`, or of `touch_key` on a touch screen (both keys written out in full).
const char* Gesture(const char* key, const char* touch_key);
// `text` as the device in use reads it: without the keys it names when no keyboard is there.
std::string ForDevice(std::string_view text);

}  // namespace carc::ui
