// Base-game rules (RULES.md §1), checked through the engine's public API. Each case is named after the
// rule it checks. Positions are built from a list of placements; on failure the board is printed as
// ASCII (each tile shows its edge letters after rotation, its id in the middle):
//
//     F        C is city, R road, F field, ~ river
//   F B F   R D R
//     F        F
#include <doctest/doctest.h>

#include <algorithm>
#include <climits>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "carc/debug_text.h"
#include "carc/game.h"
#include "carc/rules.h"

using namespace carc;

namespace {

std::string Ascii(const GameState& s) { return BoardAscii(s); }

// One turn: place `tile` at (x, y, rot), then put a meeple at `at` (a record locator) or skip ("").
struct Turn {
  std::string tile;
  int x = 0, y = 0, rot = 0;
  std::string at;
};

struct Played {
  GameState s;
  Events events;
  std::string error;  // empty when every action was accepted
};

// A game whose land deck is exactly the tiles of `turns` (plus `extra` after them), played turn by turn.
Played Play(const std::vector<Turn>& turns, int players = 2, const std::vector<std::string>& extra = {}) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  setup.has_deck = true;
  for (const Turn& t : turns) setup.deck_land.push_back(t.tile);
  for (const std::string& t : extra) setup.deck_land.push_back(t);
  Played r;
  if (!NewGame(setup, &r.s, &r.error, &r.events)) return r;
  for (const Turn& t : turns) {
    Action place;
    place.type = ActionType::Place;
    place.x = t.x, place.y = t.y, place.rot = t.rot, place.tile = t.tile;
    if (auto e = Apply(r.s, place, &r.events)) {
      r.error = t.tile + ": " + e->message;
      return r;
    }
    if (r.s.decision != Decision::Figure) {
      if (!t.at.empty()) r.error = t.tile + ": no figure step was offered";
      if (!r.error.empty()) return r;
      continue;
    }
    Action fig;  // default: skip
    if (!t.at.empty()) {
      fig.type = ActionType::Figure;
      Locator::Parse(t.at, &fig.at);
    }
    if (auto e = Apply(r.s, fig, &r.events)) {
      r.error = t.tile + " " + t.at + ": " + e->message;
      return r;
    }
  }
  return r;
}

int Score(const GameState& s, int p) { return s.players[static_cast<size_t>(p)].score; }
int Meeples(const GameState& s, int p) { return s.players[static_cast<size_t>(p)].supply[static_cast<int>(FigureKind::Meeple)]; }

int CountEvents(const Events& ev, const std::string& type) {
  return static_cast<int>(std::count_if(ev.begin(), ev.end(), [&](const nlohmann::json& e) { return e["type"] == type; }));
}

// The region node of feature `feature` of the tile on (x, y).
int NodeAt(const GameState& s, Pos p, int feature) { return NodeOf(s, s.board.At(p), feature); }

const TileDef& Def(const char* id) { return *TheCatalog().Find(id); }

}  // namespace

TEST_CASE("§1.1 setup: start tile D unrotated at (0,0), 71 land tiles to draw, 7 meeples each") {
  Setup setup;
  setup.players = {{"A", "red", ""}, {"B", "blue", ""}, {"C", "green", ""}};
  setup.seed = "base-setup";
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  REQUIRE(s.board.size() == 1);
  CHECK(s.PlacedDef(0).id == "D");
  CHECK(s.board.tile(0).pos == Pos{0, 0});
  CHECK(s.board.tile(0).rot == 0);
  // The draw for the first turn has happened already.
  CHECK(s.land.remaining() + 1 == 71);
  CHECK(s.river.remaining() == 0);
  for (int p = 0; p < 3; ++p) CHECK(Meeples(s, p) == 7);
  CHECK(s.decision == Decision::Place);
  CHECK(s.current == 0);
}

TEST_CASE("§1.3 placement: a shared edge is needed, every shared edge matches, a taken square is refused") {
  Played g = Play({});
  REQUIRE(g.error.empty());
  const GameState& s = g.s;
  ErrorCode why = ErrorCode::NotLegal;
  CHECK(PlacementLegal(s, Def("E"), {0, -1}, 2, &why));   // city S against the start city
  CHECK_FALSE(PlacementLegal(s, Def("E"), {0, -1}, 0, &why));
  CHECK(why == ErrorCode::EdgeMismatch);
  CHECK_FALSE(PlacementLegal(s, Def("B"), {1, -1}, 0, &why));  // corner contact only
  CHECK(why == ErrorCode::NotAdjacent);
  CHECK_FALSE(PlacementLegal(s, Def("B"), {0, 0}, 0, &why));
  CHECK(why == ErrorCode::SquareTaken);
  // Around the start tile (city N, road W-E, field S) a plain road U fits west and east in the
  // two rotations that keep the road horizontal, and south in the two that put a field north.
  std::vector<Placement> u = LegalPlacements(s, Def("U"));
  CHECK(u.size() == 6);
  for (const Placement& p : u) CHECK(p.pos != Pos{0, -1});
}

TEST_CASE("§1.3 the drawn tile must be placed: no skip is offered at the place decision") {
  Played g = Play({}, 2, {"E"});
  REQUIRE(g.error.empty());
  std::vector<Action> legal = LegalActions(g.s);
  CHECK_FALSE(legal.empty());
  for (const Action& a : legal) CHECK(a.type == ActionType::Place);
  Action skip;
  auto err = Apply(g.s, skip);
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::WrongDecision);
}

TEST_CASE("§1.3 unplaceable tile: C fits nowhere once the start city is closed; it leaves the game, the same player draws again") {
  Played g = Play({{"E", 0, -1, 2, ""}}, 2, {"C", "U"});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  INFO(Ascii(g.s));
  CHECK(LegalPlacements(g.s, Def("C")).empty());
  CHECK(g.s.current == 1);
  CHECK(g.s.Tile(g.s.drawn).id == "U");
  CHECK(CountEvents(g.events, "discard") == 1);
  CHECK(g.s.land.remaining() == 0);
}

TEST_CASE("§1.4 a figure goes only on an unoccupied feature of the tile just placed") {
  // Red's thief on U (1,0); Blue's U (2,0) extends that road: only its two fields are free.
  Played h = Play({{"U", 1, 0, 0, "E"}}, 2, {"U"});
  Action place;
  place.type = ActionType::Place;
  place.x = 2, place.y = 0;
  REQUIRE_FALSE(Apply(h.s, place).has_value());
  REQUIRE(h.s.decision == Decision::Figure);
  std::vector<Action> legal = LegalActions(h.s);
  int roads = 0, fields = 0;
  for (const Action& a : legal) {
    if (a.type != ActionType::Figure) continue;
    int f = ResolveLocator(h.s, h.s.last_placed, a.at);
    FeatureType t = h.s.PlacedDef(h.s.last_placed).features[static_cast<size_t>(f)].type;
    roads += t == FeatureType::Road;
    fields += t == FeatureType::Field;
  }
  CHECK(roads == 0);
  CHECK(fields == 2);
  Action thief;
  thief.type = ActionType::Figure;
  Locator::Parse("W", &thief.at);
  auto err = Apply(h.s, thief);
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::FeatureOccupied);
}

TEST_CASE("§1.4 a player whose 7 meeples are all on the board is offered no figure step") {
  Played g = Play({}, 2, {"E", "U"});
  REQUIRE(g.error.empty());
  g.s.players[0].supply[static_cast<int>(FigureKind::Meeple)] = 0;  // as if all 7 stood on the board
  Action place;
  place.type = ActionType::Place;
  place.x = 0, place.y = -1, place.rot = 2;
  REQUIRE_FALSE(Apply(g.s, place).has_value());
  CHECK(g.s.decision == Decision::Place);  // straight on to Blue's turn
  CHECK(g.s.current == 1);
}

TEST_CASE("§1.5 a knight placed this turn scores and returns in the same turn (Ex 1)") {
  Played g = Play({{"E", 0, -1, 2, "S"}});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  CHECK(Score(g.s, 0) == 4);
  CHECK(Meeples(g.s, 0) == 7);
  CHECK(g.s.figures.empty());
}

TEST_CASE("§1.5 tie in a city: both players score the full 10 (Ex 7)") {
  Played g = Play({{"M", 0, -1, 2, "S"}, {"D", 1, 0, 0, "N"}, {"N", 1, -1, 3, ""}});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  const char* picture =
      "  F    F\n"
      "F M CC N F\n"
      "  C    C\n"
      "  C    C\n"
      "R D RR D R\n"
      "  F    F\n";
  CHECK(Ascii(g.s) == picture);
  CHECK_MESSAGE(Score(g.s, 0) == 10, Ascii(g.s));
  CHECK(Score(g.s, 1) == 10);
  CHECK(Meeples(g.s, 0) == 7);
  CHECK(Meeples(g.s, 1) == 7);
}

TEST_CASE("§1.5 majority: two knights beat one; a three-player tie pays all three") {
  // The same city, 5 tiles + 1 coat = 12, closed by R rot180 at (1,-1).
  std::vector<Turn> two = {{"M", 0, -1, 2, "S"}, {"D", 1, 0, 0, "N"}, {"U", 2, 0, 0, ""},
                           {"U", -1, 0, 0, ""},  {"E", 2, -1, 3, "W"}, {"R", 1, -1, 2, ""}};
  Played g = Play(two);
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  CHECK_MESSAGE(Score(g.s, 0) == 12, Ascii(g.s));
  CHECK(Score(g.s, 1) == 0);

  std::vector<Turn> three = {{"M", 0, -1, 2, "S"}, {"D", 1, 0, 0, "N"},  {"U", 2, 0, 0, ""}, {"U", -1, 0, 0, ""},
                             {"U", 3, 0, 0, ""},   {"E", 2, -1, 3, "W"}, {"R", 1, -1, 2, ""}};
  Played h = Play(three, 3);
  REQUIRE_MESSAGE(h.error.empty(), h.error);
  for (int p = 0; p < 3; ++p) CHECK_MESSAGE(Score(h.s, p) == 12, Ascii(h.s));
}

TEST_CASE("§1.5 a city counts distinct tiles: H holds two segments of one ring city and counts once") {
  Played g = Play({{"E", 0, -1, 2, "NL"},
                   {"H", 0, -2, 1, "E"},
                   {"M", 1, -2, 0, ""},
                   {"N", 1, -3, 3, ""},
                   {"G", 0, -3, 0, ""},
                   {"N", -1, -3, 2, ""},
                   {"N", -1, -2, 1, ""}});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  INFO(Ascii(g.s));
  CHECK(Score(g.s, 1) == 14);  // 6 tiles + 1 coat, not 7 tiles
  // The farmer's field touches the start city and the ring city (through both H segments and G).
  REQUIRE(g.s.figures.size() == 1);
  CHECK(CompletedCitiesOfField(g.s, g.s.figures[0].node) == 2);
  CHECK(Score(g.s, 0) == 6);
}

TEST_CASE("§1.5 a road loop is complete with no end; a road crossing the junction twice counts W once") {
  Played loop = Play({{"V", 0, 1, 0, "W"}, {"V", -1, 1, 3, ""}, {"V", 0, 2, 1, ""}, {"V", -1, 2, 2, ""}});
  REQUIRE_MESSAGE(loop.error.empty(), loop.error);
  CHECK_MESSAGE(Score(loop.s, 0) == 4, Ascii(loop.s));

  Played twice = Play({{"W", -1, 0, 0, "E"}, {"U", 0, 1, 0, "W"}, {"V", 1, 0, 0, ""}, {"V", 1, 1, 1, ""}, {"V", -1, 1, 2, ""}});
  REQUIRE_MESSAGE(twice.error.empty(), twice.error);
  CHECK_MESSAGE(Score(twice.s, 0) == 6, Ascii(twice.s));
  CHECK(Score(twice.s, 1) == 6);
}

TEST_CASE("§1.5 a completed feature with no figure completes and scores nobody") {
  Played g = Play({{"E", 0, -1, 2, ""}});
  REQUIRE(g.error.empty());
  CHECK(g.s.regions.Root(NodeAt(g.s, {0, 0}, 0)).open == 0);
  CHECK(CountEvents(g.events, "completed") == 1);
  CHECK(CountEvents(g.events, "score") == 0);
}

TEST_CASE("§1.5 farmers stay on the board when the city next to them closes") {
  Played g = Play({{"E", 0, -1, 2, "NL"}});
  REQUIRE(g.error.empty());
  CHECK(Meeples(g.s, 0) == 6);
  CHECK(g.s.figures.size() == 1);
  CHECK(Score(g.s, 0) == 3);  // at the end: one completed city
}

TEST_CASE("§1.6 final scoring: incomplete city 1 per tile + 1 per coat, road 1 per tile, monastery 1 + neighbours, fields 3 per completed city") {
  Played g = Play({{"E", 0, -1, 2, "NL"}, {"U", 1, 0, 0, "E"}, {"B", 0, 1, 0, "C"}, {"E", 1, -1, 0, "N"}});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  INFO(Ascii(g.s));
  CHECK(IsOver(g.s));
  CHECK(Score(g.s, 0) == 3 + 3);  // farmer (start city) + monk (B with (0,0) and (1,0) around it)
  CHECK(Score(g.s, 1) == 2 + 1);  // thief on D+U, knight on the open city of E (1,-1)
}

TEST_CASE("§1.7 a road splits fields; the road ending at A's monastery lets A's field wrap round it") {
  Played g = Play({{"A", 0, 1, 0, "NL"}}, 2, {"E"});
  REQUIRE_MESSAGE(g.error.empty(), g.error);
  // A's single field joins D's field south of the road, not D's field north of it.
  CHECK(Occupied(g.s, NodeAt(g.s, {0, 0}, 3)));
  CHECK_FALSE(Occupied(g.s, NodeAt(g.s, {0, 0}, 2)));
  CHECK(g.s.regions.Find(NodeAt(g.s, {0, 1}, 2)) == g.s.regions.Find(NodeAt(g.s, {0, 0}, 3)));
}
