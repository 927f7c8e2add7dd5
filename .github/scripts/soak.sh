#!/usr/bin/env bash
# The soak (issue 46; tests/browser/soak.mjs): computers play game after game with every set in one
# Chromium page for MINUTES (60 unless said), printing each game's memory and move times; fails when
# the memory keeps growing. Builds the site first if it is missing.
#   bash .github/scripts/soak.sh [MINUTES]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
bash .github/scripts/setup.sh >/dev/null
[ -s dist/app.wasm.zst ] || build_dist
node tests/browser/soak.mjs "${1:-60}"
