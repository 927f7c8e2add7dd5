#pragma once
// What a move made elsewhere scored, said by its tile for a moment. A new player on a phone saw a
// computer's points appear on the scores without a word unless the log was opened: after a computer
// seat's or a link's move, the log's own sentences of its scores ("Ben closes a city of 3 tiles: 6
// points") stand on a small card beside the move's tile (at the board's edge when the squares where the
// tile fits leave no room beside it), then fade. The card follows the view (the
// view glides to the tile: view_follow.h), never covers that tile or a square where the current
// player's tile fits, and goes when a person here moves. A person's own move has its points rising
// from the feature (board_motion.h) and needs no card.
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "carc/game.h"
#include "ui/board/board_view.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

class MoveNote {
 public:
  static constexpr double kShowMs = 3500;  // read in full
  static constexpr double kFadeMs = 600;   // then it fades (at once without animations)

  // A move made elsewhere added the events from `first_event` on: their score lines, if any, are
  // shown from `now_ms` (replacing the card of an earlier move).
  void MovedElsewhere(const GameState& s, const Events& events, size_t first_event, double now_ms);
  // A person here moved, a game was opened, a move undone: the card goes.
  void Clear() { lines_.clear(); }

  // Draws the card over the board (after the board, before the panels' dialogs). `fade`: the
  // animations play (else it goes at once when its time is up).
  void Draw(const BoardView& view, const TurnOptions& opts, double now_ms, bool fade);
  // The card is fading: frames are needed for it (while it stands still, none are).
  bool Fading(double now_ms) const;
  nlohmann::json Json(double now_ms) const;  // debug.view's "note": {lines, square, ageMs} or null
  // The tile whose points the card tells, while it does (a tip waits for it to go: app/app.cpp).
  std::optional<Pos> Square() const { return lines_.empty() ? std::nullopt : std::optional<Pos>(square_); }

 private:
  std::vector<std::string> lines_;  // the log's sentences of the scores, in order (empty: no card)
  Pos square_{0, 0};                // the move's tile
  double start_ms_ = 0;
};

}  // namespace carc::ui
