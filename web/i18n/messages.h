#pragma once
// The player's words for what went wrong (in the current language): a refused move, a record that
// cannot be replayed. The engine's own messages are for developers (English, with ids); the page
// shows these instead, and keeps the engine's detail in the console.
#include <string>

#include "carc/error.h"
#include "carc/record.h"

namespace carc::ui {

// Why an action is refused, as a phrase ("that edge does not match the tile beside it").
std::string ErrorReason(const Error& e);
// "action 12 is not allowed: <reason>" / "the game's setup is not valid".
std::string ReplayProblem(const ReplayError& e);

}  // namespace carc::ui
