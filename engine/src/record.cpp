#include "carc/record.h"

namespace carc {
using nlohmann::json;

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
  if (j.contains("actions")) {
    const json& acts = j["actions"];
    if (!acts.is_array()) { *error = "\"actions\" must be a list"; return false; }
    if (acts.size() > kMaxActions) { *error = "too many actions (" + std::to_string(acts.size()) + ")"; return false; }
    for (size_t i = 0; i < acts.size(); ++i) {
      Action a;
      std::string why;
      if (!ActionFromJson(acts[i], &a, &why)) {
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
  if (r.setup.ruleset != 1) {  // ruleset 1 stays a version-1 record (kRecordVersion)
    j["version"] = 2;
    j["ruleset"] = r.setup.ruleset;
  }
  return j;
}

std::string ReplayError::Message() const {
  if (index < 0) return "the setup is invalid: " + error.message;
  return "action " + std::to_string(index) + " " + action.dump() + " is illegal (" +
         std::string(ErrorCodeName(error.code)) + "): " + error.message;
}

ReplayResult Replay(const GameRecord& r, bool keep_events, const Rulebook* rulebook) {
  ReplayResult res;
  std::string why;
  Events* ev = keep_events ? &res.events : nullptr;
  GameState start;
  if (!NewGame(r.setup, &start, &why, ev, rulebook)) {
    const Rulebook& book = rulebook ? *rulebook : TheRulebook();
    const bool known = book.error.empty() && book.Find(r.setup.ruleset);
    res.error = ReplayError{-1, nullptr, Error{known ? ErrorCode::BadRecord : ErrorCode::UnknownRuleset, why}};
    res.events.clear();
    return res;
  }
  res.state = start;
  for (size_t i = 0; i < r.actions.size(); ++i) {
    if (auto err = Apply(res.state, r.actions[i], ev)) {
      res.error = ReplayError{static_cast<int>(i), ActionToJson(r.actions[i]), *err};
      res.state = std::move(start);
      res.events.clear();
      return res;
    }
  }
  return res;
}

json Report(const GameState& s, const Events& events) {
  json scores = json::array();
  for (const PlayerState& p : s.players) scores.push_back(p.score);
  return {{"status", IsOver(s) ? "over" : "playing"}, {"scores", scores}, {"next", NextToJson(s)}, {"events", events}};
}

}  // namespace carc
