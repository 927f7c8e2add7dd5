// The page's last line against a bug: runs a piece of the game and catches any exception that escapes
// it, so that a bug is reported instead of killing the page (the engine and the page never throw on
// purpose: errors are values).
//
// Why a file of its own: on the web it is the only file of the page compiled with exception landing
// pads. Everything else (the app, Dear ImGui, the texts, the engine and the AI) is compiled without
// them (cmake/LandingPads.cmake): they were about 40 KiB of the 635 KiB gzipped app.wasm, and
// JavaScriptCore compiles a function with landing pads slowly. A throw (a bug) then passes through
// those functions straight to the catch here, running none of their destructors on its way out: the
// bug leaks memory, the page lives. On the desktop every file has its landing pads.
#pragma once

#include <optional>
#include <string>
#include <type_traits>

namespace carc::platform {

// Runs body(context). Nothing when it returned; else what escaped it: an std::exception's what(), or
// "an unknown exception".
std::optional<std::string> RunCatching(void (*body)(void*), void* context);

// RunCatching for a lambda: `if (auto escaped = Catching([&] { ... })) report(*escaped);`
template <typename Body>
std::optional<std::string> Catching(Body&& body) {
  using Fn = std::remove_reference_t<Body>;
  return RunCatching([](void* context) { (*static_cast<Fn*>(context))(); }, &body);
}

}  // namespace carc::platform
