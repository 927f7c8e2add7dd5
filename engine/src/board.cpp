#include "carc/board.h"

#include <algorithm>

namespace carc {

int Board::At(Pos p) const {
  if (keys_.empty()) return -1;
  uint32_t key = Key(p);
  size_t mask = keys_.size() - 1;
  for (size_t i = Slot(key);; i = (i + 1) & mask) {
    if (keys_[i] == key) return values_[i];
    if (keys_[i] == 0) return -1;
  }
}

void Board::Grow() {
  size_t cap = keys_.empty() ? 256 : keys_.size() * 2;
  shift_ = 32;
  for (size_t c = cap; c > 1; c >>= 1) --shift_;
  keys_.assign(cap, 0);
  values_.assign(cap, -1);
  size_t mask = cap - 1;
  for (size_t t = 0; t < tiles_.size(); ++t) {
    uint32_t key = Key(tiles_[t].pos);
    size_t i = Slot(key);
    while (keys_[i] != 0) i = (i + 1) & mask;
    keys_[i] = key;
    values_[i] = static_cast<int16_t>(t);
  }
}

int Board::Add(const PlacedTile& t) {
  tiles_.push_back(t);
  if ((tiles_.size() + 1) * 2 > keys_.size()) {
    Grow();  // re-inserts every tile, the new one included
  } else {
    uint32_t key = Key(t.pos);
    size_t mask = keys_.size() - 1;
    size_t i = Slot(key);
    while (keys_[i] != 0) i = (i + 1) & mask;
    keys_[i] = key;
    values_[i] = static_cast<int16_t>(tiles_.size() - 1);
  }
  UpdateFrontier(t.pos);
  return static_cast<int>(tiles_.size()) - 1;
}

namespace {
bool ByRow(Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }
}  // namespace

void Board::UpdateFrontier(Pos placed) {
  auto it = std::lower_bound(frontier_.begin(), frontier_.end(), placed, ByRow);
  if (it != frontier_.end() && *it == placed) {
    demands_.erase(demands_.begin() + (it - frontier_.begin()));
    frontier_.erase(it);
  }
  const PlacedTile& t = tiles_.back();
  for (int side = 0; side < 4; ++side) {
    Pos q = Neighbour(placed, side);
    if (Has(q)) continue;
    auto at = std::lower_bound(frontier_.begin(), frontier_.end(), q, ByRow);
    size_t index = static_cast<size_t>(at - frontier_.begin());
    if (at == frontier_.end() || *at != q) {
      // A new frontier square: gather what all its placed neighbours demand.
      Demand d;
      for (int s2 = 0; s2 < 4; ++s2) {
        int n = At(Neighbour(q, s2));
        if (n >= 0) d.Set(s2, tiles_[static_cast<size_t>(n)].edge_code[Opposite(s2)]);
      }
      frontier_.insert(at, q);
      demands_.insert(demands_.begin() + static_cast<std::ptrdiff_t>(index), d);
    } else {
      demands_[index].Set(Opposite(side), t.edge_code[side]);
    }
  }
}

int Board::NeighboursAround(Pos p) const {
  int n = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if ((dx || dy) && Has({p.x + dx, p.y + dy})) ++n;
  return n;
}

}  // namespace carc
