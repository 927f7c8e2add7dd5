// The figure targets' circles (web/ui/board/target_spread.h): after spreading, no two overlap; circles
// already apart stay; a circle moves no farther than it must.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "ui/board/target_spread.h"

using carc::ui::SpreadCircles;

namespace {
float Dist(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

void CheckApart(const std::vector<ImVec2>& p, float r, float gap) {
  for (size_t i = 0; i < p.size(); ++i)
    for (size_t j = i + 1; j < p.size(); ++j) {
      INFO("circles " << i << " and " << j);
      CHECK(Dist(p[i], p[j]) >= 2 * r + gap - 0.05f);
    }
}
}  // namespace

TEST_CASE("circles already apart stay where they are") {
  const std::vector<ImVec2> at = {{0, 0}, {50, 0}, {0, 50}};
  const auto p = SpreadCircles(at, 20, 4);
  for (size_t i = 0; i < at.size(); ++i) CHECK(Dist(p[i], at[i]) == doctest::Approx(0));
}

TEST_CASE("two overlapping circles move apart equally along their line, no farther than needed") {
  const auto p = SpreadCircles({{100, 100}, {110, 100}}, 11, 2);
  CheckApart(p, 11, 2);
  CHECK(Dist(p[0], p[1]) < 24 + 0.1f);
  CHECK(p[0].y == doctest::Approx(100));
  CHECK(p[1].y == doctest::Approx(100));
  CHECK((p[0].x + p[1].x) / 2 == doctest::Approx(105));  // their middle stays
}

TEST_CASE("the spots of a tile seen from far away: nine circles in a few pixels, none over another") {
  // A tile 36 px wide: its city, roads, fields and monastery spots within it.
  std::vector<ImVec2> at;
  for (int k = 0; k < 9; ++k) at.push_back({200 + 6.0f * (k % 3), 300 + 6.0f * (k / 3)});
  at.push_back({206, 306});  // and one on the very spot of another
  const auto p = SpreadCircles(at, 18, 3);
  CheckApart(p, 18, 3);
  CHECK(SpreadCircles(at, 18, 3)[4].x == p[4].x);  // the same places every time
}

// Touch: the figures offered on a picked tile (pick_figures.h) ring it, so that a tap on the tile lays
// it and a tap on a circle lays it with that figure: no circle may reach onto the tile.
namespace {
void CheckOffTile(const std::vector<ImVec2>& p, ImVec2 c, float half, float r) {
  for (size_t i = 0; i < p.size(); ++i) {
    INFO("circle " << i << " at " << p[i].x << "," << p[i].y);
    // The circle's nearest point to the square lies outside it: past an edge by more than nothing.
    const float dx = std::max(0.0f, std::abs(p[i].x - c.x) - half), dy = std::max(0.0f, std::abs(p[i].y - c.y) - half);
    CHECK(std::hypot(dx, dy) >= r);
  }
}
}  // namespace

TEST_CASE("a picked tile's figures ring it, each in the direction of its spot, none on the tile") {
  using carc::ui::RingAround;
  const ImVec2 c{200, 300};
  // A city at the top, a road to the right, a field below, a monastery at the centre: 110 px tile.
  const std::vector<ImVec2> spots = {{200, 260}, {240, 300}, {200, 335}, {200, 300}};
  const auto p = RingAround(spots, c, 55, 18, 3);
  REQUIRE(p.size() == 4);
  CheckApart(p, 18, 3);
  CheckOffTile(p, c, 55, 18);
  CHECK(p[0].y < c.y - 55);   // the city's circle above the tile
  CHECK(p[1].x > c.x + 55);   // the road's to its right
  CHECK(p[2].y > c.y);        // the field's below (and the monastery's, pushed aside beside it)
  CHECK(p[3].y > c.y);
}

TEST_CASE("a dozen figures round a small tile: the ring widens, none over another or on the tile") {
  using carc::ui::RingAround;
  for (float half : {12.0f, 30.0f, 55.0f})
    for (int n : {1, 2, 5, 12}) {
      std::vector<ImVec2> spots;
      for (int i = 0; i < n; ++i)  // spots crowded on one side and on the centre, as a tile's can be
        spots.push_back({100 + half * 0.3f * static_cast<float>(i % 3 - 1) * (i % 2), 100 + half * 0.2f * static_cast<float>(i % 4)});
      const auto p = RingAround(spots, {100, 100}, half, 18, 3);
      INFO("half " << half << ", " << n << " circles");
      REQUIRE(p.size() == spots.size());
      CheckApart(p, 18, 3);
      CheckOffTile(p, {100, 100}, half, 18);
      CHECK(RingAround(spots, {100, 100}, half, 18, 3)[0].x == p[0].x);  // the same input, the same places
    }
}
