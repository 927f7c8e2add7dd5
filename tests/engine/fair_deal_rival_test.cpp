// The fair deal against a rival (engine/docs/fair-deal.md, "The threat model"): a player who controls
// his own device completely and writes into his records and links whatever he likes.
// - Writing another seat's new secret (rekey) chooses no tile: under fair deal 2 the draw after it
//   combines only values fixed before it, so every commitment he tries deals him the same tile
//   (fair deal 1, kept for the records of ruleset 3, let him choose among many).
// - A hint is asked at every kind of decision of a fair-deal game: none at a device's commit or
//   reveal, a legal move everywhere else, and the search never applies a device's answer.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "carc/ai/ai.h"
#include "fair_table.h"

using namespace carc;
using namespace fairtest;

namespace {

// Ben (seat 1) writes Ana's (seat 0) new secret at her turn, `tries` times with other commitments,
// and each time his own device then reveals his value and draws: the tiles he could get.
std::set<std::string> RivalTiles(int ruleset, int tries) {
  Setup setup = FairSetup(2, {"watchtowers"});
  setup.ruleset = ruleset;
  Table t(setup);
  Rng rng{29};
  t.PlayToRevealOf(0, 10, rng);
  std::set<std::string> tiles;
  for (int k = 0; k < tries; ++k) {
    GameState s = t.state;
    REQUIRE_FALSE(Apply(s, ChainAction(ActionType::Rekey, FixedSecret(0, 1000 + k).Commitment())));
    REQUIRE(s.decision == Decision::Reveal);  // Ana's turn passed without a tile: Ben's comes
    REQUIRE(s.decider == 1);
    REQUIRE_FALSE(Apply(s, DeviceAction(s, t.secrets[1])));
    REQUIRE(s.decision == Decision::Place);
    tiles.insert(s.Tile(s.drawn).id);
  }
  return tiles;
}

}  // namespace

TEST_CASE("fair deal, a rival: writing another player's new secret chooses no tile (fair deal 2)") {
  const int tries = 64;
  const std::set<std::string> now = RivalTiles(4, tries);
  const std::set<std::string> before = RivalTiles(3, tries);
  MESSAGE("the rival's next tile over ", tries, " commitments he wrote for Ana: ", now.size(),
          " distinct under fair deal 2 (ruleset 4), ", before.size(), " under fair deal 1 (ruleset 3)");
  CHECK(now.size() == 1);
  // The old rule, kept so that ruleset-3 records replay as they were made, let him choose.
  CHECK(before.size() > 4);
}

TEST_CASE("fair deal: a new secret (a new phone) still costs one turn, and the new chain deals on") {
  Table t(FairSetup(2, {"watchtowers"}));
  Rng rng{31};
  t.PlayToRevealOf(1, 12, rng);
  t.secrets[1] = FixedSecret(1, 9);  // the new phone's secret
  t.Apply1(ChainAction(ActionType::Rekey, t.secrets[1].Commitment()));
  t.Devices();
  CHECK(t.state.current == 0);
  // At Ben's next turn his new chain's first value is revealed and checked, and the game ends well.
  t.PlayOut(rng);
  REQUIRE(IsOver(t.state));
  CHECK(t.state.fair.chains[1].size() == 2);
  CHECK(t.state.fair.chains[1].back().revealed > 0);
  const ReplayResult res = ReplayOf(t.record);
  REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
  CHECK(ReportText(res.state, res.events) == ReportText(t.state, t.events));
}

TEST_CASE("fair deal: a hint at every kind of decision, none at a device's commit or reveal") {
  std::set<std::string> kinds;
  int hints = 0, none = 0;
  for (int game = 0; game < 2; ++game) {
    Setup setup = FairSetup(3, kAll);
    setup.players[2].ai = "normal";
    GameState s;
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
    std::vector<SeatSecret> secrets = {FixedSecret(0, game), FixedSecret(1, game), FixedSecret(2, game)};
    Rng rng{static_cast<uint64_t>(game) + 290};
    bool rekeyed = false;
    while (!IsOver(s)) {
      kinds.insert(std::string(DecisionName(s.decision)));
      const std::optional<Action> hint = ai::Hint(s, static_cast<uint64_t>(s.actions), ai::Level::Normal, 6);
      if (s.decision == Decision::Commit || s.decision == Decision::Reveal) {
        CHECK_FALSE(hint);
        CHECK_FALSE(ai::Decides(s));
        ++none;
        // The other levels think about it no more than the hint does (a skip, never applied).
        CHECK(ai::ChooseAction(s, ai::Level::Hard, 1, 4).type == ActionType::Skip);
        if (s.decision == Decision::Reveal && !rekeyed && s.turn > 6 && s.decider == 1) {
          secrets[1] = FixedSecret(1, 77);  // a lost secret: the rekey is a decision kind of its own
          REQUIRE_FALSE(Apply(s, ChainAction(ActionType::Rekey, secrets[1].Commitment())));
          rekeyed = true;
          continue;
        }
        const int seat = s.decider;  // commit: the seat awaited; reveal: its device
        REQUIRE_FALSE(Apply(s, DeviceAction(s, secrets[static_cast<size_t>(seat)], seat)));
        continue;
      }
      REQUIRE(hint);
      ++hints;
      GameState tried = s;
      CHECK_FALSE(Apply(tried, *hint));  // the hint is a legal move
      std::vector<Action> legal = LegalActions(s);
      REQUIRE_FALSE(Apply(s, legal[rng.Next() % legal.size()]));
    }
    CHECK(rekeyed);
  }
  std::string seen;
  for (const std::string& k : kinds) seen += k + " ";
  MESSAGE("hints asked: ", hints, " moves suggested, ", none, " device decisions answered with none; kinds: ", seen);
  for (const char* k : {"commit", "reveal", "place", "figure"}) CHECK_MESSAGE(kinds.count(k), k);
  CHECK(kinds.size() >= 6);  // and the expansions' own (abbey, wagon, floors...)
}

TEST_CASE("fair deal: on an imagined order (the AI's), a device's answer is refused, never read from chains") {
  Table t(FairSetup(2, kAll));
  Rng rng{3};
  t.PlayToRevealOf(0, 8, rng);
  GameState imagined = t.state;
  DealInOrder(imagined);  // what the search does with a copy: no chains any more
  CHECK(LegalActions(imagined).empty());
  const auto err = Apply(imagined, DeviceAction(t.state, t.secrets[0]));
  REQUIRE(err);
  CHECK(err->code == ErrorCode::WrongDecision);
  CHECK(ai::OneMoveValues(imagined, LegalActions(t.state), ai::EvalWeights{}).size() == 2);
}
