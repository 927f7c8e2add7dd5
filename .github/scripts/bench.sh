#!/usr/bin/env bash
# The benchmarks: they print figures and fail only when they cannot run (never on speed). Apart from
# the test command so that a run of the tests, the one before every commit, is not twice as long for
# figures nobody reads then; CI runs both (.ci/run), the benchmarks after the tests, on the machine the
# tests left quiet.
#   bench.sh             the engine's games per second natively and under Node, then the browser
#                        game's size, load times, frame times and the computer's speed per engine
#   bench.sh engine|ui   one of the two (ui includes the review's time in Chromium; bench.sh review alone)
#   bench.sh visit       apart, not in CI's run (a few minutes, and Lighthouse needs a quiet machine):
#                        the first visit as the web measures it (issue 47): app.wasm's size profile
#                        by folder (size-profile.mjs), Lighthouse's mobile figures and the time to a
#                        board in hand on Slow 4G with a 4x slower CPU (lighthouse.sh), one run each
# Needs what the test command built (build/native, build/wasm, dist/): run after it.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
what="${1:-all}"
failed=0
run() {
  local name="$1"
  shift
  local start=$SECONDS
  echo "==> $name"
  if "$@"; then
    echo "==> $name: done ($((SECONDS - start)) s)"
  else
    echo "==> $name: COULD NOT RUN ($((SECONDS - start)) s)"
    failed=1
  fi
}
case "$what" in all | engine) run bench-engine bash .github/scripts/bench-engine.sh 2000 ;; esac
case "$what" in all | ui) run bench-ui node tests/browser/bench.mjs ;; esac
# The computer's review of a two-player base game (issue 45: at most 30 s in Chromium), in the worker and
# on the page's thread, with the frame gaps meanwhile.
case "$what" in all | ui | review) run bench-review env CARC_BENCH=review CARC_ENGINES=chromium node tests/browser/bench.mjs ;; esac
case "$what" in visit) run size-profile node .github/scripts/size-profile.mjs --top 15 ;; esac
case "$what" in visit) run first-visit env CARC_RUNS=1 bash .github/scripts/lighthouse.sh ;; esac
exit "$failed"
