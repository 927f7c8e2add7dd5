// Abbey & Mayor: the barn (RULES.md §4.5). Placed instead of a meeple on a corner of the tile just
// placed where four tiles meet and all four quadrants are field. Placing it next to farmers scores
// them as at game end and returns them; a later placement that joins farmers to a barn field scores
// them 1 per completed city and returns them; at the end the barns score 4 per completed city.
// When the barn placement scores depends on the ruleset (Ruleset::barn_scored_when_placed): at once,
// in step 2 (ruleset 2, the seed's "immediatamente"), or in step 3 after roads, cities and
// monasteries (ruleset 1, kept for the games made with it).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "abbey_mayor_parts.h"
#include "carc/rules.h"

namespace carc::am {
using nlohmann::json;

namespace {

int CornerOf(int dx, int dy) {
  for (int c = 0; c < 4; ++c)
    if (kCornerDx[c] == dx && kCornerDy[c] == dy) return c;
  return -1;
}

// The field of `placed` that fills corner c of that tile, if both half-edges at the corner are of it.
int CornerField(const GameState& s, int placed, int c) {
  const PlacedTile& pt = s.board.tile(placed);
  const TileDef& def = s.Tile(pt.tile);
  int a = def.FieldAtHalf(CornerHalfA(c), pt.rot);
  return a >= 0 && a == def.FieldAtHalf(CornerHalfB(c), pt.rot) ? a : -1;
}

// The field feature of the tile just placed at corner c when the corner is a barn spot (four tiles
// meet there and all four quadrants are field), else -1. An abbey has no field, so its corners
// never qualify, nor do the corners of inner fields (they touch no half-edge).
int BarnCornerField(const GameState& s, int placed, int c) {
  int field = CornerField(s, placed, c);
  if (field < 0) return -1;
  Pos p = s.board.tile(placed).pos;
  const int dx = kCornerDx[c], dy = kCornerDy[c];
  const int offsets[3][2] = {{dx, 0}, {0, dy}, {dx, dy}};
  for (const auto& o : offsets) {
    int n = s.board.At({p.x + o[0], p.y + o[1]});
    if (n < 0) return -1;
    // Seen from that tile the meeting point lies toward (dx - 2ox, dy - 2oy).
    if (CornerField(s, n, CornerOf(dx - 2 * o[0], dy - 2 * o[1])) < 0) return -1;
  }
  return field;
}

bool IsBarn(const GameState& s, int figure) { return s.figures[static_cast<size_t>(figure)].kind == FigureKind::Barn; }

bool HasBarn(const GameState& s, int node) {
  for (int i : FiguresOn(s, node))
    if (IsBarn(s, i)) return true;
  return false;
}

// Scores the farmers of a field (per_city points per completed city to their majority) and returns
// them; the barns stay.
void ScoreFarmers(GameState& s, int node, int per_city, const char* trigger, Events* ev) {
  std::vector<int> farmers;
  for (int i : FiguresOn(s, node))
    if (!IsBarn(s, i)) farmers.push_back(i);
  if (farmers.empty()) return;
  int cities = CompletedCitiesOfField(s, node);
  json detail = {{"reason", "field"}, {"barn", trigger}, {"cities", cities}, {"per_city", per_city},
                 {"at", RegionSquares(s, node)}};
  const std::vector<int> winners = MajorityWinners(s, farmers);
  for (int p : winners) AddScore(s, p, per_city * cities, detail, ev);
  FieldScored(s, node, winners, cities, ev);
  for (auto it = farmers.rbegin(); it != farmers.rend(); ++it) ReturnFigure(s, *it, ev);
}

}  // namespace

void AddBarnActions(const GameState& s, std::vector<Action>& out) {
  if (s.last_placed < 0) return;
  if (s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(FigureKind::Barn)] <= 0) return;
  for (int c = 0; c < 4; ++c) {
    int field = BarnCornerField(s, s.last_placed, c);
    if (field < 0 || HasBarn(s, NodeOf(s, s.last_placed, field))) continue;
    Action a;
    a.type = ActionType::Figure;
    a.figure = FigureKind::Barn;
    a.at = {Locator::Corner, c};
    out.push_back(a);
  }
}

bool ApplyBarn(GameState& s, const Action& a, Events* ev) {
  if (s.decision != Decision::Figure || a.type != ActionType::Figure || a.figure != FigureKind::Barn ||
      a.at.kind != Locator::Corner)
    return false;
  Figure f;
  f.owner = s.current;
  f.kind = FigureKind::Barn;
  f.tile = s.last_placed;
  f.feature = BarnCornerField(s, s.last_placed, a.at.value);
  f.node = NodeOf(s, s.last_placed, f.feature);
  f.corner = a.at.value;
  s.figures.push_back(f);
  s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(FigureKind::Barn)] -= 1;
  if (ev) {
    Pos p = s.board.tile(s.last_placed).pos;
    ev->push_back({{"type", "figure"}, {"player", s.current}, {"figure", "barn"}, {"x", p.x}, {"y", p.y},
                   {"at", a.at.ToString()}, {"feature", "field"}});
  }
  if (s.ruleset->barn_scored_when_placed) {
    // Step 2: the field scores and its farmers go home now, before step 3 looks at the board. A city
    // the tile just closed counts: it is complete once the tile lies there.
    ScoreFarmers(s, f.node, 3, "placed", ev);
  } else {
    s.md.abbey_mayor.barn_placed = f.node;  // ruleset 1: scored in step 3 (ScoreBarnEffects)
  }
  s.stage = Stage::FigureDone;
  return true;
}

void ScoreBarnEffects(GameState& s, Events* ev) {
  AbbeyMayorData& d = s.md.abbey_mayor;
  if (d.barn_placed >= 0) {
    int node = d.barn_placed;
    d.barn_placed = -1;
    ScoreFarmers(s, node, 3, "placed", ev);
  }
  if (s.last_placed < 0) return;
  // Fields merge only through the tile just placed, so only its fields can newly hold both.
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  std::vector<int> seen;
  for (size_t k = 0; k < def.features.size(); ++k) {
    if (def.features[k].type != FeatureType::Field) continue;
    int root = s.regions.Find(pt.first_node + static_cast<int>(k));
    if (std::find(seen.begin(), seen.end(), root) != seen.end()) continue;
    seen.push_back(root);
    if (HasBarn(s, root)) ScoreFarmers(s, root, 1, "joined", ev);
  }
}

void FinalBarnScoring(GameState& s, Events* ev) {
  std::vector<int> done;
  for (const Figure& f : s.figures) {
    if (f.kind != FigureKind::Barn || f.node < 0) continue;
    int root = s.regions.Find(f.node);
    if (std::find(done.begin(), done.end(), root) != done.end()) continue;
    done.push_back(root);
    std::vector<int> barns(s.players.size(), 0);
    for (int i : FiguresOn(s, root))
      if (IsBarn(s, i)) barns[static_cast<size_t>(s.figures[static_cast<size_t>(i)].owner)]++;
    int best = *std::max_element(barns.begin(), barns.end());
    int cities = CompletedCitiesOfField(s, root);
    json detail = {{"reason", "barn"}, {"final", true}, {"cities", cities}, {"barns", best}, {"at", RegionSquares(s, root)}};
    for (size_t p = 0; p < barns.size(); ++p)
      if (barns[p] == best) AddScore(s, static_cast<int>(p), 4 * cities, detail, ev);
  }
}

}  // namespace carc::am
