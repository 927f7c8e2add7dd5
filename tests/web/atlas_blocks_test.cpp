// Which of the embedded font's characters the atlas holds (web/ui/text/atlas_blocks): an English page
// starts with what its texts draw, a text in another script adds its block once, and where nothing
// else can draw a character (the desktop) the atlas holds every one from the start.
#include <doctest/doctest.h>

#include <cstddef>
#include <vector>

#include "ui/text/atlas_blocks.h"

using carc::ui::atlas_blocks::Blocks;
using carc::ui::atlas_blocks::Range;

namespace {

// The ranges cmake/embed_fonts.py keeps (its BASE_RANGES, NAME_RANGES and the catalogues' extras),
// as in the build of 2026-12-06: 552 characters.
std::vector<Range> Inter() {
  return {{32, 126},     {160, 328},     {330, 383},     {461, 476},     {536, 539},     {900, 906},
          {908, 908},    {910, 929},     {931, 974},     {1024, 1119},   {1168, 1169},   {8208, 8231},
          {8239, 8250},  {8364, 8364},   {8470, 8470},   {8592, 8595},   {8722, 8722},   {10003, 10003}};
}

int Count(const std::vector<Range>& ranges) {
  int n = 0;
  for (const Range& r : ranges) n += static_cast<int>(r.second - r.first + 1);
  return n;
}

}  // namespace

TEST_CASE("an English page's atlas: ASCII, Latin-1 and the texts' punctuation, not Greek or Cyrillic") {
  Blocks b(Inter(), false);
  CHECK(Count(Inter()) == 552);
  CHECK(b.InAtlas(U'A'));
  CHECK(b.InAtlas(U'é'));       // Latin-1: accented names in any Latin language
  CHECK(b.InAtlas(U'\u2026'));  // the ellipsis of the texts
  CHECK(b.InAtlas(U'\u2190'));  // arrows
  CHECK(b.InAtlas(U'\u2713'));  // the check mark
  CHECK_FALSE(b.InAtlas(U'ł'));  // Latin Extended-A: Polish, Czech...
  CHECK_FALSE(b.InAtlas(U'Ж'));
  CHECK_FALSE(b.InAtlas(U'Ω'));
  CHECK_FALSE(b.Changed());
  // Less than half of what the font has, so less than half of the rasterizing and of the texture.
  CHECK(b.Characters() == 95 + 96 + 36 + 1 + 1 + 4 + 1 + 1);
  CHECK(b.Characters() * 2 < Count(Inter()));
}

TEST_CASE("a text in Cyrillic adds the Cyrillic block once, and only what the font has of it") {
  Blocks b(Inter(), false);
  CHECK_FALSE(b.Need(U'Ж'));  // drawn by the browser's fonts this frame
  CHECK(b.Changed());
  CHECK(b.Need(U'Ж'));        // the block is in: the next build has it
  CHECK(b.InAtlas(U'я'));
  CHECK_FALSE(b.InAtlas(U'Ѣ'));  // U+0462: in the block, not in the font
  const int before = b.Characters();
  b.Built();
  CHECK_FALSE(b.Changed());
  CHECK(b.Need(U'ж'));
  CHECK_FALSE(b.Changed());  // nothing new
  CHECK(before == 95 + 96 + 36 + 1 + 1 + 4 + 1 + 1 + 96);  // U+0400-045F of U+0400-047F
}

TEST_CASE("a character the font does not have asks for nothing: the browser draws it") {
  Blocks b(Inter(), false);
  CHECK_FALSE(b.Need(U'李'));
  CHECK_FALSE(b.Need(U'\U0001F3B2'));  // 🎲
  CHECK_FALSE(b.Changed());
  CHECK_FALSE(b.Embedded(U'李'));
}

TEST_CASE("the ranges to rasterize are the font's, cut at the blocks in, and joined where they touch") {
  Blocks b(Inter(), false);
  b.Need(U'ł');  // Latin Extended-A: U+0100-017F
  const std::vector<Range> r = b.Ranges();
  REQUIRE(r.size() >= 2);
  CHECK(r[0] == Range{32, 126});
  CHECK(r[1] == Range{160, 328});  // Latin-1 and Extended-A, as the font has them, in one range
  CHECK(r[2] == Range{330, 383});
  for (size_t i = 1; i < r.size(); ++i) CHECK(r[i - 1].second < r[i].first);
}

TEST_CASE("on the desktop (no host to draw a run) every character is in from the start") {
  Blocks b(Inter(), true);
  CHECK(b.Characters() == 552);
  CHECK(b.InAtlas(U'Ж'));
  CHECK(b.InAtlas(U'Ω'));
  CHECK(b.Need(U'ł'));
  CHECK_FALSE(b.Changed());
}
