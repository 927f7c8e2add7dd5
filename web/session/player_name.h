#pragma once
// The rule for a player's name typed on the new-game screen (pure: tests/web/text_runs_test.cpp).
// Any script and emoji are welcome; the name is trimmed of spaces at both ends and of control and
// invisible formatting characters. A name is refused when nothing visible is left, when it has
// more than kMaxNameCharacters characters as a person counts them (a flag or an emoji with its skin
// tone is one), or when it is longer than the game record takes (kMaxNameBytes of UTF-8: only names
// of many emoji or combined marks reach it before the count). An empty field is no name at all: the
// screen gives that seat its default name.
#include <cstddef>
#include <string>
#include <string_view>

namespace carc {

constexpr int kMaxNameCharacters = 20;
constexpr size_t kMaxNameBytes = 64;  // a player's "name" in a record (engine/src/setup.cpp)

enum class NameProblem { kNone, kEmpty, kBlank, kTooLong, kTooManyBytes };

// The name as it will be kept: without control or invisible formatting characters, trimmed.
std::string CleanName(std::string_view typed);
// The characters a person counts in `text` (grapheme clusters, ui/text/text_runs.h).
int CountCharacters(std::string_view text);
NameProblem CheckName(std::string_view typed);

}  // namespace carc
