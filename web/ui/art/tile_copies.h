#pragma once
// Tiles with their counts, as small pictures in rows ("x3" beside each): the remaining-tile list
// (ui/panels/hud) and the tiles still to come that fit an open square (the board's tooltip).
#include <vector>

#include "carc/state.h"

namespace carc::ui {

// Lays out one picture of `px` pixels a kind, with its count, wrapping at `width` (0: the window's
// width left); each picture's tooltip says its count when `tooltips`.
void DrawTileCopies(const GameState& s, const std::vector<TileCopies>& tiles, float px, float width = 0,
                    bool tooltips = true);

}  // namespace carc::ui
