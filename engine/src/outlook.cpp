// What can still fit (outlook.h). Speed: tiles are taken by kind with their copies, and kinds that
// no module may refuse and that show the same edges in the same rotations (many do: a dozen kinds
// are a city cap over fields) are asked once per square as one group.
#include "carc/outlook.h"

#include <algorithm>
#include <bit>
#include <functional>

#include "carc/module.h"
#include "carc/rules.h"

namespace carc {

namespace {

// Copies still to come per catalogue index: the stacks' remaining tiles and the tile in hand.
std::vector<int> DealtCopies(const GameState& s) {
  std::vector<int> copies(s.catalog->tiles().size(), 0);
  for (const DrawStack* st : {&s.river, &s.land, &s.tower})
    for (size_t i = static_cast<size_t>(st->next); i < st->tiles.size(); ++i) ++copies[static_cast<size_t>(st->tiles[i])];
  if (s.drawn >= 0) ++copies[static_cast<size_t>(s.drawn)];
  return copies;
}

std::vector<TileCopies> HeldTiles(const GameState& s) {
  std::vector<TileCopies> held;
  for (const Module* m : s.modules) m->HeldTiles(s, held);
  return held;
}

// A kind of tile to come and the group it is asked in.
struct Kind {
  int tile = 0;
  int copies = 0;
  bool dealt = false;  // some of its copies are in the stacks or the hand (not only held)
  size_t group = 0;
};

// Kinds asked together: their answers are the same on every square.
struct Group {
  PlacementTest test;
  bool closes = false;
  std::vector<bool> fits;  // per open square: some rotation is legal there now
};

// Whether every module that refuses tile t on square i in each rotation whose edges fit says it may
// allow it later (Module::AllowsLater).
bool AllowedLater(const GameState& s, const TileDef& t, size_t i, unsigned edge_rots, const FillOutlook& later) {
  const Pos p = s.board.frontier()[i];
  for (const Module* m : s.modules) {
    if (!m->RestrictsPlacement(s, t)) continue;
    bool allows_one = false;
    for (unsigned left = edge_rots; left && !allows_one; left &= left - 1)
      allows_one = m->AllowsPlacement(s, t, p, std::countr_zero(left));
    if (!allows_one && !m->AllowsLater(s, t, p, later)) return false;
  }
  return true;
}

void AddUnfinishable(std::vector<UnfinishableFeature>& out, FeatureType type, int root, Pos dead) {
  for (UnfinishableFeature& f : out)
    if (f.root == root) {
      if (f.dead.back() != dead) f.dead.push_back(dead);  // squares come in frontier order
      return;
    }
  UnfinishableFeature f;
  f.type = type;
  f.root = root;
  f.dead.push_back(dead);
  out.push_back(std::move(f));
}

// The roads, cities and monasteries that an open square taking no tile leaves unfinishable.
std::vector<UnfinishableFeature> Unfinishable(const GameState& s, const std::vector<OpenSquare>& squares) {
  std::vector<UnfinishableFeature> out;
  for (const OpenSquare& q : squares) {
    if (q.count > 0) continue;
    for (int side = 0; side < 4; ++side) {  // a road or city whose open edge faces it
      const int n = s.board.At(Neighbour(q.pos, side));
      if (n < 0) continue;
      const PlacedTile& nt = s.board.tile(n);
      const TileDef& nd = s.Tile(nt.tile);
      const int f = nd.FeatureAtSide(Opposite(side), nt.rot);
      if (f < 0) continue;
      const FeatureType type = nd.features[static_cast<size_t>(f)].type;
      if (type == FeatureType::City || type == FeatureType::Road)
        AddUnfinishable(out, type, s.regions.Find(nt.first_node + f), q.pos);
    }
    for (int dy = -1; dy <= 1; ++dy)  // a monastery among its eight neighbours
      for (int dx = -1; dx <= 1; ++dx) {
        const int n = (dx || dy) ? s.board.At({q.pos.x + dx, q.pos.y + dy}) : -1;
        if (n < 0) continue;
        const PlacedTile& mt = s.board.tile(n);
        const TileDef& md = s.Tile(mt.tile);
        for (size_t k = 0; k < md.features.size(); ++k)
          if (md.features[k].type == FeatureType::Monastery)
            AddUnfinishable(out, FeatureType::Monastery, mt.first_node + static_cast<int>(k), q.pos);
      }
  }
  std::sort(out.begin(), out.end(), [](const UnfinishableFeature& a, const UnfinishableFeature& b) { return a.root < b.root; });
  for (UnfinishableFeature& f : out) {
    f.figures = FiguresOn(s, f.root);
    if (f.type == FeatureType::Monastery) {
      f.tiles.push_back(s.board.tile(s.regions.Node(f.root).placed).pos);
      continue;
    }
    std::vector<bool> listed(static_cast<size_t>(s.board.size()), false);
    s.regions.ForEachNode(f.root, [&](int node) {
      const int t = s.regions.Node(node).placed;
      if (listed[static_cast<size_t>(t)]) return;
      listed[static_cast<size_t>(t)] = true;
      f.tiles.push_back(s.board.tile(t).pos);
    });
  }
  return out;
}

}  // namespace

std::vector<TileCopies> TilesToCome(const GameState& s) {
  std::vector<int> copies = DealtCopies(s);
  for (const TileCopies& h : HeldTiles(s)) copies[static_cast<size_t>(h.tile)] += h.copies;
  std::vector<TileCopies> out;
  for (size_t i = 0; i < copies.size(); ++i)
    if (copies[i] > 0) out.push_back({static_cast<int>(i), copies[i]});
  return out;
}

Outlook ComputeOutlook(const GameState& s) {
  const std::vector<Pos>& frontier = s.board.frontier();
  const size_t n = frontier.size();
  Outlook out;
  out.squares.resize(n);
  for (size_t i = 0; i < n; ++i) out.squares[i].pos = frontier[i];

  // The kinds to come, in catalogue order, each in a group.
  const std::vector<int> dealt = DealtCopies(s);
  std::vector<int> copies = dealt;
  for (const TileCopies& h : HeldTiles(s)) copies[static_cast<size_t>(h.tile)] += h.copies;
  std::vector<Kind> kinds;
  std::vector<Group> groups;
  for (size_t t = 0; t < copies.size(); ++t) {
    if (copies[t] == 0) continue;
    const TileDef& def = s.Tile(static_cast<int>(t));
    PlacementTest test(s, def);
    size_t g = groups.size();
    if (!test.AsksModules())
      for (size_t k = 0; k < groups.size(); ++k)
        if (!groups[k].test.AsksModules() && groups[k].closes == def.closes_edges &&
            (def.closes_edges || groups[k].test.Lanes() == test.Lanes()))
          g = k;
    if (g == groups.size()) groups.push_back(Group{test, def.closes_edges, {}});
    kinds.push_back({static_cast<int>(t), copies[t], dealt[t] > 0, g});
  }

  // The rules now, once per group and square.
  for (Group& g : groups) {
    g.fits.resize(n);
    for (size_t i = 0; i < n; ++i) g.fits[i] = g.test.LegalRotations(i) != 0;
  }
  std::vector<int> dealt_count(n, 0);  // per square: copies of the stacks' and the hand's tiles that fit now
  for (size_t i = 0; i < n; ++i)
    for (const Kind& k : kinds)
      if (groups[k.group].fits[i] && k.dealt) dealt_count[i] += dealt[static_cast<size_t>(k.tile)];

  // Later: a tile a module refuses now that it may allow once the empty squares around are filled.
  FillOutlook later;
  for (int c : dealt) later.tiles_left += c;
  later.fillable = [&](Pos q) {
    auto it = std::lower_bound(frontier.begin(), frontier.end(), q,
                               [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    if (it != frontier.end() && *it == q) return dealt_count[static_cast<size_t>(it - frontier.begin())] > 0;
    return later.tiles_left > 0;  // a square not yet beside the board may still take any tile of the stacks
  };
  for (size_t i = 0; i < n; ++i) {
    OpenSquare& q = out.squares[i];
    for (const Kind& k : kinds) {
      const Group& g = groups[k.group];
      bool fits = g.fits[i];
      if (!fits && g.test.AsksModules()) {
        const unsigned edge_rots = g.test.EdgeRotations(i);
        fits = edge_rots != 0 && AllowedLater(s, s.Tile(k.tile), i, edge_rots, later);
      }
      if (!fits) continue;
      q.fits.push_back({k.tile, k.copies});
      q.count += k.copies;
    }
  }
  out.unfinishable = Unfinishable(s, out.squares);
  return out;
}

}  // namespace carc
