#include "platform/backstop.h"

#include <exception>

// The body is called here, one direct call below RunCatching's try, never by the try itself: WebKit's
// WebAssembly interpreter (IPInt, Safari 26 and WebKitGTK 2.50) does not catch an exception that
// leaves a call through a function pointer (call_indirect) made inside a try; the exception went on
// up to JavaScript and the page's call failed. Through a direct call it is caught, in every tier
// (docs/webkit-speed.md, "An exception the interpreter did not catch"). On the web the function is
// exported (web/CMakeLists.txt) only so that wasm-opt keeps it a function of its own: it inlines a
// function with one caller, and nothing else would keep it from putting the call back in the try.
extern "C" __attribute__((noinline)) void carc_backstop_call(void (*body)(void*), void* context) {
  body(context);
}

namespace carc::platform {

std::optional<std::string> RunCatching(void (*body)(void*), void* context) {
  try {
    carc_backstop_call(body, context);
    return std::nullopt;
  } catch (const std::exception& e) {
    return std::string(e.what());
  } catch (...) {
    return std::string("an unknown exception");
  }
}

}  // namespace carc::platform
