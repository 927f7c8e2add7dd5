#pragma once
// The page's backstops: the catch around each frame (web/main.cpp) and each carc_api call
// (web/script_api.cpp), so that a bug that throws is reported instead of killing the page.
//
// In the WebAssembly build this is the only file compiled with -fwasm-exceptions; every other one has
// no landing pads (CMakeLists.txt, CARC_WASM_EH). A throw is still a WebAssembly throw (the link keeps
// -fwasm-exceptions) and passes through the frames between to the catch here; only their destructors
// do not run. The landing pads made JavaScriptCore's optimising compiles 3.5-4.8 times as long
// (docs/webkit-speed.md). The catches live alone here so that no inline function of the engine's is
// instantiated with landing pads in this file and picked by the linker for the whole program.
//
// Each catch calls its body directly, never through a function pointer: JavaScriptCore (2.50) does not
// catch an exception thrown below a call_indirect inside a try (tests/jsc/eh_indirect/ shows it).
#include <string>

#include <nlohmann/json.hpp>

namespace carc::ui {

class App;

// app.Frame() into *more; false, with the exception's what() in *error, if a std::exception escaped it.
bool GuardedFrame(App& app, bool* more, std::string* error);

// ScriptAnswer(app, method, arg) into *out; false, with what() in *error, if a std::exception escaped it.
bool GuardedAnswer(App& app, const std::string& method, const nlohmann::json& arg, std::string* out,
                   std::string* error);

// carc_api's answer as JSON text (script_api.cpp).
std::string ScriptAnswer(App& app, const std::string& method, const nlohmann::json& arg);

}  // namespace carc::ui
