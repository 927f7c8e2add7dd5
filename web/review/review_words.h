#pragma once
// A reviewed move in the player's words (issue 45): "Ana, turn 23: a farmer, about 9 points less than
// the tile placed another way, which closes the city." What the move was (a figure and where it stood,
// a pass, the tile's place and the road, city or monastery it closes) in the log's and the hint's
// words; where exactly is the board's to show (no square's coordinates, no tile or option names).
#include <string>

#include "carc/game.h"

namespace carc::ui {

// `before`: the state in which the move was decided (the figure's feature is read from its tile).
// `then`: a placement's figure step, when there is one to say.
std::string ReviewMoveWords(const GameState& before, const Action& move, const Action* then, bool best);
// The sentence for one costly move: who, which turn, the move made, the cost, the better move.
std::string ReviewLineWords(const std::string& name, int turn, const std::string& made, double cost,
                            const std::string& best);

}  // namespace carc::ui
