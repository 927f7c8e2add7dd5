#pragma once
// Computer players and hints in the page, on top of the AI library (engine/ai, carc_ai).
// A decision is asked of the thinking worker beside the page (ai/ai_worker_thinker.h: its own engine, fed
// the game's record), so that the page's thread only draws and answers the player. Where there is no
// worker (the desktop; a browser that cannot start it; an error in it), it is thought about here, a
// little in every frame (AiSlicedThinker: slices measured with a clock), so frames keep coming. Either
// way the move is the same (the same seed, the same search), and the page applies only an action of
// its own engine's legal list: a worker's answer not in it is thought about again here.
#include <optional>
#include <string>

#include "carc/ai/ai.h"
#include "carc/game.h"
#include "ai/ai_decision.h"
#include "session/game_session.h"
#include "ai/ai_worker_thinker.h"

namespace carc::ui {

// What the driver did (window.carcassonne.debug.aiStatus).
struct AiStats {
  int worker_moves = 0, page_moves = 0;  // computer moves chosen by the worker / on the page's thread
  int worker_hints = 0, page_hints = 0;
  int stale = 0;  // worker answers to a decision no longer awaited (dropped)
  ThinkPlace last_place = ThinkPlace::None;  // where the last computer move was chosen
  double last_decide_ms = 0;  // from the computer's turn to its choice (before the pause for people)
  double last_worker_ms = 0;  // the worker's own time for it (0 when chosen here)
  int last_iterations = 0;
};

class AiDriver {
 public:
  AiDriver() = default;
  AiDriver(const AiDriver&) = delete;  // remote_ may point into this object
  AiDriver& operator=(const AiDriver&) = delete;
  // The thinking worker to ask: the page's own (platform/platform.h) unless the tests put theirs in;
  // none: every decision is thought about here. Not owned.
  void UseRemote(AiWorkerThinker* remote) { remote_ = remote; }
  // Call once per frame with the game (a new session version means a new decision: thinking
  // restarts). Returns an action when one is chosen (always one of g.Legal()). `may_move` false: the
  // thinking goes on, the move waits (the view is still showing the last one: view_follow.h).
  std::optional<Action> Poll(const GameSession& g, double now_seconds, bool may_move = true);
  // True while the driver is thinking about the decision of version `version`.
  bool Thinking(int version) const { return move_.Active(version); }
  int ThinkingIterations() const { return move_.Iterations(); }
  ThinkPlace ThinkingPlace() const { return move_.Place(); }
  double LongestSliceMs() const { return move_.Here().longest_ms; }
  void ResetLongestSlice() { move_.Here().longest_ms = 0; }
  // A new game, or a game replaced: nothing thought about before counts (the worker stops).
  void Reset();

  // Hints for a person: RequestHint starts thinking (normal level) about the decision of the
  // session's version; StepHint (each frame) continues; Hint() is the suggestion once made for that
  // version.
  void RequestHint(const GameSession& g, double now_seconds);
  void StepHint(const GameSession& g, double now_seconds);
  bool HintThinking(int version) const { return hint_.Active(version) && !hint_.Done(); }
  std::optional<Action> Hint(int version) const;
  void SetHint(const Action& a, int version) { shown_hint_ = a, hint_version_ = version; }

  const AiStats& Stats() const { return stats_; }
  // Worker answers not used (an error, or not in the legal list): those decisions were thought here.
  int Refused() const { return move_.Refused() + hint_.Refused(); }
  int Unanswered() const { return move_.Unanswered() + hint_.Unanswered(); }
  std::string RemoteState() const { return remote_ ? remote_->State() : "failed"; }

  // Tunables (window.carcassonne.debug.aiOptions changes them for tests).
  double delay_seconds = 0.6;  // the shortest time per computer move, so people can follow it
  double frame_ms = 8.0;       // thinking time per frame on the page's thread (the rest draws the page)
  int budget = 0;              // MCTS iterations per decision; 0 = the level's default
  int hint_budget = 0;         // the hint's iterations; 0 = the normal level's default
  bool use_worker = true;      // false: think on the page's thread even with a worker (measurements)

 private:
  // Hands the worker's answers to the decision they belong to; the rest are stale.
  void TakeAnswers();
  // Forgets a decision; stops the worker when it is thinking about that one.
  void Abandon(AiDecision& d);
  AiWorkerThinker* Remote() const { return use_worker ? remote_ : nullptr; }
  PlatformAiWorker platform_worker_;  // the page's worker (on the desktop: none, it says "failed")
  AiWorkerThinker* remote_ = &platform_worker_;
  bool prepared_ = false;  // the worker was asked to start (a game with a computer seat, or one over, was seen)
  int next_id_ = 0;
  int last_posted_ = 0;  // the worker thinks about this request (a later one supersedes an earlier)
  AiDecision move_;
  AiDecision hint_;
  std::optional<Action> shown_hint_;
  int hint_version_ = -1;
  AiStats stats_;
};

// Whether the decision awaited in `s` belongs to a computer seat.
bool DeciderIsAi(const GameState& s);
// Whether any seat of the game in `s` is a computer's.
bool HasComputerSeat(const GameState& s);
// The level of a seat's "ai" value ("easy", "normal", "hard"; anything else plays as normal).
ai::Level SeatLevel(const GameState& s, int seat);

}  // namespace carc::ui
