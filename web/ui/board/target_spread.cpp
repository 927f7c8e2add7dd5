#include "ui/board/target_spread.h"

#include <cmath>

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

}  // namespace carc::ui
