#include "ui/art/art.h"

#include <imgui_internal.h>  // ImDrawListSharedData: the white pixel for raw triangles

#include <algorithm>
#include <cmath>

namespace carc::ui::art {
namespace {

constexpr float kPi = 3.14159265f;

int Channel(ImU32 c, int shift) { return static_cast<int>((c >> shift) & 0xFF); }

ImU32 Rgba(float r, float g, float b, float a) {
  auto q = [](float v) { return static_cast<ImU32>(std::clamp(v, 0.0f, 255.0f) + 0.5f); };
  return (q(r) << IM_COL32_R_SHIFT) | (q(g) << IM_COL32_G_SHIFT) | (q(b) << IM_COL32_B_SHIFT) |
         (q(a) << IM_COL32_A_SHIFT);
}

}  // namespace

uint32_t SquareSeed(int x, int y) {
  uint32_t h = static_cast<uint32_t>(x) * 0x9E3779B1u ^ (static_cast<uint32_t>(y) + 0x7F4A7C15u) * 0x85EBCA77u;
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  return h | 1u;  // never 0: seed 0 is the tiles off the board
}

ImU32 Mix(ImU32 a, ImU32 b, float t) {
  auto m = [&](int shift) { return Channel(a, shift) + (Channel(b, shift) - Channel(a, shift)) * t; };
  return Rgba(m(IM_COL32_R_SHIFT), m(IM_COL32_G_SHIFT), m(IM_COL32_B_SHIFT), m(IM_COL32_A_SHIFT));
}

ImU32 Shade(ImU32 c, float k) {
  const float a = static_cast<float>(Channel(c, IM_COL32_A_SHIFT));
  if (k <= 1.0f)
    return Rgba(Channel(c, IM_COL32_R_SHIFT) * k, Channel(c, IM_COL32_G_SHIFT) * k, Channel(c, IM_COL32_B_SHIFT) * k, a);
  return Mix(c, (IM_COL32(255, 255, 255, 0) & ~IM_COL32_A_MASK) | (c & IM_COL32_A_MASK), std::min(1.0f, k - 1.0f));
}

ImU32 Alpha(ImU32 c, float a) {
  const float base = static_cast<float>(Channel(c, IM_COL32_A_SHIFT));
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(base * a, 0.0f, 255.0f)) << IM_COL32_A_SHIFT);
}

ImU32 Vary(ImU32 c, Rng& rng, float amount) { return Shade(c, 1.0f + rng.Range(-amount, amount)); }

void Ellipse(ImDrawList* dl, ImVec2 c, ImVec2 r, ImU32 col, int segments) {
  ImVec2 pts[32];
  segments = std::clamp(segments, 6, 32);
  for (int i = 0; i < segments; ++i) {
    const float a = 2 * kPi * i / segments;
    pts[i] = {c.x + std::cos(a) * r.x, c.y + std::sin(a) * r.y};
  }
  dl->AddConvexPolyFilled(pts, segments, col);
}

void Blob(ImDrawList* dl, ImVec2 c, float r, ImU32 col, Rng& rng, int points, float jitter) {
  ImVec2 pts[24];
  points = std::clamp(points, 5, 24);
  const float turn = rng.Range(0, 2 * kPi);
  for (int i = 0; i < points; ++i) {
    const float a = turn + 2 * kPi * i / points;
    const float k = r * (1.0f + rng.Range(-jitter, jitter));
    pts[i] = {c.x + std::cos(a) * k, c.y + std::sin(a) * k};
  }
  dl->AddConvexPolyFilled(pts, points, col);
}

void SoftShadow(ImDrawList* dl, ImVec2 c, ImVec2 r, float alpha) {
  Ellipse(dl, c, ImVec2(r.x * 1.25f, r.y * 1.25f), IM_COL32(20, 30, 10, static_cast<int>(alpha * 0.5f * 255)), 14);
  Ellipse(dl, c, r, IM_COL32(20, 30, 10, static_cast<int>(alpha * 0.6f * 255)), 14);
}

void FillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 col) {
  if (n < 3) return;
  const ImVec2 uv = dl->_Data->TexUvWhitePixel;
  dl->PrimReserve(n * 3, n + 1);
  const ImDrawIdx base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteVtx(centre, uv, col);
  for (int i = 0; i < n; ++i) dl->PrimWriteVtx(pts[i], uv, col);
  for (int i = 0; i < n; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + i));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + (i + 1) % n));
  }
}

std::vector<ImVec2> Offset(const std::vector<ImVec2>& line, float d) {
  std::vector<ImVec2> out;
  const size_t n = line.size();
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const ImVec2 a = line[i > 0 ? i - 1 : 0], b = line[i + 1 < n ? i + 1 : n - 1];
    float dx = b.x - a.x, dy = b.y - a.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len > 0) dx /= len, dy /= len;
    out.push_back({line[i].x - dy * d, line[i].y + dx * d});
  }
  return out;
}

float Length(const std::vector<ImVec2>& line) {
  float len = 0;
  for (size_t i = 1; i < line.size(); ++i) len += std::hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y);
  return len;
}

ImVec2 PointAt(const std::vector<ImVec2>& line, float at, ImVec2* dir) {
  for (size_t i = 1; i < line.size(); ++i) {
    const ImVec2 a = line[i - 1], b = line[i];
    const float seg = std::hypot(b.x - a.x, b.y - a.y);
    if (at <= seg || i + 1 == line.size()) {
      const float t = seg > 0 ? std::clamp(at / seg, 0.0f, 1.0f) : 0.0f;
      if (dir) *dir = seg > 0 ? ImVec2((b.x - a.x) / seg, (b.y - a.y) / seg) : ImVec2(1, 0);
      return Lerp(a, b, t);
    }
    at -= seg;
  }
  if (dir) *dir = ImVec2(1, 0);
  return line.empty() ? ImVec2(0, 0) : line.back();
}

}  // namespace carc::ui::art
