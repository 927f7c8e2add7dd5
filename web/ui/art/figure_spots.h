#pragma once
// Where each figure of the game stands on the board, in the board's world units (a tile is 1x1, its
// north-west corner at its square): the board draws figures there, and the motion of figures going home
// starts there.
#include <imgui.h>

#include <vector>

#include "carc/game.h"

namespace carc::ui {

struct FigureSpot {
  int figure = -1;  // index in GameState::figures
  int owner = 0;
  FigureKind kind = FigureKind::Meeple;
  Pos square;       // the tile it stands on (the tower's square, for a watchman)
  ImVec2 world;     // where its foot-print centre is drawn (a watchman: the tower's spot)
  bool lying = false;  // a farmer
  bool barn = false;   // on a tile corner
};

std::vector<FigureSpot> FigureSpots(const GameState& s);
// Where a figure of `kind` on feature `feature` of a tile stands (tile units) and whether it lies (a
// farmer): the board's spots and How to play's drawings alike.
ImVec2 FigurePoint(const TileDef& def, int rot, int feature, FigureKind kind, bool* lying);

}  // namespace carc::ui
