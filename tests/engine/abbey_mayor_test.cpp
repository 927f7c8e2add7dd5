// Abbey & Mayor (RULES.md §4): legality of the abbey, mayor, wagon and barn through the engine's
// public API. The worked examples and the scoring cases are scenario records in
// tests/scenarios/abbey-mayor/; these cases check the legal-action lists themselves.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "carc/game.h"
#include "carc/rules.h"

using namespace carc;
using nlohmann::json;

namespace {

GameState Start(const std::vector<std::string>& deck, int players = 2) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  setup.expansions = {"abbey-mayor"};
  setup.has_deck = true;
  setup.deck_land = deck;
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  return s;
}

Action Act(const char* text) {
  Action a;
  std::string error;
  bool ok = ActionFromJson(json::parse(text), &a, &error);
  REQUIRE_MESSAGE(ok, error);
  return a;
}

bool Fits(const GameState& s, const Action& a) {
  switch (a.type) {
    case ActionType::Place: return s.decision == Decision::Place;
    case ActionType::Figure: return s.decision == Decision::Figure;
    case ActionType::Abbey: return s.decision == Decision::Abbey || s.decision == Decision::EndAbbey;
    case ActionType::Wagon: return s.decision == Decision::Wagon;
    default: return true;
  }
}

// Applies the action, answering "skip" first to any decision it does not belong to.
void Play(GameState& s, const char* text) {
  Action a = Act(text);
  while (!Fits(s, a)) REQUIRE_FALSE(Apply(s, Action{}).has_value());
  auto err = Apply(s, a);
  REQUIRE_MESSAGE(!err.has_value(), (err ? err->message : ""));
}

std::vector<Action> Legal(const GameState& s, ActionType type) {
  std::vector<Action> out;
  for (const Action& a : LegalActions(s))
    if (a.type == type) out.push_back(a);
  return out;
}

std::vector<Action> LegalFigures(const GameState& s, FigureKind k) {
  std::vector<Action> out;
  for (const Action& a : Legal(s, ActionType::Figure))
    if (a.figure == k) out.push_back(a);
  return out;
}

FeatureType TypeAt(const GameState& s, Pos p, const Locator& at) {
  int placed = s.board.At(p);
  REQUIRE(placed >= 0);
  int f = ResolveLocator(s, placed, at);
  REQUIRE(f >= 0);
  return s.PlacedDef(placed).features[static_cast<size_t>(f)].type;
}

// Builds the hole (1,-1) of tests/scenarios/abbey-mayor/abbey-offer-skip-draws.json.
void BuildHole(GameState& s) {
  Play(s, R"({"type":"place","x":1,"y":0,"rot":0})");
  Play(s, R"({"type":"place","x":2,"y":0,"rot":0})");
  Play(s, R"({"type":"place","x":0,"y":-1,"rot":2})");
  Play(s, R"({"type":"place","x":2,"y":-1,"rot":1})");
  Play(s, R"({"type":"place","x":0,"y":-2,"rot":0})");
  Play(s, R"({"type":"place","x":1,"y":-2,"rot":0})");
  Play(s, R"({"type":"skip"})");  // the figure step of the last placement
}

}  // namespace

TEST_CASE("abbey-mayor: each player gets one mayor, wagon, barn and abbey") {
  GameState s = Start({"E"}, 3);
  for (const PlayerState& p : s.players) {
    CHECK(p.supply[static_cast<int>(FigureKind::Meeple)] == 7);
    CHECK(p.supply[static_cast<int>(FigureKind::Mayor)] == 1);
    CHECK(p.supply[static_cast<int>(FigureKind::Wagon)] == 1);
    CHECK(p.supply[static_cast<int>(FigureKind::Barn)] == 1);
    CHECK(p.abbeys == 1);
  }
}

TEST_CASE("abbey-mayor: the 12 land tiles are dealt, the abbey tile is not") {
  Setup setup;
  setup.players = {{"A", "red", ""}, {"B", "blue", ""}};
  setup.expansions = {"abbey-mayor"};
  setup.seed = "am-deal";
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  std::vector<std::string> ids;
  for (int t : s.land.tiles) ids.push_back(s.Tile(t).id);
  CHECK(s.land.tiles.size() == 71 + 12);
  for (const char* id : {"AMB", "AMC", "AMD", "AME", "AMF", "AMG", "AMH", "AMI", "AMJ", "AMK", "AML", "AMM"})
    CHECK_MESSAGE(std::count(ids.begin(), ids.end(), id) == 1, id);
  CHECK(std::count(ids.begin(), ids.end(), "AMA") == 0);
}

TEST_CASE("abbey-mayor: no abbey without a hole") {
  GameState s = Start({"E", "E"});
  CHECK(s.decision == Decision::Place);
  CHECK(Legal(s, ActionType::Abbey).empty());
  auto err = Apply(s, Act(R"({"type":"abbey","x":0,"y":1})"));
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::WrongDecision);
}

TEST_CASE("abbey-mayor: the abbey is offered at the start of a turn exactly at the holes") {
  GameState s = Start({"D", "U", "E", "A", "B", "B", "B"});
  BuildHole(s);
  REQUIRE(s.decision == Decision::Abbey);
  CHECK(s.decider == 0);
  CHECK(s.drawn == -1);  // nothing drawn before the choice
  std::vector<Action> abbeys = Legal(s, ActionType::Abbey);
  REQUIRE(abbeys.size() == 1);
  CHECK(abbeys[0].pos() == Pos{1, -1});
  CHECK(Legal(s, ActionType::Skip).size() == 1);
  auto err = Apply(s, Act(R"({"type":"abbey","x":0,"y":1})"));  // not a hole
  CHECK(err.has_value());

  SUBCASE("placing it uses the abbey and leads to the figure step on it") {
    Play(s, R"({"type":"abbey","x":1,"y":-1})");
    CHECK(s.players[0].abbeys == 0);
    CHECK(s.PlacedDef(s.last_placed).id == "AMA");
    REQUIRE(s.decision == Decision::Figure);
    std::vector<Action> figs = Legal(s, ActionType::Figure);
    CHECK(std::all_of(figs.begin(), figs.end(), [](const Action& a) { return a.at.kind == Locator::Center; }));
    CHECK(LegalFigures(s, FigureKind::Barn).empty());  // an abbey corner is never a field corner
    CHECK(LegalFigures(s, FigureKind::Mayor).empty());
    CHECK(LegalFigures(s, FigureKind::Wagon).size() == 1);
  }
  SUBCASE("skip draws normally and keeps the abbey") {
    Play(s, R"({"type":"skip"})");
    CHECK(s.decision == Decision::Place);
    CHECK(s.drawn >= 0);
    CHECK(s.players[0].abbeys == 1);
  }
}

TEST_CASE("abbey-mayor: no mayor outside a city") {
  GameState s = Start({"D", "B"});
  Play(s, R"({"type":"place","x":-1,"y":0,"rot":0})");  // D: city N, road W-E, two fields
  REQUIRE(s.decision == Decision::Figure);
  std::vector<Action> mayors = LegalFigures(s, FigureKind::Mayor);
  REQUIRE(mayors.size() == 1);
  CHECK(TypeAt(s, {-1, 0}, mayors[0].at) == FeatureType::City);
  for (const char* bad : {R"({"type":"figure","figure":"mayor","at":"E"})", R"({"type":"figure","figure":"mayor","at":"W"})",
                          R"({"type":"figure","figure":"mayor","at":"EL"})", R"({"type":"figure","figure":"mayor","at":"SL"})"}) {
    GameState copy = s;
    auto err = Apply(copy, Act(bad));
    REQUIRE_MESSAGE(err.has_value(), bad);
    CHECK(err->code == ErrorCode::NoSuchFeature);
  }
  // A monastery is no city either.
  Play(s, R"({"type":"skip"})");
  Play(s, R"({"type":"place","x":0,"y":1,"rot":0})");
  CHECK(LegalFigures(s, FigureKind::Mayor).empty());
}

TEST_CASE("abbey-mayor: no wagon in a field, at placement or when it moves") {
  GameState s = Start({"W", "X", "B"});
  Play(s, R"({"type":"place","x":-1,"y":0,"rot":0})");
  std::vector<Action> wagons = LegalFigures(s, FigureKind::Wagon);
  CHECK(wagons.size() == 3);  // the three roads of W
  for (const Action& a : wagons) CHECK(TypeAt(s, {-1, 0}, a.at) == FeatureType::Road);
  GameState copy = s;
  auto err = Apply(copy, Act(R"({"type":"figure","figure":"wagon","at":"NL"})"));
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::NoSuchFeature);

  Play(s, R"({"type":"figure","figure":"wagon","at":"E"})");
  Play(s, R"({"type":"place","x":1,"y":0,"rot":0})");
  Play(s, R"({"type":"skip"})");  // Blue's figure step; the road closes and the wagon is freed
  REQUIRE(s.decision == Decision::Wagon);
  CHECK(s.decider == 0);
  std::vector<Action> moves = Legal(s, ActionType::Wagon);
  CHECK(moves.size() == 3);
  for (const Action& a : moves) CHECK(TypeAt(s, a.pos(), a.at) != FeatureType::Field);
  copy = s;
  CHECK(Apply(copy, Act(R"({"type":"wagon","x":-1,"y":0,"at":"NL"})")).has_value());
  // An equivalent locator of a legal target is accepted (the engine normalises it).
  Play(s, R"({"type":"wagon","x":0,"y":0,"at":"N"})");
  CHECK(s.figures.back().kind == FigureKind::Wagon);
  CHECK(s.figures.back().tile == s.board.At({0, 0}));
}

TEST_CASE("abbey-mayor: no barn at a corner that is not four fields") {
  // RULES.md §8 Ex 10: only the NW corner of E at (1,-1) has four tiles, all field there.
  GameState s = Start({"E", "E", "E", "E", "E"});
  Play(s, R"({"type":"place","x":0,"y":-1,"rot":2})");
  Play(s, R"({"type":"place","x":0,"y":-2,"rot":0})");
  Play(s, R"({"type":"place","x":0,"y":-3,"rot":2})");
  Play(s, R"({"type":"place","x":1,"y":-2,"rot":0})");
  Play(s, R"({"type":"place","x":1,"y":-1,"rot":1})");
  std::vector<Action> barns = LegalFigures(s, FigureKind::Barn);
  REQUIRE(barns.size() == 1);
  CHECK(barns[0].at == Locator{Locator::Corner, 3});
  for (const char* bad : {R"({"type":"figure","figure":"barn","at":"NE"})", R"({"type":"figure","figure":"barn","at":"SW"})",
                          R"({"type":"figure","figure":"barn","at":"NL"})"}) {
    GameState copy = s;
    CHECK_MESSAGE(Apply(copy, Act(bad)).has_value(), bad);
  }

  SUBCASE("a corner where four tiles meet but a quadrant is city") {
    GameState t = Start({"V", "E", "B"});
    Play(t, R"({"type":"place","x":1,"y":0,"rot":0})");
    Play(t, R"({"type":"place","x":0,"y":-1,"rot":2})");
    Play(t, R"({"type":"place","x":1,"y":-1,"rot":0})");
    REQUIRE(t.decision == Decision::Figure);
    CHECK(LegalFigures(t, FigureKind::Barn).empty());
  }
  SUBCASE("the barn stands on the field's node, at its corner") {
    Play(s, R"({"type":"figure","figure":"barn","at":"NW"})");
    auto it = std::find_if(s.figures.begin(), s.figures.end(), [](const Figure& f) { return f.kind == FigureKind::Barn; });
    REQUIRE(it != s.figures.end());
    CHECK(it->corner == 3);
    CHECK(s.regions.Root(it->node).type == FeatureType::Field);
    CHECK(s.players[0].supply[static_cast<int>(FigureKind::Barn)] == 0);
  }
}

TEST_CASE("abbey-mayor: the end-of-game round skips players without an abbey") {
  // The last tile (player 2) makes the hole (0,1); player 0 used his abbey earlier (set by hand).
  GameState s = Start({"V", "U", "V", "B", "V", "B"}, 3);
  Play(s, R"({"type":"place","x":1,"y":0,"rot":0})");
  Play(s, R"({"type":"place","x":1,"y":1,"rot":1})");
  Play(s, R"({"type":"place","x":1,"y":2,"rot":2})");
  Play(s, R"({"type":"place","x":0,"y":2,"rot":0})");
  Play(s, R"({"type":"place","x":-1,"y":0,"rot":2})");
  s.players[0].abbeys = 0;
  Play(s, R"({"type":"place","x":-1,"y":1,"rot":0})");
  Play(s, R"({"type":"skip"})");
  REQUIRE(s.decision == Decision::EndAbbey);
  CHECK(s.decider == 1);
  Play(s, R"({"type":"skip"})");
  REQUIRE(s.decision == Decision::EndAbbey);
  CHECK(s.decider == 2);
  Play(s, R"({"type":"abbey","x":0,"y":1})");
  CHECK(s.current == 2);
  REQUIRE(s.decision == Decision::Figure);
  Play(s, R"({"type":"skip"})");
  CHECK(IsOver(s));
}

TEST_CASE("abbey-mayor: invariants over random games (figures where they may stand, barns never beside farmers)") {
  Rng chooser{12345};
  for (int g = 0; g < 150; ++g) {
    Setup setup;
    int players = 2 + g % 4;
    for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
    setup.expansions = g % 2 ? std::vector<std::string>{"river", "abbey-mayor"} : std::vector<std::string>{"abbey-mayor"};
    setup.seed = "am-inv-" + std::to_string(g);
    GameState s;
    std::string error;
    REQUIRE(NewGame(setup, &s, &error));
    while (!IsOver(s)) {
      std::vector<Action> legal = LegalActions(s);
      REQUIRE(!legal.empty());
      REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(chooser.Below(legal.size()))]).has_value());
      INFO("game ", g, " action ", s.actions);
      CHECK((s.decision == Decision::Wagon) == !s.md.abbey_mayor.wagons.empty());
      int abbeys_placed = 0;
      for (const PlacedTile& t : s.board.tiles()) abbeys_placed += s.Tile(t.tile).id == "AMA";
      int abbeys_held = 0;
      for (const PlayerState& p : s.players) abbeys_held += p.abbeys;
      CHECK(abbeys_placed + abbeys_held == players);
      for (const Figure& f : s.figures) {
        FeatureType t = s.regions.Root(f.node).type;
        if (f.kind == FigureKind::Mayor) CHECK(t == FeatureType::City);
        if (f.kind == FigureKind::Wagon) CHECK((t == FeatureType::Road || t == FeatureType::City || t == FeatureType::Monastery));
        if (f.kind != FigureKind::Barn || s.decision == Decision::Over) continue;
        CHECK(t == FeatureType::Field);
        CHECK(f.corner >= 0);
        if (s.decision == Decision::Figure) continue;  // joined this turn, scored in the scoring step
        for (int i : FiguresOn(s, f.node)) CHECK(s.figures[static_cast<size_t>(i)].kind == FigureKind::Barn);
      }
    }
  }
}
