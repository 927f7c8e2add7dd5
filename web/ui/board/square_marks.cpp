#include "ui/board/square_marks.h"

#include <algorithm>

#include "carc/game.h"
#include "platform/platform.h"

namespace carc::ui {
namespace {
constexpr const char* kSettingKey = "carcassonne.square-marks";
}  // namespace

void SquareOutlook::Load() { enabled_ = platform::StorageLoad(kSettingKey) != "off"; }

void SquareOutlook::SetEnabled(bool on) {
  enabled_ = on;
  platform::StorageSave(kSettingKey, on ? "on" : "off");
}

SquareMark MarkFor(const OpenSquare& square) {
  if (square.count == 0) return SquareMark::Dead;
  if (square.count == 1) return SquareMark::One;
  return SquareMark::None;
}

void SquareOutlook::Update(const GameState& s, int version) {
  if (version == version_) return;
  version_ = version;
  marks_.clear();
  if (IsOver(s)) {
    outlook_ = {};
    return;
  }
  outlook_ = ComputeOutlook(s);
  ++computed_;
  for (const OpenSquare& sq : outlook_.squares)
    if (const SquareMark m = MarkFor(sq); m != SquareMark::None) marks_.push_back({sq.pos, sq.count, m});
}

const OpenSquare* SquareOutlook::At(Pos p) const {
  // The squares are in frontier order: by y, then x.
  auto it = std::lower_bound(outlook_.squares.begin(), outlook_.squares.end(), p, [](const OpenSquare& a, Pos b) {
    return a.pos.y != b.y ? a.pos.y < b.y : a.pos.x < b.x;
  });
  return it != outlook_.squares.end() && it->pos == p ? &*it : nullptr;
}

const UnfinishableFeature* SquareOutlook::Unfinishable(int root) const {
  for (const UnfinishableFeature& f : outlook_.unfinishable)
    if (f.root == root) return &f;
  return nullptr;
}

}  // namespace carc::ui
