#pragma once
// Plain reasons for refusals, in the player's words (from carc/explain.h): why the drawn tile does
// not fit on a square ("The road on its right side would meet a city."), and why no figure can go on
// a feature of the tile just placed ("This city already has Ben's meeple.").
#include <string>

#include "carc/state.h"

namespace carc::ui {

// The first reason tile `t` at `p` turned `rot` is refused; empty when it fits. Sides are named as
// the board shows them (north is up): top, right, bottom, left.
std::string PlacementRefusalText(const GameState& s, const TileDef& t, Pos p, int rot);

// Why the player cannot put a figure on feature `feature` of the tile just placed; empty when one
// can, or when it is not the figure step.
std::string FigureRefusalText(const GameState& s, int feature);

}  // namespace carc::ui
