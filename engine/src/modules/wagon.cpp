// Abbey & Mayor: the wagon (RULES.md §4.4). When its feature is scored the owner may move it to an
// incomplete, unoccupied road, city or monastery on the tile where it stood or one of the 8 around
// it, or take it back. Freed wagons move after all scoring, one at a time, in turn order starting
// with the active player; each move sees the ones before it.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "abbey_mayor_parts.h"
#include "carc/rules.h"

namespace carc::am {
using nlohmann::json;

namespace {

bool Incomplete(const GameState& s, int placed, int feature, FeatureType t) {
  if (t == FeatureType::Monastery) return !MonasteryComplete(s, placed);
  return s.regions.Root(NodeOf(s, placed, feature)).open != 0;
}

// Every square and feature the wagon may move to, sorted by y, x, feature.
std::vector<Action> Targets(const GameState& s, const PendingWagon& w) {
  std::vector<Action> out;
  Pos from = s.board.tile(w.from_tile).pos;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      Pos p{from.x + dx, from.y + dy};
      int placed = s.board.At(p);
      if (placed < 0) continue;
      const TileDef& def = s.PlacedDef(placed);
      for (size_t k = 0; k < def.features.size(); ++k) {
        FeatureType t = def.features[k].type;
        if (t != FeatureType::Road && t != FeatureType::City && t != FeatureType::Monastery) continue;
        int f = static_cast<int>(k);
        if (!Incomplete(s, placed, f, t) || Occupied(s, NodeOf(s, placed, f))) continue;
        Action a;
        a.type = ActionType::Wagon;
        a.x = p.x;
        a.y = p.y;
        a.at = CanonicalLocator(s, placed, f);
        out.push_back(a);
      }
    }
  return out;
}

void ReturnToSupply(GameState& s, const PendingWagon& w, Events* ev) {
  s.players[static_cast<size_t>(w.owner)].supply[static_cast<int>(FigureKind::Wagon)] += 1;
  if (ev) {
    Pos at = s.board.tile(w.from_tile).pos;
    ev->push_back({{"type", "return"}, {"player", w.owner}, {"figure", "wagon"}, {"at", {at.x, at.y}}});
  }
}

// A wagon whose targets were all taken by the moves before it goes home without asking.
void DropStuck(GameState& s, Events* ev) {
  std::vector<PendingWagon>& q = s.md.abbey_mayor.wagons;
  while (!q.empty() && Targets(s, q.front()).empty()) {
    PendingWagon w = q.front();
    q.erase(q.begin());
    ReturnToSupply(s, w, ev);
  }
}

}  // namespace

bool FreeWagon(GameState& s, const Figure& f) {
  if (f.kind != FigureKind::Wagon || f.tile < 0) return false;
  PendingWagon w{f.owner, f.tile};
  // Targets only shrink while the wagons of this turn move (the figures being returned stand on
  // completed features, which are never targets), so a wagon without one now never gets one:
  // let the core return it at once, with its return event.
  if (Targets(s, w).empty()) return false;
  std::vector<PendingWagon>& q = s.md.abbey_mayor.wagons;
  q.push_back(w);
  const int n = s.NumPlayers(), cur = s.current;
  std::stable_sort(q.begin(), q.end(), [&](const PendingWagon& a, const PendingWagon& b) {
    return (a.owner - cur + n) % n < (b.owner - cur + n) % n;
  });
  return true;
}

bool PendingWagonDecision(GameState& s) {
  std::vector<PendingWagon>& q = s.md.abbey_mayor.wagons;
  DropStuck(s, nullptr);  // normally a no-op: ApplyWagon already dropped them with events
  if (q.empty()) return false;
  s.decision = Decision::Wagon;
  s.decider = q.front().owner;
  return true;
}

void AddWagonActions(const GameState& s, std::vector<Action>& out) {
  if (s.decision != Decision::Wagon || s.md.abbey_mayor.wagons.empty()) return;
  for (const Action& a : Targets(s, s.md.abbey_mayor.wagons.front())) out.push_back(a);
  out.push_back(Action{});  // skip: take the wagon back
}

bool ApplyWagon(GameState& s, const Action& a, Events* ev) {
  std::vector<PendingWagon>& q = s.md.abbey_mayor.wagons;
  if (s.decision != Decision::Wagon || q.empty()) return false;
  if (a.type != ActionType::Wagon && a.type != ActionType::Skip) return false;
  PendingWagon w = q.front();
  q.erase(q.begin());
  if (a.type == ActionType::Skip) {
    ReturnToSupply(s, w, ev);
  } else {
    int placed = s.board.At(a.pos());
    Figure f;
    f.owner = w.owner;
    f.kind = FigureKind::Wagon;
    f.tile = placed;
    f.feature = ResolveLocator(s, placed, a.at);
    f.node = NodeOf(s, placed, f.feature);
    s.figures.push_back(f);
    if (ev) {
      Pos from = s.board.tile(w.from_tile).pos;
      ev->push_back({{"type", "wagon-move"}, {"player", w.owner}, {"from", {from.x, from.y}}, {"x", a.x}, {"y", a.y},
                     {"at", a.at.ToString()},
                     {"feature", FeatureTypeName(s.PlacedDef(placed).features[static_cast<size_t>(f.feature)].type)}});
    }
  }
  DropStuck(s, ev);
  return true;
}

}  // namespace carc::am
