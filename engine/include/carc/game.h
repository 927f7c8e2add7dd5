#pragma once
// The engine's public API: a new game from a setup, the legal actions, applying one action.
#include <optional>
#include <string>
#include <vector>

#include "carc/error.h"
#include "carc/state.h"

namespace carc {

// Starts a game under setup.ruleset: deals the stacks (seed or deck) with that ruleset's tile data and
// shuffle, places the start tile and advances to the first decision. Fails with a message when the
// setup is inconsistent (an unknown tile in the deck, a ruleset this build does not know...).
// `rulebook`: TheRulebook() when null (tests may pass their own; it must outlive the game).
bool NewGame(const Setup& setup, GameState* out, std::string* error, Events* events = nullptr,
             const Rulebook* rulebook = nullptr);

// Every legal action for the decision awaited, in a stable order.
std::vector<Action> LegalActions(const GameState& s);

// The entry of LegalActions(s) that `a` names, however it was written (a locator spelled another way,
// floors in another order, a place action with or without its tile check); nullopt when `a` is not
// legal there. The review (engine/ai review.h) compares a recorded move with the AI's candidates so.
std::optional<Action> AsListed(const GameState& s, const Action& a);

// Applies `a` if it is legal; otherwise returns the error and leaves `s` untouched.
std::optional<Error> Apply(GameState& s, const Action& a, Events* events = nullptr);

bool IsOver(const GameState& s);

// Which decision comes next, as the report's "next" object.
nlohmann::json NextToJson(const GameState& s);

// The tiles left in each stack, by id and count (what a player may know).
nlohmann::json RemainingTiles(const GameState& s);

}  // namespace carc
