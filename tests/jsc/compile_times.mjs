// Sums JavaScriptCore's optimising (OMG) compiles from jsc's verbose tier-up log, run with the JIT on
// the main thread so that the gap after each "trigger..." line is that compile (docs/webkit-speed.md):
//   JSC_useConcurrentJIT=0 JSC_verboseOSR=1 jsc carcassonne_shell.js -- bench-ai --positions 20 2>&1 \
//     | node tests/jsc/compile_times.mjs LABEL
import readline from 'node:readline';

const rl = readline.createInterface({ input: process.stdin });
let prev = null;
let prevT = 0;
let rate = '';
const compiles = [];
const t0 = performance.now();
rl.on('line', (line) => {
  const t = performance.now();
  if (prev !== null && /trigger(OMGReplacement|OMGOSR)/.test(prev)) compiles.push(t - prevT);
  if (/iterations_per_second/.test(line)) rate = line.trim();
  prev = line;
  prevT = t;
});
rl.on('close', () => {
  compiles.sort((a, b) => a - b);
  const sum = compiles.reduce((a, b) => a + b, 0);
  const median = compiles.length ? compiles[compiles.length >> 1] : 0;
  const max = compiles.length ? compiles[compiles.length - 1] : 0;
  console.log(`${process.argv[2] || ''}: ${compiles.length} OMG compiles, sum ${sum.toFixed(0)} ms, ` +
              `median ${median.toFixed(1)} ms, max ${max.toFixed(0)} ms, ` +
              `elapsed ${((performance.now() - t0) / 1000).toFixed(1)} s; ${rate}`);
});
