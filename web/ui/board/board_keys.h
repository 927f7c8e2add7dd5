#pragma once
// The game with the keyboard alone (App::HandleKeys): a cursor on the squares the decision offers -
// where the drawn tile fits, or the abbey's holes - moved by the arrow keys; R turns the tile among
// the rotations that fit on the cursor's square; Tab and Shift+Tab walk the figure targets (wagon
// moves, floors choices); Enter takes what the keys point at. Everything offered comes from
// TurnOptions, so from the engine's legal actions only. No ImGui here (tests/web/board_keys_test.cpp).
#include <optional>
#include <vector>

#include "ui/board/turn_options.h"

namespace carc::ui {

class BoardKeys {
 public:
  // Follows the decision of `opts` (state version `version`): the cursor keeps its square while that
  // is still offered, else moves to the offered square nearest to it; the choice starts over.
  void Follow(const TurnOptions& opts, int version);
  // The squares offered now (placements or holes), in a stable order.
  static std::vector<Pos> Squares(const TurnOptions& opts);

  // An arrow key: to the nearest offered square in that direction (dx, dy: -1, 0 or 1). False when
  // there is none.
  bool Move(const TurnOptions& opts, int dx, int dy);
  // `rot` when the tile fits on the cursor's square so turned, else the first rotation that does.
  int FitRotation(const TurnOptions& opts, int rot) const;
  // R (dir +1) and Shift+R (-1): the next rotation from `rot` that fits on the cursor's square.
  int Rotate(const TurnOptions& opts, int rot, int dir) const;
  // Tab (+1) and Shift+Tab (-1): the next figure target or floors choice (wraps around).
  void NextChoice(const TurnOptions& opts, int dir);
  // Enter: the legal action the keys point at, if any.
  std::optional<Action> Confirm(const TurnOptions& opts, int rot) const;

  // The cursor is drawn once the keyboard is used on the board, and hidden by a click.
  void Show(bool on) { shown_ = on; }
  bool Shown() const { return shown_; }
  std::optional<Pos> Cursor() const { return has_cursor_ ? std::optional<Pos>(cursor_) : std::nullopt; }
  int Choice() const { return choice_; }  // index in targets (or floors), -1 none

 private:
  Pos cursor_{0, 0};
  bool has_cursor_ = false;
  int choice_ = -1;
  int version_ = -1;
  bool shown_ = false;
};

}  // namespace carc::ui
