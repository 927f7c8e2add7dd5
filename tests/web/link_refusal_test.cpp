// A rival who moves for another player's seat (web/link/link_refusal.h, web/link/device_deal.h; the threat
// model of engine/docs/fair-deal.md): Ana's device refuses, in plain words, a link that continues
// her saved game with a new secret or a value for her seat that her device did not make; Ben's
// device cannot take Ana's seat over without her secret; a real new phone still plays on.
#include <doctest/doctest.h>

#include "../engine/fair_table.h"
#include "link/device_deal.h"
#include "link/link_refusal.h"
#include "platform/platform.h"
#include "link/secret_store.h"

using namespace carc;
using namespace carc::ui;
using fairtest::Table;

namespace {

Setup AnaAndBen() {
  Setup s = fairtest::FairSetup(2, {"watchtowers"});
  s.players[0].name = "Ana";
  s.players[1].name = "Ben";
  return s;
}

Seats Playing(int seat) {
  Seats out = Seats::Asking();
  out.Claim(seat);
  return out;
}

// Plays the rest of the current player's turn (random moves), stopping where the next seat's value
// is awaited.
void FinishTurn(Table& t, Rng& rng) {
  const int who = t.state.current;
  while (t.state.current == who && !IsOver(t.state)) {
    if (t.DeviceDecision()) {
      t.Apply1(DeviceAction(t.state, t.secrets[static_cast<size_t>(t.state.decider)]));
    } else {
      t.Step(rng.Next());
    }
  }
}

bool Says(const std::string& text, const char* words) { return text.find(words) != std::string::npos; }

}  // namespace

TEST_CASE("link refusal: Ben's link with a new secret for Ana's seat is refused on Ana's device") {
  Table t(AnaAndBen());
  Rng rng{8};
  t.PlayToRevealOf(0, 10, rng);
  const GameRecord saved = t.record;  // Ana's device: the game waits for her value
  // Ben writes Ana's rekey (as if her device had lost its secret) and plays his own turn.
  t.Apply1(ChainAction(ActionType::Rekey, fairtest::FixedSecret(0, 5).Commitment()));
  FinishTurn(t, rng);
  const GameRecord link = t.record;
  const std::string why = FairLinkRefusal(saved, link, saved.actions.size(), Playing(0));
  CHECK_MESSAGE(Says(why, "Ben's link makes a move for you; it was not opened."), why);
  CHECK_FALSE(Says(why, ".."));
  CHECK_FALSE(Says(why, "action"));  // no engine reason on screen
  // A device that has not said who plays there yet (a new phone) opens it: nothing to compare with.
  CHECK(FairLinkRefusal(saved, link, saved.actions.size(), Seats::Asking()).empty());
}

TEST_CASE("link refusal: a value for Ana's seat revealed on another device is refused too") {
  Table t(AnaAndBen());
  Rng rng{9};
  t.PlayToRevealOf(0, 10, rng);
  const GameRecord saved = t.record;
  // Ana's secret copied to another device, which reveals her value and plays her turn.
  FinishTurn(t, rng);
  const GameRecord link = t.record;
  CHECK(Says(FairLinkRefusal(saved, link, saved.actions.size(), Playing(0)), "makes a move for you"));
}

TEST_CASE("link refusal: Ben's honest turn, and Ben's own new secret, open on Ana's device") {
  Table t(AnaAndBen());
  Rng rng{10};
  t.PlayToRevealOf(1, 10, rng);
  const GameRecord saved = t.record;  // Ana moved and sent the game: Ben's value is awaited
  GameRecord honest;
  {
    Table ben = t;
    FinishTurn(ben, rng);
    honest = ben.record;
  }
  CHECK(FairLinkRefusal(saved, honest, saved.actions.size(), Playing(0)).empty());
  // Ben's phone lost its secret: his turn passes, the game goes on (the new phone case).
  t.Apply1(ChainAction(ActionType::Rekey, fairtest::FixedSecret(1, 6).Commitment()));
  CHECK(FairLinkRefusal(saved, t.record, saved.actions.size(), Playing(0)).empty());
}

TEST_CASE("link refusal: a move Ben had sent, played differently, names Ben") {
  Table t(AnaAndBen());
  Rng rng{11};
  t.PlayToRevealOf(0, 10, rng);
  const GameRecord saved = t.record;
  // Ben's line: his last sent action (the one that ended his turn) replaced by another legal one.
  const size_t common = saved.actions.size() - 1;
  GameRecord line = RecordPrefix(saved, common);
  ReplayResult at = Replay(line, false);
  REQUIRE_FALSE(at.error);
  for (const Action& a : LegalActions(at.state))
    if (!SameMove(a, saved.actions[common], false)) {
      REQUIRE_FALSE(Apply(at.state, a));
      line.actions.push_back(a);
      break;
    }
  REQUIRE(line.actions.size() == saved.actions.size());
  line.reveals = RevealsOf(at.state);
  const std::string why = FairLinkRefusal(saved, line, common, Playing(0));
  CHECK_MESSAGE(Says(why, "Ben's link changes a move Ben had already sent"), why);
}

TEST_CASE("take over: a fair deal's seat plays only where its secret is") {
  platform::ClearStorageForTests();
  SecretStore store;
  std::string error;
  const auto ana = store.Make(&error);  // Ana's secret is on this device (a backup restored here)
  REQUIRE(ana);
  GameState s;
  REQUIRE(NewGame(AnaAndBen(), &s, &error));
  REQUIRE_FALSE(Apply(s, DeviceAction(s, *ana, 0)));
  CHECK(MayTakeOver(s, Playing(1), store, 1));  // not committed yet: the invitation
  REQUIRE_FALSE(Apply(s, DeviceAction(s, fairtest::FixedSecret(1), 1)));
  // Ben's seat elsewhere: Ana's device (playing Ana) cannot take it over; Ben's could take Ana's.
  CHECK_FALSE(MayTakeOver(s, Playing(0), store, 1));
  CHECK(MayTakeOver(s, Playing(1), store, 0));
  // A device that plays no seat yet (a new phone: "Which player are you?") chooses any.
  CHECK(MayTakeOver(s, Seats::Asking(), store, 1));
  CHECK(MayTakeOver(s, Seats{}, store, 1));  // hot seat
}

TEST_CASE("another game: two fair games of the same players are told apart by their first commitment") {
  Table one(AnaAndBen()), other(AnaAndBen(), 1);
  CHECK(CompareRecords(one.record, other.record).relation == LinkRelation::Unrelated);
  CHECK(CompareRecords(one.record, one.record).relation == LinkRelation::Same);
  // Ben's commitment changed (the invitation altered after Ana sent it): a line of this game.
  GameRecord changed = one.record;
  changed.actions[1].value = fairtest::FixedSecret(1, 3).Commitment();
  CHECK(CompareRecords(one.record, changed).relation == LinkRelation::Diverged);
}
