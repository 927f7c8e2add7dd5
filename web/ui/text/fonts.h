#pragma once
// The UI's fonts (Inter, SIL Open Font License, from Debian's fonts-inter), cut down at build time to
// the characters the game shows and the common letters of names (cmake/embed_fonts.py) and embedded
// in the binary. What they lack is drawn by the host's own fonts (ui/text/run_glyphs.h).
namespace carc::ui {

extern const unsigned char kFontRegular[];
extern const int kFontRegularSize;
extern const unsigned char kFontSemiBold[];
extern const int kFontSemiBoldSize;
// The characters both fonts have, as inclusive (first, last) pairs, ending with 0.
extern const unsigned int kFontCodepointRanges[];
// The font's em in pixels for one pixel of ImGui's size (its line: ascent - descent).
extern const float kFontEmPerPixelHeight;

}  // namespace carc::ui
