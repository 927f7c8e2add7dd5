// The fair deal (engine/docs/fair-deal.md), natively and under Node from the WebAssembly build:
// - a game dealt by the players' devices replays identically from its record and its link, in both
//   builds (the same golden draws), with only each seat's latest value in the record;
// - every tampering with a revealed value, a commitment or their order is refused with its reason;
// - a player's next tile is not determined by what that player holds before the previous player's
//   value arrives, and the draws are uniform over what the stack holds (a chi-square is printed);
// - a device that lost its secret makes a new chain: that turn passes without a tile, and the game
//   goes on fairly.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "carc/ai/ai.h"
#include "carc/deal.h"
#include "carc/fair_deal.h"
#include "carc/game.h"
#include "carc/record.h"
#include "carc/share.h"
#include "fair_table.h"

using namespace carc;
using nlohmann::json;

// Dealt by the native build (FixedSecret, always the first legal action); the WebAssembly build must agree.
constexpr const char* GOLDEN_FAIR_DRAWS = "K WTF U W R K V ";

using namespace fairtest;

TEST_CASE("fair deal: the chain's hash and the value's text are libsodium's BLAKE2b and base64url") {
  const SeatSecret s = FixedSecret(0);
  const ChainValue c = s.Commitment();
  CHECK(StepsToCommitment(s.Reveal(1), c) == 1);
  CHECK(StepsToCommitment(s.Reveal(7), c) == 7);
  CHECK(StepsToCommitment(s.secret, c) == kChainLength);
  CHECK(StepsToCommitment(FixedSecret(1).Reveal(1), c) == -1);
  const std::string text = ChainValueText(c);
  CHECK(text.size() == kChainValueChars);
  CHECK(ChainValueFromText(text) == c);
  CHECK_FALSE(ChainValueFromText(text.substr(1)));
  CHECK_FALSE(ChainValueFromText(text + "A"));
  CHECK_FALSE(ChainValueFromText("!" + text.substr(1)));
  // 22 characters carry 132 bits: a spelling with the last 4 bits set is not a value (one spelling each).
  std::string other = text;
  other.back() = other.back() == 'B' ? 'C' : 'B';
  if (ChainValueFromText(other)) CHECK(ChainValueText(*ChainValueFromText(other)) == other);
  // Golden: the same bytes natively and under Node (the WebAssembly build links its own libsodium).
  CHECK(ChainValueText(FixedSecret(0).Commitment()) == ChainValueText(ChainSteps(FixedSecret(0).secret, kChainLength)));
  CHECK(ChainValueText(ChainStep(ChainValue{})) == "lmNbLjld9JoI7Eyn5xifUw");
  CHECK(DrawWord(ChainValue{}, ChainValue{}, 0) == 10089669310625647161ull);
  const ChainValue a = NewSecret(), b = NewSecret();
  CHECK(a != b);  // the system's randomness (randombytes_buf)
}

TEST_CASE("fair deal: a game dealt by the devices replays identically from its record and its link") {
  Table t(FairSetup(2, kAll));
  // The invitation: both seats committed, then the first player revealed and drew.
  REQUIRE(t.record.actions.size() == 2);
  CHECK(t.record.actions[0].type == ActionType::Commit);
  CHECK(t.record.actions[1].type == ActionType::Commit);
  CHECK(t.state.decision == Decision::Place);
  Rng rng{7};
  t.PlayOut(rng);
  REQUIRE(IsOver(t.state));

  // Only each seat's latest value travels: one per seat, and every earlier one follows from it.
  REQUIRE(t.record.reveals.size() == 2);
  CHECK(t.record.reveals[0].size() == 1);
  CHECK(t.record.reveals[1].size() == 1);
  const std::string report = ReportText(t.state, t.events);

  const json canonical = RecordToJson(t.record);
  CHECK(canonical["version"] == 3);
  CHECK(canonical["setup"]["deal"] == "fair");
  CHECK_FALSE(canonical["setup"].contains("seed"));
  GameRecord back;
  std::string error;
  REQUIRE_MESSAGE(ParseRecord(canonical.dump(), &back, &error), error);
  ReplayResult res = ReplayOf(back);
  REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
  CHECK(ReportText(res.state, res.events) == report);

  const std::string fragment = EncodeShareFragment(t.record);
  CHECK(fragment.find("%22v%22:3") != std::string::npos);
  GameRecord from_link;
  REQUIRE_MESSAGE(DecodeShareFragment(fragment, &from_link, &error), error);
  CHECK(RecordToJson(from_link) == canonical);
  ReplayResult res2 = ReplayOf(from_link);
  REQUIRE_FALSE(res2.error);
  CHECK(ReportText(res2.state, res2.events) == report);
  MESSAGE("a complete 2-player fair-deal game with every expansion: link fragment of ", fragment.size(), " characters");
}

TEST_CASE("fair deal: the same devices deal the same tiles in every build (golden draws)") {
  Table t(FairSetup(2, {"abbey-mayor", "watchtowers", "tower-thieves"}));
  for (int i = 0; i < 12 && !IsOver(t.state); ++i) t.Play(0);
  std::string draws;
  for (const std::string& d : Draws(t.events)) draws += d + " ";
  // Written by the native build; the WebAssembly build under Node must deal the very same tiles.
  CHECK(draws == GOLDEN_FAIR_DRAWS);
}

TEST_CASE("fair deal: a record stopped at any point replays to the same position") {
  Table t(FairSetup(3, {"river", "tower-thieves"}));
  Rng rng{11};
  for (int i = 0; i < 60 && !IsOver(t.state); ++i) {
    t.Play(rng.Next());
    ReplayResult res = ReplayOf(t.record);
    REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
    CHECK(ReportText(res.state, res.events) == ReportText(t.state, t.events));
  }
}

TEST_CASE("fair deal: every tampering with the values, the commitments or their order is refused") {
  Table t(FairSetup(2, {"abbey-mayor"}));
  Rng rng{3};
  for (int i = 0; i < 30; ++i) t.Play(rng.Next());
  REQUIRE_FALSE(ReplayOf(t.record).error);
  auto refused = [](const GameRecord& r, ErrorCode code) {
    ReplayResult res = Replay(r);
    REQUIRE(res.error);
    CHECK(res.error->error.code == code);
    CHECK_FALSE(res.error->Message().empty());
  };
  SUBCASE("a revealed value changed") {
    GameRecord r = t.record;
    (*r.reveals[0][0])[3] ^= 1;
    refused(r, ErrorCode::RevealMismatch);
  }
  SUBCASE("the two seats' values swapped") {
    GameRecord r = t.record;
    std::swap(r.reveals[0], r.reveals[1]);
    refused(r, ErrorCode::RevealMismatch);
  }
  SUBCASE("a commitment replaced by another chain's") {
    GameRecord r = t.record;
    REQUIRE(r.actions[0].seat == 0);
    r.actions[0].value = FixedSecret(5).Commitment();  // the first player's: checked at its first reveal
    refused(r, ErrorCode::RevealMismatch);
  }
  SUBCASE("the commitments given to each other's seats") {
    GameRecord r = t.record;
    std::swap(r.actions[0].seat, r.actions[1].seat);
    refused(r, ErrorCode::RevealMismatch);
  }
  SUBCASE("the commitments made in another order mean the same game (any device may commit first)") {
    GameRecord r = t.record;
    std::swap(r.actions[0], r.actions[1]);
    CHECK_FALSE(Replay(r).error);
  }
  SUBCASE("a seat committed twice") {
    GameRecord r = t.record;
    r.actions[1].seat = r.actions[0].seat;
    refused(r, ErrorCode::WrongDecision);
  }
  SUBCASE("a value revealed before its turn (a seat's next value, which only its device knows)") {
    GameRecord r = t.record;
    const int seat = t.state.current == 0 ? 1 : 0;  // not the player to move: its next turn is not reached
    const FairChain& c = t.state.fair.chains[static_cast<size_t>(seat)].back();
    r.reveals[static_cast<size_t>(seat)][0] = t.secrets[static_cast<size_t>(seat)].Reveal(c.revealed + 1);
    refused(r, ErrorCode::RevealUnused);
  }
  SUBCASE("a value older than the record's position (a reveal dropped)") {
    GameRecord r = t.record;
    const int seat = t.state.current == 0 ? 1 : 0;
    const FairChain& c = t.state.fair.chains[static_cast<size_t>(seat)].back();
    r.reveals[static_cast<size_t>(seat)][0] = t.secrets[static_cast<size_t>(seat)].Reveal(c.revealed - 1);
    // The replay then waits for that seat's value in the middle of the actions: the next action does
    // not answer that decision.
    ReplayResult res = Replay(r);
    REQUIRE(res.error);
    CHECK(res.error->error.code == ErrorCode::WrongDecision);
  }
  SUBCASE("a reveal written as an action, reveals in a seeded game, a fair deal in an older version") {
    json j = RecordToJson(t.record);
    GameRecord r;
    std::string error;
    json with_reveal = j;
    with_reveal["actions"].push_back({{"type", "reveal"}, {"value", ChainValueText(FixedSecret(0).Reveal(1))}});
    CHECK_FALSE(ParseRecord(with_reveal.dump(), &r, &error));
    CHECK(error.find("reveals") != std::string::npos);
    json v2 = j;
    v2["version"] = 2;
    CHECK_FALSE(ParseRecord(v2.dump(), &r, &error));
    json seeded = j;
    seeded["setup"].erase("deal");
    seeded["setup"]["seed"] = "1";
    CHECK_FALSE(ParseRecord(seeded.dump(), &r, &error));
    json bad_value = j;
    bad_value["reveals"][0][0] = "not a value";
    CHECK_FALSE(ParseRecord(bad_value.dump(), &r, &error));
    std::string link = CompactRecordJson(t.record);
    const size_t v = link.find("\"v\":3");
    REQUIRE(v != std::string::npos);
    link.replace(v, 5, "\"v\":2");
    CHECK_FALSE(DecodeShareFragment(link, &r, &error));
  }
  SUBCASE("a seat's next value applied out of turn is refused, and nothing changes") {
    Table u = t;
    while (u.state.decision != Decision::Place) u.Play(0);
    GameState& s = u.state;
    Action reveal = ChainAction(ActionType::Reveal, t.secrets[0].Reveal(1));
    auto err = Apply(s, reveal);
    REQUIRE(err);
    CHECK(err->code == ErrorCode::WrongDecision);
  }
}

TEST_CASE("fair deal: a wrong value at a Reveal decision is refused and nothing changes") {
  Table t(FairSetup(2, {}));
  while (!t.DeviceDecision()) t.Step(0);  // the first player's turn: place and the figure step
  REQUIRE(t.state.decision == Decision::Reveal);
  const GameState before = t.state;
  const FairChain& c = t.state.fair.chains[static_cast<size_t>(t.state.decider)].back();
  Action wrong = ChainAction(ActionType::Reveal, t.secrets[static_cast<size_t>(t.state.decider)].Reveal(c.revealed + 2));
  auto err = Apply(t.state, wrong);
  REQUIRE(err);
  CHECK(err->code == ErrorCode::RevealMismatch);
  CHECK(t.state.fair.chains[static_cast<size_t>(t.state.decider)].back().revealed == c.revealed);
  CHECK(ReportText(t.state, {}) == ReportText(before, {}));
}

TEST_CASE("fair deal: nobody can know a tile before the previous player's value arrives") {
  // At each player's turn, everything that player held before the previous link arrived - their own
  // secrets, the record so far - is the same whatever value the previous player reveals. Two
  // different values from the previous player must give different draws in most positions.
  int positions = 0, different = 0;
  for (int game = 0; game < 16; ++game) {
    Table t(FairSetup(2, kAll), game);
    Rng rng{static_cast<uint64_t>(game) * 977 + 1};
    while (!IsOver(t.state) && t.record.actions.size() < 400) {
      std::vector<Action> legal = LegalActions(t.state);
      Apply(t.state, legal[rng.Next() % legal.size()]);
      if (t.state.decision != Decision::Reveal || t.state.stage != Stage::Draw) {
        t.Devices();
        continue;
      }
      // The previous player's value as revealed, and another one it could have been.
      GameState a = t.state, b = t.state;
      Apply(a, DeviceAction(a, t.secrets[static_cast<size_t>(a.decider)]));
      Apply(b, DeviceAction(b, t.secrets[static_cast<size_t>(b.decider)]));
      b.fair.previous_value = NewSecret();
      GameState a2 = a, b2 = b;
      DrawStack& sa = a2.NextStack();
      DrawStack& sb = b2.NextStack();
      if (sa.hidden_end - sa.next >= 2) {
        positions++;
        if (a2.Tile(DrawFrom(a2, sa)).id != b2.Tile(DrawFrom(b2, sb)).id) different++;
      }
      t.Devices();
    }
  }
  const double share = static_cast<double>(different) / positions;
  MESSAGE("draws that change with the previous player's value: ", different, " of ", positions, " positions (",
          std::round(share * 1000) / 10, "%)");
  CHECK(positions > 400);
  CHECK(share > 0.6);  // two draws from ~20 distinct remaining tile kinds agree ~10% of the time
}

TEST_CASE("fair deal: the draws are uniform over what the stack holds") {
  // The first land draw of many games (distinct secrets): each tile kind in proportion to its count.
  Setup setup = FairSetup(2, {});
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  std::map<std::string, int> held;
  for (int i = s.land.next; i < static_cast<int>(s.land.tiles.size()); ++i) held[s.Tile(s.land.tiles[static_cast<size_t>(i)]).id]++;
  const int games = 20000;
  std::map<std::string, int> drawn;
  for (int g = 0; g < games; ++g) {
    // Chains of one step (commit H(x), reveal x): the same deal as a long chain's, and cheap.
    GameState x = s;
    const ChainValue a = NewSecret(), b = NewSecret();
    Apply(x, ChainAction(ActionType::Commit, ChainStep(a), 0));
    Apply(x, ChainAction(ActionType::Commit, ChainStep(b), 1));
    Apply(x, ChainAction(ActionType::Reveal, a));  // the first player's reveal: the draw
    REQUIRE(x.decision == Decision::Place);
    drawn[x.Tile(x.drawn).id]++;
  }
  double chi2 = 0;
  const int total = s.land.remaining();
  for (const auto& [id, count] : held) {
    const double expected = static_cast<double>(games) * count / total;
    const double d = drawn[id] - expected;
    chi2 += d * d / expected;
  }
  const int dof = static_cast<int>(held.size()) - 1;
  MESSAGE("first draws of ", games, " games over ", held.size(), " tile kinds: chi-square ", std::round(chi2 * 10) / 10,
          " with ", dof, " degrees of freedom (mean ", dof, ", sd ", std::round(std::sqrt(2.0 * dof) * 10) / 10, ")");
  CHECK(drawn.size() == held.size());   // every kind drawn
  CHECK(chi2 < dof + 8 * std::sqrt(2.0 * dof));  // a loose bound: catches a broken deal, not bad luck
}

TEST_CASE("fair deal: a device that lost its secret makes a new chain and misses that turn") {
  Table t(FairSetup(2, {"watchtowers"}));
  Rng rng{5};
  while (t.record.actions.size() < 12) t.Play(rng.Next());
  // Play on to the second player's Reveal at the start of a turn, without answering it.
  for (;;) {
    std::vector<Action> legal = LegalActions(t.state);
    t.Apply1(legal[rng.Next() % legal.size()]);
    while (t.DeviceDecision() && !(t.state.decision == Decision::Reveal && t.state.decider == 1 && t.state.stage == Stage::Draw))
      t.Apply1(DeviceAction(t.state, t.secrets[static_cast<size_t>(t.state.decider)]));
    if (t.state.decision == Decision::Reveal && t.state.decider == 1) break;
  }
  const int land_before = t.state.land.remaining();
  const int turn = t.state.turn;
  t.secrets[1] = FixedSecret(1, 9);  // the new phone's secret
  const size_t first_event = t.events.size();
  t.Apply1(ChainAction(ActionType::Rekey, t.secrets[1].Commitment()));
  REQUIRE(t.events.size() > first_event);
  CHECK(t.events[first_event]["type"] == "new-secret");
  CHECK(t.events[first_event]["missed_turn"] == true);
  t.Devices();
  // The turn passed without a draw: the first player now draws, from an untouched stack.
  CHECK(t.state.current == 0);
  CHECK(t.state.turn == turn + 1);
  CHECK(t.state.land.remaining() == land_before - 1);
  CHECK(Draws(Events(t.events.begin() + static_cast<long>(first_event), t.events.end())).size() == 1);
  t.PlayOut(rng);
  REQUIRE(IsOver(t.state));
  CHECK(t.record.reveals[1].size() == 2);  // the old chain's latest value and the new chain's
  ReplayResult res = ReplayOf(t.record);
  REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
  CHECK(ReportText(res.state, res.events) == ReportText(t.state, t.events));
  GameRecord from_link;
  std::string error;
  REQUIRE(DecodeShareFragment(EncodeShareFragment(t.record), &from_link, &error));
  CHECK(RecordToJson(from_link) == RecordToJson(t.record));
}

TEST_CASE("fair deal: computer seats think on an imagined order and never wait for a device") {
  Setup setup = FairSetup(2, kAll);
  setup.players[1].ai = "normal";
  Table t(setup);
  for (int i = 0; i < 40 && !IsOver(t.state); ++i) {
    const Action a = ai::ChooseAction(t.state, ai::Level::Easy, static_cast<uint64_t>(i), 0);
    t.Apply1(a);
    t.Devices();
  }
  CHECK(t.state.fair.on);
  REQUIRE_FALSE(ReplayOf(t.record).error);
}

TEST_CASE("fair deal: random games with every expansion end, and their records replay") {
  int double_turns = 0;  // a builder's second tile: a second draw in one turn, from the same values
  for (int game = 0; game < 30; ++game) {
    const int players = 2 + game % 5;
    const std::vector<std::string> sets = game % 3 == 0   ? kEvery
                                          : game % 3 == 1 ? kAll
                                                          : std::vector<std::string>{"abbey-mayor", "tower-thieves"};
    Table t(FairSetup(players, sets), game);
    Rng rng{static_cast<uint64_t>(game) + 100};
    t.PlayOut(rng);
    REQUIRE(IsOver(t.state));
    for (const json& e : t.events) double_turns += e.value("type", "") == "double-turn";
    CHECK(t.state.land.empty());
    for (size_t p = 0; p < t.record.reveals.size(); ++p) CHECK(t.state.fair.chains[p].back().revealed <= kChainLength);
    ReplayResult res = ReplayOf(t.record);
    REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
    CHECK(ReportText(res.state, res.events) == ReportText(t.state, t.events));
  }
  MESSAGE("builders' double turns dealt by the devices: " << double_turns);
  CHECK(double_turns > 0);
}

// A builder's second tile (Traders & Builders): under fair deal 3 (ruleset 6) it waits for a new value
// of its player's device, as the turn's first tile does. Under fair deal 2 (ruleset 5) it was drawn
// from the values already out: the next player's device, moving a wagon in the middle of the turn,
// drew it before its player saw it (fair_deal.test.mjs, a game with every expansion by links).
TEST_CASE("fair deal: a builder's second tile waits for its player's new value (fair deal 3)") {
  for (int ruleset : {5, 6, 7}) {  // 7: the tiles taken (random answers at the offers)
    int doubles = 0, waited = 0;
    for (int game = 0; game < 12; ++game) {
      Setup setup = FairSetup(2 + game % 3, kEvery);
      setup.ruleset = ruleset;
      Table t(setup, game);
      Rng rng{static_cast<uint64_t>(game) + 700};
      for (int guard = 0; guard < 6000 && !IsOver(t.state); ++guard) {
        const size_t seen = t.events.size();
        const int current = t.state.current;
        t.Step(rng.Next());
        for (size_t e = seen; e < t.events.size(); ++e)
          if (t.events[e].value("type", "") == "double-turn") {
            ++doubles;
            // What the game waits for right after the first tile of a double turn.
            if (t.state.decision == Decision::Reveal && t.state.decider == current) ++waited;
            else CHECK_MESSAGE(ruleset == 5, "ruleset ", ruleset, ": the second tile is drawn without its player's value");
          }
        t.Devices();
      }
      REQUIRE(IsOver(t.state));
      ReplayResult res = ReplayOf(t.record);
      REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
    }
    MESSAGE("ruleset " << ruleset << ": " << doubles << " double turns, " << waited << " waited for a new value");
    CHECK(doubles > 0);
    CHECK(waited == (ruleset >= 6 ? doubles : 0));
  }
}

// Ruleset 7 (issue 48): the second tile is the player's choice, and the fair deal asks the player's
// device for a new value only for a tile taken. At the offer no device's value is awaited and nothing
// is drawn; after "take" the player's own device reveals before the draw (as in ruleset 6); after
// "leave" no value of that player is used: the next player's turn begins, with its own value as ever.
TEST_CASE("fair deal: under ruleset 7 the second tile's value is asked only when the tile is taken") {
  int taken = 0, left = 0;
  for (int game = 0; game < 12; ++game) {
    Setup setup = FairSetup(2 + game % 3, game % 2 ? kEvery : std::vector<std::string>{"inns-cathedrals", "traders-builders"});
    setup.ruleset = 7;
    Table t(setup, game);
    Rng rng{static_cast<uint64_t>(game) + 900};
    for (int guard = 0; guard < 6000 && !IsOver(t.state); ++guard) {
      if (t.state.decision != Decision::SecondTile) {
        t.Play(rng.Next());
        continue;
      }
      const int current = t.state.current;
      const size_t seat = static_cast<size_t>(current);
      const int revealed = t.state.fair.chains[seat].back().revealed;
      const int draws = t.state.fair.draws;
      CHECK(t.state.decider == current);
      CHECK(t.state.drawn == -1);
      CHECK(t.state.fair.turn_revealed);  // the first tile's value: nothing to ask before the answer
      const bool take = (taken + left) % 2 == 0;  // both answers, in turn
      t.Apply1(take ? LegalActions(t.state)[0] : Action{});
      if (take) {
        ++taken;
        CHECK(t.state.decision == Decision::Reveal);  // the player's own device, before the draw
        CHECK(t.state.decider == current);
        CHECK(t.state.fair.draws == draws);           // still nothing drawn
        t.Devices();
        CHECK(t.state.fair.chains[seat].back().revealed == revealed + 1);
        CHECK((t.state.current == current || IsOver(t.state)));
      } else {
        ++left;
        CHECK(t.state.current != current);  // the turn passed
        CHECK(t.state.fair.chains[seat].back().revealed == revealed);  // no value of the player asked
        CHECK((t.state.decision != Decision::Reveal || t.state.decider != current));
        t.Devices();
        CHECK(t.state.fair.chains[seat].back().revealed == revealed);
      }
    }
    REQUIRE(IsOver(t.state));
    ReplayResult res = ReplayOf(t.record);
    REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
    CHECK(ReportText(res.state, res.events) == ReportText(t.state, t.events));
    // The link carries both answers too.
    GameRecord back;
    std::string error;
    REQUIRE_MESSAGE(DecodeShareFragment(EncodeShareFragment(t.record), &back, &error), error);
    ReplayResult linked = ReplayOf(back);
    REQUIRE_MESSAGE(!linked.error, (linked.error ? linked.error->Message() : std::string()));
    CHECK(ReportText(linked.state, linked.events) == ReportText(t.state, t.events));
  }
  MESSAGE("ruleset 7, fair deal: ", taken, " second tiles taken, ", left, " left");
  CHECK(taken > 0);
  CHECK(left > 0);
}
