// Why a move is refused (explain.h). Mirrors rules.cpp EdgesFit / PlacementLegal and the figure step
// of game.cpp step by step, so that the first reason found is the one the engine acts on.
#include "carc/explain.h"

#include "carc/module.h"
#include "carc/rules.h"

namespace carc {

std::string_view EdgeTypeName(EdgeType e) {
  switch (e) {
    case EdgeType::City: return "city";
    case EdgeType::Road: return "road";
    case EdgeType::Field: return "field";
    case EdgeType::River: return "river";
  }
  return "field";
}

PlacementVerdict ExplainPlacement(const GameState& s, const TileDef& t, Pos p, int rot) {
  PlacementVerdict v;
  if (s.board.Has(p)) {
    v.kind = PlacementVerdict::Kind::SquareTaken;
    return v;
  }
  bool touches = false;
  for (int side = 0; side < 4; ++side) {
    const int n = s.board.At(Neighbour(p, side));
    if (n < 0) continue;
    touches = true;
    const PlacedTile& nt = s.board.tile(n);
    const TileDef& nd = s.Tile(nt.tile);
    if (t.closes_edges || nd.closes_edges) continue;
    const EdgeType mine = t.EdgeAt(side, rot), theirs = nd.EdgeAt(Opposite(side), nt.rot);
    if (mine != theirs) {
      v.kind = PlacementVerdict::Kind::EdgeMismatch;
      v.side = side;
      v.tile_edge = mine;
      v.neighbour_edge = theirs;
      return v;
    }
  }
  if (!touches) {
    v.kind = PlacementVerdict::Kind::NotAdjacent;
    return v;
  }
  for (const Module* m : s.modules) {
    const std::string_view rule = m->RefusalReason(s, t, p, rot);
    if (rule.empty()) continue;
    v.kind = PlacementVerdict::Kind::ExpansionRule;
    v.module = m->Id();
    v.rule = rule;
    return v;
  }
  return v;
}

FigureVerdict ExplainFigure(const GameState& s, int feature) {
  FigureVerdict v;
  if (s.decision != Decision::Figure || s.last_placed < 0) return v;
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  if (feature < 0 || feature >= static_cast<int>(def.features.size())) return v;
  v.feature = def.features[static_cast<size_t>(feature)].type;
  // A module's own figures go where the base's may not: a builder or a pig beside its player's
  // follower, on a feature the base calls occupied (Traders & Builders). Whatever a module offers
  // on this feature fits, as the figure step lists it (game.cpp FigureStepActions).
  std::vector<Action> offered;
  for (const Module* m : s.modules) m->AddFigureActions(s, offered);
  for (const Action& a : offered)
    if (a.type == ActionType::Figure && a.at.kind != Locator::Corner && ResolveLocator(s, s.last_placed, a.at) == feature) {
      v.kind = FigureVerdict::Kind::Fits;
      return v;
    }
  bool any_kind = false, in_supply = false;
  const PlayerState& ps = s.players[static_cast<size_t>(s.current)];
  for (int kind = 0; kind < kFigureKinds; ++kind) {
    if (!FigureFits(s, static_cast<FigureKind>(kind), v.feature)) continue;
    any_kind = true;
    in_supply = in_supply || ps.supply[kind] > 0;
  }
  if (!any_kind) {
    v.kind = FigureVerdict::Kind::NothingStands;
    return v;
  }
  const int node = NodeOf(s, s.last_placed, feature);
  if (Occupied(s, node)) {
    v.kind = FigureVerdict::Kind::Occupied;
    v.holders = FiguresOn(s, node);
    return v;
  }
  v.kind = in_supply ? FigureVerdict::Kind::Fits : FigureVerdict::Kind::NoFigureLeft;
  return v;
}

}  // namespace carc
