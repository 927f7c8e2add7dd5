#include "ui/panels/move_note.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/panels/event_log.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

struct Rect {
  ImVec2 min, max;
  bool Overlaps(const Rect& o) const { return min.x < o.max.x && o.min.x < max.x && min.y < o.max.y && o.min.y < max.y; }
  bool Inside(ImVec2 lo, ImVec2 hi) const { return min.x >= lo.x && min.y >= lo.y && max.x <= hi.x && max.y <= hi.y; }
};

Rect SquareOnScreen(const BoardView& view, Pos p) {
  const ImVec2 a = view.WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  return {a, ImVec2(a.x + view.TilePx(), a.y + view.TilePx())};
}

// Where the card of `size` goes: beside the tile (right, left, above, below; then a square farther
// out), inside the board's area, over neither the tile nor a square where the tile in hand fits. On a
// phone early in a game those squares ring the tile and leave no room beside it (three squares span
// the screen): the card then stands at an edge of the board's area, level with the tile when it can
// (above or below it first, where the eye goes), still over none of them. False when no such place
// is in view (the log still tells it).
bool PlaceCard(const BoardView& view, const TurnOptions& opts, Pos tile, ImVec2 size, ImVec2* at) {
  const float margin = 6.0f;
  const ImVec2 lo(view.AreaMin().x + margin, view.AreaMin().y + margin);
  const ImVec2 hi(view.AreaMax().x - margin, view.AreaMax().y - margin);
  std::vector<Rect> clear{SquareOnScreen(view, tile)};
  for (const auto& [p, rots] : opts.placements) clear.push_back(SquareOnScreen(view, p));
  const Rect t = clear.front();
  const ImVec2 c((t.min.x + t.max.x) * 0.5f, (t.min.y + t.max.y) * 0.5f);
  // In the area, over neither the tile nor a square where the tile in hand fits.
  const auto free = [&](const Rect& card) {
    return card.Inside(lo, hi) && std::none_of(clear.begin(), clear.end(), [&](const Rect& r) { return r.Overlaps(card); });
  };
  for (const float away : {margin, margin + view.TilePx()}) {
    const ImVec2 spots[4] = {{t.max.x + away, c.y - size.y * 0.5f}, {t.min.x - away - size.x, c.y - size.y * 0.5f},
                             {c.x - size.x * 0.5f, t.min.y - away - size.y}, {c.x - size.x * 0.5f, t.max.y + away}};
    for (ImVec2 s : spots) {
      // Slid along the edge it stands by, into the area when it can.
      s.x = std::clamp(s.x, std::min(lo.x, hi.x - size.x), std::max(lo.x, hi.x - size.x));
      s.y = std::clamp(s.y, std::min(lo.y, hi.y - size.y), std::max(lo.y, hi.y - size.y));
      const Rect card{s, ImVec2(s.x + size.x, s.y + size.y)};
      // Still by the tile (a tile out of view has its card nowhere).
      const float gap = std::max({t.min.x - card.max.x, card.min.x - t.max.x, t.min.y - card.max.y, card.min.y - t.max.y});
      if (gap <= view.TilePx() + 2 * margin && free(card)) {
        *at = s;
        return true;
      }
    }
  }
  const auto clamp_x = [&](float x) { return std::clamp(x, lo.x, std::max(lo.x, hi.x - size.x)); };
  const auto clamp_y = [&](float y) { return std::clamp(y, lo.y, std::max(lo.y, hi.y - size.y)); };
  const ImVec2 edges[4] = {{clamp_x(c.x - size.x * 0.5f), lo.y}, {clamp_x(c.x - size.x * 0.5f), hi.y - size.y},
                           {lo.x, clamp_y(c.y - size.y * 0.5f)}, {hi.x - size.x, clamp_y(c.y - size.y * 0.5f)}};
  for (const ImVec2& s : edges) {
    if (free(Rect{s, ImVec2(s.x + size.x, s.y + size.y)})) {
      *at = s;
      return true;
    }
  }
  return false;
}

}  // namespace

void MoveNote::MovedElsewhere(const GameState& s, const Events& events, size_t first_event, double now_ms) {
  std::vector<std::string> lines;
  Pos square{0, 0};
  bool have_square = false;
  for (const LogTurn& t : DescribeLog(s, events)) {
    if (t.kind != LogTurn::Kind::Turn) continue;  // the final scoring has the end's own dialog
    for (const LogLine& l : t.lines) {
      if (!l.score || l.first_event < first_event) continue;
      lines.push_back(l.text);
      // By the move's tile (the turn's square); a score without one (a watchtower's...) by its feature.
      if (!have_square && (!t.header.squares.empty() || !l.squares.empty())) {
        square = t.header.squares.empty() ? l.squares.front() : t.header.squares.front();
        have_square = true;
      }
    }
  }
  if (lines.empty() || !have_square) return;  // nothing scored: the tile on view says it all
  lines_ = std::move(lines);
  square_ = square;
  start_ms_ = now_ms;
}

bool MoveNote::Fading(double now_ms) const {
  const double age = now_ms - start_ms_;
  return !lines_.empty() && age >= kShowMs && age < kShowMs + kFadeMs;
}

void MoveNote::Draw(const BoardView& view, const TurnOptions& opts, double now_ms, bool fade) {
  if (lines_.empty()) return;
  const double age = now_ms - start_ms_;
  if (age >= kShowMs + (fade ? kFadeMs : 0.0)) {
    lines_.clear();
    return;
  }
  const float alpha = age < kShowMs ? 1.0f : static_cast<float>(1.0 - (age - kShowMs) / kFadeMs);
  // As wide as its longest sentence, up to a width that reads on a phone.
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 pad = style.WindowPadding;
  const float area_w = view.AreaMax().x - view.AreaMin().x;
  const float wrap = std::max(80.0f, std::min(300.0f, area_w * 0.6f) - 2 * pad.x);
  ImVec2 text(0, 0);
  for (const std::string& l : lines_) {
    const ImVec2 m = MeasureWrapped(l, wrap);
    text.x = std::max(text.x, m.x);
    text.y += m.y + (text.y > 0 ? style.ItemSpacing.y : 0.0f);
  }
  const ImVec2 size(std::ceil(text.x) + 2 * pad.x, std::ceil(text.y) + 2 * pad.y);
  ImVec2 at;
  if (!PlaceCard(view, opts, square_, size, &at)) return;
  ImGui::SetNextWindowPos(at);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.5f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(34, 44, 30, 235));
  ImGui::PushStyleColor(ImGuiCol_Border, palette::kHighlight);
  // Passes every touch and click through: it only tells.
  ImGui::Begin("##move-note", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(2);
  for (const std::string& l : lines_) TextColored(palette::kHighlight, l, true);  // wrapped at the card's width
  marks::Mark("move-note", ImGui::GetWindowPos(),
              ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetWindowHeight()));
  ImGui::End();
}

nlohmann::json MoveNote::Json(double now_ms) const {
  if (lines_.empty()) return nullptr;
  return {{"lines", lines_}, {"square", {square_.x, square_.y}}, {"ageMs", now_ms - start_ms_}};
}

}  // namespace carc::ui
