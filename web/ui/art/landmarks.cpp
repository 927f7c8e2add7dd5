// The marks printed on a tile's segments that the expansion modules read (tile.h FeatureDef): an inn
// by a road (a house with a hanging sign beside a pond, as the third edition paints it), a cathedral in
// a city (a great church in sandstone, one tall crossing tower: nothing like the monastery's bell
// tower or the abbey's two spires), and the trade goods of a city (a round token: wine grapes,
// a sheaf of grain, a bolt of cloth). Drawn in the art direction of ART.md: seen from the south, the
// light from the north-west.
#include <algorithm>
#include <cmath>

#include "ui/art/tile_art.h"
#include "ui/base/palette.h"

namespace carc::ui::art {
namespace {

using namespace palette;

constexpr ImU32 kSandstone = IM_COL32(226, 198, 140, 255);
constexpr ImU32 kInnSign = IM_COL32(236, 186, 60, 255);
constexpr ImU32 kGrape = IM_COL32(112, 44, 120, 255);
constexpr ImU32 kGrain = IM_COL32(222, 176, 52, 255);
constexpr ImU32 kCloth = IM_COL32(40, 150, 150, 255);

void Poly(ImDrawList* dl, std::initializer_list<ImVec2> pts, ImU32 col) {
  dl->AddConvexPolyFilled(pts.begin(), static_cast<int>(pts.size()), col);
}

}  // namespace

void PlaceInns(TileArt& a) {
  // Beside the middle of the inn's road, on the side where the field is open (away from walls and
  // other roads); else a little farther along it.
  for (const TileArt::Path& r : a.roads) {
    if (!a.t.features[static_cast<size_t>(r.feature)].inn || r.lines.empty()) continue;
    const auto& line = *std::max_element(r.lines.begin(), r.lines.end(),
                                          [](const auto& x, const auto& y) { return Length(x) < Length(y); });
    const float len = Length(line);
    auto spot = [&]() {
      ImVec2 first{-1, -1};
      for (float along : {0.5f, 0.3f, 0.7f}) {
        ImVec2 dir;
        const ImVec2 at = PointAt(line, len * along, &dir);
        for (float side : {-1.0f, 1.0f}) {
          const ImVec2 p(at.x - dir.y * side * 0.21f, at.y + dir.x * side * 0.21f);
          if (a.Open(p, 0.07f)) return p;
          if (first.x < 0) first = p;
        }
      }
      return first;
    };
    const ImVec2 best = spot();
    const ImVec2 foot(std::clamp(best.x, 0.16f, 0.84f), std::clamp(best.y, 0.2f, 0.86f));
    // The pond on the side with more open field (east unless the west has it and the east not).
    const float east = 0.17f;
    const bool west = !a.Open({foot.x + east, foot.y - 0.03f}, 0.02f) && a.Open({foot.x - east, foot.y - 0.03f}, 0.02f);
    a.inns.push_back({foot, west || foot.x + east > 0.9f ? -east : east});
  }
}

void DrawInns(TileArt& a) {
  for (const TileArt::Inn& inn : a.inns) {
    ImDrawList* dl = a.dl;
    const ImVec2 f = a.xf(inn.foot);
    const float w = a.W(0.2f), lw = std::max(0.75f, a.px * 0.008f);
    // The pond beside the house: the third edition's inn stands by water.
    const ImVec2 pond = a.xf(inn.foot.x + inn.pond_dx, inn.foot.y - 0.03f);
    Ellipse(dl, pond, {a.W(0.085f), a.W(0.055f)}, kRiverBank, 18);
    Ellipse(dl, pond, {a.W(0.07f), a.W(0.042f)}, kRiver, 18);
    if (a.detail != Detail::Far)
      dl->AddLine({pond.x - a.W(0.04f), pond.y - a.W(0.012f)}, {pond.x + a.W(0.005f), pond.y - a.W(0.018f)}, kRiverLight,
                  Hairline(a.px) * 1.4f);
    DrawCottage(dl, f, w, Shade(kWood, 1.1f), a.px);
    // The inn's sign: a golden board hanging from a post on the side away from the pond.
    const float side = inn.pond_dx > 0 ? -1.0f : 1.0f;
    const ImVec2 post0(f.x + side * w * 0.72f, f.y), post1(post0.x, f.y - w * 0.62f);
    const ImVec2 arm(post1.x - side * w * 0.26f, post1.y);
    dl->AddLine(post0, post1, kInk, std::max(1.0f, lw * 1.4f));
    dl->AddLine(post1, arm, kInk, std::max(1.0f, lw * 1.2f));
    const float sx = (post1.x + arm.x) * 0.5f;
    const ImVec2 s0(sx - w * 0.15f, post1.y + w * 0.05f), s1(sx + w * 0.15f, post1.y + w * 0.33f);
    dl->AddRectFilled({s0.x - lw, s0.y - lw}, {s1.x + lw, s1.y + lw}, kInk);
    dl->AddRectFilled(s0, s1, kInnSign);
    if (a.detail != Detail::Far) {  // a tankard on the sign
      const float k = w * 0.06f;
      const ImVec2 c((s0.x + s1.x) * 0.5f - k * 0.3f, (s0.y + s1.y) * 0.5f);
      dl->AddRectFilled({c.x - k, c.y - k * 1.2f}, {c.x + k * 0.7f, c.y + k * 1.3f}, kWood);
      dl->AddCircle({c.x + k * 1.1f, c.y}, k * 0.6f, kWood, 8, std::max(0.75f, k * 0.4f));
    }
  }
}

void DrawCathedral(TileArt& a) {
  bool any = false;
  for (const TileArt::City& c : a.cities) any = any || a.t.features[static_cast<size_t>(c.feature)].cathedral;
  if (!any) return;
  ImDrawList* dl = a.dl;
  const Xf& x = a.xf;
  const float lw = EdgeLine(a.px) * 0.8f;
  const ImU32 line = Alpha(kInk, 0.7f), roof = kSlate, wall = kSandstone, shade = Shade(kSandstone, 0.8f);
  const float fy = 0.66f;  // the foot of its south front
  // The cathedral square under it, its shadow towards the south-east.
  Ellipse(dl, x(0.5f, fy - 0.02f), {a.W(0.36f), a.W(0.1f)}, kCityShade, 24);
  Poly(dl, {x(0.2f, fy), x(0.8f, fy), x(0.86f, fy + 0.06f), x(0.26f, fy + 0.06f)}, IM_COL32(30, 36, 10, 70));
  // The nave east and west of the crossing: long walls under slate roofs, buttresses along them.
  for (float side : {-1.0f, 1.0f}) {
    const float x0 = side < 0 ? 0.2f : 0.6f, x1 = side < 0 ? 0.4f : 0.8f;
    dl->AddRectFilled(x(x0, fy - 0.16f), x(x1, fy), side < 0 ? wall : shade);
    Poly(dl, {x(x0 - 0.01f, fy - 0.16f), x(x0 + 0.02f, fy - 0.27f), x(x1 - 0.02f, fy - 0.27f), x(x1 + 0.01f, fy - 0.16f)},
         side < 0 ? Shade(roof, 1.25f) : roof);
    dl->AddRect(x(x0, fy - 0.16f), x(x1, fy), line, 0, 0, lw);
    for (int k = 0; k <= 2; ++k) {
      const float bx = x0 + (x1 - x0) * (0.1f + 0.4f * k);
      dl->AddRectFilled(x(bx - 0.012f, fy - 0.12f), x(bx + 0.012f, fy), Shade(wall, 0.7f));
      if (a.detail != Detail::Far && k < 2)
        dl->AddRectFilled(x(bx + 0.05f, fy - 0.12f), x(bx + 0.075f, fy - 0.05f), Alpha(kInk, 0.75f), a.W(0.01f));
    }
  }
  // The crossing tower: tall, square, its west face lit, a spire with a golden cross.
  dl->AddRectFilled(x(0.4f, fy - 0.34f), x(0.5f, fy), Shade(wall, 1.06f));
  dl->AddRectFilled(x(0.5f, fy - 0.34f), x(0.6f, fy), shade);
  dl->AddRect(x(0.4f, fy - 0.34f), x(0.6f, fy), line, 0, 0, lw);
  Poly(dl, {x(0.385f, fy - 0.34f), x(0.5f, fy - 0.58f), x(0.5f, fy - 0.34f)}, Shade(roof, 1.25f));
  Poly(dl, {x(0.5f, fy - 0.34f), x(0.5f, fy - 0.58f), x(0.615f, fy - 0.34f)}, roof);
  const ImU32 gold = IM_COL32(240, 200, 70, 255);
  dl->AddLine(x(0.5f, fy - 0.58f), x(0.5f, fy - 0.64f), gold, std::max(1.0f, lw * 1.2f));
  dl->AddLine(x(0.48f, fy - 0.615f), x(0.52f, fy - 0.615f), gold, std::max(1.0f, lw * 1.2f));
  // The south portal under a rose window.
  dl->AddRectFilled(x(0.47f, fy - 0.08f), x(0.53f, fy), Shade(kWood, 0.55f));
  dl->AddCircleFilled(x(0.5f, fy - 0.08f), a.W(0.03f), Shade(kWood, 0.55f), 12);
  dl->AddCircleFilled(x(0.5f, fy - 0.2f), a.W(0.04f), Alpha(kInk, 0.85f), 16);
  if (a.detail != Detail::Far) {
    dl->AddCircle(x(0.5f, fy - 0.2f), a.W(0.04f), kMonastery, 16, Hairline(a.px));
    for (int k = 0; k < 4; ++k) {
      const float ang = k * 0.785f;
      const ImVec2 c = x(0.5f, fy - 0.2f);
      const float r = a.W(0.035f);
      dl->AddLine({c.x - std::cos(ang) * r, c.y - std::sin(ang) * r}, {c.x + std::cos(ang) * r, c.y + std::sin(ang) * r},
                  Alpha(IM_COL32(200, 120, 160, 255), 0.8f), Hairline(a.px));
    }
  }
}

void DrawGoodsToken(ImDrawList* dl, std::string_view goods, ImVec2 c, float r) {
  const float lw = std::max(0.9f, r * 0.12f);
  dl->AddCircleFilled({c.x + r * 0.12f * kShadowX * 2, c.y + r * 0.12f * kShadowY * 2}, r, IM_COL32(30, 20, 10, 90), 20);
  dl->AddCircleFilled(c, r, kCoatRim, 20);
  dl->AddCircle(c, r, kWallDark, 20, lw);
  const float k = r * 0.62f;
  if (goods == "wine") {  // a bunch of grapes under a leaf
    Poly(dl, {{c.x - k * 0.1f, c.y - k * 0.75f}, {c.x + k * 0.75f, c.y - k * 0.95f}, {c.x + k * 0.35f, c.y - k * 0.45f}},
         IM_COL32(80, 140, 56, 255));
    const ImVec2 grapes[6] = {{-0.42f, -0.4f}, {0.0f, -0.4f}, {0.42f, -0.4f}, {-0.21f, 0.05f}, {0.21f, 0.05f}, {0.0f, 0.5f}};
    for (const ImVec2& g : grapes) {
      dl->AddCircleFilled({c.x + g.x * k, c.y + g.y * k + k * 0.2f}, k * 0.27f, kGrape, 10);
      if (r > 6) dl->AddCircleFilled({c.x + g.x * k - k * 0.08f, c.y + g.y * k + k * 0.12f}, k * 0.08f, IM_COL32(200, 150, 210, 255), 6);
    }
  } else if (goods == "grain") {  // a sheaf: stalks tied in the middle, ears fanning out on top
    for (float s : {-1.0f, -0.5f, 0.0f, 0.5f, 1.0f}) {
      dl->AddLine({c.x + s * k * 0.2f, c.y + k * 0.9f}, {c.x + s * k * 0.55f, c.y - k * 0.35f}, Shade(kGrain, 0.75f), std::max(0.8f, k * 0.13f));
      Ellipse(dl, {c.x + s * k * 0.6f, c.y - k * 0.55f}, {k * 0.14f, k * 0.3f}, kGrain, 8);
    }
    dl->AddLine({c.x - k * 0.3f, c.y + k * 0.2f}, {c.x + k * 0.3f, c.y + k * 0.2f}, kWood, std::max(0.9f, k * 0.18f));
  } else {  // cloth: a folded bolt, its rolled end towards the viewer
    dl->AddRectFilled({c.x - k * 0.85f, c.y - k * 0.45f}, {c.x + k * 0.55f, c.y + k * 0.45f}, kCloth);
    for (float y : {-0.15f, 0.15f})
      dl->AddLine({c.x - k * 0.85f, c.y + y * k}, {c.x + k * 0.55f, c.y + y * k}, Shade(kCloth, 1.45f), std::max(0.75f, k * 0.1f));
    Ellipse(dl, {c.x + k * 0.55f, c.y}, {k * 0.3f, k * 0.45f}, Shade(kCloth, 0.7f), 12);
    Ellipse(dl, {c.x + k * 0.55f, c.y}, {k * 0.1f, k * 0.16f}, Shade(kCloth, 1.3f), 8);
  }
}

void DrawGoods(TileArt& a) {
  for (const TileArt::City& city : a.cities) {
    const FeatureDef& f = a.t.features[static_cast<size_t>(city.feature)];
    if (f.goods.empty()) continue;
    // West of where a figure stands (the coats of arms go east of it).
    const ImVec2 at = FeatureAnchor(a.t, a.rot, city.feature);
    const ImVec2 p(std::clamp(at.x - 0.17f, 0.13f, 0.87f), std::clamp(at.y - 0.02f, 0.13f, 0.87f));
    DrawGoodsToken(a.dl, f.goods, a.xf(p), a.W(a.detail == Detail::Far ? 0.12f : 0.095f));
  }
}

}  // namespace carc::ui::art
