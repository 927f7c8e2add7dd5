#include "ui/art/figure_draw.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/art/art.h"
#include "ui/text/look.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"
#include "ui/art/tile_draw.h"

namespace carc::ui {
namespace {

using art::Alpha;
using art::Shade;

// The meeple's body in units of its height, origin at its middle, y down; head drawn separately.
const ImVec2 kBody[] = {{-0.13f, -0.2f}, {-0.46f, -0.06f}, {-0.42f, 0.1f}, {-0.2f, 0.06f}, {-0.34f, 0.5f},
                        {-0.08f, 0.5f},  {0.0f, 0.26f},    {0.08f, 0.5f},  {0.34f, 0.5f},  {0.2f, 0.06f},
                        {0.42f, 0.1f},   {0.46f, -0.06f},  {0.13f, -0.2f}};
// The mayor: a long robe, no legs to see.
const ImVec2 kRobe[] = {{-0.14f, -0.2f}, {-0.42f, -0.04f}, {-0.38f, 0.11f}, {-0.21f, 0.06f}, {-0.37f, 0.5f},
                        {0.37f, 0.5f},   {0.21f, 0.06f},   {0.38f, 0.11f},  {0.42f, -0.04f}, {0.14f, -0.2f}};

ImVec2 Map(ImVec2 c, ImVec2 p, float h, bool lying) {
  return lying ? ImVec2(c.x - p.y * h, c.y + p.x * h) : ImVec2(c.x + p.x * h, c.y + p.y * h);
}

// Dark symbols on light colours (yellow, grey), light ones on the rest; the fill's alpha is kept.
ImU32 MarkInk(ImU32 fill) {
  const float r = (fill >> IM_COL32_R_SHIFT) & 0xFF, g = (fill >> IM_COL32_G_SHIFT) & 0xFF,
              b = (fill >> IM_COL32_B_SHIFT) & 0xFF;
  const ImU32 alpha = fill & IM_COL32_A_MASK;
  const bool light = 0.299f * r + 0.587f * g + 0.114f * b > 140.0f;
  return (light ? IM_COL32(28, 24, 20, 0) : IM_COL32(255, 255, 255, 0)) | alpha;
}

float Opacity(ImU32 c) { return static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) / 255.0f; }

// The small shadow a figure casts on the ground, towards the south-east (one light: art.h).
void GroundShadow(ImDrawList* dl, ImVec2 foot, ImVec2 r, float opacity) {
  if (r.y < 1.6f) return;  // a chip in a panel: no ground under it
  art::Ellipse(dl, ImVec2(foot.x + r.x * 0.25f, foot.y + r.y * 0.3f), r, IM_COL32(10, 14, 4, static_cast<int>(95 * opacity)), 16);
}

// A body shape with its outline (a dark halo around it), its fill and a touch of light on the
// north-west, where the light comes from.
void Body(ImDrawList* dl, const ImVec2* shape, int n, ImVec2 c, float h, bool lying, ImU32 fill, ImU32 outline,
          float lw, ImVec2 fan, bool plain = false) {
  ImVec2 pts[16];
  for (int i = 0; i < n; ++i) pts[i] = Map(c, shape[i], h, lying);
  dl->AddPolyline(pts, n, outline, ImDrawFlags_Closed, lw * 2);
  art::FillStar(dl, pts, n, Map(c, fan, h, lying), fill);
  if (!plain) dl->AddPolyline(pts, n, Alpha(outline, 0.9f), ImDrawFlags_Closed, lw * 0.6f);  // crisp against the fill
}

void Head(ImDrawList* dl, ImVec2 hc, float r, ImU32 fill, ImU32 outline, float lw, bool plain = false) {
  dl->AddCircleFilled(hc, r + lw, outline, plain ? 10 : 16);
  dl->AddCircleFilled(hc, r, fill, plain ? 10 : 16);
  if (!plain) dl->AddCircleFilled(ImVec2(hc.x - r * 0.32f, hc.y - r * 0.34f), r * 0.36f, Alpha(Shade(fill, 1.45f), 0.75f), 10);
}

// Figures smaller than this (the panels' chips, the log) are drawn plain: outline, fill, symbol.
constexpr float kPlainBelow = 19.5f;

void Person(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying, PlayerMark mark) {
  const float lw = std::max(0.9f, h * 0.055f), op = Opacity(fill);
  const bool plain = h < kPlainBelow;
  if (!plain && lying) GroundShadow(dl, ImVec2(c.x, c.y + h * 0.24f), ImVec2(h * 0.5f, h * 0.13f), op);
  else if (!plain) GroundShadow(dl, ImVec2(c.x, c.y + h * 0.5f), ImVec2(h * 0.34f, h * 0.1f), op);
  Body(dl, kBody, 13, c, h, lying, fill, outline, lw, {0, 0.02f}, plain);
  // Light on the north-west shoulder and arm.
  if (!plain) dl->AddCircleFilled(Map(c, {-0.2f, -0.08f}, h, lying), h * 0.06f, Alpha(Shade(fill, 1.35f), 0.55f), 10);
  Head(dl, Map(c, {0, -0.33f}, h, lying), h * 0.15f, fill, outline, lw, plain);
  DrawPlayerMark(dl, Map(c, {0, 0.06f}, h, lying), h * 0.17f, mark, fill);
}

}  // namespace

void DrawPlayerMark(ImDrawList* dl, ImVec2 c, float r, PlayerMark mark, ImU32 fill) {
  if (mark == PlayerMark::None || r < 1.2f) return;
  const ImU32 ink = MarkInk(fill);
  const float w = std::max(1.2f, r * 0.5f);  // stroke width of the plus and the cross
  switch (mark) {
    case PlayerMark::None: break;
    case PlayerMark::Dot: dl->AddCircleFilled(c, r * 0.85f, ink, 12); break;
    case PlayerMark::Bar: dl->AddRectFilled({c.x - r * 1.1f, c.y - r * 0.4f}, {c.x + r * 1.1f, c.y + r * 0.4f}, ink); break;
    case PlayerMark::Triangle:
      dl->AddTriangleFilled({c.x - r, c.y + r * 0.8f}, {c.x, c.y - r}, {c.x + r, c.y + r * 0.8f}, ink);
      break;
    case PlayerMark::Plus:
      dl->AddLine({c.x - r, c.y}, {c.x + r, c.y}, ink, w);
      dl->AddLine({c.x, c.y - r}, {c.x, c.y + r}, ink, w);
      break;
    case PlayerMark::Ring: dl->AddCircle(c, r * 0.78f, ink, 14, w * 0.85f); break;
    case PlayerMark::Cross:
      dl->AddLine({c.x - r * 0.8f, c.y - r * 0.8f}, {c.x + r * 0.8f, c.y + r * 0.8f}, ink, w);
      dl->AddLine({c.x - r * 0.8f, c.y + r * 0.8f}, {c.x + r * 0.8f, c.y - r * 0.8f}, ink, w);
      break;
  }
}

void DrawMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying, PlayerMark mark) {
  Person(dl, c, h, fill, outline, lying, mark);
}

void DrawMayor(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // Taller than a meeple, in a long robe with a gold chain, a tall hat on its head.
  const bool plain = h < kPlainBelow;
  h *= 1.15f;
  c.y += h * 0.06f;
  const float lw = std::max(0.9f, h * 0.05f), op = Opacity(fill);
  GroundShadow(dl, ImVec2(c.x, c.y + h * 0.5f), ImVec2(h * 0.36f, h * 0.1f), op);
  Body(dl, kRobe, 10, c, h, false, fill, outline, lw, {0, 0.1f}, plain);
  const ImU32 gold = Alpha(IM_COL32(246, 206, 64, 255), op);
  if (!plain)
    dl->AddBezierQuadratic({c.x - h * 0.13f, c.y - h * 0.19f}, {c.x, c.y - h * 0.02f}, {c.x + h * 0.13f, c.y - h * 0.19f},
                           gold, std::max(1.0f, h * 0.045f), 8);
  Head(dl, {c.x, c.y - h * 0.33f}, h * 0.14f, fill, outline, lw, plain);
  const ImU32 hat = Alpha(Shade(fill, 0.5f), op);
  const ImVec2 brim0(c.x - h * 0.21f, c.y - h * 0.47f), brim1(c.x + h * 0.21f, c.y - h * 0.42f);
  const ImVec2 crown0(c.x - h * 0.12f, c.y - h * 0.68f), crown1(c.x + h * 0.12f, c.y - h * 0.45f);
  const float round = plain ? 0.0f : h * 0.03f;
  dl->AddRectFilled({crown0.x - lw, crown0.y - lw}, {crown1.x + lw, crown1.y + lw}, outline, round);
  dl->AddRectFilled({brim0.x - lw, brim0.y - lw}, {brim1.x + lw, brim1.y + lw}, outline, round);
  dl->AddRectFilled(crown0, crown1, hat, round * 0.7f);
  dl->AddRectFilled(brim0, brim1, hat, round * 0.7f);
  dl->AddRectFilled({crown0.x, crown1.y - h * 0.06f}, {crown1.x, crown1.y - h * 0.02f}, gold);
  DrawPlayerMark(dl, {c.x, c.y + h * 0.22f}, h * 0.15f, mark, fill);
}

void DrawWagon(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // Seen from the side: a box on two spoked wheels under a canvas cover, its shaft forward.
  const float lw = std::max(0.9f, h * 0.055f), op = Opacity(fill);
  const bool plain = h < kPlainBelow;
  GroundShadow(dl, ImVec2(c.x, c.y + h * 0.48f), ImVec2(h * 0.62f, h * 0.1f), op);
  dl->AddLine({c.x - h * 0.42f, c.y + h * 0.14f}, {c.x - h * 0.74f, c.y + h * 0.3f}, outline, lw * 2.4f);
  dl->AddLine({c.x - h * 0.42f, c.y + h * 0.14f}, {c.x - h * 0.72f, c.y + h * 0.29f}, Alpha(art::Mix(fill, IM_COL32(128, 88, 56, 255), 0.6f), op), lw);
  // The cover: a canvas arch over the box.
  const ImVec2 cover_c(c.x - h * 0.03f, c.y - h * 0.05f);
  dl->PathArcTo(cover_c, h * 0.42f + lw, 3.14159f, 6.28318f, 14);
  dl->PathFillConvex(outline);
  dl->PathArcTo(cover_c, h * 0.42f, 3.14159f, 6.28318f, 14);
  dl->PathFillConvex(Alpha(IM_COL32(242, 234, 212, 255), op));
  for (float x : {-0.2f, 0.0f, 0.2f})
    if (!plain) dl->AddLine({cover_c.x + x * h, cover_c.y - h * std::sqrt(std::max(0.0f, 0.42f * 0.42f - x * x)) + lw},
                {cover_c.x + x * h, cover_c.y}, Alpha(IM_COL32(196, 184, 150, 255), op), std::max(0.75f, lw * 0.5f));
  const ImVec2 a(c.x - h * 0.5f, c.y - h * 0.07f), b(c.x + h * 0.44f, c.y + h * 0.22f);
  dl->AddRectFilled({a.x - lw, a.y - lw}, {b.x + lw, b.y + lw}, outline, h * 0.04f);
  dl->AddRectFilled(a, b, fill, h * 0.03f);
  dl->AddLine({a.x, a.y + (b.y - a.y) * 0.5f}, {b.x, a.y + (b.y - a.y) * 0.5f}, Alpha(Shade(fill, 0.7f), op), std::max(0.75f, lw * 0.5f));
  for (float x : {-0.27f, 0.25f}) {
    const ImVec2 w(c.x + x * h, c.y + h * 0.3f);
    const float r = h * 0.19f;
    dl->AddCircleFilled(w, r + lw, outline, 16);
    dl->AddCircleFilled(w, r, Alpha(IM_COL32(150, 108, 68, 255), op), 16);
    for (int k = 0; k < (plain ? 0 : 4); ++k) {
      const float ang = k * 0.785f;
      dl->AddLine({w.x - std::cos(ang) * r, w.y - std::sin(ang) * r}, {w.x + std::cos(ang) * r, w.y + std::sin(ang) * r},
                  Alpha(IM_COL32(96, 66, 40, 255), op), std::max(0.75f, lw * 0.45f));
    }
    if (!plain) dl->AddCircle(w, r * 0.92f, outline, 16, std::max(0.75f, lw * 0.6f));
    dl->AddCircleFilled(w, h * 0.05f, outline, 8);
  }
  DrawPlayerMark(dl, {c.x - h * 0.03f, (a.y + b.y) * 0.5f}, h * 0.12f, mark, fill);
}

void DrawBarn(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // A barn: a gambrel roof (two slopes each side) over walls with a big braced door.
  const float lw = std::max(0.9f, h * 0.055f), op = Opacity(fill);
  GroundShadow(dl, ImVec2(c.x, c.y + h * 0.48f), ImVec2(h * 0.5f, h * 0.11f), op);
  const ImVec2 wall[4] = {{c.x - h * 0.42f, c.y - h * 0.04f}, {c.x + h * 0.42f, c.y - h * 0.04f},
                          {c.x + h * 0.42f, c.y + h * 0.46f}, {c.x - h * 0.42f, c.y + h * 0.46f}};
  const ImVec2 roof[5] = {{c.x - h * 0.5f, c.y - h * 0.02f}, {c.x - h * 0.37f, c.y - h * 0.32f}, {c.x, c.y - h * 0.5f},
                          {c.x + h * 0.37f, c.y - h * 0.32f}, {c.x + h * 0.5f, c.y - h * 0.02f}};
  dl->AddPolyline(wall, 4, outline, ImDrawFlags_Closed, lw * 2);
  dl->AddPolyline(roof, 5, outline, ImDrawFlags_Closed, lw * 2);
  dl->AddConvexPolyFilled(wall, 4, fill);
  dl->AddConvexPolyFilled(roof, 5, Alpha(Shade(fill, 0.62f), op));
  dl->AddLine(roof[1], roof[3], Alpha(Shade(fill, 0.45f), op), std::max(0.75f, lw * 0.6f));
  const ImVec2 d0(c.x - h * 0.18f, c.y + h * 0.1f), d1(c.x + h * 0.18f, c.y + h * 0.46f);
  const ImU32 brace = MarkInk(fill);
  dl->AddRectFilled(d0, d1, Alpha(Shade(fill, 0.72f), op));
  dl->AddRect(d0, d1, brace, 0, 0, std::max(0.75f, lw * 0.7f));
  dl->AddLine(d0, d1, brace, std::max(0.75f, lw * 0.7f));
  dl->AddLine({d0.x, d1.y}, {d1.x, d0.y}, brace, std::max(0.75f, lw * 0.7f));
  DrawPlayerMark(dl, {c.x, c.y - h * 0.2f}, h * 0.11f, mark, Shade(fill, 0.62f) | (fill & IM_COL32_A_MASK));
}

void DrawLargeMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying, PlayerMark mark) {
  // The meeple a third bigger, and it counts as two: two of its player's symbols side by side on
  // its chest, so that it reads as "large" even alone on a tile.
  const float big = h * 1.32f;
  if (lying) c.x -= big * 0.08f;
  else c.y -= big * 0.14f;  // its feet where a meeple's are
  Person(dl, c, big, fill, outline, lying, PlayerMark::None);
  for (float x : {-0.12f, 0.12f}) DrawPlayerMark(dl, Map(c, {x, 0.04f}, big, lying), big * 0.1f, mark, fill);
}

void DrawBuilder(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // A slimmer person in a wide-brimmed work hat, a hammer raised in its right hand (east).
  const float lw = std::max(0.9f, h * 0.055f), op = Opacity(fill);
  const bool plain = h < kPlainBelow;
  if (!plain) GroundShadow(dl, ImVec2(c.x, c.y + h * 0.5f), ImVec2(h * 0.3f, h * 0.1f), op);
  // The hammer behind the arm: a wooden handle up from the hand, a grey iron head across it.
  const ImVec2 hand(c.x + h * 0.34f, c.y + h * 0.02f), top(c.x + h * 0.46f, c.y - h * 0.4f);
  dl->AddLine(hand, top, outline, lw * 2.6f);
  dl->AddLine(hand, top, Alpha(IM_COL32(168, 120, 72, 255), op), lw * 1.1f);
  const ImVec2 head[4] = {{top.x - h * 0.15f, top.y - h * 0.07f}, {top.x + h * 0.12f, top.y - h * 0.1f},
                          {top.x + h * 0.13f, top.y + h * 0.03f}, {top.x - h * 0.14f, top.y + h * 0.06f}};
  dl->AddPolyline(head, 4, outline, ImDrawFlags_Closed, lw * 2);
  dl->AddConvexPolyFilled(head, 4, Alpha(IM_COL32(176, 182, 192, 255), op));
  static const ImVec2 kSlim[] = {{-0.11f, -0.2f}, {-0.36f, -0.04f}, {-0.33f, 0.1f}, {-0.17f, 0.06f}, {-0.27f, 0.5f},
                                 {-0.06f, 0.5f},  {0.0f, 0.28f},    {0.06f, 0.5f},  {0.27f, 0.5f},  {0.17f, 0.06f},
                                 {0.36f, 0.06f},  {0.36f, -0.08f},  {0.11f, -0.2f}};
  Body(dl, kSlim, 13, c, h, false, fill, outline, lw, {0, 0.02f}, plain);
  Head(dl, {c.x, c.y - h * 0.33f}, h * 0.14f, fill, outline, lw, plain);
  // The hat: a brim wider than the head and a low crown, darker than the body.
  const ImU32 hat = Alpha(Shade(fill, 0.55f), op);
  const ImVec2 b0(c.x - h * 0.25f, c.y - h * 0.45f), b1(c.x + h * 0.25f, c.y - h * 0.39f);
  const ImVec2 k0(c.x - h * 0.13f, c.y - h * 0.57f), k1(c.x + h * 0.13f, c.y - h * 0.43f);
  dl->AddRectFilled({k0.x - lw, k0.y - lw}, {k1.x + lw, k1.y + lw}, outline, h * 0.06f);
  dl->AddRectFilled({b0.x - lw, b0.y - lw}, {b1.x + lw, b1.y + lw}, outline, h * 0.03f);
  dl->AddRectFilled(k0, k1, hat, h * 0.05f);
  dl->AddRectFilled(b0, b1, hat, h * 0.02f);
  DrawPlayerMark(dl, {c.x, c.y + h * 0.06f}, h * 0.14f, mark, fill);
}

void DrawPig(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // Seen from the side, facing west: a round body on four short legs, a snout, pointed ears and a
  // curled tail - low and wide, nothing like a person.
  const float lw = std::max(0.9f, h * 0.055f), op = Opacity(fill);
  const bool plain = h < kPlainBelow;
  GroundShadow(dl, ImVec2(c.x, c.y + h * 0.36f), ImVec2(h * 0.5f, h * 0.1f), op);
  const ImVec2 body(c.x + h * 0.06f, c.y + h * 0.02f), br(h * 0.4f, h * 0.25f);
  for (float x : {-0.24f, -0.08f, 0.16f, 0.32f}) {  // legs
    const ImVec2 a(c.x + x * h, c.y + h * 0.14f), b(a.x, c.y + h * 0.36f);
    dl->AddLine(a, b, outline, h * 0.11f + lw * 2);
    dl->AddLine(a, {b.x, b.y - lw * 0.5f}, fill, h * 0.11f);
  }
  dl->AddBezierCubic({body.x + br.x * 0.95f, body.y - br.y * 0.3f}, {body.x + br.x * 1.35f, body.y - br.y * 0.9f},
                     {body.x + br.x * 1.45f, body.y}, {body.x + br.x * 1.2f, body.y - br.y * 0.45f}, outline,
                     std::max(1.0f, lw * 1.1f), 10);
  art::Ellipse(dl, body, {br.x + lw, br.y + lw}, outline, 24);
  art::Ellipse(dl, body, br, fill, 24);
  const ImVec2 head(c.x - h * 0.34f, c.y - h * 0.06f);
  const float hr = h * 0.18f;
  const ImVec2 ear[3] = {{head.x - hr * 0.1f, head.y - hr * 0.7f}, {head.x + hr * 0.2f, head.y - hr * 1.55f},
                         {head.x + hr * 0.7f, head.y - hr * 0.55f}};
  dl->AddPolyline(ear, 3, outline, ImDrawFlags_Closed, lw * 2);
  dl->AddConvexPolyFilled(ear, 3, Alpha(Shade(fill, 0.75f), op));
  dl->AddCircleFilled(head, hr + lw, outline, plain ? 10 : 16);
  dl->AddCircleFilled(head, hr, fill, plain ? 10 : 16);
  const ImVec2 snout(head.x - hr * 0.95f, head.y + hr * 0.2f);
  art::Ellipse(dl, snout, {hr * 0.34f + lw, hr * 0.48f + lw}, outline, 12);
  art::Ellipse(dl, snout, {hr * 0.34f, hr * 0.48f}, Alpha(Shade(fill, 1.3f), op), 12);
  if (!plain) {
    dl->AddCircleFilled({head.x - hr * 0.1f, head.y - hr * 0.25f}, std::max(0.8f, hr * 0.14f), outline, 8);  // the eye
    art::Ellipse(dl, {body.x - br.x * 0.3f, body.y - br.y * 0.45f}, {br.x * 0.35f, br.y * 0.22f},
                 Alpha(Shade(fill, 1.4f), 0.5f * op), 12);  // light on its back
  }
  DrawPlayerMark(dl, {body.x + br.x * 0.15f, body.y + br.y * 0.1f}, h * 0.13f, mark, fill);
}

void DrawWatchman(ImDrawList* dl, ImVec2 top, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // A meeple on watch: it holds a spear taller than itself.
  const ImVec2 c(top.x, top.y - h * 0.5f);
  const float lw = std::max(0.9f, h * 0.055f);
  const ImVec2 s0(c.x + h * 0.46f, c.y + h * 0.42f), s1(c.x + h * 0.46f, c.y - h * 0.62f);
  dl->AddLine(s0, s1, outline, lw * 2.6f);
  DrawMeeple(dl, c, h, fill, outline, false, mark);
  dl->AddLine(s0, s1, IM_COL32(150, 108, 68, 255), lw);
  const ImVec2 tip[4] = {{s1.x, s1.y - h * 0.12f}, {s1.x + h * 0.06f, s1.y}, {s1.x, s1.y + h * 0.05f}, {s1.x - h * 0.06f, s1.y}};
  dl->AddPolyline(tip, 4, outline, ImDrawFlags_Closed, lw * 1.2f);
  dl->AddConvexPolyFilled(tip, 4, IM_COL32(214, 218, 224, 255));
}

void DrawFigure(ImDrawList* dl, FigureKind kind, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying,
                PlayerMark mark) {
  switch (kind) {
    case FigureKind::Meeple: DrawMeeple(dl, c, h, fill, outline, lying, mark); break;
    case FigureKind::Mayor: DrawMayor(dl, c, h, fill, outline, mark); break;
    case FigureKind::Wagon: DrawWagon(dl, c, h, fill, outline, mark); break;
    case FigureKind::Barn: DrawBarn(dl, c, h, fill, outline, mark); break;
    case FigureKind::LargeMeeple: DrawLargeMeeple(dl, c, h, fill, outline, lying, mark); break;
    case FigureKind::Builder: DrawBuilder(dl, c, h, fill, outline, mark); break;
    case FigureKind::Pig: DrawPig(dl, c, h, fill, outline, mark); break;
  }
}

ImVec2 DrawTower(ImDrawList* dl, ImVec2 c, float tile_px, int floors) {
  // A square stone tower on its foundation, seen from the south: its front, its east side in shade, a
  // course line per floor, battlements on top; the count of floors on a dark tag beside it.
  using namespace palette;
  const float w = tile_px * 0.2f, side = tile_px * 0.05f, fh = tile_px * 0.058f;
  const int shown = std::min(floors, 8);
  const float base = c.y + tile_px * 0.06f, top = base - shown * fh;
  const float lw = std::max(0.75f, tile_px * 0.008f);
  const ImU32 line = Alpha(kInk, 0.7f);
  const float sx = tile_px * 0.12f * art::kShadowX * shown * 0.25f, sy = tile_px * 0.04f;
  const ImVec2 sh[4] = {{c.x - w / 2, base}, {c.x + w / 2 + side, base}, {c.x + w / 2 + side + sx, base + sy}, {c.x - w / 2 + sx, base + sy}};
  dl->AddConvexPolyFilled(sh, 4, IM_COL32(30, 36, 10, 80));
  const ImVec2 east[4] = {{c.x + w / 2, base}, {c.x + w / 2, top}, {c.x + w / 2 + side, top - side * 0.7f}, {c.x + w / 2 + side, base - side * 0.7f}};
  dl->AddConvexPolyFilled(east, 4, Shade(kStone, 0.72f));
  dl->AddRectFilled({c.x - w / 2, top}, {c.x + w / 2, base}, kStone);
  dl->AddRectFilled({c.x - w / 2, top}, {c.x - w / 2 + w * 0.25f, base}, kStoneLight);
  for (int i = 1; i < shown; ++i) dl->AddLine({c.x - w / 2, base - i * fh}, {c.x + w / 2, base - i * fh}, Alpha(kStoneDark, 0.8f), lw);
  const ImVec2 roof[4] = {{c.x - w / 2, top}, {c.x + w / 2, top}, {c.x + w / 2 + side, top - side * 0.7f}, {c.x - w / 2 + side, top - side * 0.7f}};
  dl->AddConvexPolyFilled(roof, 4, Shade(kStone, 0.88f));
  for (int k = 0; k < 3; ++k) {  // battlements
    const float x = c.x - w / 2 + k * w * 0.4f;
    dl->AddRectFilled({x, top - fh * 0.55f}, {x + w * 0.2f, top}, kStone);
    dl->AddRect({x, top - fh * 0.55f}, {x + w * 0.2f, top}, line, 0, 0, lw);
  }
  dl->AddRect({c.x - w / 2, top}, {c.x + w / 2, base}, line, 0, 0, lw);
  dl->AddPolyline(east, 4, line, ImDrawFlags_Closed, lw);
  const std::string text = std::to_string(floors);
  ImFont* font = Font(FontRole::Bold);
  const float fs = std::max(10.0f, tile_px * 0.14f);
  const ImVec2 ts = MeasureText(text, fs, font);
  const ImVec2 tp(c.x + w / 2 + side + 2, base - ts.y);
  dl->AddRectFilled({tp.x - 2, tp.y}, {tp.x + ts.x + 2, tp.y + ts.y}, IM_COL32(20, 20, 20, 210), 3);
  DrawText(dl, tp, kWhite, text, fs, font);
  return {c.x, top - fh * 0.3f};
}

}  // namespace carc::ui
