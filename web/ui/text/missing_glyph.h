#pragma once
// What the desktop build draws for a character its font lacks (it has no browser to draw it): a box
// with the character's code in hexadecimal, as browsers do when no font has a character - so a
// name in a script the desktop cannot show is still as many distinct marks as it has characters,
// never a row of identical question marks. Pure (tests/web/text_runs_test.cpp).
#include <vector>

namespace carc::ui {

// An image for one glyph: white with alpha (ImGui tints it with the text's colour), `w` x `h`
// pixels, drawn `top` pixels below the line's top; the pen then moves `advance` pixels.
struct GlyphImage {
  int w = 0, h = 0;
  float top = 0, left = 0, advance = 0;
  std::vector<unsigned char> rgba;
};

// The box for `c` in a line `line_px` pixels high whose baseline is `ascent` pixels below its top.
GlyphImage MissingGlyphBox(char32_t c, float line_px, float ascent);

}  // namespace carc::ui
