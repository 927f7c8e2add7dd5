#pragma once
// The frames' timings over a window of the last 120 (debug.frameStats): what a frame costs to build,
// to submit, all its work, and whether it reached the screen (ui/base/present.h).
#include <nlohmann/json_fwd.hpp>

#include "carc/game.h"
#include "ui/base/present.h"
#include "ui/board/board_view.h"

namespace carc::ui {

struct FrameStats {
  static constexpr int kWindow = 120;
  double ui_ms[kWindow] = {};     // CPU time from NewFrame to Render (building the frame)
  double total_ms[kWindow] = {};  // the same plus the GL submission (RenderDrawData), without the swap
  double work_ms[kWindow] = {};   // all the frame's work: events, the above, the computer's thinking, saving
  bool presented[kWindow] = {};   // drawn to the screen (ui/base/present.h), not an unchanged picture
  int count = 0;
  long long frames = 0;

  void Add(double ui, double total, bool shown, double work) {
    const int slot = count % kWindow;
    ui_ms[slot] = ui, total_ms[slot] = total, presented[slot] = shown, work_ms[slot] = work;
    ++count;
  }
  // The window's averages, maxima and medians, with the last frame's vertices and the board's layer.
  nlohmann::json Json(const FramePresenter& presenter, const GameState& s, const BoardView& board) const;
};

}  // namespace carc::ui
