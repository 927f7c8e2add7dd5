#pragma once
// The base rules as operations on a GameState, shared by the turn machine and the expansion modules.
#include <vector>

#include "carc/module.h"
#include "carc/state.h"

namespace carc {

// --- Placement ---------------------------------------------------------------------------------
// Every edge shared with a placed tile matches and at least one is shared (tiles with closes_edges
// fit anything). Does not ask the modules.
bool EdgesFit(const GameState& s, const TileDef& t, Pos p, int rot, ErrorCode* why = nullptr);
// EdgesFit plus every module's AllowsPlacement.
bool PlacementLegal(const GameState& s, const TileDef& t, Pos p, int rot, ErrorCode* why = nullptr);
struct Placement {
  Pos pos;
  int rot = 0;
};
// Every legal placement of tile `t`, sorted by y, x, rot. Distinct rotations that give the same
// layout are all listed.
std::vector<Placement> LegalPlacements(const GameState& s, const TileDef& t);
// The placement search for one tile, set up once (its rotations' edges, whether a module may refuse
// it) and asked square by square. LegalPlacements and the outlook (carc/outlook.h) both ask it, so
// that "may go there" means one thing everywhere. `s` and `t` must outlive it.
class PlacementTest {
 public:
  PlacementTest(const GameState& s, const TileDef& t);
  // Bit rot (0-3) set: the tile turned rot quarter turns meets what the neighbours of the open square
  // s.board.frontier()[i] show (a closing tile, the abbey: every rotation). The edges only.
  unsigned EdgeRotations(size_t i) const;
  // Those of EdgeRotations(i) that every module allows (AllowsPlacement): the legal placements there.
  unsigned LegalRotations(size_t i) const;
  // Whether some module may refuse a placement of this tile (Module::RestrictsPlacement); when not,
  // LegalRotations == EdgeRotations and depends on the tile's edges only.
  bool AsksModules() const { return ask_modules_; }
  // The tile's edges in its four rotations, packed (equal for tiles with the same edges).
  uint64_t Lanes() const { return lanes_; }

 private:
  const GameState& s_;
  const TileDef& t_;
  uint64_t lanes_ = 0;
  bool ask_modules_ = false;
};
bool HasLegalPlacement(const GameState& s, const TileDef& t);
// Empty squares next to a placed tile.
std::vector<Pos> Frontier(const GameState& s);

// Puts tile `tile` on the board (legality already checked), joins its features with its neighbours'
// and records it as state.last_placed. Calls the modules' OnTilePlaced.
void PlaceTile(GameState& s, int tile, Pos p, int rot, Events* ev);

// --- Features and figures ----------------------------------------------------------------------
int NodeOf(const GameState& s, int placed, int feature);
// Figures standing on the feature of region node `node` (any node of the region).
std::vector<int> FiguresOn(const GameState& s, int node);
bool Occupied(const GameState& s, int node);
// The feature of the placed tile a locator names (board directions), or -1.
int ResolveLocator(const GameState& s, int placed, const Locator& at);
// The canonical locator of a feature of a placed tile.
Locator CanonicalLocator(const GameState& s, int placed, int feature);
bool FigureFits(const GameState& s, FigureKind k, FeatureType t);
int Strength(const GameState& s, const Figure& f);
// Whether a figure of this kind counts as a meeple where figures are counted (Module::CountsAsMeeple).
bool CountsAsMeeple(const GameState& s, FigureKind k);
// Squares (x,y) of the tiles of a region, for events.
nlohmann::json RegionSquares(const GameState& s, int node);
bool MonasteryComplete(const GameState& s, int placed);

// --- Scoring -----------------------------------------------------------------------------------
// Adds points and records a "score" event with the details given.
void AddScore(GameState& s, int player, int points, nlohmann::json detail, Events* ev);
// Players with the greatest positive strength among the given figures.
std::vector<int> MajorityWinners(const GameState& s, const std::vector<int>& figure_indices);
// Sends figure i back to its owner's supply with a "return" event. After feature scoring
// (after_scoring) the modules may keep it out of the supply (a wagon about to move).
// Indices of later figures shift down by one.
void ReturnFigure(GameState& s, int figure, Events* ev, bool after_scoring = false);
// The distinct roots of the cities a field touches (any node of the field), in a fixed order: the
// field's nodes in merge order, each with its tile data's cities.
std::vector<int> FieldCityRoots(const GameState& s, int field_node);
// Points per tile and per coat of arms of the road or city of region `root`, completed in play or
// open at the end: the base value unless a module changes it (Module::Value); `mark` names why.
int PointsPerUnit(const GameState& s, int root, FeatureType type, bool complete, std::string_view* mark = nullptr);
// Tells the modules that the farmers `winners` of a field scored `cities` completed cities.
void FieldScored(GameState& s, int root, const std::vector<int>& winners, int cities, Events* ev);
// Score of a field for its farmers at the end (3 per completed city) or as the modules ask.
int CompletedCitiesOfField(const GameState& s, int field_node);

}  // namespace carc
