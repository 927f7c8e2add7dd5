#include "app/frame_stats.h"

#include <imgui.h>
#include <imgui_internal.h>  // ImDrawList::_OwnerName: the vertices per window

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

namespace carc::ui {

nlohmann::json FrameStats::Json(const FramePresenter& presenter, const GameState& s, const BoardView& board) const {
  const int n = std::min(count, FrameStats::kWindow);
  double ui = 0, total = 0, ui_max = 0, total_max = 0, work_max = 0;
  int shown = 0;
  for (int i = 0; i < n; ++i) {
    shown += presented[i] ? 1 : 0;
    ui += ui_ms[i], total += total_ms[i];
    ui_max = std::max(ui_max, ui_ms[i]);
    total_max = std::max(total_max, total_ms[i]);
    work_max = std::max(work_max, work_ms[i]);
  }
  // Medians too: on a busy machine the average carries the frames the system took the CPU away from.
  auto median = [n](const double* v) {
    std::vector<double> a(v, v + n);
    if (a.empty()) return 0.0;
    std::nth_element(a.begin(), a.begin() + n / 2, a.end());
    return a[static_cast<size_t>(n / 2)];
  };
  const ImDrawData* dd = ImGui::GetDrawData();
  // The vertices of each window's list (the board, the panels): where a frame's work goes.
  nlohmann::json lists = nlohmann::json::object();
  for (int i = 0; dd && i < dd->CmdListsCount; ++i)
    if (dd->CmdLists[i]->_OwnerName) lists[dd->CmdLists[i]->_OwnerName] = dd->CmdLists[i]->VtxBuffer.Size;
  return {{"frames", frames}, {"window", n},
          {"uiMsAvg", n ? ui / n : 0.0}, {"uiMsMax", ui_max}, {"uiMsMedian", median(ui_ms)},
          {"totalMsAvg", n ? total / n : 0.0}, {"totalMsMax", total_max}, {"totalMsMedian", median(total_ms)},
          {"workMsMax", work_max}, {"workMsMedian", median(work_ms)},
          {"presented", shown}, {"presentMode", presenter.ModeName()},
          {"vertices", dd ? dd->TotalVtxCount : 0}, {"tiles", s.board.size()},
          {"figures", s.figures.size()}, {"boardRepaints", board.LayerRepaints()},
          {"boardLayer", board.LayerStats()}, {"verticesByWindow", lists}};
}

}  // namespace carc::ui
