#include "ui/board/target_spread.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace carc::ui {

std::vector<ImVec2> SpreadCircles(const std::vector<ImVec2>& at, float r, float gap) {
  std::vector<ImVec2> p = at;
  const float need = 2 * r + gap;
  // A few rounds settle a tile's spots (at most a dozen circles); each round only ever pushes apart.
  for (int round = 0; round < 64; ++round) {
    bool moved = false;
    for (size_t i = 0; i < p.size(); ++i)
      for (size_t j = i + 1; j < p.size(); ++j) {
        float dx = p[j].x - p[i].x, dy = p[j].y - p[i].y;
        float d = std::sqrt(dx * dx + dy * dy);
        if (d >= need - 0.01f) continue;
        if (d < 1e-3f) {  // the same spot: a direction of their own, by index (golden angle)
          const float a = 2.39996f * static_cast<float>(j);
          dx = std::cos(a), dy = std::sin(a), d = 0;
        } else {
          dx /= d, dy /= d;
        }
        const float push = (need - d) * 0.5f + 0.01f;
        p[i].x -= dx * push, p[i].y -= dy * push;
        p[j].x += dx * push, p[j].y += dy * push;
        moved = true;
      }
    if (!moved) break;
  }
  return p;
}

std::vector<ImVec2> RingAround(const std::vector<ImVec2>& at, ImVec2 centre, float half, float r, float gap) {
  const size_t n = at.size();
  if (n == 0) return {};
  constexpr float kTurn = 6.2831853f;
  const float need = 2 * r + gap;
  // Past the tile's corners (half * sqrt 2), and wide enough for all of them round it: two neighbours
  // an angle 2 pi / n apart are 2 R sin(pi / n) apart.
  float ring = half * 1.41422f + r * 1.3f + 2;  // (a press reaches 1.26 r: BoardView::Draw)
  if (n > 1) ring = std::max(ring, need / (2 * std::sin(kTurn / 2 / static_cast<float>(n))) + 0.5f);
  const float apart = 2 * std::asin(std::min(1.0f, need / (2 * ring)));  // the angle between two neighbours
  std::vector<float> angle(n);
  for (size_t i = 0; i < n; ++i) {
    const float dx = at[i].x - centre.x, dy = at[i].y - centre.y;
    angle[i] = std::hypot(dx, dy) < half * 0.1f ? kTurn / 4 : std::atan2(dy, dx);  // (screen y grows downwards)
  }
  // Round the ring in order of angle (equal angles by index: the same input, the same places), cut
  // where the widest gap between two of them is: then spaced as on a line.
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (float& a : angle) a = std::fmod(a + kTurn, kTurn);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return angle[a] < angle[b]; });
  size_t first = 0;
  float widest = -1;
  for (size_t k = 0; k < n; ++k) {
    const float gap_after = std::fmod(angle[order[(k + 1) % n]] - angle[order[k]] + kTurn, kTurn);
    if ((n == 1 ? kTurn : gap_after) > widest) widest = n == 1 ? kTurn : gap_after, first = (k + 1) % n;
  }
  std::vector<float> want(n);  // the angles in that order, increasing
  for (size_t k = 0; k < n; ++k) {
    want[k] = angle[order[(first + k) % n]];
    if (k > 0 && want[k] < want[k - 1]) want[k] += kTurn;
  }
  // Runs of neighbours too close are placed as one, `apart` from each other and centred on the mean of
  // their angles; runs that come to touch are joined, until none does.
  struct Run {
    size_t from, count;
    float mean;
    float Start(float step) const { return mean - step * (static_cast<float>(count) - 1) / 2; }
    float End(float step) const { return mean + step * (static_cast<float>(count) - 1) / 2; }
  };
  std::vector<Run> runs;
  for (size_t k = 0; k < n; ++k) {
    runs.push_back({k, 1, want[k]});
    while (runs.size() > 1 && runs[runs.size() - 2].End(apart) + apart > runs.back().Start(apart)) {
      const Run b = runs.back();
      runs.pop_back();
      Run& a = runs.back();
      a.mean = (a.mean * static_cast<float>(a.count) + b.mean * static_cast<float>(b.count)) / static_cast<float>(a.count + b.count);
      a.count += b.count;
    }
  }
  std::vector<float> placed(n);
  for (const Run& run : runs)
    for (size_t j = 0; j < run.count; ++j) placed[run.from + j] = run.Start(apart) + apart * static_cast<float>(j);
  if (n > 1 && placed[n - 1] - placed[0] > kTurn - apart)  // the way round closes up: evenly spaced instead
    for (size_t k = 1; k < n; ++k) placed[k] = placed[0] + kTurn * static_cast<float>(k) / static_cast<float>(n);
  for (size_t k = 0; k < n; ++k) angle[order[(first + k) % n]] = placed[k];
  std::vector<ImVec2> p(n);
  for (size_t i = 0; i < n; ++i) p[i] = {centre.x + ring * std::cos(angle[i]), centre.y + ring * std::sin(angle[i])};
  return p;
}

}  // namespace carc::ui
