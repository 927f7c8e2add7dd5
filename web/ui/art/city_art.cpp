// Cities: streets, houses clustered inside, stone walls along the edge with towers where the walls meet
// the tile's edge, coats of arms as shields.
#include <algorithm>
#include <bit>
#include <cmath>

#include "ui/base/palette.h"
#include "ui/art/tile_art.h"

namespace carc::ui::art {
namespace {

using namespace palette;

const ImU32 kRoofs[] = {IM_COL32(184, 80, 56, 255), IM_COL32(200, 102, 64, 255), IM_COL32(166, 66, 50, 255),
                        IM_COL32(206, 126, 76, 255), IM_COL32(150, 86, 66, 255), IM_COL32(190, 92, 70, 255)};

// The wall's width (tile units) and where its runs go: consecutive wall segments of the outline.
float WallBand(const TileArt& a) { return std::max(2.8f / a.px, 0.062f); }

std::vector<std::vector<ImVec2>> WallRuns(const CityShape& s) {
  std::vector<std::vector<ImVec2>> runs;
  const size_t n = s.pts.size();
  if (n == 0) return runs;
  size_t start = 0;
  while (start < n && s.wall[start]) ++start;  // begin after a tile edge, so that a run is never split
  if (start == n) start = 0;
  std::vector<ImVec2> run;
  for (size_t i = 0; i < n; ++i) {
    const size_t k = (start + i) % n;
    if (s.wall[k]) {
      if (run.empty()) run.push_back(s.pts[k]);
      run.push_back(s.pts[(k + 1) % n]);
    } else if (!run.empty()) {
      runs.push_back(std::move(run));
      run.clear();
    }
  }
  if (!run.empty()) runs.push_back(std::move(run));
  return runs;
}

float PolygonArea(const std::vector<ImVec2>& p) {
  float a = 0;
  for (size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) a += (p[j].x + p[i].x) * (p[j].y - p[i].y);
  return std::fabs(a) * 0.5f;
}

std::vector<ImVec2> ToScreen(const Xf& xf, const std::vector<ImVec2>& line) {
  std::vector<ImVec2> out;
  for (const ImVec2& p : line) out.push_back(xf(p));
  return out;
}

void Stroke(ImDrawList* dl, const std::vector<ImVec2>& pts, ImU32 col, float w) {
  if (pts.size() >= 2) dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, w);
}

struct House {
  ImVec2 c;      // tile units: the middle of its roof and front together
  ImVec2 half;   // half width, half depth
  ImU32 roof;
  bool gable = false;  // its gable end faces south (narrow and deep) rather than its long side
};

// A house seen from the south: the roof (the slope towards the light lighter, the ridge between) and
// below it the lit front; a gable-ended house shows its triangular gable instead of the long eave.
void DrawHouse(const TileArt& a, const House& h) {
  const Xf& xf = a.xf;
  const float x0 = h.c.x - h.half.x, x1 = h.c.x + h.half.x, y0 = h.c.y - h.half.y, y1 = h.c.y + h.half.y;
  const float eave = y0 + (y1 - y0) * 0.76f;
  const float lw = Hairline(a.px);
  const bool far = a.detail == Detail::Far;
  if (!a.tiny) a.dl->AddRectFilled(xf(x0 + 0.012f, y0 + 0.016f), xf(x1 + 0.016f, y1 + 0.02f), IM_COL32(40, 30, 10, 70));
  // The fronts: lime-wash up close, sand from afar (white specks would only be noise there).
  const ImU32 front = a.detail == Detail::Near ? Shade(kMonastery, 0.96f) : Mix(kMonastery, kCityShade, far ? 0.8f : 0.45f);
  a.dl->AddRectFilled(xf(x0 + 0.004f, eave), xf(x1 - 0.004f, y1), front);
  if (h.gable) {
    const float mid = (x0 + x1) * 0.5f;
    a.dl->AddRectFilled(xf(x0, y0), xf(mid, eave), Shade(h.roof, 1.18f));
    a.dl->AddRectFilled(xf(mid, y0), xf(x1, eave), h.roof);
    a.dl->AddTriangleFilled(xf(x0 + 0.004f, eave), xf(mid, eave - (x1 - x0) * 0.42f), xf(x1 - 0.004f, eave),
                            Shade(front, 0.94f));
    if (!far) a.dl->AddLine(xf(mid, y0), xf(mid, eave - (x1 - x0) * 0.42f), Shade(h.roof, 0.7f), lw);
  } else {
    const float ridge = y0 + (y1 - y0) * 0.3f;
    a.dl->AddRectFilled(xf(x0, y0), xf(x1, ridge), Shade(h.roof, 1.18f));
    a.dl->AddRectFilled(xf(x0, ridge), xf(x1, eave), h.roof);
    if (!far) a.dl->AddLine(xf(x0, ridge), xf(x1, ridge), Shade(h.roof, 0.7f), lw);
  }
  if (!far) a.dl->AddRect(xf(x0, y0), xf(x1, eave), Alpha(Shade(h.roof, 0.55f), 0.55f), 0, 0, lw);
  if (a.detail == Detail::Near) {
    const float dw = (x1 - x0) * 0.14f;
    a.dl->AddRectFilled(xf(h.c.x - dw, eave + (y1 - eave) * 0.3f), xf(h.c.x + dw, y1), Shade(kWood, 0.8f));
  }
}

void DrawWallTower(const TileArt& a, ImVec2 c, float r) {
  // A round tower on the wall, seen from the south: a squat stone drum and its red cone, lit from the
  // north-west; from afar a stone disc.
  const ImVec2 p = a.xf(c);
  const float R = a.W(r), lw = Hairline(a.px);
  a.dl->AddCircleFilled(ImVec2(p.x + R * 0.35f, p.y + R * 0.45f), R * 0.95f, IM_COL32(40, 30, 10, 80), 16);
  if (a.detail == Detail::Far) {
    a.dl->AddCircleFilled(p, R, kWallDark, 14);
    a.dl->AddCircleFilled(p, R * 0.75f, kWall, 14);
    return;
  }
  const float top = p.y - R * 0.55f;
  a.dl->AddRectFilled(ImVec2(p.x - R, top), ImVec2(p.x + R, p.y), kWall);
  a.dl->AddRectFilled(ImVec2(p.x + R * 0.35f, top), ImVec2(p.x + R, p.y), Shade(kWall, 0.82f));
  Ellipse(a.dl, p, ImVec2(R, R * 0.35f), Shade(kWall, 0.82f), 14);
  a.dl->AddLine(ImVec2(p.x - R, top), ImVec2(p.x - R, p.y), kWallDark, lw);
  a.dl->AddLine(ImVec2(p.x + R, top), ImVec2(p.x + R, p.y), kWallDark, lw);
  const ImU32 roof = Shade(kMonasteryRoof, 0.95f);
  a.dl->AddTriangleFilled(ImVec2(p.x - R * 1.15f, top), ImVec2(p.x, top - R * 1.35f), ImVec2(p.x, top), Shade(roof, 1.22f));
  a.dl->AddTriangleFilled(ImVec2(p.x, top), ImVec2(p.x, top - R * 1.35f), ImVec2(p.x + R * 1.15f, top), roof);
  Ellipse(a.dl, ImVec2(p.x, top), ImVec2(R * 1.15f, R * 0.3f), Shade(roof, 0.75f), 12);
}

void DrawWall(const TileArt& a, const std::vector<ImVec2>& run) {
  const float band = WallBand(a);
  const float lw = Hairline(a.px);
  const std::vector<ImVec2> outer = ToScreen(a.xf, run);
  const std::vector<ImVec2> middle = Offset(outer, a.W(band * 0.5f));
  Stroke(a.dl, middle, kWall, a.W(band));
  Stroke(a.dl, Offset(outer, a.W(band) * 0.16f), kWallDark, a.W(band) * 0.34f);  // the outer face in shade
  Stroke(a.dl, Offset(outer, a.W(band) - lw * 0.5f), Alpha(kWallDark, 0.8f), lw);  // the top's inner line
  if (a.detail == Detail::Far) return;
  // Battlements: merlons along the outer side.
  const float len = Length(outer), step = a.W(0.045f);
  const float m = a.W(band) * 0.3f;
  for (float at = step * 0.5f; at < len - step * 0.3f; at += step) {
    ImVec2 dir;
    const ImVec2 p = PointAt(outer, at, &dir);
    const ImVec2 n(-dir.y, dir.x);
    const ImVec2 c(p.x + n.x * a.W(band) * 0.42f, p.y + n.y * a.W(band) * 0.42f);
    const ImVec2 u(dir.x * m * 0.7f, dir.y * m * 0.7f), v(n.x * m * 0.6f, n.y * m * 0.6f);
    a.dl->AddQuadFilled(ImVec2(c.x - u.x - v.x, c.y - u.y - v.y), ImVec2(c.x + u.x - v.x, c.y + u.y - v.y),
                        ImVec2(c.x + u.x + v.x, c.y + u.y + v.y), ImVec2(c.x - u.x + v.x, c.y - u.y + v.y),
                        Shade(kWall, 0.78f));
  }
  if (a.detail != Detail::Near) return;
  // Stones: short joints along the wall's top.
  for (float at = step * 0.25f; at < len; at += step * 0.5f) {
    ImVec2 dir;
    const ImVec2 p = PointAt(middle, at, &dir);
    const ImVec2 n(-dir.y, dir.x);
    const float k = a.W(band) * 0.2f;
    a.dl->AddLine(ImVec2(p.x + n.x * k, p.y + n.y * k), ImVec2(p.x + n.x * k * 2.2f, p.y + n.y * k * 2.2f),
                  Alpha(kWallDark, 0.45f), lw);
  }
}

bool HouseFits(const TileArt& a, const TileArt::City& city, const std::vector<std::vector<ImVec2>>& runs, const House& h,
               const std::vector<House>& placed) {
  const float band = WallBand(a);
  const float x0 = h.c.x - h.half.x, x1 = h.c.x + h.half.x, y0 = h.c.y - h.half.y, y1 = h.c.y + h.half.y;
  if (x0 < 0.03f || y0 < 0.03f || x1 > 0.95f || y1 > 0.95f) return false;  // not cut by the tile's edge
  for (const ImVec2 p : {ImVec2(x0, y0), ImVec2(x1, y0), ImVec2(x0, y1), ImVec2(x1, y1), h.c}) {
    if (!InsidePolygon(city.shape.pts, p)) return false;
    for (const auto& run : runs)
      if (DistanceToPolyline(run, p) < band + 0.012f) return false;
  }
  // Neighbours may overlap a little (the one in front hides a corner of the one behind), not much.
  for (const House& o : placed)
    if (std::fabs(o.c.x - h.c.x) < (o.half.x + h.half.x) * 0.8f && std::fabs(o.c.y - h.c.y) < (o.half.y + h.half.y) * 0.75f)
      return false;
  return true;
}

void DrawHouses(const TileArt& a, const TileArt::City& city, Rng& rng) {
  // Houses packed in rows on a jittered grid, as a town inside its walls is: roofs nearly touching,
  // a few gaps for squares; bigger blocks when seen from afar.
  std::vector<House> houses;
  const auto runs = WallRuns(city.shape);
  const ImVec2 centre = city.shape.fan_centre;
  const float area = PolygonArea(city.shape.pts);
  if (a.detail != Detail::Far && (std::popcount(city.mask) >= 3 || area > 0.55f)) {
    // A large city has a larger hall in its middle.
    House hall{Lerp(centre, ImVec2(0.5f, 0.5f), 0.5f), ImVec2(0.1f, 0.072f), Shade(kCityRoof, 0.8f)};
    for (int i = 0; i < 12 && !HouseFits(a, city, runs, hall, houses); ++i)
      hall.c = ImVec2(centre.x + rng.Range(-0.15f, 0.15f), centre.y + rng.Range(-0.15f, 0.15f));
    if (HouseFits(a, city, runs, hall, houses)) houses.push_back(hall);
  }
  // (Blocks grow as the tile shrinks: below 30 px a house would be a speck.)
  const float grow = a.px < 30 ? 1.4f : 1.0f;
  const float sx = (a.detail == Detail::Far ? 0.15f : 0.12f) * grow, sy = (a.detail == Detail::Far ? 0.115f : 0.092f) * grow;
  const float gap = a.detail == Detail::Far ? 0.06f : 0.12f;  // how many places stay open
  for (float y = 0.03f + sy * 0.5f; y < 0.97f; y += sy) {
    const float shift = rng.Range(0.0f, sx);  // rows do not line up
    for (float x = 0.03f + shift * 0.5f; x < 0.97f; x += sx) {
      if (rng.Chance(gap)) continue;
      House h{ImVec2(x + rng.Range(-0.012f, 0.012f), y + rng.Range(-0.01f, 0.01f)),
              ImVec2(sx * rng.Range(0.42f, 0.55f), sy * rng.Range(0.42f, 0.54f)), kRoofs[rng.Below(6)]};
      if (rng.Chance(0.3f)) h.gable = true, h.half.x *= 0.65f, h.half.y *= 1.12f;
      if (!HouseFits(a, city, runs, h, houses)) {
        h.half = ImVec2(h.half.x * 0.7f, h.half.y * 0.8f);  // a smaller one fits the corner
        if (!HouseFits(a, city, runs, h, houses)) continue;
      }
      houses.push_back(h);
    }
  }
  // From the back to the front, as seen from the south.
  for (size_t i = 1; i < houses.size(); ++i)
    for (size_t k = i; k > 0 && houses[k].c.y < houses[k - 1].c.y; --k) std::swap(houses[k], houses[k - 1]);
  for (const House& h : houses) DrawHouse(a, h);
}

}  // namespace

void DrawCities(TileArt& a) {
  Rng rng = a.Random(11);
  const float band = WallBand(a);
  for (const TileArt::City& city : a.cities) {
    const auto runs = WallRuns(city.shape);
    // The walls' shadow on the field, towards the south-east.
    for (const auto& run : runs) {
      if (a.tiny) break;
      auto sh = ToScreen(a.xf, Offset(run, -band * 0.15f));
      for (ImVec2& p : sh) p.x += a.W(0.024f * kShadowX), p.y += a.W(0.024f * kShadowY);
      Stroke(a.dl, sh, IM_COL32(30, 40, 10, 60), a.W(band * 1.2f));
    }
    const std::vector<ImVec2> pts = ToScreen(a.xf, city.shape.pts);
    FillStar(a.dl, pts.data(), static_cast<int>(pts.size()), a.xf(city.shape.fan_centre), kCity);
    if (a.detail != Detail::Far) {  // a few paler squares between the houses
      for (int i = 0; i < 3; ++i) {
        const ImVec2 p(rng.Range(0.1f, 0.9f), rng.Range(0.1f, 0.9f));
        if (InsidePolygon(city.shape.pts, p)) a.dl->AddCircleFilled(a.xf(p), a.W(0.06f), Alpha(kCityShade, 0.35f), 12);
      }
    }
    DrawHouses(a, city, rng);
    for (const auto& run : runs) DrawWall(a, run);
    // Towers where a wall meets the tile's edge (half of one shows on each tile: a whole one when the
    // neighbour's wall ends there too), and in the middle of a long wall seen up close.
    for (const auto& run : runs) {
      if (a.tiny) break;
      const float len = Length(run), r = 0.05f;
      DrawWallTower(a, PointAt(run, std::min(r * 0.9f, len * 0.3f)), r);
      DrawWallTower(a, PointAt(run, std::max(len - r * 0.9f, len * 0.7f)), r);
      if (a.detail == Detail::Near && Length(run) > 1.0f) DrawWallTower(a, PointAt(run, Length(run) * 0.5f), 0.045f);
    }
  }
}

void DrawShield(ImDrawList* dl, ImVec2 c, float h) {
  // A heater shield: straight top, straight sides, curving to a point; blue with a light rim and a cross.
  const float w = h * 0.82f;
  ImVec2 pts[14];
  int n = 0;
  pts[n++] = {c.x - w * 0.5f, c.y - h * 0.5f};
  pts[n++] = {c.x + w * 0.5f, c.y - h * 0.5f};
  for (int i = 0; i <= 5; ++i) {  // the right side down to the point
    const float t = static_cast<float>(i) / 5;
    pts[n++] = {c.x + w * 0.5f * std::cos(t * 1.5708f), c.y - h * 0.05f + h * 0.55f * std::sin(t * 1.5708f)};
  }
  for (int i = 4; i >= 0; --i) {
    const float t = static_cast<float>(i) / 5;
    pts[n++] = {c.x - w * 0.5f * std::cos(t * 1.5708f), c.y - h * 0.05f + h * 0.55f * std::sin(t * 1.5708f)};
  }
  ImVec2 shadow[14];
  for (int i = 0; i < n; ++i) shadow[i] = {pts[i].x + h * 0.07f * kShadowX, pts[i].y + h * 0.07f * kShadowY};
  dl->AddConvexPolyFilled(shadow, n, IM_COL32(30, 20, 10, 90));
  dl->AddConvexPolyFilled(pts, n, kCoat);
  dl->AddPolyline(pts, n, kCoatRim, ImDrawFlags_Closed, std::max(1.0f, h * 0.1f));
  dl->AddPolyline(pts, n, Alpha(kInk, 0.55f), ImDrawFlags_Closed, std::max(0.75f, h * 0.03f));
  const float lw = std::max(1.0f, h * 0.11f);
  dl->AddLine({c.x, c.y - h * 0.3f}, {c.x, c.y + h * 0.3f}, kCoatRim, lw);
  dl->AddLine({c.x - w * 0.28f, c.y - h * 0.08f}, {c.x + w * 0.28f, c.y - h * 0.08f}, kCoatRim, lw);
}

void DrawCoats(TileArt& a) {
  const float h = a.detail == Detail::Far ? 0.26f : 0.2f;
  for (const TileArt::City& city : a.cities) {
    const FeatureDef& f = a.t.features[static_cast<size_t>(city.feature)];
    if (f.coats == 0) continue;
    const ImVec2 at = FeatureAnchor(a.t, a.rot, city.feature);
    for (int k = 0; k < f.coats; ++k) {
      const ImVec2 p(std::clamp(at.x + 0.15f + k * 0.11f, 0.14f, 0.86f), std::clamp(at.y - 0.03f - k * 0.07f, 0.15f, 0.85f));
      DrawShield(a.dl, a.xf(p), a.W(h));
    }
  }
}

}  // namespace carc::ui::art
