#!/usr/bin/env bash
# Whole games in the browser, to their end (the long command beside the test command, as bench.sh
# is): in Chromium, with CARC_WHOLE_GAMES=1 (tests/browser/helpers.mjs), the test files whose games the
# test command plays for their first turns only:
#   fair_deal     two devices deal a fair game with every expansion and play it to the end by links
#   phone_game    a first game on a phone by finger alone against two computers, to the end
#   ai            a person against a normal computer seat, a whole game with hints
#   keyboard      a whole game with the keyboard alone, ending on the native engine's scores
#   correspondence  two devices play 12 turns of a game with every expansion by links
# About 4 minutes on this machine (2 cores). Builds the site and the command-line engine first (the
# tests compare each game with its native replay). Exits non-zero when a test fails.
#   bash .github/scripts/whole-games.sh [NAME..]   (NAME: one of the files above, all when none)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

FILES=(fair_deal phone_game ai keyboard correspondence)
[ "$#" -gt 0 ] && FILES=("$@")
bash .github/scripts/setup.sh >/dev/null
build_dist
[ -f build/native/build.ninja ] || cmake --preset native
cmake --build build/native -j"$JOBS" --target carcassonne
paths=()
for f in "${FILES[@]}"; do paths+=("tests/browser/${f%.test.mjs}.test.mjs"); done
echo "whole-games.sh: ${paths[*]} in Chromium, to the end"
CARC_ENGINE=chromium CARC_WHOLE_GAMES=1 node --test "${paths[@]}"
