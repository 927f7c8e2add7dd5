// `carcassonne squares FILE`: what can still fit (carc/outlook.h) in the record's position, to check
// against the rules by hand or in a test. One JSON object per line:
//   per open square (y, then x):  {"x":1,"y":-1,"count":5,"tiles":{"E":3,"N":2},"later":0}
//     (later: of count, the copies that may go there only once more of the board is filled: abbeys)
//   per road, city or monastery that can no longer be finished:
//     {"feature":"city","tiles":[[0,0],[0,-1]],"dead":[[1,-1]],"figures":[{"player":0,"figure":"meeple"}]}
// `carcassonne squares-bench`: what computing it costs after every action of random games (all six
// sets by default), with the cost on boards of 90 tiles apart (engine/docs/outlook.md).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "bench_table.h"
#include "carc/game.h"
#include "carc/outlook.h"
#include "carc/rules.h"

namespace carc::cli {

namespace {
using nlohmann::ordered_json;

// Min, median, mean and max of microsecond samples: on a shared machine the max says little.
struct Samples {
  std::vector<double> v;
  void Add(double x) { v.push_back(x); }
  nlohmann::json Json() {
    if (v.empty()) return nullptr;
    std::sort(v.begin(), v.end());
    double total = 0;
    for (double x : v) total += x;
    return {{"n", v.size()}, {"min", v.front()}, {"median", v[v.size() / 2]}, {"mean", total / static_cast<double>(v.size())},
            {"p99", v[v.size() * 99 / 100]}, {"max", v.back()}};
  }
};

ordered_json SquaresJson(const std::vector<Pos>& squares) {
  ordered_json out = ordered_json::array();
  for (Pos p : squares) out.push_back({p.x, p.y});
  return out;
}
}  // namespace

int PrintSquares(const GameState& s) {
  const Outlook o = ComputeOutlook(s);
  for (const OpenSquare& q : o.squares) {
    ordered_json tiles = ordered_json::object();
    for (const TileCopies& k : q.fits) tiles[s.Tile(k.tile).id] = k.copies;
    ordered_json line = {{"x", q.pos.x}, {"y", q.pos.y}, {"count", q.count}, {"tiles", tiles}, {"later", q.later}};
    std::printf("%s\n", line.dump().c_str());
  }
  for (const UnfinishableFeature& f : o.unfinishable) {
    ordered_json figures = ordered_json::array();
    for (int i : f.figures) {
      const Figure& fig = s.figures[static_cast<size_t>(i)];
      figures.push_back({{"player", fig.owner}, {"figure", FigureKindName(fig.kind)}});
    }
    ordered_json line = {{"feature", FeatureTypeName(f.type)}, {"tiles", SquaresJson(f.tiles)},
                         {"dead", SquaresJson(f.dead)}, {"figures", figures}};
    std::printf("%s\n", line.dump().c_str());
  }
  return 0;
}

int SquaresBench(int argc, char** argv) {
  BenchArgs args;
  args.games = 20;
  if (int code = ParseBenchArgs(argc, argv, "squares-bench", &args)) return code;
  const Setup base = BenchSetup(args);
  Rng chooser{SeedFromString(args.seed) ^ 0x5a0a7e5ull};
  using Clock = std::chrono::steady_clock;
  Samples all_us, at90_us, step_us;
  MinMeanMax at90_squares, at90_kinds, at90_dead;
  int boards90 = 0;
  std::string error;
  for (int g = 0; g < args.games; ++g) {
    Setup setup = base;
    setup.seed = args.seed + "-" + std::to_string(g);
    GameState s;
    if (!NewGame(setup, &s, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    bool counted90 = false;
    while (!IsOver(s)) {
      auto t0 = Clock::now();
      const Outlook o = ComputeOutlook(s);
      const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
      all_us.Add(us);
      if (s.board.size() == 90) {
        at90_us.Add(us);
        if (!counted90) {  // the board's size, once per game
          counted90 = true;
          ++boards90;
          at90_squares.Add(static_cast<double>(o.squares.size()));
          at90_kinds.Add(static_cast<double>(TilesToCome(s).size()));
          at90_dead.Add(static_cast<double>(o.unfinishable.size()));
        }
      }
      // What an action costs the engine anyway (the legal list and applying one), for comparison.
      t0 = Clock::now();
      std::vector<Action> legal = LegalActions(s);
      const Action a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
      if (auto err = Apply(s, a)) {
        std::fprintf(stderr, "carcassonne: a legal action was refused: %s\n", err->message.c_str());
        return 1;
      }
      step_us.Add(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
  }
  nlohmann::json out = {{"games", args.games},
                        {"players", args.players},
                        {"expansions", args.expansions},
                        {"outlook_us_every_action", all_us.Json()},
                        {"outlook_us_at_90_tiles", at90_us.Json()},
                        {"boards_of_90_tiles", boards90},
                        {"open_squares_at_90_tiles", at90_squares.Json()},
                        {"kinds_to_come_at_90_tiles", at90_kinds.Json()},
                        {"unfinishable_features_at_90_tiles", at90_dead.Json()},
                        {"legal_list_and_apply_us_every_action", step_us.Json()}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace carc::cli
