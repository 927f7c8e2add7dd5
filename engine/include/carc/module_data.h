#pragma once
// The per-game state that expansion modules keep inside GameState. Each module owns its struct; the
// base game code never reads them.
#include <array>
#include <vector>

#include "carc/geometry.h"

namespace carc {

struct RiverData {
  bool active = false;
  Pos end;           // the square whose river edge is still open
  int end_side = -1; // that open edge (board direction), -1 before the source is placed
  int last_turn = 0; // -1 left, +1 right, 0 straight: the previous river tile's turn
};

struct PendingWagon {
  int owner = 0;
  int from_tile = 0;  // placed-tile index where the wagon stood
};

struct AbbeyMayorData {
  bool offer_abbey = false;           // the current player may place the abbey instead of drawing
  std::vector<PendingWagon> wagons;   // freed wagons waiting to move, in order
  std::vector<int> end_round;         // players still to be offered the end-of-game abbey
  bool in_end_round = false;
  int barn_placed = -1;               // ruleset 1: field node of the barn placed this turn, -1 if none
};

struct Tower {
  Pos pos;
  int floors = 0;
  int watchman = -1;  // owner of the watchman on top, -1 if none
};

struct TowerThievesData {
  std::vector<Tower> towers;
  int floor_supply = 20;
  int stolen_tile = -1;            // catalogue index of the stolen tile, -1 if none
  int pending_thief = -1;          // thief tile whose symbol waits for the floors choice
  int pending_floors = 0;          // floors to hand out in the floors choice
  int tower_tries = 0;             // tower tiles found unplaceable in a row this turn
};

// Traders & Builders (RULES-inns-traders.md §2).
struct TradersBuildersData {
  std::vector<std::array<int, 3>> goods;  // per player: tokens of wine, grain, cloth (kGoods order)
  int part = 0;           // the turn's tile: 0 the first, 1 the second of a builder's double turn
  bool extended = false;  // this part's tile extended a road or city holding the current player's builder
  // Ruleset 7 (issue 48): the offer of this turn's second tile and the player's answer.
  enum class Offer { None, Asked, Taken, Left };
  Offer offer = Offer::None;
};

struct ModuleData {
  RiverData river;
  AbbeyMayorData abbey_mayor;
  TowerThievesData tower_thieves;
  TradersBuildersData traders_builders;
};

}  // namespace carc
