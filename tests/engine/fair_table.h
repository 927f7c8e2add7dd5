#pragma once
// The fair deal's test table (tests/engine/fair_deal*_test.cpp): every seat's device at one table,
// with fixed secrets, answering the commitments and reveals as the game asks for them.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "carc/deal.h"
#include "carc/fair_deal.h"
#include "carc/game.h"
#include "carc/record.h"

namespace fairtest {

using namespace carc;
using nlohmann::json;

inline SeatSecret FixedSecret(int seat, int salt = 0) {
  SeatSecret s;
  for (size_t i = 0; i < s.secret.size(); ++i) s.secret[i] = static_cast<uint8_t>(seat * 16 + static_cast<int>(i) + salt * 101);
  return s;
}

inline Setup FairSetup(int players, std::vector<std::string> expansions) {
  Setup s;
  for (int p = 0; p < players; ++p) s.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  s.expansions = std::move(expansions);
  s.fair_deal = true;
  return s;
}

inline const std::vector<std::string> kAll = {"river", "abbey-mayor", "watchtowers", "tower-thieves"};
// The six sets (issue 32 added Inns & Cathedrals and Traders & Builders: the builder's second tile is a
// second draw in one turn).
inline const std::vector<std::string> kEvery = {"river",         "abbey-mayor",     "watchtowers",
                                                "tower-thieves", "inns-cathedrals", "traders-builders"};

// Every seat's device at one table: answers the commitments and reveals as the game asks for them.
struct Table {
  std::vector<SeatSecret> secrets;
  GameRecord record;
  GameState state;
  Events events;

  explicit Table(const Setup& setup, int salt = 0) {
    record.setup = setup;
    for (size_t p = 0; p < setup.players.size(); ++p) secrets.push_back(FixedSecret(static_cast<int>(p), salt));
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &state, &error, &events), error);
    Devices();
  }
  bool DeviceDecision() const { return state.decision == Decision::Commit || state.decision == Decision::Reveal; }
  void Apply1(const Action& a) {
    auto err = Apply(state, a, &events);
    REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
    if (a.type != ActionType::Reveal) record.actions.push_back(a);
    record.reveals = RevealsOf(state);
  }
  // Each seat's chain, computed once: values[seat][i] = x(i) (a reveal is then a look-up, as fast
  // as a real device needs; DeviceAction would hash down from the secret each time).
  std::vector<std::vector<ChainValue>> values;
  const ChainValue& ValueOf(size_t seat, int i) {
    if (values.size() < secrets.size()) values.resize(secrets.size());
    std::vector<ChainValue>& v = values[seat];
    if (v.empty() || v[0] != secrets[seat].secret) {
      v.assign(1, secrets[seat].secret);
      for (int k = 0; k < kChainLength; ++k) v.push_back(ChainStep(v.back()));
    }
    return v[static_cast<size_t>(i)];
  }
  void Devices() {
    while (DeviceDecision()) {
      const size_t seat = static_cast<size_t>(state.decider);
      if (state.decision == Decision::Commit) {
        Apply1(ChainAction(ActionType::Commit, ValueOf(seat, kChainLength), state.decider));
      } else {
        const int k = state.fair.chains[seat].back().revealed + 1;
        Apply1(ChainAction(ActionType::Reveal, ValueOf(seat, kChainLength - k)));
      }
    }
  }
  // A person's decision: the k-th legal action (modulo the list); Play: then the devices answer.
  void Step(uint64_t k) {
    std::vector<Action> legal = LegalActions(state);
    REQUIRE_FALSE(legal.empty());
    Apply1(legal[k % legal.size()]);
  }
  void Play(uint64_t k) {
    Step(k);
    Devices();
  }
  // Plays on (the k-th legal action for random k, every device answering) until the game waits for
  // seat `seat`'s value at the start of its turn, after at least `actions` actions; that value is
  // left unanswered.
  void PlayToRevealOf(int seat, size_t actions, Rng& rng) {
    for (;;) {
      if (record.actions.size() >= actions && state.decision == Decision::Reveal && state.decider == seat &&
          state.stage == Stage::Draw)
        return;
      REQUIRE_FALSE(IsOver(state));
      if (DeviceDecision()) {
        Apply1(DeviceAction(state, secrets[static_cast<size_t>(state.decider)]));
      } else {
        Step(rng.Next());
      }
    }
  }
  void PlayOut(Rng& rng, int max_actions = 4000) {
    while (!IsOver(state) && max_actions-- > 0) Play(rng.Next());
  }
};

inline std::string ReportText(const GameState& s, const Events& e) { return Report(s, e).dump(); }

inline std::vector<std::string> Draws(const Events& events) {
  std::vector<std::string> out;
  for (const json& e : events)
    if (e["type"] == "draw") out.push_back(e["tile"].get<std::string>());
  return out;
}

inline ReplayResult ReplayOf(const GameRecord& r) { return Replay(r); }

}  // namespace fairtest
