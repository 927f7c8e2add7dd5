#pragma once
// The share link: a game record carried in a URL fragment, "<page>#g=<fragment>". Version 1 ("v":1)
// is a ruleset-1 game; version 2 adds the ruleset ("r"); ruleset 1 is still written as version 1.
// The fragment is the record's compact JSON form (engine/docs/share-link.md), percent-encoded where
// a URL fragment requires it. Decoding never throws and accepts the compact or the canonical form,
// percent-encoded or not.
#include <string>
#include <string_view>

#include "carc/record.h"

namespace carc {

// The text after "#g=". A record whose content the compact form cannot spell (a tile id with
// unusual characters, an unknown colour...) is written in the canonical form instead, so the
// conversion is always lossless.
std::string EncodeShareFragment(const GameRecord& r);

// Reads a fragment (with or without a leading "#", "g=" or "#g="; percent-encoded or already
// decoded; compact or canonical JSON). On failure returns false with a message; `out` is untouched.
// The record is not replayed: call Replay() to check its actions.
// *failure (when given) tells a damaged link from one made by a newer version of the game.
bool DecodeShareFragment(std::string_view fragment, GameRecord* out, std::string* error, ReadFailure* failure = nullptr);

// The compact JSON text (not percent-encoded), and its reader. Exposed for tests and tools.
std::string CompactRecordJson(const GameRecord& r);
bool CompactRecordFromJson(const nlohmann::json& j, GameRecord* out, std::string* error, ReadFailure* failure = nullptr);

// Percent-encoding of a URL fragment: everything outside RFC 3986's fragment characters is
// encoded, and also '%', '&', '+' and '=' (so that a page may read "#g=..." like a query string).
std::string PercentEncodeFragment(std::string_view text);
// Decodes every "%XX" (hex); a '%' not followed by two hex digits stays as it is.
std::string PercentDecode(std::string_view text);

}  // namespace carc
