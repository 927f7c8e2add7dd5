#!/usr/bin/env bash
# The browser tests at their full length (the long command beside the test command, as bench.sh is):
# in Chromium, with CARC_LONG=1 (tests/browser/helpers.mjs), what the test command shortens to keep its
# run within 25 minutes:
#   fair_deal       two devices deal a fair game with every expansion and play it to the end by links
#   phone_game      a first game on a phone by finger alone against two computers, to the end
#   ai              a person against a normal computer seat, a whole game with hints
#   keyboard        a whole game with the keyboard alone, ending on the native engine's scores
#   correspondence  two devices play 12 turns of a game with every expansion by links
#   screens, endgame  what a player sees, and the end with its chart, at 1280x800 at a device pixel
#                   ratio of 2 too (the test command photographs 1280x800 at 1 and the phone at 3)
#   compat          every fixture of the compatibility corpus opened in the page by open(link)
# About 5 minutes on this machine (2 cores). Builds the site and the command-line engine first (the
# tests compare each game with its native replay). Exits non-zero when a test fails. Run it before a
# change to the game by links, the phone's play, the computer seats or the layout is committed.
#   bash .github/scripts/long-tests.sh [NAME..]   (NAME: one of the files above, all when none)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

FILES=(fair_deal phone_game ai keyboard correspondence screens endgame compat)
[ "$#" -gt 0 ] && FILES=("$@")
bash .github/scripts/setup.sh >/dev/null
build_dist
[ -f build/native/build.ninja ] || cmake --preset native
cmake --build build/native -j"$JOBS" --target carcassonne
paths=()
for f in "${FILES[@]}"; do paths+=("tests/browser/${f%.test.mjs}.test.mjs"); done
echo "long-tests.sh: ${paths[*]} in Chromium, at full length"
CARC_ENGINE=chromium CARC_LONG=1 node --test "${paths[@]}"
