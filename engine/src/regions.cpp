#include "carc/regions.h"

#include <bit>
#include <utility>

namespace carc {

int Regions::Add(const Region& r) {
  const int id = static_cast<int>(nodes_.size());
  nodes_.push_back(r);
  Region& n = nodes_.back();
  n.parent = id;
  n.next = -1;
  n.tail = id;
  n.tile_count = 1;
  n.city_count = std::popcount(static_cast<unsigned>(n.city_mask));
  return id;
}

int Regions::Find(int node) const {
  while (nodes_[static_cast<size_t>(node)].parent != node) node = nodes_[static_cast<size_t>(node)].parent;
  return node;
}

Regions::Shared Regions::Overlap(int x, int y) const {
  Shared out;
  for (int m = x; m >= 0; m = nodes_[static_cast<size_t>(m)].next) {
    const Region& node = nodes_[static_cast<size_t>(m)];
    const int first = m - node.feature;
    // Look at each tile once: from the first node of x on it.
    bool first_in_x = true, in_y = false;
    unsigned cities_x = 0, cities_y = 0;
    for (int k = first; k < first + node.tile_features && first_in_x; ++k) {
      const int root = Find(k);
      const unsigned cities = nodes_[static_cast<size_t>(k)].city_mask;
      if (root == x) {
        first_in_x = k >= m;
        cities_x |= cities;
      } else if (root == y) {
        in_y = true;
        cities_y |= cities;
      }
    }
    if (!first_in_x) continue;
    out.tiles += in_y ? 1 : 0;
    if (cities_x & cities_y) out.cities += std::popcount(cities_x & cities_y);
  }
  return out;
}

int Regions::Union(int a, int b) {
  a = Find(a);
  b = Find(b);
  if (a == b) return a;
  const Region& ra = nodes_[static_cast<size_t>(a)];
  const Region& rb = nodes_[static_cast<size_t>(b)];
  // Counted from the region with fewer tiles: its list is the shorter walk.
  const Shared shared = ra.tile_count <= rb.tile_count ? Overlap(a, b) : Overlap(b, a);
  if (ra.tile_count + ra.city_count < rb.tile_count + rb.city_count) std::swap(a, b);
  Region& root = nodes_[static_cast<size_t>(a)];
  Region& child = nodes_[static_cast<size_t>(b)];
  child.parent = a;
  root.open += child.open;
  root.coats += child.coats;
  root.tile_count += child.tile_count - shared.tiles;
  root.city_count += child.city_count - shared.cities;
  root.scored = root.scored || child.scored;
  nodes_[static_cast<size_t>(root.tail)].next = b;
  root.tail = child.tail;
  return a;
}

}  // namespace carc
