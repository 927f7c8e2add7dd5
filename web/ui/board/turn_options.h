#pragma once
// What the decision awaited offers, derived from LegalActions only (one source of legality): the
// squares and rotations where the drawn tile fits, the figure targets on the board, the holes for the
// abbey, the wagon moves, the floors choices, and whether "skip" is allowed.
#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "carc/game.h"

namespace carc::ui {

struct Target {
  Action action;
  ImVec2 world;        // board position in tile units (cell (x,y) spans [x,x+1) x [y,y+1))
  std::string label;   // for tooltips: "meeple on the city", "watchman"...
};

struct TurnOptions {
  Decision decision = Decision::Over;
  int decider = -1;
  int tile = -1;                        // catalogue index of the tile to place (Place)
  std::map<Pos, uint8_t> placements;    // square -> mask of legal rotations
  std::vector<Target> targets;          // figures, watchmen, wagon moves
  std::vector<Pos> holes;               // abbey squares
  std::vector<Action> floors;           // floors choices
  std::vector<Pos> floor_towers;        // every tower named by a floors choice, lettered A, B... in this order
  bool can_skip = false;
  Action skip;
  // A builder's second tile offered (ruleset 7): the action that takes it; `skip` leaves it.
  std::optional<Action> take_second_tile;

  bool Fits(Pos p, int rot) const {
    auto it = placements.find(p);
    return it != placements.end() && (it->second >> (rot & 3) & 1);
  }
};

TurnOptions BuildTurnOptions(const GameState& s, const std::vector<Action>& legal);

// The turn in hand: its options, built again when the game or the language changed (the target labels
// are texts), and the rotation of the tile to place (kept while it fits somewhere, else the first that does).
class TurnInHand {
 public:
  const TurnOptions& Options(const GameState& s, const std::vector<Action>& legal, int version);
  void Stale() { version_ = -1; }
  int rot = 0;
  std::vector<Pos> marked_towers;  // the floors choice's towers under the pointer or the keys, marked on the board

 private:
  TurnOptions opts_;
  int version_ = -1;
  int language_ = -1;  // i18n::Generation() of opts_
};

// The letter that names tower `p` in the floors choices ("A", "B"...; "?" when not among them).
std::string TowerLetter(const TurnOptions& opts, Pos p);

}  // namespace carc::ui
