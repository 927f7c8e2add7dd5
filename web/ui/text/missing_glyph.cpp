#include "ui/text/missing_glyph.h"

#include <algorithm>
#include <cmath>

namespace carc::ui {
namespace {

// Hex digits 3 pixels wide and 5 high, a row of 3 bits per line (top line first).
constexpr unsigned char kDigits[16][5] = {
    {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 7, 1, 7}, {5, 5, 7, 1, 1}, {7, 4, 7, 1, 7},
    {7, 4, 7, 5, 7}, {7, 1, 1, 1, 1}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7}, {7, 5, 7, 5, 5}, {6, 5, 6, 5, 6},
    {7, 4, 4, 4, 7}, {6, 5, 5, 5, 6}, {7, 4, 7, 4, 7}, {7, 4, 7, 4, 4}};

}  // namespace

GlyphImage MissingGlyphBox(char32_t c, float line_px, float ascent) {
  // Four digits in two rows for the first 65,536 characters, six beyond (an emoji: 01F3B2).
  const int cols = c > 0xFFFF ? 3 : 2;
  const int s = std::max(1, static_cast<int>(std::floor(line_px / 16.0f)));  // pixels per dot
  const int margin = s, border = s;
  GlyphImage g;
  g.w = 2 * (border + margin) + cols * 3 * s + (cols - 1) * s;
  g.h = 2 * (border + margin) + 2 * 5 * s + s;
  g.rgba.assign(static_cast<size_t>(g.w * g.h * 4), 0);
  const auto dot = [&](int x, int y) {
    unsigned char* p = &g.rgba[static_cast<size_t>((y * g.w + x) * 4)];
    p[0] = p[1] = p[2] = p[3] = 255;
  };
  for (int x = 0; x < g.w; ++x)
    for (int b = 0; b < border; ++b) dot(x, b), dot(x, g.h - 1 - b);
  for (int y = 0; y < g.h; ++y)
    for (int b = 0; b < border; ++b) dot(b, y), dot(g.w - 1 - b, y);
  const int digits = cols * 2;
  for (int d = 0; d < digits; ++d) {
    const int value = static_cast<int>((c >> (4 * (digits - 1 - d))) & 0xF);
    const int x0 = border + margin + (d % cols) * 4 * s, y0 = border + margin + (d / cols) * 6 * s;
    for (int row = 0; row < 5; ++row)
      for (int col = 0; col < 3; ++col)
        if (kDigits[value][row] & (4 >> col))
          for (int yy = 0; yy < s; ++yy)
            for (int xx = 0; xx < s; ++xx) dot(x0 + col * s + xx, y0 + row * s + yy);
  }
  g.left = static_cast<float>(s);
  g.advance = static_cast<float>(g.w + 2 * s);
  // Standing on the baseline, as tall as it must be (about the line's height).
  g.top = std::max(0.0f, std::round(ascent) - static_cast<float>(g.h) + static_cast<float>(s));
  return g;
}

}  // namespace carc::ui
