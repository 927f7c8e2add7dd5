#include "ui/panels/score_chart.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "i18n/i18n.h"
#include "ui/text/look.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

std::vector<int> ScoresOf(const GameState& s) {
  std::vector<int> out;
  for (const PlayerState& p : s.players) out.push_back(p.score);
  return out;
}

// A round step for the axis: 1, 2, 5, 10, 20, 50... so that about `ticks` marks fit in `range`.
int NiceStep(int range, int ticks) {
  const double raw = std::max(1.0, static_cast<double>(range) / std::max(1, ticks));
  const double mag = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * mag) return static_cast<int>(m * mag);
  return static_cast<int>(10 * mag);
}

}  // namespace

ScoreHistory ScoreHistoryOf(const GameRecord& record) {
  ScoreHistory h;
  RecordCursor cursor;
  if (!cursor.Start(record, nullptr)) return h;
  const GameState& s = cursor.State();
  h.scores.push_back(std::vector<int>(s.players.size(), 0));
  int turn = s.turn;
  while (!cursor.AtEnd()) {
    if (cursor.Step(nullptr)) break;  // refused: the history so far
    if (s.turn != turn) {
      h.scores.push_back(ScoresOf(s));
      turn = s.turn;
    }
  }
  if (h.scores.size() == 1 || ScoresOf(s) != h.scores.back()) h.scores.push_back(ScoresOf(s));
  return h;
}

void DrawScoreChart(const GameState& s, const ScoreHistory& h, ImVec2 size) {
  PlayerLines lines{{}, i18n::T("final.chart.points")};
  for (const auto& row : h.scores) lines.rows.emplace_back(row.begin(), row.end());
  // Its last row is after the final scoring: the lines end with the final scores.
  DrawPlayerLines(s, lines, size);
}

void DrawPlayerLines(const GameState& s, const PlayerLines& lines, ImVec2 size) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::Dummy(size);
  const auto& rows = lines.rows;
  if (rows.size() < 2 || s.NumPlayers() == 0) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float fs = ImGui::GetFontSize() * 0.85f;
  ImFont* small = Font(FontRole::Small);
  const ImU32 ink = IM_COL32(230, 226, 210, 255), faint = IM_COL32(255, 255, 255, 30),
              muted = IM_COL32(190, 186, 170, 255);
  auto value = [&](size_t k, int p) {
    return p < static_cast<int>(rows[k].size()) ? rows[k][static_cast<size_t>(p)] : 0.0;
  };

  double hi = 1, lo = 0;
  for (size_t k = 0; k < rows.size(); ++k)
    for (int p = 0; p < s.NumPlayers(); ++p) hi = std::max(hi, value(k, p)), lo = std::min(lo, value(k, p));
  int top = static_cast<int>(std::ceil(hi)), bottom = static_cast<int>(std::floor(lo));
  const int step_y = NiceStep(top - bottom, 5);
  top = (top + step_y - 1) / step_y * step_y;
  bottom = bottom < 0 ? -((-bottom + step_y - 1) / step_y * step_y) : 0;
  const int turns = static_cast<int>(rows.size()) - 1;
  const int step_x = NiceStep(turns, std::max(2, static_cast<int>(size.x / (fs * 4.5f))));

  // The plot area: room for the values' numbers at the left, the turns' numbers and the axis name
  // below, the values' axis name above the numbers, and the last values at the right.
  const std::string& values_label = lines.values_label;
  const std::string turns_label = i18n::T("final.chart.turns");
  const float widest = std::max(MeasureText(i18n::Number(top), fs, small).x, MeasureText(i18n::Number(bottom), fs, small).x);
  const float left = widest + 8;
  const float right = widest + 10;
  const ImVec2 a(p0.x + left, p0.y + fs * 1.6f);                     // top-left of the plot
  const ImVec2 b(p0.x + size.x - right, p0.y + size.y - fs * 2.6f);  // bottom-right
  if (b.x - a.x < 40 || b.y - a.y < 30) return;
  auto X = [&](int k) { return a.x + (b.x - a.x) * static_cast<float>(k) / static_cast<float>(std::max(1, turns)); };
  auto Y = [&](double v) {
    return b.y - (b.y - a.y) * static_cast<float>((v - bottom) / std::max(1, top - bottom));
  };

  dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 40), 3);
  DrawText(dl, ImVec2(p0.x, p0.y), muted, values_label, fs, small);
  for (int v = bottom; v <= top; v += step_y) {
    const float y = Y(v);
    dl->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), v == 0 && bottom < 0 ? muted : faint);
    const std::string n = i18n::Number(v);
    DrawText(dl, ImVec2(a.x - 5 - MeasureText(n, fs, small).x, y - fs * 0.55f), muted, n, fs, small);
  }
  for (int k = 0; k <= turns; k += step_x) {
    const float x = X(k);
    dl->AddLine(ImVec2(x, b.y), ImVec2(x, b.y + 4), muted);
    const std::string n = i18n::Number(k);
    DrawText(dl, ImVec2(x - MeasureText(n, fs, small).x * 0.5f, b.y + 5), muted, n, fs, small);
  }
  const ImVec2 tl = MeasureText(turns_label, fs, small);
  DrawText(dl, ImVec2((a.x + b.x - tl.x) * 0.5f, b.y + fs * 1.35f), muted, turns_label, fs, small);
  dl->AddLine(ImVec2(a.x, a.y), ImVec2(a.x, b.y), ink, 1.5f);
  dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, b.y), ink, 1.5f);

  // A line per player, outlined so that every colour reads on the dark dialog (black, grey).
  const float lw = std::max(2.0f, fs * 0.16f);
  std::vector<ImVec2> pts(rows.size());
  for (int p = 0; p < s.NumPlayers(); ++p) {
    const std::string& colour = s.setup ? s.setup->players[static_cast<size_t>(p)].color : std::string("grey");
    for (size_t k = 0; k < rows.size(); ++k) pts[k] = ImVec2(X(static_cast<int>(k)), Y(value(k, p)));
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), palette::PlayerOutline(colour), 0, lw + 2.5f);
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), palette::PlayerColor(colour), 0, lw);
    dl->AddCircleFilled(pts.back(), lw * 1.8f, palette::PlayerColor(colour));
    dl->AddCircle(pts.back(), lw * 1.8f, palette::PlayerOutline(colour), 0, 1.5f);
  }
  // The last values at the right, nudged apart where they would overlap.
  std::vector<std::pair<float, int>> ends;
  for (int p = 0; p < s.NumPlayers(); ++p) ends.push_back({Y(value(rows.size() - 1, p)), p});
  std::sort(ends.begin(), ends.end());
  float last = -1e9f;
  for (auto& [y, p] : ends) {
    y = std::max(y, last + fs);
    last = y;
    const std::string& colour = s.setup ? s.setup->players[static_cast<size_t>(p)].color : std::string("grey");
    // Black text would not read on the dialog: black's number is drawn in its outline colour.
    DrawText(dl, ImVec2(b.x + 6, y - fs * 0.55f),
             colour == "black" ? palette::PlayerOutline(colour) : palette::PlayerColor(colour),
             i18n::Number(std::llround(value(rows.size() - 1, p))), fs, Font(FontRole::Bold));
  }
}

}  // namespace carc::ui
