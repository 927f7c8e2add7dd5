#pragma once
// The only place where the app touches its host: the browser page (platform_web.cpp) or the desktop
// (platform_native.cpp). Everything here is small and synchronous; the rest of web/ is portable.
#include <string>
#include <string_view>

namespace carc::platform {

// Sets the SDL OpenGL attributes (WebGL2 / ES 3.0 on the web, core 3.2 on the desktop) before the window
// is created, and returns the GLSL version line for ImGui_ImplOpenGL3_Init.
const char* ConfigureGl();

// Calls frame(user) once per display frame. Native: returns when frame() returns false. Web: hands the
// loop to the browser (requestAnimationFrame) and never returns.
using FrameFn = bool (*)(void* user);
void RunMainLoop(FrameFn frame, void* user);

// Tells the page that the first frame is on screen: window.carcassonneReady = true and a
// "carcassonne-ready" event on window (the browser tests wait for it). Native: no-op.
void SignalReady();

// Shows a message in the page's role="alert" element (native: stderr). Empty text hides it.
void ShowAlert(std::string_view message);

// Small persistent key/value store (localStorage on the web; in memory on the desktop).
std::string StorageLoad(std::string_view key);
void StorageSave(std::string_view key, std::string_view value);

// The URL fragment without '#' (share links). SetUrlHash replaces the history entry, so the back
// button is not flooded. fn is called when the user changes the fragment (hashchange).
std::string GetUrlHash();
void SetUrlHash(std::string_view value);
void SetOnHashChanged(void (*fn)());

// Best effort: the browser needs a user gesture, so call it during the click's frame.
void CopyToClipboard(std::string_view text);

}  // namespace carc::platform
