#pragma once
// The game's few sounds (platform::PlaySound, synthesised in the page): a tile laid, points scored, the
// person's turn (after someone else's move, and when a link arrives on their turn). Quiet by default;
// off by a setting beside the motion one (How to play), remembered in local storage
// ("carcassonne.sound"). Never before the person's first gesture in the page (the platform's rule).
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/game.h"

namespace carc::ui {

class Sounds {
 public:
  static constexpr float kVolume = 0.2f;  // quiet: a table game, not an arcade

  void Load();  // the setting (on unless turned off), and the platform's gesture listener
  bool Enabled() const { return enabled_; }
  void SetEnabled(bool on);

  // The events an action added (events[from..]): a tile laid, points scored (during play; the final
  // count is a sound of its own only once).
  void AfterEvents(const Events& events, size_t from);
  void YourTurn();  // a person on this device decides now, after someone else did

  nlohmann::json DebugJson() const;  // tests: the setting and the sounds asked for lately

 private:
  void Play(const char* name, float delay);
  bool enabled_ = true;
  std::vector<std::string> asked_;  // the last sounds asked for (tests)
};

}  // namespace carc::ui
