#pragma once
// What a road or city on the board carries beyond its tiles and coats of arms, in words for the board's
// hover: the inn or cathedral that changes its worth (Inns & Cathedrals) and the trade goods whoever
// finishes it takes (Traders & Builders). Empty when it carries nothing of the kind.
#include <string>

#include "carc/state.h"

namespace carc::ui {

std::string FeatureMarksWords(const GameState& s, int root, FeatureType type);

}  // namespace carc::ui
