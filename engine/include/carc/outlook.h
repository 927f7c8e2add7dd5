#pragma once
// What can still fit (issue 44): for each open square next to the board, how many of the tiles
// still to come may be placed there, in some rotation, under the rules in force; and which roads,
// cities and monasteries can no longer be finished because one of their open squares takes none of
// them. It reads only what every player sees: the remaining tiles as counts (RemainingTiles), the
// tile in hand and the abbeys the players hold - never the order of a stack. Whether a tile may go
// on a square is asked of the placement rules themselves (rules.h PlacementTest and the module
// hooks), never worked out again here. engine/docs/outlook.md: what a count means exactly, and what
// it costs (cheap enough to compute after every action).
#include <vector>

#include "carc/state.h"

namespace carc {

// The tiles still to come, by kind in catalogue order: the stacks' remaining tiles (counted as
// RemainingTiles counts them), the tile in hand, and the tiles held outside them that may still be
// placed (Module::HeldTiles: the players' abbeys).
std::vector<TileCopies> TilesToCome(const GameState& s);

struct OpenSquare {
  Pos pos;
  int count = 0;                 // copies of the tiles still to come that may go there
  std::vector<TileCopies> fits;  // those tiles by kind, in catalogue order (copies summing to count)
  int later = 0;                 // of count, the copies that may go there only once more of the board is
                                 // filled, not now (the abbeys, before the square is enclosed)
};

// A road, city or monastery that can no longer be finished: one of its open squares (for a monastery,
// one of the eight around it) takes none of the tiles still to come.
struct UnfinishableFeature {
  FeatureType type = FeatureType::City;  // City, Road or Monastery
  int root = 0;              // its region root (Regions::Find); a monastery's own node
  std::vector<Pos> tiles;    // the squares of its tiles (a monastery: its own), in the region's order
  std::vector<Pos> dead;     // its open squares that take no tile, by y then x
  std::vector<int> figures;  // the figures on it: indices into GameState::figures (FiguresOn)
};

struct Outlook {
  std::vector<OpenSquare> squares;                // every open square, in board.frontier() order (y, x)
  std::vector<UnfinishableFeature> unfinishable;  // by root
};

// A square counts a tile when the tile may be placed there now in some rotation (PlacementTest), or
// when the only rule that refuses it now says it may allow it once more of the board is filled
// (Module::AllowsLater: the abbey, once the square is enclosed). So a square that counts 0 will never
// take a tile (outlook.md: the river's one reservation; tests/engine/outlook_test.cpp checks it after
// every action of random games with every expansion).
Outlook ComputeOutlook(const GameState& s);

}  // namespace carc
