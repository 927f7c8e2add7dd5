#include "ui/art/tile_shapes.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "carc/geometry.h"

namespace carc::ui {
namespace {

const ImVec2 kCentre(0.5f, 0.5f);
// Corners in clockwise order from the north-west; side k runs from corner k to corner k+1.
const ImVec2 kCorners[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

ImVec2 Lerp(ImVec2 a, ImVec2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
float Dist2(ImVec2 a, ImVec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

// Quadratic Bezier from a to b around control c, appended without its first point.
void AppendCurve(std::vector<ImVec2>* pts, std::vector<bool>* wall, ImVec2 a, ImVec2 c, ImVec2 b) {
  constexpr int kSteps = 8;
  for (int i = 1; i <= kSteps; ++i) {
    float t = static_cast<float>(i) / kSteps, u = 1 - t;
    pts->push_back({u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y});
    if (wall) wall->push_back(true);
  }
}

bool PointInPolygon(const std::vector<ImVec2>& poly, ImVec2 p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const ImVec2 a = poly[i], b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

float DistToSegment2(ImVec2 p, ImVec2 a, ImVec2 b) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len2 = dx * dx + dy * dy;
  float t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = t < 0 ? 0 : (t > 1 ? 1 : t);
  return Dist2(p, {a.x + t * dx, a.y + t * dy});
}

bool Opposite2(uint8_t mask) { return mask == 0b0101 || mask == 0b1010; }

// Does something occupy the tile's centre (a monastery, a straight road or river, a big city)?
bool CentreBusy(const TileDef& t, int rot) {
  for (const FeatureDef& f : t.features) {
    const uint8_t m = BoardSides(f, rot);
    const int n = std::popcount(m);
    if (f.type == FeatureType::Monastery) return true;
    if ((f.type == FeatureType::Road || f.type == FeatureType::River) && (n >= 3 || Opposite2(m))) return true;
    if (f.type == FeatureType::City && (n >= 3 || Opposite2(m))) return true;
  }
  return false;
}

}  // namespace

ImVec2 SideMid(int side) {
  static const ImVec2 mids[4] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
  return mids[side & 3];
}

ImVec2 HalfPoint(int half) {
  // NL NR EL ER SL SR WL WR (geometry.h): L/R as seen from the centre looking out.
  static const ImVec2 pts[8] = {{0.25f, 0}, {0.75f, 0}, {1, 0.25f}, {1, 0.75f},
                                {0.75f, 1}, {0.25f, 1}, {0, 0.75f}, {0, 0.25f}};
  return pts[half & 7];
}

ImVec2 CornerPoint(int corner) {
  static const ImVec2 pts[4] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};  // NE SE SW NW
  return pts[corner & 3];
}

uint8_t BoardSides(const FeatureDef& f, int rot) { return RotateSideMask(f.edges, rot); }
uint8_t BoardHalves(const FeatureDef& f, int rot) { return RotateHalfMask(f.halves, rot); }

bool InsidePolygon(const std::vector<ImVec2>& poly, ImVec2 p) { return !poly.empty() && PointInPolygon(poly, p); }

float DistanceToPolyline(const std::vector<ImVec2>& line, ImVec2 p, bool closed) {
  if (line.empty()) return 1e9f;
  float best = Dist2(p, line[0]);
  const size_t n = line.size();
  for (size_t i = 0; i + 1 < n + (closed ? 1 : 0); ++i) best = std::min(best, DistToSegment2(p, line[i], line[(i + 1) % n]));
  return std::sqrt(best);
}

int MonasteryFeature(const TileDef& t) {
  for (size_t i = 0; i < t.features.size(); ++i)
    if (t.features[i].type == FeatureType::Monastery) return static_cast<int>(i);
  return -1;
}

CityShape CityOutline(uint8_t mask) {
  CityShape s;
  const int n = std::popcount(mask);
  if (n == 4 || n == 0) {
    for (const ImVec2& c : kCorners) s.pts.push_back(c), s.wall.push_back(false);
    s.fan_centre = kCentre;
    return s;
  }
  if (n == 1) {  // a cap: the edge, then a wall curving into the tile
    const int side = std::countr_zero(mask);
    const ImVec2 a = kCorners[side], b = kCorners[(side + 1) & 3];
    s.pts = {a, b};
    s.wall = {false};
    AppendCurve(&s.pts, &s.wall, b, Lerp(SideMid(side), kCentre, 0.9f), a);
    s.pts.pop_back();  // the curve ends on a: the polygon closes itself
    s.fan_centre = Lerp(SideMid(side), kCentre, 0.2f);
    return s;
  }
  // Keep the corners that touch a city side; join them by the edge (city side) or by a wall.
  bool keep[4];
  for (int k = 0; k < 4; ++k) keep[k] = (mask >> k & 1) || (mask >> ((k + 3) & 3) & 1);
  int start = 0;
  while (!keep[start]) ++start;
  int i = start;
  do {
    int j = (i + 1) & 3;
    while (!keep[j]) j = (j + 1) & 3;
    s.pts.push_back(kCorners[i]);
    if (j == ((i + 1) & 3) && (mask >> i & 1)) {
      s.wall.push_back(false);
    } else {
      // One field side between: bow into the tile. A dropped corner between: bow towards it.
      // (A city on two adjacent sides ends on a diagonal wall bowed slightly towards its corner,
      // leaving room for a road that curves round the opposite corner.)
      const ImVec2 ctrl = j == ((i + 1) & 3) ? Lerp(SideMid(i), kCentre, 0.75f)
                                              : Lerp(kCentre, kCorners[(i + 1) & 3], -0.12f);
      s.wall.push_back(true);
      AppendCurve(&s.pts, &s.wall, kCorners[i], ctrl, kCorners[j]);
      s.pts.pop_back();
      s.wall.pop_back();
    }
    i = j;
  } while (i != start);
  ImVec2 c(0, 0);
  for (const ImVec2& p : s.pts) c.x += p.x, c.y += p.y;
  s.fan_centre = {c.x / s.pts.size(), c.y / s.pts.size()};
  if (Opposite2(mask)) s.fan_centre = kCentre;
  return s;
}

std::vector<std::vector<ImVec2>> PathOutline(uint8_t mask) {
  std::vector<std::vector<ImVec2>> out;
  const int n = std::popcount(mask);
  if (n == 2) {
    const int a = std::countr_zero(mask);
    const int b = 31 - std::countl_zero(static_cast<uint32_t>(mask));
    if (b - a == 2) {
      out.push_back({SideMid(a), SideMid(b)});
    } else {
      std::vector<ImVec2> pts{SideMid(a)};
      AppendCurve(&pts, nullptr, SideMid(a), kCentre, SideMid(b));
      out.push_back(std::move(pts));
    }
    return out;
  }
  for (int s = 0; s < 4; ++s)
    if (mask >> s & 1) out.push_back({SideMid(s), kCentre});
  return out;
}

namespace {

// A road that ends on a tile facing a city cap across an otherwise empty tile (the Tower & Thieves
// thief-4 tile: city N, road from S) ends at the city's gate: the side it ends on, or -1. Roads that
// end at a junction, a monastery, a tower or a river, or beside a larger city, stop at the centre.
int GateSide(const TileDef& t, int rot, const FeatureDef& road) {
  const uint8_t m = BoardSides(road, rot);
  if (road.type != FeatureType::Road || std::popcount(m) != 1) return -1;
  if (!t.watchtower.empty() || t.foundation || t.river_sides || MonasteryFeature(t) >= 0) return -1;
  int road_ends = 0;
  for (const FeatureDef& f : t.features) road_ends += f.type == FeatureType::Road && std::popcount(f.edges) == 1;
  if (road_ends != 1) return -1;
  const int gate = Opposite(std::countr_zero(m));
  const int city = t.FeatureAtSide(gate, rot);
  if (city < 0 || t.features[static_cast<size_t>(city)].type != FeatureType::City) return -1;
  return std::popcount(BoardSides(t.features[static_cast<size_t>(city)], rot)) == 1 ? gate : -1;
}

}  // namespace

std::vector<std::vector<ImVec2>> FeaturePaths(const TileDef& t, int rot, int fi) {
  const FeatureDef& f = t.features[static_cast<size_t>(fi)];
  const int gate = GateSide(t, rot, f);
  if (gate < 0) return PathOutline(BoardSides(f, rot));
  // To just inside the cap's wall (CityOutline: its curve reaches 0.45 of the way to the centre);
  // the city, drawn over the roads, covers the last bit.
  const int from = Opposite(gate);
  return {{SideMid(from), Lerp(SideMid(gate), kCentre, 0.4f)}};
}

ImVec2 FeatureAnchor(const TileDef& t, int rot, int fi) {
  const FeatureDef& f = t.features[static_cast<size_t>(fi)];
  const uint8_t m = BoardSides(f, rot);
  const int n = std::popcount(m);
  switch (f.type) {
    case FeatureType::Monastery:
      return t.closes_edges ? ImVec2(0.5f, 0.6f) : ImVec2(0.5f, 0.56f);
    case FeatureType::City: {
      if (n == 1) return Lerp(SideMid(std::countr_zero(m)), kCentre, 0.3f);
      if (n == 4) return kCentre;
      if (Opposite2(m)) return Lerp(kCentre, SideMid(std::countr_zero(m)), 0.5f);
      if (n == 2) {  // adjacent sides: towards their shared corner
        const int a = std::countr_zero(m);
        const int corner = (m == 0b1001) ? 0 : a + 1;  // W+N share NW (kCorners[0])
        return Lerp(kCentre, kCorners[corner & 3], 0.5f);
      }
      const int missing = std::countr_zero(static_cast<uint8_t>(~m & 0xF));
      return Lerp(kCentre, SideMid(missing + 2), 0.35f);
    }
    case FeatureType::Road:
    case FeatureType::River: {
      if (n == 1) return Lerp(SideMid(std::countr_zero(m)), kCentre, 0.42f);
      if (n == 2 && !Opposite2(m)) {
        const int a = std::countr_zero(m);
        const int b = 31 - std::countl_zero(static_cast<uint32_t>(m));
        const ImVec2 pa = SideMid(a), pb = SideMid(b);
        return {0.25f * pa.x + 0.5f * kCentre.x + 0.25f * pb.x, 0.25f * pa.y + 0.5f * kCentre.y + 0.25f * pb.y};
      }
      // A straight road through a tile whose centre holds a tower: stand beside it.
      if (n == 2 && (!t.watchtower.empty() || t.foundation)) return Lerp(kCentre, SideMid(std::countr_zero(m)), 0.5f);
      return kCentre;
    }
    case FeatureType::Field: {
      const uint8_t h = BoardHalves(f, rot);
      if (h == 0) {  // an inner field: between the cities it touches
        ImVec2 c(0, 0);
        int k = 0;
        for (int ci : f.cities) {
          const ImVec2 a = FeatureAnchor(t, rot, ci);
          c.x += a.x, c.y += a.y, ++k;
        }
        return k ? Lerp(ImVec2(c.x / k, c.y / k), kCentre, 0.4f) : ImVec2(0.5f, 0.75f);
      }
      ImVec2 c(0, 0);
      int k = 0;
      for (int i = 0; i < 8; ++i) {
        if (!(h >> i & 1)) continue;
        const ImVec2 p = Lerp(HalfPoint(i), kCentre, 0.26f);
        c.x += p.x, c.y += p.y, ++k;
      }
      c = {c.x / k, c.y / k};
      if (Dist2(c, kCentre) < 0.2f * 0.2f) {  // surrounds the centre: stand near one corner
        const int first = std::countr_zero(h);
        const ImVec2 corner = CornerPoint(((first + 1) / 2 + 3) & 3);
        return Lerp(corner, kCentre, 0.36f);
      }
      return c;
    }
  }
  return kCentre;
}

ImVec2 TowerSpot(const TileDef& t, int rot) {
  if (!CentreBusy(t, rot)) return kCentre;
  // A corner between two non-city edges, not on a field figure's usual spot.
  // Try SE first: fields' figures usually stand towards the north-west corner.
  for (int k : {2, 1, 3, 0}) {
    const int sa = (k + 3) & 3, sb = k;  // corner k touches sides k-1 and k (kCorners order)
    if (t.EdgeAt(sa, rot) != EdgeType::City && t.EdgeAt(sb, rot) != EdgeType::City)
      return Lerp(kCorners[k], kCentre, 0.42f);
  }
  return Lerp(kCorners[1], kCentre, 0.45f);
}

int FeatureAt(const TileDef& t, int rot, ImVec2 p) {
  if (p.x < 0 || p.y < 0 || p.x > 1 || p.y > 1) return -1;
  const int mon = MonasteryFeature(t);
  if (mon >= 0 && (t.closes_edges || (std::fabs(p.x - 0.5f) < 0.17f && std::fabs(p.y - 0.52f) < 0.2f))) return mon;
  for (size_t i = 0; i < t.features.size(); ++i) {
    const FeatureDef& f = t.features[i];
    if (f.type != FeatureType::Road && f.type != FeatureType::River) continue;
    const float w = f.type == FeatureType::River ? 0.09f : 0.07f;
    for (const auto& line : FeaturePaths(t, rot, static_cast<int>(i)))
      for (size_t k = 0; k + 1 < line.size(); ++k)
        if (DistToSegment2(p, line[k], line[k + 1]) < w * w) return static_cast<int>(i);
  }
  for (size_t i = 0; i < t.features.size(); ++i) {
    const FeatureDef& f = t.features[i];
    if (f.type == FeatureType::City && PointInPolygon(CityOutline(BoardSides(f, rot)).pts, p)) return static_cast<int>(i);
  }
  int best = -1;
  float best_d = 1e9f;
  for (size_t i = 0; i < t.features.size(); ++i) {
    if (t.features[i].type != FeatureType::Field) continue;
    const float d = Dist2(p, FeatureAnchor(t, rot, static_cast<int>(i)));
    if (d < best_d) best_d = d, best = static_cast<int>(i);
  }
  return best;
}

}  // namespace carc::ui
