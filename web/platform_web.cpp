// platform.h for the browser page (shell/index.html + shell/shell.js). Each call is a one-line EM_JS.
#include "platform.h"

#include <SDL.h>
#include <emscripten.h>

namespace {

void (*g_on_hash_changed)() = nullptr;

// Strings cross in two steps (length, then copy into a C++ buffer), so no malloc needs exporting.
EM_JS(int, js_storage_length, (const char* key), {
  try { var v = window.localStorage.getItem(UTF8ToString(key)); return v === null ? 0 : lengthBytesUTF8(v); }
  catch (e) { return 0; }
});
EM_JS(void, js_storage_copy, (const char* key, char* out, int size), {
  try { stringToUTF8(window.localStorage.getItem(UTF8ToString(key)) || "", out, size); }
  catch (e) { stringToUTF8("", out, size); }
});
EM_JS(void, js_storage_save, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
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
  var el = document.getElementById("alert");
  if (!el) return;
  var t = UTF8ToString(text);
  el.textContent = t;
  el.hidden = t.length === 0;
});
EM_JS(void, js_signal_ready, (), {
  window.carcassonneReady = true;
  window.dispatchEvent(new Event("carcassonne-ready"));
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
  // fps 0 = requestAnimationFrame; simulate_infinite_loop keeps main()'s stack objects alive.
  emscripten_set_main_loop_arg([](void* u) { s_frame(u); }, user, 0, true);
}

void SignalReady() { js_signal_ready(); }
void ShowAlert(std::string_view message) { js_show_alert(std::string(message).c_str()); }

std::string StorageLoad(std::string_view key) {
  const std::string k(key);
  std::string s(static_cast<size_t>(js_storage_length(k.c_str())), '\0');
  js_storage_copy(k.c_str(), s.data(), static_cast<int>(s.size()) + 1);
  return s;
}
void StorageSave(std::string_view key, std::string_view value) {
  js_storage_save(std::string(key).c_str(), std::string(value).c_str());
}

std::string GetUrlHash() { return CopyOut(js_hash_length(), js_hash_copy); }
void SetUrlHash(std::string_view value) { js_set_hash(std::string(value).c_str()); }
void SetOnHashChanged(void (*fn)()) { g_on_hash_changed = fn; }

void CopyToClipboard(std::string_view text) { js_copy_to_clipboard(std::string(text).c_str()); }

}  // namespace carc::platform
