// The command-line tool: replay a record, list the legal next actions, simulate random games.
//   carcassonne replay FILE|-      prints the report JSON (game-record.md); exit 1 on an illegal action
//   carcassonne legal FILE|-       prints the legal next actions, one JSON object per line
//   carcassonne link FILE|-        prints the record's share-link fragment (the text after "#g=")
//   carcassonne simulate --games N --seed S --players P --expansions LIST
//   carcassonne review FILE|-      the computer's review of each decision (review_commands.cpp)
//   carcassonne squares FILE|-     prints what can still fit on each open square (squares_command.cpp)
//   (and match, bench-ai, link-size, compat-corpus: see Usage())
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "carc/game.h"
#include "carc/record.h"
#include "carc/share.h"
#include "read_input.h"

namespace carc::cli {
int Match(int argc, char** argv);    // ai_commands.cpp
int BenchAi(int argc, char** argv);  // ai_commands.cpp
int LinkSize(int argc, char** argv);  // share_commands.cpp
int CompatCorpus(int argc, char** argv);  // compat_corpus.cpp
int FairBench(int argc, char** argv);     // fair_commands.cpp
int Review(int argc, char** argv);        // review_commands.cpp
int PrintSquares(const GameState& s);     // squares_command.cpp
int SquaresBench(int argc, char** argv);  // squares_command.cpp

bool ReadInput(const std::string& path, std::string* text) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    *text = ss.str();
    return true;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *text = ss.str();
  return true;
}

}  // namespace carc::cli

namespace {

using namespace carc;
using carc::cli::ReadInput;

int Usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  carcassonne replay FILE|-\n"
               "  carcassonne legal FILE|-\n"
               "  carcassonne link FILE|-            (the record's share-link fragment, after #g=)\n"
               "  carcassonne squares FILE|-         (what can still fit on each open square, one JSON line each)\n"
               "  carcassonne review FILE|- [--tweak K=V,..]   (each decision: the move made, the best, what it cost)\n"
               "  carcassonne review --bench [--games N] [--players P] [--expansions LIST] [--seed S] [--level L] [--tweak K=V,..]\n"
               "  carcassonne simulate [--games N] [--seed S] [--players P] [--expansions a,b,...] [--ruleset N]\n"
               "  carcassonne match --a LEVEL --b LEVEL [--games N] [--expansions LIST] [--seed S] [--players P]\n"
               "                    [--budget N | --budget-a N --budget-b N] [--first G]\n"
               "  carcassonne bench-ai [--level L] [--positions N] [--budget N] [--expansions LIST] [--seed S]\n"
               "  carcassonne link-size [--games N] [--players P] [--expansions LIST|all] [--seed S]\n"
               "  carcassonne fair-bench [--games N] [--players P] [--expansions LIST|all] [--seed S]\n"
               "  carcassonne squares-bench [--games N] [--players P] [--expansions LIST|all] [--seed S]\n"
               "  carcassonne compat-corpus --out DIR [--ruleset N] [--only 001,031,...] [--played MS] [--page URL] [--made-by TEXT]\n"
               "  (levels: random, greedy, easy, normal, hard)\n");
  return 2;
}

// Reads and replays a record; prints the reason and returns false on any problem.
bool Load(const std::string& path, ReplayResult* out, bool keep_events) {
  std::string text, error;
  if (!ReadInput(path, &text)) {
    std::fprintf(stderr, "carcassonne: cannot read %s\n", path.c_str());
    return false;
  }
  GameRecord record;
  if (!ParseRecord(text, &record, &error)) {
    std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
    return false;
  }
  *out = Replay(record, keep_events);
  if (out->error) {
    std::fprintf(stderr, "carcassonne: %s\n", out->error->Message().c_str());
    return false;
  }
  return true;
}

int Simulate(int argc, char** argv) {
  int games = 100, players = 2, ruleset = kLatestRuleset;
  std::string seed = "1", expansions;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--games") games = std::atoi(v.c_str());
    else if (k == "--ruleset") ruleset = std::atoi(v.c_str());
    else if (k == "--seed") seed = v;
    else if (k == "--players") players = std::atoi(v.c_str());
    else if (k == "--expansions") expansions = v;
    else return Usage();
  }
  if (games <= 0 || players < 2 || players > 6) return Usage();
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p + 1), kColors[p], ""});
  std::stringstream ss(expansions);
  for (std::string e; std::getline(ss, e, ',');)
    if (!e.empty() && e != "base") {
      if (e == "all") {  // every expansion the ruleset has (compatibility.md: --ruleset 1 --expansions all)
        for (const std::string& id : ExpansionsOf(TheRulebook(), ruleset)) setup.expansions.push_back(id);
      } else {
        setup.expansions.push_back(e);
      }
    }
  nlohmann::json check = SetupToJson(setup);
  check["seed"] = seed;
  std::string error;
  if (!SetupFromJson(check, &setup, &error)) {
    std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
    return 2;
  }
  setup.ruleset = ruleset;
  Rng chooser{SeedFromString(seed) ^ 0x5eed5eed5eedull};
  std::vector<double> totals(static_cast<size_t>(players), 0.0);
  long long turns = 0, actions = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    setup.seed = seed + "-" + std::to_string(g);
    GameState s;
    if (!NewGame(setup, &s, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    while (!IsOver(s)) {
      std::vector<Action> legal = LegalActions(s);
      const Action& a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
      if (auto err = Apply(s, a)) {
        std::fprintf(stderr, "carcassonne: a legal action was refused: %s\n", err->message.c_str());
        return 1;
      }
      ++actions;
    }
    turns += s.turn;
    for (int p = 0; p < players; ++p) totals[static_cast<size_t>(p)] += s.players[static_cast<size_t>(p)].score;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  nlohmann::json out = {{"games", games},
                        {"seconds", secs},
                        {"games_per_second", games / secs},
                        {"actions_per_second", static_cast<double>(actions) / secs},
                        {"mean_turns", static_cast<double>(turns) / games},
                        {"mean_scores", nlohmann::json::array()}};
  for (double t : totals) out["mean_scores"].push_back(t / games);
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  std::string cmd = argv[1];
  if (cmd == "simulate") return Simulate(argc, argv);
  if (cmd == "match") return carc::cli::Match(argc, argv);
  if (cmd == "bench-ai") return carc::cli::BenchAi(argc, argv);
  if (cmd == "link-size") return carc::cli::LinkSize(argc, argv);
  if (cmd == "fair-bench") return carc::cli::FairBench(argc, argv);
  if (cmd == "review") return carc::cli::Review(argc, argv);
  if (cmd == "squares-bench") return carc::cli::SquaresBench(argc, argv);
  if (cmd == "compat-corpus") return carc::cli::CompatCorpus(argc, argv);
  if (cmd == "link" && argc == 3) {  // the record's share-link fragment (after "#g=")
    std::string text, error;
    GameRecord record;
    if (!ReadInput(argv[2], &text) || !ParseRecord(text, &record, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.empty() ? "cannot read the record" : error.c_str());
      return 1;
    }
    std::printf("%s\n", EncodeShareFragment(record).c_str());
    return 0;
  }
  if ((cmd == "replay" || cmd == "legal" || cmd == "squares") && argc == 3) {
    ReplayResult r;
    if (!Load(argv[2], &r, cmd == "replay")) return 1;
    if (cmd == "squares") return carc::cli::PrintSquares(r.state);
    if (cmd == "replay") {
      std::printf("%s\n", Report(r.state, r.events).dump(2).c_str());
    } else {
      for (const Action& a : LegalActions(r.state)) std::printf("%s\n", ActionToJson(a).dump().c_str());
    }
    return 0;
  }
  return Usage();
}
