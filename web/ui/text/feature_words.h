#pragma once
// What a road or city on the board carries beyond its tiles and coats of arms, in words for the board's
// hover: the inn or cathedral that changes its worth (Inns & Cathedrals) and the trade goods whoever
// finishes it takes (Traders & Builders). Empty when it carries nothing of the kind.
#include <string>

#include "carc/state.h"

namespace carc::ui {

std::string FeatureMarksWords(const GameState& s, int root, FeatureType type);

// What can still fit (issue 44): "3 tiles still to come fit here" - an open square's tooltip, and
// what the screen reader hears with the keyboard's square.
std::string SquareFitsWords(int count);
// A road, city or monastery that can no longer be finished (carc/outlook.h), in one sentence.
std::string UnfinishableWords(FeatureType type);

}  // namespace carc::ui
