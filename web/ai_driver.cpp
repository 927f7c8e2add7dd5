#include "ai_driver.h"

namespace carc::ui {

bool DeciderIsAi(const GameState& s) {
  if (!s.setup || IsOver(s) || s.decider < 0 || s.decider >= static_cast<int>(s.setup->players.size())) return false;
  return !s.setup->players[static_cast<size_t>(s.decider)].ai.empty();
}

std::optional<Action> AiDriver::Poll(const GameState& s, const std::vector<Action>& legal, int version,
                                     double now) {
  if (legal.empty() || !DeciderIsAi(s)) {
    version_ = -1;
    return std::nullopt;
  }
  if (version != version_) {  // a new decision: start "thinking"
    version_ = version;
    started_ = now;
    return std::nullopt;
  }
  if (now - started_ < delay_seconds) return std::nullopt;
  // Placeholder player until carc_ai is wired: a uniformly random legal action (SplitMix64).
  uint64_t z = (rng_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  version_ = -1;
  return legal[static_cast<size_t>(z % legal.size())];
}

}  // namespace carc::ui
