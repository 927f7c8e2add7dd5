#pragma once
// The view follows the action, as a player would move it. A new player on a phone did not find where
// the tile fitted (off screen on three of the first four turns), nor where a computer had played.
// - At the start of a person's turn (here), if no square where the tile fits is in view, the view
//   glides to the nearest one, keeping the last tile in view when it can (the river's next square too:
//   it is where the tile fits).
// - After a move made elsewhere (a computer seat, a link's replay), the view glides to its tile when
//   the tile is out of view; the next computer's move waits until it has been in view a moment.
// - A person who moved the view (drag, zoom, pinch, Centre, the keys) keeps it until their next turn.
// Without animations the view moves at once.
#include <vector>

#include "carc/game.h"
#include "ui/board/board_view.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

class ViewFollow {
 public:
  struct Frame {
    const GameState* state = nullptr;
    const TurnOptions* opts = nullptr;
    bool person_here = false;  // a person on this device makes the decision awaited
    double now_ms = 0;
    bool glide = true;         // false: the animations are off (the view moves at once)
  };

  // A game opened: nothing of it is followed until its next move.
  void Reset(const GameState& s, const BoardView& view);
  // Each frame before the board is drawn: starts, steps or ends a glide of `view`.
  void Step(const Frame& f, BoardView& view);
  bool Gliding() const { return gliding_; }
  // Gliding to a move made elsewhere, or stopped there less than kDwellMs ago: that move is being shown
  // (a computer's next move waits for it).
  bool Showing(double now_ms) const { return (gliding_ && to_move_) || now_ms < shown_until_ms_; }

  static constexpr double kGlideMs = 450.0;
  static constexpr double kDwellMs = 400.0;

 private:
  // `to_move`: the glide shows a move made elsewhere (Showing() holds the next computer move for it).
  void GlideTo(const ViewPose& to, bool to_move, const Frame& f, BoardView& view);
  static bool AnyFitInView(const Frame& f, const BoardView& view);
  // Glides to the square where the tile fits nearest to the last tile, with that tile.
  void ShowNearestFit(const Frame& f, BoardView& view, const PlacedTile* last);

  int tiles_seen_ = 0;        // the board's size at the last frame
  int turn_handled_ = -1;     // the turn whose start was handled for a person here
  ImVec2 area_checked_{0, 0}; // the board's area when that turn's squares were last looked for
  int moves_seen_ = 0;        // BoardView::PersonMoves at the last frame
  bool person_moved_ = false; // since the start of the last person's turn here
  bool gliding_ = false;
  bool to_move_ = false;       // the glide goes to a move made elsewhere
  ViewPose from_, to_;
  double t0_ = 0;
  double shown_until_ms_ = 0;  // the end of the last glide, and the moment after it
};

}  // namespace carc::ui
