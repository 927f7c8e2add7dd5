#pragma once
// The shapes of a tile's features in tile-unit space: (0,0) is the tile's north-west corner, (1,1) its
// south-east corner, x east, y south; everything is already rotated into board directions. Pure
// functions of the TileDef: drawing (tile_draw.cpp), figure placement targets and hover hit-tests all
// use these, so what is drawn is what is hit.
#include <imgui.h>

#include <vector>

#include "carc/tile.h"

namespace carc::ui {

// Closed outline of a city segment touching the sides of `side_mask` (board directions), clockwise.
// `wall[i]` is true when the segment from point i to i+1 is a wall (not a tile edge).
struct CityShape {
  std::vector<ImVec2> pts;
  std::vector<bool> wall;
  ImVec2 fan_centre;  // the outline is star-shaped around this point (fill as a triangle fan)
};
CityShape CityOutline(uint8_t side_mask);

// Polyline(s) of a road or river touching the sides of `side_mask`: one polyline per arm when the
// feature ends on the tile, or one through-path for two sides.
std::vector<std::vector<ImVec2>> PathOutline(uint8_t side_mask);
// The polylines of road or river feature `f` of the tile as drawn and hit: PathOutline of its sides,
// except that a lone road end facing a city cap runs on to the city's gate (the thief-4 tile).
std::vector<std::vector<ImVec2>> FeaturePaths(const TileDef& t, int rot, int f);

// Where a figure stands on feature `f` of the tile (and where its placement target is drawn).
ImVec2 FeatureAnchor(const TileDef& t, int rot, int f);
// A corner of the tile, for barns: NE=0 SE=1 SW=2 NW=3.
ImVec2 CornerPoint(int corner);
// Where the watchtower or the tower foundation stands.
ImVec2 TowerSpot(const TileDef& t, int rot);
// The feature under the point p (tile units), or -1.
int FeatureAt(const TileDef& t, int rot, ImVec2 p);

// Helpers for the geometry of sides (board directions).
ImVec2 SideMid(int side);
ImVec2 HalfPoint(int half);
uint8_t BoardSides(const FeatureDef& f, int rot);
uint8_t BoardHalves(const FeatureDef& f, int rot);
int MonasteryFeature(const TileDef& t);  // index of the monastery/abbey feature, -1 if none

// Geometry helpers the drawing shares with the hit-tests (the same tests, so a drawing that keeps clear
// of a feature keeps clear of what is hit as that feature).
bool InsidePolygon(const std::vector<ImVec2>& poly, ImVec2 p);
// The distance from p to a polyline (closed: also its last segment back to the first point).
float DistanceToPolyline(const std::vector<ImVec2>& line, ImVec2 p, bool closed = false);

}  // namespace carc::ui
