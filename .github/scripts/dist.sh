#!/usr/bin/env bash
# Builds the browser version (WebAssembly, Release) and writes the deployable site into dist/:
# index.html, shell.js, style.css, favicon.svg, app.js, app.wasm, all with relative URLs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bash "$ROOT/.github/scripts/setup.sh"
build_dist
echo "dist/ written: $(cd "$ROOT/dist" && ls | tr '\n' ' ')"
