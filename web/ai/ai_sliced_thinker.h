#pragma once
// One decision thought about in time slices: an ai::Thinker stepped in chunks until a slice's time,
// measured with a clock, is spent. The page's thread runs one slice per frame (ai/ai_driver.h, when no
// worker thinks beside it); the thinking worker runs slices between its messages (ai/worker/ai_worker_job.h).
// The Thinker gets the real state: the library determinizes it and never reads the hidden order of
// the stacks.
#include <cstdint>

#include "carc/ai/ai.h"
#include "carc/game.h"

namespace carc::ui {

// A Thinker run in slices for one decision (one session version, or one worker request).
class AiSlicedThinker {
 public:
  // Starts thinking about the decision of `s` (session version or request id `version`).
  void Start(const GameState& s, ai::Level level, int version, int budget);
  // Runs iterations until `ms` milliseconds are spent or the decision is made. True when made.
  bool Run(double ms);
  bool Active(int version) const { return version_ == version; }
  bool Done() const { return done_; }
  Action Best() const { return thinker_.Best(); }
  int Iterations() const { return thinker_.Iterations(); }
  void Reset() { version_ = -1, done_ = false; }
  // The longest time one slice gave to thinking (Start or Run), in ms: what a frame gap owes the AI.
  double longest_ms = 0;

 private:
  ai::Thinker thinker_;
  int version_ = -1;
  bool done_ = false;
  double per_ms_ = 2.0;  // iterations per millisecond, measured as we go (sizes the chunks)
};

}  // namespace carc::ui
