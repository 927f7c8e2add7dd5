#pragma once
// Share links: "<page address>#g=<fragment>", the fragment being the engine's compact record
// (carc/share.h). Building one from the page's address, and reading one (a whole link, "#g=...",
// "g=..." or the fragment alone) into a record that has been replayed, with messages a player can act
// on: what is wrong, and for an illegal action which one.
#include <string>
#include <string_view>

#include "carc/record.h"

namespace carc::ui {

// The link to `r` on the page at `page_address` (any fragment of the address is dropped).
std::string BuildShareLink(std::string_view page_address, const GameRecord& r);

// True when a URL fragment (without '#') carries a game: it starts with "g=".
bool HashHasGame(std::string_view hash);

// The part of `link` that names the game: after the first '#', else the whole text. Surrounding
// white space (a pasted link) is ignored.
std::string_view LinkFragment(std::string_view link);

// Decodes and replays a link's game. On failure: false and a sentence for the page's alert ("This
// link ... : <what is wrong>"); `out` is untouched.
bool ReadShareLink(std::string_view link, GameRecord* out, std::string* error);

}  // namespace carc::ui
