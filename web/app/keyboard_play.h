#pragma once
// The keyboard's hold on a game (App composes it): the board's keyboard play - a cursor on the squares
// the decision offers and a choice among its targets (ui/board/board_keys.h) - and M, which hands the
// keys to the buttons beside the board (ImGui's navigation) until Escape gives them back. It decides
// which keys the board takes before ImGui sees them, keeps the cursor in view, and turns the board's
// keys (arrows, Tab, Enter, R, E) into the turn's moves; App handles every other key.
#include <SDL.h>

#include <optional>
#include <vector>

#include "ui/board/board_keys.h"
#include "ui/board/turn_options.h"
#include "ui/panels/hud.h"

namespace carc::ui {

class BoardView;

class KeyboardPlay {
 public:
  const BoardKeys& Keys() const { return keys_; }  // the cursor and the choice (debug.view)

  // Whether the board takes key event `e` from ImGui: a board key while a game is on screen with no
  // dialog or text field, unless the panel has the keys (M, or ImGui's own Ctrl+Tab).
  bool TakesKey(const SDL_Event& e, bool game_on_screen) const;
  // M: the sidebar (phones, `wide` false: the top bar) gets the keys with its first button lit; called
  // before the panel is drawn, so that ImGui picks that button while drawing it.
  void FocusPanel(bool wide);
  // A dialog opened from the panel: the board has the keys after it.
  void PanelLosesKeys() { panel_keys_ = false; }

  // Before the board is drawn: the cursor follows the decision (of state `version`), a click on the
  // board hides it, the board is panned to show it when it moved, and the tile turns to a rotation
  // that fits on its square. `person_decides`: a person here decides and the game is not over.
  // Returns whether the keys are on the board (their cursor and choice are drawn).
  bool BeforeBoard(const TurnOptions& opts, int version, bool person_decides, bool clicked_board, BoardView& board,
                   TurnInHand& turn);
  // After a decision made this frame (a key, a computer seat): the cursor follows it at once, so that
  // the script API never reads it on the previous decision's square.
  void Follow(const TurnOptions& opts, int version, bool may_decide, TurnInHand& turn);
  // The game was started with Enter: the cursor is on the board at once.
  void ShowCursor(bool on) { keys_.Show(on); }

  // This frame's pressed keys, while the panel has them: Escape gives them back. Returns true when
  // the panel had the keys (App then handles none).
  bool PanelTakesKeys(const std::vector<int>& pressed);
  // Whether R and E turn the tile among the rotations that fit on the cursor's square (read once per
  // frame, before its keys), rather than every way (the HUD's rotate).
  bool TurnsOnCursor(const TurnOptions& opts, bool my_turn) const {
    return keys_.Shown() && my_turn && opts.decision == Decision::Place;
  }
  // One pressed key of the board's (arrows, Tab, Enter, R, E), `my_turn`: a person here decides;
  // `on_cursor`: TurnsOnCursor before this frame's keys. Returns false for any other key.
  bool HandleKey(int key, bool shift, const TurnOptions& opts, bool my_turn, bool on_cursor, TurnInHand& turn,
                 HudOutput* hud);

 private:
  bool PanelHasKeys() const;  // M gave the panel's buttons the keys, and ImGui's navigation is there

  BoardKeys keys_;
  std::optional<Pos> kept_in_view_;  // the cursor's square the board was last panned to show
  bool panel_keys_ = false;          // M: ImGui's navigation in the sidebar (phones: the top bar)
};

}  // namespace carc::ui
