#!/usr/bin/env bash
# The first visit measured as the web measures it (issue 47), on the built site (dist/, served gzipped
# on 127.0.0.1 as a static host serves it): prints figures, fails only when it cannot run.
#   lighthouse.sh            both below, 3 runs each (the medians and each run)
#   lighthouse.sh lighthouse Lighthouse's mobile preset in Debian's Chromium (headless, no network):
#                            the performance score, FCP, LCP, Total Blocking Time, max potential FID,
#                            the bytes; the reports (HTML, JSON) in build/lighthouse/
#   lighthouse.sh board      the time from navigation until the board can be touched (the game's
#                            first frame) on DevTools' "Slow 4G" with a 4x slower CPU, first visit
#                            and later visit (service worker and HTTP cache warm), with the visit's
#                            bytes by file; CARC_TRACE=1 also traces the first visit and says what
#                            its long tasks are made of (build/first-visit/)
#   CARC_RUNS=1 lighthouse.sh   one run each (bench.sh)
#   CARC_GPU_COMPOSITING=1 lighthouse.sh   the page composited by the GPU process, as a phone's is
#                            (without it, Chromium's --disable-gpu composites in software)
#   CARC_LIGHTHOUSE_THROTTLING=devtools lighthouse.sh lighthouse   the network and CPU slowed down for
#                            real while the page loads, instead of Lighthouse's model of it
# Needs dist/ (dist.sh or the test command builds it). The machine's load shows in every figure:
# run it on a quiet machine to compare builds.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
what="${1:-all}"
if [ ! -f "$ROOT/dist/index.html" ]; then
  echo "lighthouse.sh: no dist/ (run .github/scripts/dist.sh first)" >&2
  exit 1
fi
failed=0
case "$what" in all | lighthouse) node tests/browser/lighthouse.mjs || failed=1 ;; esac
case "$what" in all | board) node tests/browser/first_visit.mjs || failed=1 ;; esac
exit "$failed"
