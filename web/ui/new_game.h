#pragma once
// The new-game screen: 2-6 players (names, colours, computer seats), expansions, the seed (random by
// default, editable) and the documented rule options (RuleOptions()). Produces a Setup.
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "carc/setup.h"

namespace carc::ui {

class NewGameScreen {
 public:
  NewGameScreen();
  // Draws the screen over [pos, pos+size). Returns the setup when the player presses Start.
  std::optional<Setup> Draw(ImVec2 pos, ImVec2 size, bool can_resume, bool* resume);
  // Prefills the form from a setup (the last game's), with a fresh seed.
  void PrefillFrom(const Setup& s);

 private:
  struct Seat {
    char name[32] = {};
    int color = 0;
    bool ai = false;
  };
  void NewSeed();
  Setup Build() const;

  std::vector<Seat> seats_;
  bool expansions_[4] = {false, false, false, false};
  std::vector<bool> options_;
  char seed_[40] = {};
};

}  // namespace carc::ui
