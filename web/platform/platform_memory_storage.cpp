// The key/value store of platform/platform.h in memory: the desktop build, the native web tests and the fuzzers
// (no SDL here, so the fuzzers link it alone). A quota hook lets the tests fill it up.
#include <map>

#include "platform/platform.h"

namespace {
std::map<std::string, std::string, std::less<>> g_storage;
long long g_quota = -1;  // bytes (keys + values) the store may hold; < 0: no limit (tests set it)

long long StoredBytes() {
  long long n = 0;
  for (const auto& [k, v] : g_storage) n += static_cast<long long>(k.size() + v.size());
  return n;
}
}  // namespace

namespace carc::platform {

std::string StorageLoad(std::string_view key) {
  auto it = g_storage.find(key);
  return it == g_storage.end() ? std::string() : it->second;
}

bool StorageSave(std::string_view key, std::string_view value) {
  if (g_quota >= 0) {
    auto it = g_storage.find(key);
    const long long old = it == g_storage.end() ? 0 : static_cast<long long>(it->first.size() + it->second.size());
    if (StoredBytes() - old + static_cast<long long>(key.size() + value.size()) > g_quota) return false;
  }
  g_storage[std::string(key)] = value;
  return true;
}

bool StorageHas(std::string_view key) { return g_storage.find(key) != g_storage.end(); }

void StorageRemove(std::string_view key) {
  auto it = g_storage.find(key);
  if (it != g_storage.end()) g_storage.erase(it);
}

std::vector<std::string> StorageKeys(std::string_view prefix) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : g_storage)
    if (k.compare(0, prefix.size(), prefix) == 0) keys.push_back(k);
  return keys;
}

void SetStorageQuotaForTests(long long bytes) { g_quota = bytes; }
void ClearStorageForTests() { g_storage.clear(); }

}  // namespace carc::platform
