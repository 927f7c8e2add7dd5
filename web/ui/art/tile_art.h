#pragma once
// The landscape on one tile, in layers (tile_draw.cpp stacks them): the ground and what lies flat on it,
// the river, the roads, the cities, what grows tall (bushes, trees), the buildings, the coats of arms.
// Everything is placed in board directions, after the tile's rotation, so that the light and the
// buildings' fronts are the same on every tile of the board. The features' shapes are tile_shapes'
// (what is drawn is what is hit); what decorates them is placed by a generator seeded with the board
// square and kept clear of every feature it does not belong to (TileArt::Open).
#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

#include "carc/tile.h"
#include "ui/art/art.h"
#include "ui/art/tile_shapes.h"

namespace carc::ui::art {

// Widths in tile units (web/ui/art/ART.md): the hit-tests' bands are 0.14 (roads) and 0.18 (river) wide.
constexpr float kRoadW = 0.09f, kRoadEdgeW = 0.115f, kVergeW = 0.165f;
constexpr float kRiverW = 0.15f, kBankW = 0.215f;

struct TileArt {
  TileArt(ImDrawList* dl, const TileDef& t, int rot, ImVec2 tl, float px, uint32_t seed);

  ImDrawList* dl;
  const TileDef& t;
  int rot;
  Xf xf;
  float px;       // the tile's size in pixels
  Detail detail;
  bool tiny;      // an icon (the log, the tiles left): below 30 px only the features and a few blocks
  uint32_t seed;

  struct City {
    int feature = 0;
    uint8_t mask = 0;
    CityShape shape;  // tile units
  };
  struct Path {
    int feature = 0;
    uint8_t mask = 0;
    std::vector<std::vector<ImVec2>> lines;  // tile units
  };
  std::vector<City> cities;
  std::vector<Path> roads, rivers;
  int road_ends = 0;          // road arms that end on the tile
  int monastery = -1;         // the monastery's feature, -1 when none
  ImVec2 building{0.5f, 0.5f};  // where the monastery's building stands (the foot of its front)
  float building_scale = 1.0f;
  bool has_tower = false;     // a watchtower or a tower foundation
  ImVec2 tower{0.5f, 0.5f};
  bool crossing = false;      // roads end in the middle: a hamlet or a well there
  bool farm = false;          // one road ends in the middle of a field: a farmhouse there
  bool river_centre = false;  // the river passes through the middle (roads ending there stop at its bank)
  struct Inn {
    ImVec2 foot;         // the foot of its front
    float pond_dx = 0;   // its pond beside it: east (> 0) or west (< 0), in tile units
  };
  std::vector<Inn> inns;      // PlaceInns

  // Whether nothing but open field lies within `margin` of p (and p is `margin` inside the tile): where
  // tufts, bushes and trees may go without hiding a boundary.
  bool Open(ImVec2 p, float margin) const;
  // A generator for one layer (`salt`), seeded by the square and the tile.
  Rng Random(uint32_t salt) const;
  float W(float units) const { return units * px; }
};

void DrawGround(TileArt& a);        // grass (the abbey: paving) with patches of lighter and darker green
void DrawFlatDecor(TileArt& a);     // small fields, tufts, flowers
void DrawRiver(TileArt& a);         // banks, water, current; the spring, the lake
void DrawRoads(TileArt& a);         // verges, edges, the surface, ruts; bridges
void DrawCities(TileArt& a);        // streets, houses, walls and their towers
void DrawRaisedDecor(TileArt& a);   // bushes and trees, with their shadows
void DrawBuildings(TileArt& a);     // hamlet or well, farmhouse, monastery or abbey, watchtower, foundation
void DrawCoats(TileArt& a);         // coats of arms as shields
// Inns & Cathedrals and Traders & Builders (landmarks.cpp): where the inns stand (the constructor calls
// it, so that Open keeps decoration away), the inns, the cathedral, the trade goods' tokens.
void PlaceInns(TileArt& a);
void DrawInns(TileArt& a);
void DrawCathedral(TileArt& a);
void DrawGoods(TileArt& a);
void DrawThiefBadge(TileArt& a);
void DrawTileEdge(TileArt& a);      // a soft bevel: the tile's edge visible, not a grid

// Shared with the HUD and the figures.
void DrawShield(ImDrawList* dl, ImVec2 centre, float h);
// A cottage seen from the south: its front, its roof; `w` its width in pixels.
void DrawCottage(ImDrawList* dl, ImVec2 foot, float w, ImU32 roof, float px);
// The watchtower's symbol (Watchtowers: what it counts) on a round plaque of radius r.
void DrawTowerSymbol(ImDrawList* dl, const std::string& symbol, ImVec2 centre, float r);
// A trade-goods token ("wine", "grain", "cloth") of radius r.
void DrawGoodsToken(ImDrawList* dl, std::string_view goods, ImVec2 centre, float r);

}  // namespace carc::ui::art
