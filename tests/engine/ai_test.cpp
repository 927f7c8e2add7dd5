// The AI opponents (engine/ai): every decision kind gets a legal answer, determinization keeps what
// is known and hides only the order, the choice never depends on the hidden order, the evaluation
// sees scored points, and the Thinker spreads its work over steps.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "carc/ai/ai.h"
#include "carc/ai/evaluate.h"
#include "carc/game.h"

using namespace carc;

namespace {

Setup AiSetup(int players, const std::string& seed, bool all = true) {
  Setup s;
  for (int p = 0; p < players; ++p) s.players.push_back({"AI" + std::to_string(p), kColors[p], "normal"});
  if (all)
    for (const char* id : kExpansionIds) s.expansions.push_back(id);
  s.seed = seed;
  return s;
}

std::vector<int> Hidden(const DrawStack& st) { return {st.tiles.begin() + st.next, st.tiles.end()}; }
std::vector<int> Sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Plays a game until the decision kind `want` (or a decision with several options), greedily.
GameState PlayUntil(const Setup& setup, int turns) {
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  while (!IsOver(s) && s.turn < turns) REQUIRE_FALSE(Apply(s, ai::ChooseAction(s, ai::Level::Greedy, s.actions)).has_value());
  return s;
}

}  // namespace

TEST_CASE("ai: every seat an AI, all expansions, every chosen action applies") {
  const ai::Level levels[] = {ai::Level::Random, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard, ai::Level::Greedy};
  std::set<Decision> seen;
  for (int g = 0; g < 20; ++g) {
    const int players = 2 + g % 3;
    GameState s;
    std::string error;
    REQUIRE(NewGame(AiSetup(players, "ai-games-" + std::to_string(g)), &s, &error));
    while (!IsOver(s)) {
      // Seat p plays level (p + g) mod 5; the searching levels with a tiny budget.
      ai::Level level = levels[(s.decider + g) % 5];
      seen.insert(s.decision);
      if (LegalActions(s).size() == 1) {  // nothing to think about: no search at all
        ai::Thinker t;
        t.Start(s, ai::Level::Hard, 1);
        CHECK(t.Done());
        CHECK(t.Iterations() == 0);
      }
      Action a = ai::ChooseAction(s, level, static_cast<uint64_t>(g * 1000 + s.actions), 4);
      auto err = Apply(s, a);
      REQUIRE_MESSAGE(!err.has_value(), ActionToJson(a).dump(), " refused: ", err->message);
    }
  }
  CHECK(seen.count(Decision::Place));
  CHECK(seen.count(Decision::Figure));
  CHECK(seen.count(Decision::Abbey));
  MESSAGE("end-abbey decisions seen: ", seen.count(Decision::EndAbbey));
  CHECK(seen.count(Decision::Wagon));
  MESSAGE("floors decisions seen: ", seen.count(Decision::Floors));
}

TEST_CASE("ai: determinization keeps the drawn tile and the remaining multiset, lake last") {
  for (int turns : {1, 6, 30}) {
    GameState s = PlayUntil(AiSetup(2, "det-" + std::to_string(turns)), turns);
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      GameState d = s;
      Rng rng{seed};
      ai::Determinize(d, rng);
      CHECK(d.drawn == s.drawn);
      CHECK(d.land.next == s.land.next);
      CHECK(d.river.next == s.river.next);
      CHECK(std::equal(s.land.tiles.begin(), s.land.tiles.begin() + s.land.next, d.land.tiles.begin()));
      CHECK(Sorted(Hidden(d.land)) == Sorted(Hidden(s.land)));
      CHECK(Sorted(Hidden(d.river)) == Sorted(Hidden(s.river)));
      CHECK(Sorted(Hidden(d.tower)) == Sorted(Hidden(s.tower)));
      if (!d.river.empty()) CHECK(d.Tile(d.river.tiles.back()).lake);
      CHECK(LegalActions(d).size() == LegalActions(s).size());
    }
  }
}

TEST_CASE("ai: the choice never depends on the hidden order of the stacks") {
  for (int turns : {2, 12, 25}) {
    GameState s = PlayUntil(AiSetup(2, "hidden-" + std::to_string(turns)), turns);
    GameState t = s;
    std::reverse(t.land.tiles.begin() + t.land.next, t.land.tiles.end());
    std::rotate(t.tower.tiles.begin() + t.tower.next, t.tower.tiles.begin() + std::min<int>(t.tower.next + 1, static_cast<int>(t.tower.tiles.size())), t.tower.tiles.end());
    REQUIRE(Hidden(t.land) != Hidden(s.land));
    for (ai::Level level : {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard}) {
      Action a = ai::ChooseAction(s, level, 77, 40);
      Action b = ai::ChooseAction(t, level, 77, 40);
      CHECK_MESSAGE(ActionToJson(a) == ActionToJson(b), ai::LevelName(level), " at turn ", turns);
    }
  }
}

TEST_CASE("ai: evaluation reflects a completed city and the score") {
  Setup setup = AiSetup(2, "eval", false);
  setup.has_deck = true;
  setup.deck_land = {"E", "D", "D", "D"};
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  Action place;
  place.type = ActionType::Place;
  place.x = 0;
  place.y = -1;
  place.rot = 2;  // the city of E faces south onto D's city: a two-tile city
  REQUIRE_FALSE(Apply(s, place).has_value());
  REQUIRE(s.decision == Decision::Figure);
  GameState with = s, without = s;
  Action knight;
  knight.type = ActionType::Figure;
  knight.at = {Locator::Edge, kSouth};
  REQUIRE_FALSE(Apply(with, knight).has_value());
  REQUIRE_FALSE(Apply(without, Action{}).has_value());
  CHECK(with.players[0].score == 4);
  std::vector<double> ew = ai::Estimate(with), en = ai::Estimate(without);
  CHECK(ew[0] - en[0] == doctest::Approx(4.0));  // the knight came back: only the points differ
  CHECK(ew[1] == doctest::Approx(en[1]));
  CHECK(ai::Margin(ew, 0) > ai::Margin(en, 0));
  // The one-move values (what greedy maximizes) prefer the knight.
  std::vector<Action> legal = LegalActions(s);
  std::vector<double> v = ai::OneMoveValues(s, legal, {});
  size_t best = static_cast<size_t>(std::max_element(v.begin(), v.end()) - v.begin());
  CHECK(legal[best].type == ActionType::Figure);
  CHECK(ai::ChooseAction(s, ai::Level::Greedy, 1).type == ActionType::Figure);
  CHECK(ai::ChooseAction(s, ai::Level::Hard, 1, 60).type == ActionType::Figure);
  // An incomplete city with a knight is worth something to its owner, a figure in supply too.
  GameState cap = without;
  CHECK(ai::Estimate(cap)[1] > 0);
}

TEST_CASE("ai: hard with a lookahead of one turn is the greedy player") {
  for (int turns : {3, 15, 40}) {
    GameState s = PlayUntil(AiSetup(2, "width-" + std::to_string(turns)), turns);
    while (!IsOver(s) && LegalActions(s).size() < 2) REQUIRE_FALSE(Apply(s, LegalActions(s)[0]).has_value());
    if (IsOver(s)) continue;
    ai::SearchOptions o = ai::SearchOptions::Defaults(ai::Level::Hard);
    o.lookahead_width = 1;
    o.weights = ai::EvalWeights::Reference();  // greedy's evaluation
    ai::Thinker t;
    t.Start(s, ai::Level::Hard, 9, o);
    while (!t.Step(1000)) {
    }
    // Same seed, same determinized sample: the best turn's first action is greedy's choice.
    CHECK(ActionToJson(t.Best()) == ActionToJson(ai::ChooseAction(s, ai::Level::Greedy, 9)));
  }
}

TEST_CASE("ai: the Thinker works in steps; a single legal action is returned at once") {
  GameState s = PlayUntil(AiSetup(2, "thinker"), 8);
  while (LegalActions(s).size() < 2) REQUIRE_FALSE(Apply(s, LegalActions(s)[0]).has_value());
  // MCTS (normal) counts iterations.
  ai::SearchOptions o = ai::SearchOptions::WithBudget(ai::Level::Normal, 30);
  ai::Thinker t;
  t.Start(s, ai::Level::Normal, 5, o);
  CHECK_FALSE(t.Done());
  CHECK_FALSE(t.Step(10));
  CHECK(t.Iterations() == 10);
  GameState probe = s;
  CHECK_FALSE(Apply(probe, t.Best()).has_value());  // a best-so-far is always legal
  while (!t.Step(10)) {
  }
  CHECK(t.Iterations() == 30);
  GameState done = s;
  CHECK_FALSE(Apply(done, t.Best()).has_value());
  CHECK(ActionToJson(t.Best()) == ActionToJson(ai::ChooseAction(s, ai::Level::Normal, 5, 30)));

  // The lookahead (hard) counts the positions it values; stepped or in one call, the same choice.
  GameState p = s;
  while (p.decision != Decision::Place || LegalActions(p).size() < 2) REQUIRE_FALSE(Apply(p, LegalActions(p).back()).has_value());
  ai::Thinker h;
  h.Start(p, ai::Level::Hard, 5);
  // Start values nothing: the one-move values of every turn come in steps too, one legal action at a
  // time, so that no browser frame waits for them all.
  CHECK(h.Iterations() == 0);
  CHECK_FALSE(h.Step(1));
  const int after_start = static_cast<int>(LegalActions(p).size());
  CHECK(h.Iterations() >= 1);
  CHECK(h.Iterations() < after_start + 40);  // one action's turns (a placement and its figure steps)
  int steps = 0;
  while (!h.Step(50)) {
    ++steps;
    CHECK_FALSE(Apply(probe = p, h.Best()).has_value());
  }
  CHECK(steps >= 2);
  CHECK(h.Iterations() > after_start + 100);  // the replies were valued too
  CHECK(ActionToJson(h.Best()) == ActionToJson(ai::ChooseAction(p, ai::Level::Hard, 5)));

  // A hint is the move the AI would make; it applies.
  const std::optional<Action> hint = ai::Hint(s, 3, ai::Level::Normal, 20);
  REQUIRE(hint);
  CHECK_FALSE(Apply(probe = s, *hint).has_value());
  CHECK(ai::ParseLevel("hard") == ai::Level::Hard);
  CHECK_FALSE(ai::ParseLevel("godlike").has_value());
}
