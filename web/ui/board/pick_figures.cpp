#include "ui/board/pick_figures.h"

#include <cmath>

namespace carc::ui {

const std::vector<Target>& PickFigures::For(const GameState& s, Pos p, int rot, int version) {
  if (version == version_ && rot == rot_ && p == pos_) return targets_;
  version_ = version, rot_ = rot, pos_ = p;
  targets_.clear();
  if (s.decision != Decision::Place) return targets_;
  Action place;
  place.type = ActionType::Place, place.x = p.x, place.y = p.y, place.rot = rot;
  GameState after = s;  // a value: the game itself is not touched
  if (Apply(after, place) || after.decision != Decision::Figure || after.decider != s.decider) return targets_;
  const TurnOptions opts = BuildTurnOptions(after, LegalActions(after));
  for (const Target& t : opts.targets)
    if (t.action.type == ActionType::Figure && std::floor(t.world.x) == p.x && std::floor(t.world.y) == p.y)
      targets_.push_back(t);
  return targets_;
}

}  // namespace carc::ui
