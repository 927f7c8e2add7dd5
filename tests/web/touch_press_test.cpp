// A finger's press (web/ui/base/touch_press.h): a tap is a finger lifted where it went down before a
// long press; a finger that moved past the slop, or a second finger, makes a drag; a still finger held
// half a second makes a long press, which shows a tooltip and presses nothing.
#include <doctest/doctest.h>

#include "ui/base/touch_press.h"

using carc::ui::PressKind;
using carc::ui::TouchPress;

TEST_CASE("a finger lifted where it went down, soon, is a tap") {
  TouchPress p;
  CHECK(p.Kind(0) == PressKind::None);
  p.Down(1, {100, 200}, 1.0);
  CHECK(p.Kind(1.1) == PressKind::Pending);
  p.Move(1, {104, 197});  // a finger wobbles
  p.Up(1, {105, 196}, 1.15);
  CHECK(p.Kind(1.2) == PressKind::Tap);
  CHECK(p.Kind(9.0) == PressKind::Tap);  // what the press was stays until the next one
}

TEST_CASE("a finger that moved past the slop is a drag, even back where it started") {
  TouchPress p;
  p.Down(1, {100, 200}, 0);
  p.Move(1, {100, 200 - TouchPress::kSlopPx - 1});
  CHECK(p.Kind(0.05) == PressKind::Drag);
  p.Move(1, {100, 200});
  p.Up(1, {100, 200}, 0.1);
  CHECK(p.Kind(0.1) == PressKind::Drag);
}

TEST_CASE("a swipe whose every event came at once is a drag") {
  TouchPress p;
  p.Down(7, {50, 600}, 2.0);
  p.Up(7, {50, 300}, 2.0);
  CHECK(p.Kind(2.0) == PressKind::Drag);
}

TEST_CASE("a second finger makes a pinch, never a tap") {
  TouchPress p;
  p.Down(1, {100, 100}, 0);
  p.Down(2, {200, 200}, 0.02);
  p.Up(2, {200, 200}, 0.1);
  p.Up(1, {100, 100}, 0.1);
  CHECK(p.Kind(0.2) == PressKind::Drag);
}

TEST_CASE("a still finger held half a second is a long press, and stays one when lifted") {
  TouchPress p;
  p.Down(1, {10, 10}, 3.0);
  CHECK(p.Kind(3.0 + TouchPress::kLongPressS - 0.01) == PressKind::Pending);
  CHECK(p.LongPressAt() == doctest::Approx(3.0 + TouchPress::kLongPressS));
  CHECK(p.Kind(3.0 + TouchPress::kLongPressS) == PressKind::LongPress);
  p.Up(1, {10, 10}, 4.0);
  CHECK(p.Kind(4.0) == PressKind::LongPress);
  // The next press starts over.
  p.Down(1, {10, 10}, 5.0);
  p.Up(1, {10, 10}, 5.1);
  CHECK(p.Kind(5.1) == PressKind::Tap);
}

TEST_CASE("a lifted finger that was never down changes nothing") {
  TouchPress p;
  p.Up(3, {1, 1}, 0);
  CHECK(p.Kind(0) == PressKind::None);
  p.Move(3, {50, 50});
  CHECK(p.Kind(0) == PressKind::None);
}
