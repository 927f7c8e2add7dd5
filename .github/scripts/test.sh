#!/usr/bin/env bash
# Runs every test: engine tests natively and under Node (WebAssembly), the workflow files, and the
# browser tests against dist/ in Chromium, Firefox and WebKit. Each stage is reported; the last line is
# "N passed, M failed". Exits non-zero if any stage fails. A stage whose prerequisite failed is counted as failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

passed=0
failed=0
declare -A ok=()

# stage NAME "PREREQ ..." COMMAND...
stage() {
  local name="$1" prereqs="$2"
  shift 2
  local p
  for p in $prereqs; do
    if [ "${ok[$p]:-0}" != 1 ]; then
      echo "==> $name: SKIPPED (needs $p) -> failed"
      failed=$((failed + 1))
      return
    fi
  done
  echo "==> $name"
  local start=$SECONDS
  if "$@"; then
    ok[$name]=1
    passed=$((passed + 1))
    echo "==> $name: passed ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    echo "==> $name: FAILED ($((SECONDS - start)) s)"
  fi
}

configure_native() {
  [ -f build/native/build.ninja ] || cmake --preset native
}
native_build() { configure_native && cmake --build build/native -j"$JOBS"; }
native_tests() {
  configure_native && cmake --build build/native -j"$JOBS" --target carc_tests &&
    (cd build/native/tests && ./carc_tests)
}
# The browser app's saved games and share links (web/saves.cpp, web/share_link.cpp), natively.
web_tests() {
  configure_native && cmake --build build/native -j"$JOBS" --target carc_web_tests &&
    (cd build/native/tests/web && ./carc_web_tests)
}
wasm_build() { build_wasm; }
# Emscripten 3.1.6 takes Node's fetch() for a browser's and fails to load the .wasm, even in a
# -sENVIRONMENT=node binary: turn Node's fetch off (toolchain gotcha 4).
wasm_tests() {
  build_wasm --target carc_tests && (cd build/wasm/tests && node --no-experimental-fetch carc_tests.js)
}
dist() {
  build_dist && for f in index.html app.js app.wasm sw.js texts.js manifest.webmanifest icon-192.png icon-512.png; do
    test -s "dist/$f" || { echo "dist/$f is missing"; return 1; }
  done
}
workflows() {
  "$PYTHON" - .github/workflows/*.yml <<'PY'
import sys, yaml
for path in sys.argv[1:]:
    with open(path) as f:
        doc = yaml.safe_load(f)
    # PyYAML reads the bare key `on` as the boolean True.
    if not isinstance(doc, dict) or "jobs" not in doc or not (True in doc or "on" in doc):
        sys.exit(f"{path}: not a workflow (needs `on` and `jobs`)")
    for name, job in doc["jobs"].items():
        if "steps" not in job and "uses" not in job:
            sys.exit(f"{path}: job {name} has no steps")
    print(f"{path}: ok ({len(doc['jobs'])} jobs)")
PY
}
# The browser tests (tests/browser/*.test.mjs), once per engine (tests/browser/engines.mjs): Chromium
# headless; Firefox ESR and WebKitGTK's MiniBrowser as windows on a virtual display (Xvfb) that the
# tests start themselves, with Mesa's software GL.
browser() { CARC_ENGINE="$1" node --test tests/browser/; }
# Prints the browser game's size, and per engine its load times, frame time and AI speed; fails only
# if it cannot run (not on speed).
# The text catalogues: every language has every key, no unused key, texts only through web/ui/text.h.
catalogues() { node --test tests/i18n/; }
bench_ui() { node tests/browser/bench.mjs; }
bench_engine() { bash .github/scripts/bench-engine.sh 2000; }

# Each test stage builds just what it runs, so one broken target does not hide the other results;
# the build stages build everything (app, CLI) so that a compile error anywhere fails the run.
stage setup "" bash .github/scripts/setup.sh
stage native-build "setup" native_build
stage native-tests "setup" native_tests
stage web-tests "setup" web_tests
stage fuzz "setup" bash .github/scripts/fuzz.sh 30   # records and share links, 30 s of libFuzzer
stage fuzz-saves "setup" bash .github/scripts/fuzz.sh 30 saves_fuzzer   # local storage and backup files, 30 s
stage wasm-build "setup" wasm_build
stage wasm-tests "setup" wasm_tests
stage bench-engine "native-build wasm-build" bench_engine
stage dist "setup" dist
stage workflows "setup" workflows
stage catalogues "setup" catalogues
stage browser-chromium "dist" browser chromium
stage browser-firefox "dist" browser firefox
stage browser-webkit "dist" browser webkit
stage bench-ui "dist" bench_ui

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
