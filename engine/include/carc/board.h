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
  // What each board side demands of a neighbour: a 4-bit edge code given by the caller (rules.cpp:
  // EdgeCode of tile.h, or kEdgeWildcard for tiles that fit anything).
  uint8_t edge_code[4] = {0, 0, 0, 0};
};

constexpr uint8_t kEdgeFree = 0;       // no neighbour on that side: anything goes
constexpr uint8_t kEdgeWildcard = 15;  // a neighbour that fits anything (the abbey): anything goes

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
  // of them the edge codes its four neighbours show it, packed one nibble a side so that a candidate
  // tile's four edges are checked at once: side s (bits 4s..4s+3) = the code of the neighbour on
  // side s, facing this square. `mask` has 0xF on the sides that constrain (a neighbour that is
  // neither absent, kEdgeFree, nor kEdgeWildcard), 0 elsewhere; a tile fits when its packed codes
  // agree with `code` wherever `mask` is set.
  const std::vector<Pos>& frontier() const { return frontier_; }
  struct Demand {
    uint16_t code = 0;
    uint16_t mask = 0;
    void Set(int side, uint8_t c) {
      const int shift = 4 * side;
      code = static_cast<uint16_t>((code & ~(0xF << shift)) | c << shift);
      const bool constrains = c != kEdgeFree && c != kEdgeWildcard;
      mask = static_cast<uint16_t>((mask & ~(0xF << shift)) | (constrains ? 0xF << shift : 0));
    }
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
