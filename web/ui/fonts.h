#pragma once
// The UI's fonts (Inter, SIL Open Font License, from Debian's fonts-inter), cut down at build time to
// the characters the game shows (cmake/embed_fonts.py) and embedded in the binary.
namespace carc::ui {

extern const unsigned char kFontRegular[];
extern const int kFontRegularSize;
extern const unsigned char kFontSemiBold[];
extern const int kFontSemiBoldSize;

}  // namespace carc::ui
