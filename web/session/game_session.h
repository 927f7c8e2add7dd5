#pragma once
// One game: its record (setup + actions), the current state, the engine's events, and the undo stack
// of the turn in progress. The UI and the script API (window.carcassonne) share one GameSession.
// Saving/sharing: Record() gives the record, Load() replays one - each is one call.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "carc/game.h"
#include "carc/record.h"

namespace carc::ui {

class GameSession {
 public:
  // Starts a new game from `setup`. On failure keeps the current game and explains in `error`.
  bool NewGame(const Setup& setup, std::string* error);
  // Replays `record` through the engine; on failure (an illegal action...) keeps the current game.
  bool Load(const GameRecord& record, std::string* error);
  const GameRecord& Record() const { return record_; }
  nlohmann::json RecordJson() const { return RecordToJson(record_); }

  bool Active() const { return active_; }
  const GameState& State() const { return state_; }
  const Events& GetEvents() const { return events_; }
  // The report of game-record.md ({status, scores, next, events}).
  nlohmann::json Report() const;

  // The legal actions of the decision awaited (cached until the state changes).
  const std::vector<Action>& Legal() const { return legal_; }
  // The legal action equal to `a` (the same JSON), if the decision awaited offers it: an action worked
  // out elsewhere (a worker's move, a figure chosen on a tile not laid yet) is applied only as this.
  std::optional<Action> LegalOne(const Action& a) const;
  // Applies `a` through the engine (which checks it against LegalActions). Returns the error, if any.
  std::optional<Error> Apply(const Action& a);
  // Fair deal: applies the values `r` (the same game, further on) reveals while this game waits for
  // them (the replay of a link's turns, one action at a time).
  std::optional<Error> ApplyRecordedReveals(const GameRecord& r);

  // Undo within the turn in progress: the turn is committed when the next player's turn begins.
  bool CanUndo() const { return !undo_.empty(); }
  void Undo();
  // Forget the undo stack (an AI moved: its choices are not the human's to take back).
  void CommitTurn() { undo_.clear(); }

  // Bumped on every change; views cache what they derive from the state against it.
  int Version() const { return version_; }

 private:
  struct Snapshot {
    GameState state;
    size_t actions = 0;
    size_t events = 0;
  };
  void Changed();

  bool active_ = false;
  GameRecord record_;
  GameState state_;
  Events events_;
  std::vector<Action> legal_;
  std::vector<Snapshot> undo_;
  int version_ = 0;
};

}  // namespace carc::ui
