#pragma once
// The end of the game: each player's score turn by turn, as a line chart in the player's colour (the
// game-over dialog, beside the breakdown per category). The scores come from replaying the game's
// record with the engine, so they are the engine's own, turn by turn, final scoring included.
#include <imgui.h>

#include <string>
#include <vector>

#include "carc/game.h"
#include "carc/record.h"

namespace carc::ui {

struct ScoreHistory {
  // scores[k][p]: player p's score after k turns (k = 0: the start, all 0); the last entry is after
  // the final scoring.
  std::vector<std::vector<int>> scores;
};

// Replays `record` action by action and notes the scores at the end of each turn. A record the engine
// refuses gives the scores up to the refused action (never throws).
ScoreHistory ScoreHistoryOf(const GameRecord& record);

// Draws the chart at the cursor, `size` in pixels: axes labelled in the player's language (turns,
// points), a line per player in the player's colour, the final score at each line's end.
void DrawScoreChart(const GameState& s, const ScoreHistory& h, ImVec2 size);

// The same chart of any value per player turn by turn (the review's expected lead, issue 45): rows[k][p]
// is player p's value after k turns, which may fall below 0 (a line at 0 then); `values_label` names
// the vertical axis; each line ends with its last value.
struct PlayerLines {
  std::vector<std::vector<double>> rows;
  std::string values_label;
};
void DrawPlayerLines(const GameState& s, const PlayerLines& lines, ImVec2 size);

}  // namespace carc::ui
