#pragma once
// The seam for computer players. When the seat that must decide has "ai" set in the setup, the App
// asks the AiDriver each frame; the driver thinks a little per frame and eventually returns an action
// taken from LegalActions. For now it picks a random legal action after a short pause: the AI library
// (engine/ai, target carc_ai: ai::Thinker, Start/Step/Best) plugs in here, in Poll() only.
#include <cstdint>
#include <optional>

#include "carc/game.h"

namespace carc::ui {

class AiDriver {
 public:
  // Call once per frame with the current state, its legal actions and the session's version (a new
  // version means a new decision: thinking restarts). Returns an action when one is chosen.
  std::optional<Action> Poll(const GameState& s, const std::vector<Action>& legal, int version, double now_seconds);
  // True while the driver is thinking about the decision of version `version`.
  bool Thinking(int version) const { return version_ == version; }
  void Reset() { version_ = -1; }

  double delay_seconds = 0.6;  // a pause so people can follow what the computer does

 private:
  int version_ = -1;
  double started_ = 0;
  uint64_t rng_ = 0x9E3779B97F4A7C15ull;
};

// Whether the decision awaited in `s` belongs to a computer seat.
bool DeciderIsAi(const GameState& s);

}  // namespace carc::ui
