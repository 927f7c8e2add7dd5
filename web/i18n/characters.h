#pragma once
// The characters of a text as a person counts and sees them (pure: no ImGui; tests/web/text_runs_test.cpp):
// UTF-8 decoding, the classes of characters a name may hold (marks, emoji, controls, invisible
// formatting, right-to-left letters, spaces) and the clusters a person counts as one character. Used
// by the rule for a player's name (session/player_name.h) and by how a text is drawn (ui/text/text_runs.h).
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace carc::chars {

// One code point of UTF-8 text at byte `i` (a malformed byte reads as U+FFFD of length 1).
char32_t DecodeAt(std::string_view text, size_t i, size_t* length);
void AppendUtf8(std::string* out, char32_t c);

// Marks and modifiers that belong to the character before them: combining marks (the accent of a
// decomposed "é", Devanagari vowel signs), variation selectors, emoji skin tones, tag characters,
// zero-width joiners (which also join the next character).
bool IsExtender(char32_t c);
// Pictographs and symbols that show as emoji, and the regional indicators of flags.
bool IsEmoji(char32_t c);
bool IsRegionalIndicator(char32_t c);
// Control characters (C0, DEL, C1), the bidirectional embedding/override/isolate controls and the
// line and paragraph separators: nothing a name shows.
bool IsControl(char32_t c);
// Invisible formatting (zero-width joiners and spaces, variation selectors, tags, bidi marks).
bool IsInvisibleFormat(char32_t c);
// Characters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko... and their presentation forms).
bool IsRightToLeft(char32_t c);
bool IsSpace(char32_t c);

// The characters a person sees (grapheme clusters, simplified: a character with its extenders, the
// characters joined by zero-width joiners, flags as pairs of regional indicators, a Hangul syllable
// written as jamo), as byte ranges [begin, end) of `text`.
struct Span {
  size_t begin = 0, end = 0;
};
std::vector<Span> Clusters(std::string_view text);

}  // namespace carc::chars
