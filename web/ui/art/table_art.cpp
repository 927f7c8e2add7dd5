#include "ui/art/table_art.h"

#include <cmath>
#include <vector>

#include "ui/art/art.h"
#include "ui/base/palette.h"

namespace carc::ui {

void DrawTable(ImDrawList* dl, ImVec2 p0, ImVec2 size) {
  using namespace art;
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  dl->AddRectFilled(p0, p1, palette::kTable);
  Rng rng(20261201);
  const float plank = 92.0f;  // CSS pixels: the same boards on every screen
  std::vector<ImVec2> grain;
  for (float y = p0.y - rng.Range(0, plank); y < p1.y; y += plank) {
    const ImU32 tone = Vary(palette::kTable, rng, 0.09f);
    dl->AddRectFilled(ImVec2(p0.x, y), ImVec2(p1.x, y + plank), tone);
    // The grain: long, slowly waving lines, some lighter, some darker than the board.
    const int lines = 7 + rng.Below(4);
    for (int i = 0; i < lines; ++i) {
      const float base = y + rng.Range(6, plank - 6), amp = rng.Range(1.5f, 5.0f), len = rng.Range(140, 320);
      const float phase = rng.Range(0, 6.28f);
      const ImU32 col = rng.Chance(0.5f) ? Alpha(palette::kTableGrain, rng.Range(0.25f, 0.5f))
                                         : Alpha(palette::kTableLight, rng.Range(0.2f, 0.4f));
      grain.clear();
      for (float x = p0.x - 20; x <= p1.x + 20; x += 24)
        grain.push_back(ImVec2(x, base + std::sin((x - p0.x) / len * 6.28f + phase) * amp));
      dl->AddPolyline(grain.data(), static_cast<int>(grain.size()), col, 0, rng.Range(0.8f, 1.8f));
    }
    if (rng.Chance(0.4f)) {  // a knot
      const ImVec2 k(p0.x + rng.Range(0, size.x), y + rng.Range(20, plank - 20));
      for (int r = 3; r >= 1; --r)
        Ellipse(dl, k, ImVec2(r * 5.0f, r * 2.2f), Alpha(palette::kTableGrain, 0.18f + 0.12f * (3 - r)), 16);
    }
    // Where two boards meet end to end.
    for (float x = p0.x + rng.Range(0, 400); x < p1.x; x += rng.Range(380, 720))
      dl->AddLine(ImVec2(x, y), ImVec2(x, y + plank), Alpha(palette::kTableGrain, 0.8f), 1.5f);
    dl->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), palette::kTableGrain, 2.0f);
    dl->AddLine(ImVec2(p0.x, y + 2), ImVec2(p1.x, y + 2), Alpha(palette::kTableLight, 0.35f), 1.0f);
  }
  // Darker towards the edges of the view, as under a lamp over the board.
  const float v = std::min(size.x, size.y) * 0.22f;
  const ImU32 dark = IM_COL32(20, 12, 6, 120), clear = IM_COL32(20, 12, 6, 0);
  dl->AddRectFilledMultiColor(p0, ImVec2(p1.x, p0.y + v), dark, dark, clear, clear);
  dl->AddRectFilledMultiColor(ImVec2(p0.x, p1.y - v), p1, clear, clear, dark, dark);
  dl->AddRectFilledMultiColor(p0, ImVec2(p0.x + v, p1.y), dark, clear, clear, dark);
  dl->AddRectFilledMultiColor(ImVec2(p1.x - v, p0.y), p1, clear, dark, dark, clear);
}

}  // namespace carc::ui
