// `carcassonne link-size`: how long share links get. Plays random complete games, writes each as a
// share link "<page address>#g=<fragment>" with a 40-character address, and prints the lengths.
//   carcassonne link-size [--games N] [--players P] [--expansions LIST|all] [--seed S]
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "bench_table.h"
#include "carc/game.h"
#include "carc/share.h"

namespace carc::cli {

int LinkSize(int argc, char** argv) {
  BenchArgs args;
  if (int code = ParseBenchArgs(argc, argv, "link-size", &args)) return code;
  const int games = args.games;
  Setup setup = BenchSetup(args);
  Rng rng{SeedFromString(args.seed) ^ 0x11a5e5ull};
  MinMeanMax link, canonical, actions;
  for (int g = 0; g < games; ++g) {
    // A 16-hex-digit seed, as a new game in the browser gets.
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(rng.Next()));
    setup.seed = hex;
    GameRecord record{setup, {}};
    GameState s;
    std::string error;
    if (!NewGame(setup, &s, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    while (!IsOver(s)) {
      std::vector<Action> legal = LegalActions(s);
      Action a = legal[static_cast<size_t>(rng.Below(legal.size()))];
      if (Apply(s, a)) {
        std::fprintf(stderr, "carcassonne: a legal action was refused\n");
        return 1;
      }
      record.actions.push_back(std::move(a));
    }
    std::string fragment = EncodeShareFragment(record);
    GameRecord back;
    if (!DecodeShareFragment(fragment, &back, &error)) {
      std::fprintf(stderr, "carcassonne: a link does not read back: %s\n", error.c_str());
      return 1;
    }
    link.Add(static_cast<double>(kBenchAddressChars + 3 + fragment.size()));
    canonical.Add(static_cast<double>(kBenchAddressChars + 3 + PercentEncodeFragment(RecordToJson(record).dump()).size()));
    actions.Add(static_cast<double>(record.actions.size()));
  }
  nlohmann::json out = {{"games", games},
                        {"players", args.players},
                        {"expansions", setup.expansions},
                        {"address_chars", kBenchAddressChars},
                        {"link_chars", link.Json()},
                        {"canonical_link_chars", canonical.Json()},
                        {"actions", actions.Json()}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace carc::cli
