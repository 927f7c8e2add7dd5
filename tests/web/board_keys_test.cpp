// Keyboard play (web/ui/board/board_keys.h): the cursor only ever stands on a square the decision offers,
// the arrows go to the nearest such square in their direction, R keeps to the rotations that fit on
// the cursor's square, Tab walks the targets in order and wraps, Enter answers with an offered action.
#include <doctest/doctest.h>

#include <cstdlib>

#include "ui/board/board_keys.h"

using namespace carc;
using namespace carc::ui;

namespace {

// Squares around the start tile: east (1,0) fits turned 0 or 2, west (-1,0) only turned 1,
// north (0,-1) any way, and (3,0) further east.
TurnOptions PlaceOptions() {
  TurnOptions o;
  o.decision = Decision::Place;
  o.tile = 0;
  o.placements[{1, 0}] = 0b0101;
  o.placements[{-1, 0}] = 0b0010;
  o.placements[{0, -1}] = 0b1111;
  o.placements[{3, 0}] = 0b0001;
  return o;
}

}  // namespace

TEST_CASE("the cursor starts on the offered square nearest the start tile and moves only between offered squares") {
  const TurnOptions o = PlaceOptions();
  BoardKeys k;
  k.Follow(o, 1);
  REQUIRE(k.Cursor());
  const Pos c = *k.Cursor();
  CHECK(o.placements.count(c) == 1);
  CHECK(std::abs(c.x) + std::abs(c.y) == 1);
  // From (0,-1): right goes to (1,0) (the nearest ahead), on to (3,0), then no further.
  BoardKeys from_north;
  from_north.Follow(o, 1);
  while (from_north.Move(o, 0, -1)) {
  }
  CHECK(*from_north.Cursor() == Pos{0, -1});
  CHECK(from_north.Move(o, 1, 0));
  CHECK(*from_north.Cursor() == Pos{1, 0});
  CHECK(from_north.Move(o, 1, 0));
  CHECK(*from_north.Cursor() == Pos{3, 0});
  CHECK_FALSE(from_north.Move(o, 1, 0));
  CHECK(*from_north.Cursor() == Pos{3, 0});
  CHECK(from_north.Move(o, -1, 0));
  CHECK(*from_north.Cursor() == Pos{1, 0});
}

TEST_CASE("R turns the tile among the rotations that fit on the cursor's square; Enter places it so") {
  const TurnOptions o = PlaceOptions();
  BoardKeys k;
  k.Follow(o, 1);
  while (k.Move(o, 1, 0)) {
  }
  REQUIRE(*k.Cursor() == Pos{3, 0});
  CHECK(k.FitRotation(o, 3) == 0);
  CHECK(k.Rotate(o, 0, 1) == 0);  // the only rotation that fits there
  k.Move(o, -1, 0);
  REQUIRE(*k.Cursor() == Pos{1, 0});
  CHECK(k.Rotate(o, 0, 1) == 2);
  CHECK(k.Rotate(o, 2, 1) == 0);
  CHECK(k.Rotate(o, 0, -1) == 2);
  auto a = k.Confirm(o, 2);
  REQUIRE(a);
  CHECK(a->type == ActionType::Place);
  CHECK(a->x == 1);
  CHECK(a->y == 0);
  CHECK(a->rot == 2);
  CHECK_FALSE(k.Confirm(o, 1));  // never a rotation that does not fit
}

TEST_CASE("Tab walks the targets in order and wraps; Enter takes the one chosen; a new decision starts over") {
  TurnOptions o;
  o.decision = Decision::Figure;
  for (int i = 0; i < 3; ++i) {
    Target t;
    t.action.type = ActionType::Figure;
    t.action.x = i;
    o.targets.push_back(t);
  }
  BoardKeys k;
  k.Follow(o, 5);
  CHECK(k.Choice() == -1);
  CHECK_FALSE(k.Confirm(o, 0));
  k.NextChoice(o, 1);
  CHECK(k.Choice() == 0);
  k.NextChoice(o, 1);
  k.NextChoice(o, 1);
  k.NextChoice(o, 1);
  CHECK(k.Choice() == 0);
  k.NextChoice(o, -1);
  CHECK(k.Choice() == 2);
  auto a = k.Confirm(o, 0);
  REQUIRE(a);
  CHECK(a->x == 2);
  k.Follow(o, 6);
  CHECK(k.Choice() == -1);
}

TEST_CASE("the abbey's holes are the squares of an abbey decision") {
  TurnOptions o;
  o.decision = Decision::Abbey;
  o.holes = {{2, 2}, {-4, 1}};
  BoardKeys k;
  k.Follow(o, 1);
  REQUIRE(k.Cursor());
  CHECK(*k.Cursor() == Pos{2, 2});
  auto a = k.Confirm(o, 0);
  REQUIRE(a);
  CHECK(a->type == ActionType::Abbey);
  CHECK(k.Move(o, -1, 0));
  CHECK(*k.Cursor() == Pos{-4, 1});
}
