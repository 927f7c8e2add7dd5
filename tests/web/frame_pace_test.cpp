// The frame pace (web/app/frame_pace.h): when the page stops asking for frames and for how long.
#include <doctest/doctest.h>

#include "app/frame_pace.h"

using carc::ui::FramePace;

namespace {
constexpr double kNone = -1.0;
// Frames with nothing happening until the pace lets the page sleep; how many were built.
int QuietFramesUntilSleep(FramePace& pace, double* slept_ms = nullptr) {
  for (int n = 1; n < 100; ++n) {
    const double ms = pace.AfterFrame(false, false, false, kNone);
    if (ms > 0) {
      if (slept_ms) *slept_ms = ms;
      return n;
    }
  }
  return -1;
}
}  // namespace

TEST_CASE("an input event is followed by a few frames, then the page sleeps until the backstop") {
  FramePace pace;
  QuietFramesUntilSleep(pace);
  CHECK(pace.AfterFrame(true, true, false, kNone) == 0.0);  // a click, drawn
  double slept = 0;
  CHECK(QuietFramesUntilSleep(pace, &slept) == FramePace::kSettleFrames);
  CHECK(slept == FramePace::kBackstopMs);
  CHECK(pace.Sleeps() == 2);
}

TEST_CASE("a script call or a link stirs the page as an event does") {
  FramePace pace;
  QuietFramesUntilSleep(pace);
  pace.Stir();
  CHECK(QuietFramesUntilSleep(pace) == FramePace::kSettleFrames + 1);
}

TEST_CASE("nothing sleeps while something moves: an animation, a computer seat, a replay") {
  FramePace pace;
  QuietFramesUntilSleep(pace);
  for (int i = 0; i < 200; ++i) CHECK(pace.AfterFrame(false, i % 7 == 0, true, kNone) == 0.0);
  // Then it stops: the last picture is checked once more, the page sleeps.
  CHECK(pace.AfterFrame(false, true, false, kNone) == 0.0);
  CHECK(pace.AfterFrame(false, false, false, kNone) > 0.0);
}

TEST_CASE("the glow's steps: one frame draws the step, one more finds it still, then sleep until the next") {
  FramePace pace;
  QuietFramesUntilSleep(pace);
  for (int step = 0; step < 10; ++step) {
    CHECK(pace.AfterFrame(false, true, false, 100.0) == 0.0);  // the step drawn
    CHECK(pace.AfterFrame(false, false, false, 98.0) == doctest::Approx(98.0));
  }
}

TEST_CASE("a picture that changes in every frame keeps the page awake") {
  FramePace pace;
  for (int i = 0; i < 100; ++i) CHECK(pace.AfterFrame(false, true, false, kNone) == 0.0);
}

TEST_CASE("a timed step is never slept past nor slept for less than a millisecond") {
  FramePace pace;
  double slept = 0;
  QuietFramesUntilSleep(pace, &slept);
  CHECK(pace.AfterFrame(false, false, false, 5000.0) == FramePace::kBackstopMs);
  CHECK(pace.AfterFrame(false, false, false, 0.0) == 1.0);  // due already: the next millisecond
  CHECK(pace.AfterFrame(false, false, false, 40.0) == 40.0);
}
