// Play by link (web/link/link_rules.cpp): the seats a device plays, kept in the saved-games index
// entry (never in the record or the link); how a link's record stands to a saved game's (the same
// game further on, an older position, two lines from one position); and the sentence that tells what
// happened since a device's last move.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "link/link_rules.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "saves/saved_games.h"
#include "link/link_address.h"

using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

namespace {

Setup Players(int n, const std::string& seed = "corr-test") {
  Setup s;
  const char* names[] = {"Ana", "Ben", "Cleo"};
  const char* colours[] = {"red", "blue", "green"};
  for (int i = 0; i < n; ++i) s.players.push_back({names[i], colours[i], ""});
  s.seed = seed;
  return s;
}

// A record of `n` actions: the first legal action each time, or the last one (another line).
GameRecord Play(const Setup& setup, int n, bool last = false, const GameRecord* from = nullptr) {
  GameRecord r = from ? *from : GameRecord{setup, {}};
  ReplayResult rr = Replay(r, false);
  REQUIRE(!rr.error);
  GameState s = rr.state;
  while (static_cast<int>(r.actions.size()) < n && !IsOver(s)) {
    std::vector<Action> legal = LegalActions(s);
    const Action a = last ? legal.back() : legal.front();
    REQUIRE(!Apply(s, a));
    r.actions.push_back(a);
  }
  return r;
}

}  // namespace

TEST_CASE("seats: a game without seats plays every seat here; a link's game asks; chosen seats only") {
  Seats hot = SeatsFromEntry(json{{"id", "g1"}}, 2);
  CHECK(hot.mode == Seats::Mode::HotSeat);
  CHECK(hot.IsLocal(0));
  CHECK(hot.IsLocal(1));

  Seats ask = SeatsFromEntry(json{{"id", "g1"}, {"seats", json::array()}}, 2);
  CHECK(ask.mode == Seats::Mode::Ask);
  CHECK_FALSE(ask.IsLocal(0));
  CHECK_FALSE(ask.IsLocal(1));

  Seats ben = SeatsFromEntry(json{{"id", "g1"}, {"seats", {1}}}, 2);
  CHECK(ben.mode == Seats::Mode::Chosen);
  CHECK_FALSE(ben.IsLocal(0));
  CHECK(ben.IsLocal(1));
  ben.Claim(0);  // Ana hands Ben her phone
  CHECK(ben.IsLocal(0));
  CHECK(ben.local == std::vector<int>{0, 1});
}

TEST_CASE("seats: untrusted values never crash; seats outside the game are dropped, and then it asks") {
  CHECK(SeatsFromEntry(json{{"seats", "everyone"}}, 2).mode == Seats::Mode::HotSeat);
  CHECK(SeatsFromEntry(json("not an entry"), 2).mode == Seats::Mode::HotSeat);
  Seats s = SeatsFromEntry(json{{"seats", {7, -1, "x", 1.5, 1, 1}}}, 3);
  CHECK(s.mode == Seats::Mode::Chosen);
  CHECK(s.local == std::vector<int>{1});
  CHECK(SeatsFromEntry(json{{"seats", {7}}}, 3).mode == Seats::Mode::Ask);
}

TEST_CASE("seats: written into the index entry and read back; hot seat leaves no key") {
  json entry = {{"id", "g1"}, {"name", "Ana, Ben"}};
  SeatsToEntry(Seats{Seats::Mode::Chosen, {0, 2}}, &entry);
  CHECK(entry["seats"] == json({0, 2}));
  CHECK(SeatsFromEntry(entry, 3).local == std::vector<int>{0, 2});
  SeatsToEntry(Seats::Asking(), &entry);
  CHECK(entry["seats"] == json::array());
  SeatsToEntry(Seats{}, &entry);
  CHECK_FALSE(entry.contains("seats"));
  CHECK(entry["name"] == "Ana, Ben");
}

TEST_CASE("seats: kept with the saved game's index entry, out of its record and its link") {
  platform::ClearStorageForTests();
  SavedGames saves;
  const GameRecord r = Play(Players(2), 6);
  const ReplayResult rr = Replay(r, false);
  std::string id, error;
  REQUIRE(saves.Save(&id, r, rr.state, &error));
  CHECK(saves.SeatsOf(id, 2).mode == Seats::Mode::HotSeat);
  REQUIRE(saves.SetSeats(id, Seats{Seats::Mode::Chosen, {1}}, &error));
  const std::string record_text = platform::StorageLoad(std::string(kSavesGamePrefix) + id);
  CHECK(record_text.find("seats") == std::string::npos);
  CHECK(BuildShareLink("https://x/", r).find("seats") == std::string::npos);
  // Saving the game again (a move) keeps the seats; a fresh read of the index has them.
  const GameRecord more = Play(Players(2), 8, false, &r);
  REQUIRE(saves.Save(&id, more, Replay(more, false).state, &error));
  SavedGames again;
  again.Refresh();
  CHECK(again.SeatsOf(id, 2).local == std::vector<int>{1});
  CHECK(again.Find(id)->next == Replay(more, false).state.decider);
}

TEST_CASE("two records: the same, further on, older, diverged, or another game") {
  const Setup setup = Players(2);
  const GameRecord base = Play(setup, 10);
  const GameRecord further = Play(setup, 14, false, &base);
  const GameRecord other_line = Play(setup, 14, true, &base);
  REQUIRE(!SameMove(further.actions[10], other_line.actions[10], false));

  CHECK(CompareRecords(base, base).relation == LinkRelation::Same);
  CHECK(CompareRecords(base, further).relation == LinkRelation::Continues);
  CHECK(CompareRecords(base, further).common == 10);
  CHECK(CompareRecords(further, base).relation == LinkRelation::Older);
  const LinkComparison d = CompareRecords(further, other_line);
  CHECK(d.relation == LinkRelation::Diverged);
  CHECK(d.common == 10);
  CHECK(CompareRecords(base, Play(Players(2, "another seed"), 10)).relation == LinkRelation::Unrelated);
  CHECK(CompareRecords(base, Play(Players(3), 10)).relation == LinkRelation::Unrelated);
  // The optional tile check is not a difference.
  GameRecord checked = base;
  for (Action& a : checked.actions) a.tile.clear();
  CHECK(CompareRecords(base, checked).relation == LinkRelation::Same);
}

TEST_CASE("the saved games: a link continues one, is older than one, or diverged from one") {
  platform::ClearStorageForTests();
  SavedGames saves;
  const Setup setup = Players(2);
  const GameRecord base = Play(setup, 10);
  const GameRecord further = Play(setup, 14, false, &base);
  const GameRecord other_line = Play(setup, 14, true, &base);
  std::string id, error;
  REQUIRE(saves.Save(&id, further, Replay(further, false).state, &error));

  CHECK(saves.FindLink(Play(setup, 16, false, &further)).continues == id);
  const SavedGames::LinkFinding older = saves.FindLink(base);
  CHECK(older.continues.empty());
  CHECK(older.newer == id);
  const SavedGames::LinkFinding diverged = saves.FindLink(other_line);
  CHECK(diverged.continues.empty());
  CHECK(diverged.newer.empty());
  CHECK(diverged.diverged == id);
  CHECK(diverged.common == 10);
  const SavedGames::LinkFinding unrelated = saves.FindLink(Play(Players(2, "x"), 4));
  CHECK((unrelated.continues + unrelated.newer + unrelated.diverged).empty());

  // Once the other line is saved too, its link continues it: nothing is asked twice.
  std::string line;
  REQUIRE(saves.Save(&line, other_line, Replay(other_line, false).state, &error));
  CHECK(saves.FindLink(other_line).continues == line);
}

TEST_CASE("since my last move: the actions after the last one a seat here decided") {
  const Setup setup = Players(2);
  const GameRecord r = Play(setup, 12);
  const std::vector<int> deciders = ActionDeciders(r);
  REQUIRE(deciders.size() == r.actions.size());
  CHECK(deciders[0] == 0);
  const size_t after_ana = AfterLastLocalAction(deciders, Seats{Seats::Mode::Chosen, {0}});
  const size_t after_ben = AfterLastLocalAction(deciders, Seats{Seats::Mode::Chosen, {1}});
  REQUIRE(after_ana > 0);
  CHECK(deciders[after_ana - 1] == 0);
  for (size_t i = after_ana; i < deciders.size(); ++i) CHECK(deciders[i] != 0);
  CHECK(deciders[after_ben - 1] == 1);
  CHECK(AfterLastLocalAction(deciders, Seats{}) == r.actions.size());  // hot seat: nothing to show
  CHECK(AfterLastLocalAction({0, 0, 0}, Seats{Seats::Mode::Chosen, {1}}) == 0);  // not moved yet
}

TEST_CASE("since my last move: tiles and points per player, and the sentence in every language") {
  // Ana (seat 0) plays on this device; Ben's turns since her last move are summed up.
  const Setup setup = Players(2);
  GameRecord r = Play(setup, 60);
  const std::vector<int> deciders = ActionDeciders(r);
  const Seats ana{Seats::Mode::Chosen, {0}};
  // Go back to the end of one of Ana's turns, so that Ben's whole turn follows.
  size_t from = 0;
  for (size_t i = 1; i + 1 < deciders.size(); ++i)
    if (deciders[i] == 0 && deciders[i + 1] == 1) from = i + 1;
  REQUIRE(from > 0);
  r.actions.resize(from);
  r = Play(setup, static_cast<int>(from) + 200, false, &r);
  GameState s = Replay(r, false).state;
  // Up to Ana's next decision.
  const std::vector<int> all = ActionDeciders(r);
  size_t to = from;
  while (to < all.size() && all[to] != 0) ++to;
  r.actions.resize(to);

  SinceSummary sum;
  std::string error;
  REQUIRE(SummarizeSince(r, from, &sum, &error));
  CHECK(sum.from == from);
  CHECK(sum.to == to);
  CHECK(sum.decider == 0);
  CHECK(sum.players.size() == 2);
  CHECK(sum.players[1].tiles == 1);
  CHECK(sum.players[0].tiles == 0);
  GameState before = Replay(GameRecord{setup, {r.actions.begin(), r.actions.begin() + static_cast<long>(from)}}, false).state;
  s = Replay(r, false).state;
  CHECK(sum.players[1].points == s.players[1].score - before.players[1].score);

  REQUIRE(i18n::SetLanguage("en"));
  SinceSummary fixed = sum;
  fixed.players = {{0, 0, 0}, {1, 2, 8}};
  CHECK(SummaryText(fixed, ana) == "Ben placed 2 tiles and scored 8 points; your turn.");
  fixed.players = {{0, 0, 4}, {1, 1, 1}};
  CHECK(SummaryText(fixed, ana) == "Ana scored 4 points; Ben placed 1 tile and scored 1 point; your turn.");
  fixed.players = {{0, 0, 0}, {1, 1, 0}};
  CHECK(SummaryText(fixed, ana) == "Ben placed 1 tile and scored no points; your turn.");
  fixed.decider = 1;
  CHECK(SummaryText(fixed, ana) == "Ben placed 1 tile and scored no points; Ben's turn.");
  fixed.over = true;
  CHECK(SummaryText(fixed, ana) == "Ben placed 1 tile and scored no points; the game is over.");
  fixed.over = false, fixed.decider = 0;
  fixed.players = {{0, 0, 0}, {1, 0, 0}};
  CHECK(SummaryText(fixed, ana) == "Nothing new since your last move; your turn.");

  fixed.players = {{0, 0, 0}, {1, 2, 8}};
  REQUIRE(i18n::SetLanguage("de"));
  CHECK(SummaryText(fixed, ana) == "Ben hat 2 Plättchen gelegt und 8 Punkte erzielt; du bist dran.");
  fixed.players = {{0, 0, 0}, {1, 1, 1}};
  CHECK(SummaryText(fixed, ana) == "Ben hat 1 Plättchen gelegt und 1 Punkt erzielt; du bist dran.");
  REQUIRE(i18n::SetLanguage("fr"));
  CHECK(SummaryText(fixed, ana) == "Ben a posé 1 tuile et a marqué 1 point ; à vous de jouer.");
  for (const i18n::Language& l : i18n::Languages()) {
    REQUIRE(i18n::SetLanguage(l.code));
    const std::string text = SummaryText(fixed, ana);
    CHECK_MESSAGE(text.find("Ben") != std::string::npos, l.code);
    CHECK_MESSAGE(text.find('{') == std::string::npos, l.code);
  }
  REQUIRE(i18n::SetLanguage("en"));
}

TEST_CASE("since my last move: two seats on one device") {
  REQUIRE(i18n::SetLanguage("en"));
  SinceSummary s;
  s.names = {"Ana", "Ben", "Cleo"};
  s.players = {{0, 0, 0}, {1, 1, 3}, {2, 0, 0}};
  s.decider = 2;
  const Seats two{Seats::Mode::Chosen, {0, 2}};
  CHECK(SummaryText(s, two) == "Ben placed 1 tile and scored 3 points; your turn, Cleo.");
}

TEST_CASE("the saved games: the closest game decides, not an old copy the link happens to continue") {
  platform::ClearStorageForTests();
  SavedGames saves;
  const Setup setup = Players(2);
  const GameRecord old_copy = Play(setup, 4);
  const GameRecord base = Play(setup, 10, false, &old_copy);
  const GameRecord mine = Play(setup, 14, false, &base);
  const GameRecord theirs = Play(setup, 14, true, &base);
  std::string copy_id, mine_id, error;
  REQUIRE(saves.Save(&copy_id, old_copy, Replay(old_copy, false).state, &error));
  REQUIRE(saves.Save(&mine_id, mine, Replay(mine, false).state, &error));
  const SavedGames::LinkFinding f = saves.FindLink(theirs);
  CHECK(f.continues.empty());
  CHECK(f.diverged == mine_id);
  CHECK(f.common == 10);
  // A link further on than both continues the longer game.
  CHECK(saves.FindLink(Play(setup, 16, false, &mine)).continues == mine_id);
  // An old link between the two is older than the newer game (not a continuation of the copy).
  const SavedGames::LinkFinding older = saves.FindLink(Play(setup, 7, false, &old_copy));
  CHECK(older.newer == mine_id);
}
