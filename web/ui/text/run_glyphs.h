#pragma once
// What the embedded font lacks (a name in Chinese, Arabic, with emoji...), drawn as glyphs of the
// font itself, so that ImGui lays it out, wraps, measures, cuts and clips it like any text.
//
// ui/text/text_runs.h splits a text into what the font draws and the runs it lacks. Each run becomes one
// glyph of the ImFont at a private-use code point (U+E000...): in the browser the run is drawn by
// Canvas 2D in the browser's own fonts (shaped, right-to-left inside a left-to-right sentence, colour
// emoji) at the font's pixel size - so it is as crisp as the rest at any pixel density - and copied
// into an area of the font atlas reserved for it; on the desktop each missing character becomes a
// box with its code (ui/text/missing_glyph.h). A glyph's advance is the width the browser measured, so
// every width used for layout is the width of what is drawn.
//
// The glyphs are kept per text and font while they are drawn and freed some seconds after they stop
// being drawn (BetweenFrames repacks the area then); a new font build (another pixel density) starts
// afresh. text.cpp passes every text through Drawable(); the text record (debug.texts()) and the
// screen reader keep the text as it was written.
#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

namespace carc::ui::run_glyphs {

// The fonts (look.cpp): each ImFont with the weight the browser must draw it in (400 or 600).
struct Face {
  ImFont* font = nullptr;
  int weight = 400;
};
// Before the atlas is built: reserves the area for runs, sized for `density` (pixels per unit).
void ReserveArea(ImFontAtlas* atlas, float density);
// After the build: forgets everything made for the previous fonts.
void FontsBuilt(ImFontAtlas* atlas, const std::vector<Face>& faces);
// Between two frames: frees what was not drawn for a while and repacks the area. True when the
// area is too small for what one frame draws, or when a text needed characters of the font that the
// atlas does not hold yet (ui/text/atlas_blocks.h): the caller then rebuilds the fonts.
bool BetweenFrames();
// The characters the fonts are to be built with (zero-terminated pairs, which the caller keeps while
// the atlas is built from them): those of the embedded font in the blocks the texts have needed so far.
std::vector<ImWchar> GlyphRanges();

// `text` as ImGui must be given it to draw in `font`: each run the font lacks replaced by its glyph.
// `to_draw` false: only measured (the glyph gets its advance; its pixels are made when drawn).
// Returns the text itself when the font has all of it (nearly always: no copy of the work).
std::string Drawable(std::string_view text, ImFont* font, bool to_draw = true);
// While one lives, a character the font has but the atlas does not hold yet is drawn by the browser
// (a run, as for what the font lacks) instead of growing the atlas: for texts shown in many scripts at
// once, a word or two in each (the language menu, each language's name in its own), which would
// otherwise rasterize whole alphabets in four sizes at the page's start. On the desktop, where the
// atlas holds every character, it changes nothing.
class KeepAtlas {
 public:
  KeepAtlas();
  ~KeepAtlas();
  KeepAtlas(const KeepAtlas&) = delete;
  KeepAtlas& operator=(const KeepAtlas&) = delete;
};

// Glyphs at their own code points for each character of `text` that `font` lacks: for ImGui's text
// fields, which draw their buffer themselves (a character at a time: unshaped, left to right).
void CoverCharacters(std::string_view text, ImFont* font);

// The characters of `text` will be drawn soon: the blocks the atlas lacks for them are asked for at
// once, so that the fonts are built with them before it is drawn (the language's texts, before the
// first frame: ui/text/look.h), not drawn by the browser for a frame and built again after it.
void Expect(std::string_view text);

// For the benchmark (debug.textRuns()): glyphs kept, how many were made and the time spent making
// them (in all, in the last frame that made any, and the most in one frame), how full the area is.
struct Stats {
  int glyphs = 0, made = 0, made_last = 0;
  int atlas_characters = 0;  // the embedded font's characters in the atlas (ui/text/atlas_blocks.h)
  double ms_total = 0, ms_last = 0, ms_max = 0;
  float area_used = 0;
  int area_w = 0, area_h = 0;
  int atlas_w = 0, atlas_h = 0;  // the whole font texture's size in pixels
  int builds = 0;                 // how many times the fonts were built (FontsBuilt)
};
Stats GetStats();

}  // namespace carc::ui::run_glyphs
