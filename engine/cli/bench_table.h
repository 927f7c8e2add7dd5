// What the link benchmarks share (`link-size`, share_commands.cpp; `fair-bench`, fair_commands.cpp):
// their arguments, the table of random players they set up, and the min / mean / max they print.
//   carcassonne <command> [--games N] [--players P] [--expansions LIST|all] [--seed S]
#pragma once

#include <algorithm>
#include <string>

#include <nlohmann/json.hpp>

#include "carc/game.h"

namespace carc::cli {

// A link is measured as a player sends it: "<page address>#g=<fragment>", with an address of this
// many characters (e.g. "https://someone.github.io/carcassonne/").
constexpr size_t kBenchAddressChars = 40;

struct BenchArgs {
  int games = 100;
  int players = 2;
  std::string seed = "1";
  std::string expansions = "all";
};

// Reads the arguments after the command (argv[2]...) over `args`' defaults. Returns 0, or the exit
// code after printing the usage or the problem to stderr.
int ParseBenchArgs(int argc, char** argv, const char* command, BenchArgs* args);

// The players Ana, Ben, ... in the first colours, and the expansions named (`all`: every one).
Setup BenchSetup(const BenchArgs& args);

struct MinMeanMax {
  double min = 1e300, max = 0, total = 0;
  int n = 0;
  void Add(double v) {
    min = std::min(min, v);
    max = std::max(max, v);
    total += v;
    ++n;
  }
  nlohmann::json Json() const { return {{"min", n ? min : 0}, {"mean", n ? total / n : 0}, {"max", max}}; }
};

}  // namespace carc::cli
