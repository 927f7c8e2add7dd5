#include "carc/record.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/fair_deal.h"

namespace carc {
using nlohmann::json;

namespace {

json RevealsToJson(const std::vector<SeatReveals>& reveals) {
  json out = json::array();
  for (const SeatReveals& seat : reveals) {
    json chains = json::array();
    for (const auto& v : seat) chains.push_back(v ? json(ChainValueText(*v)) : json(nullptr));
    out.push_back(chains);
  }
  return out;
}

bool RevealsFromJson(const json& j, size_t players, std::vector<SeatReveals>* out, std::string* error) {
  if (!j.is_array() || j.size() > players) { *error = "\"reveals\" must be a list with at most one entry per player"; return false; }
  for (const json& seat : j) {
    if (!seat.is_array() || seat.size() > kMaxActions) { *error = "each entry of \"reveals\" must be a list of values"; return false; }
    SeatReveals chains;
    for (const json& v : seat) {
      if (v.is_null()) { chains.push_back(std::nullopt); continue; }
      auto value = v.is_string() ? ChainValueFromText(v.get<std::string>()) : std::nullopt;
      if (!value) { *error = "\"reveals\" holds a value that is not 22 base64url characters"; return false; }
      chains.push_back(value);
    }
    while (!chains.empty() && !chains.back()) chains.pop_back();  // one spelling per record
    out->push_back(std::move(chains));
  }
  out->resize(players);
  return true;
}

}  // namespace

std::vector<SeatReveals> RevealsOf(const GameState& s) {
  std::vector<SeatReveals> out;
  if (!s.fair.on) return out;
  for (const std::vector<FairChain>& chains : s.fair.chains) {
    SeatReveals seat;
    for (const FairChain& c : chains) seat.push_back(c.revealed > 0 ? std::optional<ChainValue>(c.latest) : std::nullopt);
    while (!seat.empty() && !seat.back()) seat.pop_back();
    out.push_back(std::move(seat));
  }
  return out;
}

bool RulesetOfVersion(int version, const json* value, int* ruleset, std::string* error, ReadFailure* failure) {
  auto fail = [&](ReadFailure why, std::string what) {
    if (failure) *failure = why;
    *error = std::move(what);
    return false;
  };
  if (version == 1) {  // before rulesets existed: ruleset 1, whatever else the record holds
    *ruleset = 1;
    return true;
  }
  if (!value) return fail(ReadFailure::Unreadable, "a version-2 game names its ruleset (\"ruleset\" is missing)");
  if (!value->is_number_integer()) return fail(ReadFailure::Unreadable, "\"ruleset\" must be a whole number");
  const long long id = value->get<long long>();
  if (id < 1 || id > kLatestRuleset)
    return fail(id > kLatestRuleset ? ReadFailure::NewerVersion : ReadFailure::Unreadable,
                UnknownRulesetMessage(id));
  *ruleset = static_cast<int>(id);
  return true;
}

bool RecordFromJson(const json& j, GameRecord* out, std::string* error, ReadFailure* failure) {
  if (failure) *failure = ReadFailure::Unreadable;
  if (!j.is_object()) { *error = "a game record must be a JSON object"; return false; }
  if (!j.contains("format") || !j["format"].is_string() || j["format"].get<std::string>() != "carcassonne-game") {
    *error = "not a game record: \"format\" must be \"carcassonne-game\"";
    return false;
  }
  if (!j.contains("version") || !j["version"].is_number_integer()) { *error = "missing \"version\""; return false; }
  const json& version = j["version"];
  if (version.is_number_unsigned() ? version.get<unsigned long long>() > kRecordVersion : version.get<long long>() > kRecordVersion) {
    if (failure) *failure = ReadFailure::NewerVersion;
    *error = "this game was made by a newer version of the game (record version " + version.dump() +
             "; this version reads versions 1 to " + std::to_string(kRecordVersion) + "): reload the page to get the latest version";
    return false;
  }
  if (version.get<long long>() < 1) {
    *error = "unsupported record version " + version.dump() + " (versions start at 1)";
    return false;
  }
  GameRecord r;
  if (!RulesetOfVersion(static_cast<int>(version.get<long long>()), j.contains("ruleset") ? &j["ruleset"] : nullptr,
                        &r.setup.ruleset, error, failure))
    return false;
  const int ruleset = r.setup.ruleset;
  if (!j.contains("setup")) { *error = "missing \"setup\""; return false; }
  if (!SetupFromJson(j["setup"], &r.setup, error)) return false;
  r.setup.ruleset = ruleset;
  if (r.setup.fair_deal && version.get<long long>() < 3) {
    *error = "a game with a fair deal is a record of version 3";
    return false;
  }
  if (j.contains("reveals")) {
    if (!r.setup.fair_deal) { *error = "\"reveals\" belongs to a game with a fair deal"; return false; }
    if (!RevealsFromJson(j["reveals"], r.setup.players.size(), &r.reveals, error)) return false;
  } else if (r.setup.fair_deal) {
    r.reveals.resize(r.setup.players.size());
  }
  if (j.contains("actions")) {
    const json& acts = j["actions"];
    if (!acts.is_array()) { *error = "\"actions\" must be a list"; return false; }
    if (acts.size() > kMaxActions) { *error = "too many actions (" + std::to_string(acts.size()) + ")"; return false; }
    for (size_t i = 0; i < acts.size(); ++i) {
      Action a;
      std::string why;
      bool ok = ActionFromJson(acts[i], &a, &why);
      if (ok && a.type == ActionType::Reveal) {
        ok = false;
        why = "a record carries the values revealed in \"reveals\", not as actions";
      }
      if (!ok) {
        *error = "action " + std::to_string(i) + " " + acts[i].dump().substr(0, 200) + ": " + why;
        return false;
      }
      r.actions.push_back(std::move(a));
    }
  }
  *out = std::move(r);
  return true;
}

bool JsonNestingWithin(std::string_view text, int max_depth) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

bool ParseRecord(std::string_view text, GameRecord* out, std::string* error, ReadFailure* failure) {
  if (failure) *failure = ReadFailure::Unreadable;
  if (text.size() > kMaxRecordBytes) { *error = "the record is too large (" + std::to_string(text.size()) + " bytes)"; return false; }
  if (!JsonNestingWithin(text, kMaxJsonDepth)) { *error = "the record is not a game record (JSON nested too deeply)"; return false; }
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) { *error = "the record is not valid JSON (truncated or corrupted?)"; return false; }
  return RecordFromJson(j, out, error, failure);
}

json RecordToJson(const GameRecord& r) {
  json actions = json::array();
  for (const Action& a : r.actions) actions.push_back(ActionToJson(a));
  json j = {{"format", "carcassonne-game"}, {"version", 1}, {"setup", SetupToJson(r.setup)}, {"actions", actions}};
  // Ruleset 1 stays a version-1 record (kRecordVersion), unless it says fair deal: only version 3 can
  // (a record read from elsewhere may name both; its replay refuses it, its text must read back).
  if (r.setup.ruleset != 1 || r.setup.fair_deal) {
    j["version"] = r.setup.fair_deal ? 3 : 2;
    j["ruleset"] = r.setup.ruleset;
  }
  if (r.setup.fair_deal) j["reveals"] = RevealsToJson(r.reveals);
  return j;
}

std::string ReplayError::Message() const {
  if (index < 0) return "the setup is invalid: " + error.message;
  if (action.is_null()) return "the fair deal's values do not fit the game (" + std::string(ErrorCodeName(error.code)) + "): " + error.message;
  return "action " + std::to_string(index) + " " + action.dump() + " is illegal (" +
         std::string(ErrorCodeName(error.code)) + "): " + error.message;
}

bool RecordCursor::Start(const GameRecord& r, Events* ev, const Rulebook* rulebook) {
  record_ = &r;
  next_ = 0;
  paths_.clear();
  std::string why;
  if (!NewGame(r.setup, &state_, &why, ev, rulebook)) {
    const Rulebook& book = rulebook ? *rulebook : TheRulebook();
    const bool known = book.error.empty() && book.Find(r.setup.ruleset);
    start_error_ = ReplayError{-1, nullptr, Error{known ? ErrorCode::BadRecord : ErrorCode::UnknownRuleset, why}};
    return false;
  }
  start_error_.reset();
  if (!r.reveals.empty() && !r.setup.fair_deal) {
    start_error_ = DealError(ErrorCode::RevealUnused, "the record reveals values but its game has no fair deal");
    return false;
  }
  start_error_ = RevealDue(ev);
  return !start_error_;
}

std::optional<ReplayError> RecordCursor::DealError(ErrorCode code, std::string message) const {
  return ReplayError{static_cast<int>(record_->actions.size()), nullptr, Error{code, std::move(message)}};
}

// Applies the values the record reveals while the game waits for them (fair deal). The path of a
// chain (from its first reveal to the record's latest value) is built once, when the game first
// needs it: then its commitment is known, and each later reveal is a look-up.
std::optional<ReplayError> RecordCursor::RevealDue(Events* ev) {
  while (state_.decision == Decision::Reveal) {
    const size_t seat = static_cast<size_t>(state_.decider);
    const size_t chain = state_.fair.chains[seat].size() - 1;
    if (seat >= record_->reveals.size() || chain >= record_->reveals[seat].size() || !record_->reveals[seat][chain])
      return std::nullopt;  // the game waits for this seat's device
    if (paths_.size() <= seat) paths_.resize(seat + 1);
    if (paths_[seat].size() <= chain) paths_[seat].resize(chain + 1);
    std::vector<ChainValue>& path = paths_[seat][chain];
    const FairChain& c = state_.fair.chains[seat][chain];
    if (path.empty()) {
      const int steps = StepsToCommitment(*record_->reveals[seat][chain], c.commitment);
      if (steps <= 0)
        return DealError(ErrorCode::RevealMismatch, "the value revealed for " + state_.setup->players[seat].name +
                                                        " does not follow from that player's commitment");
      path.resize(static_cast<size_t>(steps));
      ChainValue x = *record_->reveals[seat][chain];
      for (int i = steps - 1; i >= 0; --i, x = ChainStep(x)) path[static_cast<size_t>(i)] = x;  // path[k-1]: reveal k
    }
    if (static_cast<size_t>(c.revealed) >= path.size()) return std::nullopt;  // all of them applied
    if (auto err = Apply(state_, ChainAction(ActionType::Reveal, path[static_cast<size_t>(c.revealed)]), ev)) return ReplayError{static_cast<int>(next_), nullptr, *err};
  }
  return std::nullopt;
}

std::optional<ReplayError> RecordCursor::Step(Events* ev) {
  const Action& a = record_->actions[next_];
  if (auto err = Apply(state_, a, ev)) return ReplayError{static_cast<int>(next_), ActionToJson(a), *err};
  next_++;
  return RevealDue(ev);
}

std::optional<ReplayError> RecordCursor::Finish() const {
  if (!record_->setup.fair_deal) return std::nullopt;
  const std::vector<SeatReveals> made = RevealsOf(state_);
  for (size_t seat = 0; seat < record_->reveals.size(); ++seat)
    for (size_t chain = 0; chain < record_->reveals[seat].size(); ++chain) {
      const auto& v = record_->reveals[seat][chain];
      if (!v) continue;
      if (seat >= made.size() || chain >= made[seat].size() || made[seat][chain] != v)
        return DealError(ErrorCode::RevealUnused, "the record reveals a value of " + state_.setup->players[seat].name +
                                                      " for a turn the game has not reached");
    }
  return std::nullopt;
}

ReplayResult Replay(const GameRecord& r, bool keep_events, const Rulebook* rulebook) {
  ReplayResult res;
  Events* ev = keep_events ? &res.events : nullptr;
  RecordCursor cursor;
  std::optional<ReplayError> err;
  if (!cursor.Start(r, ev, rulebook)) err = cursor.StartError();
  while (!err && !cursor.AtEnd()) err = cursor.Step(ev);
  if (!err) err = cursor.Finish();
  if (err) {
    // Nothing of the record is applied: the starting state (the setup's), or none if it cannot start.
    res.error = err;
    res.events.clear();
    GameState start;
    std::string why;
    if (err->index >= 0 && NewGame(r.setup, &start, &why, nullptr, rulebook)) res.state = std::move(start);
    return res;
  }
  res.state = std::move(cursor.MutableState());
  return res;
}

std::optional<Action> RecordedReveal(const GameRecord& r, const GameState& s) {
  if (s.decision != Decision::Reveal) return std::nullopt;
  const size_t seat = static_cast<size_t>(s.decider);
  const size_t chain = s.fair.chains[seat].size() - 1;
  if (seat >= r.reveals.size() || chain >= r.reveals[seat].size() || !r.reveals[seat][chain]) return std::nullopt;
  const int steps = StepsToCommitment(*r.reveals[seat][chain], s.fair.chains[seat][chain].latest);
  if (steps <= 0) return std::nullopt;  // all applied (0), or not on this chain (the replay refuses it)
  return ChainAction(ActionType::Reveal, ChainSteps(*r.reveals[seat][chain], steps - 1));
}

std::optional<Error> ApplyRecordedReveals(GameState& s, const GameRecord& r, Events* ev) {
  while (std::optional<Action> reveal = RecordedReveal(r, s))
    if (auto err = Apply(s, *reveal, ev)) return err;
  return std::nullopt;
}

std::optional<Error> ApplyRecordStep(GameState& s, const GameRecord& r, size_t i, Events* ev) {
  if (i >= r.actions.size()) return Error{ErrorCode::BadRecord, "the record has no action " + std::to_string(i)};
  if (auto err = Apply(s, r.actions[i], ev)) return err;
  return ApplyRecordedReveals(s, r, ev);
}

GameRecord RecordPrefix(const GameRecord& r, size_t n) {
  GameRecord out{r.setup, {r.actions.begin(), r.actions.begin() + static_cast<long>(std::min(n, r.actions.size()))}, {}};
  if (!r.setup.fair_deal) return out;
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) return GameRecord{};
  while (cursor.Next() < out.actions.size())
    if (cursor.Step(nullptr)) return GameRecord{};
  out.reveals = RevealsOf(cursor.State());
  return out;
}

json Report(const GameState& s, const Events& events) {
  json scores = json::array();
  for (const PlayerState& p : s.players) scores.push_back(p.score);
  return {{"status", IsOver(s) ? "over" : "playing"}, {"scores", scores}, {"next", NextToJson(s)}, {"events", events}};
}

}  // namespace carc
