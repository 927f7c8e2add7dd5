#pragma once
// How a text splits between the UI's embedded font and the host's own fonts (pure: no ImGui, no GL;
// tests/web/text_runs_test.cpp). The embedded font (ui/text/fonts.h) has the game's own texts and the
// common letters of names; a name can be anything a player types - 李小龍, محمد, Zoë 🎲, 🇺🇦 - so
// what the font lacks goes, in the browser, to the browser's text renderer as whole runs (it shapes
// Arabic and Devanagari, orders right-to-left text and joins emoji sequences), and on the desktop,
// which has no such renderer, becomes a visible box per missing character (ui/text/missing_glyph.h).
// ui/text/run_glyphs.h turns each run or box into one glyph of the font.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/characters.h"

namespace carc::ui::runs {

// How each part of a text is drawn.
enum class Drawer {
  Font,        // the embedded font, by ImGui
  Host,        // one run for the host's text renderer (tinted by the text's colour)
  HostColour,  // a run of emoji only: drawn in its own colours
  Box,         // one character the desktop cannot draw: a visible replacement
  Hidden,      // invisible formatting the desktop drops
};
struct Segment {
  size_t begin = 0, end = 0;
  Drawer how = Drawer::Font;
};
// kHostText: the browser (runs). kBoxes: the desktop (a box per missing character).
enum class Host { kHostText, kBoxes };
// `covered`: whether the embedded font has a code point. In runs, a character the font has but that
// carries an extender (a decomposed accent, an emoji selector) goes to the host too, which places it
// properly; spaces and punctuation between two missing characters stay in their run, so a name of
// several right-to-left words keeps its order. Adjacent segments never share a drawer.
std::vector<Segment> Split(std::string_view text, const std::function<bool(char32_t)>& covered, Host host);

}  // namespace carc::ui::runs
