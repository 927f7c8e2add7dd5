#pragma once
// Two fingers on the board: pinch to zoom, move to pan (touch screens). A pinch is never a click.
#include <imgui.h>

#include <map>

#include "ui/board/board_view.h"

namespace carc::ui {

class Pinch {
 public:
  // A finger down, moved or up at `p` (pixels); `id`: the finger's.
  void Finger(long long id, ImVec2 p, bool up, bool moved, BoardView& board);

 private:
  std::map<long long, ImVec2> fingers_;  // the active touch points in pixels
  float dist_ = 0;
  ImVec2 mid_{0, 0};
};

}  // namespace carc::ui
