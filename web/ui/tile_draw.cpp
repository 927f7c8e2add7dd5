#include "ui/tile_draw.h"

#include <imgui_internal.h>  // ImDrawListSharedData: the white pixel for raw triangles

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <string>
#include <unordered_map>
#include <vector>

#include "ui/look.h"
#include "ui/palette.h"
#include "ui/text.h"
#include "ui/tile_shapes.h"

namespace carc::ui {
namespace {

using namespace palette;

struct Xf {  // tile units -> screen
  ImVec2 tl;
  float s;
  ImVec2 operator()(ImVec2 p) const { return {tl.x + p.x * s, tl.y + p.y * s}; }
};

void DrawPaths(ImDrawList* dl, const Xf& xf, const std::vector<std::vector<ImVec2>>& lines, float w, ImU32 fill, ImU32 edge) {
  std::vector<ImVec2> pts;
  for (const auto& line : lines) {
    pts.clear();
    for (const ImVec2& p : line) pts.push_back(xf(p));
    if (edge) dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), edge, 0, w + std::max(2.0f, w * 0.35f));
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), fill, 0, w);
  }
}

void DrawCity(ImDrawList* dl, const Xf& xf, uint8_t mask, bool details) {
  const CityShape shape = CityOutline(mask);
  std::vector<ImVec2> pts;
  for (const ImVec2& p : shape.pts) pts.push_back(xf(p));
  FillStar(dl, pts.data(), static_cast<int>(pts.size()), xf(shape.fan_centre), kCity);
  if (!details) return;
  // Roofs: a few small houses scattered inside, to tell a city from a plain area at a glance.
  const float wall = std::max(1.5f, xf.s * 0.045f);
  std::vector<ImVec2> run;
  const size_t n = shape.pts.size();
  for (size_t i = 0; i <= n; ++i) {
    const size_t k = i % n;
    const bool w = i < n && shape.wall[k];
    if (w) {
      if (run.empty()) run.push_back(pts[k]);
      run.push_back(pts[(k + 1) % n]);
    } else if (!run.empty()) {
      dl->AddPolyline(run.data(), static_cast<int>(run.size()), kWall, 0, wall);
      run.clear();
    }
  }
}

void DrawCityRoofs(ImDrawList* dl, const Xf& xf, uint8_t mask) {
  const CityShape shape = CityOutline(mask);
  const ImVec2 c = shape.fan_centre;
  // Two small roofs around the fan centre, pulled towards it so they stay inside the city.
  const float r = 0.06f;
  const ImVec2 spots[2] = {{c.x - 0.12f, c.y - 0.02f}, {c.x + 0.1f, c.y + 0.05f}};
  for (const ImVec2& s : spots) {
    ImVec2 p = {s.x * 0.7f + c.x * 0.3f, s.y * 0.7f + c.y * 0.3f};
    dl->AddTriangleFilled(xf({p.x - r, p.y}), xf({p.x, p.y - r * 0.9f}), xf({p.x + r, p.y}), kCityRoof);
    dl->AddRectFilled(xf({p.x - r * 0.75f, p.y}), xf({p.x + r * 0.75f, p.y + r * 0.8f}), IM_COL32(226, 196, 150, 255));
  }
}

void DrawMonastery(ImDrawList* dl, const Xf& xf, bool abbey) {
  const float k = abbey ? 1.35f : 1.0f;
  const ImVec2 c(0.5f, 0.56f);
  const float w = 0.15f * k, h = 0.13f * k;
  const ImVec2 a = xf({c.x - w, c.y - h * 0.2f}), b = xf({c.x + w, c.y + h});
  dl->AddRectFilled(a, b, kMonastery);
  dl->AddRect(a, b, kInk, 0, 0, std::max(1.0f, xf.s * 0.015f));
  // roof
  dl->AddTriangleFilled(xf({c.x - w - 0.03f, c.y - h * 0.2f}), xf({c.x, c.y - h * 1.3f}),
                        xf({c.x + w + 0.03f, c.y - h * 0.2f}), kMonasteryRoof);
  // bell tower with a cross
  const ImVec2 t0 = xf({c.x - 0.035f * k, c.y - h * 1.9f}), t1 = xf({c.x + 0.035f * k, c.y - h * 0.8f});
  dl->AddRectFilled(t0, t1, kMonastery);
  dl->AddRect(t0, t1, kInk, 0, 0, std::max(1.0f, xf.s * 0.01f));
  const float lw = std::max(1.0f, xf.s * 0.018f);
  dl->AddLine(xf({c.x, c.y - h * 2.35f}), xf({c.x, c.y - h * 1.9f}), kInk, lw);
  dl->AddLine(xf({c.x - 0.03f, c.y - h * 2.2f}), xf({c.x + 0.03f, c.y - h * 2.2f}), kInk, lw);
  // door
  dl->AddRectFilled(xf({c.x - 0.03f * k, c.y + h * 0.45f}), xf({c.x + 0.03f * k, c.y + h}), kInk);
}

void DrawTowerBase(ImDrawList* dl, ImVec2 centre, float r, bool foundation) {
  if (foundation) {  // a square stone foundation, empty until a tower is built
    dl->AddRectFilled({centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}, kStoneDark, r * 0.2f);
    dl->AddRectFilled({centre.x - r * 0.7f, centre.y - r * 0.7f}, {centre.x + r * 0.7f, centre.y + r * 0.7f},
                      kStone, r * 0.15f);
    dl->AddRect({centre.x - r * 0.45f, centre.y - r * 0.45f}, {centre.x + r * 0.45f, centre.y + r * 0.45f},
                kStoneDark, 0, 0, std::max(1.0f, r * 0.12f));
    return;
  }
  // a round watchtower seen from above, with battlements
  dl->AddCircleFilled(centre, r, kStoneDark, 20);
  dl->AddCircleFilled(centre, r * 0.8f, kStone, 20);
  for (int i = 0; i < 8; ++i) {
    const float a = i * 3.14159265f / 4;
    const ImVec2 p(centre.x + std::cos(a) * r * 0.9f, centre.y + std::sin(a) * r * 0.9f);
    dl->AddCircleFilled(p, r * 0.14f, kStoneDark, 8);
  }
}

void DrawThief(ImDrawList* dl, ImVec2 c, float r, int value) {
  // A dark badge with a masked face and the thief's value.
  dl->AddCircleFilled(c, r, IM_COL32(36, 30, 40, 240), 20);
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

void DrawCoat(ImDrawList* dl, ImVec2 c, float h) {
  const float w = h * 0.8f;
  const ImVec2 pts[6] = {{c.x - w / 2, c.y - h / 2}, {c.x + w / 2, c.y - h / 2}, {c.x + w / 2, c.y},
                         {c.x, c.y + h / 2},         {c.x - w / 2, c.y},         {c.x - w / 2, c.y - h / 2}};
  dl->AddConvexPolyFilled(pts, 5, kCoat);
  dl->AddPolyline(pts, 6, kWhite, 0, std::max(1.0f, h * 0.1f));
  dl->AddLine({c.x, c.y - h * 0.35f}, {c.x, c.y + h * 0.3f}, kWhite, std::max(1.0f, h * 0.08f));
  dl->AddLine({c.x - w * 0.32f, c.y - h * 0.12f}, {c.x + w * 0.32f, c.y - h * 0.12f}, kWhite, std::max(1.0f, h * 0.08f));
}

void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 c, float r) {
  DrawTowerBase(dl, c, r, false);
  const float k = r * 0.55f;
  if (symbol == "coat") {
    DrawCoat(dl, c, k * 1.6f);
  } else if (symbol == "road") {
    dl->AddLine({c.x - k, c.y + k * 0.4f}, {c.x + k, c.y - k * 0.4f}, kRoadEdge, k * 0.7f);
    dl->AddLine({c.x - k, c.y + k * 0.4f}, {c.x + k, c.y - k * 0.4f}, kRoad, k * 0.45f);
  } else if (symbol == "monastery") {
    dl->AddRectFilled({c.x - k * 0.6f, c.y - k * 0.1f}, {c.x + k * 0.6f, c.y + k * 0.7f}, kMonastery);
    dl->AddTriangleFilled({c.x - k * 0.8f, c.y - k * 0.1f}, {c.x, c.y - k * 0.8f}, {c.x + k * 0.8f, c.y - k * 0.1f},
                          kMonasteryRoof);
  } else if (symbol == "city") {
    dl->AddRectFilled({c.x - k * 0.8f, c.y - k * 0.3f}, {c.x + k * 0.8f, c.y + k * 0.6f}, kCity);
    for (int i = 0; i < 3; ++i) {
      const float x = c.x - k * 0.8f + i * k * 0.6f;
      dl->AddRectFilled({x, c.y - k * 0.65f}, {x + k * 0.4f, c.y - k * 0.3f}, kCity);
    }
    dl->AddRect({c.x - k * 0.8f, c.y - k * 0.3f}, {c.x + k * 0.8f, c.y + k * 0.6f}, kWall, 0, 0, std::max(1.0f, k * 0.12f));
  } else {  // meeple
    dl->AddCircleFilled({c.x, c.y - k * 0.45f}, k * 0.3f, kInk, 10);
    const ImVec2 body[5] = {{c.x - k * 0.7f, c.y - k * 0.1f}, {c.x + k * 0.7f, c.y - k * 0.1f},
                            {c.x + k * 0.45f, c.y + k * 0.8f}, {c.x - k * 0.45f, c.y + k * 0.8f},
                            {c.x - k * 0.7f, c.y - k * 0.1f}};
    dl->AddConvexPolyFilled(body, 4, kInk);
  }
}

// The vector drawing itself, at any size.
void DrawTileDirect(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size) {
  const Xf xf{tl, size};
  const ImVec2 br(tl.x + size, tl.y + size);
  const bool details = size >= 28.0f;
  if (t.closes_edges) {  // the abbey: a paved square
    dl->AddRectFilled(tl, br, kStone);
    dl->AddRect(xf({0.06f, 0.06f}), xf({0.94f, 0.94f}), kStoneDark, 0, 0, std::max(1.0f, size * 0.02f));
  } else {
    dl->AddRectFilled(tl, br, kField);
  }
  if (details) {  // a few darker tufts so fields read as fields
    const float r = size * 0.012f;
    const ImVec2 tufts[4] = {{0.16f, 0.4f}, {0.62f, 0.86f}, {0.86f, 0.3f}, {0.36f, 0.12f}};
    if (!t.closes_edges)
      for (const ImVec2& p : tufts) dl->AddCircleFilled(xf(p), r, kFieldDark, 6);
  }
  // Rivers, then roads, then cities over their ends, then buildings and symbols.
  for (const FeatureDef& f : t.features)
    if (f.type == FeatureType::River) {
      const uint8_t m = BoardSides(f, rot);
      DrawPaths(dl, xf, PathOutline(m), size * 0.14f, kRiver, 0);
      if (std::popcount(m) == 1) dl->AddCircleFilled(xf({0.5f, 0.5f}), size * 0.16f, kRiver, 20);
    }
  int road_ends = 0;
  for (size_t i = 0; i < t.features.size(); ++i)
    if (t.features[i].type == FeatureType::Road) {
      if (std::popcount(BoardSides(t.features[i], rot)) == 1) ++road_ends;
      DrawPaths(dl, xf, FeaturePaths(t, rot, static_cast<int>(i)), size * 0.075f, kRoad, kRoadEdge);
    }
  for (const FeatureDef& f : t.features)
    if (f.type == FeatureType::City) DrawCity(dl, xf, BoardSides(f, rot), details);
  if (details)
    for (const FeatureDef& f : t.features)
      if (f.type == FeatureType::City && std::popcount(BoardSides(f, rot)) >= 2) DrawCityRoofs(dl, xf, BoardSides(f, rot));
  const bool centre_symbol = !t.watchtower.empty() || t.foundation;
  const int mon = MonasteryFeature(t);
  if (mon >= 0) DrawMonastery(dl, xf, t.closes_edges);
  // Roads that end on the tile meet at a crossing (or at the tower, when the tower stands there).
  if (road_ends >= 2 && mon < 0 && !(centre_symbol && TowerSpot(t, rot).x == 0.5f && TowerSpot(t, rot).y == 0.5f)) {
    const float r = size * 0.08f;
    dl->AddRectFilled(xf({0.5f - 0.08f, 0.5f - 0.08f}), xf({0.5f + 0.08f, 0.5f + 0.08f}), kMonastery);
    dl->AddRect(xf({0.5f - 0.08f, 0.5f - 0.08f}), xf({0.5f + 0.08f, 0.5f + 0.08f}), kInk, 0, 0, std::max(1.0f, r * 0.2f));
  }
  for (size_t i = 0; i < t.features.size(); ++i) {
    const FeatureDef& f = t.features[i];
    if (f.type != FeatureType::City || f.coats == 0) continue;
    const ImVec2 a = FeatureAnchor(t, rot, static_cast<int>(i));
    for (int k = 0; k < f.coats; ++k)
      DrawCoat(dl, xf({a.x + 0.13f + k * 0.1f, a.y - 0.02f - k * 0.06f}), size * 0.15f);
  }
  if (!t.watchtower.empty()) DrawTowerSymbol(dl, t.watchtower, xf(TowerSpot(t, rot)), size * 0.16f);
  if (t.foundation) DrawTowerBase(dl, xf(TowerSpot(t, rot)), size * 0.14f, true);
  if (t.thief > 0) DrawThief(dl, xf({0.85f, 0.85f}), size * 0.13f, t.thief);
  dl->AddRect(tl, br, kTileEdge);
}

namespace {

// Tiles on the board are drawn many times at the same few sizes: each (tile, rotation, level of
// detail) is drawn once at a reference size into a scratch list, and then copied, scaled, into the
// frame's list (about ten times faster than drawing the shapes again). The result is the same
// picture, so DrawTile stays a function of its arguments.
struct TileMesh {
  std::vector<ImDrawVert> vtx;
  std::vector<ImDrawIdx> idx;
  bool built = false;
};
constexpr float kRefSmall = 24.0f, kRefDetail = 72.0f;

const TileMesh& MeshFor(const TileDef& t, int rot, bool detail) {
  // Keyed by the tile itself, not by its catalogue index: the catalogues of two tile-data revisions
  // (an old game's and a new one's, or How to play's) share indices, not layouts. Their tiles live
  // as long as the rulebook, i.e. for the whole run.
  static std::unordered_map<const TileDef*, std::array<TileMesh, 8>> cache;
  TileMesh& m = cache[&t][static_cast<size_t>(rot & 3) * 2 + (detail ? 1 : 0)];
  if (m.built) return m;
  ImDrawList scratch(ImGui::GetDrawListSharedData());
  scratch._ResetForNewFrame();
  scratch.PushClipRectFullScreen();
  scratch.PushTextureID(ImGui::GetIO().Fonts->TexID);
  DrawTileDirect(&scratch, t, rot, ImVec2(0, 0), detail ? kRefDetail : kRefSmall);
  m.vtx.assign(scratch.VtxBuffer.begin(), scratch.VtxBuffer.end());
  m.idx.assign(scratch.IdxBuffer.begin(), scratch.IdxBuffer.end());
  m.built = true;
  return m;
}

}  // namespace

void DrawTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size) {
  // Large tiles (zoomed in, the HUD's preview) are drawn directly: crisp edges at any size.
  if (size > 110.0f || size < 12.0f) {
    DrawTileDirect(dl, t, rot, tl, size);
    return;
  }
  const bool detail = size >= 28.0f;
  const TileMesh& m = MeshFor(t, rot, detail);
  const float k = size / (detail ? kRefDetail : kRefSmall);
  dl->PrimReserve(static_cast<int>(m.idx.size()), static_cast<int>(m.vtx.size()));
  const ImDrawIdx base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  ImDrawVert* v = dl->_VtxWritePtr;
  for (const ImDrawVert& s : m.vtx) {
    v->pos = ImVec2(tl.x + s.pos.x * k, tl.y + s.pos.y * k);
    v->uv = s.uv;
    v->col = s.col;
    ++v;
  }
  ImDrawIdx* ix = dl->_IdxWritePtr;
  for (ImDrawIdx i : m.idx) *ix++ = static_cast<ImDrawIdx>(base + i);
  dl->_VtxWritePtr = v;
  dl->_IdxWritePtr = ix;
  dl->_VtxCurrentIdx += static_cast<unsigned int>(m.vtx.size());
}

void DrawFeatureOutline(ImDrawList* dl, const TileDef& t, int rot, int fi, ImVec2 tl, float size, ImU32 col) {
  const Xf xf{tl, size};
  const FeatureDef& f = t.features[static_cast<size_t>(fi)];
  const float w = std::max(2.0f, size * 0.05f);
  switch (f.type) {
    case FeatureType::City: {
      // The walls only: where two tiles of the city meet there is no border.
      const CityShape shape = CityOutline(BoardSides(f, rot));
      const size_t n = shape.pts.size();
      for (size_t i = 0; i < n; ++i)
        if (shape.wall[i]) dl->AddLine(xf(shape.pts[i]), xf(shape.pts[(i + 1) % n]), col, w);
      break;
    }
    case FeatureType::Road:
    case FeatureType::River: {
      std::vector<ImVec2> pts;
      for (const auto& line : FeaturePaths(t, rot, fi)) {
        pts.clear();
        for (const ImVec2& p : line) pts.push_back(xf(p));
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, w * 0.8f);
      }
      break;
    }
    case FeatureType::Monastery:
      dl->AddRect(xf({0.26f, 0.2f}), xf({0.74f, 0.8f}), col, size * 0.05f, 0, w);
      break;
    case FeatureType::Field: break;
  }
}

void DrawFeatureHighlight(ImDrawList* dl, const TileDef& t, int rot, int fi, ImVec2 tl, float size, ImU32 col) {
  const Xf xf{tl, size};
  const FeatureDef& f = t.features[static_cast<size_t>(fi)];
  switch (f.type) {
    case FeatureType::City: {
      const CityShape shape = CityOutline(BoardSides(f, rot));
      std::vector<ImVec2> pts;
      for (const ImVec2& p : shape.pts) pts.push_back(xf(p));
      FillStar(dl, pts.data(), static_cast<int>(pts.size()), xf(shape.fan_centre), col);
      break;
    }
    case FeatureType::Road:
    case FeatureType::River:
      DrawPaths(dl, xf, FeaturePaths(t, rot, fi), size * 0.12f, col, 0);
      break;
    case FeatureType::Monastery:
      dl->AddRectFilled(xf({0.3f, 0.3f}), xf({0.7f, 0.76f}), col, size * 0.05f);
      break;
    case FeatureType::Field: {
      // Fields: a wash over the tile plus a ring around where its figure stands.
      dl->AddRectFilled(tl, {tl.x + size, tl.y + size}, (col & 0x00FFFFFFu) | (((col >> 24) / 2) << 24));
      dl->AddCircle(xf(FeatureAnchor(t, rot, fi)), size * 0.12f, col | 0xFF000000u, 16, std::max(1.5f, size * 0.03f));
      break;
    }
  }
}

}  // namespace carc::ui
