#include "ui/screens/title_picture.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "carc/tile.h"
#include "ui/art/art.h"
#include "ui/board/board_view.h"
#include "ui/art/figure_draw.h"
#include "ui/base/palette.h"
#include "ui/art/tile_draw.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui {
namespace {

struct Laid {
  const TileDef* tile = nullptr;
  int rot = 0;
};

// Lays base tiles row by row so that each meets its west and north neighbours, trying tiles drawn as the
// box deals them (by their counts: more fields and roads than big cities) from a fixed seed, and never
// the same tile twice in a row.
std::vector<Laid> Landscape(int cols, int rows) {
  std::vector<const TileDef*> base;
  for (const TileDef& t : TheCatalog().tiles())
    if (t.set == "base")
      for (int k = 0; k < t.count; ++k) base.push_back(&t);
  std::vector<Laid> out(static_cast<size_t>(cols * rows));
  art::Rng rng(1215);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < cols; ++x) {
      const Laid* west = x > 0 ? &out[static_cast<size_t>(y * cols + x - 1)] : nullptr;
      const Laid* north = y > 0 ? &out[static_cast<size_t>((y - 1) * cols + x)] : nullptr;
      Laid& here = out[static_cast<size_t>(y * cols + x)];
      for (int attempt = 0; attempt < 400 && !here.tile; ++attempt) {
        const TileDef* t = base[static_cast<size_t>(rng.Below(static_cast<int>(base.size())))];
        const int rot = rng.Below(4);
        if (west && (west->tile == t || west->tile->EdgeAt(1, west->rot) != t->EdgeAt(3, rot))) continue;
        if (north && (north->tile == t || north->tile->EdgeAt(2, north->rot) != t->EdgeAt(0, rot))) continue;
        here = {t, rot};
      }
      if (!here.tile) here = {base[0], 0};  // (never seen: the base set fits any two edges)
    }
  }
  return out;
}

}  // namespace

void DrawTitlePicture(ImDrawList* dl, ImVec2 p0, ImVec2 size, float x0, float x1) {
  const float px = std::clamp(size.x / 8.5f, 40.0f, 80.0f);
  const int cols = static_cast<int>(std::ceil(size.x / px)) + 1, rows = static_cast<int>(std::ceil(size.y / px)) + 1;
  static std::vector<Laid> land;
  static int land_cols = 0, land_rows = 0;
  if (land_cols != cols || land_rows != rows) land = Landscape(cols, rows), land_cols = cols, land_rows = rows;
  // Centred: the picture is a window onto the landscape.
  const ImVec2 o(p0.x + (size.x - cols * px) * 0.5f, p0.y + (size.y - rows * px) * 0.5f);
  dl->PushClipRect(p0, ImVec2(p0.x + size.x, p0.y + size.y), true);
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x) {
      if (o.x + (x + 1) * px <= x0 || o.x + x * px >= x1) continue;  // not in the columns asked for
      const Laid& l = land[static_cast<size_t>(y * cols + x)];
      DrawTile(dl, *l.tile, l.rot, ImVec2(o.x + x * px, o.y + y * px), px, art::SquareSeed(x, y));
    }
  // A few figures: a knight in a city, a thief on a road, a monk, a farmer, one of each colour.
  const float fh = BoardView::FigureHeight(px) * 0.9f;
  const char* colours[4] = {"red", "blue", "yellow", "green"};
  const FeatureType wanted[4] = {FeatureType::City, FeatureType::Road, FeatureType::Monastery, FeatureType::Field};
  std::vector<int> used;  // columns with a figure already: spread them over the picture
  for (int k = 0; k < 4; ++k) {
    bool done = false;
    for (int d = 0; d < 2 * cols && !done; ++d) {
      const int x = cols / 2 + (d % 2 ? -(d + 1) / 2 : d / 2);
      if (x < 1 || x >= cols - 1) continue;
      bool near = false;
      for (int u : used) near = near || std::abs(u - x) < 2;
      if (near) continue;
      for (int y = 1; y < std::max(2, rows - 1) && !done; ++y) {
        const Laid& l = land[static_cast<size_t>(y * cols + x)];
        for (size_t f = 0; f < l.tile->features.size() && !done; ++f) {
          if (l.tile->features[f].type != wanted[k]) continue;
          const ImVec2 a = FeatureAnchor(*l.tile, l.rot, static_cast<int>(f));
          const ImVec2 at(o.x + (x + a.x) * px, o.y + (y + a.y) * px);
          DrawMeeple(dl, at, fh, palette::PlayerColor(colours[k]), palette::PlayerOutline(colours[k]),
                     wanted[k] == FeatureType::Field, palette::PlayerMarkOf(colours[k]));
          used.push_back(x);
          done = true;
        }
      }
    }
  }
  // Darker towards the bottom, where the title is written over it.
  dl->AddRectFilledMultiColor(ImVec2(p0.x, p0.y + size.y * 0.45f), ImVec2(p0.x + size.x, p0.y + size.y),
                              IM_COL32(10, 8, 4, 0), IM_COL32(10, 8, 4, 0), IM_COL32(10, 8, 4, 150), IM_COL32(10, 8, 4, 150));
  dl->PopClipRect();
}

void DrawExpansionPicture(ImDrawList* dl, const char* expansion, ImVec2 p0, float s) {
  const Catalog& cat = TheCatalog();
  auto tile = [&](const char* id, ImVec2 at, float size) {
    if (const TileDef* t = cat.Find(id)) {
      DrawTileShadow(dl, at, size);
      DrawTile(dl, *t, 0, at, size);
    }
  };
  const float fh = BoardView::FigureHeight(s) * 0.8f;
  auto figure = [&](FigureKind kind, const char* colour, ImVec2 at) {
    DrawFigure(dl, kind, at, fh, palette::PlayerColor(colour), palette::PlayerOutline(colour), false,
               palette::PlayerMarkOf(colour));
  };
  if (std::strcmp(expansion, "river") == 0) {
    tile("RA", p0, s);
  } else if (std::strcmp(expansion, "abbey-mayor") == 0) {
    tile("AMA", p0, s);
    figure(FigureKind::Mayor, "blue", ImVec2(p0.x + s * 0.8f, p0.y + s * 0.72f));
  } else if (std::strcmp(expansion, "watchtowers") == 0) {
    tile("WTC", p0, s);
  } else if (std::strcmp(expansion, "tower-thieves") == 0) {
    const TileDef* t = cat.Find("TTT1");
    tile("TTT1", p0, s);
    if (t) {
      const ImVec2 spot = TowerSpot(*t, 0);
      const ImVec2 top = DrawTower(dl, ImVec2(p0.x + spot.x * s, p0.y + spot.y * s), s, 3);
      DrawWatchman(dl, top, fh, palette::PlayerColor("red"), palette::PlayerOutline("red"), palette::PlayerMarkOf("red"));
    }
  } else if (std::strcmp(expansion, "inns-cathedrals") == 0) {
    // A cathedral, and a large meeple beside a meeple: the size says what it is.
    tile("IC11", p0, s);
    figure(FigureKind::Meeple, "yellow", ImVec2(p0.x + s * 0.2f, p0.y + s * 0.8f));
    figure(FigureKind::LargeMeeple, "red", ImVec2(p0.x + s * 0.76f, p0.y + s * 0.8f));
  } else if (std::strcmp(expansion, "traders-builders") == 0) {
    // A city with trade goods, its builder and a pig.
    tile("TB04", p0, s);
    figure(FigureKind::Builder, "blue", ImVec2(p0.x + s * 0.8f, p0.y + s * 0.5f));
    figure(FigureKind::Pig, "green", ImVec2(p0.x + s * 0.3f, p0.y + s * 0.84f));
  }
}

}  // namespace carc::ui
