#pragma once
// Features that grow and merge as tiles are placed: a union-find over the feature nodes of placed
// tiles (node = one feature of one placed tile). Each root carries the feature's aggregates.
#include <cstdint>
#include <vector>

#include "carc/tile.h"

namespace carc {

struct Region {
  FeatureType type = FeatureType::Field;
  int parent = 0;
  int open = 0;                 // city/road/river: edge ends not yet met by a neighbour; 0 = complete
  int coats = 0;                // cities: coats of arms
  std::vector<int16_t> tiles;   // distinct placed-tile indices (a tile crossed twice counts once)
  std::vector<int> cities;      // fields: city nodes touched (find their roots when scoring)
  bool scored = false;          // completed and scored during play
};

class Regions {
 public:
  int Add(const Region& r);  // a new singleton node; returns its id
  int Find(int node) const;
  // Joins the two features; returns the new root.
  int Union(int a, int b);
  Region& Root(int node) { return nodes_[static_cast<size_t>(Find(node))]; }
  const Region& Root(int node) const { return nodes_[static_cast<size_t>(Find(node))]; }
  Region& Node(int node) { return nodes_[static_cast<size_t>(node)]; }
  const Region& Node(int node) const { return nodes_[static_cast<size_t>(node)]; }
  int size() const { return static_cast<int>(nodes_.size()); }

 private:
  std::vector<Region> nodes_;
};

}  // namespace carc
