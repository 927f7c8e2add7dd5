#!/usr/bin/env bash
# Installs everything the build and the tests need. Idempotent: a step whose result exists is skipped,
# so a second run takes about a second. Run by serve.sh and test.sh; safe to run by hand.
#
#   - Debian packages (compilers, Emscripten, header-only libraries, SDL2, the browsers the tests drive:
#     Chromium, Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, with a virtual display (Xvfb) and
#     Mesa's software GL for the last two; rsvg-convert and pngquant for the icons; zstd, which packs
#     app.wasm; YAML parser)
#   - Dear ImGui and SDL2 sources from Debian's source packages, into .cache/deps/ (ignored by git; a
#     link to ~/.cache/carcassonne-deps, kept across clones)
#   - SDL2 built once for Emscripten into .cache/deps/sdl2-wasm/ (Emscripten's own SDL port needs
#     the internet, which the build machines don't have)
#   - npm packages (playwright-core driving the system Chromium, puppeteer-core driving Firefox over
#     WebDriver BiDi; fzstd, the page's unpacker of app.wasm, which the site ships) into node_modules/
#
#   setup.sh --no-browsers    leaves out the browsers and the virtual display (dist.sh: building the
#                             site needs none of them)
set -euo pipefail

BROWSERS=1
if [ "${1:-}" = "--no-browsers" ]; then BROWSERS=0; fi
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The sources and the Emscripten builds of SDL2 and libsodium outlive the clone: they are kept in
# the user's cache (CARC_DEPS_CACHE to choose another folder) and .cache/deps links there, so a clean
# clone on a machine that ran this before builds neither again (each build is checked against the
# options it was made with). A .cache/deps folder of an earlier layout is moved there once.
DEPS_STORE="${CARC_DEPS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/carcassonne-deps}"
DEPS="$ROOT/.cache/deps"
mkdir -p "$DEPS_STORE" "$ROOT/.cache"
if [ -d "$DEPS" ] && [ ! -L "$DEPS" ]; then
  if [ -z "$(ls -A "$DEPS_STORE")" ]; then
    rmdir "$DEPS_STORE" && mv "$DEPS" "$DEPS_STORE"
  else
    rm -rf "$DEPS"
  fi
fi
[ -L "$DEPS" ] || ln -s "$DEPS_STORE" "$DEPS"
JOBS="${JOBS:-2}"
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"   # Debian's emcc needs acorn from here

log() { printf '[setup] %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# --- 1. Debian packages --------------------------------------------------------------------------
PKGS=(build-essential clang cmake ninja-build python3 python3-yaml python3-fonttools fonts-inter ca-certificates xz-utils
      emscripten nlohmann-json3-dev doctest-dev libsdl2-dev libsodium-dev autoconf automake libtool
      libclang-rt-14-dev librsvg2-bin pngquant ccache node-terser zstd
      nodejs npm)
if [ "$BROWSERS" = 1 ]; then
  PKGS+=(chromium firefox-esr webkit2gtk-driver xvfb libgl1-mesa-dri)
  # The fonts of a player's device, which draw the names the game's own font lacks (web/ui/text/run_glyphs.h):
  # Chinese, Japanese and Korean (WenQuanYi Micro Hei), colour emoji, Devanagari (DejaVu, already
  # there, has Arabic and Hebrew).
  PKGS+=(fonts-wqy-microhei fonts-noto-color-emoji fonts-lohit-deva)
fi
missing=()
for p in "${PKGS[@]}"; do
  # node/npm may come from elsewhere (nodesource, actions/setup-node): only install when absent
  if [ "$p" = nodejs ] && command -v node >/dev/null; then continue; fi
  if [ "$p" = npm ] && command -v npm >/dev/null; then continue; fi
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
APT_UPDATED=0
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing: ${missing[*]}"
  $SUDO apt-get update -q
  APT_UPDATED=1
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# --- 2. Sources of Dear ImGui and SDL2 (Debian source packages) ---------------------------------
mkdir -p "$DEPS"
if [ ! -f "$DEPS/imgui/imgui.cpp" ] || [ ! -f "$DEPS/SDL2-src/CMakeLists.txt" ]; then
  if ! ls "$DEPS"/imgui_*.orig.tar.* >/dev/null 2>&1 || ! ls "$DEPS"/libsdl2_*.orig.tar.* >/dev/null 2>&1 ||
     ! ls "$DEPS"/libsodium_*.orig.tar.* >/dev/null 2>&1; then
    if ! grep -rqs 'deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
      log "adding a deb-src entry for bookworm"
      $SUDO tee /etc/apt/sources.list.d/carcassonne-deb-src.sources >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
      APT_UPDATED=0
    fi
    [ "$APT_UPDATED" = 1 ] || $SUDO apt-get update -q
    log "downloading imgui, libsdl2 and libsodium source packages"
    (cd "$DEPS" && apt-get source --download-only imgui libsdl2 libsodium)
  fi
  rm -rf "$DEPS/imgui" "$DEPS/SDL2-src"
  mkdir -p "$DEPS/imgui" "$DEPS/SDL2-src"
  tar -xf "$(ls "$DEPS"/imgui_*.orig.tar.* | head -1)" -C "$DEPS/imgui" --strip-components=1
  tar -xf "$(ls "$DEPS"/libsdl2_*.orig.tar.* | head -1)" -C "$DEPS/SDL2-src" --strip-components=1
  log "sources extracted into $DEPS"
fi

# --- 3. SDL2 for Emscripten (once) ---------------------------------------------------------------
# Only what the game uses: video, events, touch, timers. No audio, joystick/game controller, haptic,
# sensor or power code (the game makes no sound and takes no gamepad; ImGui's gamepad hook finds
# none), built for size: 18 KB less in the gzipped site. Also off (issue 47, docs/first-visit.md):
#   SDL_RENDER          SDL's 2D renderer (SDL_Renderer, its GLES2 and software back ends): the game
#                       draws through ImGui's OpenGL3 backend on its own GL context, never SDL_CreateRenderer
#   SDL_DUMMYVIDEO, SDL_OFFSCREEN   the fallback video drivers (no window, or a window in memory): the
#                       page has the Emscripten driver or no game; they linked in BMP saving and file I/O
#   SDL_LOCALE, SDL_MISC, SDL_FILESYSTEM   SDL_GetPreferredLocales, SDL_OpenURL, SDL_GetBasePath/PrefPath:
#                       never called (the page asks the browser itself, web/platform/platform_web.cpp)
#   SDL_DEFAULT_ASSERT_LEVEL=0   SDL's assertion handler and its message box: SDL's own code linked here
#                       has no release-level assertion (SDL_ASSERTIONS=disabled does not reach config.h in 2.26)
# and web/platform/sdl_unreached_web.cpp cuts what SDL links but the game never runs (surfaces and their
# blitters, game controllers, gestures). The options are kept next to the library, so a cache built
# with others is built again.
SDL_OPTIONS="-DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_HIDAPI=OFF -DSDL_RENDER=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_FILESYSTEM=OFF -DCMAKE_C_FLAGS=-DSDL_DEFAULT_ASSERT_LEVEL=0"
if [ ! -f "$DEPS/sdl2-wasm/lib/libSDL2.a" ] || [ "$(cat "$DEPS/sdl2-wasm/options" 2>/dev/null)" != "$SDL_OPTIONS" ]; then
  log "building SDL2 for Emscripten (a few minutes, done once)"
  rm -rf "$DEPS/sdl2-wasm-build" "$DEPS/sdl2-wasm"
  # shellcheck disable=SC2086  # the options are words
  emcmake cmake -S "$DEPS/SDL2-src" -B "$DEPS/sdl2-wasm-build" -G Ninja \
    -DCMAKE_INSTALL_PREFIX="$DEPS/sdl2-wasm" $SDL_OPTIONS >/dev/null
  cmake --build "$DEPS/sdl2-wasm-build" -j"$JOBS"
  cmake --install "$DEPS/sdl2-wasm-build" >/dev/null
  rm -rf "$DEPS/sdl2-wasm-build"
  echo "$SDL_OPTIONS" > "$DEPS/sdl2-wasm/options"
fi

# --- 3b. libsodium for Emscripten (once) -------------------------------------------------------------
# The fair deal's hash (BLAKE2b) and randomness (the browser's crypto.getRandomValues) come from
# libsodium (engine/docs/fair-deal.md). Natively the engine links Debian's libsodium-dev; the page
# links this build of the same version from Debian's source package: only the high-level API
# (--enable-minimal), no threads, no assembly, for size (toolchain notes).
SODIUM_OPTIONS="--host=wasm32-unknown-emscripten --disable-shared --enable-minimal --without-pthreads --disable-ssp --disable-asm --disable-pie CFLAGS=-Os"
if [ ! -f "$DEPS/sodium-wasm/lib/libsodium.a" ] || [ "$(cat "$DEPS/sodium-wasm/options" 2>/dev/null)" != "$SODIUM_OPTIONS" ]; then
  if ! ls "$DEPS"/libsodium_*.orig.tar.* >/dev/null 2>&1; then
    grep -rqs 'deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/ || { log "no deb-src entry: run setup.sh again"; exit 1; }
    $SUDO apt-get update -q
    (cd "$DEPS" && apt-get source --download-only libsodium)
  fi
  log "building libsodium for Emscripten (about a minute, done once)"
  rm -rf "$DEPS/libsodium-src" "$DEPS/sodium-wasm"
  mkdir -p "$DEPS/libsodium-src"
  tar -xf "$(ls "$DEPS"/libsodium_*.orig.tar.* | head -1)" -C "$DEPS/libsodium-src" --strip-components=1
  (cd "$DEPS/libsodium-src" && autoreconf -fi >/dev/null 2>&1 &&
    # shellcheck disable=SC2086  # the options are words
    emconfigure ./configure $SODIUM_OPTIONS --prefix="$DEPS/sodium-wasm" >/dev/null &&
    emmake make -j"$JOBS" install >/dev/null)
  rm -rf "$DEPS/libsodium-src"
  echo "$SODIUM_OPTIONS" > "$DEPS/sodium-wasm/options"
fi

# --- 4. npm packages ---------------------------------------------------------------------------------
if [ ! -f "$ROOT/node_modules/playwright-core/package.json" ] || \
   [ ! -f "$ROOT/node_modules/puppeteer-core/package.json" ] || \
   [ ! -f "$ROOT/node_modules/fzstd/package.json" ] || \
   [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
  log "installing npm packages"
  (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

log "ok"
