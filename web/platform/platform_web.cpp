// platform/platform.h for the browser page (shell/index.html + shell/shell.js). Each call is a one-line EM_JS.
#include "platform/platform.h"
#include "platform/backstop.h"

#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <cstdio>
#include <memory>

#include <nlohmann/json.hpp>

namespace {

std::function<void()> g_on_hash_changed;

// Strings cross in two steps (length, then copy into a C++ buffer), so no malloc needs exporting.
EM_JS(int, js_storage_length, (const char* key), {
  try { var v = window.localStorage.getItem(UTF8ToString(key)); return v === null ? 0 : lengthBytesUTF8(v); }
  catch (e) { return 0; }
});
EM_JS(void, js_storage_copy, (const char* key, char* out, int size), {
  try { stringToUTF8(window.localStorage.getItem(UTF8ToString(key)) || "", out, size); }
  catch (e) { stringToUTF8("", out, size); }
});
// 1 = stored, 0 = refused (QuotaExceededError, or storage disabled): setItem then changes nothing.
EM_JS(int, js_storage_save, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; } catch (e) { return 0; }
});
EM_JS(int, js_hash_length, (), { return lengthBytesUTF8(window.location.hash.replace(/^#/, "")); });
EM_JS(void, js_hash_copy, (char* out, int size), {
  stringToUTF8(window.location.hash.replace(/^#/, ""), out, size);
});
EM_JS(void, js_set_hash, (const char* value), {
  var v = UTF8ToString(value);
  history.replaceState(null, "", v ? "#" + v : window.location.pathname + window.location.search);
});
EM_JS(void, js_copy_to_clipboard, (const char* text), {
  var t = UTF8ToString(text);
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(function () {});
});
EM_JS(void, js_show_alert, (const char* text), {
  window.carcassonneShowAlert(UTF8ToString(text));  // shell.js: shown, or hidden when empty
});
// A live region announces a change of its text: emptied first and filled a moment later, so the same
// sentence twice is still said twice. Each sentence on a line of its own (a list for the tests).
EM_JS(void, js_announce, (const char* text), {
  var el = document.getElementById("announce");
  if (!el) return;
  var t = UTF8ToString(text);
  el.textContent = "";
  if (Module.carcAnnounceTimer) clearTimeout(Module.carcAnnounceTimer);
  Module.carcAnnounceTimer = setTimeout(function () { el.textContent = t; }, 30);
  (window.carcassonneAnnounced = window.carcassonneAnnounced || []).push(t);
  if (window.carcassonneAnnounced.length > 200) window.carcassonneAnnounced.shift();
});
EM_JS(void, js_signal_ready, (), {
  window.carcassonneReady = true;
  window.dispatchEvent(new Event("carcassonne-ready"));
});

// The MediaQueryList is made once; its `matches` follows the system setting.
EM_JS(int, js_touch_screen, (), {
  return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
});

EM_JS(int, js_reduced_motion, (), {
  if (!window.matchMedia) return 0;
  if (!Module.carcReducedMotion) Module.carcReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  return Module.carcReducedMotion.matches ? 1 : 0;
});

EM_JS(int, js_languages_length, (), {
  var langs = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || "en"];
  Module.carcLanguages = Array.prototype.join.call(langs, "\n");
  return lengthBytesUTF8(Module.carcLanguages);
});
EM_JS(void, js_languages_copy, (char* out, int size), {
  stringToUTF8(Module.carcLanguages || "", out, size);
});
EM_JS(void, js_language_changed, (const char* code), {
  var c = UTF8ToString(code);
  document.documentElement.lang = c;
  if (typeof window.carcassonneLanguageChanged === "function") {
    try { window.carcassonneLanguageChanged(c); } catch (e) {}
  }
});

// The page's catalogue loader (shell.js window.carcassonneCatalogue): 0 loading, 1 ready, 2 failed.
EM_JS(int, js_catalogue_state, (const char* code), {
  var loader = window.carcassonneCatalogue;
  if (!loader) return 2;
  var c = UTF8ToString(code);
  loader.load(c);
  var state = loader.state(c);
  if (state !== "ready") return state === "failed" ? 2 : 0;
  Module.carcCatalogueText = loader.text(c);
  return 1;
});
EM_JS(int, js_catalogue_length, (), { return lengthBytesUTF8(Module.carcCatalogueText || ""); });
EM_JS(void, js_catalogue_copy, (char* out, int size), {
  stringToUTF8(Module.carcCatalogueText || "", out, size);
  Module.carcCatalogueText = "";
});

std::string CopyOut(int length, void (*copy)(char*, int)) {
  std::string s(static_cast<size_t>(length), '\0');
  copy(s.data(), length + 1);  // writes length bytes + the terminator into s's buffer
  return s;
}

}  // namespace

// Called by shell.js on the window's hashchange event.
extern "C" EMSCRIPTEN_KEEPALIVE void carc_on_hash_change() {
  if (g_on_hash_changed) g_on_hash_changed();
}

static void (*g_on_storage_changed)() = nullptr;

// Called by shell.js on the window's storage event (another tab wrote) and when the page is shown.
extern "C" EMSCRIPTEN_KEEPALIVE void carc_on_storage_change() {
  if (g_on_storage_changed) g_on_storage_changed();
}

namespace carc::platform {

const char* ConfigureGl() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);  // WebGL2
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  return "#version 300 es";
}

void RunMainLoop(FrameFn frame, void* user) {
  static FrameFn s_frame = frame;
  // fps 0 = requestAnimationFrame. Not simulate_infinite_loop: this is called from a start step's task,
  // not from main(), and what the frames use outlives this call (main()'s statics).
  emscripten_set_main_loop_arg(
      [](void* u) {
        if (!s_frame(u)) emscripten_cancel_main_loop();
      },
      user, 0, false);
}

namespace {
struct StartRun {
  std::vector<StartStep> steps;
  size_t next = 0;
  FrameFn frame = nullptr;
  void* user = nullptr;
};

// A User Timing mark at the start of each task the start and Soon make: a trace then says which
// task is which (tests/browser/trace_tasks.mjs prints the marks inside each long task).
EM_JS(void, js_mark_task, (const char* what, int n), {
  if (typeof performance !== "undefined" && performance.mark) performance.mark("carc " + UTF8ToString(what) + (n >= 0 ? " " + n : ""));
});

// One step, then the next in a task of its own: emscripten_async_call with 0 ms is a setTimeout(0),
// which lets the browser paint and take input between steps.
void RunNextStartStep(void* p) {
  auto* run = static_cast<StartRun*>(p);
  js_mark_task("start step", static_cast<int>(run->next) + 1);
  if (!run->steps[run->next]()) return;
  if (++run->next < run->steps.size()) {
    emscripten_async_call(RunNextStartStep, run, 0);
    return;
  }
  RunMainLoop(run->frame, run->user);
  run->steps.clear();
}

void RunSoonWork(void* p) {
  std::unique_ptr<std::function<void()>> work(static_cast<std::function<void()>*>(p));
  js_mark_task("soon", -1);
  // Only a warm-up: the frame that needs the work does it (and reports a throw) if this did not.
  if (auto escaped = Catching([&] { (*work)(); })) std::fprintf(stderr, "work ahead of a frame: %s\n", escaped->c_str());
}
}  // namespace

void RunStartThenFrames(std::vector<StartStep> steps, FrameFn frame, void* user) {
  static StartRun run;  // one start a page
  run = StartRun{std::move(steps), 0, frame, user};
  if (run.steps.empty()) {
    RunMainLoop(frame, user);
    return;
  }
  emscripten_async_call(RunNextStartStep, &run, 0);
}

void Soon(std::function<void()> work) {
  emscripten_async_call(RunSoonWork, new std::function<void()>(std::move(work)), 0);
}

void FrameNotPresented() {}

namespace {
bool g_asleep = false;
std::function<void()> g_on_wake;
}  // namespace

// The page's timer that ends a sleep (shell.js clears it when an event wakes the page first).
EM_JS(void, js_sleep, (double ms), {
  clearTimeout(Module.carcWakeTimer);
  Module.carcWakeTimer = setTimeout(function() { Module.carcWakeTimer = 0; Module._carc_wake(0); }, ms);
});
EM_JS(void, js_cancel_sleep, (), {
  if (Module.carcWakeTimer) clearTimeout(Module.carcWakeTimer);
  Module.carcWakeTimer = 0;
});

// Emscripten's pause and resume start a new chain of animation frames and retire the old one, so a
// wake never runs two chains at once.
void SleepFrames(double ms) {
  if (g_asleep) return;
  g_asleep = true;
  emscripten_pause_main_loop();
  js_sleep(ms);
}
void WakeFrames() {
  if (!g_asleep) return;
  g_asleep = false;
  js_cancel_sleep();
  emscripten_resume_main_loop();
}
void SetOnWake(std::function<void()> fn) { g_on_wake = std::move(fn); }

}  // namespace carc::platform

// shell.js: an input event, a link or another tab's change (stirred = 1), or the sleep's time is up (0).
extern "C" EMSCRIPTEN_KEEPALIVE void carc_wake(int stirred) {
  if (stirred && carc::platform::g_on_wake) carc::platform::g_on_wake();
  carc::platform::WakeFrames();
}

namespace carc::platform {

void SignalReady() { js_signal_ready(); }
bool PrefersReducedMotion() { return js_reduced_motion() != 0; }
bool TouchScreen() { return js_touch_screen() != 0; }
void ShowAlert(std::string_view message) { js_show_alert(std::string(message).c_str()); }
void Announce(std::string_view message) { js_announce(std::string(message).c_str()); }

std::string StorageLoad(std::string_view key) {
  const std::string k(key);
  std::string s(static_cast<size_t>(js_storage_length(k.c_str())), '\0');
  js_storage_copy(k.c_str(), s.data(), static_cast<int>(s.size()) + 1);
  return s;
}
bool StorageSave(std::string_view key, std::string_view value) {
  return js_storage_save(std::string(key).c_str(), std::string(value).c_str()) != 0;
}

std::string GetUrlHash() { return CopyOut(js_hash_length(), js_hash_copy); }
void SetUrlHash(std::string_view value) { js_set_hash(std::string(value).c_str()); }
void SetOnHashChanged(std::function<void()> fn) { g_on_hash_changed = std::move(fn); }

void CopyToClipboard(std::string_view text) { js_copy_to_clipboard(std::string(text).c_str()); }

std::vector<std::string> PreferredLanguages() {
  const std::string joined = CopyOut(js_languages_length(), js_languages_copy);
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= joined.size()) {
    const size_t end = std::min(joined.find('\n', start), joined.size());
    if (end > start) out.push_back(joined.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

void LanguageChanged(std::string_view code) { js_language_changed(std::string(code).c_str()); }

FetchState CatalogueText(std::string_view code, std::string* text) {
  const int state = js_catalogue_state(std::string(code).c_str());
  if (state == 0) return FetchState::Loading;
  if (state == 2) return FetchState::Failed;
  *text = CopyOut(js_catalogue_length(), js_catalogue_copy);
  return FetchState::Ready;
}

}  // namespace carc::platform

// --- Saved games and share links ---------------------------------------------------------------
namespace {

EM_JS(int, js_storage_has, (const char* key), {
  try { return window.localStorage.getItem(UTF8ToString(key)) === null ? 0 : 1; } catch (e) { return 0; }
});
EM_JS(void, js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});
// Lists cross as one text: the keys joined by "\n" (a key with a newline is skipped), computed by the
// length call and kept in Module.carcKeys until the copy call.
EM_JS(int, js_storage_keys_length, (const char* prefix), {
  var p = UTF8ToString(prefix), keys = [];
  try {
    for (var i = 0; i < window.localStorage.length; i++) {
      var k = window.localStorage.key(i);
      if (k !== null && k.indexOf(p) === 0 && k.indexOf("\n") < 0) keys.push(k);
    }
  } catch (e) {}
  Module.carcKeys = keys.join("\n");
  return lengthBytesUTF8(Module.carcKeys);
});
EM_JS(void, js_storage_keys_copy, (char* out, int size), {
  stringToUTF8(Module.carcKeys || "", out, size);
  Module.carcKeys = "";
});
EM_JS(int, js_page_address_length, (), {
  return lengthBytesUTF8(window.location.href.split("#")[0]);
});
EM_JS(void, js_page_address_copy, (char* out, int size), {
  stringToUTF8(window.location.href.split("#")[0], out, size);
});
EM_JS(int, js_can_share_sheet, (), {
  return typeof navigator.share === "function" ? 1 : 0;
});
EM_JS(void, js_share_sheet, (const char* title, const char* url, const char* text), {
  if (typeof navigator.share !== "function") return;
  try {
    var data = { title: UTF8ToString(title), url: UTF8ToString(url) };
    if (UTF8ToString(text)) data.text = UTF8ToString(text);
    navigator.share(data).catch(function () {});
  } catch (e) {}
});

// The clipboard API first; where it is missing or refused, a read-only field at the top of the page
// holds the link, selected (Ctrl+C or a long press copies it), with a button to close it.
EM_JS(void, js_copy_with_fallback, (const char* text), {
  var t = UTF8ToString(text);
  Module.carcCopyState = 0;
  // The page's texts (shell.js, texts.js); English where the page has none.
  function label(key, english) { return window.carcassonneText ? window.carcassonneText(key) : english; }
  function field() {
    var box = document.getElementById("copy-fallback");
    if (!box) {
      box = document.createElement("div");
      box.id = "copy-fallback";
      box.setAttribute("role", "dialog");
      box.setAttribute("aria-label", label("shell.copy.title", "Copy the link"));
      box.style.cssText = "position:fixed;left:50%;top:8px;transform:translateX(-50%);z-index:10;" +
        "width:min(94vw,640px);display:flex;gap:6px;padding:8px;background:#23301c;color:#fff;" +
        "border:1px solid #9a8;border-radius:6px;font:14px sans-serif;align-items:center";
      var input = document.createElement("input");
      input.readOnly = true;
      input.setAttribute("aria-label", label("shell.copy.field", "Link to copy"));
      input.style.cssText = "flex:1;min-width:0;font:13px monospace";
      var close = document.createElement("button");
      close.textContent = label("shell.copy.close", "Close");
      close.onclick = function () { box.hidden = true; document.getElementById("canvas").focus(); };
      box.appendChild(input);
      box.appendChild(close);
      document.body.appendChild(box);
    }
    box.hidden = false;
    var input = box.querySelector("input");
    input.value = t;
    input.focus();
    input.select();
    Module.carcCopyState = 2;
  }
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(t).then(function () { Module.carcCopyState = 1; }, field);
    } else {
      field();
    }
  } catch (e) { field(); }
});
EM_JS(int, js_copy_state, (), { return Module.carcCopyState || 0; });

// Text the game's font lacks, in the browser's own fonts: one small canvas, kept, whose 2D context
// shapes the text (Arabic, Devanagari), orders right-to-left runs and picks colour emoji. The
// families: the system's interface font, then the common sans-serif and emoji fonts of each system.
EM_JS(void, js_text_measure, (const char* text, float em, int weight, float* out), {
  if (!Module.carcText) {
    var c = document.createElement("canvas");
    c.width = 64;
    c.height = 64;
    Module.carcText = c.getContext("2d", { willReadFrequently: true });
    Module.carcTextFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, " +
      "sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";
  }
  var ctx = Module.carcText;
  ctx.font = weight + " " + em + "px " + Module.carcTextFamily;
  var m = ctx.measureText(UTF8ToString(text));
  var has = typeof m.actualBoundingBoxAscent === "number";
  HEAPF32[out >> 2] = m.width;
  HEAPF32[(out >> 2) + 1] = has ? m.actualBoundingBoxLeft : 0;
  HEAPF32[(out >> 2) + 2] = has ? m.actualBoundingBoxRight : m.width;
  HEAPF32[(out >> 2) + 3] = has ? m.actualBoundingBoxAscent : em;
  HEAPF32[(out >> 2) + 4] = has ? m.actualBoundingBoxDescent : em * 0.3;
});
EM_JS(void, js_text_draw, (const char* text, float em, int weight, float x, float baseline, int w, int h, unsigned char* out), {
  var ctx = Module.carcText;
  if (!ctx || w <= 0 || h <= 0) return;
  var c = ctx.canvas;
  if (c.width < w || c.height < h) {  // a resize resets the context's state
    c.width = Math.max(c.width, w);
    c.height = Math.max(c.height, h);
  }
  ctx.clearRect(0, 0, w, h);
  ctx.font = weight + " " + em + "px " + Module.carcTextFamily;
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  ctx.direction = "ltr";
  ctx.fillText(UTF8ToString(text), x, baseline);
  HEAPU8.set(ctx.getImageData(0, 0, w, h).data, out);
});

}  // namespace

namespace carc::platform {

void CopyWithFallback(std::string_view text) { js_copy_with_fallback(std::string(text).c_str()); }
int CopyState() { return js_copy_state(); }

bool StorageHas(std::string_view key) { return js_storage_has(std::string(key).c_str()) != 0; }
void StorageRemove(std::string_view key) { js_storage_remove(std::string(key).c_str()); }

std::vector<std::string> StorageKeys(std::string_view prefix) {
  const int length = js_storage_keys_length(std::string(prefix).c_str());
  const std::string joined = CopyOut(length, js_storage_keys_copy);
  std::vector<std::string> keys;
  size_t start = 0;
  while (start < joined.size()) {
    size_t end = joined.find('\n', start);
    if (end == std::string::npos) end = joined.size();
    keys.push_back(joined.substr(start, end - start));
    start = end + 1;
  }
  return keys;
}

std::string PageAddress() { return CopyOut(js_page_address_length(), js_page_address_copy); }

bool HostDrawsText() { return true; }
TextMetrics MeasureHostText(std::string_view text, float em_px, int weight) {
  float m[5] = {};
  js_text_measure(std::string(text).c_str(), em_px, weight, m);
  return {m[0], m[1], m[2], m[3], m[4]};
}
void DrawHostText(std::string_view text, float em_px, int weight, float x, float baseline, int w, int h,
                  unsigned char* rgba) {
  js_text_draw(std::string(text).c_str(), em_px, weight, x, baseline, w, h, rgba);
}

bool CanShareSheet() { return js_can_share_sheet() != 0; }
void ShareSheet(std::string_view title, std::string_view url, std::string_view text) {
  js_share_sheet(std::string(title).c_str(), std::string(url).c_str(), std::string(text).c_str());
}

}  // namespace carc::platform

// --- Other tabs, keeping the data, backup files --------------------------------------------------
namespace {

// The answers land in Module.carcKeeping; StorageKeeping reads them as JSON text.
// `ask`: 0 only reads whether the storage is kept (asked in an earlier visit), never asks again.
EM_JS(void, js_request_persistence, (int ask), {
  var k = Module.carcKeeping = { answered: false, supported: false, persisted: false, installed: false, usage: -1, quota: -1 };
  try {
    k.installed = !!((window.matchMedia && window.matchMedia("(display-mode: standalone)").matches) || navigator.standalone);
  } catch (e) {}
  var s = navigator.storage;
  if (!s || typeof s.persist !== "function") { k.answered = true; return; }
  k.supported = true;
  var estimate = typeof s.estimate === "function"
    ? s.estimate().then(function (e) { k.usage = e.usage; k.quota = e.quota; }, function () {}) : Promise.resolve();
  var already = typeof s.persisted === "function" ? s.persisted() : Promise.resolve(false);
  already.then(function (p) { return p || !ask ? p : s.persist(); })
    .then(function (p) { k.persisted = p === true; }, function () {})
    .then(function () { return estimate; })
    .then(function () { k.answered = true; });
});
EM_JS(int, js_keeping_length, (), {
  Module.carcKeepingText = Module.carcKeeping ? JSON.stringify(Module.carcKeeping) : "";
  return lengthBytesUTF8(Module.carcKeepingText);
});
EM_JS(void, js_keeping_copy, (char* out, int size), { stringToUTF8(Module.carcKeepingText || "", out, size); });

// Whether the share sheet takes files (worked out once: it builds a small File).
EM_JS(int, js_share_files, (), {
  if (Module.carcShareFiles === undefined) {
    Module.carcShareFiles = 0;
    try {
      var f = new File(["{}"], "backup.json", { type: "application/json" });
      if (typeof navigator.share === "function" && typeof navigator.canShare === "function" && navigator.canShare({ files: [f] })) {
        Module.carcShareFiles = window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 2 : 1;
      }
    } catch (e) {}
  }
  return Module.carcShareFiles;
});
// window.carcassonneLastFile tells the tests a file was offered (its name and size, never its text).
EM_JS(void, js_download_file, (const char* name, const char* text), {
  var blob = new Blob([UTF8ToString(text)], { type: "application/json" });
  var url = URL.createObjectURL(blob);
  var a = document.createElement("a");
  a.href = url;
  a.download = UTF8ToString(name);
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  setTimeout(function () { URL.revokeObjectURL(url); a.remove(); }, 60000);
  window.carcassonneLastFile = { name: a.download, size: blob.size, how: "download" };
});
EM_JS(void, js_share_file, (const char* name, const char* text), {
  var file = new File([UTF8ToString(text)], UTF8ToString(name), { type: "application/json" });
  window.carcassonneLastFile = { name: file.name, size: file.size, how: "share" };
  try { navigator.share({ files: [file] }).catch(function () {}); } catch (e) {}
});
// The file chooser: a hidden input of the page, made once; the chosen file's text goes to
// window.carcassonne.importBackup (null when it cannot be read, {tooLarge} above 16 MB).
EM_JS(void, js_choose_file, (), {
  var input = document.getElementById("backup-file");
  if (!input) {
    input = document.createElement("input");
    input.type = "file";
    input.id = "backup-file";
    input.accept = ".json,application/json";
    input.hidden = true;
    input.addEventListener("change", function () {
      var f = input.files && input.files[0];
      input.value = "";
      if (!f || !window.carcassonne) return;
      if (f.size > 16 * 1024 * 1024) { window.carcassonne.importBackup({ tooLarge: true }); return; }
      f.text().then(function (t) { window.carcassonne.importBackup(t); },
                    function () { window.carcassonne.importBackup(null); });
    });
    document.body.appendChild(input);
  }
  input.click();
});
EM_JS(int, js_handed_length, (), {
  return typeof Module.carcHandedText === "string" ? lengthBytesUTF8(Module.carcHandedText) : 0;
});
EM_JS(void, js_handed_copy, (char* out, int size), {
  stringToUTF8(Module.carcHandedText || "", out, size);
  Module.carcHandedText = null;
});

}  // namespace

namespace carc::platform {

void SetOnStorageChanged(void (*fn)()) { g_on_storage_changed = fn; }
void RequestPersistentStorage() { js_request_persistence(1); }
void CheckPersistentStorage() { js_request_persistence(0); }

StorageKeeping GetStorageKeeping() {
  StorageKeeping k;
  const std::string text = CopyOut(js_keeping_length(), js_keeping_copy);
  const nlohmann::json j = text.empty() ? nlohmann::json() : nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return k;
  auto flag = [&](const char* key) { return j.value(key, nlohmann::json()).is_boolean() && j[key].get<bool>(); };
  auto number = [&](const char* key) { return j.value(key, nlohmann::json()).is_number() ? j[key].get<double>() : -1.0; };
  k.answered = flag("answered");
  k.supported = flag("supported");
  k.persisted = flag("persisted");
  k.installed = flag("installed");
  k.usage = number("usage");
  k.quota = number("quota");
  return k;
}

bool CanShareFiles() { return js_share_files() != 0; }
bool PrefersShareSheet() { return js_share_files() == 2; }
void DownloadFile(std::string_view name, std::string_view text) {
  js_download_file(std::string(name).c_str(), std::string(text).c_str());
}
void ShareFile(std::string_view name, std::string_view text) {
  js_share_file(std::string(name).c_str(), std::string(text).c_str());
}
void ChooseFile() { js_choose_file(); }
std::string TakeHandedText() { return CopyOut(js_handed_length(), js_handed_copy); }

}  // namespace carc::platform

// --- The thinking worker (shell/thinker.js: window.carcassonneThinker) -----------------------------
namespace {

EM_JS(int, js_thinker_post, (const char* request), {
  var t = window.carcassonneThinker;
  return t && t.post(UTF8ToString(request)) ? 1 : 0;
});
EM_JS(void, js_thinker_prepare, (), {
  if (window.carcassonneThinker) window.carcassonneThinker.prepare();
});
EM_JS(int, js_thinker_take_length, (), {
  var t = window.carcassonneThinker;
  Module.carcThinkerAnswer = t ? t.take() : "";
  return lengthBytesUTF8(Module.carcThinkerAnswer);
});
EM_JS(void, js_thinker_take_copy, (char* out, int size), {
  stringToUTF8(Module.carcThinkerAnswer || "", out, size);
  Module.carcThinkerAnswer = "";
});
EM_JS(void, js_thinker_cancel, (), {
  if (window.carcassonneThinker) window.carcassonneThinker.cancel();
});
EM_JS(int, js_review_post, (const char* request), {
  var t = window.carcassonneThinker;
  return t && t.reviewPost && t.reviewPost(UTF8ToString(request)) ? 1 : 0;
});
EM_JS(int, js_review_take_length, (), {
  var t = window.carcassonneThinker;
  Module.carcReviewAnswer = t && t.reviewTake ? t.reviewTake() : "";
  return lengthBytesUTF8(Module.carcReviewAnswer);
});
EM_JS(void, js_review_take_copy, (char* out, int size), {
  stringToUTF8(Module.carcReviewAnswer || "", out, size);
  Module.carcReviewAnswer = "";
});
EM_JS(void, js_review_stop, (), {
  var t = window.carcassonneThinker;
  if (t && t.reviewStop) t.reviewStop();
});
// 0 none, 1 loading, 2 ready, 3 failed (no thinker.js: failed).
EM_JS(int, js_thinker_state, (), {
  var t = window.carcassonneThinker;
  return t ? Math.max(0, ["none", "loading", "ready", "failed"].indexOf(t.state())) : 3;
});

}  // namespace

namespace carc::platform {

bool ThinkerPost(std::string_view request) { return js_thinker_post(std::string(request).c_str()) != 0; }
void ThinkerPrepare() { js_thinker_prepare(); }
std::string ThinkerTake() { return CopyOut(js_thinker_take_length(), js_thinker_take_copy); }
void ThinkerCancel() { js_thinker_cancel(); }
bool ReviewPost(std::string_view request) { return js_review_post(std::string(request).c_str()) != 0; }
std::string ReviewTake() { return CopyOut(js_review_take_length(), js_review_take_copy); }
void ReviewStop() { js_review_stop(); }
std::string ThinkerState() {
  static const char* const kStates[] = {"none", "loading", "ready", "failed"};
  return kStates[std::clamp(js_thinker_state(), 0, 3)];
}

}  // namespace carc::platform
