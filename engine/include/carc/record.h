#pragma once
// Game records (docs: game-record.md): reading (never throws), writing, and replay through the
// engine, which validates every action.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/action.h"
#include "carc/error.h"
#include "carc/game.h"
#include "carc/setup.h"

namespace carc {

struct GameRecord {
  Setup setup;
  std::vector<Action> actions;
};

// Records larger than this are refused before parsing (links and storage are untrusted).
constexpr size_t kMaxRecordBytes = 1 << 20;
constexpr size_t kMaxActions = 4000;
// A record nests 5 levels deep; deeper JSON is refused before parsing, because printing or walking
// a deeply nested value recurses (and the browser's stack is small).
constexpr int kMaxJsonDepth = 32;

// True when no array/object in `text` nests deeper than `max_depth` (strings are skipped). Cheap.
bool JsonNestingWithin(std::string_view text, int max_depth);

// Parses the canonical JSON form. On failure returns false and a message saying what is wrong
// (and, for an action, its index).
bool ParseRecord(std::string_view text, GameRecord* out, std::string* error);
bool RecordFromJson(const nlohmann::json& j, GameRecord* out, std::string* error);
nlohmann::json RecordToJson(const GameRecord& r);

struct ReplayError {
  int index = -1;        // the action's index, -1 for the setup
  nlohmann::json action; // the action as written
  Error error;
  std::string Message() const;
};

struct ReplayResult {
  GameState state;
  Events events;
  std::optional<ReplayError> error;  // set when an action is illegal; then state is the setup's
};

// Replays the record from its setup. With an illegal action the result carries the error and the
// untouched starting state: nothing of the record is applied.
ReplayResult Replay(const GameRecord& r, bool keep_events = true);

// The report of game-record.md: status, scores, next, events.
nlohmann::json Report(const GameState& s, const Events& events);

}  // namespace carc
