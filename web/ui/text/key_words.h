#pragma once
// The keys a text names in brackets - "Undo (U)", "(Shift+R)", "(Umschalt+R)" - taken out for a
// device without a keyboard (device_words.h). Every catalogue writes a key so: a capital letter in
// brackets, after a modifier and "+" or alone. Pure (tests/web/key_words_test.cpp).
#include <string>
#include <string_view>

namespace carc::ui {

std::string WithoutKeys(std::string_view text);

}  // namespace carc::ui
