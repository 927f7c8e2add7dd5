#pragma once
// The board: placed tiles in placement order, and a small open-addressing map from square to tile.
// A value type that copies cheaply (the AI copies states), with no pointers into itself.
#include <cstdint>
#include <vector>

#include "carc/geometry.h"

namespace carc {

struct PlacedTile {
  int tile = 0;       // catalogue index
  int rot = 0;        // quarter turns clockwise
  Pos pos;
  int first_node = 0; // region node of the tile's feature 0; feature k is node first_node + k
  // What each board side demands of a neighbour: kEdgeFree for none, else an edge code given by the
  // caller (rules.cpp: the edge type + 1, or a wildcard for tiles that fit anything).
  uint8_t edge_code[4] = {0, 0, 0, 0};
};

constexpr uint8_t kEdgeFree = 0;

class Board {
 public:
  // Index into tiles() of the tile on `p`, or -1.
  int At(Pos p) const;
  bool Has(Pos p) const { return At(p) >= 0; }
  int Add(const PlacedTile& t);  // returns its index
  const std::vector<PlacedTile>& tiles() const { return tiles_; }
  const PlacedTile& tile(int i) const { return tiles_[static_cast<size_t>(i)]; }
  int size() const { return static_cast<int>(tiles_.size()); }
  // Empty squares next to a placed tile, sorted by y then x (kept up to date by Add), and for each
  // of them the edge codes its four neighbours show it (side s = the code of the neighbour on side s,
  // facing this square; kEdgeFree where there is none).
  const std::vector<Pos>& frontier() const { return frontier_; }
  struct Demand {
    uint8_t code[4] = {0, 0, 0, 0};
  };
  const std::vector<Demand>& frontier_demands() const { return demands_; }
  // Number of the 8 squares around `p` that hold a tile.
  int NeighboursAround(Pos p) const;

 private:
  static uint32_t Key(Pos p) {
    return (static_cast<uint32_t>(p.x + 0x8000) << 16) | static_cast<uint32_t>(p.y + 0x8000);
  }
  // Fibonacci hashing: the high bits of the product index the table (the low bits would only
  // depend on y).
  size_t Slot(uint32_t key) const { return (key * 2654435761u) >> shift_; }
  void Grow();
  void UpdateFrontier(Pos placed);
  int shift_ = 32;
  std::vector<PlacedTile> tiles_;
  std::vector<Pos> frontier_;
  std::vector<Demand> demands_;  // parallel to frontier_
  std::vector<uint32_t> keys_;    // 0 = empty slot (no real square has key 0)
  std::vector<int16_t> values_;
};

}  // namespace carc
