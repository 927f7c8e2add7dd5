#pragma once
// The end of a game: the winner, the breakdown per category and the chart of each player's score turn
// by turn; Play again, New game, the computer's review of the game (web/review/), or close it to look at
// the board.
#include <imgui.h>

#include <string>

#include "carc/game.h"
#include "carc/record.h"
#include "ui/panels/score_chart.h"

namespace carc::ui {

class FinalView {
 public:
  enum class Choice { None, PlayAgain, NewGame, Review };
  bool Shown() const { return shown_; }
  void Show(bool on) { shown_ = on; }
  // A new or opened game: the dialog will show at its end, its chart computed again.
  void Reset() { shown_ = true, version_ = -1, since_.clear(); }
  // A game that ended while I was away (a link): what happened since my last move, said in the dialog.
  void EndedWhileAway(const std::string& since) { since_ = since, shown_ = true; }
  void ClearSince() { since_.clear(); }
  Choice Draw(ImVec2 pos, ImVec2 size, const GameState& s, const Events& events, const GameRecord& record,
              int version);

 private:
  bool shown_ = true;   // the end-of-game window (closable to look at the board)
  std::string since_;   // what happened since my last move, for a game that ended while away
  ScoreHistory history_;  // the chart's scores, for the session's version version_
  int version_ = -1;
};

}  // namespace carc::ui
