// `carcassonne fair-bench`: what the fair deal costs (engine/docs/fair-deal.md). Plays random complete
// games dealt by a table of devices (one secret per seat) and prints
//   - the share link's length (a 40-character page address) after the invitation, per turn, and at
//     the end, with the same games' length without the deal's values for comparison;
//   - the deal's cost: hashes and microseconds per draw (the draw's hash, the check of the value
//     revealed), and a device's cost to compute its next value from its secret;
//   - the time to open a link of the game after 100 turns (read the link, replay, check every value).
//   carcassonne fair-bench [--games N] [--players P] [--expansions LIST|all] [--seed S]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "bench_table.h"
#include "carc/deal.h"
#include "carc/fair_deal.h"
#include "carc/game.h"
#include "carc/record.h"
#include "carc/share.h"

namespace carc::cli {

namespace {
double Seconds(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

size_t LinkChars(const GameRecord& r) { return kBenchAddressChars + 3 + EncodeShareFragment(r).size(); }

// One random game at a table of devices: every seat's secret here, every decision random.
struct Table {
  std::vector<SeatSecret> secrets;
  GameRecord record;
  GameState state;

  bool Start(const Setup& setup, std::string* error) {
    record = GameRecord{setup, {}, {}};
    secrets.clear();
    for (size_t p = 0; p < setup.players.size(); ++p) secrets.push_back(SeatSecret{NewSecret()});
    if (!NewGame(setup, &state, error)) return false;
    return Devices(error);
  }
  bool Do(const Action& a, std::string* error) {
    if (auto err = Apply(state, a)) {
      *error = err->message;
      return false;
    }
    if (a.type != ActionType::Reveal) record.actions.push_back(a);
    record.reveals = RevealsOf(state);
    return true;
  }
  bool Devices(std::string* error) {
    while (state.decision == Decision::Commit || state.decision == Decision::Reveal)
      if (!Do(DeviceAction(state, secrets[static_cast<size_t>(state.decider)]), error)) return false;
    return true;
  }
};

}  // namespace

int FairBench(int argc, char** argv) {
  BenchArgs args;
  args.games = 50;
  if (int code = ParseBenchArgs(argc, argv, "fair-bench", &args)) return code;
  const int games = args.games;
  Setup setup = BenchSetup(args);
  setup.fair_deal = true;
  Rng rng{SeedFromString(args.seed) ^ 0xfa1dea1ull};
  MinMeanMax invitation, first_turn, at_end, without_deal, per_turn_growth, turns, open_ms;
  std::vector<MinMeanMax> at_turn(10);  // after turns 10, 20, ... 100
  std::string error;
  for (int g = 0; g < games; ++g) {
    Table t;
    if (!t.Start(setup, &error)) {
      std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
      return 1;
    }
    invitation.Add(static_cast<double>(LinkChars(t.record)));
    GameRecord at100;
    Rng game_rng{rng.Next()};
    while (!IsOver(t.state)) {
      const int turn = t.state.turn;
      std::vector<Action> legal = LegalActions(t.state);
      if (!t.Do(legal[static_cast<size_t>(game_rng.Below(legal.size()))], &error) || !t.Devices(&error)) {
        std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
        return 1;
      }
      if (t.state.turn != turn && !IsOver(t.state)) {
        const size_t n = LinkChars(t.record);
        if (turn == 1) first_turn.Add(static_cast<double>(n));
        if (turn % 10 == 0 && turn / 10 - 1 < 10) at_turn[static_cast<size_t>(turn / 10 - 1)].Add(static_cast<double>(n));
        if (turn == 100) at100 = t.record;
      }
    }
    const size_t end = LinkChars(t.record);
    at_end.Add(static_cast<double>(end));
    turns.Add(t.state.turn);
    per_turn_growth.Add(static_cast<double>(end - LinkChars(GameRecord{t.record.setup, {}, t.record.reveals})) / t.state.turn);
    // The same game as a seeded one would be written: no commitments, no values, a 16-digit seed.
    GameRecord seeded = t.record;
    seeded.setup.fair_deal = false;
    seeded.setup.seed = "0123456789abcdef";
    seeded.reveals.clear();
    seeded.actions.erase(std::remove_if(seeded.actions.begin(), seeded.actions.end(),
                                        [](const Action& a) { return a.type == ActionType::Commit || a.type == ActionType::Rekey; }),
                         seeded.actions.end());
    without_deal.Add(static_cast<double>(LinkChars(seeded)));
    if (!at100.actions.empty()) {
      const std::string fragment = EncodeShareFragment(at100);
      const auto t0 = std::chrono::steady_clock::now();
      GameRecord read;
      if (!DecodeShareFragment(fragment, &read, &error) || Replay(read).error) {
        std::fprintf(stderr, "carcassonne: a 100-turn link does not open\n");
        return 1;
      }
      open_ms.Add(Seconds(t0) * 1000);
    }
  }
  // The deal's own cost, measured on its pieces: a draw hashes once (DrawWord) after the value
  // revealed is checked (one ChainStep); a device computes its k-th value with L - k steps.
  const int reps = 20000;
  ChainValue x = NewSecret();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < reps; ++i) x = ChainStep(x);
  const double step_us = Seconds(t0) * 1e6 / reps;
  uint64_t sink = 0;
  t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < reps; ++i) sink ^= DrawWord(x, x, i);
  const double draw_us = Seconds(t0) * 1e6 / reps;
  SeatSecret secret{x};
  t0 = std::chrono::steady_clock::now();
  for (int k = 1; k <= 100; ++k) sink ^= secret.Reveal(k)[0];
  const double reveal_us = Seconds(t0) * 1e6 / 100;
  nlohmann::json at_turns = nlohmann::json::object();
  for (size_t i = 0; i < at_turn.size(); ++i)
    if (at_turn[i].n > 0) at_turns[std::to_string((i + 1) * 10)] = at_turn[i].Json();
  nlohmann::json out = {{"games", games},
                        {"players", args.players},
                        {"expansions", setup.expansions},
                        {"address_chars", kBenchAddressChars},
                        {"turns", turns.Json()},
                        {"link_chars_after_invitation", invitation.Json()},
                        {"link_chars_after_turn_1", first_turn.Json()},
                        {"link_chars_after_turn", at_turns},
                        {"link_chars_at_end", at_end.Json()},
                        {"link_chars_at_end_without_the_deal", without_deal.Json()},
                        {"link_chars_per_turn", per_turn_growth.Json()},
                        {"deal_per_draw", {{"hashes", 2}, {"microseconds", step_us + draw_us}}},
                        {"chain_step_microseconds", step_us},
                        {"device_reveal_microseconds_mean", reveal_us},
                        {"open_100_turn_link_ms", open_ms.Json()},
                        {"checksum", static_cast<int>(sink & 1)}};
  std::printf("%s\n", out.dump(2).c_str());
  return 0;
}

}  // namespace carc::cli
