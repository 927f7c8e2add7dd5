#include "carc/record.h"

namespace carc {
using nlohmann::json;

bool RecordFromJson(const json& j, GameRecord* out, std::string* error) {
  if (!j.is_object()) { *error = "a game record must be a JSON object"; return false; }
  if (!j.contains("format") || !j["format"].is_string() || j["format"].get<std::string>() != "carcassonne-game") {
    *error = "not a game record: \"format\" must be \"carcassonne-game\"";
    return false;
  }
  if (!j.contains("version") || !j["version"].is_number_integer()) { *error = "missing \"version\""; return false; }
  if (j["version"].get<long long>() != 1) {
    *error = "unsupported record version " + j["version"].dump() + " (this game reads version 1)";
    return false;
  }
  GameRecord r;
  if (!j.contains("setup")) { *error = "missing \"setup\""; return false; }
  if (!SetupFromJson(j["setup"], &r.setup, error)) return false;
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

bool ParseRecord(std::string_view text, GameRecord* out, std::string* error) {
  if (text.size() > kMaxRecordBytes) { *error = "the record is too large (" + std::to_string(text.size()) + " bytes)"; return false; }
  if (!JsonNestingWithin(text, kMaxJsonDepth)) { *error = "the record is not a game record (JSON nested too deeply)"; return false; }
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) { *error = "the record is not valid JSON (truncated or corrupted?)"; return false; }
  return RecordFromJson(j, out, error);
}

json RecordToJson(const GameRecord& r) {
  json actions = json::array();
  for (const Action& a : r.actions) actions.push_back(ActionToJson(a));
  return {{"format", "carcassonne-game"}, {"version", 1}, {"setup", SetupToJson(r.setup)}, {"actions", actions}};
}

std::string ReplayError::Message() const {
  if (index < 0) return "the setup is invalid: " + error.message;
  return "action " + std::to_string(index) + " " + action.dump() + " is illegal (" +
         std::string(ErrorCodeName(error.code)) + "): " + error.message;
}

ReplayResult Replay(const GameRecord& r, bool keep_events) {
  ReplayResult res;
  std::string why;
  Events* ev = keep_events ? &res.events : nullptr;
  GameState start;
  if (!NewGame(r.setup, &start, &why, ev)) {
    res.error = ReplayError{-1, nullptr, Error{ErrorCode::BadRecord, why}};
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
