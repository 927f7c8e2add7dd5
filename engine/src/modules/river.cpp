// The River (C3): river tiles come first, each continues the open end of the river, the river never
// turns the same way twice in a row, and its new open end may not face a placed tile (no U-turn
// onto itself). The source is the start tile (the catalogue marks it); by default the base start
// tile D is set aside (option river-start-tile-in-land shuffles it in).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/module.h"
#include "carc/rules.h"

namespace carc {
namespace {

// The river edges of a tile at rotation rot, as a mask of board sides (bit s = side s).
unsigned RiverSides(const TileDef& t, int rot) { return RotateSideMask(t.river_sides, rot); }

bool HasRiver(const TileDef& t) { return t.river_sides != 0; }

// The river side other than `entry`, or -1 (the lake ends the river).
int ExitSide(unsigned sides, int entry) {
  for (int side = 0; side < 4; ++side)
    if ((sides >> side & 1) && side != entry) return side;
  return -1;
}

// RULES.md §3.2 only forbids immediate U-turns and (as a safeguard) running into a placed tile; a
// river can still box its open end in so that no tile, not even the lake, fits there, and the rest of
// the river would be discarded. Our rule (documented in engine/docs/rules-decisions.md): a river tile may not
// leave its open end on a square where the lake could not be placed. The lake's other three edges are
// field, so every placed neighbour of that square (other than the new tile at `from`) must show field.
bool LakeCouldEnd(const GameState& s, Pos from, Pos next, int exit) {
  for (int side = 0; side < 4; ++side) {
    Pos q = Neighbour(next, side);
    if (q == from || side == Opposite(exit)) continue;
    int n = s.board.At(q);
    if (n < 0) continue;
    const PlacedTile& nt = s.board.tile(n);
    if (s.Tile(nt.tile).EdgeAt(Opposite(side), nt.rot) != EdgeType::Field) return false;
  }
  return true;
}

struct RiverStep {
  bool ok = false;
  int exit = -1;  // new open end, -1 for the lake
  int turn = 0;   // -1 left, +1 right, 0 straight
  // Why not (RefusalReason, for the player's words): "river-not-at-end" (not on the square the open
  // end faces), "river-not-joined" (its river misses the open end), "river-blocked" (the new end
  // faces a placed tile), "river-boxed-in" (not even the lake could end it there), "river-same-turn".
  std::string_view refusal;
};

// How a river tile at (p, rot) would continue the river, if it can.
RiverStep Continue(const GameState& s, const TileDef& t, Pos p, int rot) {
  RiverStep step;
  const RiverData& r = s.md.river;
  auto refuse = [&](std::string_view why) {
    step.refusal = why;
    return step;
  };
  if (r.end_side < 0 || Neighbour(r.end, r.end_side) != p) return refuse("river-not-at-end");
  unsigned sides = RiverSides(t, rot);
  int entry = Opposite(r.end_side);
  if (!(sides >> entry & 1)) return refuse("river-not-joined");
  step.exit = ExitSide(sides, entry);
  if (step.exit >= 0) {
    // The official rule first (its reason is the one a player is told), then the safeguards.
    int flow = r.end_side;                                   // direction the water moves
    step.turn = step.exit == flow ? 0 : (step.exit == ((flow + 1) & 3) ? 1 : -1);
    if (step.turn != 0 && step.turn == r.last_turn) return refuse("river-same-turn");  // same way twice in a row
    if (s.board.Has(Neighbour(p, step.exit))) return refuse("river-blocked");  // would run into a placed tile
    if (!LakeCouldEnd(s, p, Neighbour(p, step.exit), step.exit)) return refuse("river-boxed-in");
  }
  step.ok = true;
  return step;
}

class RiverModule final : public Module {
 public:
  std::string_view Id() const override { return "river"; }

  void Setup(GameState& s) const override {
    s.md.river.active = true;
    if (s.setup->has_deck || s.setup->Option("river-start-tile-in-land")) return;
    const TileDef* d = s.catalog->Find("D");
    auto it = std::find(s.land.tiles.begin(), s.land.tiles.end(), d->index);
    if (it != s.land.tiles.end()) s.land.tiles.erase(it);
  }

  void OnStart(GameState& s, Events*) const override {
    const PlacedTile& src = s.board.tile(0);
    int side = ExitSide(RiverSides(s.Tile(src.tile), src.rot), -1);
    if (side >= 0) {
      s.md.river.end = src.pos;
      s.md.river.end_side = side;
    }
  }

  bool AllowsPlacement(const GameState& s, const TileDef& t, Pos p, int rot) const override {
    if (!HasRiver(t)) return true;
    return Continue(s, t, p, rot).ok;
  }

  bool RestrictsPlacement(const GameState&, const TileDef& t) const override { return HasRiver(t); }

  std::string_view RefusalReason(const GameState& s, const TileDef& t, Pos p, int rot) const override {
    if (!HasRiver(t)) return {};
    return Continue(s, t, p, rot).refusal;
  }

  void OnTilePlaced(GameState& s, Events*) const override {
    const PlacedTile& pt = s.board.tile(s.last_placed);
    const TileDef& t = s.Tile(pt.tile);
    if (!HasRiver(t) || s.md.river.end_side < 0) return;
    // The tile now stands on the board, so Continue() would see its own exit blocked: recompute.
    int exit = ExitSide(RiverSides(t, pt.rot), Opposite(s.md.river.end_side));
    int flow = s.md.river.end_side;
    s.md.river.last_turn = exit < 0 || exit == flow ? 0 : (exit == ((flow + 1) & 3) ? 1 : -1);
    s.md.river.end = pt.pos;
    s.md.river.end_side = exit;
  }
};

}  // namespace

const Module& RiverModuleInstance() {
  static const RiverModule m;
  return m;
}

}  // namespace carc
