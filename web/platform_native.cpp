// platform.h for the desktop build (SDL2 + OpenGL 3). Storage and the "URL hash" live in memory.
#include "platform.h"

#include <SDL.h>

#include <cstdio>
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
void ShowAlert(std::string_view message) {
  if (!message.empty()) std::fprintf(stderr, "%.*s\n", static_cast<int>(message.size()), message.data());
}

std::string StorageLoad(std::string_view key) {
  auto it = g_storage.find(key);
  return it == g_storage.end() ? std::string() : it->second;
}
void StorageSave(std::string_view key, std::string_view value) { g_storage[std::string(key)] = value; }

std::string GetUrlHash() { return g_hash; }
void SetUrlHash(std::string_view value) { g_hash = value; }
void SetOnHashChanged(void (*)()) {}

void CopyToClipboard(std::string_view text) { SDL_SetClipboardText(std::string(text).c_str()); }

}  // namespace carc::platform
