// Names as typed: how a text splits between the embedded font and the host's fonts (web/ui/text/text_runs),
// the desktop's replacement boxes (web/ui/text/missing_glyph) and the rule for a typed name (web/player_name).
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "session/player_name.h"
#include "ui/text/missing_glyph.h"
#include "ui/text/text_runs.h"

using namespace carc;
using namespace carc::ui;

namespace {

// A font like the embedded one: ASCII, Latin-1 and Latin Extended-A, Greek and Cyrillic.
bool Covered(char32_t c) {
  return (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0x17F) || (c >= 0x384 && c <= 0x3CE) ||
         (c >= 0x400 && c <= 0x45F) || c == 0x2026;
}

// The parts of `text`, each as "kind:text" (F font, H host run, C colour run, B box, - hidden).
std::vector<std::string> Parts(std::string_view text, runs::Host host) {
  std::vector<std::string> out;
  for (const runs::Segment& s : runs::Split(text, Covered, host)) {
    const char kind = s.how == runs::Drawer::Font         ? 'F'
                      : s.how == runs::Drawer::Host       ? 'H'
                      : s.how == runs::Drawer::HostColour ? 'C'
                      : s.how == runs::Drawer::Box        ? 'B'
                                                          : '-';
    out.push_back(std::string(1, kind) + ":" + std::string(text.substr(s.begin, s.end - s.begin)));
  }
  return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("a character as a person counts it: accents, skin tones, flags, families, keycaps") {
  CHECK(CountCharacters("Zoë") == 3);
  CHECK(CountCharacters("Zoe\u0308") == 3);                     // the diaeresis typed as a mark
  CHECK(CountCharacters("李小龍") == 3);
  CHECK(CountCharacters("🎲") == 1);
  CHECK(CountCharacters("👍🏽") == 1);                           // thumbs up, medium skin tone
  CHECK(CountCharacters("🇺🇦🇵🇱") == 2);                        // two flags, four regional indicators
  CHECK(CountCharacters("👨‍👩‍👧‍👦") == 1);                      // a family joined by zero-width joiners
  CHECK(CountCharacters("1\uFE0F\u20E3") == 1);                 // the keycap 1
  CHECK(CountCharacters("नमस्ते") == 4);                           // न म स्ते: marks join their letter
  CHECK(CountCharacters("Дмитрий") == 7);
}

TEST_CASE("the browser draws the runs the font lacks; the font keeps the rest") {
  const auto host = runs::Host::kHostText;
  CHECK(Parts("Дмитрий: place the tile", host) == V{"F:Дмитрий: place the tile"});
  CHECK(Parts("Łukasz Ñ", host) == V{"F:Łukasz Ñ"});
  CHECK(Parts("李小龍 scores 4 points", host) == V{"H:李小龍", "F: scores 4 points"});
  // Emoji are a colour run of their own, so that the text's colour does not tint them.
  CHECK(Parts("Zoë 🎲", host) == V{"F:Zoë ", "C:🎲"});
  CHECK(Parts("🇺🇦 Олена", host) == V{"C:🇺🇦", "F: Олена"});
  CHECK(Parts("👍🏽👨‍👩‍👧‍👦", host) == V{"C:👍🏽👨‍👩‍👧‍👦"});
  // A right-to-left name of two words is one run: the browser orders its words.
  CHECK(Parts("محمد علي: place the tile", host) == V{"H:محمد علي", "F:: place the tile"});
  CHECK(Parts("שרה כהן", host) == V{"H:שרה כהן"});
  // A letter the font has, with a mark typed after it, is placed by the browser.
  CHECK(Parts("Zoe\u0308!", host) == V{"F:Zo", "H:e\u0308", "F:!"});
  // Words of the font between two runs stay the font's: runs are as short as they can be.
  CHECK(Parts("李 and 王", host) == V{"H:李", "F: and ", "H:王"});
  // Controls show nothing, except ImGui's own line breaks.
  CHECK(Parts("a\x01" "b\nc", host) == V{"F:a", "-:\x01", "F:b\nc"});
}

TEST_CASE("the desktop draws a visible box per character its font lacks, never one mark for a whole name") {
  const auto boxes = runs::Host::kBoxes;
  CHECK(Parts("李小龍", boxes) == V{"B:李", "B:小", "B:龍"});
  CHECK(Parts("Zoë 🎲", boxes) == V{"F:Zoë ", "B:🎲"});
  // Joiners and selectors are invisible: dropped; each emoji of a family is a box.
  CHECK(Parts("👨‍👩", boxes) == V{"B:👨", "-:\u200D", "B:👩"});
  CHECK(Parts("Дмитрий", boxes) == V{"F:Дмитрий"});

  // Each box shows its character's code: two different characters never look the same.
  std::set<std::vector<unsigned char>> seen;
  for (char32_t c : {U'李', U'小', U'龍', U'🎲', U'م'}) {
    const GlyphImage box = MissingGlyphBox(c, 16, 13);
    CHECK(box.w > 0);
    CHECK(box.h > 0);
    CHECK(box.advance > static_cast<float>(box.w));
    CHECK(box.h <= 16);
    int ink = 0;
    for (size_t i = 3; i < box.rgba.size(); i += 4) ink += box.rgba[i] > 0;
    CHECK(ink > box.w * 2);  // a frame and digits, not an empty square
    seen.insert(box.rgba);
  }
  CHECK(seen.size() == 5);
  // Sharp at any pixel density: three times the pixels on a three-times screen.
  CHECK(MissingGlyphBox(U'李', 48, 39).h == 3 * MissingGlyphBox(U'李', 16, 13).h);
}

TEST_CASE("a typed name: trimmed, any script, at most 20 characters, never only spaces or controls") {
  CHECK(CheckName("") == NameProblem::kEmpty);
  CHECK(CheckName("Дмитрий") == NameProblem::kNone);
  CHECK(CheckName("李小龍") == NameProblem::kNone);
  CHECK(CheckName("Zoë 🎲") == NameProblem::kNone);
  CHECK(CheckName("محمد علي") == NameProblem::kNone);
  CHECK(CheckName("👨‍👩‍👧‍👦") == NameProblem::kNone);
  CHECK(CheckName("   ") == NameProblem::kBlank);
  CHECK(CheckName("\t\x01 \u3000") == NameProblem::kBlank);
  CHECK(CheckName("\u3164\u200B") == NameProblem::kBlank);  // the invisible Hangul filler, a zero-width space
  CHECK(CheckName("\u202E") == NameProblem::kBlank);        // a right-to-left override alone
  CHECK(CleanName("  Ana\u202E  ") == "Ana");
  CHECK(CleanName("\u3000李 小龍 ") == "李 小龍");
  CHECK(CleanName("👨‍👩") == "👨‍👩");  // the joiner of an emoji sequence stays
  CHECK(CheckName("Abcdefghijklmnopqrst") == NameProblem::kNone);  // 20
  CHECK(CheckName("Abcdefghijklmnopqrstu") == NameProblem::kTooLong);
  CHECK(CheckName("   Abcdefghijklmnopqrst   ") == NameProblem::kNone);  // the spaces around do not count
  CHECK(CheckName("李小龍李小龍李小龍李小龍李小龍李小龍李小") == NameProblem::kNone);  // 20 x 3 bytes fits a record
  // Twenty flags are twenty characters, but 160 bytes: more than a record takes.
  std::string flags;
  for (int i = 0; i < 20; ++i) flags += "🇺🇦";
  CHECK(CheckName(flags) == NameProblem::kTooManyBytes);
  CHECK(CleanName(flags).size() > kMaxNameBytes);
}
