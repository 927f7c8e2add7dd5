#!/usr/bin/env bash
# Engine speed benchmark (prints figures, never fails on speed): complete random games per second for
# 2 players, base + River, natively and under Node from the WebAssembly build, and their ratio; then
# what computing what can still fit (carc/outlook.h, engine/docs/outlook.md) costs after each action.
# Usage: bench-engine.sh [GAMES]   (needs build/native and build/wasm with the carcassonne target)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
games="${1:-2000}"
args=(simulate --games "$games" --seed bench --players 2 --expansions river)
cmake --build build/native -j"$JOBS" --target carcassonne >/dev/null
cmake --build build/wasm -j"$JOBS" --target carcassonne >/dev/null
native=$(build/native/engine/carcassonne "${args[@]}")
wasm=$(cd build/wasm/engine && node --no-experimental-fetch carcassonne.js "${args[@]}")
rate() { "$PYTHON" -c 'import json,sys; print("%.0f" % json.load(sys.stdin)["games_per_second"])'; }
n=$(rate <<<"$native")
w=$(rate <<<"$wasm")
echo "engine benchmark (2 players, base + River, $games random games):"
echo "  native:            $n games/s"
echo "  WebAssembly/Node:  $w games/s ($((100 * w / (n > 0 ? n : 1)))% of native)"

# What can still fit: the outlook before every action of 20 random games with all six sets, 2 players.
sq_args=(squares-bench --games 20 --seed bench --players 2 --expansions all)
sq_native=$(build/native/engine/carcassonne "${sq_args[@]}")
sq_wasm=$(cd build/wasm/engine && node --no-experimental-fetch carcassonne.js "${sq_args[@]}")
medians() {
  "$PYTHON" -c 'import json,sys; d=json.load(sys.stdin); print("%.0f us at 90 tiles (%.0f open squares), %.0f us over every action; an action itself %.1f us" % (d["outlook_us_at_90_tiles"]["median"], d["open_squares_at_90_tiles"]["mean"], d["outlook_us_every_action"]["median"], d["legal_list_and_apply_us_every_action"]["median"]))'
}
echo "what can still fit (all six sets, 2 players, 20 random games, medians):"
echo "  native:            $(medians <<<"$sq_native")"
echo "  WebAssembly/Node:  $(medians <<<"$sq_wasm")"
