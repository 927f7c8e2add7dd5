#pragma once
// Game records (docs: game-record.md): reading (never throws), writing, and replay through the
// engine, which validates every action.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/action.h"
#include "carc/error.h"
#include "carc/game.h"
#include "carc/setup.h"

namespace carc {

// Fair deal (record version 3, fair-deal.md): per seat, the latest value revealed on each of its
// chains, in order (nullopt: nothing revealed on that chain yet; trailing ones may be left out).
// Every earlier value follows from the latest by hashing, so this is all a record needs.
using SeatReveals = std::vector<std::optional<ChainValue>>;

struct GameRecord {
  Setup setup;
  std::vector<Action> actions;
  std::vector<SeatReveals> reveals;  // fair deal only
};

// The reveals a state has made (what a record of it carries).
std::vector<SeatReveals> RevealsOf(const GameState& s);

// The newest record version this build reads and writes (engine/docs/record-notes.md):
//   1: no ruleset - the game is ruleset 1 (every record made before rulesets existed);
//   2: a top-level "ruleset" (ruleset.h);
//   3: a game with a fair deal (setup "deal": "fair", commit and rekey actions, top-level "reveals").
// RecordToJson writes the oldest version that can say the record: version 1 for ruleset 1 (so an old
// game written back is unchanged, and older builds still open it), version 3 for a fair deal, else 2.
constexpr int kRecordVersion = 3;

// Why a record or a link could not be read: it is damaged or not a game, or it was made by a newer
// version of the game (a newer record version or ruleset), which only updating the page can read.
enum class ReadFailure { Unreadable, NewerVersion };

// Records larger than this are refused before parsing (links and storage are untrusted).
constexpr size_t kMaxRecordBytes = 1 << 20;
constexpr size_t kMaxActions = 4000;
// A record nests 5 levels deep; deeper JSON is refused before parsing, because printing or walking
// a deeply nested value recurses (and the browser's stack is small).
constexpr int kMaxJsonDepth = 32;

// True when no array/object in `text` nests deeper than `max_depth` (strings are skipped). Cheap.
bool JsonNestingWithin(std::string_view text, int max_depth);

// Parses the canonical JSON form. On failure returns false and a message saying what is wrong
// (and, for an action, its index), and sets *failure when given.
bool ParseRecord(std::string_view text, GameRecord* out, std::string* error, ReadFailure* failure = nullptr);
bool RecordFromJson(const nlohmann::json& j, GameRecord* out, std::string* error, ReadFailure* failure = nullptr);
nlohmann::json RecordToJson(const GameRecord& r);

// Reads a record's ruleset as version `version` states it (1: none, ruleset 1; 2: `value`, which
// must be a ruleset this build knows). Shared by the canonical and the compact readers.
bool RulesetOfVersion(int version, const nlohmann::json* value, int* ruleset, std::string* error, ReadFailure* failure);

struct ReplayError {
  int index = -1;        // the action's index, -1 for the setup; the record's length for its reveals
  nlohmann::json action; // the action as written
  Error error;
  std::string Message() const;
};

// A record replayed one action at a time (the replay view, the catch-up, summaries), with the same
// checks as Replay: after each action the fair deal's values the record reveals are applied as their
// turns come, each checked against its seat's commitment.
class RecordCursor {
 public:
  // NewGame from the record's setup; false with the error (at index -1) when it cannot start.
  bool Start(const GameRecord& r, Events* ev, const Rulebook* rulebook = nullptr);
  // Applies the next action; the error (with its index) if it is illegal, and then nothing changes.
  std::optional<ReplayError> Step(Events* ev);
  // After the last action: the record must not reveal values for turns the game has not reached.
  std::optional<ReplayError> Finish() const;
  const std::optional<ReplayError>& StartError() const { return start_error_; }
  size_t Next() const { return next_; }
  bool AtEnd() const { return next_ >= record_->actions.size(); }
  const GameState& State() const { return state_; }
  GameState& MutableState() { return state_; }

 private:
  std::optional<ReplayError> RevealDue(Events* ev);
  std::optional<ReplayError> DealError(ErrorCode code, std::string message) const;
  const GameRecord* record_ = nullptr;
  GameState state_;
  size_t next_ = 0;
  std::optional<ReplayError> start_error_;
  // Per seat and chain, the values from the first reveal to the record's latest (filled when needed).
  std::vector<std::vector<std::vector<ChainValue>>> paths_;
};

struct ReplayResult {
  GameState state;
  Events events;
  std::optional<ReplayError> error;  // set when an action is illegal; then state is the setup's
};

// Replays the record from its setup, under its ruleset. With an illegal action the result carries
// the error and the untouched starting state: nothing of the record is applied. A setup that cannot
// start (an unknown ruleset: unknown-ruleset; anything else: bad-record) is an error at index -1.
// `rulebook`: TheRulebook() when null.
ReplayResult Replay(const GameRecord& r, bool keep_events = true, const Rulebook* rulebook = nullptr);

// For views that step through a record from a position of their own (the replay view, the catch-up,
// the score chart): applies the record's action `i` to `s` (a state of that record just before it),
// then ApplyRecordedReveals. RecordCursor does the same for a whole replay, faster.
std::optional<Error> ApplyRecordStep(GameState& s, const GameRecord& r, size_t i, Events* ev);
// Fair deal: while `s` waits for a value that the record reveals, applies it (checked as always).
std::optional<Error> ApplyRecordedReveals(GameState& s, const GameRecord& r, Events* ev);
// The reveal that `s` waits for when the record holds its value (computed from the record's latest
// value by hashing); nullopt when none is due or the record's value is not on the seat's chain.
std::optional<Action> RecordedReveal(const GameRecord& r, const GameState& s);

// The record of the game's first `n` actions, with the fair deal's values it had revealed there (the
// catch-up's starting position). Empty setup when the record does not replay that far.
GameRecord RecordPrefix(const GameRecord& r, size_t n);

// The report of game-record.md: status, scores, next, events.
nlohmann::json Report(const GameState& s, const Events& events);

}  // namespace carc
