#include "ui/figure_draw.h"

#include <algorithm>
#include <string>

#include "ui/look.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/tile_draw.h"

namespace carc::ui {
namespace {

// The meeple's body in units of its height, origin at its middle, y down; head drawn separately.
const ImVec2 kBody[] = {{-0.13f, -0.2f}, {-0.46f, -0.06f}, {-0.42f, 0.1f}, {-0.2f, 0.06f}, {-0.34f, 0.5f},
                            {-0.08f, 0.5f},  {0.0f, 0.26f},    {0.08f, 0.5f},  {0.34f, 0.5f},  {0.2f, 0.06f},
                            {0.42f, 0.1f},   {0.46f, -0.06f},  {0.13f, -0.2f}};
constexpr int kBodyN = sizeof(kBody) / sizeof(kBody[0]);

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

void Person(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying, float head, PlayerMark mark) {
  ImVec2 pts[kBodyN];
  for (int i = 0; i < kBodyN; ++i) pts[i] = Map(c, kBody[i], h, lying);
  const float lw = std::max(1.0f, h * 0.06f);
  dl->AddPolyline(pts, kBodyN, outline, ImDrawFlags_Closed, lw * 2);  // a halo that outlines it
  FillStar(dl, pts, kBodyN, Map(c, {0, 0.02f}, h, lying), fill);
  const ImVec2 hc = Map(c, {0, -0.33f}, h, lying);
  dl->AddCircleFilled(hc, h * head + lw, outline, 14);
  dl->AddCircleFilled(hc, h * head, fill, 14);
  DrawPlayerMark(dl, Map(c, {0, 0.03f}, h, lying), h * 0.15f, mark, fill);
}

}  // namespace

void DrawPlayerMark(ImDrawList* dl, ImVec2 c, float r, PlayerMark mark, ImU32 fill) {
  if (mark == PlayerMark::None || r < 1.2f) return;
  const ImU32 ink = MarkInk(fill);
  const float w = std::max(1.0f, r * 0.45f);  // stroke width of the plus and the cross
  switch (mark) {
    case PlayerMark::None: break;
    case PlayerMark::Dot: dl->AddCircleFilled(c, r * 0.85f, ink, 12); break;
    case PlayerMark::Bar: dl->AddRectFilled({c.x - r * 1.1f, c.y - r * 0.38f}, {c.x + r * 1.1f, c.y + r * 0.38f}, ink); break;
    case PlayerMark::Triangle:
      dl->AddTriangleFilled({c.x - r, c.y + r * 0.8f}, {c.x, c.y - r}, {c.x + r, c.y + r * 0.8f}, ink);
      break;
    case PlayerMark::Plus:
      dl->AddLine({c.x - r, c.y}, {c.x + r, c.y}, ink, w);
      dl->AddLine({c.x, c.y - r}, {c.x, c.y + r}, ink, w);
      break;
    case PlayerMark::Ring: dl->AddCircle(c, r * 0.8f, ink, 14, w * 0.9f); break;
    case PlayerMark::Cross:
      dl->AddLine({c.x - r * 0.8f, c.y - r * 0.8f}, {c.x + r * 0.8f, c.y + r * 0.8f}, ink, w);
      dl->AddLine({c.x - r * 0.8f, c.y + r * 0.8f}, {c.x + r * 0.8f, c.y - r * 0.8f}, ink, w);
      break;
  }
}

void DrawMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying, PlayerMark mark) {
  Person(dl, c, h, fill, outline, lying, 0.15f, mark);
}

void DrawMayor(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  // Taller than a meeple, with a pointed hat (a crown) above the head.
  h *= 1.2f;
  Person(dl, {c.x, c.y + h * 0.06f}, h, fill, outline, false, 0.15f, mark);
  const float lw = std::max(1.0f, h * 0.05f);
  const ImVec2 a(c.x - h * 0.17f, c.y - h * 0.38f), b(c.x + h * 0.17f, c.y - h * 0.38f);
  const ImVec2 crown[5] = {a, {c.x - h * 0.2f, c.y - h * 0.62f}, {c.x, c.y - h * 0.5f},
                           {c.x + h * 0.2f, c.y - h * 0.62f}, b};
  dl->AddPolyline(crown, 5, outline, ImDrawFlags_Closed, lw * 2);
  FillStar(dl, crown, 5, {c.x, c.y - h * 0.45f}, IM_COL32(250, 214, 60, 255));
}

void DrawWagon(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  const float w = h * 1.1f, lw = std::max(1.0f, h * 0.06f);
  const ImVec2 a(c.x - w * 0.5f, c.y - h * 0.2f), b(c.x + w * 0.5f, c.y + h * 0.18f);
  // canvas cover
  dl->AddCircleFilled({c.x, c.y - h * 0.2f}, w * 0.42f + lw, outline, 16);
  dl->AddCircleFilled({c.x, c.y - h * 0.2f}, w * 0.42f, IM_COL32(240, 232, 210, 255), 16);
  dl->AddRectFilled({a.x - lw, a.y - lw}, {b.x + lw, b.y + lw}, outline, h * 0.06f);
  dl->AddRectFilled(a, b, fill, h * 0.05f);
  for (float x : {c.x - w * 0.28f, c.x + w * 0.28f}) {
    dl->AddCircleFilled({x, b.y + h * 0.02f}, h * 0.17f + lw, outline, 12);
    dl->AddCircleFilled({x, b.y + h * 0.02f}, h * 0.17f, IM_COL32(150, 110, 70, 255), 12);
    dl->AddCircleFilled({x, b.y + h * 0.02f}, h * 0.05f, outline, 6);
  }
  DrawPlayerMark(dl, {c.x, (a.y + b.y) * 0.5f}, h * 0.11f, mark, fill);
}

void DrawBarn(ImDrawList* dl, ImVec2 c, float h, ImU32 fill, ImU32 outline, PlayerMark mark) {
  const float w = h * 0.9f, lw = std::max(1.0f, h * 0.06f);
  const ImVec2 house[5] = {{c.x - w / 2, c.y - h * 0.05f}, {c.x, c.y - h * 0.5f}, {c.x + w / 2, c.y - h * 0.05f},
                           {c.x + w / 2, c.y + h * 0.45f}, {c.x - w / 2, c.y + h * 0.45f}};
  dl->AddPolyline(house, 5, outline, ImDrawFlags_Closed, lw * 2);
  dl->AddConvexPolyFilled(house, 5, fill);
  dl->AddRectFilled({c.x - w * 0.18f, c.y + h * 0.1f}, {c.x + w * 0.18f, c.y + h * 0.45f}, outline);
  dl->AddLine(house[0], house[1], outline, lw);
  dl->AddLine(house[1], house[2], outline, lw);
  DrawPlayerMark(dl, {c.x, c.y - h * 0.13f}, h * 0.1f, mark, fill);
}

void DrawFigure(ImDrawList* dl, FigureKind kind, ImVec2 c, float h, ImU32 fill, ImU32 outline, bool lying,
                PlayerMark mark) {
  switch (kind) {
    case FigureKind::Meeple: DrawMeeple(dl, c, h, fill, outline, lying, mark); break;
    case FigureKind::Mayor: DrawMayor(dl, c, h, fill, outline, mark); break;
    case FigureKind::Wagon: DrawWagon(dl, c, h, fill, outline, mark); break;
    case FigureKind::Barn: DrawBarn(dl, c, h, fill, outline, mark); break;
  }
}

ImVec2 DrawTower(ImDrawList* dl, ImVec2 c, float tile_px, int floors) {
  using namespace palette;
  const float w = tile_px * 0.26f;
  const float fh = tile_px * 0.055f;
  const int shown = std::min(floors, 8);
  const float base_y = c.y + tile_px * 0.1f;
  for (int i = 0; i < shown; ++i) {  // stacked floors, each a stone block
    const float y = base_y - i * fh;
    dl->AddRectFilled({c.x - w / 2, y - fh}, {c.x + w / 2, y}, i % 2 ? kStone : IM_COL32(190, 186, 176, 255));
    dl->AddRect({c.x - w / 2, y - fh}, {c.x + w / 2, y}, kStoneDark, 0, 0, std::max(1.0f, tile_px * 0.008f));
  }
  const float top = base_y - shown * fh;
  for (int k = 0; k < 3; ++k) {  // battlements
    const float x = c.x - w / 2 + k * w * 0.4f;
    dl->AddRectFilled({x, top - fh * 0.6f}, {x + w * 0.2f, top}, kStoneDark);
  }
  const std::string text = std::to_string(floors);
  ImFont* font = Font(FontRole::Bold);
  const float fs = std::max(10.0f, tile_px * 0.14f);
  const ImVec2 ts = MeasureText(text, fs, font);
  const ImVec2 tp(c.x + w / 2 + 2, base_y - ts.y);
  dl->AddRectFilled({tp.x - 1, tp.y}, {tp.x + ts.x + 2, tp.y + ts.y}, IM_COL32(20, 20, 20, 200), 3);
  DrawText(dl, tp, kWhite, text, fs, font);
  return {c.x, top - tile_px * 0.14f};
}

}  // namespace carc::ui
