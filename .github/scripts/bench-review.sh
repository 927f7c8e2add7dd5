#!/usr/bin/env bash
# Review benchmark (issue 45; prints figures, never fails on speed): the computer's review of whole
# games (`carcassonne review --bench`: games played by the normal level, reviewed in slices of 2,000
# positions as the page's worker does), natively and under Node from the WebAssembly build.
# Usage: bench-review.sh [GAMES] [EXPANSIONS]   (base by default; "all" for every set)
#        (needs build/native and build/wasm with the carcassonne target)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
games="${1:-2}"
expansions="${2:-base}"
args=(review --bench --games "$games" --expansions "$expansions")
cmake --build build/native -j"$JOBS" --target carcassonne >/dev/null
cmake --build build/wasm -j"$JOBS" --target carcassonne >/dev/null
native=$(build/native/engine/carcassonne "${args[@]}" 2>/dev/null)
wasm=$(cd build/wasm/engine && node --no-experimental-fetch carcassonne.js "${args[@]}" 2>/dev/null)
field() { "$PYTHON" -c 'import json,sys; print("%.1f" % json.load(sys.stdin)[sys.argv[1]])' "$1"; }
echo "review benchmark (2 players, $expansions, $games games played by the normal level):"
echo "  native:            $(field seconds_per_game <<<"$native") s per game (CPU $(field cpu_seconds_per_game <<<"$native") s), $(field ms_per_decision <<<"$native") ms per decision"
echo "  WebAssembly/Node:  $(field seconds_per_game <<<"$wasm") s per game, $(field ms_per_decision <<<"$wasm") ms per decision"
