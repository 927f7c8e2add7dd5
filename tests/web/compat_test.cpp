// The compatibility corpus (tests/fixtures/compat/) through the web app's own code: every fixture's
// saved-game entry and record, put into local storage as an earlier build left them, is listed, loads
// and replays to the recorded outcome through SavedGames; every link reads through ReadShareLink and
// finds its saved game; saving an old game again leaves its stored record as it was.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "carc/share.h"
#include "platform/platform.h"
#include "saves/saved_games.h"
#include "link/link_address.h"

using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

namespace {

std::vector<json> Fixtures() {
  std::vector<std::filesystem::path> paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(CARC_FIXTURE_DIR))
    if (e.is_regular_file() && e.path().extension() == ".json") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<json> out;
  for (const auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    out.push_back(json::parse(ss.str()));
  }
  return out;
}

void CheckOutcome(const GameRecord& r, const json& expect) {
  ReplayResult rr = Replay(r, false);
  REQUIRE_MESSAGE(!rr.error, (rr.error ? rr.error->Message() : ""));
  const json report = Report(rr.state, {});
  CHECK(report["status"] == expect["status"]);
  CHECK(report["scores"] == expect["scores"]);
  CHECK(report["next"] == expect["next"]);
  CHECK(rr.state.turn == expect["turn"].get<int>());
}

// Local storage as the builds that made the fixtures left it: the index and one key per game.
void StoreAll(const std::vector<json>& fixtures) {
  platform::ClearStorageForTests();
  platform::SetStorageQuotaForTests(-1);
  json index = json::array();
  for (const json& f : fixtures) {
    index.push_back(f["saved"]["entry"]);
    REQUIRE(platform::StorageSave(f["saved"]["key"].get<std::string>(), f["saved"]["record"].get<std::string>()));
  }
  REQUIRE(platform::StorageSave(kSavesIndexKey, index.dump()));
}

}  // namespace

TEST_CASE("compat: every saved game of the corpus is listed, undamaged, and loads to its outcome") {
  const std::vector<json> fixtures = Fixtures();
  REQUIRE(fixtures.size() >= 40);
  StoreAll(fixtures);
  SavedGames saves;
  saves.CheckAll();
  CHECK(saves.TakeProblems().empty());
  CHECK(saves.List().size() == fixtures.size());
  for (const json& f : fixtures) {
    INFO("fixture ", f["name"].get<std::string>());
    const json& entry = f["saved"]["entry"];
    const std::string id = entry["id"].get<std::string>();
    const SaveEntry* e = saves.Find(id);
    REQUIRE(e != nullptr);
    CHECK(e->damaged.empty());
    CHECK(e->name == entry["name"].get<std::string>());
    CHECK(e->turn == entry["turn"].get<int>());
    CHECK(e->status == entry["status"].get<std::string>());
    GameRecord r;
    std::string error;
    REQUIRE_MESSAGE(saves.Load(id, &r, &error), error);
    CheckOutcome(r, f["expect"]);
  }
}

TEST_CASE("compat: every link of the corpus reads, replays to its outcome and continues its saved game") {
  const std::vector<json> fixtures = Fixtures();
  StoreAll(fixtures);
  SavedGames saves;
  for (const json& f : fixtures) {
    INFO("fixture ", f["name"].get<std::string>());
    const std::string link = f["link"].get<std::string>();
    GameRecord r;
    std::string error;
    REQUIRE_MESSAGE(ReadShareLink(link, &r, &error), error);
    CheckOutcome(r, f["expect"]);
    // The page makes the same link again from the game, and the link finds the saved copy (a link
    // opened again continues that entry instead of adding one).
    CHECK(BuildShareLink(link.substr(0, link.find('#')), r) == link);
    CHECK(saves.MatchLink(r) == f["saved"]["entry"]["id"].get<std::string>());
  }
}

TEST_CASE("compat: saving an old game again keeps its stored record byte for byte") {
  const std::vector<json> fixtures = Fixtures();
  StoreAll(fixtures);
  SavedGames saves;
  for (const json& f : fixtures) {
    INFO("fixture ", f["name"].get<std::string>());
    std::string id = f["saved"]["entry"]["id"].get<std::string>(), error;
    GameRecord r;
    REQUIRE_MESSAGE(saves.Load(id, &r, &error), error);
    ReplayResult rr = Replay(r, false);
    REQUIRE(saves.Save(&id, r, rr.state, &error));
    CHECK(id == f["saved"]["entry"]["id"].get<std::string>());
    CHECK(platform::StorageLoad(f["saved"]["key"].get<std::string>()) == f["saved"]["record"].get<std::string>());
  }
}

namespace {

GameRecord NewRecord(int ruleset, int n) {
  GameRecord r;
  r.setup.ruleset = ruleset;
  r.setup.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
  r.setup.expansions = {"abbey-mayor"};
  r.setup.seed = "5eed";
  GameState s;
  std::string error;
  REQUIRE(NewGame(r.setup, &s, &error));
  for (int i = 0; i < n; ++i) {
    Action a = LegalActions(s).front();
    REQUIRE_FALSE(Apply(s, a));
    r.actions.push_back(a);
  }
  return r;
}

}  // namespace

TEST_CASE("versions: a new game is saved and shared as version 2 with its ruleset, and opens again") {
  platform::ClearStorageForTests();
  SavedGames saves;
  const GameRecord r = NewRecord(kLatestRuleset, 5);
  std::string id, error;
  REQUIRE(saves.Save(&id, r, Replay(r, false).state, &error));
  const json stored = json::parse(platform::StorageLoad(kSavesGamePrefix + id));
  CHECK(stored["version"] == 2);
  CHECK(stored["ruleset"] == kLatestRuleset);
  GameRecord back;
  REQUIRE(saves.Load(id, &back, &error));
  CHECK(back.setup.ruleset == kLatestRuleset);

  const std::string link = BuildShareLink("https://someone.github.io/carcassonne/", r);
  CHECK(link.find("#g=%7B%22v%22:2,%22r%22:" + std::to_string(kLatestRuleset) + ",") != std::string::npos);
  REQUIRE(ReadShareLink(link, &back, &error));
  CHECK(back.setup.ruleset == kLatestRuleset);
  CHECK(saves.MatchLink(back) == id);
  // The same setup and actions under ruleset 1 are another game: the link does not continue it.
  GameRecord other = back;
  other.setup.ruleset = 1;
  CHECK(saves.MatchLink(other).empty());
}

TEST_CASE("versions: a saved game or a link made by a newer version is refused as such, not as damage") {
  platform::ClearStorageForTests();
  SavedGames saves;
  const GameRecord r = NewRecord(kLatestRuleset, 3);
  std::string id, error;
  REQUIRE(saves.Save(&id, r, Replay(r, false).state, &error));
  json newer = json::parse(platform::StorageLoad(kSavesGamePrefix + id));
  newer["ruleset"] = kLatestRuleset + 1;
  REQUIRE(platform::StorageSave(kSavesGamePrefix + id, newer.dump()));
  GameRecord out;
  CHECK_FALSE(saves.Load(id, &out, &error));
  CHECK_MESSAGE(error.find("made by a newer version of the game") != std::string::npos, error);
  CHECK(error.find("damaged") == std::string::npos);

  json compact = json::parse(CompactRecordJson(r));
  compact["v"] = kRecordVersion + 1;
  CHECK_FALSE(ReadShareLink("https://x/#g=" + PercentEncodeFragment(compact.dump()), &out, &error));
  CHECK_MESSAGE(error.find("made by a newer version of the game") != std::string::npos, error);
  CHECK(error.find("cut short") == std::string::npos);
}
