#pragma once
// The only place where the app touches its host: the browser page (platform/platform_web.cpp) or the desktop
// (platform/platform_native.cpp). Everything here is small and synchronous; the rest of web/ is portable.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace carc::platform {

// Sets the SDL OpenGL attributes (WebGL2 / ES 3.0 on the web, core 3.2 on the desktop) before the window
// is created, and returns the GLSL version line for ImGui_ImplOpenGL3_Init.
const char* ConfigureGl();

// Calls frame(user) once per display frame. Native: returns when frame() returns false. Web: hands the
// loop to the browser (requestAnimationFrame) and returns at once.
using FrameFn = bool (*)(void* user);
void RunMainLoop(FrameFn frame, void* user);
// The start in steps, then the frames (RunMainLoop). A step returns false when the start cannot go on
// (it has told the player why, or caught what was thrown: platform/backstop.h). Web: each step
// runs in a task of its own and main() returns before the first: a phone's page thread is then never
// held for the whole start (Lighthouse's Total Blocking Time counts each task's time beyond 50 ms, and
// a tap waits for the task under way). Native: one after the other, then the frames; returns when
// they stop.
using StartStep = std::function<bool()>;
void RunStartThenFrames(std::vector<StartStep> steps, FrameFn frame, void* user);
// Work that can wait for the page's thread to be free, and that the next frames would otherwise do
// themselves (warming a cache): web: a task of its own, soon (before the next frame, unless the page is
// busy); native: now.
void Soon(std::function<void()> work);
// Called by a frame that drew nothing to the screen (ui/base/present.h). Web: nothing (the browser calls
// the next frame at its own pace). Native: waits a display frame, which the swap would have waited.
void FrameNotPresented();
// Stops the frames for up to `ms` milliseconds (web/app/frame_pace.h: nothing on the page moves). Web: the
// browser is asked for no animation frame until WakeFrames, an input event on the page (shell.js
// calls carc_wake), or the time is up. Native: waits for an SDL event or the time.
void SleepFrames(double ms);
// Frames again from the next display refresh (a script call, a link; nothing when awake).
void WakeFrames();
// Called when the page wakes for an outside reason (an input event, a link, another tab), not for the
// time being up: the frame pace counts it as activity.
void SetOnWake(std::function<void()> fn);

// Tells the page that the first frame is on screen: window.carcassonneReady = true and a
// "carcassonne-ready" event on window (the browser tests wait for it). Native: no-op.
void SignalReady();

// Shows a message in the page's role="alert" element (native: stderr). Empty text hides it.
void ShowAlert(std::string_view message);

// Says `message` to screen readers: the page's visually hidden aria-live="polite" region (native: no-op).
// The same text twice is said twice (the region is emptied first).
void Announce(std::string_view message);

// Small persistent key/value store (localStorage on the web; in memory on the desktop).
std::string StorageLoad(std::string_view key);
// False when the store refused the value (the browser's quota: QuotaExceededError, or storage turned
// off); the key then keeps its previous value (setItem changes nothing when it throws).
bool StorageSave(std::string_view key, std::string_view value);

// The URL fragment without '#' (share links). SetUrlHash replaces the history entry, so the back
// button is not flooded. fn is called when the user changes the fragment (hashchange).
std::string GetUrlHash();
void SetUrlHash(std::string_view value);
void SetOnHashChanged(std::function<void()> fn);

// The browser's preferred languages, most preferred first ("fr-CH", "fr", "en"); native: from LANG.
std::vector<std::string> PreferredLanguages();
// Tells the page the language in use: <html lang>, and the shell's own texts (shell.js) follow it.
void LanguageChanged(std::string_view code);
// A catalogue file the build does not embed, which the page fetches (shell.js): a language's texts,
// `name` its code (dist/i18n/<code>.json; the one in use at start before the first frame), or How to
// play's pages in a language, "help-<code>" (dist/i18n/help-<code>.json, when How to play first
// opens). The first call for a file starts the fetch; Ready gives the file's text; Failed: missing,
// unreadable or no network (the page has told the console). Native: Failed (the desktop build
// embeds every text).
enum class FetchState { Loading, Ready, Failed };
FetchState CatalogueText(std::string_view name, std::string* text);

// Whether the system asks for reduced motion (prefers-reduced-motion: reduce); read every frame, so a
// change in the system settings takes effect at once. Native: false.
bool PrefersReducedMotion();

// Whether the screen's main pointer is a finger (pointer: coarse): the device in use before the first
// touch or click (ui/base/touch.h). Native: false.
bool TouchScreen();

// Best effort: the browser needs a user gesture, so call it during the click's frame.
void CopyToClipboard(std::string_view text);

// Short sounds made in the page (Web Audio, synthesised: no sound files): "tile" (a tile laid),
// "points" (points scored), "turn" (the player's turn). `volume` 0..1, `delay` in seconds. Nothing is
// played before the person's first gesture in the page (click, touch or key: browsers ask for one, and
// a page should not make a noise unasked). InitSound() listens for that gesture. Native: silent.
void InitSound();
void PlaySound(std::string_view name, float volume, float delay = 0);

// --- Saved games and share links (web/saves/saved_games.cpp, web/link/link_address.cpp, web/saves/share_view.cpp) ---

// True when `key` exists in the store (an empty value is still a value).
bool StorageHas(std::string_view key);
void StorageRemove(std::string_view key);
// Every key that starts with `prefix` (rebuilding a damaged index of saved games).
std::vector<std::string> StorageKeys(std::string_view prefix);

// The page's address without its fragment (the base of a share link). Native: a placeholder URL.
std::string PageAddress();

// The system share sheet (navigator.share): only some browsers (mostly phones) have one. Best effort,
// call it during a click's frame (user gesture); a cancelled sheet is not an error. `text`: a message
// that goes with the link (the apps that take one show it above the link).
bool CanShareSheet();
void ShareSheet(std::string_view title, std::string_view url, std::string_view text = {});

// Copies `text` to the clipboard; where the browser refuses (no permission, no clipboard API) it
// shows the text selected in a field of the page, to copy by hand. CopyState(): 0 nothing yet or
// pending, 1 copied, 2 refused (the field is shown). Native: the SDL clipboard, always 1.
void CopyWithFallback(std::string_view text);
int CopyState();

// --- Other tabs, keeping the data, backup files (web/saves/saved_games_keeper.cpp, web/saves/backup_view.cpp) ---

// fn is called when another tab or window of this page changed the saved games (the storage event,
// which fires only in the others), or when the page is shown again (a tab frozen in the background
// may have missed changes). Native: never.
void SetOnStorageChanged(void (*fn)());

// Asks the browser to keep this page's storage (navigator.storage.persist(), unless persisted()
// says it is already) and reads estimate(); the answers arrive later (GetStorageKeeping).
void RequestPersistentStorage();
// The same without asking: whether the storage is kept, and the estimate (asked in an earlier visit).
void CheckPersistentStorage();
struct StorageKeeping {
  bool answered = false;   // the answer is in (or there is nothing to ask: no such API)
  bool supported = false;  // the browser has navigator.storage.persist
  bool persisted = false;  // the storage is kept until the player deletes it
  bool installed = false;  // the page runs as an installed app (display-mode: standalone)
  double usage = -1, quota = -1;  // bytes, from estimate(); -1: not known
};
StorageKeeping GetStorageKeeping();

// A backup file: a download named `name`, or the system share sheet where it takes files (call it
// during a click's frame: a user gesture). PrefersShareSheet: a touch device that can share files.
bool CanShareFiles();
bool PrefersShareSheet();
void DownloadFile(std::string_view name, std::string_view text);
void ShareFile(std::string_view name, std::string_view text);
// Opens the browser's file chooser (during a click's frame); the chosen file's text comes back
// through window.carcassonne.importBackup (shell.js), whose text TakeHandedText() then returns once.
void ChooseFile();
std::string TakeHandedText();

// --- Text in the host's own fonts (web/ui/text/run_glyphs.cpp): what the embedded font lacks ---------

// True where the host draws any text with its own fonts (the browser: Canvas 2D, which shapes,
// orders right-to-left text and has colour emoji). The desktop has none: false, and the UI draws a
// box per missing character instead (ui/text/missing_glyph.h).
bool HostDrawsText();
// `text` set in the host's sans-serif at `em_px` pixels per em, weight 400 or 600: the pen's
// advance and the ink's extent around the pen on the baseline (left, right, ascent, descent).
struct TextMetrics {
  float advance = 0, left = 0, right = 0, ascent = 0, descent = 0;
};
TextMetrics MeasureHostText(std::string_view text, float em_px, int weight);
// Draws it white (colour glyphs in their own colours) with the pen at (x, baseline) into `rgba`, a
// w x h image with straight alpha (w * h * 4 bytes).
void DrawHostText(std::string_view text, float em_px, int weight, float x, float baseline, int w, int h,
                  unsigned char* rgba);

// --- The thinking worker beside the page (web/ai/ai_worker_thinker.h, shell/thinker.js) ----------------

// Sends a request (web/ai/worker/ai_worker_job.h) to the page's thinking worker, starting it the first time;
// false when there is none (the desktop; no Worker in the browser; its files missing or an error in
// it): the caller thinks on its own thread.
bool ThinkerPost(std::string_view request);
// Starts the worker ahead of the first request (nothing when started, or where there is none).
void ThinkerPrepare();
// The oldest answer the worker sent that was not taken yet; "" when none.
std::string ThinkerTake();
// Stops what the worker thinks about.
void ThinkerCancel();
// "none" (not started; the desktop: "failed"), "loading", "ready" or "failed".
std::string ThinkerState();
// A game's review in the same worker (web/ai/worker/ai_worker_review.h): false when there is no worker
// (the caller reviews on its own thread); its oldest progress or answer not taken ("" when none); stop.
bool ReviewPost(std::string_view request);
std::string ReviewTake();
void ReviewStop();

#if !defined(__EMSCRIPTEN__)
// Tests only (native, in-memory store): the store refuses writes that would make the sum of key and
// value sizes exceed `bytes` (< 0: no limit), and ClearStorageForTests() empties it.
void SetStorageQuotaForTests(long long bytes);
void ClearStorageForTests();
#endif

}  // namespace carc::platform
