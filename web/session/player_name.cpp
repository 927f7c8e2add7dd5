#include "session/player_name.h"

#include "i18n/characters.h"

namespace carc {

std::string CleanName(std::string_view typed) {
  std::string out;
  for (size_t i = 0; i < typed.size();) {
    size_t n = 1;
    const char32_t c = chars::DecodeAt(typed, i, &n);
    // A joiner between two emoji is part of one (a family, a rainbow flag): kept.
    const bool keep = c == 0x200D || c == 0xFE0F || (c >= 0xE0020 && c <= 0xE007F) ||
                      !(chars::IsControl(c) || chars::IsInvisibleFormat(c) || c == 0xFFFD);
    if (keep) out.append(typed.substr(i, n));
    i += n;
  }
  // Spaces at both ends (any kind of space).
  size_t begin = 0, end = out.size();
  while (begin < end) {
    size_t n = 1;
    if (!chars::IsSpace(chars::DecodeAt(out, begin, &n))) break;
    begin += n;
  }
  while (end > begin) {
    size_t start = end - 1;
    while (start > begin && (static_cast<unsigned char>(out[start]) & 0xC0) == 0x80) --start;
    size_t n = 1;
    if (!chars::IsSpace(chars::DecodeAt(out, start, &n))) break;
    end = start;
  }
  return out.substr(begin, end - begin);
}

int CountCharacters(std::string_view text) { return static_cast<int>(chars::Clusters(text).size()); }

NameProblem CheckName(std::string_view typed) {
  if (typed.empty()) return NameProblem::kEmpty;
  const std::string name = CleanName(typed);
  // Nothing visible: spaces, controls, or only joiners and selectors.
  bool visible = false;
  for (size_t i = 0; i < name.size() && !visible;) {
    size_t n = 1;
    const char32_t c = chars::DecodeAt(name, i, &n);
    visible = !chars::IsSpace(c) && !chars::IsInvisibleFormat(c) && !chars::IsExtender(c);
    i += n;
  }
  if (!visible) return NameProblem::kBlank;
  if (CountCharacters(name) > kMaxNameCharacters) return NameProblem::kTooLong;
  if (name.size() > kMaxNameBytes) return NameProblem::kTooManyBytes;
  return NameProblem::kNone;
}

}  // namespace carc
