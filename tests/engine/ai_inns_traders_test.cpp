// The AI's evaluation of Inns & Cathedrals and Traders & Builders (RULES-inns-traders.md): a builder's
// second tile, taking a rival's goods city to break a tie in the ten-point majorities, and no meeple on
// an inn road that cannot be closed before the end.
#include <doctest/doctest.h>

#include <algorithm>

#include "carc/ai/ai.h"
#include "carc/ai/evaluate.h"
#include "carc/game.h"

using namespace carc;

namespace {

constexpr size_t kGrain = 1;  // TradersBuildersData::goods: wine, grain, cloth

GameState NewTwoPlayerGame(const std::string& expansion, const std::vector<std::string>& deck, int ruleset = kLatestRuleset) {
  Setup setup;
  setup.ruleset = ruleset;
  setup.players = {{"Red", kColors[0], ""}, {"Blue", kColors[1], ""}};
  setup.expansions = {expansion};
  setup.seed = "inns-traders-ai";
  setup.has_deck = true;
  setup.deck_land = deck;
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  return s;
}

Action Place(int x, int y, int rot) { return Action{.type = ActionType::Place, .x = x, .y = y, .rot = rot}; }

Action MeepleAt(Side side) { return Action{.type = ActionType::Figure, .at = {Locator::Edge, side}}; }

// The action the evaluation values best among the legal ones (greedy's choice with the AI's weights).
Action BestOneMove(const GameState& s) {
  const std::vector<Action> legal = LegalActions(s);
  const std::vector<double> v = ai::OneMoveValues(s, legal, {});
  return legal[static_cast<size_t>(std::max_element(v.begin(), v.end()) - v.begin())];
}

bool OnTheRoad(const Action& a) {
  return a.type == ActionType::Figure && a.at.kind == Locator::Edge && (a.at.value == kEast || a.at.value == kWest);
}

// Red has placed TB07 north of the start tile with a knight in its grain city, whose one open edge
// the E tile Blue now holds can close (at (1,-1), turned west); two tiles remain, neither with goods.
GameState RivalGrainCityToClose(int red_grain, int blue_grain) {
  GameState s = NewTwoPlayerGame("traders-builders", {"TB07", "E", "E", "E"});
  REQUIRE_FALSE(Apply(s, Place(0, -1, 2)).has_value());
  REQUIRE_FALSE(Apply(s, MeepleAt(kSouth)).has_value());
  REQUIRE(s.decision == Decision::Place);
  REQUIRE(s.decider == 1);
  s.md.traders_builders.goods[0][kGrain] = red_grain;
  s.md.traders_builders.goods[1][kGrain] = blue_grain;
  return s;
}

}  // namespace

// Ruleset 6 draws the second tile at once; ruleset 7 (issue 48) offers it first: offered, taken or
// not yet placed, it counts the same; left, it counts no more.
TEST_CASE("ai: a builder's second tile still to come counts for its player, and only until it is placed") {
  for (int ruleset : {6, 7}) {
    CAPTURE(ruleset);
    // Red's meeple and builder stand on the start tile's road, extended east; Blue plays elsewhere.
    GameState s = NewTwoPlayerGame("traders-builders", {"U", "E", "U", "E", "U", "U", "E", "E", "E"}, ruleset);
    REQUIRE_FALSE(Apply(s, Place(1, 0, 0)).has_value());
    REQUIRE_FALSE(Apply(s, MeepleAt(kEast)).has_value());
    REQUIRE_FALSE(Apply(s, Place(0, -1, 2)).has_value());  // Blue: a city facing the start tile's
    REQUIRE_FALSE(Apply(s, Action{}).has_value());
    REQUIRE_FALSE(Apply(s, Place(2, 0, 0)).has_value());
    Action builder = MeepleAt(kEast);
    builder.figure = FigureKind::Builder;
    REQUIRE_FALSE(Apply(s, builder).has_value());
    REQUIRE_FALSE(Apply(s, Place(0, 1, 2)).has_value());  // Blue, south of the start tile
    REQUIRE_FALSE(Apply(s, Action{}).has_value());
    // Red extends the road again: the builder gives a second tile this turn.
    REQUIRE_FALSE(Apply(s, Place(3, 0, 0)).has_value());
    REQUIRE_FALSE(Apply(s, Action{}).has_value());
    ai::EvalWeights no_tempo;
    no_tempo.extra_tile = 0;
    const ai::EvalWeights w;
    if (ruleset >= 7) {  // offered: worth the same as drawn, since Red may take it
      REQUIRE(s.decision == Decision::SecondTile);
      CHECK(ai::Estimate(s, w)[0] - ai::Estimate(s, no_tempo)[0] == doctest::Approx(w.extra_tile));
      GameState left = s;
      REQUIRE_FALSE(Apply(left, Action{}).has_value());  // left: nothing more to come
      CHECK(ai::Estimate(left, w)[0] == doctest::Approx(ai::Estimate(left, no_tempo)[0]));
      REQUIRE_FALSE(Apply(s, LegalActions(s).front()).has_value());  // taken
    }
    REQUIRE(s.decision == Decision::Place);
    REQUIRE(s.decider == 0);
    CHECK(ai::Estimate(s, w)[0] - ai::Estimate(s, no_tempo)[0] == doctest::Approx(w.extra_tile));
    CHECK(ai::Estimate(s, w)[1] == doctest::Approx(ai::Estimate(s, no_tempo)[1]));
    // Once the second tile is down, the turn's worth is on the board: nothing more is counted.
    REQUIRE_FALSE(Apply(s, LegalActions(s).front()).has_value());
    CHECK(ai::Estimate(s, w)[0] == doctest::Approx(ai::Estimate(s, no_tempo)[0]));
  }
}

TEST_CASE("ai: with the grain tied, the AI closes its rival's grain city to take the grain; when its lead is safe, it does not") {
  const Action close = Place(1, -1, 3);
  // Tied 1-1: the completer's token breaks the tie (10 points to Blue alone), worth more than the
  // 6 points Red's knight scores now.
  GameState tied = RivalGrainCityToClose(1, 1);
  Action best = BestOneMove(tied);
  CHECK(best.x == close.x);
  CHECK(best.y == close.y);
  const Action normal = ai::ChooseAction(tied, ai::Level::Normal, 3);
  CHECK((normal.x == close.x && normal.y == close.y));
  // Blue already leads 3-1 with no grain to come: the token changes nothing, and closing the city
  // would only score Red's knight.
  GameState safe = RivalGrainCityToClose(1, 3);
  best = BestOneMove(safe);
  CHECK_FALSE((best.x == close.x && best.y == close.y));
}

TEST_CASE("ai: near the end it puts no meeple on an inn road it cannot close, though it would on a plain road") {
  // The start tile's road runs west-east; the tile placed east of it continues the road, open at
  // both ends, with two tiles left to draw: too few to close it. An inn road left open scores 0; a
  // plain one its 2 points.
  for (const std::string tile : {"IC02", "U"}) {
    CAPTURE(tile);
    GameState s = NewTwoPlayerGame("inns-cathedrals", {tile, "E", "E"});
    REQUIRE_FALSE(Apply(s, Place(1, 0, 0)).has_value());
    REQUIRE(s.decision == Decision::Figure);
    const bool inn = tile == "IC02";
    CHECK(OnTheRoad(BestOneMove(s)) == !inn);
    if (!inn) continue;
    // Every level that thinks further agrees (hard, weighing the rival's reply, may prefer a farmer
    // even on the plain road: the rival's tile is likely to close the start tile's city).
    CHECK_FALSE(OnTheRoad(ai::ChooseAction(s, ai::Level::Normal, 5)));
    CHECK_FALSE(OnTheRoad(ai::ChooseAction(s, ai::Level::Hard, 5)));
  }
}
