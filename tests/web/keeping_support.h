#pragma once
// Shared by the keeping tests (keeper_test.cpp, backup_test.cpp): games played with the first or the
// last legal action, and the in-memory storage of platform/platform_native.cpp as a map.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "carc/game.h"
#include "carc/record.h"
#include "platform/platform.h"

namespace keeping_test {

inline carc::Setup Players(int n, const std::string& seed = "keeping-test", std::vector<std::string> expansions = {}) {
  carc::Setup s;
  const char* names[] = {"Ana", "Ben", "Cleo"};
  const char* colours[] = {"red", "blue", "green"};
  for (int i = 0; i < n; ++i) s.players.push_back({names[i], colours[i], ""});
  s.seed = seed;
  s.expansions = std::move(expansions);
  return s;
}

// `from` (or a new game of `setup`) played on to `n` actions: the first legal action each time, or
// the last one (another line from the same position).
inline carc::GameRecord Play(const carc::Setup& setup, int n, bool last = false, const carc::GameRecord* from = nullptr) {
  carc::GameRecord r = from ? *from : carc::GameRecord{setup, {}};
  carc::ReplayResult rr = carc::Replay(r, false);
  REQUIRE(!rr.error);
  carc::GameState s = rr.state;
  while (static_cast<int>(r.actions.size()) < n && !carc::IsOver(s)) {
    std::vector<carc::Action> legal = carc::LegalActions(s);
    const carc::Action a = last ? legal.back() : legal.front();
    REQUIRE(!carc::Apply(s, a));
    r.actions.push_back(a);
  }
  return r;
}

inline carc::GameState StateOf(const carc::GameRecord& r) {
  carc::ReplayResult rr = carc::Replay(r, false);
  REQUIRE(!rr.error);
  return rr.state;
}

inline std::map<std::string, std::string> Snapshot() {
  std::map<std::string, std::string> m;
  for (const std::string& k : carc::platform::StorageKeys("")) m[k] = carc::platform::StorageLoad(k);
  return m;
}

// The record stored under entry `id` (empty actions and no players when missing or unreadable).
inline carc::GameRecord Stored(const std::string& id) {
  carc::GameRecord r;
  std::string error;
  carc::ParseRecord(carc::platform::StorageLoad(std::string("carcassonne.game.") + id), &r, &error);
  return r;
}

struct FreshStorage {
  FreshStorage() {
    carc::platform::ClearStorageForTests();
    carc::platform::SetStorageQuotaForTests(-1);
  }
  ~FreshStorage() { carc::platform::SetStorageQuotaForTests(-1); }
};

}  // namespace keeping_test
