#pragma once
// A tile in words, by what it shows ("a city with a road", "a river with a tower foundation"), for
// the log, the screen reader and the tips: a player never reads a tile's id.
#include <string>

#include "carc/tile.h"

namespace carc::ui {

// The tile as a noun phrase with its article, in the player's language (German: accusative, as the
// log's sentences use it: "Ana zieht eine Stadt mit einer Straße").
std::string TileWords(const TileDef& t);

}  // namespace carc::ui
