#include "ui/board/board_keys.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace carc::ui {
namespace {

// The number of choices Tab walks: figure targets (wagon moves), else the floors choices.
int ChoiceCount(const TurnOptions& opts) {
  return static_cast<int>(!opts.targets.empty() ? opts.targets.size() : opts.floors.size());
}

}  // namespace

std::vector<Pos> BoardKeys::Squares(const TurnOptions& opts) {
  std::vector<Pos> out;
  if (opts.decision == Decision::Place) {
    for (const auto& [p, mask] : opts.placements)
      if (mask) out.push_back(p);
  } else {
    out = opts.holes;
  }
  return out;
}

void BoardKeys::Follow(const TurnOptions& opts, int version) {
  if (version == version_) return;
  version_ = version;
  choice_ = -1;
  const std::vector<Pos> squares = Squares(opts);
  if (squares.empty()) return;  // the cursor waits where it was for the next squares
  if (has_cursor_ && std::find(squares.begin(), squares.end(), cursor_) != squares.end()) return;
  // The nearest offered square (the start tile's square before any).
  const Pos from = has_cursor_ ? cursor_ : Pos{0, 0};
  long best = std::numeric_limits<long>::max();
  for (const Pos& p : squares) {
    const long d = static_cast<long>(p.x - from.x) * (p.x - from.x) + static_cast<long>(p.y - from.y) * (p.y - from.y);
    if (d < best) best = d, cursor_ = p;
  }
  has_cursor_ = true;
}

bool BoardKeys::Move(const TurnOptions& opts, int dx, int dy) {
  if (!has_cursor_) return false;
  // Ahead in the direction, the least far, a sideways step counting double (a straight line first).
  long best = std::numeric_limits<long>::max();
  std::optional<Pos> to;
  for (const Pos& p : Squares(opts)) {
    const int ahead = (p.x - cursor_.x) * dx + (p.y - cursor_.y) * dy;
    if (ahead <= 0) continue;
    const int side = std::abs((p.x - cursor_.x) * dy) + std::abs((p.y - cursor_.y) * dx);
    const long cost = static_cast<long>(ahead) + 2L * side;
    if (cost < best) best = cost, to = p;
  }
  if (!to) return false;
  cursor_ = *to;
  return true;
}

int BoardKeys::FitRotation(const TurnOptions& opts, int rot) const {
  if (!has_cursor_ || opts.decision != Decision::Place || opts.Fits(cursor_, rot)) return rot & 3;
  for (int k = 1; k < 4; ++k)
    if (opts.Fits(cursor_, (rot + k) & 3)) return (rot + k) & 3;
  return rot & 3;
}

int BoardKeys::Rotate(const TurnOptions& opts, int rot, int dir) const {
  for (int k = 1; k <= 4; ++k) {
    const int r = ((rot + dir * k) % 4 + 4) % 4;
    if (!has_cursor_ || opts.decision != Decision::Place || opts.Fits(cursor_, r)) return r;
  }
  return rot & 3;
}

void BoardKeys::NextChoice(const TurnOptions& opts, int dir) {
  const int n = ChoiceCount(opts);
  if (n == 0) {
    choice_ = -1;
    return;
  }
  choice_ = choice_ < 0 ? (dir > 0 ? 0 : n - 1) : ((choice_ + dir) % n + n) % n;
}

std::optional<Action> BoardKeys::Confirm(const TurnOptions& opts, int rot) const {
  if (choice_ >= 0 && choice_ < ChoiceCount(opts))
    return !opts.targets.empty() ? opts.targets[static_cast<size_t>(choice_)].action
                                 : opts.floors[static_cast<size_t>(choice_)];
  if (!has_cursor_) return std::nullopt;
  if (opts.decision == Decision::Place && opts.Fits(cursor_, rot)) {
    Action a;
    a.type = ActionType::Place, a.x = cursor_.x, a.y = cursor_.y, a.rot = rot & 3;
    return a;
  }
  if (opts.decision != Decision::Place && std::find(opts.holes.begin(), opts.holes.end(), cursor_) != opts.holes.end()) {
    Action a;
    a.type = ActionType::Abbey, a.x = cursor_.x, a.y = cursor_.y;
    return a;
  }
  return std::nullopt;
}

}  // namespace carc::ui
