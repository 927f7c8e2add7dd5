#include "ui/text/device_words.h"

#include "i18n/i18n.h"
#include "ui/base/touch.h"
#include "ui/text/key_words.h"

namespace carc::ui {

const char* Gesture(const char* key, const char* touch_key) {
  return i18n::T(TheTouch().Touch() && touch_key ? touch_key : key);
}

std::string ForDevice(std::string_view text) {
  return TheTouch().Keyboard() ? std::string(text) : WithoutKeys(text);
}

}  // namespace carc::ui
