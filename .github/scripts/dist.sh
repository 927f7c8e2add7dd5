#!/usr/bin/env bash
# Builds the browser version (WebAssembly, Release) and writes the deployable site into dist/:
# index.html (with its style), shell.js, texts.js, i18n/, app.js, app.wasm.zst and unpack.js (app.wasm packed, and its
# unpacker: shell/unpack.js), sw.js (offline play and updates), the web
# app manifest and its icons, all with relative URLs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bash "$ROOT/.github/scripts/setup.sh" --no-browsers
build_dist
echo "dist/ written: $(cd "$ROOT/dist" && ls | tr '\n' ' ')"
