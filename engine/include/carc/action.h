#pragma once
// The actions of a game record (docs: game-record.md) and their JSON form.
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/fair_deal.h"
#include "carc/geometry.h"

namespace carc {

// Commit, Reveal and Rekey exist only in a game with a fair deal (fair_deal.h): a seat's device commits
// to its chain, reveals its value for a turn, or, having lost its secret, makes a new chain.
// SecondTile takes a builder's second tile when ruleset 7 offers it (Skip leaves it; issue 48).
enum class ActionType { Place, Figure, Watchman, Skip, Abbey, Wagon, Floors, Commit, Reveal, Rekey, SecondTile };

// LargeMeeple (Inns & Cathedrals), Builder and Pig (Traders & Builders) came with issue 32; the
// numbers are the order of the share link's figure codes (share.cpp) and never change.
enum class FigureKind : int { Meeple = 0, Mayor = 1, Wagon = 2, Barn = 3, LargeMeeple = 4, Builder = 5, Pig = 6 };
constexpr int kFigureKinds = 7;
std::string_view FigureKindName(FigureKind k);
int FigureKindFromName(std::string_view name);  // -1 if unknown

// Where on the tile just placed a figure goes ("at" in the record): an edge, a half-edge, the centre,
// a corner, or the k-th feature of the tile data.
struct Locator {
  enum Kind { None, Edge, Half, Center, Corner, Index } kind = None;
  int value = 0;
  friend bool operator==(const Locator&, const Locator&) = default;
  std::string ToString() const;
  static bool Parse(std::string_view text, Locator* out);
};

struct Action {
  ActionType type = ActionType::Skip;
  int x = 0, y = 0, rot = 0;  // place, abbey, wagon (square), watchman (tower square)
  std::string tile;           // place: optional check of the drawn tile's id
  FigureKind figure = FigureKind::Meeple;
  Locator at;                 // figure, wagon
  std::vector<Pos> towers;    // floors
  ChainValue value{};         // commit, rekey: the new chain's commitment; reveal: the value revealed
  int seat = 0;               // commit: the seat committed to (the devices commit in any order)

  Pos pos() const { return {x, y}; }
};

// A fair deal's action: commit (with its seat), reveal or rekey, carrying `value`.
Action ChainAction(ActionType type, const ChainValue& value = {}, int seat = 0);

nlohmann::json ActionToJson(const Action& a);
// The same move as a record writes it (fields a type does not use aside). `with_tile_check`: false
// when one of them may carry the place action's optional tile check and the other not.
bool SameMove(const Action& a, const Action& b, bool with_tile_check = true);
// Reads one action; never throws. On failure returns false and explains in `error`.
bool ActionFromJson(const nlohmann::json& j, Action* out, std::string* error);

}  // namespace carc
