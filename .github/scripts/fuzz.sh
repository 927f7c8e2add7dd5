#!/usr/bin/env bash
# Fuzzes with libFuzzer (+ AddressSanitizer + UndefinedBehaviorSanitizer), built with clang in
# build/fuzz:
#   record_fuzzer (default): game records and share links, over a copy of tests/fuzz/corpus/;
#   saves_fuzzer: the saved-games reader over arbitrary local storage, and backup files, over a copy
#                 of tests/fuzz/saves_corpus/;
#   computer_fuzzer: positions of random games (every set, 2-6 players) or records, where every AI
#                 level, the hint, the explanations of refusals, the figures round a picked tile, the
#                 squares' counts and the review must give legal actions or named reasons, over a copy
#                 of tests/fuzz/computer_corpus/ (slow: some inputs think for hundreds of ms).
# Runs for SECONDS (default 30). Exits non-zero on a crash, a sanitizer report or a hang; the input
# that caused it is saved in build/fuzz/artifacts/ (replay it: build/fuzz/tests/fuzz/<target> FILE).
#   bash .github/scripts/fuzz.sh [SECONDS] [TARGET]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

SECONDS_TO_RUN="${1:-30}"
TARGET="${2:-record_fuzzer}"
case "$TARGET" in
  record_fuzzer) CORPUS="$ROOT/tests/fuzz/corpus"; DICTS=("$ROOT/tests/fuzz/record.dict") ;;
  saves_fuzzer) CORPUS="$ROOT/tests/fuzz/saves_corpus"; DICTS=("$ROOT/tests/fuzz/record.dict" "$ROOT/tests/fuzz/saves.dict") ;;
  computer_fuzzer) CORPUS="$ROOT/tests/fuzz/computer_corpus"; DICTS=("$ROOT/tests/fuzz/record.dict") ;;
  *) echo "fuzz.sh: unknown target $TARGET (record_fuzzer, saves_fuzzer or computer_fuzzer)" >&2; exit 1 ;;
esac
BUILD="$ROOT/build/fuzz"
CXX_CLANG="$(command -v clang++ || command -v clang++-14 || true)"
if [ -z "$CXX_CLANG" ]; then
  echo "fuzz.sh: clang++ not found (run .github/scripts/setup.sh)" >&2
  exit 1
fi

# Line tables: a crash's stack names its lines. Their paths are written relative to the clone
# (-fdebug-prefix-map), so the compiler cache need not hash the build folder (CCACHE_NOHASHDIR) and a
# clone anywhere reuses what another clone compiled.
if [ ! -f "$BUILD/build.ninja" ]; then
  CXX="$CXX_CLANG" CC="${CXX_CLANG%++}" cmake -S "$ROOT" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -gline-tables-only -fdebug-prefix-map=$ROOT=. -DNDEBUG" \
    -DCARC_FUZZ=ON -DCARC_BUILD_APP=OFF >/dev/null
fi
CCACHE_NOHASHDIR=1 cmake --build "$BUILD" -j"$JOBS" --target "$TARGET"

# New inputs go into a scratch copy, so the committed corpus stays small.
RUN="$BUILD/corpus-run-$TARGET"
ARTIFACTS="$BUILD/artifacts"
rm -rf "$RUN"
mkdir -p "$RUN" "$ARTIFACTS"
cp "$CORPUS"/* "$RUN"/
DICT="$BUILD/$TARGET.dict"
cat "${DICTS[@]}" > "$DICT"

UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
"$BUILD/tests/fuzz/$TARGET" "$RUN" \
  -dict="$DICT" \
  -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=30 -rss_limit_mb=2048 \
  -artifact_prefix="$ARTIFACTS/" -print_final_stats=1
echo "fuzz.sh: $TARGET, no crash in $SECONDS_TO_RUN s"
