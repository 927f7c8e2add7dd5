#pragma once
// A hint on the board: the move the AI suggests for the person to decide (never applied by itself).
// A placement shows the drawn tile as a ghost on its square in the suggested rotation; a figure,
// watchman or wagon move its target; an abbey its hole. Other choices (skip, floors) are told in text.
#include <string>

#include "ai/ai_driver.h"
#include "carc/game.h"
#include "ui/panels/hud.h"
#include "ui/board/board_view.h"
#include "ui/board/square_marks.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

// Draws the hint over the board (call right after BoardView::Draw, in the same window); its glow
// pulses when `moving` (the animations are on).
void DrawHint(const BoardView& board, const GameState& s, const TurnOptions& opts, const Action& hint, bool moving);
// The same ghost of any move in `colour` (the review's move made and better move, issue 45).
void DrawMoveGhost(const BoardView& board, const GameState& s, const TurnOptions& opts, const Action& move,
                   ImU32 colour, bool moving);
// One line for the HUD: "Hint: put the tile on the square outlined in blue" ... A figure hinted onto a
// city, road or monastery that can no longer be finished says so too (issue 44), from `outlook` (the
// outlook of `s`; null when the player turned the square marks off).
std::string HintText(const GameState& s, const TurnOptions& opts, const Action& hint,
                     const SquareOutlook* outlook = nullptr);
// What the HUD shows about hints for the decision of session version `version`.
HintInfo MakeHintInfo(const AiDriver& ai, const GameState& s, const TurnOptions& opts, int version,
                      const SquareOutlook* outlook = nullptr);

}  // namespace carc::ui
