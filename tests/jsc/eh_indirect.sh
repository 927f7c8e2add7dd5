#!/bin/bash
# JavaScriptCore (2.50, Debian's jsc) does not catch a C++ exception thrown below a call through a
# function pointer (call_indirect) inside a try; V8 does. Why web/backstop.cpp calls its bodies
# directly (docs/webkit-speed.md). Prints what Node and jsc make of both:
#   bash tests/jsc/eh_indirect.sh        (needs em++ and jsc: libjavascriptcoregtk-4.0-bin)
set -euo pipefail
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"
here="$(cd "$(dirname "$0")" && pwd)"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cd "$dir"
cat > main.cpp <<'CPP'
#include <cstdio>
#include <string>
std::string Call(const char* m);
bool GuardedDirect(const char* m, std::string* error);
bool GuardedPointer(std::string (*f)(const char*), const char* m, std::string* error);
int main() {
  std::string error;
  bool ok = GuardedDirect("throw", &error);
  std::printf("direct call:  %s\n", ok ? "not thrown?" : ("caught: " + error).c_str());
  std::fflush(stdout);
  ok = GuardedPointer(Call, "throw", &error);
  std::printf("pointer call: %s\n", ok ? "not thrown?" : ("caught: " + error).c_str());
}
CPP
cat > call.cpp <<'CPP'
#include <stdexcept>
#include <string>
std::string Call(const char* m) {
  if (std::string(m) == "throw") throw std::runtime_error("a test exception");
  return m;
}
CPP
cat > guard.cpp <<'CPP'
#include <exception>
#include <string>
std::string Call(const char* m);
bool GuardedDirect(const char* m, std::string* error) {
  try { Call(m); return true; } catch (const std::exception& e) { *error = e.what(); return false; }
}
bool GuardedPointer(std::string (*f)(const char*), const char* m, std::string* error) {
  try { f(m); return true; } catch (const std::exception& e) { *error = e.what(); return false; }
}
CPP
em++ -O2 -c main.cpp -o main.o
em++ -O2 -c call.cpp -o call.o
em++ -O2 -fwasm-exceptions -c guard.cpp -o guard.o
# -O0 at the link: no inlining or devirtualisation by wasm-opt across the files.
em++ -O0 -fwasm-exceptions -sENVIRONMENT=shell main.o call.o guard.o -o t.js
echo "== node"; node --no-experimental-fetch "$here/shell_in_node.cjs" t.js 2>&1 | tail -2 || true
echo "== jsc"; jsc t.js 2>&1 | tail -2 || true
