#!/usr/bin/env bash
# Fuzzes game records and share links: builds tests/fuzz/record_fuzzer with clang (libFuzzer +
# AddressSanitizer + UndefinedBehaviorSanitizer) in build/fuzz and runs it for SECONDS (default 30)
# over a copy of tests/fuzz/corpus/. Exits non-zero on a crash, a sanitizer report or a hang; the
# input that caused it is saved in build/fuzz/artifacts/ (replay it: build/fuzz/tests/fuzz/record_fuzzer FILE).
#   bash .github/scripts/fuzz.sh [SECONDS]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

SECONDS_TO_RUN="${1:-30}"
BUILD="$ROOT/build/fuzz"
CXX_CLANG="$(command -v clang++ || command -v clang++-14 || true)"
if [ -z "$CXX_CLANG" ]; then
  echo "fuzz.sh: clang++ not found (run .github/scripts/setup.sh)" >&2
  exit 1
fi

if [ ! -f "$BUILD/build.ninja" ]; then
  CXX="$CXX_CLANG" CC="${CXX_CLANG%++}" cmake -S "$ROOT" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARC_FUZZ=ON -DCARC_BUILD_APP=OFF >/dev/null
fi
cmake --build "$BUILD" -j"$JOBS" --target record_fuzzer

# New inputs go into a scratch copy, so the committed corpus stays small.
RUN="$BUILD/corpus-run"
ARTIFACTS="$BUILD/artifacts"
rm -rf "$RUN"
mkdir -p "$RUN" "$ARTIFACTS"
cp "$ROOT"/tests/fuzz/corpus/* "$RUN"/

UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
"$BUILD/tests/fuzz/record_fuzzer" "$RUN" \
  -dict="$ROOT/tests/fuzz/record.dict" \
  -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$ARTIFACTS/" -print_final_stats=1
echo "fuzz.sh: no crash in $SECONDS_TO_RUN s"
