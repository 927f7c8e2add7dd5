#include "ai_driver.h"

#include <algorithm>

namespace carc::ui {
namespace {

using Clock = std::chrono::steady_clock;

double MsSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

bool SameAction(const Action& a, const Action& b) { return ActionToJson(a) == ActionToJson(b); }

}  // namespace

bool DeciderIsAi(const GameState& s) {
  if (!s.setup || IsOver(s) || s.decider < 0 || s.decider >= static_cast<int>(s.setup->players.size())) return false;
  return !s.setup->players[static_cast<size_t>(s.decider)].ai.empty();
}

ai::Level SeatLevel(const GameState& s, int seat) {
  if (!s.setup || seat < 0 || seat >= static_cast<int>(s.setup->players.size())) return ai::Level::Normal;
  auto level = ai::ParseLevel(s.setup->players[static_cast<size_t>(seat)].ai);
  return level ? *level : ai::Level::Normal;
}

uint64_t DecisionSeed(const GameState& s) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a of the game's seed, then the action count
  if (s.setup)
    for (unsigned char c : s.setup->seed) h = (h ^ c) * 1099511628211ull;
  h ^= static_cast<uint64_t>(s.actions) * 0x9E3779B97F4A7C15ull;
  return h;
}

void FrameThinker::Start(const GameState& s, ai::Level level, int version, int budget) {
  const auto t0 = Clock::now();
  const ai::SearchOptions options = ai::SearchOptions::WithBudget(level, budget);
  thinker_.Start(s, level, DecisionSeed(s), options);
  version_ = version;
  done_ = thinker_.Done();
  longest_ms = std::max(longest_ms, MsSince(t0));
}

bool FrameThinker::Run(double ms) {
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
    // Chunks of about 2 ms, so that the frame's budget is overshot by little; the first iteration
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

std::optional<Action> AiDriver::Poll(const GameState& s, const std::vector<Action>& legal, int version,
                                     double now) {
  if (legal.empty() || !DeciderIsAi(s)) {
    move_.Reset();
    return std::nullopt;
  }
  if (!move_.Active(version)) {  // a new decision: start thinking
    move_.Start(s, SeatLevel(s, s.decider), version, budget);
    started_ = now;
  }
  if (!move_.Run(frame_ms) || now - started_ < delay_seconds) return std::nullopt;
  const Action best = move_.Best();
  move_.Reset();
  // The library only chooses among LegalActions; checked again here so that the page can never
  // apply anything else.
  for (const Action& a : legal)
    if (SameAction(a, best)) return a;
  return legal.front();
}

void AiDriver::RequestHint(const GameState& s, int version) {
  if (!ai::Decides(s) || Hint(version) || hint_.Active(version)) return;  // a device's answer: no hint
  hint_.Start(s, ai::Level::Normal, version, hint_budget);
}

void AiDriver::StepHint(int version) {
  if (!hint_.Active(version)) {
    hint_.Reset();  // a hint for an older decision: the game moved on
    return;
  }
  if (hint_.Run(frame_ms)) {
    SetHint(hint_.Best(), version);
    hint_.Reset();
  }
}

std::optional<Action> AiDriver::Hint(int version) const {
  if (hint_version_ != version) return std::nullopt;
  return shown_hint_;
}

}  // namespace carc::ui
