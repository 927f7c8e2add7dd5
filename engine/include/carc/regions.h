#pragma once
// Features that grow and merge as tiles are placed: a union-find over the feature nodes of placed
// tiles (node = one feature of one placed tile). Each root carries the feature's aggregates.
//
// A Region is plain data (no vectors): placing a tile allocates nothing per feature and copying a
// GameState (the AI copies states a lot) is a flat copy. The nodes of a region form a list in
// merge order, starting at the root, so its tiles (RegionSquares) and a field's cities (rules.h
// FieldCityRoots) are found by walking it.
#include <cstdint>
#include <vector>

#include "carc/tile.h"

namespace carc {

struct Region {
  FeatureType type = FeatureType::Field;
  int parent = 0;
  int open = 0;                 // city/road/river: edge ends not yet met by a neighbour; 0 = complete
  int coats = 0;                // cities: coats of arms
  bool scored = false;          // completed and scored during play
  // Of this node: the tile and feature it stands for. The nodes of one placed tile are contiguous
  // (node - feature is its feature 0), which lets Union look at a tile's other nodes.
  int16_t placed = 0;           // placed-tile index
  uint8_t feature = 0;          // feature index on that tile
  uint8_t tile_features = 1;    // number of features (nodes) of that tile
  uint16_t city_mask = 0;       // fields: bit c set = touches city feature c of the same tile
  int next = -1;                // next node of the same region in merge order, -1 at the end
  // Of a root (set by Regions::Add and kept by Union):
  int tail = 0;                 // last node of the list
  int tile_count = 1;           // distinct placed tiles (a tile crossed twice counts once)
  // Fields: distinct city nodes touched. Only used to pick the root of a union as the engine always
  // has (the region with more tiles + cities): the list order, and so the order of events' squares
  // and of the AI's field estimate, follows from that choice.
  int city_count = 0;
};

class Regions {
 public:
  // A new singleton node from the caller's type, open, coats, placed, feature, tile_features and
  // city_mask (the list and count fields are set here); returns its id.
  int Add(const Region& r);
  int Find(int node) const;
  // Joins the two features; returns the new root.
  int Union(int a, int b);
  Region& Root(int node) { return nodes_[static_cast<size_t>(Find(node))]; }
  const Region& Root(int node) const { return nodes_[static_cast<size_t>(Find(node))]; }
  Region& Node(int node) { return nodes_[static_cast<size_t>(node)]; }
  const Region& Node(int node) const { return nodes_[static_cast<size_t>(node)]; }
  int size() const { return static_cast<int>(nodes_.size()); }
  // Distinct placed tiles of the region of `node` (any node of it).
  int TileCount(int node) const { return Root(node).tile_count; }
  // Calls visit(n) for each node n of the region of `node`, root first, in merge order.
  template <class Visit>
  void ForEachNode(int node, Visit visit) const {
    for (int n = Find(node); n >= 0; n = nodes_[static_cast<size_t>(n)].next) visit(n);
  }

 private:
  struct Shared {
    int tiles = 0;
    int cities = 0;
  };
  // Tiles and city nodes that the regions of roots x and y both have (walks x's list).
  Shared Overlap(int x, int y) const;
  std::vector<Region> nodes_;
};

}  // namespace carc
