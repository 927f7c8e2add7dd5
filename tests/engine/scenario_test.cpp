// Runs every scenario record in tests/scenarios/: a game record with the expected outcome.
//
//   { "description": "...", "rules": "RULES.md §8 Ex 1",
//     "record": { a game record (game-record.md) },
//     "expect": { "scores": [4, 0], "status": "over",
//                 "events": [ {...}, ... ],      each must match, in this order, some report event
//                                                (all its keys equal; other keys are ignored)
//                 "absent": [ {...} ],           no report event may match any of these
//                 "error": { "index": 2, "code": "edge-mismatch" },   the replay must stop there
//                 "legal": { "contains": [ {action}... ], "excludes": [ {action}... ] } },
//     "also_latest": false }                     optional, see below
//
// A scenario's record is judged under its own ruleset: a version-1 record is ruleset 1 (all the
// scenarios written before rulesets existed), a version-2 record names its own. A scenario whose
// ruleset is not the latest is also replayed under the latest one and must meet the same expectations
// there - the rulings it checks are still those of new games - unless it says "also_latest": false
// (it shows an old ruling that the latest ruleset changed; its description says which).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "carc/record.h"

namespace {
using nlohmann::json;
using namespace carc;

bool Matches(const json& event, const json& want) {
  for (auto& [k, v] : want.items())
    if (!event.contains(k) || event[k] != v) return false;
  return true;
}

bool SameActionJson(const json& a, const json& b) {
  // Compare through the engine's own reading, so "at" spellings and key order do not matter.
  Action x, y;
  std::string e;
  if (!ActionFromJson(a, &x, &e) || !ActionFromJson(b, &y, &e)) return false;
  json ja = ActionToJson(x), jb = ActionToJson(y);
  ja.erase("tile");
  jb.erase("tile");
  return ja == jb;
}

void CheckScenario(const GameRecord& record, const json& expect) {
  INFO("ruleset ", record.setup.ruleset);
  ReplayResult r = Replay(record);
  if (expect.contains("error")) {
    REQUIRE_MESSAGE(r.error.has_value(), "the replay should have been refused");
    CHECK(r.error->index == expect["error"]["index"].get<int>());
    if (expect["error"].contains("code")) CHECK(std::string(ErrorCodeName(r.error->error.code)) == expect["error"]["code"].get<std::string>());
    return;
  }
  REQUIRE_MESSAGE(!r.error.has_value(), (r.error ? r.error->Message() : ""));
  json report = Report(r.state, r.events);
  if (expect.contains("scores")) CHECK_MESSAGE(report["scores"] == expect["scores"], report["events"].dump());
  if (expect.contains("status")) CHECK(report["status"] == expect["status"]);
  if (expect.contains("next")) CHECK_MESSAGE(Matches(report["next"], expect["next"]), report["next"].dump());
  if (expect.contains("events")) {
    size_t at = 0;
    const json& events = report["events"];
    for (const json& want : expect["events"]) {
      while (at < events.size() && !Matches(events[at], want)) ++at;
      CHECK_MESSAGE(at < events.size(), (std::string("missing event (in order) ") + want.dump() + "\nevents: " + events.dump()));
      if (at < events.size()) ++at;
    }
  }
  if (expect.contains("absent"))
    for (const json& bad : expect["absent"])
      for (const json& e : report["events"]) CHECK_MESSAGE(!Matches(e, bad), (std::string("unexpected event ") + e.dump()));
  if (expect.contains("legal")) {
    json legal = json::array();
    for (const Action& a : LegalActions(r.state)) legal.push_back(ActionToJson(a));
    auto has = [&](const json& want) {
      return std::any_of(legal.begin(), legal.end(), [&](const json& l) { return SameActionJson(l, want); });
    };
    if (expect["legal"].contains("contains"))
      for (const json& want : expect["legal"]["contains"]) CHECK_MESSAGE(has(want), (std::string("not legal but should be: ") + want.dump() + "\nlegal: " + legal.dump()));
    if (expect["legal"].contains("excludes"))
      for (const json& bad : expect["legal"]["excludes"]) CHECK_MESSAGE(!has(bad), (std::string("legal but should not be: ") + bad.dump()));
  }
}

void RunScenario(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  json doc = json::parse(ss.str(), nullptr, false);
  INFO("scenario ", path.filename().string());
  REQUIRE_FALSE(doc.is_discarded());
  if (doc.contains("description")) INFO(doc["description"].get<std::string>());
  GameRecord record;
  std::string error;
  REQUIRE_MESSAGE(RecordFromJson(doc["record"], &record, &error), error);
  CheckScenario(record, doc["expect"]);
  if (record.setup.ruleset != kLatestRuleset && doc.value("also_latest", true)) {
    record.setup.ruleset = kLatestRuleset;
    CheckScenario(record, doc["expect"]);
  }
}

}  // namespace

TEST_CASE("scenarios: every record in tests/scenarios gives the expected scores and events") {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(CARC_SCENARIO_DIR))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() > 0);
  for (const auto& f : files) {
    SUBCASE(f.filename().string().c_str()) { RunScenario(f); }
  }
  MESSAGE(files.size(), " scenario files");
}
