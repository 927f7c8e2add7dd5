#pragma once
// Which of the embedded font's characters the font atlas holds (pure: no ImGui, no GL;
// tests/web/atlas_blocks_test.cpp). Rasterizing every character Inter was cut down to (480 of them,
// in four sizes) was the largest part of the page's start: main()'s long task and the first frame's
// texture upload (docs/first-visit.md). The atlas starts with the blocks of 128 code points an
// English page draws (ASCII, Latin-1, the punctuation, arrows and signs of the texts) and grows a
// block at a time when a text needs a character of another block that the font has (a Czech or
// Russian catalogue, a name in Cyrillic): that text is drawn by the browser's fonts for a frame
// (ui/text/run_glyphs.h), and the fonts are built again with the block before the next one.
// Where nothing else can draw a character (the desktop: ui/text/missing_glyph.h) every block is
// in the atlas from the start.
#include <cstdint>
#include <utility>
#include <vector>

namespace carc::ui::atlas_blocks {

using Range = std::pair<char32_t, char32_t>;  // inclusive

class Blocks {
 public:
  // `embedded`: the characters the font has, as sorted inclusive ranges. `all`: every block at once.
  Blocks(std::vector<Range> embedded, bool all);

  // Whether the font has `c` at all.
  bool Embedded(char32_t c) const;
  // Whether the atlas holds `c` (the font has it and its block is in).
  bool InAtlas(char32_t c) const;
  // `c` is about to be drawn: when the font has it and the atlas does not yet, its block is asked
  // for (Changed() is then true until the fonts are built again). Returns InAtlas(c).
  bool Need(char32_t c);
  // Whether a block was asked for since the last Built().
  bool Changed() const { return changed_; }
  // The atlas was built from Ranges().
  void Built() { changed_ = false; }
  // The characters to rasterize: the font's ranges cut to the blocks in, sorted, inclusive.
  std::vector<Range> Ranges() const;
  // How many characters that is (for the benchmark and the tests).
  int Characters() const;

 private:
  static constexpr char32_t kBlock = 128;
  bool BlockIn(char32_t c) const;
  std::vector<Range> embedded_;
  std::vector<char32_t> blocks_;  // the first code point of each block in, sorted
  bool changed_ = false;
};

}  // namespace carc::ui::atlas_blocks
