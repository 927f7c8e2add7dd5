// The evaluation: score so far plus the expected yield of figures on the board and in supply.
// It must stay cheap: the search calls it once per iteration and once per action for move priors.
#include "carc/ai/evaluate.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "carc/deal.h"
#include "carc/game.h"
#include "carc/rules.h"
#include "eval_module.h"

namespace carc::ai {

EvalWeights EvalWeights::Reference() {
  EvalWeights w;
  w.edge_chance = 0.88;
  w.fill_chance = 0.9;
  w.meeple_supply = 1.6;
  w.extra_meeple = 0.5;
  w.special_supply = 2.0;
  w.barn_supply = 2.5;
  w.abbey_in_hand = 3.0;
  w.watchman = 6.0;
  // The yardstick keeps the first model of Traders & Builders: no value for a second tile to come.
  w.extra_tile = 0.0;
  return w;
}

Phase MakePhase(const GameState& s, const EvalWeights& w) {
  Phase p;
  p.remaining = s.land.remaining() + s.river.remaining();
  p.turns_left = static_cast<double>(p.remaining) / s.NumPlayers();
  // Late in the game there are few draws left to close a feature: scale down below ~16 tiles.
  double late = std::min(1.0, p.remaining / 16.0);
  p.edge = w.edge_chance * late;
  p.fill = w.fill_chance * std::min(1.0, p.remaining / 30.0);
  p.supply = std::min(1.0, p.turns_left / 12.0);
  return p;
}

double FieldValue(const GameState& s, int root, int per_city, const Phase& ph) {
  double v = 0;
  for (int r : FieldCityRoots(s, root)) {
    int open = s.regions.Node(r).open;
    v += per_city * (open == 0 ? 1.0 : CompletionChance(open, ph));
  }
  return v;
}

namespace {

// Expected points of the feature of region root `root` for each majority winner, and the chance the
// figures come back during play.
struct FeatureValue {
  double points = 0;
  double returns = 0;
};

FeatureValue ValueOf(const GameState& s, const Figure& f, int root, const Phase& ph, bool barn_field) {
  FeatureValue out;
  const Region& r = s.regions.Node(root);
  const int tiles = r.tile_count;
  switch (r.type) {
    case FeatureType::City: {
      double p = CompletionChance(r.open, ph);
      const int open_unit = PointsPerUnit(s, root, r.type, false), done_unit = PointsPerUnit(s, root, r.type, true);
      if (open_unit == 1 && done_unit == 2) out.points = (tiles + r.coats) * (1.0 + p);  // end value, doubled if completed
      else out.points = (tiles + r.coats) * ((1.0 - p) * open_unit + p * done_unit);    // a cathedral
      out.returns = p;
      break;
    }
    case FeatureType::Road: {
      double p = CompletionChance(r.open, ph);
      const int open_unit = PointsPerUnit(s, root, r.type, false), done_unit = PointsPerUnit(s, root, r.type, true);
      out.points = tiles + 0.5 * r.open * ph.edge;  // a road tends to grow a little
      if (open_unit != 1 || done_unit != 1) out.points *= (1.0 - p) * open_unit + p * done_unit;  // an inn
      out.returns = p;
      break;
    }
    case FeatureType::Monastery: {
      int around = s.board.NeighboursAround(s.board.tile(f.tile).pos);
      out.points = 1 + around + (8 - around) * ph.fill;
      out.returns = std::pow(ph.fill, 8 - around);
      break;
    }
    case FeatureType::Field:
      out.points = FieldValue(s, root, barn_field ? 4 : 3, ph);
      break;
    case FeatureType::River: break;
  }
  return out;
}

// The value of one figure of kind k in supply early in the game: the base's and the older sets'
// figures here, the others' through their evaluation terms (eval_module.h).
double KindSupplyValue(FigureKind k, const EvalWeights& w) {
  switch (k) {
    case FigureKind::Meeple: return w.meeple_supply;
    case FigureKind::Mayor:
    case FigureKind::Wagon: return w.special_supply;
    case FigureKind::Barn: return w.barn_supply;
    default: break;
  }
  for (const EvalModule* m : AllEvalModules())
    if (std::optional<double> v = m->SupplyValue(k, w)) return *v;
  return 0.0;
}

double SupplyValue(const PlayerState& p, const Phase& ph, const EvalWeights& w) {
  int meeples = p.supply[static_cast<int>(FigureKind::Meeple)];
  double v = w.meeple_supply * (std::min(meeples, 3) + w.extra_meeple * std::max(0, meeples - 3));
  for (int k = 0; k < kFigureKinds; ++k)
    if (static_cast<FigureKind>(k) != FigureKind::Meeple && p.supply[k] > 0)
      v += KindSupplyValue(static_cast<FigureKind>(k), w) * p.supply[k];
  return v * ph.supply + w.abbey_in_hand * p.abbeys;
}

// The supply value one returning figure of this kind adds.
double ReturnValue(const PlayerState& p, FigureKind k, const Phase& ph, const EvalWeights& w) {
  if (k == FigureKind::Meeple) {
    int m = p.supply[static_cast<int>(k)];
    return w.meeple_supply * (m < 3 ? 1.0 : w.extra_meeple) * ph.supply;
  }
  return KindSupplyValue(k, w) * ph.supply;
}

}  // namespace

std::vector<double> Estimate(const GameState& s, const EvalWeights& w) {
  const int n = s.NumPlayers();
  std::vector<double> est(static_cast<size_t>(n), 0.0);
  for (int p = 0; p < n; ++p) est[static_cast<size_t>(p)] = s.players[static_cast<size_t>(p)].score;
  if (s.decision == Decision::Over) return est;
  const Phase ph = MakePhase(s, w);
  for (int p = 0; p < n; ++p) est[static_cast<size_t>(p)] += SupplyValue(s.players[static_cast<size_t>(p)], ph, w);

  const TowerThievesData& tt = s.md.tower_thieves;
  const double stolen = tt.stolen_tile >= 0 ? s.Tile(tt.stolen_tile).thief : 0;
  // Figures grouped by feature: each feature is valued once, for its majority winners.
  std::vector<int> done;
  done.reserve(s.figures.size());
  for (size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    if (f.on_tower) {
      est[static_cast<size_t>(f.owner)] += w.watchman * std::max(0.4, ph.supply) + stolen;
      continue;
    }
    if (f.node < 0) continue;
    const int root = s.regions.Find(f.node);
    // Each figure may come back to its owner's supply.
    if (std::find(done.begin(), done.end(), root) != done.end()) {
      continue;
    }
    done.push_back(root);
    std::vector<int> on = FiguresOn(s, root);
    std::vector<int> farmers, barns;
    for (int k : on) (s.figures[static_cast<size_t>(k)].kind == FigureKind::Barn ? barns : farmers).push_back(k);
    const bool barn_field = !barns.empty();
    FeatureValue v = ValueOf(s, f, root, ph, false);
    if (!farmers.empty()) {
      const std::vector<int> winners = MajorityWinners(s, farmers);
      for (int winner : winners) est[static_cast<size_t>(winner)] += v.points;
      for (const EvalModule* m : AllEvalModules()) m->OnFeature(s, root, farmers, winners, ph, w, est);
      for (int k : farmers) {
        const Figure& g = s.figures[static_cast<size_t>(k)];
        est[static_cast<size_t>(g.owner)] += v.returns * ReturnValue(s.players[static_cast<size_t>(g.owner)], g.kind, ph, w);
      }
    }
    if (barn_field) {
      double bv = ValueOf(s, f, root, ph, true).points;
      std::vector<int> count(static_cast<size_t>(n), 0);
      for (int k : barns) count[static_cast<size_t>(s.figures[static_cast<size_t>(k)].owner)]++;
      int best = *std::max_element(count.begin(), count.end());
      for (int p = 0; p < n; ++p)
        if (count[static_cast<size_t>(p)] == best) est[static_cast<size_t>(p)] += bv;
    }
  }
  for (const EvalModule* m : AllEvalModules()) m->OnPosition(s, ph, w, est);
  return est;
}

double Margin(const std::vector<double>& est, int player) {
  double best_other = -1e18;
  for (size_t p = 0; p < est.size(); ++p)
    if (static_cast<int>(p) != player) best_other = std::max(best_other, est[p]);
  if (est.size() < 2) best_other = 0;
  return est[static_cast<size_t>(player)] - best_other;
}

namespace {
// Canonical order (sorted), then Fisher-Yates over [begin, end) with the AI's rng.
void Reshuffle(std::vector<int>& v, int begin, int end, Rng& rng) {
  if (end - begin < 2) return;
  std::sort(v.begin() + begin, v.begin() + end);
  for (int i = end - begin; i > 1; --i) {
    int j = static_cast<int>(rng.Below(static_cast<uint64_t>(i)));
    std::swap(v[static_cast<size_t>(begin + i - 1)], v[static_cast<size_t>(begin + j)]);
  }
}
}  // namespace

void Determinize(GameState& s, Rng& rng) {
  Reshuffle(s.land.tiles, s.land.next, static_cast<int>(s.land.tiles.size()), rng);
  int river_end = static_cast<int>(s.river.tiles.size());
  if (s.river.remaining() > 0 && s.Tile(s.river.tiles.back()).lake) river_end--;  // the lake stays last
  Reshuffle(s.river.tiles, s.river.next, river_end, rng);
  Reshuffle(s.tower.tiles, s.tower.next, static_cast<int>(s.tower.tiles.size()), rng);
  DealInOrder(s);  // a fair deal's copy draws in the order just imagined, never waiting for a device
  s.rng = rng;  // the engine's own rng is unused after setup; never leave the real one in a copy
  rng.Next();
}

}  // namespace carc::ai
