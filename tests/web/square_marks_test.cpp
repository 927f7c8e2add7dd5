// Which open squares the board marks (web/ui/board/square_marks.h): a cross where no tile still to come
// fits, a "1" where exactly one copy does, nothing elsewhere; the outlook computed once per version and
// not at all once the game is over.
#include <doctest/doctest.h>

#include <array>
#include <algorithm>
#include <string>
#include <vector>

#include "carc/game.h"
#include "ui/board/square_marks.h"

using namespace carc;
using namespace carc::ui;

namespace {

// A game whose land deck is `deck`, its first tiles placed at `at` (x, y, rotation), skipping the rest.
GameState Play(const std::vector<std::string>& deck, const std::vector<std::array<int, 3>>& at) {
  Setup setup;
  setup.players = {{"A", kColors[0], ""}, {"B", kColors[1], ""}};
  setup.has_deck = true;
  setup.deck_land = deck;
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  for (const auto& [x, y, rot] : at) {
    while (s.decision != Decision::Place) REQUIRE_FALSE(Apply(s, Action{}).has_value());
    Action place;
    place.type = ActionType::Place, place.x = x, place.y = y, place.rot = rot;
    REQUIRE_FALSE(Apply(s, place).has_value());
    if (s.decision == Decision::Figure) REQUIRE_FALSE(Apply(s, Action{}).has_value());
  }
  return s;
}

// The start tile between two straight roads, each under a city cap turned towards the square north of
// it: (0,-1) needs a city on three sides.
const std::vector<std::array<int, 3>> kCityCorner = {{-1, 0, 0}, {1, 0, 0}, {-1, -1, 1}, {1, -1, 3}};

const MarkedSquare* MarkAt(const SquareOutlook& o, Pos p) {
  for (const MarkedSquare& m : o.Marks())
    if (m.pos == p) return &m;
  return nullptr;
}

}  // namespace

TEST_CASE("a square no tile still to come fits is crossed, one that one tile fits gets a 1, the rest nothing") {
  OpenSquare sq;
  CHECK(MarkFor(sq) == SquareMark::Dead);
  sq.count = 1;
  CHECK(MarkFor(sq) == SquareMark::One);
  sq.count = 2;
  CHECK(MarkFor(sq) == SquareMark::None);
}

TEST_CASE("the board's marks follow the outlook: the corner needing three city sides is crossed") {
  const GameState s = Play({"U", "U", "E", "E", "E", "U", "B", "V"}, kCityCorner);
  SquareOutlook o;
  o.Update(s, 7);
  const MarkedSquare* corner = MarkAt(o, {0, -1});
  REQUIRE(corner);
  CHECK(corner->mark == SquareMark::Dead);
  CHECK(corner->count == 0);
  // Every mark is an open square with the count the engine gives, and every square with 0 or 1 is marked.
  for (const OpenSquare& sq : o.Get().squares) {
    const MarkedSquare* m = MarkAt(o, sq.pos);
    CHECK((m != nullptr) == (sq.count <= 1));
    if (m) CHECK(m->count == sq.count);
    CHECK(o.At(sq.pos) == &sq);
  }
  CHECK(o.At({5, 5}) == nullptr);  // no square there
  // The three cities meeting at the corner can no longer be finished; the start tile's among them.
  CHECK(o.Get().unfinishable.size() == 3);
  const int start_city = o.Get().unfinishable.front().root;
  CHECK(o.Unfinishable(start_city) == &o.Get().unfinishable.front());
  CHECK(o.Unfinishable(-5) == nullptr);
}

TEST_CASE("one tile with three city sides still to come: the corner gets a 1") {
  const GameState s = Play({"U", "U", "E", "E", "E", "R", "U"}, kCityCorner);
  SquareOutlook o;
  o.Update(s, 1);
  const MarkedSquare* corner = MarkAt(o, {0, -1});
  REQUIRE(corner);
  CHECK(corner->mark == SquareMark::One);
  CHECK(o.Get().unfinishable.empty());
}

TEST_CASE("the outlook is computed once per version, and not once the game is over") {
  GameState s = Play({"U", "U", "E", "E", "E", "U", "B", "V"}, kCityCorner);
  SquareOutlook o;
  o.Update(s, 3);
  o.Update(s, 3);
  CHECK(o.Computed() == 1);
  o.Update(s, 4);
  CHECK(o.Computed() == 2);
  // Play to the end: every tile placed somewhere it fits.
  while (!IsOver(s)) {
    const std::vector<Action> legal = LegalActions(s);
    REQUIRE_FALSE(legal.empty());
    REQUIRE_FALSE(Apply(s, legal.front()).has_value());
  }
  o.Update(s, 99);
  CHECK(o.Computed() == 2);
  CHECK(o.Marks().empty());
  CHECK(o.Get().squares.empty());
}

TEST_CASE("the marks' setting is on until turned off, and remembered") {
  SquareOutlook a;
  a.Load();
  CHECK(a.Enabled());
  a.SetEnabled(false);
  SquareOutlook b;
  b.Load();
  CHECK_FALSE(b.Enabled());
  b.SetEnabled(true);
  SquareOutlook c;
  c.Load();
  CHECK(c.Enabled());
}
