// The time from navigation until the board can be touched, on a phone's network and CPU (issue 47):
// Chromium with DevTools' "Slow 4G" network profile (CDP Network.emulateNetworkConditions: 562.5 ms
// latency, 1.6 Mbps * 0.9 down, 750 kbps * 0.9 up) and a 4x slower CPU (Emulation.setCPUThrottlingRate),
// a phone's screen (Lighthouse's mobile one: 412 x 823 CSS px at 1.75, touch), dist/ served gzipped as
// a static host does (static_host.mjs). "Touched" is the page's own ready signal: the game's first
// frame drawn (window.carcassonneReadyAt, set by shell.js on "carcassonne-ready"; the frame loop then
// answers the finger), the signal every browser test waits for.
//   first visit  a fresh profile (nothing cached): the page, app.js, app.wasm, from the server
//   later visit  the same profile after the service worker installed (its cache and the HTTP cache warm)
// Beside each time: when app.wasm was compiled and instantiated, when main() began (the runtime's
// start: window.carcassonne appears), the long tasks (> 50 ms) up to the first frame and their sum
// beyond 50 ms each (the blocking time, as Total Blocking Time counts it), and the bytes each file
// cost on the wire (the visit's: until the service worker has installed and the network is quiet).
// Prints figures, never fails on speed; exits non-zero only when it cannot run.
//   node tests/browser/first_visit.mjs               3 runs, the median and each run's figures
//   CARC_RUNS=1 node tests/browser/first_visit.mjs   one run (bench.sh)
//   CARC_TRACE=1 ...                                  also a Chromium trace of the first visit with
//                                                     the CPU profile, in build/first-visit/trace-N.json
//   CARC_GPU_COMPOSITING=1 ...                        the page composited by the GPU process, as a
//                                                     phone's is (engines.mjs, MEASURE_ARGS)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DIST, ROOT } from './helpers.mjs';
import { COMPOSITING, MEASURE_ARGS } from './engines.mjs';
import { serveStatic } from './static_host.mjs';
import { longTasks, printLongTasks } from './trace_tasks.mjs';

const RUNS = Number(process.env.CARC_RUNS || 3);
const TRACE = process.env.CARC_TRACE === '1';
const OUT = path.join(ROOT, 'build', 'first-visit');
// DevTools' "Slow 4G" (its SDK.NetworkManager.Slow4GConditions; "Fast 3G" before May 2024).
export const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: 1.6e6 / 8 * 0.9, uploadThroughput: 750e3 / 8 * 0.9 };
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Marks set in the page from its first script on: the wasm's compile and instantiate (wrapping
// WebAssembly's calls; app.js streams app.wasm through instantiateStreaming), and main()'s start
// (shell.js defines window.carcassonne in onRuntimeInitialized, just before main() runs).
const MARKS = `(() => {
  const marks = window.carcassonneMarks = {};
  const W = WebAssembly;
  for (const name of ['instantiateStreaming', 'instantiate', 'compileStreaming', 'compile']) {
    const real = W[name];
    if (typeof real !== 'function') continue;
    W[name] = function (...args) {
      marks[name + 'Start'] ??= performance.now();
      const p = real.apply(this, args);
      p.then(() => { marks[name + 'End'] ??= performance.now(); }, () => {});
      return p;
    };
  }
  let api;
  Object.defineProperty(window, 'carcassonne', { configurable: true, get: () => api,
    set: (v) => { api = v; marks.mainStart ??= performance.now(); } });
  marks.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long tasks in this browser */ }
})();`;

// The trace's categories: the main thread's tasks, V8's compiling and the CPU profile's samples.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'v8.execute',
  'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

async function visit(context, url, traceFile = null) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(MARKS);
  if (traceFile) await cdp.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReturnAsStream' });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 180_000, polling: 100 });
  const marks = await page.evaluate(() => {
    // app.wasm's request and its last byte (Resource Timing: the preload's, if index.html preloads it;
    // app.wasm.zst since the site packs it, shell/unpack.js).
    const wasm = performance.getEntriesByType('resource').find((e) => /app\.wasm(\.zst)?$/.test(e.name));
    // The first text painted: the loading message (the canvas draws nothing before the game's first frame).
    const painted = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
    return { ...window.carcassonneMarks, ready: window.carcassonneReadyAt, wasmRequested: wasm?.startTime, wasmLoaded: wasm?.responseEnd,
      message: painted?.startTime };
  });
  if (traceFile) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await done;
    const parts = [];
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
      parts.push(base64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data));
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    await writeFile(traceFile, Buffer.concat(parts));
  }
  return { page, cdp, marks };
}

// Waits until the site's service worker has installed and the server has been quiet for a second.
async function settle(page, host) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller && window.carcassonneUpdate.state() === 'ready',
    null, { timeout: 300_000, polling: 250 });
  let n = -1;
  while (n !== host.log.length) {
    n = host.log.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

const ms = (x) => (x === undefined ? '-' : `${Math.round(x)} ms`);
function blocking(marks) {
  const tasks = (marks.longTasks || []).filter(([start]) => start <= marks.ready + 50);
  return { tasks, tbt: tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0) };
}
function describe(label, m) {
  const compiled = m.instantiateStreamingEnd ?? m.instantiateEnd;
  const b = blocking(m);
  return `${label}: board in hand at ${ms(m.ready)} (the loading message painted at ${ms(m.message)}, app.wasm requested at ${ms(m.wasmRequested)}, its last byte at ${ms(m.wasmLoaded)}, ` +
    `app.js asked for it at ${ms(m.instantiateStreamingStart ?? m.instantiateStart)}, ` +
    `compiled and instantiated at ${ms(compiled)}, main() began at ${ms(m.mainStart)}, its first frame ${ms(m.ready - m.mainStart)} later); ` +
    `long tasks until then ${b.tasks.map(([s, d]) => `${d} ms at ${s}`).join(', ') || 'none'} (blocking ${ms(b.tbt)})`;
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

async function oneRun(index) {
  const { chromium } = await import('playwright-core');
  const profile = await mkdtemp(path.join(tmpdir(), 'carc-first-visit-'));
  const host = await serveStatic(DIST);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: MEASURE_ARGS, ...PHONE });
  try {
    if (TRACE) await mkdir(OUT, { recursive: true });
    const first = await visit(context, host.url, TRACE ? path.join(OUT, `trace-${index + 1}.json`) : null);
    await settle(first.page, host);
    const bytes = new Map();
    for (const { path: p, bytes: b } of host.log) bytes.set(p, (bytes.get(p) || 0) + b);
    await first.page.close();
    const later = await visit(context, host.url);
    await later.page.close();
    return { first: first.marks, later: later.marks, bytes };
  } finally {
    await context.close();
    await host.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function main() {
  const runs = [];
  for (let i = 0; i < RUNS; ++i) {
    const r = await oneRun(i);
    runs.push(r);
    console.log(`run ${i + 1}:`);
    console.log(`  ${describe('first visit', r.first)}`);
    console.log(`  ${describe('later visit', r.later)}`);
    if (TRACE) {
      // What the first visit's long tasks are made of (the trace's events and CPU samples).
      const trace = JSON.parse(await readFile(path.join(OUT, `trace-${i + 1}.json`), 'utf8'));
      const symbols = await readFile(path.join(ROOT, 'build', 'wasm', 'web', 'app.js.symbols'), 'utf8').catch(() => '');
      console.log('  the first visit\'s long tasks (trace):');
      printLongTasks(longTasks(trace, symbols), '    ');
    }
  }
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
  const bytes = runs[0].bytes;
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  console.log(`the first visit's bytes on the wire (gzip level 6 as a server sends them; the service worker's install included): ${kib(total)}`);
  for (const [file, b] of [...bytes].sort((a, b) => b[1] - a[1])) console.log(`  ${file.padEnd(26)} ${kib(b)}`);
  const summary = (key) => {
    const ready = median(runs.map((r) => r[key].ready));
    const tbt = median(runs.map((r) => blocking(r[key]).tbt));
    const main = median(runs.map((r) => r[key].ready - r[key].mainStart));
    return `${ms(ready)} (main() to its first frame ${ms(main)}, blocking ${ms(tbt)})`;
  };
  console.log(`time to a board in hand on Slow 4G with a ${CPU_SLOWDOWN}x slower CPU (${COMPOSITING}), median of ${runs.length}: ` +
    `first visit ${summary('first')}; later visit ${summary('later')}`);
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, 'runs.json'), JSON.stringify(runs.map((r) => ({ ...r, bytes: Object.fromEntries(r.bytes) })), null, 1));
}

main().catch((e) => {
  console.error(`first_visit.mjs could not run: ${e.stack || e}`);
  process.exit(1);
});
