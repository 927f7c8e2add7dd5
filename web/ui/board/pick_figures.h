#pragma once
// Touch: the figures that may go on the tile a tap picked, offered round it before it is laid, so that
// a tile and its figure take two taps (the square, then the figure's circle) instead of three (the
// square, the confirmation, the figure). A finger cannot hover: without them the figure's places
// could only be seen once the tile was down.
//
// The targets are the engine's (one source of legality): the legal figure actions of a copy of the
// game with the tile laid there. The real game then applies the placement, and the figure only if its
// own legal list offers it (App::ApplyHud).
#include <vector>

#include "carc/game.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

class PickFigures {
 public:
  // The figures that may go on the tile laid on `p` turned `rot` (none if it does not fit there or
  // the figure step would not follow), for the decision `version`: worked out once per square and
  // rotation. Only figures on that tile: a watchman's tower or a wagon's move elsewhere is chosen in
  // the figure step as before.
  const std::vector<Target>& For(const GameState& s, Pos p, int rot, int version);
  const std::vector<Target>& Targets() const { return targets_; }  // as last worked out

 private:
  std::vector<Target> targets_;
  Pos pos_{};
  int rot_ = -1, version_ = -1;
};

}  // namespace carc::ui
