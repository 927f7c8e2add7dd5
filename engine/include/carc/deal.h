#pragma once
// Drawing a tile: the one interface through which the turn machine and the expansion modules take a
// tile from a stack, whatever dealt the game (a seed's shuffle or a fixed deck: the stack's order;
// the fair deal: an index drawn from the players' revealed values, fair_deal.h). The modules never
// learn how a tile was chosen.
#include "carc/action.h"
#include "carc/fair_deal.h"
#include "carc/state.h"

namespace carc {

// Takes the next tile of `stack` (one of s.river, s.land, s.tower; not empty) and returns its
// catalogue index. In a fair deal, the turn's value must have been revealed (s.fair.turn_revealed).
int DrawFrom(GameState& s, DrawStack& stack);

// The fair deal's start: every stack's tiles (in catalogue order) become face down, unordered.
// The river's lake, already last, stays under the stack.
void FaceDownStacks(GameState& s, bool lake_last);

// The value of seat `seat` that the next player's draws combine: its latest value. From fair deal 2
// on (issue 29), a chain that a rekey began and that has revealed nothing yet does not count: the
// value before it does (the last revealed, or the first commitment). Whoever wrote that commitment -
// its owner with a new phone, or a rival writing it for another seat - may already know the drawing
// player's value, and must not be able to choose among draws by trying commitments.
const ChainValue& DrawPartnerValue(const GameState& s, int seat);

// Turns a copy of the state into an ordinary ordered deal in the order the stacks now hold (the AI's
// determinized samples: they imagine an order, and must never wait for a value to be revealed).
void DealInOrder(GameState& s);

// The device side of the fair deal (the page's link play, the command-line tool, tests): the answer
// to a Commit decision for `seat` (-1: the first seat still to commit), or to a Reveal decision for
// the seat awaited, from that seat's secret - the one to commit to, or the one of its current chain
// (whose commitment it must match).
Action DeviceAction(const GameState& s, const SeatSecret& secret, int seat = -1);

}  // namespace carc
