#include "ai/ai_sliced_thinker.h"

#include <algorithm>
#include <chrono>

namespace carc::ui {
namespace {

using Clock = std::chrono::steady_clock;

double MsSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

}  // namespace

void AiSlicedThinker::Start(const GameState& s, ai::Level level, int version, int budget) {
  const auto t0 = Clock::now();
  const ai::SearchOptions options = ai::SearchOptions::WithBudget(level, budget);
  thinker_.Start(s, level, ai::DecisionSeed(s), options);
  version_ = version;
  done_ = thinker_.Done();
  longest_ms = std::max(longest_ms, MsSince(t0));
}

bool AiSlicedThinker::Run(double ms) {
  if (done_) return true;
  const auto t0 = Clock::now();
  struct Longest {  // the time of this call, whichever way it returns
    double& out;
    Clock::time_point t0;
    ~Longest() { out = std::max(out, MsSince(t0)); }
  } longest{longest_ms, t0};
  for (;;) {
    const double left = ms - MsSince(t0);
    if (left <= 0) return false;
    // Chunks of about 2 ms, so that the slice's budget is overshot by little; the first iteration
    // of a search computes the root's move values and may take longer on its own.
    const int n = std::clamp(static_cast<int>(per_ms_ * std::min(left, 2.0)), 1, 5000);
    const int before = thinker_.Iterations();
    const auto c0 = Clock::now();
    done_ = thinker_.Step(n);
    const double dt = MsSince(c0);
    const int did = thinker_.Iterations() - before;
    if (did > 0 && dt > 0.05) per_ms_ = std::max(0.05, 0.7 * per_ms_ + 0.3 * did / dt);
    if (done_) return true;
  }
}

}  // namespace carc::ui
