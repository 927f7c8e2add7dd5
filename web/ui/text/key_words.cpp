#include "ui/text/key_words.h"

namespace carc::ui {
namespace {

// Whether `inside` (the text between two brackets) names a key: "U", "Shift+R", "Maj+R".
bool NamesKey(std::string_view inside) {
  if (inside.empty() || inside.size() > 16) return false;
  const char key = inside.back();
  if (key < 'A' || key > 'Z') return false;
  if (inside.size() == 1) return true;
  if (inside[inside.size() - 2] != '+' || inside.size() < 3) return false;
  for (char c : inside.substr(0, inside.size() - 2))
    if (c == ' ' || c == '(' || c == ')' || c == '+') return false;
  return true;
}

}  // namespace

std::string WithoutKeys(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    const size_t open = text.find('(', i);
    if (open == std::string_view::npos) break;
    const size_t close = text.find(')', open + 1);
    if (close == std::string_view::npos) break;
    if (!NamesKey(text.substr(open + 1, close - open - 1))) {
      out.append(text.substr(i, close + 1 - i));
      i = close + 1;
      continue;
    }
    std::string_view before = text.substr(i, open - i);
    while (!before.empty() && before.back() == ' ') before.remove_suffix(1);  // "Undo (U)" -> "Undo"
    out.append(before);
    i = close + 1;
  }
  out.append(text.substr(i));
  return out;
}

}  // namespace carc::ui
