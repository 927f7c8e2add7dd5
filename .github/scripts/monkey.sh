#!/usr/bin/env bash
# The monkey for as long as one wants (issue 46; tests/browser/monkey.mjs says what it does and
# checks): random input through the page's own input paths for SECONDS, in the engine CARC_ENGINE
# (chromium unless said; firefox, webkit), from SEED (a new one each run unless given: the run prints
# it, and a failure says it with the last actions). Builds the site and the command-line engine first
# if they are missing (the replay check needs the CLI). Exits non-zero on a fault.
#   bash .github/scripts/monkey.sh SECONDS [SEED]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

SECONDS_TO_RUN="${1:?usage: monkey.sh SECONDS [SEED]}"
SEED="${2:-$(( (RANDOM << 15 | RANDOM) ))}"
bash .github/scripts/setup.sh >/dev/null
[ -s dist/app.wasm.zst ] || build_dist
if [ ! -x build/native/engine/carcassonne ]; then
  [ -f build/native/build.ninja ] || cmake --preset native
  cmake --build build/native -j"$JOBS" --target carcassonne
fi
echo "monkey.sh: ${CARC_ENGINE:-chromium}, seed $SEED, $SECONDS_TO_RUN s"
CARC_MONKEY_SEED="$SEED" CARC_MONKEY_SECONDS="$SECONDS_TO_RUN" CARC_MONKEY_ACTIONS=1000000000 \
  node --test --test-reporter=spec tests/browser/monkey.test.mjs
