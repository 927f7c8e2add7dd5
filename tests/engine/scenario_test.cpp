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
// (it shows an old ruling or plays an old tile layout that the latest ruleset changed; its description
// says which). Each run is a subcase named by the file and the ruleset it runs under
// ("tower-thieves/ex21-....json under ruleset 1", "... under ruleset 3 (the latest, also)"), so a
// failure says which; the suite ends with how many runs each ruleset had.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
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

// CHECKs, never REQUIREs: an exception out of one subcase would end the walk through the later ones
// (doctest, subcases in a loop), hiding their failures.
void CheckScenario(const GameRecord& record, const json& expect) {
  ReplayResult r = Replay(record);
  if (expect.contains("error")) {
    CHECK_MESSAGE(r.error.has_value(), "the replay should have been refused");
    if (!r.error) return;
    CHECK(r.error->index == expect["error"]["index"].get<int>());
    if (expect["error"].contains("code")) CHECK(std::string(ErrorCodeName(r.error->error.code)) == expect["error"]["code"].get<std::string>());
    return;
  }
  CHECK_MESSAGE(!r.error.has_value(), (r.error ? r.error->Message() : ""));
  if (r.error) return;
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

// One run of a scenario: its file and the ruleset it is judged under (its own, or the latest).
struct Run {
  std::filesystem::path file;
  std::string name;  // "tower-thieves/ex21-....json" as the suite reports it
  int ruleset = 0;
  bool latest_too = false;  // the run under the latest ruleset of a scenario made under an older one
};

json ReadScenario(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return json::parse(ss.str(), nullptr, false);
}

// The runs of every scenario: under its own ruleset, and under the latest too unless it opts out.
// (A record that cannot be read still gets its run, which then fails with the reason.)
std::vector<Run> Runs(const std::vector<std::filesystem::path>& files) {
  std::vector<Run> runs;
  for (const auto& f : files) {
    // "dir/file.json": the path below the scenario folder (by its text: no file-system call).
    const std::string full = f.generic_string(), root = std::filesystem::path(CARC_SCENARIO_DIR).generic_string();
    const std::string name = full.rfind(root, 0) == 0 ? full.substr(root.size() + 1) : f.filename().string();
    const json doc = ReadScenario(f);
    GameRecord record;
    std::string error;
    const bool readable = !doc.is_discarded() && doc.contains("record") && RecordFromJson(doc["record"], &record, &error);
    const int own = readable ? record.setup.ruleset : 0;
    runs.push_back({f, name, own, false});
    if (readable && own != kLatestRuleset && doc.value("also_latest", true)) runs.push_back({f, name, kLatestRuleset, true});
  }
  return runs;
}

std::string RunName(const Run& run) {
  std::string n = run.name + " under ruleset " + std::to_string(run.ruleset);
  if (run.latest_too) n += " (the latest, also)";
  return n;
}

void RunScenario(const Run& run) {
  const json doc = ReadScenario(run.file);
  INFO("scenario ", run.name, ", ruleset ", run.ruleset);
  CHECK_FALSE(doc.is_discarded());
  if (doc.is_discarded()) return;
  const std::string description = doc.value("description", "");
  INFO(description);
  GameRecord record;
  std::string error;
  const bool read = doc.contains("record") && RecordFromJson(doc["record"], &record, &error);
  CHECK_MESSAGE(read, error);
  if (!read) return;
  record.setup.ruleset = run.ruleset;
  CheckScenario(record, doc["expect"]);
}

}  // namespace

TEST_CASE("scenarios: every record in tests/scenarios gives the expected scores and events") {
  // Found once: doctest enters the test case again for every subcase.
  static const std::vector<std::filesystem::path> files = [] {
    std::vector<std::filesystem::path> out;
    for (const auto& e : std::filesystem::recursive_directory_iterator(CARC_SCENARIO_DIR))
      if (e.path().extension() == ".json") out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
  }();
  static const std::vector<Run> runs = Runs(files);
  REQUIRE(files.size() > 0);
  for (const Run& run : runs) {
    SUBCASE(RunName(run).c_str()) { RunScenario(run); }
  }
  // Once, after the last run (the test case is entered once per run).
  static size_t entered = 0;
  if (++entered == runs.size()) {
    std::map<int, int> per_ruleset;
    for (const Run& run : runs) ++per_ruleset[run.ruleset];
    std::string counts;
    for (const auto& [ruleset, n] : per_ruleset) counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " under ruleset " + std::to_string(ruleset);
    MESSAGE(files.size(), " scenario files, ", runs.size(), " runs: ", counts);
  }
}
