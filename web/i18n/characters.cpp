#include "i18n/characters.h"

namespace carc::chars {
namespace {

struct Range {
  char32_t lo, hi;
};

template <size_t N>
bool In(const Range (&ranges)[N], char32_t c) {
  for (const Range& r : ranges)
    if (c >= r.lo && c <= r.hi) return true;
  return false;
}

constexpr char32_t kZwj = 0x200D;

// Combining marks of the common scripts, variation selectors, skin tones, tags, joiners, Hangul
// vowel and final jamo.
constexpr Range kExtenders[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05BD}, {0x05BF, 0x05BF}, {0x05C1, 0x05C2},
    {0x05C4, 0x05C5}, {0x05C7, 0x05C7}, {0x0610, 0x061A}, {0x064B, 0x065F}, {0x0670, 0x0670},
    {0x06D6, 0x06DC}, {0x06DF, 0x06E4}, {0x06E7, 0x06E8}, {0x06EA, 0x06ED}, {0x0900, 0x0903},
    {0x093A, 0x093C}, {0x093E, 0x094F}, {0x0951, 0x0957}, {0x0962, 0x0963}, {0x0981, 0x0983},
    {0x09BC, 0x09BC}, {0x09BE, 0x09CD}, {0x0A01, 0x0A03}, {0x0A3C, 0x0A51}, {0x0A81, 0x0A83},
    {0x0ABC, 0x0ACD}, {0x0B01, 0x0B03}, {0x0B3C, 0x0B57}, {0x0B82, 0x0B82}, {0x0BBE, 0x0BCD},
    {0x0C00, 0x0C04}, {0x0C3E, 0x0C56}, {0x0C81, 0x0C83}, {0x0CBC, 0x0CD6}, {0x0D00, 0x0D03},
    {0x0D3E, 0x0D4D}, {0x0E31, 0x0E31}, {0x0E34, 0x0E3A}, {0x0E47, 0x0E4E}, {0x1160, 0x11FF},
    {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x200C, 0x200D}, {0x20D0, 0x20FF}, {0x3099, 0x309A},
    {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0x1F3FB, 0x1F3FF}, {0xE0020, 0xE007F}, {0xE0100, 0xE01EF}};

constexpr Range kEmoji[] = {{0x2300, 0x23FF}, {0x2600, 0x27BF}, {0x2B00, 0x2BFF}, {0x1F000, 0x1FAFF}};

constexpr Range kInvisible[] = {{0x00AD, 0x00AD}, {0x034F, 0x034F}, {0x061C, 0x061C}, {0x115F, 0x1160},
                                {0x180B, 0x180F}, {0x200B, 0x200F}, {0x202A, 0x202E}, {0x2060, 0x206F},
                                {0x3164, 0x3164}, {0xFE00, 0xFE0F}, {0xFEFF, 0xFEFF}, {0xFFA0, 0xFFA0},
                                {0xE0000, 0xE0FFF}};

constexpr Range kRightToLeft[] = {{0x0590, 0x08FF}, {0xFB1D, 0xFDFF}, {0xFE70, 0xFEFE}, {0x10800, 0x10FFF},
                                  {0x1E800, 0x1EFFF}};

constexpr Range kSpaces[] = {{0x0020, 0x0020}, {0x00A0, 0x00A0}, {0x1680, 0x1680}, {0x2000, 0x200A},
                             {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000}};

}  // namespace

char32_t DecodeAt(std::string_view s, size_t i, size_t* length) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  *length = 1;
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return b0;
  int extra = 0;
  char32_t c = 0, min = 0;
  if ((b0 & 0xE0) == 0xC0) extra = 1, c = b0 & 0x1F, min = 0x80;
  else if ((b0 & 0xF0) == 0xE0) extra = 2, c = b0 & 0x0F, min = 0x800;
  else if ((b0 & 0xF8) == 0xF0) extra = 3, c = b0 & 0x07, min = 0x10000;
  else return 0xFFFD;
  if (i + static_cast<size_t>(extra) >= s.size()) return 0xFFFD;
  for (int k = 1; k <= extra; ++k) {
    const unsigned char b = byte(i + k);
    if ((b & 0xC0) != 0x80) return 0xFFFD;
    c = (c << 6) | (b & 0x3F);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0xFFFD;
  *length = static_cast<size_t>(extra) + 1;
  return c;
}

void AppendUtf8(std::string* out, char32_t c) {
  if (c < 0x80) {
    out->push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (c >> 6)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (c >> 12)));
    out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (c >> 18)));
    out->push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

bool IsExtender(char32_t c) { return In(kExtenders, c); }
bool IsRegionalIndicator(char32_t c) { return c >= 0x1F1E6 && c <= 0x1F1FF; }
bool IsEmoji(char32_t c) { return In(kEmoji, c); }
bool IsControl(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) ||
         c == 0x2028 || c == 0x2029;
}
bool IsInvisibleFormat(char32_t c) { return In(kInvisible, c); }
bool IsRightToLeft(char32_t c) { return In(kRightToLeft, c); }
bool IsSpace(char32_t c) { return In(kSpaces, c); }

std::vector<Span> Clusters(std::string_view text) {
  std::vector<Span> out;
  size_t i = 0;
  while (i < text.size()) {
    const size_t start = i;
    size_t n = 1;
    const char32_t first = DecodeAt(text, i, &n);
    i += n;
    if (IsRegionalIndicator(first) && i < text.size() && IsRegionalIndicator(DecodeAt(text, i, &n))) i += n;
    while (i < text.size()) {
      const char32_t next = DecodeAt(text, i, &n);
      if (IsControl(first) || !IsExtender(next)) break;
      i += n;
      // A joiner takes the next character into the cluster (an emoji family, a Devanagari half form).
      if (next == kZwj && i < text.size()) {
        const char32_t joined = DecodeAt(text, i, &n);
        if (!IsControl(joined)) i += n;
      }
    }
    out.push_back({start, i});
  }
  return out;
}

}  // namespace carc::chars
