#pragma once
// Why a move is refused, as data the UI turns into words: the first reason a placement of a tile is
// not legal (which side, what the tile shows there and what the neighbour shows, or the rule of an
// expansion), and why no figure can go on a feature of the tile just placed. The same predicates as
// LegalActions (rules.h PlacementLegal, the figure step), so "fits" here means legal there
// (tests/engine/explain_test.cpp checks it over many random games).
#include <string_view>
#include <vector>

#include "carc/state.h"

namespace carc {

// "city", "road", "field", "river": the words' select argument for an edge.
std::string_view EdgeTypeName(EdgeType e);

struct PlacementVerdict {
  enum class Kind {
    Fits,           // a legal placement
    SquareTaken,    // the square holds a tile
    NotAdjacent,    // no tile beside it (diagonals do not count)
    EdgeMismatch,   // `side` (board direction) shows `tile_edge`, the neighbour there shows `neighbour_edge`
    ExpansionRule,  // module `module` forbids it for reason `rule` (Module::RefusalReason)
  };
  Kind kind = Kind::Fits;
  int side = -1;
  EdgeType tile_edge = EdgeType::Field;
  EdgeType neighbour_edge = EdgeType::Field;
  std::string_view module;  // e.g. "river"
  std::string_view rule;    // e.g. "river-same-turn" (the module's own reason ids, see its source)
  bool fits() const { return kind == Kind::Fits; }
};

// The first reason tile `t` at square `p` turned `rot` quarter turns is refused, in the order the
// engine checks (the square, each side from north clockwise, then each module).
PlacementVerdict ExplainPlacement(const GameState& s, const TileDef& t, Pos p, int rot);

struct FigureVerdict {
  enum class Kind {
    Fits,           // some figure in the player's supply may go there now (a module's own too:
                    // a builder or a pig beside the player's follower on a feature otherwise occupied)
    NotNow,         // no figure step, or not a feature of the tile just placed
    NothingStands,  // no figure of any kind ever stands on this kind of feature (a river)
    Occupied,       // the whole feature already holds figures (`holders`: indices into state.figures)
    NoFigureLeft,   // the player has no figure left that may stand on it (no meeples...)
  };
  Kind kind = Kind::NotNow;
  FeatureType feature = FeatureType::Field;
  std::vector<int> holders;
  bool fits() const { return kind == Kind::Fits; }
};

// Why the current player can or cannot put a figure on feature `feature` (index into the tile's
// features) of the tile just placed, during the figure step.
FigureVerdict ExplainFigure(const GameState& s, int feature);

}  // namespace carc
