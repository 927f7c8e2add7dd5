// libFuzzer target: the saved-games reader (web/saves/saved_games.cpp) over arbitrary local storage, and the
// backup reader (web/saves/backup.cpp) over arbitrary files. Besides crashes, sanitizer reports and hangs it
// checks what the issue asks of them:
//  - storage: whatever the index and the game keys hold, reading never loses an entry that still
//    reads (every index entry with a usable id stays in the index, every game key keeps its value,
//    every game whose record reads is listed), and whatever is damaged leaves a message;
//  - backup: a refused file leaves the storage exactly as it was and says why; an accepted one never
//    shortens or replaces a game that was here (every record here stays a prefix of what is stored).
// Input: the first byte picks the mode; the rest is split at 0x1e into the index and the games
// "carcassonne.game.g1", "g2", ... (storage), or is the backup file (backup, over two saved games).
// Build: -DCARC_FUZZ=ON with clang (see .github/scripts/fuzz.sh).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "saves/backup.h"
#include "carc/game.h"
#include "link/link_rules.h"
#include "platform/platform.h"
#include "saves/saved_games.h"

namespace {
using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

void Fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "saves_fuzzer: %s: %s\n", what, detail.c_str());
  std::abort();
}

std::map<std::string, std::string> Snapshot() {
  std::map<std::string, std::string> m;
  for (const std::string& k : platform::StorageKeys("")) m[k] = platform::StorageLoad(k);
  return m;
}

// The id rule of saves/saved_games.cpp, restated as the oracle: short, URL/key-safe.
bool UsableId(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
  return true;
}

std::string GameKey(const std::string& id) { return std::string(kSavesGamePrefix) + id; }

bool Reads(const std::string& text) {
  GameRecord r;
  std::string error;
  return ParseRecord(text, &r, &error);
}

// A small game to save and to compare with (made once per length: the harness replays enough).
GameRecord MakeSmallGame(int actions) {
  Setup s;
  s.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
  s.seed = "fuzz";
  GameRecord r{s, {}};
  GameState st;
  std::string error;
  if (!NewGame(s, &st, &error)) Fail("setup", error);
  for (int i = 0; i < actions && !IsOver(st); ++i) {
    const Action a = LegalActions(st).front();
    Apply(st, a);
    r.actions.push_back(a);
  }
  return r;
}

const GameRecord& SmallGame(int actions) {
  static std::map<int, GameRecord> made;
  auto it = made.find(actions);
  if (it == made.end()) it = made.emplace(actions, MakeSmallGame(actions)).first;
  return it->second;
}

void FuzzStorage(const std::vector<std::string>& parts) {
  platform::ClearStorageForTests();
  if (!parts.empty() && !(parts[0].size() == 1 && parts[0][0] == '-')) platform::StorageSave(kSavesIndexKey, parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) platform::StorageSave(GameKey("g" + std::to_string(i)), parts[i]);
  const auto before = Snapshot();

  // The oracle: what in the storage is damaged, and which entries still read.
  bool damaged = false;
  std::set<std::string> readable_ids;
  if (platform::StorageHas(kSavesIndexKey)) {
    const std::string text = platform::StorageLoad(kSavesIndexKey);
    const json index = JsonNestingWithin(text, kMaxJsonDepth) ? json::parse(text, nullptr, false) : json();
    if (!index.is_array()) damaged = true;
    for (const json& e : index.is_array() ? index : json::array()) {
      const json id = e.is_object() ? e.value("id", json()) : json();
      if (!id.is_string() || !UsableId(id.get<std::string>()) || readable_ids.count(id.get<std::string>())) {
        damaged = true;
        continue;
      }
      readable_ids.insert(id.get<std::string>());
      if (!platform::StorageHas(GameKey(id.get<std::string>())) || !Reads(platform::StorageLoad(GameKey(id.get<std::string>()))))
        damaged = true;
    }
  }

  SavedGames saves;
  saves.CheckAll();
  std::vector<std::string> problems = saves.TakeProblems();
  if (damaged && problems.empty()) Fail("damage without a message", platform::StorageLoad(kSavesIndexKey));
  for (const SaveEntry& e : saves.List()) {
    GameRecord r;
    std::string error;
    if (!saves.Load(e.id, &r, &error) && error.empty()) Fail("a game not opened without a message", e.id);
  }
  (void)saves.FindLink(SmallGame(3));
  (void)saves.ListJson().dump(-1, ' ', false, json::error_handler_t::replace);
  std::string id, error;
  const GameRecord small = SmallGame(4);
  ReplayResult rr = Replay(small, false);
  if (!saves.Save(&id, small, rr.state, &error)) Fail("a new game not saved", error);

  // Nothing that still reads is lost: the game keys keep their values, every usable index entry is
  // still listed, and every game whose record reads is listed (put back if the index lacked it).
  for (const auto& [k, v] : before)
    if (k.rfind(kSavesGamePrefix, 0) == 0 && platform::StorageLoad(k) != v) Fail("a game key changed", k);
  SavedGames again;
  again.Refresh();
  for (const std::string& rid : readable_ids)
    if (!again.Find(rid)) Fail("an index entry was lost", rid);
  for (const auto& [k, v] : before) {
    const std::string gid = k.substr(std::string(kSavesGamePrefix).size());
    if (k.rfind(kSavesGamePrefix, 0) == 0 && Reads(v) && !again.Find(gid)) Fail("a readable game is not listed", k);
  }
  if (!again.Find(id)) Fail("the saved game is not listed", id);
}

void FuzzBackup(const std::string& text) {
  platform::ClearStorageForTests();
  SavedGames saves;
  std::string a, b, error;
  const GameRecord first = SmallGame(6), second = SmallGame(2);
  Setup other = second.setup;
  other.seed = "fuzz-2";
  const GameRecord third{other, {}};
  if (!saves.Save(&a, first, Replay(first, false).state, &error) ||
      !saves.Save(&b, third, Replay(third, false).state, &error))
    Fail("setup", error);
  platform::StorageSave(std::string(kSavesSecretPrefix) + "AbCdEfGhIjKlMnOpQrStUv", R"({"secret":"0123456789abcdefABCD_-"})");
  const auto before = Snapshot();
  const ImportReport report = ImportBackup(saves, text);
  if (ImportReportText(report).empty()) Fail("a report without words", "");
  if (report.refused) {
    if (report.why.empty()) Fail("refused without a reason", "");
    if (Snapshot() != before) Fail("a refused file changed the storage", "");
    return;
  }
  // Accepted: every game and secret here is still here, as far or further on.
  for (const auto& [k, v] : before) {
    if (!platform::StorageHas(k)) Fail("a key was removed", k);
    if (k.rfind(kSavesSecretPrefix, 0) == 0 && platform::StorageLoad(k) != v) Fail("a secret was overwritten", k);
    if (k.rfind(kSavesGamePrefix, 0) != 0) continue;
    GameRecord old_r, new_r;
    std::string why;
    if (!ParseRecord(v, &old_r, &why) || !ParseRecord(platform::StorageLoad(k), &new_r, &why)) Fail("a game no longer reads", k);
    const LinkRelation rel = CompareRecords(old_r, new_r).relation;
    if (rel != LinkRelation::Same && rel != LinkRelation::Continues) Fail("a game here was replaced", k);
  }
  SavedGames again;
  again.Refresh();
  if (!again.Find(a) || !again.Find(b)) Fail("an entry was lost", a + " " + b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] & 1) {
    FuzzBackup(text);
    return 0;
  }
  std::vector<std::string> parts;
  size_t start = 0;
  for (;;) {
    const size_t end = text.find('\x1e', start);
    parts.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos || parts.size() >= 8) break;
    start = end + 1;
  }
  FuzzStorage(parts);
  return 0;
}
