// The base rules as operations: placement, features, figures, majority and scores.
// Expansions take part only through the Module hooks (module.h).
#include "carc/rules.h"

#include <algorithm>
#include <bit>
#include <nlohmann/json.hpp>

namespace carc {
using nlohmann::json;

namespace {
bool IsEdgeFeature(FeatureType t) {
  return t == FeatureType::City || t == FeatureType::Road || t == FeatureType::River;
}
}  // namespace

// --- Placement ---------------------------------------------------------------------------------

bool EdgesFit(const GameState& s, const TileDef& t, Pos p, int rot, ErrorCode* why) {
  if (s.board.Has(p)) {
    if (why) *why = ErrorCode::SquareTaken;
    return false;
  }
  bool touches = false;
  for (int side = 0; side < 4; ++side) {
    int n = s.board.At(Neighbour(p, side));
    if (n < 0) continue;
    touches = true;
    const PlacedTile& nt = s.board.tile(n);
    const TileDef& nd = s.Tile(nt.tile);
    if (t.closes_edges || nd.closes_edges) continue;
    if (t.EdgeAt(side, rot) != nd.EdgeAt(Opposite(side), nt.rot)) {
      if (why) *why = ErrorCode::EdgeMismatch;
      return false;
    }
  }
  if (!touches && why) *why = ErrorCode::NotAdjacent;
  return touches;
}

bool PlacementLegal(const GameState& s, const TileDef& t, Pos p, int rot, ErrorCode* why) {
  if (!EdgesFit(s, t, p, rot, why)) return false;
  for (const Module* m : s.modules) {
    if (!m->AllowsPlacement(s, t, p, rot)) {
      if (why) *why = ErrorCode::ForbiddenByRule;
      return false;
    }
  }
  return true;
}

std::vector<Pos> Frontier(const GameState& s) { return s.board.frontier(); }

namespace {
// The placement search tests every frontier square in all four rotations. A tile's packed edge
// codes for rotations 0..3 sit side by side in the four 16-bit lanes of one word, so that a square's
// demand (board.h Demand, copied into each lane) is compared with all rotations at once.
constexpr uint64_t kLanes = 0x0001000100010001ull;  // a 1 in each lane
constexpr uint64_t kLow = 0x7FFF * kLanes;          // the low 15 bits of each lane

uint64_t RotationLanes(const TileDef& t) {
  uint64_t out = 0;
  for (int rot = 0; rot < 4; ++rot) out |= static_cast<uint64_t>(t.packed_edges[rot]) << (16 * rot);
  return out;
}

// Bit 16 * rot + 15 set: the tile (its RotationLanes) turned by rot meets what the neighbours of the
// square demand, i.e. its lane agrees with the demand wherever the mask is set.
uint64_t FittingRotations(uint64_t lanes, const Board::Demand& d) {
  const uint64_t diff = (lanes ^ (d.code * kLanes)) & (d.mask * kLanes);
  // Bit 15 of a lane ends up set iff the lane is 0: the low 15 bits plus 0x7FFF carry into bit 15
  // iff they are not all 0 (never beyond it), then bit 15 of the lane itself is or-ed in.
  return ~(((diff & kLow) + kLow) | diff) & ~kLow;
}

// The four lanes' fit bits (bit 16 * rot + 15) as a mask of rotations (bit rot).
unsigned RotationMask(uint64_t fits) {
  return static_cast<unsigned>((fits >> 15 & 1) | (fits >> 30 & 2) | (fits >> 45 & 4) | (fits >> 60 & 8));
}

// Calls visit(pos, rot) for each legal placement, in order of y, x, rot; stops when it returns false.
template <class Visit>
void ForEachLegalPlacement(const GameState& s, const TileDef& t, Visit visit) {
  const std::vector<Pos>& frontier = s.board.frontier();
  const PlacementTest test(s, t);
  for (size_t i = 0; i < frontier.size(); ++i) {
    for (unsigned rots = test.LegalRotations(i); rots; rots &= rots - 1)
      if (!visit(frontier[i], std::countr_zero(rots))) return;
  }
}
}  // namespace

PlacementTest::PlacementTest(const GameState& s, const TileDef& t)
    : s_(s),
      t_(t),
      lanes_(RotationLanes(t)),
      ask_modules_(std::any_of(s.modules.begin(), s.modules.end(),
                               [&](const Module* m) { return m->RestrictsPlacement(s, t); })) {}

unsigned PlacementTest::EdgeRotations(size_t i) const {
  // A closing tile (the abbey) fits anything.
  if (t_.closes_edges) return 0xF;
  return RotationMask(FittingRotations(lanes_, s_.board.frontier_demands()[i]));
}

unsigned PlacementTest::LegalRotations(size_t i) const {
  unsigned rots = EdgeRotations(i);
  if (!ask_modules_ || !rots) return rots;
  const Pos p = s_.board.frontier()[i];
  for (unsigned left = rots; left; left &= left - 1) {
    const int rot = std::countr_zero(left);
    for (const Module* m : s_.modules)
      if (!m->AllowsPlacement(s_, t_, p, rot)) {
        rots &= ~(1u << rot);
        break;
      }
  }
  return rots;
}

std::vector<Placement> LegalPlacements(const GameState& s, const TileDef& t) {
  std::vector<Placement> out;
  out.reserve(4 * s.board.frontier().size());  // the most there can be: one allocation
  ForEachLegalPlacement(s, t, [&](Pos p, int rot) {
    out.push_back({p, rot});
    return true;
  });
  return out;
}

bool HasLegalPlacement(const GameState& s, const TileDef& t) {
  bool found = false;
  ForEachLegalPlacement(s, t, [&](Pos, int) {
    found = true;
    return false;
  });
  return found;
}

void PlaceTile(GameState& s, int tile, Pos p, int rot, Events* ev) {
  const TileDef& def = s.Tile(tile);
  const int placed = s.board.size();
  PlacedTile pt{tile, rot, p, s.regions.size()};
  for (int side = 0; side < 4; ++side) pt.edge_code[side] = def.closes_edges ? kEdgeWildcard : EdgeCode(def.EdgeAt(side, rot));
  for (size_t k = 0; k < def.features.size(); ++k) {
    const FeatureDef& f = def.features[k];
    Region r;
    r.type = f.type;
    r.open = IsEdgeFeature(f.type) ? std::popcount(static_cast<unsigned>(f.edges)) : 0;
    r.coats = f.coats;
    r.placed = static_cast<int16_t>(placed);
    r.feature = static_cast<uint8_t>(k);
    r.tile_features = static_cast<uint8_t>(def.features.size());
    for (int c : f.cities) r.city_mask = static_cast<uint16_t>(r.city_mask | 1u << c);
    s.regions.Add(r);
  }
  s.board.Add(pt);

  for (int side = 0; side < 4; ++side) {
    int n = s.board.At(Neighbour(p, side));
    if (n < 0) continue;
    const PlacedTile& nt = s.board.tile(n);
    const TileDef& nd = s.Tile(nt.tile);
    const int opp = Opposite(side);
    if (def.closes_edges && nd.closes_edges) continue;
    if (def.closes_edges || nd.closes_edges) {
      // A closing tile (the abbey) ends the feature that touches it without joining it.
      int n_or_self = def.closes_edges ? n : placed;
      const PlacedTile& open_tile = s.board.tile(n_or_self);
      int f = s.Tile(open_tile.tile).FeatureAtSide(def.closes_edges ? opp : side, open_tile.rot);
      if (f >= 0) s.regions.Root(open_tile.first_node + f).open -= 1;
      continue;
    }
    int f = def.FeatureAtSide(side, rot);
    int nf = nd.FeatureAtSide(opp, nt.rot);
    if (f >= 0 && nf >= 0) {
      int root = s.regions.Union(pt.first_node + f, nt.first_node + nf);
      s.regions.Node(root).open -= 2;
    }
    for (int k = 0; k < 2; ++k) {
      int h = 2 * side + k;
      int fh = def.FieldAtHalf(h, rot);
      int nh = nd.FieldAtHalf(FacingHalf(h), nt.rot);
      if (fh >= 0 && nh >= 0) s.regions.Union(pt.first_node + fh, nt.first_node + nh);
    }
  }
  s.last_placed = placed;
  if (ev)
    ev->push_back({{"type", "place"}, {"player", s.current}, {"tile", def.id}, {"x", p.x}, {"y", p.y}, {"rot", rot}});
  for (const Module* m : s.modules) m->OnTilePlaced(s, ev);
}

// --- Features and figures ----------------------------------------------------------------------

int NodeOf(const GameState& s, int placed, int feature) { return s.board.tile(placed).first_node + feature; }

std::vector<int> FiguresOn(const GameState& s, int node) {
  std::vector<int> out;
  int root = s.regions.Find(node);
  for (size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    if (!f.on_tower && f.node >= 0 && s.regions.Find(f.node) == root) out.push_back(static_cast<int>(i));
  }
  return out;
}

bool Occupied(const GameState& s, int node) {
  int root = s.regions.Find(node);
  for (const Figure& f : s.figures)
    if (!f.on_tower && f.node >= 0 && s.regions.Find(f.node) == root) return true;
  return false;
}

int ResolveLocator(const GameState& s, int placed, const Locator& at) {
  const PlacedTile& pt = s.board.tile(placed);
  const TileDef& def = s.Tile(pt.tile);
  switch (at.kind) {
    case Locator::Edge: return def.FeatureAtSide(at.value, pt.rot);
    case Locator::Half: return def.FieldAtHalf(at.value, pt.rot);
    case Locator::Center:
      for (size_t i = 0; i < def.features.size(); ++i)
        if (def.features[i].type == FeatureType::Monastery) return static_cast<int>(i);
      return -1;
    case Locator::Index: return at.value < static_cast<int>(def.features.size()) ? at.value : -1;
    case Locator::Corner:
    case Locator::None: return -1;
  }
  return -1;
}

Locator CanonicalLocator(const GameState& s, int placed, int feature) {
  const PlacedTile& pt = s.board.tile(placed);
  const TileDef& def = s.Tile(pt.tile);
  const FeatureDef& f = def.features[static_cast<size_t>(feature)];
  uint8_t edges = RotateSideMask(f.edges, pt.rot);
  if (edges) return {Locator::Edge, std::countr_zero(static_cast<unsigned>(edges))};
  uint8_t halves = RotateHalfMask(f.halves, pt.rot);
  if (halves) return {Locator::Half, std::countr_zero(static_cast<unsigned>(halves))};
  if (f.type == FeatureType::Monastery && ResolveLocator(s, placed, {Locator::Center, 0}) == feature)
    return {Locator::Center, 0};
  return {Locator::Index, feature};
}

bool FigureFits(const GameState& s, FigureKind k, FeatureType t) {
  for (const Module* m : s.modules)
    if (auto v = m->FigureFits(k, t)) return *v;
  return k == FigureKind::Meeple && t != FeatureType::River;
}

int Strength(const GameState& s, const Figure& f) {
  for (const Module* m : s.modules)
    if (auto v = m->Strength(s, f)) return *v;
  return 1;
}

bool CountsAsMeeple(const GameState& s, FigureKind k) {
  for (const Module* m : s.modules)
    if (auto v = m->CountsAsMeeple(k)) return *v;
  return true;
}

json RegionSquares(const GameState& s, int node) {
  json out = json::array();
  std::vector<bool> listed(static_cast<size_t>(s.board.size()), false);
  s.regions.ForEachNode(node, [&](int n) {
    const int t = s.regions.Node(n).placed;
    if (listed[static_cast<size_t>(t)]) return;
    listed[static_cast<size_t>(t)] = true;
    out.push_back({s.board.tile(t).pos.x, s.board.tile(t).pos.y});
  });
  return out;
}

bool MonasteryComplete(const GameState& s, int placed) {
  return s.board.NeighboursAround(s.board.tile(placed).pos) == 8;
}

// --- Scoring -----------------------------------------------------------------------------------

void AddScore(GameState& s, int player, int points, json detail, Events* ev) {
  s.players[static_cast<size_t>(player)].score += points;
  if (ev) {
    json e = {{"type", "score"}, {"player", player}, {"points", points}};
    if (detail.is_object())
      for (auto& [k, v] : detail.items()) e[k] = v;
    ev->push_back(std::move(e));
  }
}

std::vector<int> MajorityWinners(const GameState& s, const std::vector<int>& figure_indices) {
  std::vector<int> strength(s.players.size(), 0);
  for (int i : figure_indices) {
    const Figure& f = s.figures[static_cast<size_t>(i)];
    strength[static_cast<size_t>(f.owner)] += Strength(s, f);
  }
  int best = *std::max_element(strength.begin(), strength.end());
  std::vector<int> winners;
  if (best <= 0) return winners;
  for (size_t p = 0; p < strength.size(); ++p)
    if (strength[p] == best) winners.push_back(static_cast<int>(p));
  return winners;
}

void ReturnFigure(GameState& s, int index, Events* ev, bool after_scoring) {
  Figure f = s.figures[static_cast<size_t>(index)];
  s.figures.erase(s.figures.begin() + index);
  if (after_scoring)
    for (const Module* m : s.modules)
      if (m->OnFigureFreed(s, f, ev)) return;
  s.players[static_cast<size_t>(f.owner)].supply[static_cast<int>(f.kind)] += 1;
  if (ev) {
    Pos at = f.on_tower ? f.tower : s.board.tile(f.tile).pos;
    ev->push_back({{"type", "return"}, {"player", f.owner}, {"figure", FigureKindName(f.kind)}, {"at", {at.x, at.y}}});
  }
}

std::vector<int> FieldCityRoots(const GameState& s, int field_node) {
  std::vector<int> roots;
  s.regions.ForEachNode(field_node, [&](int n) {
    const Region& node = s.regions.Node(n);
    const TileDef& def = s.PlacedDef(node.placed);
    const int first = n - node.feature;
    for (int c : def.features[node.feature].cities) {
      int r = s.regions.Find(first + c);
      if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
    }
  });
  return roots;
}

int PointsPerUnit(const GameState& s, int root, FeatureType type, bool complete, std::string_view* mark) {
  for (const Module* m : s.modules)
    if (auto v = m->Value(s, root, type, complete)) {
      if (mark) *mark = v->mark;
      return v->per_unit;
    }
  return type == FeatureType::City && complete ? 2 : 1;
}

void FieldScored(GameState& s, int root, const std::vector<int>& winners, int cities, Events* ev) {
  for (const Module* m : s.modules) m->OnFieldScored(s, root, winners, cities, ev);
}

int CompletedCitiesOfField(const GameState& s, int field_node) {
  int completed = 0;
  for (int r : FieldCityRoots(s, field_node)) completed += s.regions.Node(r).open == 0 ? 1 : 0;
  return completed;
}

}  // namespace carc
