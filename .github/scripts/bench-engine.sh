#!/usr/bin/env bash
# Engine speed benchmark (prints figures, never fails on speed): complete random games per second for
# 2 players, base + River, natively and under Node from the WebAssembly build, and their ratio.
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
