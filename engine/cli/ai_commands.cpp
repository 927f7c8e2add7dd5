// The AI parts of the command-line tool:
//   carcassonne match --a LEVEL --b LEVEL --games N --expansions LIST [--seed S] [--players P]
//                     [--budget N | --budget-a N --budget-b N] [--first G] [--paired 1]
//                     [--tweak-a K=V,..] [--tweak-b ..]
//     plays A against B (A takes seat G mod P in game G, B every other seat) and prints A's win rate
//     with its 95% margin (ties count half), the mean scores, the time per decision and the search
//     speed of MCTS levels.
//   carcassonne bench-ai [--level L] [--positions N] [--budget N] [--expansions LIST] [--seed S]
//     times the search on positions taken from greedy games: iterations per second, the mean and the
//     slowest decision.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "ai_options.h"
#include "carc/ai/ai.h"
#include "carc/game.h"

namespace carc::cli {

namespace {
using Clock = std::chrono::steady_clock;

uint64_t DecisionSeed(const std::string& seed, int game, int action) {
  return SeedFromString(seed + "/" + std::to_string(game) + "/" + std::to_string(action));
}

struct SideStats {
  double seconds = 0;       // thinking time
  long long decisions = 0;  // decisions asked (single-action ones included)
  long long searched = 0;   // decisions that ran MCTS
  long long iterations = 0;
  double search_seconds = 0;
};

// Plays one AI decision; adds to the side's statistics.
Action Decide(const GameState& s, ai::Level level, int budget, const std::string& tweaks, uint64_t seed, SideStats* st) {
  ai::SearchOptions o = ai::SearchOptions::WithBudget(level, budget);
  ApplyTweaks(tweaks, &o);
  auto t0 = Clock::now();
  ai::Thinker t;
  t.Start(s, level, seed, o);
  while (!t.Step(256)) {
  }
  Action a = t.Best();
  double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  st->seconds += secs;
  st->decisions++;
  if (t.Iterations() > 0) {
    st->searched++;
    st->iterations += t.Iterations();
    st->search_seconds += secs;
  }
  return a;
}

}  // namespace

int Match(int argc, char** argv) {
  std::string la = "hard", lb = "greedy", expansions = "all", seed = "1";
  std::string tweaks_a, tweaks_b;
  int games = 20, players = 2, budget_a = 0, budget_b = 0, first = 0;
  bool paired = false;  // games come in groups of `players` on one deck, A in each seat once
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--a") la = v;
    else if (k == "--b") lb = v;
    else if (k == "--games") games = std::atoi(v.c_str());
    else if (k == "--expansions") expansions = v;
    else if (k == "--seed") seed = v;
    else if (k == "--players") players = std::atoi(v.c_str());
    else if (k == "--budget") budget_a = budget_b = std::atoi(v.c_str());
    else if (k == "--budget-a") budget_a = std::atoi(v.c_str());
    else if (k == "--budget-b") budget_b = std::atoi(v.c_str());
    else if (k == "--first") first = std::atoi(v.c_str());
    else if (k == "--paired") paired = v == "1" || v == "yes";
    else if (k == "--tweak-a") tweaks_a = v;
    else if (k == "--tweak-b") tweaks_b = v;
    else {
      std::fprintf(stderr, "carcassonne match: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  auto a = ai::ParseLevel(la), b = ai::ParseLevel(lb);
  if (!a || !b || games <= 0 || players < 2 || players > 6) {
    std::fprintf(stderr, "carcassonne match: levels are random, greedy, easy, normal, hard; games > 0; 2-6 players\n");
    return 2;
  }
  ai::SearchOptions probe;
  if (!ApplyTweaks(tweaks_a, &probe) || !ApplyTweaks(tweaks_b, &probe)) {
    std::fprintf(stderr, "carcassonne match: bad --tweak (c=,scale=,thr=,opp=,inner=,wb=,wk=,pv=,noise=,roll=,lw=,lt=,lc=,ld=, weights edge=,fill=,ms=,xm=,ss=,bs=,ab=,wm=,lm=,bds=,pig=,bb=,gb=,xt=)\n");
    return 2;
  }
  Setup setup;
  if (!MakeSetup(players, expansions, &setup)) return 2;
  SideStats sa, sb;
  double outcome_sum = 0, outcome_sq = 0, score_a = 0, score_b = 0;
  int wins = 0, ties = 0;
  auto t_all = Clock::now();
  for (int g = first; g < first + games; ++g) {
    // Paired games share the deal, so the tiles' luck cancels out between the seats.
    setup.seed = seed + "-" + std::to_string(paired ? g / players : g);
    GameState s;
    std::string error;
    if (!NewGame(setup, &s, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    const int seat_a = g % players;
    while (!IsOver(s)) {
      bool is_a = s.decider == seat_a;
      Action act = Decide(s, is_a ? *a : *b, is_a ? budget_a : budget_b, is_a ? tweaks_a : tweaks_b, DecisionSeed(seed, g, s.actions), is_a ? &sa : &sb);
      if (auto err = Apply(s, act)) {
        std::fprintf(stderr, "carcassonne: the AI chose an illegal action: %s\n", err->message.c_str());
        return 1;
      }
    }
    int mine = s.players[static_cast<size_t>(seat_a)].score, best_other = -1;
    double others = 0;
    for (int p = 0; p < players; ++p)
      if (p != seat_a) {
        best_other = std::max(best_other, s.players[static_cast<size_t>(p)].score);
        others += s.players[static_cast<size_t>(p)].score;
      }
    double outcome = mine > best_other ? 1.0 : (mine == best_other ? 0.5 : 0.0);
    wins += outcome == 1.0;
    ties += outcome == 0.5;
    outcome_sum += outcome;
    outcome_sq += outcome * outcome;
    score_a += mine;
    score_b += others / (players - 1);
    std::fprintf(stderr, "game %d: A (%s, seat %d) %d, best B %d\n", g, la.c_str(), seat_a, mine, best_other);
  }
  const double n = games;
  const double mean = outcome_sum / n;
  const double var = games > 1 ? std::max(0.0, (outcome_sq - n * mean * mean) / (n - 1)) : 0.0;
  const double margin = 1.96 * std::sqrt(var / n);
  auto side = [](const SideStats& st) {
    nlohmann::json j = {{"ms_per_decision", st.decisions ? 1000.0 * st.seconds / st.decisions : 0.0},
                        {"decisions", st.decisions}};
    if (st.searched) {
      j["ms_per_search"] = 1000.0 * st.search_seconds / st.searched;
      j["iterations_per_second"] = st.iterations / std::max(1e-9, st.search_seconds);
    }
    return j;
  };
  nlohmann::json out = {{"a", la},
                        {"b", lb},
                        {"games", games},
                        {"paired", paired},
                        {"players", players},
                        {"expansions", expansions},
                        {"a_wins", wins},
                        {"ties", ties},
                        {"a_win_rate", mean},
                        {"a_win_rate_margin95", margin},
                        {"a_mean_score", score_a / n},
                        {"b_mean_score", score_b / n},
                        {"a_time", side(sa)},
                        {"b_time", side(sb)},
                        {"seconds", std::chrono::duration<double>(Clock::now() - t_all).count()}};
  std::printf("%s\n", out.dump(2).c_str());
  std::printf("A=%s wins %.1f%% +- %.1f%% (95%% CI) of %d games against B=%s; mean scores %.1f vs %.1f\n", la.c_str(),
              100 * mean, 100 * margin, games, lb.c_str(), score_a / n, score_b / n);
  return 0;
}

int BenchAi(int argc, char** argv) {
  std::string level = "hard", expansions = "all", seed = "1";
  int positions = 30, budget = 0;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--level") level = v;
    else if (k == "--positions") positions = std::atoi(v.c_str());
    else if (k == "--budget") budget = std::atoi(v.c_str());
    else if (k == "--expansions") expansions = v;
    else if (k == "--seed") seed = v;
    else {
      std::fprintf(stderr, "carcassonne bench-ai: unknown option %s\n", k.c_str());
      return 2;
    }
  }
  auto lv = ai::ParseLevel(level);
  if (!lv || positions <= 0) return 2;
  Setup setup;
  if (!MakeSetup(2, expansions, &setup)) return 2;
  // Positions: greedy games stopped at a spread of decisions with several legal actions.
  long long iterations = 0, decisions = 0;
  double secs = 0, slowest = 0;
  int game = 0;
  while (decisions < positions) {
    setup.seed = seed + "-bench-" + std::to_string(game);
    GameState s;
    std::string error;
    if (!NewGame(setup, &s, &error)) return 1;
    Rng pick{SeedFromString(setup.seed)};
    while (!IsOver(s) && decisions < positions) {
      if (LegalActions(s).size() > 1 && pick.Below(6) == 0) {
        const ai::SearchOptions o = ai::SearchOptions::WithBudget(*lv, budget);
        auto t0 = Clock::now();
        ai::Thinker t;
        t.Start(s, *lv, DecisionSeed(seed, game, s.actions), o);
        while (!t.Step(256)) {
        }
        const double took = std::chrono::duration<double>(Clock::now() - t0).count();
        secs += took;
        slowest = std::max(slowest, took);
        iterations += t.Iterations();
        decisions++;
      }
      Apply(s, ai::ChooseAction(s, ai::Level::Greedy, DecisionSeed(seed, game, s.actions)));
    }
    ++game;
  }
  nlohmann::json out = {{"level", level},
                        {"decisions", decisions},
                        {"iterations", iterations},
                        {"seconds", secs},
                        {"ms_per_decision", 1000.0 * secs / decisions},
                        {"ms_slowest", 1000.0 * slowest},
                        {"iterations_per_second", iterations / std::max(secs, 1e-9)}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace carc::cli
