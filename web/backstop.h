#pragma once
// The page's backstop: runs a body and catches any std::exception that escapes it, so that a bug is
// reported instead of killing the page (web/main.cpp's frame, web/script_api.cpp's carc_api).
//
// In the WebAssembly build this is the only file compiled with -fwasm-exceptions; every other one has
// no landing pads (CMakeLists.txt, CARC_WASM_EH). A throw is still a WebAssembly throw (the link keeps
// -fwasm-exceptions) and passes through the frames between to the catch here; only their destructors
// do not run. The landing pads made JavaScriptCore's optimising compiles 3.5-4.8 times as long
// (docs/webkit-speed.md). The catch lives alone here so that no inline function of the engine's is
// instantiated with landing pads in this file and picked by the linker for the whole program.
#include <string>

namespace carc::ui {

// Runs body(data); false, with the exception's what() in *error, if a std::exception escaped it.
bool RunGuarded(void (*body)(void*), void* data, std::string* error);

}  // namespace carc::ui
