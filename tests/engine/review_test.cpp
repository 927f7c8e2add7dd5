// The computer's review of a game (carc/ai/review.h, issue 45): a planted blunder is the player's
// costliest move, a move the computer itself chooses costs nothing, the review never reads a later
// draw, slicing the work changes nothing, and only players' decisions with a choice are reviewed.
// The games are short (decks of a dozen tiles) so that the whole file takes a few seconds.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>

#include "carc/ai/ai.h"
#include "carc/ai/review.h"
#include "carc/game.h"
#include "carc/record.h"
#include "fair_table.h"

using namespace carc;

namespace {

using Chooser = std::function<Action(const GameState&)>;

Setup DeckSetup(const std::vector<std::string>& expansions, const std::vector<std::string>& land) {
  Setup s;
  s.players = {{"Red", kColors[0], ""}, {"Blue", kColors[1], ""}};
  s.expansions = expansions;
  s.seed = "review";
  s.has_deck = true;
  s.deck_land = land;
  return s;
}

Action Place(int x, int y, int rot) { return Action{.type = ActionType::Place, .x = x, .y = y, .rot = rot}; }
Action FigureAt(Locator at, FigureKind kind = FigureKind::Meeple) {
  return Action{.type = ActionType::Figure, .figure = kind, .at = at};
}
Action Skip() { return Action{}; }
Locator At(const char* name) {
  Locator l;
  REQUIRE(Locator::Parse(name, &l));
  return l;
}

// A good player that is not the reviewer: the normal level (MCTS), seeded as the page seeds it.
Action Normal(const GameState& s) { return ai::ChooseAction(s, ai::Level::Normal, ai::DecisionSeed(s)); }
// The reviewer's own choice: the hard level with the review's search and seed.
Action Reviewer(const GameState& s) {
  ai::Thinker t;
  t.Start(s, ai::Level::Hard, ai::DecisionSeed(s), ai::ReviewSearch(s));
  while (!t.Step(1 << 20)) {
  }
  return t.Best();
}

GameState StateOf(const GameRecord& r) {
  ReplayResult res = Replay(r, false);
  REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
  return res.state;
}

// Plays `choose` until `when` holds, then `script` (each must be legal), then `choose` to the end.
GameRecord Game(const Setup& setup, const std::function<bool(const GameState&)>& when, const std::vector<Action>& script,
                const Chooser& choose) {
  GameRecord r;
  r.setup = setup;
  GameState s = StateOf(r);
  while (!IsOver(s) && !when(s)) {
    const Action a = choose(s);
    REQUIRE_FALSE(Apply(s, a).has_value());
    r.actions.push_back(a);
  }
  for (const Action& a : script) {
    auto err = Apply(s, a);
    REQUIRE_MESSAGE(!err, ActionToJson(a).dump(), ": ", (err ? err->message : std::string()));
    r.actions.push_back(a);
  }
  while (!IsOver(s)) {
    const Action a = choose(s);
    REQUIRE_FALSE(Apply(s, a).has_value());
    r.actions.push_back(a);
  }
  return r;
}
GameRecord Game(const Setup& setup, const std::vector<Action>& script, const Chooser& choose) {
  return Game(setup, [](const GameState&) { return true; }, script, choose);
}

std::vector<ai::ReviewedDecision> ReviewOf(const GameRecord& r, int slice = 1 << 20) {
  ai::Review review;
  std::string error;
  REQUIRE_MESSAGE(review.Start(r, &error), error);
  while (!review.Step(slice)) {
  }
  REQUIRE(static_cast<int>(review.Reviewed().size()) == review.ToReview());
  return review.Reviewed();
}

std::vector<std::string> Lines(const std::vector<ai::ReviewedDecision>& v) {
  std::vector<std::string> out;
  for (const ai::ReviewedDecision& d : v) out.push_back(ai::ReviewedDecisionToJson(d).dump());
  return out;
}

const ai::ReviewedDecision& Costliest(const std::vector<ai::ReviewedDecision>& v, int player) {
  const ai::ReviewedDecision* best = nullptr;
  for (const ai::ReviewedDecision& d : v)
    if (d.player == player && (!best || d.cost > best->cost)) best = &d;
  REQUIRE(best != nullptr);
  return *best;
}

const ai::ReviewedDecision& DecisionAt(const std::vector<ai::ReviewedDecision>& v, int index) {
  auto it = std::find_if(v.begin(), v.end(), [&](const ai::ReviewedDecision& d) { return d.index == index; });
  REQUIRE(it != v.end());
  return *it;
}

void Describe(const std::vector<ai::ReviewedDecision>& v) {
  for (const std::string& line : Lines(v)) MESSAGE(line);
}

// Every value is a margin for the mover, the best never below the move made, the cost their difference.
void CheckValues(const std::vector<ai::ReviewedDecision>& v) {
  for (const ai::ReviewedDecision& d : v) {
    CHECK(d.cost >= 0);
    CHECK(d.best_value >= d.made_value);
    CHECK(d.cost == doctest::Approx(d.best_value - d.made_value));
    if (SameMove(d.made, d.best, false)) CHECK(d.cost == 0);
  }
}

// Base game, roads and monasteries only after the first tile: Red draws a city cap that closes the
// start tile's city with a knight (4 points at once). Red puts it south instead, city side away, and a
// farmer on the field beside it: no city can ever be closed for that farmer.
const std::vector<std::string> kRoadsOnly = {"E", "U", "V", "B", "W", "U", "V", "A", "X", "U", "V", "W"};

GameRecord CityLeftOpenForAFarmer() {
  return Game(DeckSetup({}, kRoadsOnly), {Place(0, 1, 2), FigureAt(At("NL"))}, Normal);
}

}  // namespace

TEST_CASE("review: a city left open for a farmer worth nothing is the player's costliest move") {
  const GameRecord r = CityLeftOpenForAFarmer();
  const std::vector<ai::ReviewedDecision> v = ReviewOf(r);
  Describe(v);
  CheckValues(v);
  // The placement that leaves the city open costs more than anything else Red did.
  const ai::ReviewedDecision& placed = DecisionAt(v, 0);
  CHECK(placed.best.type == ActionType::Place);
  CHECK((placed.best.x == 0 && placed.best.y == -1));  // closing the start tile's city
  CHECK(placed.cost > 2.0);
  CHECK(Costliest(v, 0).index == 0);
  CHECK(DecisionAt(v, 1).cost > 0);  // the farmer too
}

TEST_CASE("review: a meeple that cannot score (an inn road no tile can close) is the player's costliest move") {
  // Red's first tile is the inn, put east of the start tile with a meeple on its road; only tiles without
  // roads follow, so the road stays open at both ends and scores nothing at the end (an inn road left
  // open: RULES-inns-traders.md §1.2). Red's other moves are the reviewer's own (they cost nothing:
  // the meeple must show and cost more than the placement that set it up), Blue plays normal.
  const std::vector<std::string> deck = {"IC02", "E", "B", "N", "F", "M", "E", "I", "H", "R", "G", "C", "E"};
  const Chooser red_reviewer = [](const GameState& s) { return s.decider == 0 ? Reviewer(s) : Normal(s); };
  const GameRecord r = Game(DeckSetup({"inns-cathedrals"}, deck), {Place(1, 0, 0), FigureAt(At("E"))}, red_reviewer);
  const std::vector<ai::ReviewedDecision> v = ReviewOf(r);
  Describe(v);
  CheckValues(v);
  const ai::ReviewedDecision& meeple = DecisionAt(v, 1);
  CHECK(meeple.cost > 1.0);
  CHECK(Costliest(v, 0).index == 1);
}

TEST_CASE("review: a builder's double turn wasted is the player's costliest move (Traders & Builders)") {
  // Red's meeple and builder on the start tile's road, extended east; Red then draws a road tile that
  // would extend it again (a second tile this turn) and places it where it extends nothing.
  const std::vector<std::string> deck = {"U", "E", "U", "E", "U", "V", "E", "K", "B", "J", "U", "W", "E", "V"};
  // Ruleset 6: the second tile comes without asking (from ruleset 7 the player is first offered it,
  // issue 48), so placing a tile that extends the builder's road is what takes the double turn.
  Setup setup = DeckSetup({"traders-builders"}, deck);
  setup.ruleset = 6;
  const std::vector<Action> opening = {Place(1, 0, 0), FigureAt(At("E")),
                                       Place(0, -1, 2), Skip(),
                                       Place(2, 0, 0), FigureAt(At("E"), FigureKind::Builder),
                                       Place(0, 1, 2), Skip()};
  GameRecord before;
  before.setup = setup;
  before.actions = opening;
  GameState s = StateOf(before);
  REQUIRE(s.decision == Decision::Place);
  REQUIRE(s.decider == 0);
  // The placements that give no second tile (the turn passes to Blue once the figure step is skipped).
  Action waste;
  int extending = 0;
  for (const Action& a : LegalActions(s)) {
    GameState t = s;
    REQUIRE_FALSE(Apply(t, a).has_value());
    if (t.decision == Decision::Figure) REQUIRE_FALSE(Apply(t, Skip()).has_value());
    const bool again = t.decider == 0 && t.decision == Decision::Place;
    extending += again;
    if (!again && waste.type != ActionType::Place) waste = a;
  }
  REQUIRE(extending > 0);
  REQUIRE(waste.type == ActionType::Place);
  std::vector<Action> script = opening;
  script.push_back(waste);
  script.push_back(Skip());
  const GameRecord r = Game(setup, script, Normal);
  const std::vector<ai::ReviewedDecision> v = ReviewOf(r);
  Describe(v);
  CheckValues(v);
  const ai::ReviewedDecision& wasted = DecisionAt(v, static_cast<int>(opening.size()));
  CHECK(wasted.cost > 2.0);
  CHECK(Costliest(v, 0).index == wasted.index);
  // The best move takes the second tile.
  GameState best = s;
  REQUIRE_FALSE(Apply(best, wasted.best).has_value());
  if (best.decision == Decision::Figure) REQUIRE_FALSE(Apply(best, wasted.best_has_follow ? wasted.best_follow : Skip()).has_value());
  CHECK(best.decider == 0);
  CHECK(best.decision == Decision::Place);
}

TEST_CASE("review: a move the computer itself chooses costs nothing") {
  // Every move by the reviewer's own search, seeded as the review seeds it: every cost is 0, the best
  // move is the move made, and the values are not all zero (they are margins, not placeholders).
  const std::vector<std::string> deck = {"E", "V", "K", "U", "B", "J", "D", "W", "N", "L", "A", "E"};
  const GameRecord r = Game(DeckSetup({"abbey-mayor"}, deck), {}, Reviewer);
  const std::vector<ai::ReviewedDecision> v = ReviewOf(r);
  CheckValues(v);
  REQUIRE(v.size() >= 12);
  int nonzero = 0;
  for (const ai::ReviewedDecision& d : v) {
    CAPTURE(ai::ReviewedDecisionToJson(d).dump());
    CHECK(d.cost == 0);
    CHECK(d.made_value == d.best_value);
    CHECK(SameMove(d.made, d.best, false));
    nonzero += d.made_value != 0;
  }
  CHECK(nonzero > static_cast<int>(v.size()) / 2);
  // One decision on its own: the same values as within the whole review.
  const GameRecord prefix = RecordPrefix(r, static_cast<size_t>(v[3].index));
  const GameState s = StateOf(prefix);
  const std::optional<ai::ReviewedDecision> one = ai::ReviewDecision(s, r.actions[static_cast<size_t>(v[3].index)], ai::DecisionSeed(s), ai::ReviewSearch(s));
  REQUIRE(one.has_value());
  CHECK(ai::ReviewedDecisionToJson(*one) == ai::ReviewedDecisionToJson(v[3]));
}

TEST_CASE("review: no value reads a later draw; slicing the work changes nothing") {
  // The same moves on a deck whose tiles after the last decision reviewed come in another order: every
  // decision up to there is valued the same (the review sees the remaining tiles as counts only).
  const GameRecord full = CityLeftOpenForAFarmer();
  const size_t k = full.actions.size() / 2;
  const GameRecord a = RecordPrefix(full, k + 1);
  GameRecord b = a;
  const GameState at_k = StateOf(RecordPrefix(full, k));
  const size_t drawn = static_cast<size_t>(at_k.land.next);
  REQUIRE(drawn + 2 < b.setup.deck_land.size());
  std::reverse(b.setup.deck_land.begin() + static_cast<long>(drawn), b.setup.deck_land.end());
  REQUIRE(b.setup.deck_land != a.setup.deck_land);
  REQUIRE_FALSE(Replay(b, false).error);
  const std::vector<std::string> la = Lines(ReviewOf(a)), lb = Lines(ReviewOf(b, 7));
  REQUIRE(la.size() >= 5);
  CHECK(la == lb);
  // In slices of one position, or all at once: the same review.
  CHECK(Lines(ReviewOf(a, 1)) == la);
}

TEST_CASE("review: only players' decisions with a choice; a fair deal's device answers are not reviewed") {
  using namespace fairtest;
  Table t(FairSetup(2, {}));
  for (int i = 0; i < 10 && !IsOver(t.state); ++i) {
    t.Apply1(ai::ChooseAction(t.state, ai::Level::Greedy, static_cast<uint64_t>(i)));
    t.Devices();
  }
  int devices = 0, reviewable = 0;
  {
    RecordCursor c;
    REQUIRE(c.Start(t.record, nullptr));
    while (!c.AtEnd()) {
      const Action& a = t.record.actions[c.Next()];
      devices += a.type == ActionType::Commit || a.type == ActionType::Rekey;
      reviewable += ai::Reviewable(c.State());
      REQUIRE_FALSE(c.Step(nullptr).has_value());
    }
  }
  REQUIRE(devices == 2);
  const std::vector<ai::ReviewedDecision> v = ReviewOf(t.record, 500);
  CHECK(static_cast<int>(v.size()) == reviewable);
  CHECK(v.size() >= 5);
  for (const ai::ReviewedDecision& d : v) {
    const Action& a = t.record.actions[static_cast<size_t>(d.index)];
    CHECK(a.type != ActionType::Commit);
    CHECK(a.type != ActionType::Rekey);
    CHECK(SameMove(a, d.made));
  }
  // A record that does not replay is refused with the replay's reason.
  GameRecord bad = t.record;
  bad.actions.push_back(Place(40, 40, 0));
  ai::Review review;
  std::string error;
  CHECK_FALSE(review.Start(bad, &error));
  CHECK(error.find(std::to_string(bad.actions.size() - 1)) != std::string::npos);
}

TEST_CASE("review: the hard level's whole lookahead for a base game, fewer draws for a long one") {
  GameState base, every;
  std::string error;
  Setup setup = DeckSetup({}, {});
  setup.has_deck = false;
  REQUIRE(NewGame(setup, &base, &error));
  for (const char* id : kExpansionIds) setup.expansions.push_back(id);
  REQUIRE(NewGame(setup, &every, &error));
  const ai::SearchOptions hard = ai::SearchOptions::Defaults(ai::Level::Hard);
  CHECK(ai::ReviewSearch(base).lookahead_tiles == hard.lookahead_tiles);
  CHECK(ai::ReviewSearch(base).lookahead_width == hard.lookahead_width);
  CHECK(ai::ReviewSearch(base).lookahead_depth == hard.lookahead_depth);
  CHECK(ai::ReviewSearch(every).lookahead_tiles < hard.lookahead_tiles);
  CHECK(ai::ReviewSearch(every).lookahead_depth == hard.lookahead_depth);
}

TEST_CASE("review: a line holds the move made, the best, their values and the cost in hundredths") {
  ai::ReviewedDecision d;
  d.index = 7;
  d.player = 1;
  d.decision = Decision::Figure;
  d.made = Skip();
  d.best = FigureAt(At("N"));
  d.made_value = 1.234;
  d.best_value = 4.5678;
  d.cost = d.best_value - d.made_value;
  const nlohmann::json j = ai::ReviewedDecisionToJson(d);
  CHECK(j["index"] == 7);
  CHECK(j["player"] == 1);
  CHECK(j["decision"] == "figure");
  CHECK(j["made"] == nlohmann::json::parse(R"({"type":"skip"})"));
  CHECK(j["best"] == nlohmann::json::parse(R"({"type":"figure","figure":"meeple","at":"N"})"));
  CHECK(j["made_value"].get<double>() == doctest::Approx(1.23));
  CHECK(j["best_value"].get<double>() == doctest::Approx(4.57));
  CHECK(j["cost"].get<double>() == doctest::Approx(3.34));
  CHECK_FALSE(j.contains("best_then"));
}
