#include "carc/regions.h"

#include <algorithm>

namespace carc {

int Regions::Add(const Region& r) {
  nodes_.push_back(r);
  nodes_.back().parent = static_cast<int>(nodes_.size()) - 1;
  return nodes_.back().parent;
}

int Regions::Find(int node) const {
  while (nodes_[static_cast<size_t>(node)].parent != node) node = nodes_[static_cast<size_t>(node)].parent;
  return node;
}

int Regions::Union(int a, int b) {
  a = Find(a);
  b = Find(b);
  if (a == b) return a;
  Region& ra = nodes_[static_cast<size_t>(a)];
  Region& rb = nodes_[static_cast<size_t>(b)];
  if (ra.tiles.size() + ra.cities.size() < rb.tiles.size() + rb.cities.size()) {
    std::swap(a, b);
  }
  Region& root = nodes_[static_cast<size_t>(a)];
  Region& child = nodes_[static_cast<size_t>(b)];
  child.parent = a;
  root.open += child.open;
  root.coats += child.coats;
  for (int16_t t : child.tiles)
    if (std::find(root.tiles.begin(), root.tiles.end(), t) == root.tiles.end()) root.tiles.push_back(t);
  for (int c : child.cities)
    if (std::find(root.cities.begin(), root.cities.end(), c) == root.cities.end()) root.cities.push_back(c);
  root.scored = root.scored || child.scored;
  child.tiles.clear();
  child.tiles.shrink_to_fit();
  child.cities.clear();
  child.cities.shrink_to_fit();
  return a;
}

}  // namespace carc
