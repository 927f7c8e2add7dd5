#pragma once
// Computer players and hints in the page, on top of the AI library (engine/ai, carc_ai).
// The browser has one thread: a decision is thought about a little in every frame (ai::Thinker,
// Step() in chunks until a per-frame time budget, measured with a clock, is spent), so frames keep
// coming while the computer thinks. The Thinker gets the real state: the library determinizes it and
// never reads the hidden order of the stacks.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "carc/ai/ai.h"
#include "carc/game.h"

namespace carc::ui {

// A Thinker run over frames for one decision (one session version).
class FrameThinker {
 public:
  // Starts thinking about the decision of `s` (session version `version`).
  void Start(const GameState& s, ai::Level level, int version, int budget);
  // Runs iterations until `ms` milliseconds are spent or the decision is made. True when made.
  bool Run(double ms);
  bool Active(int version) const { return version_ == version; }
  bool Done() const { return done_; }
  Action Best() const { return thinker_.Best(); }
  int Iterations() const { return thinker_.Iterations(); }
  void Reset() { version_ = -1, done_ = false; }
  // The longest time one frame gave to thinking (Start or Run), in ms: what a frame gap owes the AI.
  double longest_ms = 0;

 private:
  ai::Thinker thinker_;
  int version_ = -1;
  bool done_ = false;
  double per_ms_ = 2.0;  // iterations per millisecond, measured as we go (sizes the chunks)
};

class AiDriver {
 public:
  // Call once per frame with the current state, its legal actions and the session's version (a new
  // version means a new decision: thinking restarts). Returns an action when one is chosen (always
  // one of `legal`).
  std::optional<Action> Poll(const GameState& s, const std::vector<Action>& legal, int version, double now_seconds);
  // True while the driver is thinking about the decision of version `version`.
  bool Thinking(int version) const { return move_.Active(version); }
  int ThinkingIterations() const { return move_.Iterations(); }
  double LongestSliceMs() const { return move_.longest_ms; }
  void ResetLongestSlice() { move_.longest_ms = 0; }
  void Reset() {
    move_.Reset();
    hint_.Reset();
    hint_version_ = -1;
  }

  // Hints for a person: RequestHint starts thinking (normal level) about the decision of `version`;
  // StepHint (each frame) continues; Hint() is the suggestion once made for that version.
  void RequestHint(const GameState& s, int version);
  void StepHint(int version);
  bool HintThinking(int version) const { return hint_.Active(version) && !hint_.Done(); }
  std::optional<Action> Hint(int version) const;
  void SetHint(const Action& a, int version) { shown_hint_ = a, hint_version_ = version; }

  // Tunables (window.carcassonne.debug.aiOptions changes them for tests).
  double delay_seconds = 0.6;  // the shortest time per computer move, so people can follow it
  double frame_ms = 8.0;       // thinking time per frame (the rest of the frame draws the page)
  int budget = 0;              // MCTS iterations per decision; 0 = the level's default
  int hint_budget = 0;         // the hint's iterations; 0 = the normal level's default

 private:
  FrameThinker move_;
  double started_ = 0;
  FrameThinker hint_;
  std::optional<Action> shown_hint_;
  int hint_version_ = -1;
};

// Whether the decision awaited in `s` belongs to a computer seat.
bool DeciderIsAi(const GameState& s);
// The level of a seat's "ai" value ("easy", "normal", "hard"; anything else plays as normal).
ai::Level SeatLevel(const GameState& s, int seat);
// A seed for the decision in `s`: from the game's seed and the number of actions (reproducible).
uint64_t DecisionSeed(const GameState& s);

}  // namespace carc::ui
