#pragma once
// A whole turn of the player to move: an action and, for a placement or an abbey, the figure step
// that follows it. The one-move values (ai.cpp OneMoveValues, what greedy maximizes) and the
// lookahead (lookahead.cpp) both value turns, so both walk them here.
#include <cstddef>
#include <vector>

#include "carc/game.h"

namespace carc::ai {

struct Turn {
  Action action;
  bool has_follow = false;
  Action follow;     // the figure step (a skip when none is chosen); unused when has_follow is false
  double value = 0;  // the evaluation margin after the turn, for the player who plays it
};

// Calls visit(i, turn, state after it) for every whole turn of s.decider that starts with legal[i].
// With figure_step false, an action is a turn on its own (the figure step is left to come).
template <class Visit>
void ForEachTurn(const GameState& s, const std::vector<Action>& legal, bool figure_step, Visit visit) {
  const int player = s.decider;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    GameState t = s;
    Apply(t, a);
    const bool figure_next = figure_step && (a.type == ActionType::Place || a.type == ActionType::Abbey) &&
                             t.decision == Decision::Figure && t.decider == player;
    if (!figure_next) {
      visit(i, Turn{a, false, Action{}, 0}, t);
      continue;
    }
    for (const Action& f : LegalActions(t)) {
      GameState u = t;
      Apply(u, f);
      visit(i, Turn{a, true, f, 0}, u);
    }
  }
}

}  // namespace carc::ai
