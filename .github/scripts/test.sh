#!/usr/bin/env bash
# Runs every test: engine tests natively and under Node (WebAssembly), the workflow files, and the
# browser tests against dist/ in Chromium, Firefox and WebKit. Each stage is reported, a table of the
# stages' times closes the run, and the last line is "N passed, M failed". Exits non-zero if any stage
# fails. A stage whose prerequisite failed is counted as failed.
#
#   test.sh                  everything (what CI runs)
#   test.sh --quick [NAME..] the edit loop: native and WebAssembly engine tests, the web tests, the
#                            site, and in Chromium the browser test files NAME (smoke, saves,
#                            fair_deal, ...; tests/browser/NAME.test.mjs), or when none is named the
#                            smoke test and the browser test files changed in the work tree
#
# Builds go through ccache (CMakeLists.txt) with the cache outside the clone, and setup.sh keeps the
# Emscripten builds of SDL2 and libsodium outside it too: a clean clone on a machine that ran the tests
# before builds only what changed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

# Stages run in two lanes at once (below); each stage's result is a line in $RESULTS, read by the
# stages that need it and by the count at the end.
QUICK=0
QUICK_TESTS=()
if [ "${1:-}" = "--quick" ]; then
  QUICK=1
  shift
  QUICK_TESTS=("$@")
fi

RESULTS="$(mktemp)"
LOGS="$(mktemp -d)"
trap 'rm -rf "$RESULTS" "$LOGS"' EXIT
# $RESULTS: a line "NAME ok|failed SECONDS" per stage.
stage_ok() { grep -q "^$1 ok " "$RESULTS"; }

# stage NAME "PREREQ ..." COMMAND...
stage() {
  local name="$1" prereqs="$2"
  shift 2
  local p
  for p in $prereqs; do
    if ! stage_ok "$p"; then
      echo "==> $name: SKIPPED (needs $p) -> failed"
      echo "$name failed 0" >> "$RESULTS"
      return
    fi
  done
  echo "==> $name"
  local start=$SECONDS
  # The stage's output is kept too ($LOGS/out-NAME): a failed stage's faults are printed again at the
  # end, where a CI record that keeps only the tail of the run shows them.
  "$@" 2>&1 | tee "$LOGS/out-$name"
  if [ "${PIPESTATUS[0]}" -eq 0 ]; then
    echo "$name ok $((SECONDS - start))" >> "$RESULTS"
    echo "==> $name: passed ($((SECONDS - start)) s)"
  else
    echo "$name failed $((SECONDS - start))" >> "$RESULTS"
    echo "==> $name: FAILED ($((SECONDS - start)) s)"
  fi
}

configure_native() {
  [ -f build/native/build.ninja ] || cmake --preset native
}
native_build() { configure_native && cmake --build build/native -j"$JOBS"; }
# The command-line engine alone: the browser tests compare every page's game with its replay report.
native_cli() { configure_native && cmake --build build/native -j"$JOBS" --target carcassonne; }
native_tests() {
  configure_native && cmake --build build/native -j"$JOBS" --target carc_tests &&
    (cd build/native/tests && ./carc_tests)
}
# The browser app's saved games and share links (web/saves/saved_games.cpp, web/link/link_address.cpp), natively.
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
# The browser tests (tests/browser/*.test.mjs) in every engine (tests/browser/engines.mjs): Chromium
# headless; Firefox ESR and WebKitGTK's MiniBrowser as windows on a virtual display (Xvfb) that the
# tests start themselves, with Mesa's software GL. Each (engine, file) pair is a job of a queue that
# both lanes take from (below); an engine's stage passes when each of its files passed.
#
# run_browser_job ENGINE FILE: one file in one engine; its output in $LOGS/job-ENGINE-NAME, printed once
# it ends. In WebKit, a file under which the browser was lost runs once more: WebKitGTK 2.50's web
# process crashes now and then (a null read in JavaScriptCore, or GLib's abort; the kernel's log names
# them): in three of five clean-clone runs of 2026-12-03, none of four suites of 2026-12-04, under a
# different test each time; the session ends and the test fails on "invalid session id" (engines.mjs
# then adds what the browser printed). The same fault inside the page's WebAssembly is reported as
# "RuntimeError: Out of bounds memory access" (JavaScriptCore catches the signals of its WebAssembly
# code as bounds checks): once, at a page's start (2026-12-04, touch.test), where Chromium and Firefox
# run the same module through every test without it. Such a file runs again, once, and passes only if
# it passes then; a file that failed in any other way is not run again. The run says which ran twice.
run_browser_job() {
  local engine="$1" file="$2"
  local name
  name="$(basename "$file" .test.mjs)"
  local out="$LOGS/job-$engine-$name" start=$SECONDS ok=0
  CARC_ENGINE="$engine" node --test "$file" > "$out" 2>&1 && ok=1
  if [ "$ok" = 0 ] && [ "$engine" = webkit ] && webkit_lost "$out"; then
    echo "==> WebKit's browser was lost under $file: once more" >> "$out"
    mv "$out" "$out.first"
    CARC_ENGINE="$engine" node --test "$file" > "$out" 2>&1 && ok=1
    cat "$out.first" "$out" > "$out.both" && mv "$out.both" "$out"
  fi
  local verdict=passed
  [ "$ok" = 1 ] || verdict=FAILED
  echo "$engine $file $([ "$ok" = 1 ] && echo ok || echo failed) $((SECONDS - start))" >> "$LOGS/jobs"
  # One job's report at a time, whole, even when both lanes end one together.
  (
    flock 9
    cat "$out"
    echo "==> $engine $file: $verdict ($((SECONDS - start)) s)"
  ) 9> "$LOGS/print.lock" >&8
  [ "$ok" = 1 ]
}
# Whether every test that failed in the TAP output $1 failed because WebKit's browser was lost.
webkit_lost() {
  awk '
    /^not ok / { failed = 1; lost = 0; any = 1; next }
    failed && /invalid session id|WebDriver [A-Z]+ [^ ]*: unknown error|RuntimeError: Out of bounds memory access/ { lost = 1 }
    failed && /^  \.\.\.$/ { if (!lost) other = 1; failed = 0 }
    END { exit !(any && !other) }
  ' "$1"
}

# The queue: one line "ENGINE FILE" per job, Chromium's first, then Firefox's, then WebKit's, each
# engine's files longest first (the times of this machine's last run, kept outside the clone; on a
# fresh machine the largest files first). The browser lane takes jobs from the head; the native lane,
# once its own stages are done, from the tail, so the two meet in the middle and end close together.
# A second browser beside the first: on this machine a Chromium test keeps 1.2 cores busy, and two
# files at once ran 1.34 times as fast as one after the other (game.test.mjs, 2026-12-06).
TIMES="${XDG_CACHE_HOME:-$HOME/.cache}/carcassonne-test-times"
make_browser_queue() {
  local engine f
  for engine in chromium firefox webkit; do
    for f in tests/browser/*.test.mjs; do
      local t
      t=$(awk -v e="$engine" -v f="$f" '$1 == e && $2 == f { print $3 }' "$TIMES" 2>/dev/null | tail -n 1)
      [ -n "$t" ] || t=$(( 100000 + $(stat -c %s "$f") ))   # not timed yet: first, largest first
      echo "$t $engine $f"
    done | sort -rn | awk '{ print $2, $3 }'
  done > "$LOGS/queue"
  : > "$LOGS/jobs"
}
# take_browser_job head|tail: prints the next job and removes it from the queue (nothing when empty).
take_browser_job() {
  (
    flock 9
    local line
    if [ "$1" = head ]; then line=$(head -n 1 "$LOGS/queue"); else line=$(tail -n 1 "$LOGS/queue"); fi
    [ -n "$line" ] || exit 0
    if [ "$1" = head ]; then sed -i 1d "$LOGS/queue"; else sed -i '$d' "$LOGS/queue"; fi
    echo "$line"
  ) 9> "$LOGS/queue.lock"
}
browser_jobs() {
  local end="$1" job
  while job=$(take_browser_job "$end") && [ -n "$job" ]; do
    # shellcheck disable=SC2086
    run_browser_job $job
  done
}
# Once both lanes have no job left: each engine's stage, with the sum of its files' times, and its
# files' reports in one place for failures() at the end. The times are kept for the next run's order.
browser_results() {
  local engine
  for engine in chromium firefox webkit; do
    local failed seconds
    failed=$(awk -v e="$engine" '$1 == e && $3 == "failed"' "$LOGS/jobs" | wc -l)
    seconds=$(awk -v e="$engine" '$1 == e { s += $4 } END { print s + 0 }' "$LOGS/jobs")
    cat "$LOGS"/job-"$engine"-* > "$LOGS/out-browser-$engine" 2>/dev/null
    if ! stage_ok dist || ! stage_ok native-cli; then
      echo "browser-$engine failed 0" >> "$RESULTS"
    elif [ "$failed" -eq 0 ] && [ -s "$LOGS/jobs" ] && ! grep -q . "$LOGS/queue"; then
      echo "browser-$engine ok $seconds" >> "$RESULTS"
    else
      echo "browser-$engine failed $seconds" >> "$RESULTS"
      awk -v e="$engine" '$1 == e && $3 == "failed" { print "==> failed in " e ": " $2 }' "$LOGS/jobs"
    fi
  done
  mkdir -p "$(dirname "$TIMES")" && awk '$3 == "ok" { print $1, $2, $4 }' "$LOGS/jobs" > "$TIMES" 2>/dev/null
}
# The text catalogues: every language has every key, no unused key, texts only through web/ui/text/text.h.
catalogues() { node --test tests/i18n/; }
# The house's rule: web/ in folders by concern, includes only going down (web/README.md).
house() { node --test tests/house/; }

# Each test stage builds just what it runs, so one broken target does not hide the other results;
# the build stages build everything (app, CLI) so that a compile error anywhere fails the run.
#
# Two lanes share the machine's two cores. The browser lane (the site: the app's WebAssembly build and
# dist/, then browser test files from the queue's head) runs at normal priority: every browser test is
# CPU-bound on a software renderer. The native lane (native build and tests, the fuzzers, then the rest
# of the WebAssembly build and its tests under Node) runs niced beside it: it takes the time the
# browser leaves and gives way when it needs it, without starving (nice 19 left it almost nothing).
# Its stages done, it takes browser test files from the queue's tail at the browser lane's priority:
# a second browser used the core the first leaves idle (three engines at once, the run of 2026-12-03,
# only slowed each other: Chromium 2,350 s beside Firefox and WebKit, 1,296 s alone; two at once
# finish sooner than one after the other). Each job's report is printed once it ends, the native
# stages' once the run ends. The benchmarks are a command of their own (bench.sh; CI runs it after this).
native_lane() {
  stage native-cli "setup" native_cli   # first: the browser tests wait for it
  stage native-build "setup" native_build
  stage native-tests "setup" native_tests
  stage web-tests "setup" web_tests
  stage fuzz "setup" bash .github/scripts/fuzz.sh 30   # records and share links, 30 s of libFuzzer
  stage fuzz-saves "setup" bash .github/scripts/fuzz.sh 30 saves_fuzzer   # local storage and backup files, 30 s
  stage fuzz-computer "setup" bash .github/scripts/fuzz.sh 30 computer_fuzzer   # the computer, hint, explanations, squares, review, 30 s
  # The rest of the WebAssembly build (the engine tests and the command-line engine for Node) once the
  # browser lane has built the site: one build of build/wasm at a time.
  wait_for_stage dist
  stage wasm-build "setup" wasm_build
  stage wasm-tests "setup" wasm_tests
  stage workflows "setup" workflows
  stage catalogues "setup" catalogues
  stage house "setup" house
  echo "==> (the native stages ended at $((SECONDS - run_start)) s)"
  # Then, at the browser lane's priority, the browser tests' queue from its tail (as root: renice
  # cannot raise a process's priority otherwise, and the jobs then run niced).
  renice -n 0 -p "$BASHPID" > /dev/null 2>&1
  if stage_ok dist && stage_ok native-cli; then browser_jobs tail; fi
}
# The browser lane: the site first (the browsers need nothing else of the WebAssembly build), then
# the browser tests' queue from its head.
browser_lane() {
  stage dist "setup" dist
  wait_for_stage native-cli
  if stage_ok dist && stage_ok native-cli; then browser_jobs head; fi
}
# Waits until another lane has reported stage $1 (each lane reports every stage it has, passed or not).
wait_for_stage() {
  while ! grep -q "^$1 " "$RESULTS"; do sleep 2; done
}

# The quick loop: the engine and web tests and the browser tests of the areas touched, in Chromium.
quick_browser_files() {
  local names=("${QUICK_TESTS[@]}")
  if [ "${#names[@]}" -eq 0 ]; then
    names=(smoke)
    local f
    while read -r f; do
      case "$f" in tests/browser/*.test.mjs) f="${f#tests/browser/}"; names+=("${f%.test.mjs}") ;; esac
    done < <(git status --porcelain --untracked-files=all | awk '{print $NF}')
  fi
  local n
  for n in "${names[@]}"; do echo "tests/browser/${n%.test.mjs}.test.mjs"; done | sort -u
}
quick_browser() {
  local files
  mapfile -t files < <(quick_browser_files)
  echo "browser tests in Chromium: ${files[*]}"
  CARC_ENGINE=chromium node --test "${files[@]}"
}

# What failed, once more: for a stage of node tests (TAP) each failed test with its error, for any other
# stage the last lines of its output.
failures() {
  local name
  for name in $(awk '$2 == "failed" { print $1 }' "$RESULTS"); do
    local out="$LOGS/out-$name"
    echo
    echo "--- $name failed:"
    if [ ! -s "$out" ]; then
      echo "(no output: a stage it needs failed)"
    elif grep -q '^not ok ' "$out"; then
      # Each top-level failed test, up to the end of its report ("  ..."), at most 40 lines of it.
      awk '/^not ok / { on = 1; n = 0 } on && n < 40 { print; ++n } on && /^  \.\.\.$/ { on = 0 }' "$out"
    else
      tail -n 30 "$out"
    fi
  done
}

# The table of the stages' times, in the order they ended, and the count.
report() {
  echo
  echo "stage                 result      s"
  awk '{ printf "%-21s %-7s %6d\n", $1, $2, $3 }' "$RESULTS"
  echo "whole run: $SECONDS s"
  if [ -s "$LOGS/ccache-before" ]; then
    ccache --print-stats 2>/dev/null | awk -F'\t' '
      NR == FNR { before[$1] = $2; next }
      $1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { hits += $2 - before[$1] }
      $1 == "cache_miss" { misses += $2 - before[$1] }
      END { printf "compiler cache: %d hits, %d misses (this run)\n", hits, misses }' "$LOGS/ccache-before" -
  fi
  failures
  local passed failed
  passed=$(grep -c ' ok ' "$RESULTS")
  failed=$(grep -c ' failed ' "$RESULTS")
  echo
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

stage setup "" bash .github/scripts/setup.sh
command -v ccache > /dev/null && ccache --print-stats > "$LOGS/ccache-before" 2>/dev/null
if [ "$QUICK" = 1 ]; then
  stage native-tests "setup" native_tests
  stage web-tests "setup" web_tests
  stage native-cli "setup" native_cli
  stage wasm-tests "setup" wasm_tests
  stage dist "setup" dist
  stage catalogues "setup" catalogues
  stage house "setup" house
  stage browser-chromium "dist native-cli" quick_browser
  report
  exit
fi
exec 8>&1   # the browser jobs' reports, from either lane
make_browser_queue
run_start=$SECONDS
(renice -n 10 -p "$BASHPID" > /dev/null; native_lane) > "$LOGS/native" 2>&1 &
native_pid=$!
browser_lane
browsers_end=$SECONDS
wait "$native_pid"
browser_results
echo "==> (the lanes: browsers $((browsers_end - run_start)) s, all $((SECONDS - run_start)) s)"
echo "==> the native lane:"
cat "$LOGS/native"
report
