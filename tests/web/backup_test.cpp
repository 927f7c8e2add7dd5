// Backup and restore (web/saves/backup.cpp) over the in-memory storage: every saved game and secret goes
// into one file and comes back on a fresh device the same (records, names, seats); a second restore
// changes nothing; restoring over games that moved on here keeps both lines; a damaged file, a file
// from a newer version or not a backup at all is refused and nothing changes; secrets already here
// are never overwritten, malformed ones are skipped and counted.
#include "keeping_support.h"

#include <nlohmann/json.hpp>

#include "saves/backup.h"
#include "link/link_rules.h"
#include "i18n/i18n.h"
#include "saves/saved_games.h"
#include "link/link_address.h"

using namespace carc;
using namespace carc::ui;
using namespace keeping_test;
using json = nlohmann::json;

namespace {

constexpr const char* kCommitment = "AbCdEfGhIjKlMnOpQrStUv";  // 22 base64url characters
// 32 bytes in hex: a commitment need not be base64url nor of one length.
constexpr const char* kHexCommitment = "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b";
constexpr const char* kOtherCommitment = "zyxwvutsrqponmlkjihg-_";

bool Same(const GameRecord& a, const GameRecord& b) { return CompareRecords(a, b).relation == LinkRelation::Same; }

std::string SaveNew(SavedGames& saves, const GameRecord& r) {
  std::string id, error;
  REQUIRE(saves.Save(&id, r, StateOf(r), &error));
  return id;
}

// A finished 2-player game (a deck of two tiles).
GameRecord Finished() {
  Setup s = Players(2, "");
  s.has_deck = true;
  s.deck_land = {"E", "U"};
  const GameRecord r = Play(s, 60);
  REQUIRE(IsOver(StateOf(r)));
  return r;
}

struct Device {
  std::string hot, ben, done;  // a hot-seat game, one where this device plays Ben, a finished one
  GameRecord hot_r, ben_r, done_r;
};

// This device's games and secrets: three games, one good secret and one damaged.
Device FillDevice(SavedGames& saves) {
  Device d;
  d.hot_r = Play(Players(2, "hot", {"river"}), 8);
  d.ben_r = Play(Players(3, "ben", {"abbey-mayor"}), 11);
  d.done_r = Finished();
  d.hot = SaveNew(saves, d.hot_r);
  d.ben = SaveNew(saves, d.ben_r);
  d.done = SaveNew(saves, d.done_r);
  std::string error;
  REQUIRE(saves.SetSeats(d.ben, Seats{Seats::Mode::Chosen, {1}}, &error));
  REQUIRE(saves.Rename(d.hot, "Sunday game", &error));
  platform::StorageSave(std::string(kSavesSecretPrefix) + kCommitment,
                        R"({"secret":"0123456789abcdefABCD_-","made":1767225400000,"game":"later fields stay"})");
  platform::StorageSave(std::string(kSavesSecretPrefix) + "damaged", R"({"made":1767225400000})");
  return d;
}

}  // namespace

TEST_CASE("a backup carries every game and secret to a fresh device, and a second restore changes nothing") {
  FreshStorage fresh;
  SavedGames here;
  const Device d = FillDevice(here);
  ExportSummary summary;
  const std::string text = ExportBackup(here, 1767225600000, &summary);
  CHECK(summary.games == 3);
  CHECK(summary.secrets == 1);
  CHECK(summary.bad_secrets == 1);
  const json file = json::parse(text);
  CHECK(file["format"] == kBackupFormat);
  CHECK(file["version"] == kBackupVersion);
  CHECK(file["games"].size() == 3);
  CHECK(file["secrets"][kCommitment]["game"] == "later fields stay");
  // Secrets never reach a share link (they are not part of a record).
  CHECK(BuildShareLink("https://x/", d.ben_r).find("0123456789abcdef") == std::string::npos);

  // A new phone.
  platform::ClearStorageForTests();
  SavedGames phone;
  const ImportReport r = ImportBackup(phone, text);
  CHECK_FALSE(r.refused);
  CHECK(r.games == 3);
  CHECK(r.added == 3);
  CHECK(r.secrets_added == 1);
  CHECK(r.secrets_bad == 0);  // the damaged one was never exported
  phone.Refresh();
  REQUIRE(phone.List().size() == 3);
  const std::vector<std::pair<std::string, GameRecord>> games = {{d.hot, d.hot_r}, {d.ben, d.ben_r}, {d.done, d.done_r}};
  for (const auto& [id, record] : games) {
    GameRecord back;
    std::string error;
    REQUIRE(phone.Load(id, &back, &error));  // the same ids: they were free here
    CHECK(Same(back, record));
  }
  CHECK(phone.Find(d.hot)->name == "Sunday game");
  CHECK(phone.SeatsOf(d.ben, 3).local == std::vector<int>{1});
  CHECK(phone.SeatsOf(d.hot, 2).mode == Seats::Mode::HotSeat);
  CHECK(phone.Find(d.done)->status == "over");
  // The very text the fair deal stored (its fields in their order).
  CHECK(platform::StorageLoad(std::string(kSavesSecretPrefix) + kCommitment) ==
        R"({"secret":"0123456789abcdefABCD_-","made":1767225400000,"game":"later fields stay"})");

  const auto before = Snapshot();
  const ImportReport again = ImportBackup(phone, text);
  CHECK(again.already == 3);
  CHECK(again.added + again.updated == 0);
  CHECK(again.beside.empty());
  CHECK(again.secrets_kept == 1);
  CHECK(Snapshot() == before);
  CHECK(ImportReportText(again).find("already here") != std::string::npos);
}

TEST_CASE("restoring over games that moved on here keeps both lines, and brings older copies up to date") {
  FreshStorage fresh;
  SavedGames home;
  const Device d = FillDevice(home);
  // The phone gets the backup, then both devices play on.
  const std::string first = ExportBackup(home, 1, nullptr);
  platform::ClearStorageForTests();
  SavedGames phone;
  REQUIRE(!ImportBackup(phone, first).refused);
  std::string error;
  // On the phone: the hot-seat game goes on (further than home will have it); the Ben game goes
  // another way than at home.
  std::string hot = d.hot, ben = d.ben;
  const GameRecord phone_hot = Play(d.hot_r.setup, 14, false, &d.hot_r);
  const GameRecord phone_ben = Play(d.ben_r.setup, 14, true, &d.ben_r);
  REQUIRE(phone.Save(&hot, phone_hot, StateOf(phone_hot), &error));
  REQUIRE(phone.Save(&ben, phone_ben, StateOf(phone_ben), &error));
  const auto phone_store = Snapshot();

  // At home (its own storage again): the Ben game goes on the other way, and a new game starts.
  platform::ClearStorageForTests();
  SavedGames home_again;
  REQUIRE(!ImportBackup(home_again, first).refused);
  const GameRecord home_ben = Play(d.ben_r.setup, 13, false, &d.ben_r);
  REQUIRE(CompareRecords(phone_ben, home_ben).relation == LinkRelation::Diverged);
  std::string home_ben_id = d.ben;
  REQUIRE(home_again.Save(&home_ben_id, home_ben, StateOf(home_ben), &error));
  const GameRecord new_game = Play(Players(2, "new"), 5);
  SaveNew(home_again, new_game);
  const std::string second = ExportBackup(home_again, 2, nullptr);

  // Back on the phone, the second backup is restored.
  platform::ClearStorageForTests();
  for (const auto& [k, v] : phone_store) platform::StorageSave(k, v);
  SavedGames phone_again;
  const ImportReport r = ImportBackup(phone_again, second);
  CHECK_FALSE(r.refused);
  CHECK(r.games == 4);
  CHECK(r.added == 1);          // the new game
  CHECK(r.already == 2);        // the hot-seat game (further here) and the finished one
  REQUIRE(r.beside.size() == 1);  // the Ben game went two ways
  CHECK(r.beside[0] == "Ana, Ben, Cleo (from the backup)");
  CHECK(Same(Stored(d.hot), phone_hot));  // never replaced by the file's shorter line
  CHECK(Same(Stored(d.ben), phone_ben));  // the phone's own line stays
  phone_again.Refresh();
  CHECK(phone_again.List().size() == 5);
  bool found_home_line = false;
  for (const SaveEntry& e : phone_again.List())
    if (Same(Stored(e.id), home_ben)) {
      found_home_line = true;
      CHECK(phone_again.SeatsOf(e.id, 3).local == std::vector<int>{1});
    }
  CHECK(found_home_line);
  CHECK(ImportReportText(r).find("kept beside it as “Ana, Ben, Cleo (from the backup)”") != std::string::npos);

  // A file with a game further on than here brings it up to date, under its own entry.
  const std::string third = ExportBackup(phone_again, 3, nullptr);
  platform::ClearStorageForTests();
  SavedGames behind;
  std::string old_hot = SaveNew(behind, d.hot_r);
  const ImportReport up = ImportBackup(behind, third);
  CHECK(up.updated == 1);
  CHECK(Same(Stored(old_hot), phone_hot));
}

TEST_CASE("a damaged file, a newer one or another kind of file is refused and nothing changes") {
  FreshStorage fresh;
  SavedGames saves;
  FillDevice(saves);
  const std::string text = ExportBackup(saves, 1, nullptr);
  const auto before = Snapshot();
  json file = json::parse(text);

  json newer = file;
  newer["version"] = kBackupVersion + 1;
  json newer_game = file;
  newer_game["games"][0]["record"]["version"] = 99;
  json altered = file;
  // An action moved where it cannot be: replayed, refused, named.
  json& actions = altered["games"][1]["record"]["actions"];
  for (json& a : actions)
    if (a["type"] == "place") {
      a["x"] = a["x"].get<int>() + 9;
      break;
    }
  json no_games = file;
  no_games.erase("games");
  json bad_entry = file;
  bad_entry["games"][2] = "a game";

  const std::vector<std::pair<std::string, std::string>> cases = {
      {text.substr(0, text.size() / 2), "cut short"},
      {newer.dump(), "newer version"},
      {newer_game.dump(), "newer version"},
      {altered.dump(), "cannot be opened"},
      {no_games.dump(), "damaged"},
      {bad_entry.dump(), "its game 3"},
      {R"({"format":"carcassonne-game","version":1})", "not a backup"},
      {"", "damaged"},
      {std::string(40, '['), "damaged"},
  };
  for (const auto& [t, expected] : cases) {
    const ImportReport r = ImportBackup(saves, t);
    CHECK(r.refused);
    CHECK_MESSAGE(r.why.find(expected) != std::string::npos, r.why);
    CHECK(ImportReportText(r).find("unchanged") != std::string::npos);
    CHECK(Snapshot() == before);
  }
  CHECK(ImportBackup(saves, std::string(kMaxBackupBytes + 1, ' ')).refused);
}

TEST_CASE("secrets: only missing ones are added, one here is never overwritten, malformed ones are counted") {
  FreshStorage fresh;
  const std::string mine = R"({"secret":"0123456789abcdefABCD_-"})";
  platform::StorageSave(std::string(kSavesSecretPrefix) + kCommitment, mine);
  SavedGames saves;
  json file = {{"format", kBackupFormat}, {"version", 1}, {"games", json::array()},
               {"secrets", {{kCommitment, {{"secret", "ZZZZZZZZZZZZZZZZZZZZZZ"}}},
                            {kOtherCommitment, {{"secret", "YYYYYYYYYYYYYYYYYYYYYY"}, {"extra", {1, 2}}}},
                            // The fair deal's shape with a hex commitment of another length: carried.
                            {kHexCommitment, {{"secret", "9f86d081884c7d659a2feaa0c55ad015"}, {"made", 1767225400000}}},
                            {"has space", {{"secret", "YYYYYYYYYYYYYYYYYYYYYY"}}},
                            {"ABCDEFGHIJKLMNOPQRSTUV", {{"secret", ""}}},
                            {"ABCDEFGHIJKLMNOPQRSTUX", {{"secret", 7}}},
                            {"ABCDEFGHIJKLMNOPQRSTUW", "a text"}}}};
  const ImportReport r = ImportBackup(saves, file.dump());
  CHECK_FALSE(r.refused);
  CHECK(r.secrets_added == 2);
  CHECK(r.secrets_kept == 1);
  CHECK(r.secrets_bad == 4);
  CHECK(platform::StorageLoad(std::string(kSavesSecretPrefix) + kCommitment) == mine);
  CHECK(json::parse(platform::StorageLoad(std::string(kSavesSecretPrefix) + kOtherCommitment))["extra"] == json{1, 2});
  CHECK(json::parse(platform::StorageLoad(std::string(kSavesSecretPrefix) + kHexCommitment))["made"] == 1767225400000);
  CHECK_FALSE(platform::StorageHas(std::string(kSavesSecretPrefix) + "has space"));
  const std::string words = ImportReportText(r);
  CHECK(words.find("4 secret keys in the file are damaged") != std::string::npos);
}
