#pragma once
// Everything around the board: players (score, supply), the turn (tile to place, rotation, skip,
// undo, floors choices), Tower & Thieves' floors and stolen tile, the tiles left, and the final
// breakdown at the end.
#include <optional>
#include <string>
#include <vector>

#include "carc/game.h"
#include "ui/text/names.h"  // PlayerName, JoinNames
#include "ui/board/turn_options.h"

namespace carc::ui {

struct HudOutput {
  std::optional<Action> apply;
  std::optional<Action> then;  // to follow `apply` when the decision after it offers it (BoardOutput::then)
  int rotate = 0;          // +1 clockwise, -1 counter-clockwise
  bool undo = false;
  bool centre = false;
  bool new_game = false;
  std::vector<Pos> hovered_towers;  // towers of the floors choice under the pointer
  bool hint = false;       // the person asked for a hint (button or H)
};

// The phone's panels as drawn last (App::DrawGame; a wide window has the sidebar instead): the bars
// above and below the board, and the log over it.
struct PanelLayout {
  bool show_log = false;
  float top_h = 60, bottom_h = 120;  // the phone's bars, measured when last drawn
};

// The hint for the person to decide (ai/ai_driver.h): whether one can be asked, whether the AI is still
// thinking about it, and the suggestion in words once made.
struct HintInfo {
  bool available = false;
  bool thinking = false;
  std::string text;
};

// Players with scores and supplies. `compact`: one short line each (phones).
void DrawPlayers(const GameState& s, bool compact);
// The turn: whose decision, the drawn tile large with its rotation, skip/undo, floors choices.
// `computer`: a computer seat decides (thinking here or in another window): its tile is shown, none of
// the decision's buttons. `tile_px`: size of the tile preview.
// `hint`: the Hint button and its suggestion (null: no button). `pick`: the square a tap picked on a
// touch screen (board_view.h): the tile goes there with Place.
void DrawTurn(const GameState& s, const TurnOptions& opts, int rot, bool can_undo, bool computer, float tile_px,
              HudOutput* out, const HintInfo* hint = nullptr, std::optional<Pos> pick = std::nullopt);
// Tower & Thieves: floors left, the stolen tile.
void DrawTowerInfo(const GameState& s);
// How many tiles remain in each stack and which.
void DrawRemaining(const GameState& s);
// The final scores with a breakdown per player and category (from the score events).
// `with_winner`: the winner's sentence above the table.
void DrawFinalScores(const GameState& s, const Events& events, bool with_winner = true);
// The winner(s) in one sentence ("Ana wins with 85 points").
std::string WinnerText(const GameState& s);
// Whose decision and what it is, in a sentence ("Ana: place the tile").
std::string DecisionText(const GameState& s);
// A floors choice in words: the towers by the letters the board shows on them ("Towers A and C").
std::string FloorsChoiceLabel(const TurnOptions& opts, const Action& choice);
// The final table's column for a score event's reason ("city" -> "Cities").
const char* ScoreCategoryName(std::string_view reason);
// The category of a score event: its reason, or the mark that changed its value ("inn", "cathedral").
std::string ScoreCategoryOf(const nlohmann::json& ev);

}  // namespace carc::ui
