// What the page's long tasks are made of, from a Chromium trace with the CPU profile's samples
// (first_visit.mjs CARC_TRACE=1 writes one): each task of the page's main thread longer than 50 ms,
// the trace events inside it that took longest (compiling the wasm, evaluating a script, a function
// call from JavaScript...), and the functions the CPU profile's samples found running in it (self
// time; app.wasm's functions named through app.js.symbols), with the page's User Timing marks made in it
// (the start's steps and the work after the first frame mark their tasks: "carc start step 5").
//   node tests/browser/trace_tasks.mjs TRACE.json [app.js.symbols]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export function longTasks(trace, symbolsText = '') {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const symbols = new Map();
  for (const line of symbolsText.split('\n')) {
    const i = line.indexOf(':');
    // (names escape what the name section may not hold: "\\28" is "(", "\\2c" ",", "\\20" a space)
    if (i > 0) symbols.set(Number(line.slice(0, i)), line.slice(i + 1));
  }
  const unescape = (name) => name.replace(/\\([0-9a-f]{2})/g, (m, h) => String.fromCharCode(parseInt(h, 16)));
  // The page's main thread: the renderer main thread with the most time in long tasks.
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`));
  const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && mains.has(`${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) {
    if (!isTask(e) || e.dur < 50_000) continue;
    const k = `${e.pid}:${e.tid}`;
    byThread.set(k, (byThread.get(k) || 0) + e.dur);
  }
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { tasks: [], navigationStart: 0 };
  const [pid, tid] = main.split(':').map(Number);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = own.filter((e) => isTask(e) && e.dur >= 50_000).sort((a, b) => a.ts - b.ts);
  const navigationStart = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ??
    events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  // The CPU profile: Profile (start time) and ProfileChunk events (nodes, samples, time deltas), per id.
  // Only the main thread's profile: a worker or the service worker of the same process has its own
  // (the same process, another thread; its samples were counted in the page's tasks).
  const mainProfiles = new Set(events.filter((e) => e.ph === 'P' && e.name === 'Profile' && e.pid === pid && e.tid === tid)
    .map((e) => e.id ?? e.args?.data?.id));
  const profiles = new Map();
  for (const e of events) {
    if (e.ph !== 'P' || e.pid !== pid) continue;
    const id = e.id ?? e.args?.data?.id;
    if (mainProfiles.size && !mainProfiles.has(id)) continue;
    if (!profiles.has(id)) profiles.set(id, { start: 0, nodes: new Map(), samples: [] });
    const p = profiles.get(id);
    if (e.name === 'Profile') p.start = e.args.data.startTime;
    if (e.name === 'ProfileChunk') {
      const cp = e.args.data.cpuProfile || {};
      for (const n of cp.nodes || []) p.nodes.set(n.id, n);
      const deltas = e.args.data.timeDeltas || [];
      (cp.samples || []).forEach((s, i) => p.samples.push([s, deltas[i] || 0]));
    }
  }
  const samples = [];  // [ts, name]
  for (const p of profiles.values()) {
    let t = p.start;
    for (const [node, delta] of p.samples) {
      t += delta;
      const f = p.nodes.get(node)?.callFrame;
      if (!f) continue;
      let name = f.functionName || '(anonymous)';
      const wasm = /^(?:\$func|wasm-function\[)(\d+)\]?$/.exec(name);
      if (wasm && symbols.has(Number(wasm[1]))) name = symbols.get(Number(wasm[1]));
      const file = f.url ? path.basename(f.url.split('?')[0]) : '';
      name = unescape(name);
      samples.push([t, file ? `${name} (${file})` : name]);
    }
  }
  samples.sort((a, b) => a[0] - b[0]);
  const userMarks = events.filter((e) => e.pid === pid && e.tid === tid && /(^|,)blink\.user_timing/.test(e.cat || '') && e.name.startsWith('carc '));
  const out = tasks.map((task) => {
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && !isTask(e));
    const byName = new Map();
    for (const e of inside) byName.set(e.name, Math.max(byName.get(e.name) || 0, e.dur));
    const events = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, dur]) => ({ name, ms: dur / 1000 }));
    // Chromium compiles each WebAssembly function at its first call (wasm.CompileLazy, one event a
    // function): at the page's start a third of its long tasks (docs/first-visit.md), summed here.
    const compiles = inside.filter((e) => e.name === 'wasm.CompileLazy');
    const lazy = { functions: compiles.length, ms: compiles.reduce((sum, e) => sum + e.dur, 0) / 1000 };
    const counts = new Map();
    let n = 0;
    for (const [t, name] of samples) {
      if (t < task.ts || t > task.ts + task.dur) continue;
      counts.set(name, (counts.get(name) || 0) + 1);
      ++n;
    }
    const functions = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, c]) => ({ name, share: c / n }));
    const marks = userMarks.filter((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur).map((e) => e.name);
    return { startMs: (task.ts - navigationStart) / 1000, ms: task.dur / 1000, events, lazy, functions, samples: n, marks };
  });
  return { tasks: out, navigationStart };
}

export function printLongTasks(result, indent = '  ') {
  for (const t of result.tasks) {
    console.log(`${indent}${t.ms.toFixed(0)} ms at ${t.startMs.toFixed(0)} ms: ` +
      t.events.map((e) => `${e.name} ${e.ms.toFixed(0)} ms`).join(', ') +
      (t.lazy.functions ? `; WebAssembly compiled at first call: ${t.lazy.functions} functions, ${t.lazy.ms.toFixed(0)} ms` : '') +
      (t.marks.length ? `; marked: ${t.marks.join(', ')}` : ''));
    if (t.samples) {
      console.log(`${indent}  samples (${t.samples}): ` + t.functions.map((f) => `${(100 * f.share).toFixed(0)}% ${f.name.slice(0, 70)}`).join('; '));
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, symbolsFile] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node tests/browser/trace_tasks.mjs TRACE.json [app.js.symbols]');
    process.exit(2);
  }
  printLongTasks(longTasks(JSON.parse(readFileSync(file, 'utf8')), symbolsFile ? readFileSync(symbolsFile, 'utf8') : ''));
}
