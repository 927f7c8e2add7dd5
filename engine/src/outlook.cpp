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
  int dealt = 0;  // of those copies, in the stacks or the hand (the others are held: abbeys)
  size_t group = 0;
  std::vector<const Module*> restricting;  // the modules that may refuse it (Module::RestrictsPlacement)
};

// Kinds asked together: their answers are the same on every square.
struct Group {
  PlacementTest test;
  bool closes = false;
};

// For each open square, the first square whose neighbours demand the same edges (itself if none).
std::vector<size_t> FirstWithSameDemand(const std::vector<Board::Demand>& demands) {
  auto key = [&](size_t i) { return static_cast<uint32_t>(demands[i].code) << 16 | demands[i].mask; };
  std::vector<size_t> order(demands.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key(a) != key(b) ? key(a) < key(b) : a < b; });
  std::vector<size_t> first(demands.size());
  for (size_t k = 0; k < order.size(); ++k)
    first[order[k]] = k > 0 && key(order[k - 1]) == key(order[k]) ? first[order[k - 1]] : order[k];
  return first;
}

// Whether every module that refuses kind k on square i in each rotation whose edges fit says it may
// allow it later (Module::AllowsLater).
bool AllowedLater(const GameState& s, const Kind& k, size_t i, unsigned edge_rots, const FillOutlook& later) {
  const TileDef& t = s.Tile(k.tile);
  const Pos p = s.board.frontier()[i];
  if (k.restricting.size() == 1) return k.restricting[0]->AllowsLater(s, t, p, later);  // the one that refused
  for (const Module* m : k.restricting) {
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
    Kind kind{static_cast<int>(t), copies[t], dealt[t], groups.size(), {}};
    if (test.AsksModules()) {
      for (const Module* m : s.modules)
        if (m->RestrictsPlacement(s, def)) kind.restricting.push_back(m);
    } else {
      for (size_t g = 0; g < groups.size(); ++g)
        if (!groups[g].test.AsksModules() && groups[g].closes == def.closes_edges &&
            (def.closes_edges || groups[g].test.Lanes() == test.Lanes())) {
          kind.group = g;
          break;
        }
    }
    if (kind.group == groups.size()) groups.push_back(Group{test, def.closes_edges});
    kinds.push_back(std::move(kind));
  }

  // The rules now, once per group and square (now[i * G + g]); where no module asks, squares whose
  // neighbours show the same edges (board.h Demand) have the answer of the first of them.
  const size_t G = groups.size();
  const std::vector<size_t> same = FirstWithSameDemand(s.board.frontier_demands());
  std::vector<uint8_t> now(n * G);
  for (size_t g = 0; g < G; ++g) {
    const PlacementTest& test = groups[g].test;
    const bool by_edges = !test.AsksModules();
    for (size_t i = 0; i < n; ++i)
      now[i * G + g] = by_edges && same[i] != i ? now[same[i] * G + g] : test.LegalRotations(i) != 0;
  }
  std::vector<int> group_dealt(G, 0);
  for (const Kind& k : kinds) group_dealt[k.group] += k.dealt;
  std::vector<int> dealt_count(n, 0);  // per square: copies of the stacks' and the hand's tiles that fit now
  for (size_t i = 0; i < n; ++i)
    for (size_t g = 0; g < G; ++g)
      if (now[i * G + g]) dealt_count[i] += group_dealt[g];

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
    q.fits.reserve(kinds.size());
    for (const Kind& k : kinds) {
      const bool fits_now = now[i * G + k.group];
      bool fits = fits_now;
      if (!fits && !k.restricting.empty()) {
        const unsigned edge_rots = groups[k.group].test.EdgeRotations(i);
        fits = edge_rots != 0 && AllowedLater(s, k, i, edge_rots, later);
      }
      if (!fits) continue;
      q.fits.push_back({k.tile, k.copies});
      q.count += k.copies;
      if (!fits_now) q.later += k.copies;
    }
  }
  out.unfinishable = Unfinishable(s, out.squares);
  return out;
}

}  // namespace carc
