// platform/platform.h for the desktop build (SDL2 + OpenGL 3). Storage (platform/platform_memory_storage.cpp) and the
// "URL hash" live in memory.
#include "platform/platform.h"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>

namespace {
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

void RunStartThenFrames(std::vector<StartStep> steps, FrameFn frame, void* user) {
  for (StartStep& step : steps)
    if (!step()) return;
  RunMainLoop(frame, user);
}

void Soon(std::function<void()> work) { work(); }

void FrameNotPresented() { SDL_Delay(16); }
void SleepFrames(double ms) { SDL_WaitEventTimeout(nullptr, static_cast<int>(ms)); }
void WakeFrames() {}
void SetOnWake(std::function<void()>) {}

void SignalReady() {}
bool PrefersReducedMotion() { return false; }
bool TouchScreen() { return false; }
void InitSound() {}
void PlaySound(std::string_view, float, float) {}
void ShowAlert(std::string_view message) {
  if (!message.empty()) std::fprintf(stderr, "%.*s\n", static_cast<int>(message.size()), message.data());
}

void Announce(std::string_view) {}


std::string GetUrlHash() { return g_hash; }
void SetUrlHash(std::string_view value) { g_hash = value; }
void SetOnHashChanged(std::function<void()>) {}

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

// --- Saved games and share links (the storage itself: platform/platform_memory_storage.cpp) ---------------
namespace carc::platform {

std::string PageAddress() { return "https://carcassonne.invalid/"; }

bool CanShareSheet() { return false; }
void ShareSheet(std::string_view, std::string_view, std::string_view) {}

void CopyWithFallback(std::string_view text) { CopyToClipboard(text); }
int CopyState() { return 1; }

void SetOnStorageChanged(void (*)()) {}
// The desktop's storage lives as long as the program: nothing to ask.
void RequestPersistentStorage() {}
void CheckPersistentStorage() {}
StorageKeeping GetStorageKeeping() { return {true, false, true, true, -1, -1}; }
bool CanShareFiles() { return false; }
bool PrefersShareSheet() { return false; }
void DownloadFile(std::string_view name, std::string_view text) {
  // The desktop build writes the backup into the working folder.
  if (FILE* f = std::fopen(std::string(name).c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
}
void ShareFile(std::string_view name, std::string_view text) { DownloadFile(name, text); }
void ChooseFile() {}
std::string TakeHandedText() { return {}; }

bool HostDrawsText() { return false; }
TextMetrics MeasureHostText(std::string_view, float, int) { return {}; }
void DrawHostText(std::string_view, float, int, float, float, int, int, unsigned char*) {}

}  // namespace carc::platform

// --- The thinking worker: the desktop has none, and the computer thinks on the app's thread -------
namespace carc::platform {

bool ThinkerPost(std::string_view) { return false; }
void ThinkerPrepare() {}
std::string ThinkerTake() { return {}; }
void ThinkerCancel() {}
std::string ThinkerState() { return "failed"; }
bool ReviewPost(std::string_view) { return false; }
std::string ReviewTake() { return {}; }
void ReviewStop() {}

}  // namespace carc::platform
