// The open landscape of a tile: the ground, what lies and grows on it, the river and the roads.
#include <algorithm>
#include <bit>
#include <cmath>

#include "ui/base/palette.h"
#include "ui/art/tile_art.h"

namespace carc::ui::art {
namespace {

using namespace palette;
constexpr float kPi = 3.14159265f;

float Dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

std::vector<ImVec2> ToScreen(const Xf& xf, const std::vector<ImVec2>& line) {
  std::vector<ImVec2> out;
  out.reserve(line.size());
  for (const ImVec2& p : line) out.push_back(xf(p));
  return out;
}

void Stroke(ImDrawList* dl, const std::vector<ImVec2>& pts, ImU32 col, float w) {
  if (pts.size() >= 2) dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, w);
}

// Where the lake lies on the lake tile (tile units, board directions): towards the river's edge.
ImVec2 LakeCentre(const TileArt& a, ImVec2* radii) {
  const ImVec2 mid = SideMid(std::countr_zero(a.rivers.empty() ? uint8_t{1} : a.rivers[0].mask));
  const ImVec2 c = Lerp(ImVec2(0.5f, 0.5f), mid, 0.46f);
  const bool across = std::fabs(mid.y - 0.5f) > 0.01f;  // the river comes from the north or the south
  *radii = across ? ImVec2(0.31f, 0.18f) : ImVec2(0.18f, 0.31f);
  return c;
}

// A road arm that ends in the middle of a tile the river crosses stops at the river's bank.
std::vector<ImVec2> RoadLine(const TileArt& a, const TileArt::Path& road, const std::vector<ImVec2>& line) {
  if (!a.river_centre || std::popcount(road.mask) == 2 || line.size() != 2) return line;
  const ImVec2 from = line[0], to = line[1];
  const float len = Dist(from, to);
  const float keep = std::max(0.0f, len - kBankW * 0.5f) / len;
  return {from, Lerp(from, to, keep)};
}

void Tuft(ImDrawList* dl, ImVec2 p, float px, ImU32 col) {
  const float h = px * 0.026f, lw = Hairline(px) * 1.3f;
  dl->AddLine(p, ImVec2(p.x - h * 0.45f, p.y - h * 0.8f), col, lw);
  dl->AddLine(p, ImVec2(p.x, p.y - h), col, lw);
  dl->AddLine(p, ImVec2(p.x + h * 0.45f, p.y - h * 0.8f), col, lw);
}

void Bush(ImDrawList* dl, ImVec2 c, float r, Rng& rng) {
  SoftShadow(dl, ImVec2(c.x + r * kShadowX * 0.8f, c.y + r * kShadowY * 0.8f), ImVec2(r * 1.05f, r * 0.8f), 0.35f);
  Blob(dl, c, r, Vary(kBush, rng, 0.06f), rng, 9, 0.18f);
  Blob(dl, ImVec2(c.x - r * 0.3f, c.y - r * 0.32f), r * 0.5f, kBushLight, rng, 7, 0.2f);
}

void Tree(ImDrawList* dl, ImVec2 c, float r, Rng& rng, Detail detail) {
  // The shadow falls south-east of the crown, longer than a bush's.
  SoftShadow(dl, ImVec2(c.x + r * kShadowX * 1.3f, c.y + r * kShadowY * 1.3f), ImVec2(r * 1.15f, r * 0.85f), 0.4f);
  const ImU32 crown = Vary(kTree, rng, 0.08f);
  if (detail == Detail::Far) {
    Blob(dl, c, r, crown, rng, 10, 0.1f);
  } else {
    for (int i = 0; i < 3; ++i) {
      const float a = rng.Range(0, 2 * kPi);
      Blob(dl, ImVec2(c.x + std::cos(a) * r * 0.35f, c.y + std::sin(a) * r * 0.35f), r * 0.72f, crown, rng, 9, 0.12f);
    }
  }
  Blob(dl, ImVec2(c.x - r * 0.3f, c.y - r * 0.35f), r * 0.45f, Vary(kTreeLight, rng, 0.05f), rng, 8, 0.15f);
}

void Plot(ImDrawList* dl, const Xf& xf, ImVec2 c, ImVec2 half, bool across, float px) {
  const ImVec2 a = xf(c.x - half.x, c.y - half.y), b = xf(c.x + half.x, c.y + half.y);
  dl->AddRectFilled(a, b, kPlot, px * 0.01f);
  const float step = px * 0.026f;
  if (across) {
    for (float x = a.x + step * 0.6f; x < b.x - step * 0.3f; x += step)
      dl->AddLine(ImVec2(x, a.y + 1), ImVec2(x, b.y - 1), kPlotLine, Hairline(px));
  } else {
    for (float y = a.y + step * 0.6f; y < b.y - step * 0.3f; y += step)
      dl->AddLine(ImVec2(a.x + 1, y), ImVec2(b.x - 1, y), kPlotLine, Hairline(px));
  }
  dl->AddRect(a, b, Alpha(kTuft, 0.6f), px * 0.01f, 0, Hairline(px));
}

}  // namespace

TileArt::TileArt(ImDrawList* dl_, const TileDef& t_, int rot_, ImVec2 tl, float px_, uint32_t seed_)
    : dl(dl_), t(t_), rot(rot_), xf{tl, px_}, px(px_), detail(DetailFor(px_)), tiny(px_ < 30), seed(seed_) {
  for (size_t i = 0; i < t.features.size(); ++i) {
    const FeatureDef& f = t.features[i];
    const uint8_t m = BoardSides(f, rot);
    if (f.type == FeatureType::City) cities.push_back({static_cast<int>(i), m, CityOutline(m)});
    if (f.type == FeatureType::Road || f.type == FeatureType::River) {
      Path p{static_cast<int>(i), m, FeaturePaths(t, rot, static_cast<int>(i))};
      if (f.type == FeatureType::Road) {
        // A lone road that runs on to a city's gate (FeaturePaths) ends there, not in the field.
        const bool to_gate = std::popcount(m) == 1 && Dist(p.lines[0].back(), ImVec2(0.5f, 0.5f)) > 0.01f;
        if (std::popcount(m) != 2 && !to_gate) road_ends += std::popcount(m);
        roads.push_back(std::move(p));
      } else {
        if (std::popcount(m) >= 2 && (m == 0b0101 || m == 0b1010)) river_centre = true;
        rivers.push_back(std::move(p));
      }
    }
    if (f.type == FeatureType::Monastery) monastery = static_cast<int>(i);
  }
  has_tower = !t.watchtower.empty() || t.foundation;
  if (has_tower) tower = TowerSpot(t, rot);
  const bool tower_mid = has_tower && Dist(tower, ImVec2(0.5f, 0.5f)) < 0.01f;
  if (monastery >= 0) {
    if (t.lake) building = ImVec2(0.5f, 0.74f), building_scale = 0.85f;
    else if (river_centre) building = ImVec2(0.5f, 0.4f), building_scale = 0.78f;
    else if (t.closes_edges) building = ImVec2(0.5f, 0.66f), building_scale = 1.3f;
    else building = ImVec2(0.5f, 0.64f);
  }
  crossing = road_ends >= 2 && monastery < 0 && !tower_mid && !river_centre;
  farm = road_ends == 1 && monastery < 0 && !tower_mid && !river_centre;
  PlaceInns(*this);
}

Rng TileArt::Random(uint32_t salt) const {
  return Rng((static_cast<uint64_t>(seed) << 32) ^ (static_cast<uint64_t>(t.index) * 0x9E37u + rot) ^
             (static_cast<uint64_t>(salt) * 0x632BE5ABu));
}

bool TileArt::Open(ImVec2 p, float m) const {
  if (p.x < m || p.y < m || p.x > 1 - m || p.y > 1 - m) return false;
  if (t.closes_edges) return false;
  for (const Path& r : rivers)
    for (const auto& line : r.lines)
      if (DistanceToPolyline(line, p) < kBankW * 0.5f + m) return false;
  for (const Path& r : roads)
    for (const auto& line : r.lines)
      if (DistanceToPolyline(line, p) < kVergeW * 0.5f + m) return false;
  for (const City& c : cities)
    if (InsidePolygon(c.shape.pts, p) || DistanceToPolyline(c.shape.pts, p, true) < m + 0.025f) return false;
  if (monastery >= 0) {
    const float k = building_scale;
    if (p.x > building.x - 0.32f * k - m && p.x < building.x + 0.3f * k + m && p.y > building.y - 0.5f * k - m &&
        p.y < building.y + 0.12f * k + m)
      return false;
  }
  if (has_tower && Dist(p, tower) < 0.17f + m) return false;
  if ((crossing || farm) && Dist(p, ImVec2(0.5f, 0.5f)) < 0.2f + m) return false;
  if (t.source && Dist(p, ImVec2(0.5f, 0.5f)) < 0.14f + m) return false;
  if (t.lake) {
    ImVec2 r;
    const ImVec2 c = LakeCentre(*this, &r);
    const float dx = (p.x - c.x) / (r.x + 0.04f + m), dy = (p.y - c.y) / (r.y + 0.04f + m);
    if (dx * dx + dy * dy < 1) return false;
  }
  if (t.thief > 0 && Dist(p, ImVec2(0.85f, 0.85f)) < 0.15f + m) return false;
  for (const Inn& inn : inns)
    if (Dist(p, ImVec2(inn.foot.x + inn.pond_dx * 0.4f, inn.foot.y - 0.05f)) < 0.2f + m) return false;
  return true;
}

void DrawGround(TileArt& a) {
  const ImVec2 tl = a.xf.tl, br(tl.x + a.px, tl.y + a.px);
  Rng rng = a.Random(1);
  if (a.t.closes_edges) {  // the abbey stands in a paved yard
    a.dl->AddRectFilled(tl, br, kStone);
    if (a.detail != Detail::Far) {
      const int n = a.detail == Detail::Near ? 8 : 5;
      for (int i = 1; i < n; ++i) {
        const float f = static_cast<float>(i) / n;
        a.dl->AddLine(a.xf(f, 0.03f), a.xf(f, 0.97f), Alpha(kStoneDark, 0.35f), Hairline(a.px));
        a.dl->AddLine(a.xf(0.03f, f), a.xf(0.97f, f), Alpha(kStoneDark, 0.35f), Hairline(a.px));
      }
    }
    a.dl->AddRect(a.xf(0.04f, 0.04f), a.xf(0.96f, 0.96f), kStoneDark, 0, 0, EdgeLine(a.px) * 1.5f);
    for (const ImVec2 c : {ImVec2(0.13f, 0.13f), ImVec2(0.87f, 0.13f), ImVec2(0.13f, 0.87f), ImVec2(0.87f, 0.87f)})
      Bush(a.dl, a.xf(c), a.W(0.055f), rng);
    return;
  }
  a.dl->AddRectFilled(tl, br, Vary(kField, rng, 0.025f));
  // Patches of lighter and darker grass, mostly inside the tile (a patch cut by the tile's edge would
  // show the grid).
  const int patches = a.tiny ? 0 : a.detail == Detail::Far ? 2 : 4;
  for (int i = 0; i < patches; ++i) {
    const ImVec2 c(rng.Range(0.22f, 0.78f), rng.Range(0.22f, 0.78f));
    const ImU32 col = Alpha(rng.Chance(0.5f) ? kFieldLight : kFieldDark, rng.Range(0.35f, 0.55f));
    Blob(a.dl, a.xf(c), a.W(rng.Range(0.1f, 0.19f)), col, rng, 12, 0.18f);
  }
}

void DrawFlatDecor(TileArt& a) {
  if (a.detail == Detail::Far || a.t.closes_edges) return;
  Rng rng = a.Random(2);
  // A small field at most, where the open ground is wide enough.
  if (rng.Chance(0.45f)) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      const bool across = rng.Chance(0.5f);
      const ImVec2 half = across ? ImVec2(0.1f, 0.065f) : ImVec2(0.065f, 0.1f);
      const ImVec2 c(rng.Range(0.15f, 0.85f), rng.Range(0.15f, 0.85f));
      bool ok = a.Open(c, 0.03f);
      for (float sx : {-1.0f, 1.0f})
        for (float sy : {-1.0f, 1.0f}) ok = ok && a.Open(ImVec2(c.x + sx * half.x, c.y + sy * half.y), 0.02f);
      if (ok) {
        Plot(a.dl, a.xf, c, half, across, a.px);
        break;
      }
    }
  }
  const int tufts = a.detail == Detail::Near ? 16 : 9;
  for (int i = 0, placed = 0; i < tufts * 3 && placed < tufts; ++i) {
    const ImVec2 p(rng.Range(0.04f, 0.96f), rng.Range(0.06f, 0.96f));
    if (!a.Open(p, 0.025f)) continue;
    Tuft(a.dl, a.xf(p), a.px, Alpha(kTuft, 0.85f));
    ++placed;
  }
  if (a.detail != Detail::Near) return;
  const ImU32 flowers[3] = {IM_COL32(250, 246, 226, 255), IM_COL32(246, 214, 88, 255), IM_COL32(232, 150, 170, 255)};
  for (int i = 0, placed = 0; i < 12 && placed < 3; ++i) {
    const ImVec2 p(rng.Range(0.08f, 0.92f), rng.Range(0.08f, 0.92f));
    if (!a.Open(p, 0.04f)) continue;
    const ImU32 col = flowers[rng.Below(3)];
    for (int k = 0; k < 4; ++k)
      a.dl->AddCircleFilled(a.xf(p.x + rng.Range(-0.025f, 0.025f), p.y + rng.Range(-0.02f, 0.02f)), a.W(0.0065f), col, 6);
    ++placed;
  }
}

void DrawRaisedDecor(TileArt& a) {
  if (a.t.closes_edges || a.tiny) return;
  Rng rng = a.Random(3);
  std::vector<std::pair<ImVec2, float>> placed;
  auto free = [&](ImVec2 p, float r) {
    for (const auto& [q, s] : placed)
      if (Dist(p, q) < (r + s) * 1.1f) return false;
    return true;
  };
  // Trees first (they need the room), then bushes; fewer when seen from afar.
  const int trees = a.detail == Detail::Far ? 1 : 2 + rng.Below(2);
  const int bushes = a.detail == Detail::Far ? 1 : 2 + rng.Below(2);
  for (int i = 0, n = 0; i < 24 && n < trees; ++i) {
    const float r = rng.Range(0.045f, 0.065f);
    const ImVec2 p(rng.Range(0.1f, 0.9f), rng.Range(0.1f, 0.9f));
    if (!a.Open(p, r + 0.035f) || !free(p, r)) continue;
    Tree(a.dl, a.xf(p), a.W(r), rng, a.detail);
    placed.push_back({p, r});
    ++n;
  }
  for (int i = 0, n = 0; i < 24 && n < bushes; ++i) {
    const float r = rng.Range(0.025f, 0.036f);
    const ImVec2 p(rng.Range(0.08f, 0.92f), rng.Range(0.08f, 0.92f));
    if (!a.Open(p, r + 0.025f) || !free(p, r)) continue;
    Bush(a.dl, a.xf(p), a.W(r), rng);
    placed.push_back({p, r});
    ++n;
  }
}

void DrawRiver(TileArt& a) {
  if (a.rivers.empty()) return;
  Rng rng = a.Random(4);
  const float lw = Hairline(a.px);
  for (const TileArt::Path& r : a.rivers) {
    for (const auto& line : r.lines) {
      std::vector<ImVec2> pts = ToScreen(a.xf, line);
      if (std::popcount(r.mask) == 1 && (a.t.source || a.t.lake)) {
        // The spring's and the lake's river runs only from the edge to the water.
        pts.back() = Lerp(pts.front(), pts.back(), a.t.lake ? 0.55f : 0.9f);
      }
      Stroke(a.dl, pts, kRiverBank, a.W(kBankW));
      if (a.detail != Detail::Far) Stroke(a.dl, pts, kSand, a.W(kRiverW + 0.024f));
      Stroke(a.dl, pts, kRiverEdge, a.W(kRiverW));
      Stroke(a.dl, pts, kRiver, a.W(kRiverW - 0.03f));
      Stroke(a.dl, Offset(pts, -a.W(0.02f)), Alpha(kRiverLight, 0.45f), a.W(0.035f));  // the light on the water
      if (a.detail == Detail::Far) continue;
      // The current: short light strokes along the flow.
      const float len = Length(pts);
      const int n = a.detail == Detail::Near ? 5 : 3;
      for (int i = 0; i < n; ++i) {
        const float at = rng.Range(0.05f, 0.8f) * len, stroke = a.W(rng.Range(0.06f, 0.11f));
        const float across = a.W(rng.Range(-0.035f, 0.035f));
        std::vector<ImVec2> s;
        for (int k = 0; k <= 6; ++k) {
          ImVec2 dir;
          const ImVec2 p = PointAt(pts, at + stroke * k / 6, &dir);
          const float wave = std::sin(k * 0.8f) * a.W(0.003f);
          s.push_back({p.x - dir.y * (across + wave), p.y + dir.x * (across + wave)});
        }
        Stroke(a.dl, s, IM_COL32(236, 246, 255, 120), lw * 1.2f);
      }
    }
  }
  const ImVec2 mid = a.xf(0.5f, 0.5f);
  if (a.t.source) {  // the spring: a pool welling up between stones
    Ellipse(a.dl, mid, ImVec2(a.W(0.105f), a.W(0.09f)), kRiverBank, 18);
    Ellipse(a.dl, mid, ImVec2(a.W(0.08f), a.W(0.068f)), kRiverEdge, 18);
    Ellipse(a.dl, mid, ImVec2(a.W(0.065f), a.W(0.054f)), kRiver, 18);
    Ellipse(a.dl, ImVec2(mid.x - a.W(0.01f), mid.y - a.W(0.01f)), ImVec2(a.W(0.03f), a.W(0.024f)), kRiverLight, 12);
    for (int i = 0; i < 7; ++i) {
      const float ang = -kPi * 0.5f + i * 2 * kPi / 7 + rng.Range(-0.2f, 0.2f);
      const ImVec2 c(mid.x + std::cos(ang) * a.W(0.092f), mid.y + std::sin(ang) * a.W(0.08f));
      const float s = a.W(rng.Range(0.017f, 0.026f));
      Ellipse(a.dl, ImVec2(c.x + s * 0.25f, c.y + s * 0.3f), ImVec2(s, s * 0.8f), IM_COL32(40, 50, 30, 90), 8);
      Ellipse(a.dl, c, ImVec2(s, s * 0.8f), Vary(kStone, rng, 0.08f), 8);
      Ellipse(a.dl, ImVec2(c.x - s * 0.25f, c.y - s * 0.3f), ImVec2(s * 0.45f, s * 0.35f), kStoneLight, 6);
    }
    if (a.detail != Detail::Far)
      for (int k = 1; k <= 2; ++k)
        a.dl->AddCircle(mid, a.W(0.018f * k), IM_COL32(236, 246, 255, 130), 14, lw);
  }
  if (a.t.lake) {  // the lake: wide water with a sandy shore and reeds
    ImVec2 rad;
    const ImVec2 c = a.xf(LakeCentre(a, &rad));
    auto lake = [&](float grow, ImU32 col) {
      ImVec2 pts[20];
      Rng same = a.Random(6);  // the same outline for every ring
      for (int i = 0; i < 20; ++i) {
        const float ang = 2 * kPi * i / 20;
        const float k = 1.0f + same.Range(-0.06f, 0.06f);
        pts[i] = {c.x + std::cos(ang) * (a.W(rad.x) * k + grow), c.y + std::sin(ang) * (a.W(rad.y) * k + grow)};
      }
      a.dl->AddConvexPolyFilled(pts, 20, col);
    };
    lake(a.W(0.035f), kRiverBank);
    lake(a.W(0.014f), kSand);
    lake(0, kRiverEdge);
    lake(-a.W(0.015f), kRiver);
    Ellipse(a.dl, ImVec2(c.x - a.W(rad.x * 0.3f), c.y - a.W(rad.y * 0.3f)), ImVec2(a.W(rad.x * 0.45f), a.W(rad.y * 0.35f)),
            Alpha(kRiverLight, 0.4f), 16);
    if (a.detail != Detail::Far) {
      for (int i = 0; i < 5; ++i) {
        const ImVec2 p(c.x + a.W(rng.Range(-rad.x, rad.x) * 0.6f), c.y + a.W(rng.Range(-rad.y, rad.y) * 0.55f));
        const float w = a.W(rng.Range(0.03f, 0.05f));
        a.dl->AddBezierQuadratic(ImVec2(p.x - w, p.y), ImVec2(p.x, p.y - w * 0.35f), ImVec2(p.x + w, p.y),
                                 IM_COL32(236, 246, 255, 140), lw * 1.2f, 6);
      }
      for (int i = 0; i < 9; ++i) {  // reeds on the shore
        const float ang = rng.Range(0, 2 * kPi);
        const ImVec2 p(c.x + std::cos(ang) * a.W(rad.x + 0.02f), c.y + std::sin(ang) * a.W(rad.y + 0.02f));
        const float h = a.W(rng.Range(0.025f, 0.04f));
        a.dl->AddLine(p, ImVec2(p.x - h * 0.2f, p.y - h), kTuft, lw * 1.3f);
        a.dl->AddLine(p, ImVec2(p.x + h * 0.25f, p.y - h * 0.85f), kTuft, lw * 1.3f);
      }
    }
  }
}

void DrawRoads(TileArt& a) {
  Rng rng = a.Random(7);
  const float lw = Hairline(a.px);
  std::vector<std::vector<ImVec2>> lines;
  for (const TileArt::Path& r : a.roads)
    for (const auto& line : r.lines) lines.push_back(ToScreen(a.xf, RoadLine(a, r, line)));
  // Layer by layer over all of the tile's roads, so that where they meet the surfaces join.
  for (const auto& pts : lines) Stroke(a.dl, pts, Alpha(kVerge, 0.8f), a.W(kVergeW));
  for (const auto& pts : lines) Stroke(a.dl, pts, kRoadEdge, a.W(kRoadEdgeW));
  for (const auto& pts : lines) Stroke(a.dl, pts, kRoad, a.W(kRoadW));
  if (a.detail != Detail::Far) {
    for (const auto& pts : lines) {
      Stroke(a.dl, Offset(pts, a.W(kRoadW * 0.22f)), kRoadRut, lw);
      Stroke(a.dl, Offset(pts, -a.W(kRoadW * 0.22f)), kRoadRut, lw);
    }
  }
  if (a.detail == Detail::Near) {  // pebbles along the edges
    for (const auto& pts : lines) {
      const float len = Length(pts);
      for (int i = 0; i < 6; ++i) {
        ImVec2 dir;
        const ImVec2 p = PointAt(pts, rng.Range(0, len), &dir);
        const float side = (rng.Chance(0.5f) ? 1.0f : -1.0f) * a.W(kRoadW * rng.Range(0.3f, 0.45f));
        a.dl->AddCircleFilled(ImVec2(p.x - dir.y * side, p.y + dir.x * side), a.W(0.006f), IM_COL32(168, 150, 118, 255), 6);
      }
    }
  }
  // Bridges: a road across the river gets parapets where it crosses the water.
  if (a.detail == Detail::Far || a.rivers.empty()) return;
  for (const TileArt::Path& r : a.roads) {
    if (std::popcount(r.mask) != 2) continue;
    for (const auto& line : r.lines) {
      std::vector<ImVec2> over;
      for (int k = 0; k <= 20; ++k) {
        const ImVec2 p = PointAt(line, Length(line) * k / 20);
        bool wet = false;
        for (const TileArt::Path& river : a.rivers)
          for (const auto& rl : river.lines) wet = wet || DistanceToPolyline(rl, p) < kBankW * 0.5f;
        if (wet) over.push_back(a.xf(p));
      }
      if (over.size() < 2) continue;
      for (float side : {-1.0f, 1.0f}) {
        const auto wall = Offset(over, side * a.W(kRoadEdgeW * 0.5f));
        Stroke(a.dl, Offset(wall, a.W(0.012f)), IM_COL32(20, 40, 60, 90), a.W(0.02f));
        Stroke(a.dl, wall, kStoneDark, a.W(0.026f));
        Stroke(a.dl, wall, kStone, a.W(0.016f));
      }
    }
  }
}

void DrawTileEdge(TileArt& a) {
  // Light from the north-west: the north and west edges catch it, the south and east edges are in the
  // tile's own shade. Soft: the landscape runs on across the edge, the tiles still read as tiles.
  const ImVec2 tl = a.xf.tl, br(tl.x + a.px, tl.y + a.px);
  const float w = std::max(1.0f, a.px * 0.012f), h = w * 0.5f;
  a.dl->AddLine(ImVec2(tl.x, tl.y + h), ImVec2(br.x, tl.y + h), IM_COL32(255, 255, 240, 60), w);
  a.dl->AddLine(ImVec2(tl.x + h, tl.y), ImVec2(tl.x + h, br.y), IM_COL32(255, 255, 240, 50), w);
  a.dl->AddLine(ImVec2(tl.x, br.y - h), ImVec2(br.x, br.y - h), IM_COL32(30, 24, 10, 70), w);
  a.dl->AddLine(ImVec2(br.x - h, tl.y), ImVec2(br.x - h, br.y), IM_COL32(30, 24, 10, 60), w);
}

}  // namespace carc::ui::art
