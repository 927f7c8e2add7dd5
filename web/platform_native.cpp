// platform.h for the desktop build (SDL2 + OpenGL 3). Storage and the "URL hash" live in memory.
#include "platform.h"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <map>

namespace {
std::map<std::string, std::string, std::less<>> g_storage;
std::string g_hash;
}  // namespace

namespace carc::platform {

const char* ConfigureGl() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  return "#version 150";
}

void RunMainLoop(FrameFn frame, void* user) {
  while (frame(user)) {
  }
}

void SignalReady() {}
bool PrefersReducedMotion() { return false; }
void InitSound() {}
void PlaySound(std::string_view, float, float) {}
void ShowAlert(std::string_view message) {
  if (!message.empty()) std::fprintf(stderr, "%.*s\n", static_cast<int>(message.size()), message.data());
}

void Announce(std::string_view) {}

std::string StorageLoad(std::string_view key) {
  auto it = g_storage.find(key);
  return it == g_storage.end() ? std::string() : it->second;
}
// StorageSave is below, with the quota hook of the tests.

std::string GetUrlHash() { return g_hash; }
void SetUrlHash(std::string_view value) { g_hash = value; }
void SetOnHashChanged(void (*)()) {}

void CopyToClipboard(std::string_view text) { SDL_SetClipboardText(std::string(text).c_str()); }

std::vector<std::string> PreferredLanguages() {
  // LANG=fr_CH.UTF-8 -> "fr_CH" (i18n::BestMatch reads the part before '_' or '-').
  const char* lang = std::getenv("LANG");
  if (!lang || !*lang) return {};
  std::string l(lang);
  return {l.substr(0, l.find('.'))};
}

void LanguageChanged(std::string_view) {}
FetchState CatalogueText(std::string_view, std::string*) { return FetchState::Failed; }

}  // namespace carc::platform

// --- Saved games and share links ---------------------------------------------------------------
namespace {
long long g_quota = -1;  // bytes (keys + values) the store may hold; < 0: no limit (tests set it)

long long StoredBytes() {
  long long n = 0;
  for (const auto& [k, v] : g_storage) n += static_cast<long long>(k.size() + v.size());
  return n;
}
}  // namespace

namespace carc::platform {

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

std::string PageAddress() { return "https://carcassonne.invalid/"; }

bool CanShareSheet() { return false; }
void ShareSheet(std::string_view, std::string_view, std::string_view) {}

void CopyWithFallback(std::string_view text) { CopyToClipboard(text); }
int CopyState() { return 1; }

bool HostDrawsText() { return false; }
TextMetrics MeasureHostText(std::string_view, float, int) { return {}; }
void DrawHostText(std::string_view, float, int, float, float, int, int, unsigned char*) {}

void SetStorageQuotaForTests(long long bytes) { g_quota = bytes; }
void ClearStorageForTests() { g_storage.clear(); }

}  // namespace carc::platform
