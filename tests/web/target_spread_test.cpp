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
