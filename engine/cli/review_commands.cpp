// The computer's review of a game (carc/ai/review.h, issue 45):
//   carcassonne review FILE|- [--tweak K=V,..]
//     reviews any record, finished or not, and prints one JSON line per reviewed decision as it is
//     done: {"index", "player", "decision", "made", "best", ["best_then"], "made_value", "best_value",
//     "cost"} (points; ReviewedDecisionToJson). Device answers of a fair deal and decisions with one
//     legal action have no line. A summary (decisions, seconds, each player's total cost) goes to stderr.
//   carcassonne review --bench [--games N] [--players P] [--expansions LIST] [--seed S] [--level L]
//                              [--tweak K=V,..]
//     plays N games (every seat the level L, normal by default) and times their review in slices of
//     2,000 positions, as the page's worker would: seconds per game, per decision, positions per second.
// --tweak changes the review's search (ai_options.h: lw=, lt=, ld=, ...), to measure other budgets.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai_options.h"
#include "carc/ai/review.h"
#include "carc/game.h"
#include "carc/record.h"
#include "read_input.h"

namespace carc::cli {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kSlice = 2000;  // positions per Step: a few milliseconds, as a worker's slice

double SecondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// The review's search for a game of this setup (ai::ReviewSearch), with the command line's tweaks.
bool SearchFor(const Setup& setup, const std::string& tweaks, ai::SearchOptions* options) {
  GameState start;
  std::string error;
  if (!NewGame(setup, &start, &error)) return false;
  *options = ai::ReviewSearch(start);
  return ApplyTweaks(tweaks, options);
}

int ReviewFile(const std::string& path, const std::string& tweaks) {
  std::string text, error;
  GameRecord record;
  if (!ReadInput(path, &text)) {
    std::fprintf(stderr, "carcassonne: cannot read %s\n", path.c_str());
    return 1;
  }
  if (!ParseRecord(text, &record, &error)) {
    std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
    return 1;
  }
  const auto t0 = Clock::now();
  ai::Review review;
  ai::SearchOptions options;
  if (!SearchFor(record.setup, tweaks, &options) || !review.Start(record, &error, options)) {
    std::fprintf(stderr, "carcassonne: %s\n", error.empty() ? "the record cannot start" : error.c_str());
    return 1;
  }
  size_t printed = 0;
  std::vector<double> cost(record.setup.players.size(), 0.0);
  for (bool done = false; !done;) {
    done = review.Step(kSlice);
    for (; printed < review.Reviewed().size(); ++printed) {
      const nlohmann::json line = ai::ReviewedDecisionToJson(review.Reviewed()[printed]);
      cost[static_cast<size_t>(line["player"].get<int>())] += line["cost"].get<double>();
      std::printf("%s\n", line.dump().c_str());
      std::fflush(stdout);
    }
  }
  std::fprintf(stderr, "reviewed %d decisions of %zu actions in %.2f s (%lld positions); total cost per player:",
               review.ToReview(), record.actions.size(), SecondsSince(t0), review.Positions());
  for (double c : cost) std::fprintf(stderr, " %.2f", c);
  std::fprintf(stderr, "\n");
  return 0;
}

int Bench(int argc, char** argv, const std::string& tweaks) {
  std::string expansions = "base", seed = "review", level_name = "normal";
  int games = 3, players = 2;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string k = argv[i], v = argv[i + 1];
    if (k == "--games") games = std::atoi(v.c_str());
    else if (k == "--players") players = std::atoi(v.c_str());
    else if (k == "--expansions") expansions = v;
    else if (k == "--seed") seed = v;
    else if (k == "--level") level_name = v;
    else if (k != "--tweak") {
      std::fprintf(stderr, "carcassonne review --bench: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  const auto level = ai::ParseLevel(level_name);
  if (!level || games <= 0 || players < 2 || players > 6) {
    std::fprintf(stderr, "carcassonne review --bench: a level (random, greedy, easy, normal, hard), games > 0, 2-6 players\n");
    return 2;
  }
  Setup setup;
  if (!MakeSetup(players, expansions, &setup)) return 2;
  // Wall time, and the process's CPU time: on a shared machine the wall time counts other work too.
  double total = 0, cpu = 0, slowest_game = 0, slowest_decision = 0;
  long long reviewed = 0, positions = 0;
  for (int g = 0; g < games; ++g) {
    setup.seed = seed + "-" + std::to_string(g);
    GameRecord record;
    record.setup = setup;
    GameState s;
    std::string error;
    if (!NewGame(setup, &s, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    while (!IsOver(s)) {  // the game to review
      const Action a = ai::ChooseAction(s, *level, ai::DecisionSeed(s));
      if (Apply(s, a)) return 1;
      record.actions.push_back(a);
    }
    ai::SearchOptions options;
    if (!SearchFor(setup, tweaks, &options)) return 1;
    if (g == 0) std::fprintf(stderr, "%zu tiles to draw: lookahead of %d draws\n", s.land.tiles.size() + s.river.tiles.size() + s.tower.tiles.size(), options.lookahead_tiles);
    const auto t0 = Clock::now();
    const std::clock_t c0 = std::clock();
    ai::Review review;
    if (!review.Start(record, &error, options)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    double last = 0;
    size_t seen = 0;
    while (!review.Step(kSlice)) {
      if (review.Reviewed().size() > seen) {  // a decision finished in this slice (or several)
        const double now = SecondsSince(t0);
        slowest_decision = std::max(slowest_decision, now - last);
        last = now, seen = review.Reviewed().size();
      }
    }
    const double secs = SecondsSince(t0);
    const double cpu_secs = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    cpu += cpu_secs;
    slowest_decision = std::max(slowest_decision, secs - last);
    total += secs;
    slowest_game = std::max(slowest_game, secs);
    reviewed += review.ToReview();
    positions += review.Positions();
    std::fprintf(stderr, "game %d: %zu actions, %d decisions reviewed in %.2f s (CPU %.2f s)\n", g,
                 record.actions.size(), review.ToReview(), secs, cpu_secs);
  }
  const nlohmann::json out = {{"games", games},
                              {"players", players},
                              {"expansions", expansions},
                              {"played_by", level_name},
                              {"decisions_per_game", static_cast<double>(reviewed) / games},
                              {"seconds_per_game", total / games},
                              {"seconds_slowest_game", slowest_game},
                              {"cpu_seconds_per_game", cpu / games},
                              {"ms_per_decision", 1000.0 * total / std::max<long long>(1, reviewed)},
                              {"ms_slowest_decision", 1000.0 * slowest_decision},
                              {"positions_per_second", static_cast<double>(positions) / std::max(total, 1e-9)}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace

int Review(int argc, char** argv) {
  std::string tweaks;
  for (int i = 3; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--tweak") tweaks = argv[i + 1];
  ai::SearchOptions probe;
  if (!ApplyTweaks(tweaks, &probe)) {
    std::fprintf(stderr, "carcassonne review: bad --tweak %s\n", tweaks.c_str());
    return 2;
  }
  if (argc >= 3 && std::string(argv[2]) == "--bench") return Bench(argc, argv, tweaks);
  if (argc != 3 && !(argc == 5 && std::string(argv[3]) == "--tweak")) {
    std::fprintf(stderr, "usage: carcassonne review FILE|- [--tweak K=V,..]\n"
                         "       carcassonne review --bench [--games N] [--players P] [--expansions LIST] [--seed S] [--level L] [--tweak K=V,..]\n");
    return 2;
  }
  return ReviewFile(argv[2], tweaks);
}

}  // namespace carc::cli
