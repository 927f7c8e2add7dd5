#include "ai/ai_driver.h"

#include <nlohmann/json.hpp>

namespace carc::ui {
namespace {

using json = nlohmann::json;

}  // namespace

bool DeciderIsAi(const GameState& s) {
  if (!s.setup || IsOver(s) || s.decider < 0 || s.decider >= static_cast<int>(s.setup->players.size())) return false;
  return !s.setup->players[static_cast<size_t>(s.decider)].ai.empty();
}

bool HasComputerSeat(const GameState& s) {
  if (!s.setup) return false;
  for (const PlayerSetup& p : s.setup->players)
    if (!p.ai.empty()) return true;
  return false;
}

ai::Level SeatLevel(const GameState& s, int seat) {
  if (!s.setup || seat < 0 || seat >= static_cast<int>(s.setup->players.size())) return ai::Level::Normal;
  auto level = ai::ParseLevel(s.setup->players[static_cast<size_t>(seat)].ai);
  return level ? *level : ai::Level::Normal;
}

void AiDriver::TakeAnswers() {
  if (!remote_) return;
  for (std::string text = remote_->Take(); !text.empty(); text = remote_->Take()) {
    const json a = json::parse(text, nullptr, false);
    if (!a.is_object() || (!move_.Offer(a) && !hint_.Offer(a))) ++stats_.stale;
  }
}

void AiDriver::Abandon(AiDecision& d) {
  // The worker thinks about the last request only: stop it when that one is no longer wanted.
  if (remote_ && d.AwaitedId() != 0 && d.AwaitedId() == last_posted_) remote_->Cancel();
  d.Reset();
}

void AiDriver::Reset() {
  Abandon(move_);
  Abandon(hint_);
  hint_version_ = -1;
}

std::optional<Action> AiDriver::Poll(const GameSession& g, double now, bool may_move) {
  TakeAnswers();
  const GameState& s = g.State();
  // Loaded before the computer's first turn; and when a game is over, since the end offers its review:
  // the worker loads and warms its search up while the scores are read, so that a review opened then
  // runs compiled (JavaScriptCore's first, uncompiled review took 3 times as long: web/review/README.md).
  if (!prepared_ && Remote() && (HasComputerSeat(s) || IsOver(s))) {
    Remote()->Prepare();
    prepared_ = true;
  }
  if (g.Legal().empty() || !DeciderIsAi(s)) {
    if (move_.Version() >= 0) Abandon(move_);
    return std::nullopt;
  }
  if (!move_.Active(g.Version())) {  // a new decision: start thinking
    Abandon(move_);
    move_.Start(g, SeatLevel(s, s.decider), budget, Remote(), ++next_id_, now);
    if (move_.AwaitedId() != 0) last_posted_ = move_.AwaitedId();
  }
  if (!move_.Step(g, frame_ms, Remote(), now) || now - move_.Started() < delay_seconds || !may_move) return std::nullopt;
  const Action chosen = *move_.Choice();
  ++(move_.Place() == ThinkPlace::Worker ? stats_.worker_moves : stats_.page_moves);
  stats_.last_place = move_.Place();
  stats_.last_decide_ms = move_.DecideMs();
  stats_.last_worker_ms = move_.WorkerMs();
  stats_.last_iterations = move_.Iterations();
  move_.Reset();
  return chosen;
}

void AiDriver::RequestHint(const GameSession& g, double now) {
  const int v = g.Version();
  if (!ai::Decides(g.State()) || Hint(v) || hint_.Active(v)) return;  // a device's answer: no hint
  Abandon(hint_);
  hint_.Start(g, ai::Level::Normal, hint_budget, Remote(), ++next_id_, now);
  if (hint_.AwaitedId() != 0) last_posted_ = hint_.AwaitedId();
}

void AiDriver::StepHint(const GameSession& g, double now) {
  TakeAnswers();
  if (!hint_.Active(g.Version())) {
    Abandon(hint_);  // a hint for an older decision: the game moved on
    return;
  }
  if (hint_.Step(g, frame_ms, Remote(), now)) {
    ++(hint_.Place() == ThinkPlace::Worker ? stats_.worker_hints : stats_.page_hints);
    SetHint(*hint_.Choice(), g.Version());
    hint_.Reset();
  }
}

std::optional<Action> AiDriver::Hint(int version) const {
  if (hint_version_ != version) return std::nullopt;
  return shown_hint_;
}

}  // namespace carc::ui
