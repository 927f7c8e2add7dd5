// `carcassonne link-size`: how long share links get. Plays random complete games, writes each as a
// share link "<page address>#g=<fragment>" with a 40-character address, and prints the lengths.
//   carcassonne link-size [--games N] [--players P] [--expansions LIST|all] [--seed S]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "carc/game.h"
#include "carc/share.h"

namespace carc::cli {

namespace {
constexpr size_t kAddressChars = 40;  // e.g. "https://someone.github.io/carcassonne/"
constexpr const char* kNames[6] = {"Ana", "Ben", "Cleo", "Dario", "Eva", "Finn"};

struct Stats {
  size_t min = SIZE_MAX, max = 0;
  double total = 0;
  void Add(size_t n) {
    min = std::min(min, n);
    max = std::max(max, n);
    total += static_cast<double>(n);
  }
  nlohmann::json Json(int games) const {
    return {{"min", min}, {"mean", total / games}, {"max", max}};
  }
};
}  // namespace

int LinkSize(int argc, char** argv) {
  int games = 100, players = 2;
  std::string seed = "1", expansions = "all";
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--games") games = std::atoi(v.c_str());
    else if (k == "--players") players = std::atoi(v.c_str());
    else if (k == "--expansions") expansions = v;
    else if (k == "--seed") seed = v;
    else {
      std::fprintf(stderr, "usage: carcassonne link-size [--games N] [--players P] [--expansions LIST|all] [--seed S]\n");
      return 2;
    }
  }
  if (games <= 0 || players < 2 || players > 6) {
    std::fprintf(stderr, "carcassonne: --games must be positive and --players 2 to 6\n");
    return 2;
  }
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back({kNames[p], kColors[p], ""});
  std::stringstream ss(expansions);
  for (std::string e; std::getline(ss, e, ',');) {
    if (e == "all") {
      for (const char* id : kExpansionIds) setup.expansions.push_back(id);
    } else if (!e.empty() && e != "base") {
      setup.expansions.push_back(e);
    }
  }
  Rng rng{SeedFromString(seed) ^ 0x11a5e5ull};
  Stats link, canonical, actions;
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
    link.Add(kAddressChars + 3 + fragment.size());
    canonical.Add(kAddressChars + 3 + PercentEncodeFragment(RecordToJson(record).dump()).size());
    actions.Add(record.actions.size());
  }
  nlohmann::json out = {{"games", games},
                        {"players", players},
                        {"expansions", setup.expansions},
                        {"address_chars", kAddressChars},
                        {"link_chars", link.Json(games)},
                        {"canonical_link_chars", canonical.Json(games)},
                        {"actions", actions.Json(games)}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace carc::cli
