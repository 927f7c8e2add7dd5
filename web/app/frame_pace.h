#pragma once
// When the page stops asking the browser for frames. An idle page that still builds a frame on every
// display refresh keeps a phone's processor awake for nothing: WebKit spends most of a core on an
// empty requestAnimationFrame loop alone, and a software renderer (the test machines) more. So the
// page sleeps once nothing moves: no input for a few frames, nothing new drawn, no animation, no
// computer thinking, no replay running. It wakes on the next input, script call, link or change from
// another tab (platform::WakeFrames), at the next step of something timed (the glow:
// ui/base/frame_wake.h), and at the latest after kBackstopMs, for anything that changes on its own
// without saying so (a catalogue that arrived, the system's reduced-motion setting).
namespace carc::ui {

class FramePace {
 public:
  // Frames still built after an input event or a script call: ImGui settles a change over a frame or
  // two (a window's size, a hover), and a person's next event usually follows within them.
  static constexpr int kSettleFrames = 3;
  static constexpr double kBackstopMs = 250.0;

  // Something from outside the frame happened (an event, a script call, a link, another tab).
  void Stir() { settle_ = kSettleFrames; }

  // After a frame that handled input events (`had_events`), drew a new picture (`presented`) and was
  // or was not `busy` (an animation, a computer seat to move, a replay); `next_step_ms` is when the
  // next timed change is due (negative: none). Returns 0 to build the next display frame, else how
  // many milliseconds the page may sleep.
  double AfterFrame(bool had_events, bool presented, bool busy, double next_step_ms);

  long long Sleeps() const { return sleeps_; }

 private:
  int settle_ = kSettleFrames;
  long long sleeps_ = 0;
};

}  // namespace carc::ui
