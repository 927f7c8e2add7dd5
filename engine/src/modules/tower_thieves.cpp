// Tower & Thieves (C3.1, 2025; RULES.md §6): towers grow floors, watchmen guard them, and a thief
// symbol on a drawn tile either pays the watchmen or lets the thieves steal the tile (a tower tile
// is then placed instead). Not the classic capturing tower.
//
// State (module_data.h TowerThievesData): the towers with their floors and the owner of the
// watchman on top, the common floor supply, the stolen tile, and a thief resolution waiting for
// the active player's floors choice. A watchman is also a Figure{on_tower} in state.figures, so
// other modules (the Watchtowers' meeple count) see it; it stands on no feature.
#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "carc/deal.h"
#include "carc/module.h"
#include "carc/rules.h"

namespace carc {
namespace {
using nlohmann::json;

constexpr int kMaxFloors = 5;
constexpr int kFloorSupply = 20;

TowerThievesData& Data(GameState& s) { return s.md.tower_thieves; }
const TowerThievesData& Data(const GameState& s) { return s.md.tower_thieves; }

json PosJson(Pos p) { return json::array({p.x, p.y}); }

Tower* FindTower(GameState& s, Pos p) {
  for (Tower& t : Data(s).towers)
    if (t.pos == p) return &t;
  return nullptr;
}

// Range (§6.4): the tower's own square and `floors` squares in each straight direction; gaps count.
bool InRange(const Tower& t, Pos p) {
  if (t.pos.x == p.x) return std::abs(t.pos.y - p.y) <= t.floors;
  if (t.pos.y == p.y) return std::abs(t.pos.x - p.x) <= t.floors;
  return false;
}

bool AnyWatchman(const GameState& s) {
  for (const Tower& t : Data(s).towers)
    if (t.watchman >= 0) return true;
  return false;
}

// Towers that take a floor when a thief symbol is resolved: no watchman, under the limit.
std::vector<Pos> EligibleTowers(const GameState& s) {
  std::vector<Pos> out;
  for (const Tower& t : Data(s).towers)
    if (t.watchman < 0 && t.floors < kMaxFloors) out.push_back(t.pos);
  return out;
}

int FigureOnTower(const GameState& s, Pos p) {
  for (size_t i = 0; i < s.figures.size(); ++i)
    if (s.figures[i].on_tower && s.figures[i].tower == p) return static_cast<int>(i);
  return -1;
}

// Takes the watchman off tower `t` and gives it back to its owner (a "return" event).
void ReturnWatchman(GameState& s, Tower& t, Events* ev) {
  int f = FigureOnTower(s, t.pos);
  if (f >= 0) ReturnFigure(s, f, ev);
  t.watchman = -1;
}

void AddFloors(GameState& s, const std::vector<Pos>& towers, const char* reason, Events* ev) {
  json list = json::array();
  for (Pos p : towers) {
    Tower* t = FindTower(s, p);
    if (!t || Data(s).floor_supply <= 0 || t->floors >= kMaxFloors) continue;
    t->floors++;
    Data(s).floor_supply--;
    list.push_back(PosJson(p));
  }
  if (ev && !list.empty())
    ev->push_back({{"type", "floors"}, {"player", s.current}, {"towers", list}, {"reason", reason}, {"supply", Data(s).floor_supply}});
}

int StolenValue(const GameState& s) {
  int stolen = Data(s).stolen_tile;
  return stolen >= 0 ? s.Tile(stolen).thief : 0;
}

void ResolveThief(GameState& s, Events* ev);

// Draws a land tile in place of a stolen tile or an unplaceable tower tile; a thief symbol on it is
// resolved again (RULES.md §9 #7). With no land tile left, nothing is placed this turn.
void DrawLandInstead(GameState& s, Events* ev) {
  if (s.land.empty()) {
    s.drawn = -1;
    if (ev) ev->push_back({{"type", "no-placement"}, {"player", s.current}, {"reason", "no tile left"}});
    return;
  }
  s.drawn = DrawFrom(s, s.land);
  if (ev) ev->push_back({{"type", "draw"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}, {"stack", "land"}});
  if (s.Tile(s.drawn).thief > 0) ResolveThief(s, ev);
}

// The thieves steal the drawn tile (§6.5 special case): it replaces any earlier stolen tile, and a
// tower tile (or, with none left, a land tile) is drawn instead. No watchman scores.
void Steal(GameState& s, int tile, Events* ev) {
  TowerThievesData& d = Data(s);
  json e = {{"type", "stolen"}, {"player", s.current}, {"tile", s.Tile(tile).id}};
  if (d.stolen_tile >= 0) e["replaces"] = s.Tile(d.stolen_tile).id;  // the old one leaves the game
  d.stolen_tile = tile;
  if (ev) ev->push_back(e);
  d.tower_tries = 0;
  if (s.tower.empty()) {
    DrawLandInstead(s, ev);
    return;
  }
  s.drawn = DrawFrom(s, s.tower);
  if (ev) ev->push_back({{"type", "draw"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}, {"stack", "tower"}});
}

// Step II: every watchman scores the symbol plus the stolen tile; the stolen tile leaves the game and
// every watchman goes home. The drawn tile stays in hand, to be placed as usual.
void ScoreWatchmen(GameState& s, int tile, Events* ev) {
  TowerThievesData& d = Data(s);
  int value = s.Tile(tile).thief, stolen = StolenValue(s);
  for (const Tower& t : d.towers) {
    if (t.watchman < 0) continue;
    json detail = {{"reason", "watchman"}, {"tower", PosJson(t.pos)}, {"thief", value}, {"stolen", stolen}};
    AddScore(s, t.watchman, value + stolen, detail, ev);
  }
  if (d.stolen_tile >= 0 && ev) ev->push_back({{"type", "stolen-returned"}, {"tile", s.Tile(d.stolen_tile).id}});
  d.stolen_tile = -1;
  for (Tower& t : d.towers)
    if (t.watchman >= 0) ReturnWatchman(s, t, ev);
}

// After step I (floors): steal or pay, depending on whether any tower holds a watchman.
void AfterFloors(GameState& s, int tile, Events* ev) {
  if (AnyWatchman(s)) ScoreWatchmen(s, tile, ev);
  else Steal(s, tile, ev);
}

// The thief symbol of state.drawn (§6.5). When the floor supply cannot serve every eligible tower,
// the active player chooses: the resolution waits for the floors decision.
void ResolveThief(GameState& s, Events* ev) {
  TowerThievesData& d = Data(s);
  std::vector<Pos> eligible = EligibleTowers(s);
  int n = std::min(d.floor_supply, static_cast<int>(eligible.size()));
  if (n > 0 && n < static_cast<int>(eligible.size())) {
    d.pending_thief = s.drawn;
    d.pending_floors = n;
    return;
  }
  if (n > 0) AddFloors(s, eligible, "thief", ev);
  AfterFloors(s, s.drawn, ev);
}

// Every choice of exactly k towers among `from`, in lexicographic order of their indices.
void Combinations(const std::vector<Pos>& from, int k, size_t start, std::vector<Pos>& cur,
                  std::vector<std::vector<Pos>>& out) {
  if (static_cast<int>(cur.size()) == k) {
    out.push_back(cur);
    return;
  }
  for (size_t i = start; i < from.size(); ++i) {
    cur.push_back(from[i]);
    Combinations(from, k, i + 1, cur, out);
    cur.pop_back();
  }
}

class TowerThievesModule final : public Module {
 public:
  std::string_view Id() const override { return "tower-thieves"; }
  // No placement rule of its own: the placement search need not ask it (Module::RestrictsPlacement).
  bool RestrictsPlacement(const GameState&, const TileDef&) const override { return false; }

  void Setup(GameState& s) const override {
    Data(s) = TowerThievesData{};
    Data(s).floor_supply = kFloorSupply;
  }

  void OnTileDrawn(GameState& s, Events* ev) const override {
    if (s.drawn >= 0 && s.Tile(s.drawn).thief > 0) ResolveThief(s, ev);
  }

  // An unplaceable tower tile goes under its stack and the next one is tried (OFFICIAL FAQ 7/2026);
  // when none fits, nothing is placed (or, with the house-rule option, a land tile is drawn).
  // Other tiles (thief tiles included, already resolved: §9 #8) follow the base discard.
  bool OnUnplaceable(GameState& s, Events* ev) const override {
    if (s.drawn < 0 || s.Tile(s.drawn).stack != StackKind::Tower) return false;
    TowerThievesData& d = Data(s);
    if (ev) ev->push_back({{"type", "unplaceable"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}, {"stack", "tower"}});
    d.tower_tries++;
    bool all_tried = d.tower_tries >= s.tower.remaining() + 1;
    s.tower.tiles.push_back(s.drawn);  // under the stack
    if (!all_tried) {
      s.drawn = DrawFrom(s, s.tower);
      if (ev) ev->push_back({{"type", "draw"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}, {"stack", "tower"}});
      return true;
    }
    d.tower_tries = 0;
    if (s.setup->Option("tower-tile-fallback-land")) {
      DrawLandInstead(s, ev);
      return true;
    }
    s.drawn = -1;
    if (ev) ev->push_back({{"type", "no-placement"}, {"player", s.current}, {"reason", "no tower tile fits"}});
    return true;
  }

  // A foundation becomes a tower with one floor (none if the supply is empty: §9 #6).
  void OnTilePlaced(GameState& s, Events* ev) const override {
    if (s.last_placed < 0) return;
    const PlacedTile& pt = s.board.tile(s.last_placed);
    if (!s.Tile(pt.tile).foundation || FindTower(s, pt.pos)) return;
    Data(s).towers.push_back(Tower{pt.pos, 0, -1});
    if (ev) ev->push_back({{"type", "tower"}, {"at", PosJson(pt.pos)}});
    AddFloors(s, {pt.pos}, "foundation", ev);
  }

  void AddFigureActions(const GameState& s, std::vector<Action>& out) const override {
    if (s.last_placed < 0 || s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(FigureKind::Meeple)] <= 0) return;
    Pos placed = s.board.tile(s.last_placed).pos;
    for (const Tower& t : Data(s).towers) {
      if (!InRange(t, placed)) continue;
      Action a;
      a.type = ActionType::Watchman;
      a.x = t.pos.x;
      a.y = t.pos.y;
      out.push_back(a);
    }
  }

  bool PendingDecision(GameState& s) const override {
    if (Data(s).pending_thief < 0) return false;
    s.decision = Decision::Floors;
    s.decider = s.current;
    return true;
  }

  void AddActions(const GameState& s, std::vector<Action>& out) const override {
    const TowerThievesData& d = Data(s);
    if (s.decision != Decision::Floors || d.pending_thief < 0) return;
    std::vector<std::vector<Pos>> combos;
    std::vector<Pos> cur;
    Combinations(EligibleTowers(s), d.pending_floors, 0, cur, combos);
    for (auto& c : combos) {
      Action a;
      a.type = ActionType::Floors;
      a.towers = std::move(c);
      out.push_back(std::move(a));
    }
  }

  bool Apply(GameState& s, const Action& a, Events* ev) const override {
    if (a.type == ActionType::Watchman && s.decision == Decision::Figure) {
      PlaceWatchman(s, a.pos(), ev);
      s.stage = Stage::FigureDone;
      return true;
    }
    if (a.type == ActionType::Floors && s.decision == Decision::Floors && Data(s).pending_thief >= 0) {
      int tile = Data(s).pending_thief;
      Data(s).pending_thief = -1;
      Data(s).pending_floors = 0;
      std::vector<Pos> chosen;  // in tower order, however the action lists them
      for (const Tower& t : Data(s).towers)
        if (std::find(a.towers.begin(), a.towers.end(), t.pos) != a.towers.end()) chosen.push_back(t.pos);
      AddFloors(s, chosen, "thief", ev);
      AfterFloors(s, tile, ev);
      return true;
    }
    return false;
  }

  // §6.7: 5 per watchman, plus the stolen tile's value per watchman.
  void FinalScoring(GameState& s, Events* ev) const override {
    int stolen = StolenValue(s);
    for (const Tower& t : Data(s).towers) {
      if (t.watchman < 0) continue;
      json detail = {{"reason", "watchman"}, {"final", true}, {"tower", PosJson(t.pos)}, {"stolen", stolen}};
      AddScore(s, t.watchman, 5 + stolen, detail, ev);
    }
  }

 private:
  // A watchman replaces any watchman on the tower; another player's scores 2 for its owner.
  static void PlaceWatchman(GameState& s, Pos p, Events* ev) {
    Tower* t = FindTower(s, p);
    if (!t) return;
    int old = t->watchman;
    if (old >= 0) {
      ReturnWatchman(s, *t, ev);
      if (old != s.current) AddScore(s, old, 2, {{"reason", "watchman-replaced"}, {"tower", PosJson(p)}}, ev);
    }
    Figure f;
    f.owner = s.current;
    f.kind = FigureKind::Meeple;
    f.node = -1;
    f.tile = s.board.At(p);
    f.on_tower = true;
    f.tower = p;
    s.figures.push_back(f);
    s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(FigureKind::Meeple)] -= 1;
    t->watchman = s.current;
    if (ev) ev->push_back({{"type", "watchman"}, {"player", s.current}, {"tower", PosJson(p)}});
  }
};

}  // namespace

const Module& TowerThievesModuleInstance() {
  static const TowerThievesModule m;
  return m;
}

}  // namespace carc
