#pragma once
// The board as text, for tests and logs: every square is 5 characters wide and 3 lines high, rows run
// north to south, each tile shows its edge letters after rotation (C city, R road, F field, ~ river)
// around its id:
//
//     F          C
//   F B F   R  D  R
//     F          F
#include <string>

#include "carc/state.h"

namespace carc {

char EdgeLetter(EdgeType e);
std::string BoardAscii(const GameState& s);

}  // namespace carc
