// The first visit measured as the web measures it: Lighthouse (npm, pinned in package.json) on the
// built site (dist/) served gzipped as a static host serves it (static_host.mjs), in Debian's Chromium
// (headless, the flags of toolchain.md, nothing from the network but 127.0.0.1), the mobile preset
// (Lighthouse's default: a phone's screen, simulated Slow 4G and a 4x slower CPU). Prints the
// performance score, FCP, LCP, Total Blocking Time, max potential FID, the bytes, the script's
// main-thread time and the long tasks; the reports (HTML and JSON) go to build/lighthouse/.
// Prints figures, never fails on a score; exits non-zero only when it cannot run.
//   node tests/browser/lighthouse.mjs              3 runs: each run's figures and the medians
//   CARC_RUNS=1 node tests/browser/lighthouse.mjs  one run (bench.sh)
//   CARC_GPU_COMPOSITING=1 ...                     the page composited by the GPU process, as a
//                                                  phone's is (engines.mjs, MEASURE_ARGS)
//   CARC_LIGHTHOUSE_THROTTLING=devtools ...        the network and CPU slowed down for real while the
//                                                  page loads, instead of Lighthouse's model of it
//   CARC_TRACE=1 ...                               also the trace Lighthouse took (build/lighthouse/
//                                                  trace-N.json), for trace_tasks.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

import { DIST, ROOT } from './helpers.mjs';
import { COMPOSITING, MEASURE_ARGS } from './engines.mjs';
import { serveStatic } from './static_host.mjs';

const RUNS = Number(process.env.CARC_RUNS || 3);
// Lighthouse's own model of a slow phone (simulated), or the browser slowed down for real while the
// page loads (Lighthouse's 'devtools' throttling: what first_visit.mjs does).
const APPLIED = process.env.CARC_LIGHTHOUSE_THROTTLING === 'devtools';
const TRACE = process.env.CARC_TRACE === '1';
const OUT = path.join(ROOT, 'build', 'lighthouse');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

// The figures of one report.
function figures(lhr) {
  const a = lhr.audits;
  const value = (id) => a[id]?.numericValue;
  const bootup = (a['bootup-time']?.details?.items || []).map((i) => ({ url: i.url, total: i.total, scripting: i.scripting, compile: i.scriptParseCompile }));
  const requests = (a['network-requests']?.details?.items || []).map((i) => ({ url: i.url, transfer: i.transferSize, resource: i.resourceSize }));
  const longTasks = (a['long-tasks']?.details?.items || []).map((i) => ({ url: i.url, start: i.startTime, duration: i.duration }));
  return {
    score: lhr.categories.performance.score === null ? NaN : Math.round(lhr.categories.performance.score * 100),
    fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'),
    fid: value('max-potential-fid'), si: value('speed-index'), tti: value('interactive'),
    bytes: value('total-byte-weight'), mainThread: value('mainthread-work-breakdown'),
    bootup, requests, longTasks, warnings: lhr.runWarnings || [], benchmarkIndex: lhr.environment?.benchmarkIndex, error: lhr.runtimeError?.message, version: lhr.lighthouseVersion,
  };
}

const ms = (x) => (Number.isFinite(x) ? `${(x / 1000).toFixed(2)} s` : '-');
const kib = (b) => (Number.isFinite(b) ? `${(b / 1024).toFixed(1)} KiB` : '-');
const name = (url) => (url ? url.replace(/^https?:\/\/[^/]+\/[^/]*\//, '') || 'index.html' : '?');

async function oneRun(url, index) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: MEASURE_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance'],
      ...(APPLIED ? { throttlingMethod: 'devtools' } : {}),
    });
    const [json, html] = result.report;
    await writeFile(path.join(OUT, `run-${index + 1}.report.json`), json);
    await writeFile(path.join(OUT, `run-${index + 1}.report.html`), html);
    if (TRACE && result.artifacts?.Trace) await writeFile(path.join(OUT, `trace-${index + 1}.json`), JSON.stringify(result.artifacts.Trace));
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const host = await serveStatic(DIST);
  const runs = [];
  try {
    for (let i = 0; i < RUNS; ++i) {
      const f = await oneRun(host.url, i);
      runs.push(f);
      console.log(`run ${i + 1}: performance ${f.score}; FCP ${ms(f.fcp)}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}, ` +
        `max potential FID ${ms(f.fid)}, Speed Index ${ms(f.si)}, TTI ${ms(f.tti)}; ${kib(f.bytes)} transferred` +
        (f.error ? `; ERROR ${f.error}` : '') + (f.warnings.length ? `; warnings: ${f.warnings.join(' | ')}` : ''));
      const scripts = f.bootup.filter((b) => b.total >= 50).map((b) => `${name(b.url)} ${ms(b.total)} (script ${ms(b.scripting)}, compile ${ms(b.compile)})`);
      if (scripts.length) console.log(`  main-thread time by file: ${scripts.join('; ')}`);
      if (f.longTasks.length) console.log(`  long tasks: ${f.longTasks.map((t) => `${Math.round(t.duration)} ms (${name(t.url)})`).join(', ')}`);
    }
  } finally {
    await host.close();
  }
  const last = runs[runs.length - 1];
  console.log(`  bytes by file (last run): ${last.requests.filter((r) => r.transfer > 0).sort((a, b) => b.transfer - a.transfer)
    .map((r) => `${name(r.url)} ${kib(r.transfer)}`).join(', ')}`);
  const m = (key) => median(runs.map((r) => r[key]));
  console.log(`Lighthouse ${last.version} (mobile preset, ${APPLIED ? 'applied' : 'simulated'} Slow 4G and 4x CPU, ${COMPOSITING}), median of ${runs.length}: ` +
    `performance ${m('score')}; FCP ${ms(m('fcp'))}, LCP ${ms(m('lcp'))}, TBT ${ms(m('tbt'))}, max potential FID ${ms(m('fid'))}; ` +
    `${kib(m('bytes'))} transferred (goal: TBT < 200 ms, a visit < 750 KiB); reports in ${path.relative(ROOT, OUT)}/`);
  // Lighthouse's 4x stands for a mid-range phone only on a fast desktop's CPU (its benchmark index
  // 1500-2000; docs/throttling.md of Lighthouse): on a slower machine the same 4x is a slower phone.
  console.log(`this machine's CPU/Memory Power (Lighthouse's benchmark index): ${m('benchmarkIndex')} ` +
    '(the 4x slowdown stands for a mid-range phone from 1500 to 2000)');
}

main().catch((e) => {
  console.error(`lighthouse.mjs could not run: ${e.stack || e}`);
  process.exit(1);
});
