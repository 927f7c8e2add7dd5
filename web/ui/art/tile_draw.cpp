#include "ui/art/tile_draw.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>
#include <vector>

#include "ui/art/art.h"
#include "ui/base/palette.h"
#include "ui/base/picture.h"
#include "ui/art/tile_art.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui {
namespace {

using namespace palette;

// The vector drawing itself, at any size, layer by layer (tile_art.h).
void DrawTileDirect(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size, uint32_t seed) {
  dl->PushClipRect(tl, ImVec2(tl.x + size, tl.y + size), true);
  art::TileArt a(dl, t, rot, tl, size, seed);
  art::DrawGround(a);
  art::DrawFlatDecor(a);
  art::DrawRiver(a);
  art::DrawRoads(a);
  art::DrawCities(a);
  art::DrawCathedral(a);
  art::DrawRaisedDecor(a);
  art::DrawBuildings(a);
  art::DrawInns(a);
  art::DrawCoats(a);
  art::DrawGoods(a);
  art::DrawThiefBadge(a);
  art::DrawTileEdge(a);
  dl->PopClipRect();
}

// Tiles off the board (the hand, the log, the tiles left, the help) are drawn every frame at a few
// sizes: each (tile, rotation, level of detail) is drawn once at a reference size into a scratch list
// and then copied, scaled, into the frame's list - several times faster than drawing the shapes again,
// and the same picture. (The board itself keeps its tiles as textures: board_layer.h.)
struct TileMesh {
  std::vector<ImDrawVert> vtx;
  std::vector<ImDrawIdx> idx;
};
constexpr float kRefFar = 32.0f, kRefMid = 64.0f;

uint64_t AtlasGeneration() {
  // Cached meshes hold the font atlas' white pixel (and glyphs): a new atlas draws them again.
  const ImFontAtlas* fonts = ImGui::GetIO().Fonts;
  uint64_t g = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(fonts->TexID));
  g = g * 31 + static_cast<uint64_t>(fonts->TexWidth) * 7919 + static_cast<uint64_t>(fonts->TexHeight);
  g = g * 31 + static_cast<uint64_t>(fonts->TexUvWhitePixel.x * 1e6f) * 131 + static_cast<uint64_t>(fonts->TexUvWhitePixel.y * 1e6f);
  return g;
}

const TileMesh& MeshFor(const TileDef& t, int rot, art::Detail detail) {
  // Keyed by the tile itself, not by its catalogue index: the catalogues of two tile-data revisions
  // (an old game's and a new one's, or How to play's) share indices, not layouts. Their tiles live
  // as long as the rulebook, i.e. for the whole run.
  static std::unordered_map<const TileDef*, std::array<TileMesh, 8>> cache;
  static uint64_t generation = 0;
  const uint64_t g = AtlasGeneration();
  if (g != generation) cache.clear(), generation = g;
  TileMesh& m = cache[&t][static_cast<size_t>(rot & 3) * 2 + (detail == art::Detail::Far ? 0 : 1)];
  if (!m.vtx.empty()) return m;
  ImDrawList scratch(ImGui::GetDrawListSharedData());
  scratch._ResetForNewFrame();
  scratch.PushClipRectFullScreen();
  scratch.PushTextureID(ImGui::GetIO().Fonts->TexID);
  DrawTileDirect(&scratch, t, rot, ImVec2(0, 0), detail == art::Detail::Far ? kRefFar : kRefMid, 0);
  m.vtx.assign(scratch.VtxBuffer.begin(), scratch.VtxBuffer.end());
  m.idx.assign(scratch.IdxBuffer.begin(), scratch.IdxBuffer.end());
  return m;
}

// The cardboard's edge of a tile raised off the table: its south and east sides, seen from the south.
void DrawTileThickness(ImDrawList* dl, ImVec2 tl, float size) {
  const float t = std::max(1.5f, size * 0.035f);
  const ImVec2 br(tl.x + size, tl.y + size);
  const ImVec2 east[4] = {{br.x, tl.y}, {br.x + t * 0.55f, tl.y + t}, {br.x + t * 0.55f, br.y + t}, {br.x, br.y}};
  const ImVec2 south[4] = {{tl.x, br.y}, {br.x, br.y}, {br.x + t * 0.55f, br.y + t}, {tl.x + t * 0.55f, br.y + t}};
  dl->AddConvexPolyFilled(east, 4, IM_COL32(92, 74, 46, 255));
  dl->AddConvexPolyFilled(south, 4, IM_COL32(120, 98, 64, 255));
}

// In the page, those tiles are rather painted once into a small texture each (tile, rotation, size in
// device pixels) and shown as an image: a frame then costs four vertices for each (the log shows a
// dozen, the tiles left two dozen). A tile covers its square, so the texture is opaque: it needs no
// premultiplied blending.
struct Icon {
  const TileDef* tile = nullptr;  // (not its catalogue index: see MeshFor)
  int rot = 0, texels = 0;
  uint64_t generation = 0;
  int used = 0;  // the frame it was last shown
  PictureTexture tex;
};

bool DrawIcon(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size) {
  if (!PictureTexture::Available()) return false;
  static std::vector<Icon> icons;
  const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
  const int texels = static_cast<int>(std::lround(size * scale));
  const uint64_t g = AtlasGeneration();
  const int frame = ImGui::GetFrameCount();
  Icon* icon = nullptr;
  for (Icon& i : icons)
    if (i.tile == &t && i.rot == (rot & 3) && i.texels == texels && i.generation == g) icon = &i;
  if (!icon) {
    if (icons.size() >= 200) {  // let the longest unseen go
      size_t oldest = 0;
      for (size_t i = 1; i < icons.size(); ++i)
        if (icons[i].used < icons[oldest].used) oldest = i;
      icons.erase(icons.begin() + static_cast<long>(oldest));
    }
    icons.emplace_back();
    icon = &icons.back();
    icon->tile = &t, icon->rot = rot & 3, icon->texels = texels, icon->generation = g;
    const float side = texels / scale;
    if (!icon->tex.Paint(ImVec2(0, 0), ImVec2(side, side), scale,
                         [&](ImDrawList* list) { DrawTileDirect(list, t, rot, ImVec2(0, 0), side, 0); })) {
      icons.pop_back();
      return false;
    }
  }
  icon->used = frame;
  icon->tex.Show(dl, tl, ImVec2(tl.x + size, tl.y + size));
  return true;
}

}  // namespace

void DrawTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size, uint32_t seed) {
  const art::Detail detail = art::DetailFor(size);
  if (seed == 0 && size >= 8.0f && size <= 128.0f && DrawIcon(dl, t, rot, tl, size)) return;
  // Board squares (a seed) and large tiles are drawn directly: crisp at any size.
  if (seed != 0 || size < 12.0f || detail == art::Detail::Near) {
    DrawTileDirect(dl, t, rot, tl, size, seed);
    return;
  }
  const TileMesh& m = MeshFor(t, rot, detail);
  const float k = size / (detail == art::Detail::Far ? kRefFar : kRefMid);
  dl->PushClipRect(tl, ImVec2(tl.x + size, tl.y + size), true);
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
  dl->PopClipRect();
}

void DrawTileShadow(ImDrawList* dl, ImVec2 tl, float size, float lift) {
  // One light for everything (art.h): the shadow falls south-east, farther and softer the higher the
  // tile is held.
  const float d = size * (0.035f + 0.09f * lift);
  const ImVec2 o(d * art::kShadowX, d * art::kShadowY);
  for (int i = 0; i < 3; ++i) {
    const float g = size * (0.012f + 0.03f * lift) * static_cast<float>(i);
    const int alpha = static_cast<int>((lift > 0 ? 46.0f : 40.0f) - i * 10.0f);
    dl->AddRectFilled(ImVec2(tl.x + o.x - g, tl.y + o.y - g), ImVec2(tl.x + size + o.x + g, tl.y + size + o.y + g),
                      IM_COL32(16, 8, 2, alpha), g + size * 0.01f);
  }
}

void DrawLiftedTile(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float size, float lift, uint32_t seed) {
  DrawTileShadow(dl, tl, size, lift);
  DrawTileThickness(dl, tl, size);
  DrawTile(dl, t, rot, tl, size, seed);
}

void FillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 col) { art::FillStar(dl, pts, n, centre, col); }
void DrawCoat(ImDrawList* dl, ImVec2 c, float h) { art::DrawShield(dl, c, h); }
void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 c, float r) { art::DrawTowerSymbol(dl, symbol, c, r); }
void DrawGoodsToken(ImDrawList* dl, std::string_view goods, ImVec2 c, float r) { art::DrawGoodsToken(dl, goods, c, r); }

void DrawFeatureOutline(ImDrawList* dl, const TileDef& t, int rot, int fi, ImVec2 tl, float size, ImU32 col) {
  const art::Xf xf{tl, size};
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
  const art::Xf xf{tl, size};
  const FeatureDef& f = t.features[static_cast<size_t>(fi)];
  switch (f.type) {
    case FeatureType::City: {
      const CityShape shape = CityOutline(BoardSides(f, rot));
      std::vector<ImVec2> pts;
      for (const ImVec2& p : shape.pts) pts.push_back(xf(p));
      art::FillStar(dl, pts.data(), static_cast<int>(pts.size()), xf(shape.fan_centre), col);
      break;
    }
    case FeatureType::Road:
    case FeatureType::River: {
      std::vector<ImVec2> pts;
      const float w = size * (f.type == FeatureType::River ? 0.18f : 0.13f);
      for (const auto& line : FeaturePaths(t, rot, fi)) {
        pts.clear();
        for (const ImVec2& p : line) pts.push_back(xf(p));
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, w);
      }
      break;
    }
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
