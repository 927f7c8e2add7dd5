#pragma once
// The game state: a value type. Copying it copies the whole game (the AI and the UI's undo do).
#include <memory>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/action.h"
#include "carc/board.h"
#include "carc/module_data.h"
#include "carc/regions.h"
#include "carc/rng.h"
#include "carc/setup.h"
#include "carc/tile.h"

namespace carc {

class Module;

// The kind of decision the engine waits for.
enum class Decision {
  Place,      // place the drawn tile
  Figure,     // put a figure on the tile just placed (or a watchman, or skip)
  Abbey,      // at the start of a turn: place the abbey instead of drawing, or skip (draw)
  EndAbbey,   // the end-of-game abbey round: place the abbey or skip
  Wagon,      // move a freed wagon, or skip (take it back)
  Floors,     // choose the towers that get a floor when the supply is short
  SecondTile, // ruleset 7, a builder's double turn: take the second tile (it is drawn then) or leave it
  Commit,     // fair deal: a seat's device commits to its chain (before the first turn)
  Reveal,     // fair deal: the current player's device reveals its value for the turn (or rekeys)
  Over,       // the game is over
};
std::string_view DecisionName(Decision d);

// Where the turn machine stands between decisions (see game.cpp, Advance()).
enum class Stage { TurnStart, Draw, Drawn, Placed, FigureDone, TurnEnd, GameEnd, Over };

struct Figure {
  int owner = 0;
  FigureKind kind = FigureKind::Meeple;
  int node = -1;     // region node of the feature it stands on; -1 when on a tower
  int tile = -1;     // placed-tile index it stands on
  int feature = -1;  // feature index on that tile
  int corner = -1;   // barns: the corner (NE=0 SE=1 SW=2 NW=3, board direction)
  bool on_tower = false;  // a watchman
  Pos tower;              // the tower's square, for a watchman
};

struct PlayerState {
  int score = 0;
  int supply[kFigureKinds] = {};
  int abbeys = 0;
};

// A stack of tiles. Dealt from a seed or a deck, `tiles` is the draw order. Dealt fairly
// (FairDealState), tiles[next, hidden_end) are face down in no order (each draw picks one of them,
// carc/deal.h) and the tiles after hidden_end are the ones put under the stack, in that order.
// Every draw goes through DrawFrom (carc/deal.h).
struct DrawStack {
  std::vector<int> tiles;  // catalogue indices
  int next = 0;
  int hidden_end = -1;     // fair deal: the end of the unordered part; -1: tiles are in draw order
  bool empty() const { return next >= static_cast<int>(tiles.size()); }
  int remaining() const { return static_cast<int>(tiles.size()) - next; }
};

// The fair deal's state (fair_deal.h, engine/docs/fair-deal.md): the seats' chains and the values
// the draws of the turn in progress combine. Public: every value here is in the record or follows
// from it; no secret is ever in a GameState.
struct FairChain {
  ChainValue commitment{};
  ChainValue latest{};  // the last value revealed on this chain; the commitment before any
  int revealed = 0;     // values revealed on it so far
};
struct FairDealState {
  bool on = false;                             // the game is dealt fairly
  std::vector<std::vector<FairChain>> chains;  // per seat, in order: its first chain, then one per rekey
  int host = -1;               // the seat committed first: its device started the game (and plays the computers)
  bool turn_revealed = false;  // the current player revealed its value (or made a new chain) this turn
  ChainValue turn_value{};     // that value
  ChainValue previous_value{}; // the latest value of the player before, when it was revealed
  int draws = 0;               // tiles drawn so far in this turn
};

using Events = std::vector<nlohmann::json>;

struct GameState {
  std::shared_ptr<const Setup> setup;
  const Ruleset* ruleset = nullptr;    // the rules switches of setup->ruleset
  const Catalog* catalog = nullptr;    // that ruleset's tile-data revision
  std::vector<const Module*> modules;  // the enabled expansion modules, in a fixed order

  Rng rng;
  FairDealState fair;
  DrawStack river, land, tower;  // tower: the Tower & Thieves tower stack (drawn only by that module)
  Board board;
  Regions regions;
  std::vector<Figure> figures;
  std::vector<PlayerState> players;

  int current = 0;  // whose turn it is
  int decider = 0;  // whose decision is awaited (a wagon's owner may differ from the current player)
  Decision decision = Decision::Place;
  Stage stage = Stage::TurnStart;
  int drawn = -1;        // catalogue index of the tile to place, -1 if none
  int last_placed = -1;  // placed-tile index of the tile placed this turn, -1 if none
  int turn = 0;          // number of turns begun
  int actions = 0;       // number of actions applied
  bool ending = false;   // the last tile was played: turns now return to the end-of-game step

  ModuleData md;

  // The stack the next tile is drawn from: the river's until it is used up, then the land's.
  DrawStack& NextStack() { return river.empty() ? land : river; }
  const TileDef& Tile(int catalog_index) const { return catalog->At(catalog_index); }
  const TileDef& PlacedDef(int placed) const { return catalog->At(board.tile(placed).tile); }
  int NumPlayers() const { return static_cast<int>(players.size()); }
  bool Enabled(std::string_view module_id) const;
};

}  // namespace carc
