#include "bench_table.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace carc::cli {

namespace {
constexpr const char* kNames[6] = {"Ana", "Ben", "Cleo", "Dario", "Eva", "Finn"};
}

int ParseBenchArgs(int argc, char** argv, const char* command, BenchArgs* args) {
  for (int i = 2; i < argc; i += 2) {
    // An option without its value reads as no option: the usage below.
    const std::string k = i + 1 < argc ? argv[i] : "";
    const std::string v = i + 1 < argc ? argv[i + 1] : "";
    if (k == "--games") args->games = std::atoi(v.c_str());
    else if (k == "--players") args->players = std::atoi(v.c_str());
    else if (k == "--expansions") args->expansions = v;
    else if (k == "--seed") args->seed = v;
    else {
      std::fprintf(stderr, "usage: carcassonne %s [--games N] [--players P] [--expansions LIST|all] [--seed S]\n", command);
      return 2;
    }
  }
  if (args->games <= 0 || args->players < 2 || args->players > 6) {
    std::fprintf(stderr, "carcassonne: --games must be positive and --players 2 to 6\n");
    return 2;
  }
  return 0;
}

Setup BenchSetup(const BenchArgs& args) {
  Setup setup;
  for (int p = 0; p < args.players; ++p) setup.players.push_back({kNames[p], kColors[p], ""});
  std::stringstream ss(args.expansions);
  for (std::string e; std::getline(ss, e, ',');) {
    if (e == "all") {
      for (const char* id : kExpansionIds) setup.expansions.push_back(id);
    } else if (!e.empty() && e != "base") {
      setup.expansions.push_back(e);
    }
  }
  return setup;
}

}  // namespace carc::cli
