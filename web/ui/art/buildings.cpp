// The buildings of the landscape, each with a silhouette of its own, seen from the south (their roof and
// their front) with the light from the north-west: the monastery (one bell tower), the abbey (two towers
// and a paved yard), the watchtower (tall, round, a pointed roof and its symbol at its foot), the tower
// foundation (a low square plinth), the hamlet or the well where roads meet, the farmhouse where a road
// ends in a field.
#include <algorithm>
#include <cmath>
#include <string>

#include "ui/text/look.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"
#include "ui/art/tile_art.h"

namespace carc::ui::art {
namespace {

using namespace palette;

// Building coordinates: tile units relative to a foot point, times a scale.
struct Frame {
  const TileArt& a;
  ImVec2 foot;
  float k;
  ImVec2 P(float x, float y) const { return a.xf(foot.x + x * k, foot.y + y * k); }
};

void Poly(ImDrawList* dl, std::initializer_list<ImVec2> pts, ImU32 col) {
  dl->AddConvexPolyFilled(pts.begin(), static_cast<int>(pts.size()), col);
}

void Outline(ImDrawList* dl, std::initializer_list<ImVec2> pts, ImU32 col, float w) {
  dl->AddPolyline(pts.begin(), static_cast<int>(pts.size()), col, ImDrawFlags_Closed, w);
}

// A shadow cast by a building of height h (tile units) standing on [x0, x1] at the foot line.
void CastShadow(const Frame& f, float x0, float x1, float h) {
  const float dx = h * kShadowX * 0.55f, dy = h * kShadowY * 0.35f;
  Poly(f.a.dl, {f.P(x0, 0), f.P(x1, 0), f.P(x1 + dx, dy), f.P(x0 + dx, dy)}, IM_COL32(30, 36, 10, 70));
}

void ArchWindow(const Frame& f, float x, float y, float w, float h, ImU32 col) {
  f.a.dl->AddRectFilled(f.P(x - w * 0.5f, y - h * 0.6f), f.P(x + w * 0.5f, y), col);
  f.a.dl->AddCircleFilled(f.P(x, y - h * 0.6f), f.a.W(w * f.k * 0.5f), col, 10);
}

// A spire: a pointed roof over [x0, x1] at height y, lit on its west half.
void Spire(const Frame& f, float x0, float x1, float y, float h, ImU32 roof) {
  const float mx = (x0 + x1) * 0.5f;
  Poly(f.a.dl, {f.P(x0, y), f.P(mx, y - h), f.P(mx, y)}, Shade(roof, 1.22f));
  Poly(f.a.dl, {f.P(mx, y), f.P(mx, y - h), f.P(x1, y)}, roof);
}

void Cross(const Frame& f, float x, float y, float lw) {
  f.a.dl->AddLine(f.P(x, y), f.P(x, y - 0.07f), kInk, lw);
  f.a.dl->AddLine(f.P(x - 0.024f, y - 0.047f), f.P(x + 0.024f, y - 0.047f), kInk, lw);
}

void DrawMonastery(const TileArt& a) {
  const Frame f{a, a.building, a.building_scale};
  const float lw = EdgeLine(a.px) * 0.8f;
  const ImU32 line = Alpha(kInk, 0.7f);
  if (a.detail != Detail::Far && !a.t.lake && !a.river_centre)  // a gravel yard around it
    Ellipse(a.dl, f.P(-0.04f, -0.05f), ImVec2(a.W(0.27f * f.k), a.W(0.16f * f.k)), Alpha(kSand, 0.6f), 20);
  CastShadow(f, -0.25f, 0.15f, 0.3f);
  // The nave: its lime-washed front and its red roof.
  a.dl->AddRectFilled(f.P(-0.13f, -0.12f), f.P(0.15f, 0), kMonastery);
  a.dl->AddRectFilled(f.P(0.1f, -0.12f), f.P(0.15f, 0), kMonasteryShade);
  Poly(a.dl, {f.P(-0.15f, -0.12f), f.P(-0.11f, -0.24f), f.P(0.13f, -0.24f), f.P(0.17f, -0.12f)}, kMonasteryRoof);
  Poly(a.dl, {f.P(-0.11f, -0.24f), f.P(0.13f, -0.24f), f.P(0.145f, -0.2f), f.P(-0.125f, -0.2f)}, Shade(kMonasteryRoof, 1.2f));
  Outline(a.dl, {f.P(-0.15f, -0.12f), f.P(-0.11f, -0.24f), f.P(0.13f, -0.24f), f.P(0.17f, -0.12f)}, line, lw);
  Outline(a.dl, {f.P(-0.13f, -0.12f), f.P(0.15f, -0.12f), f.P(0.15f, 0), f.P(-0.13f, 0)}, line, lw);
  if (a.detail == Detail::Near)
    for (float y : {-0.16f, -0.2f}) a.dl->AddLine(f.P(-0.13f, y), f.P(0.15f, y), Shade(kMonasteryRoof, 0.75f), Hairline(a.px));
  // The bell tower, taller, at the west end, with its spire and a cross.
  a.dl->AddRectFilled(f.P(-0.25f, -0.31f), f.P(-0.13f, 0), kMonastery);
  a.dl->AddRectFilled(f.P(-0.25f, -0.31f), f.P(-0.22f, 0), Shade(kMonastery, 1.06f));
  Outline(a.dl, {f.P(-0.25f, -0.31f), f.P(-0.13f, -0.31f), f.P(-0.13f, 0), f.P(-0.25f, 0)}, line, lw);
  Spire(f, -0.27f, -0.11f, -0.31f, 0.16f, kMonasteryRoof);
  if (a.detail != Detail::Far) Cross(f, -0.19f, -0.47f, lw);
  // The door, and windows seen closer.
  ArchWindow(f, 0.01f, 0, 0.05f, 0.075f, Shade(kWood, 0.55f));
  if (a.detail != Detail::Far) {
    ArchWindow(f, -0.075f, -0.045f, 0.026f, 0.04f, Alpha(kInk, 0.75f));
    ArchWindow(f, 0.095f, -0.045f, 0.026f, 0.04f, Alpha(kInk, 0.75f));
    ArchWindow(f, -0.19f, -0.2f, 0.032f, 0.05f, Alpha(kInk, 0.8f));
  }
}

void DrawAbbey(const TileArt& a) {
  // Wider than a monastery, two towers with slate spires framing the front, a rose window.
  const Frame f{a, a.building, a.building_scale};
  const float lw = EdgeLine(a.px) * 0.8f;
  const ImU32 line = Alpha(kInk, 0.7f);
  CastShadow(f, -0.22f, 0.22f, 0.34f);
  a.dl->AddRectFilled(f.P(-0.12f, -0.15f), f.P(0.12f, 0), kMonastery);
  Poly(a.dl, {f.P(-0.13f, -0.15f), f.P(0, -0.27f), f.P(0.13f, -0.15f)}, kMonasteryRoof);
  Poly(a.dl, {f.P(-0.13f, -0.15f), f.P(0, -0.27f), f.P(0, -0.15f)}, Shade(kMonasteryRoof, 1.2f));
  Outline(a.dl, {f.P(-0.12f, -0.15f), f.P(0.12f, -0.15f), f.P(0.12f, 0), f.P(-0.12f, 0)}, line, lw);
  for (float x : {-0.17f, 0.17f}) {
    a.dl->AddRectFilled(f.P(x - 0.05f, -0.31f), f.P(x + 0.05f, 0), x < 0 ? Shade(kMonastery, 1.05f) : kMonasteryShade);
    Outline(a.dl, {f.P(x - 0.05f, -0.31f), f.P(x + 0.05f, -0.31f), f.P(x + 0.05f, 0), f.P(x - 0.05f, 0)}, line, lw);
    Spire(f, x - 0.065f, x + 0.065f, -0.31f, 0.15f, kSlate);
    if (a.detail != Detail::Far) {
      ArchWindow(f, x, -0.18f, 0.03f, 0.05f, Alpha(kInk, 0.8f));
      Cross(f, x, -0.46f, lw);
    }
  }
  ArchWindow(f, 0, 0, 0.06f, 0.09f, Shade(kWood, 0.55f));
  if (a.detail != Detail::Far) {
    a.dl->AddCircleFilled(f.P(0, -0.115f), a.W(0.022f * f.k), Alpha(kInk, 0.8f), 12);
    a.dl->AddCircle(f.P(0, -0.115f), a.W(0.022f * f.k), kMonasteryShade, 12, Hairline(a.px));
  }
}

void DrawWatchtower(const TileArt& a) {
  // Tall and round: a stone shaft shaded as a cylinder, a walkway, a pointed red roof; its symbol on a
  // plaque at its foot (what the tower counts when a feature by it is completed).
  const Frame f{a, ImVec2(a.tower.x, a.tower.y + 0.06f), 1.0f};
  const float lw = EdgeLine(a.px) * 0.8f;
  const ImU32 line = Alpha(kInk, 0.7f);
  CastShadow(f, -0.055f, 0.055f, 0.34f);
  a.dl->AddRectFilled(f.P(-0.055f, -0.26f), f.P(0.055f, 0), kStone);
  a.dl->AddRectFilled(f.P(-0.055f, -0.26f), f.P(-0.02f, 0), kStoneLight);
  a.dl->AddRectFilled(f.P(0.025f, -0.26f), f.P(0.055f, 0), Shade(kStone, 0.8f));
  Ellipse(a.dl, f.P(0, 0), ImVec2(a.W(0.055f), a.W(0.016f)), Shade(kStone, 0.8f), 14);
  Outline(a.dl, {f.P(-0.055f, -0.26f), f.P(0.055f, -0.26f), f.P(0.055f, 0), f.P(-0.055f, 0)}, line, lw);
  a.dl->AddRectFilled(f.P(-0.072f, -0.29f), f.P(0.072f, -0.255f), kStoneDark);  // the walkway
  if (a.detail != Detail::Far) {
    for (float x = -0.06f; x < 0.07f; x += 0.04f) a.dl->AddRectFilled(f.P(x, -0.305f), f.P(x + 0.02f, -0.29f), kStoneDark);
    a.dl->AddRectFilled(f.P(-0.012f, -0.2f), f.P(0.012f, -0.16f), Alpha(kInk, 0.8f));
  }
  Spire(f, -0.08f, 0.08f, -0.29f, 0.14f, Shade(kMonasteryRoof, 0.9f));
  const float r = a.W(a.detail == Detail::Far ? 0.085f : 0.07f);
  const ImVec2 c = f.P(0.0f, 0.055f);
  a.dl->AddCircleFilled(ImVec2(c.x + r * 0.15f, c.y + r * 0.2f), r * 1.05f, IM_COL32(30, 20, 10, 80), 20);
  DrawTowerSymbol(a.dl, a.t.watchtower, c, r);
}

void DrawFoundation(const TileArt& a) {
  // Low and square: a stone plinth waiting for its tower, corner stones on its top.
  const Frame f{a, ImVec2(a.tower.x, a.tower.y + 0.06f), 1.0f};
  const float lw = EdgeLine(a.px) * 0.8f;
  CastShadow(f, -0.11f, 0.11f, 0.07f);
  a.dl->AddRectFilled(f.P(-0.11f, -0.03f), f.P(0.11f, 0), kStoneDark);
  a.dl->AddRectFilled(f.P(-0.11f, -0.15f), f.P(0.11f, -0.03f), kStone);
  a.dl->AddRectFilled(f.P(-0.11f, -0.15f), f.P(0.11f, -0.125f), kStoneLight);
  a.dl->AddRect(f.P(-0.11f, -0.15f), f.P(0.11f, 0), Alpha(kInk, 0.7f), 0, 0, lw);
  a.dl->AddRect(f.P(-0.06f, -0.125f), f.P(0.06f, -0.055f), Alpha(kStoneDark, 0.9f), 0, 0, lw);
  if (a.detail == Detail::Far) return;
  for (float x : {-0.1f, 0.07f})
    for (float y : {-0.14f, -0.06f}) a.dl->AddRectFilled(f.P(x, y), f.P(x + 0.03f, y + 0.025f), Shade(kStone, 0.85f));
}

void DrawWell(const TileArt& a, ImVec2 c) {
  const ImVec2 p = a.xf(c);
  const float r = a.W(0.045f), lw = EdgeLine(a.px) * 0.8f;
  a.dl->AddCircleFilled(ImVec2(p.x + r * 0.3f, p.y + r * 0.35f), r * 1.1f, IM_COL32(30, 20, 10, 70), 16);
  a.dl->AddCircleFilled(p, r, kStone, 16);
  a.dl->AddCircle(p, r, Alpha(kInk, 0.7f), 16, lw);
  a.dl->AddCircleFilled(p, r * 0.62f, kRiverEdge, 14);
  if (a.detail == Detail::Far) return;
  // Two posts, a beam and a small roof over it.
  const ImVec2 l(p.x - r * 0.95f, p.y), rr(p.x + r * 0.95f, p.y);
  a.dl->AddLine(l, ImVec2(l.x, l.y - r * 1.5f), kWood, lw * 1.3f);
  a.dl->AddLine(rr, ImVec2(rr.x, rr.y - r * 1.5f), kWood, lw * 1.3f);
  a.dl->AddTriangleFilled(ImVec2(l.x - r * 0.3f, l.y - r * 1.4f), ImVec2(p.x, p.y - r * 2.3f),
                          ImVec2(rr.x + r * 0.3f, rr.y - r * 1.4f), Shade(kWood, 0.85f));
}

void DrawThief(ImDrawList* dl, ImVec2 c, float r, int value) {
  // A dark badge with a masked face's band and the thief's value.
  dl->AddCircleFilled(ImVec2(c.x + r * 0.15f, c.y + r * 0.2f), r * 1.05f, IM_COL32(20, 14, 8, 90), 20);
  dl->AddCircleFilled(c, r, IM_COL32(36, 30, 40, 245), 20);
  dl->AddCircle(c, r, kWhite, 20, std::max(1.0f, r * 0.1f));
  dl->AddRectFilled({c.x - r * 0.7f, c.y - r * 0.62f}, {c.x + r * 0.7f, c.y - r * 0.3f}, IM_COL32(200, 40, 40, 255),
                    r * 0.12f);
  const std::string text = std::to_string(value);
  const float fs = r * 1.25f;
  ImFont* font = Font(FontRole::Bold);
  const ImVec2 ts = MeasureText(text, fs, font);
  DrawText(dl, {c.x - ts.x * 0.5f, c.y - ts.y * 0.5f + r * 0.2f}, kWhite, text, fs, font);
}

}  // namespace

void DrawCottage(ImDrawList* dl, ImVec2 foot, float w, ImU32 roof, float px) {
  const float h = w * 0.5f, lw = std::max(0.75f, px * 0.008f);
  dl->AddRectFilled(ImVec2(foot.x - w * 0.45f, foot.y - h * 0.2f), ImVec2(foot.x + w * 0.7f, foot.y + h * 0.45f),
                    IM_COL32(30, 36, 10, 60));
  dl->AddRectFilled(ImVec2(foot.x - w * 0.5f, foot.y - h), ImVec2(foot.x + w * 0.5f, foot.y), kMonastery);
  const ImVec2 r0(foot.x - w * 0.6f, foot.y - h), r1(foot.x + w * 0.6f, foot.y - h);
  const ImVec2 r2(foot.x + w * 0.45f, foot.y - h * 2.0f), r3(foot.x - w * 0.45f, foot.y - h * 2.0f);
  const ImVec2 roof_pts[4] = {r0, r3, r2, r1};
  dl->AddConvexPolyFilled(roof_pts, 4, roof);
  dl->AddLine(ImVec2(r3.x, r3.y + lw), ImVec2(r2.x, r2.y + lw), Shade(roof, 1.25f), std::max(1.0f, h * 0.25f));
  dl->AddPolyline(roof_pts, 4, Alpha(kInk, 0.6f), ImDrawFlags_Closed, lw);
  dl->AddRect(ImVec2(foot.x - w * 0.5f, foot.y - h), ImVec2(foot.x + w * 0.5f, foot.y), Alpha(kInk, 0.6f), 0, 0, lw);
  dl->AddRectFilled(ImVec2(foot.x - w * 0.09f, foot.y - h * 0.62f), ImVec2(foot.x + w * 0.09f, foot.y), Shade(kWood, 0.6f));
}

void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 c, float r) {
  dl->AddCircleFilled(c, r, kCoatRim, 20);
  dl->AddCircle(c, r, kStoneDark, 20, std::max(1.0f, r * 0.14f));
  const float k = r * 0.55f;
  if (symbol == "coat") {
    DrawShield(dl, c, k * 2.0f);
  } else if (symbol == "road") {
    dl->AddLine({c.x - k * 1.2f, c.y + k * 0.5f}, {c.x + k * 1.2f, c.y - k * 0.5f}, kRoadEdge, k * 0.75f);
    dl->AddLine({c.x - k * 1.2f, c.y + k * 0.5f}, {c.x + k * 1.2f, c.y - k * 0.5f}, kRoad, k * 0.45f);
  } else if (symbol == "monastery") {
    dl->AddRectFilled({c.x - k * 0.6f, c.y - k * 0.1f}, {c.x + k * 0.7f, c.y + k * 0.75f}, kMonasteryShade);
    dl->AddTriangleFilled({c.x - k * 0.8f, c.y - k * 0.1f}, {c.x + k * 0.05f, c.y - k * 0.8f}, {c.x + k * 0.9f, c.y - k * 0.1f},
                          kMonasteryRoof);
    dl->AddRectFilled({c.x - k * 0.1f, c.y + k * 0.3f}, {c.x + k * 0.2f, c.y + k * 0.75f}, kInk);
  } else if (symbol == "city") {
    dl->AddRectFilled({c.x - k * 0.9f, c.y - k * 0.25f}, {c.x + k * 0.9f, c.y + k * 0.7f}, kWall);
    for (int i = 0; i < 3; ++i) {
      const float x = c.x - k * 0.9f + i * k * 0.7f;
      dl->AddRectFilled({x, c.y - k * 0.6f}, {x + k * 0.4f, c.y - k * 0.25f}, kWall);
    }
    dl->AddRect({c.x - k * 0.9f, c.y - k * 0.25f}, {c.x + k * 0.9f, c.y + k * 0.7f}, kWallDark, 0, 0, std::max(1.0f, k * 0.14f));
    dl->AddRectFilled({c.x - k * 0.2f, c.y + k * 0.2f}, {c.x + k * 0.2f, c.y + k * 0.7f}, kWallDark);
  } else {  // meeple
    dl->AddCircleFilled({c.x, c.y - k * 0.5f}, k * 0.32f, kInk, 12);
    const ImVec2 body[5] = {{c.x - k * 0.75f, c.y - k * 0.1f}, {c.x + k * 0.75f, c.y - k * 0.1f},
                            {c.x + k * 0.5f, c.y + k * 0.85f}, {c.x - k * 0.5f, c.y + k * 0.85f},
                            {c.x - k * 0.75f, c.y - k * 0.1f}};
    dl->AddConvexPolyFilled(body, 4, kInk);
  }
}

void DrawBuildings(TileArt& a) {
  Rng rng = a.Random(21);
  if (a.crossing) {  // roads end in the middle: a small square with a well or a hamlet around it
    const ImVec2 c = a.xf(0.5f, 0.5f);
    a.dl->AddCircleFilled(c, a.W(0.1f), kRoadEdge, 20);
    a.dl->AddCircleFilled(c, a.W(0.09f), Shade(kRoad, 0.96f), 20);
    if (rng.Chance(0.5f) || a.detail == Detail::Far) {
      DrawWell(a, ImVec2(0.5f, 0.515f));
    } else {
      // Cottages in the corners between the roads, from the back to the front.
      const ImVec2 spots[4] = {{0.3f, 0.31f}, {0.7f, 0.31f}, {0.3f, 0.73f}, {0.7f, 0.73f}};
      const int skip = rng.Below(4);
      for (int i = 0; i < 4; ++i) {
        if (i == skip) continue;
        DrawCottage(a.dl, a.xf(spots[i]), a.W(0.13f), Vary(kCityRoof, rng, 0.12f), a.px);
      }
      a.dl->AddCircleFilled(c, a.W(0.025f), kStone, 10);
    }
  }
  if (a.farm) DrawCottage(a.dl, a.xf(0.5f, 0.57f), a.W(0.17f), Vary(kCityRoof, rng, 0.1f), a.px);
  if (a.monastery >= 0) {
    if (a.t.closes_edges) DrawAbbey(a);
    else DrawMonastery(a);
  }
  if (!a.t.watchtower.empty()) DrawWatchtower(a);
  if (a.t.foundation) DrawFoundation(a);
}

void DrawThiefBadge(TileArt& a) {
  if (a.t.thief > 0) DrawThief(a.dl, a.xf(0.85f, 0.85f), a.W(0.12f), a.t.thief);
}

}  // namespace carc::ui::art
