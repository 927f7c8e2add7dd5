# Shared by serve.sh and test.sh (sourced, not run).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
JOBS="${JOBS:-2}"
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"   # Debian's emcc needs acorn from here (toolchain gotcha 1)
# System Python: python3-yaml is installed for it (a pyenv or venv python3 may come first on PATH).
PYTHON="/usr/bin/python3"
[ -x "$PYTHON" ] || PYTHON="python3"

# The WebAssembly build (Release) in build/wasm, then the site in dist/.
build_wasm() {
  if [ ! -f "$ROOT/build/wasm/build.ninja" ]; then
    (cd "$ROOT" && emcmake cmake --preset wasm)
  fi
  cmake --build "$ROOT/build/wasm" -j"$JOBS" "$@"
}
build_dist() {
  build_wasm --target dist
}
