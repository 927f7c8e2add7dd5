#!/usr/bin/env bash
# Builds the browser version, writes dist/ (dist.sh) and serves it on 127.0.0.1.
#   PORT=8080 bash .github/scripts/serve.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
PORT="${PORT:-8000}"

bash "$ROOT/.github/scripts/dist.sh"

echo
echo "Serving $ROOT/dist at http://127.0.0.1:$PORT/ (Ctrl+C stops the server)"
exec "$PYTHON" -m http.server --bind 127.0.0.1 --directory "$ROOT/dist" "$PORT"
