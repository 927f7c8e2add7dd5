// Benchmark of the browser game (prints figures, never fails on speed; exits non-zero only if it
// cannot run): the size of dist/ gzipped, then in each browser engine (Chromium headless; Firefox ESR
// and WebKitGTK on a virtual display with Mesa's software GL; engines.mjs) served from 127.0.0.1: the
// time from navigation to the ready signal (first visit from the server, later visits from the
// service worker's cache, offline), the CPU time of one frame with a 150-tile board with figures,
// the first frame of names the font lacks (drawn by the browser's fonts),
// the gaps between frames (requestAnimationFrame timestamps: 95th percentile and longest) of the page
// idle and while computer seats play (thinking, and the board animating their moves), and the AI's
// search speed (one thread).
//   node tests/browser/bench.mjs                       (after dist/ is built; test.sh runs it as a stage)
//   CARC_ENGINES=firefox node tests/browser/bench.mjs  (some engines only)
//   CARC_BENCH=frame,smooth node tests/browser/bench.mjs (some parts only: size, load, frame, names, smooth, ai;
//                                                       review, the review of a game, only when named)
import { readdir, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { serveDist, launch, openApp, EVERY_PICTURE, EVERY_EXPANSION, frames, bigDeck, DIST, ENGINES, ROOT, closeDisplay } from './helpers.mjs';
import { CAPABILITIES } from './engines.mjs';
import { readSymbols, readWasm } from './wasm_module.mjs';

// Every file of dist/ gzipped; the catalogues of dist/i18n/ (one language each, fetched only when in
// use) are summed apart: what one visit downloads is the rest plus at most one of them.
async function distSize(dir = DIST, rel = '') {
  const out = { raw: 0, gz: 0, rows: [], catalogues: [] };
  for (const name of (await readdir(path.join(dir, rel))).sort()) {
    const file = rel ? `${rel}/${name}` : name;
    if ((await stat(path.join(dir, file))).isDirectory()) {
      const sub = await distSize(dir, file);
      out.raw += sub.raw, out.gz += sub.gz;
      out.rows.push(...sub.rows), out.catalogues.push(...sub.catalogues);
      continue;
    }
    const body = await readFile(path.join(dir, file));
    const z = gzipSync(body, { level: 9 }).length;
    out.raw += body.length;
    out.gz += z;
    out.rows.push(`${file} ${(body.length / 1024).toFixed(1)} KB -> ${(z / 1024).toFixed(1)} KB`);
    if (file.startsWith('i18n/')) out.catalogues.push({ file, gz: z });
  }
  return out;
}

// The AI's search speed in the page (one thread): debug.aiBench runs a level's Thinker on the decision
// awaited, on placements early, mid and late in a 2-player game with every expansion (positions reached
// with random legal actions). Hard (the lookahead) runs to its end: positions valued per second and
// the time of the whole decision; normal (MCTS) runs for 1 s: iterations per second.
async function aiSpeed(context, url) {
  const { page, problems } = await openApp(context, url, EVERY_PICTURE);
  const r = await page.evaluate((expansions) => window.carcassonne.newGame({
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions, options: {}, seed: 'bench-ai',
  }), EVERY_EXPANSION);
  if (!r.ok) throw new Error(`newGame: ${r.error}`);
  const total = { hard: { it: 0, ms: 0 }, normal: { it: 0, ms: 0 } };
  const worker = { hard: { it: 0, ms: 0 }, normal: { it: 0, ms: 0 }, replay: [] };
  const rows = [];
  for (const skip of [4, 40, 80]) {
    const b = await page.evaluate((n) => {
      let a = 99;
      const rand = () => ((a = (a * 1103515245 + 12345) % 2147483648) / 2147483648);
      // Stop at a placement with a choice (a decision with one legal action is not searched).
      for (let i = 0; i < n || window.carcassonne.state().next?.decision !== 'place' ||
                      window.carcassonne.legal().length < 2; ++i) {
        const legal = window.carcassonne.legal();
        if (!legal.length) return null;
        window.carcassonne.apply(legal[Math.floor(rand() * legal.length)]);
      }
      const hard = window.carcassonne.debug.aiBench('hard', 20000);
      const normal = window.carcassonne.debug.aiBench('normal', 1000);
      return { hard, normal, tiles: window.carcassonne.debug.frameStats().tiles };
    }, skip);
    if (!b || !b.hard.ok || !b.normal.ok) continue;
    for (const level of ['hard', 'normal']) {
      total[level].it += b[level].iterations;
      total[level].ms += b[level].ms;
    }
    rows.push(`board of ${b.tiles} tiles, ${b.hard.legal} placements: hard decides in ${b.hard.ms.toFixed(0)} ms ` +
              `(${b.hard.per_second.toFixed(0)} positions/s); normal ${b.normal.per_second.toFixed(0)} iterations/s`);
    // The same decision in the thinking worker (ai_worker.js, its own engine fed the record): hard to
    // its end, normal for a budget about a second's worth in the page.
    const w = await inWorker(page, [{ level: 'hard', budget: 0 }, { level: 'normal', budget: Math.max(100, b.normal.iterations) }]);
    if (!w.ok) {
      rows.push(`  in the worker: ${w.error}`);
      continue;
    }
    const [wh, wn] = w.answers;
    for (const [level, a] of [['hard', wh], ['normal', wn]]) {
      worker[level].it += a.iterations;
      worker[level].ms += a.ms - a.replayMs;
    }
    worker.replay.push(wh.replayMs);
    rows.push(`  in the worker: board of ${b.tiles} tiles: hard decides in ${(wh.ms - wh.replayMs).toFixed(0)} ms ` +
              `(${(wh.iterations * 1000 / (wh.ms - wh.replayMs)).toFixed(0)} positions/s) after ${wh.replayMs.toFixed(0)} ms ` +
              `rebuilding the game; normal ${(wn.iterations * 1000 / (wn.ms - wn.replayMs)).toFixed(0)} iterations/s`);
  }
  const rate = (t) => (t.ms ? t.it * 1000 / t.ms : 0).toFixed(0);
  console.log('AI search speed in the page (one thread), and in the thinking worker:');
  for (const row of rows) console.log(`  ${row}`);
  console.log(`  overall: hard ${rate(total.hard)} positions valued/s (goal >= 5000 per second), ` +
              `normal ${rate(total.normal)} MCTS iterations/s`);
  console.log(`  overall in the worker: hard ${rate(worker.hard)} positions valued/s, normal ${rate(worker.normal)} MCTS iterations/s ` +
              `(the game rebuilt from its record in ${worker.replay.map((ms) => ms.toFixed(0)).join(' / ')} ms)`);
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

// Requests (web/ai/worker/ai_worker_job.h: {level, budget}) about the page's decision, answered by a worker of
// the site's own (ai_worker.js), one per page: {ok, answers} ({iterations, ms, replayMs} each). The
// worker's first request is a warm-up (the same decision at the hard level, not counted): a worker
// thinks for a whole game, and its first search runs before the engine has compiled its hot code.
function inWorker(page, requests) {
  return page.evaluate((asks) => new Promise((resolve) => {
    const st = window.carcassonne.state();
    const fresh = !window.benchWorker;
    const worker = window.benchWorker || (window.benchWorker = new Worker('ai_worker.js'));
    const queue = [...(fresh ? [{ level: 'hard', budget: 0, warmUp: true }] : []), ...asks];
    const answers = [];
    let id = 0;
    let finished = false;
    const done = (out) => {
      if (finished) return;
      finished = true;
      if (!out.ok) {
        worker.terminate();
        window.benchWorker = null;
      }
      resolve(out);
    };
    const ask = () => {
      const { warmUp, ...q } = queue[0];
      worker.postMessage(JSON.stringify({ id: ++id, record: st.record, actions: window.carcassonne.debug.aiStatus().actions, ...q }));
    };
    worker.onerror = (e) => { e.preventDefault(); done({ ok: false, error: `the worker failed: ${e.message}` }); };
    worker.onmessage = (e) => {
      if (e.data && e.data.ready) return ask();
      if (typeof e.data !== 'string') return done({ ok: false, error: JSON.stringify(e.data) });
      const a = JSON.parse(e.data);
      if (a.error) return done({ ok: false, error: a.error });
      if (!queue.shift().warmUp) answers.push(a);
      if (!queue.length) done({ ok: true, answers });
      else ask();
    };
    if (!fresh) ask();
    setTimeout(() => done({ ok: false, error: 'no answer in 120 s' }), 120_000);
  }), requests);
}

// The time from a computer's turn to its move (aiStatus().lastDecideMs: from the decision's first
// frame to the frame its choice is in hand, before the pause that lets people follow it): four
// computer seats of each level, every expansion, no pause, thinking on the page's thread (as before
// the worker; aiOptions({worker: false})) and in the worker. The same seed: the same moves both ways.
// CARC_BENCH_TURN_MOVES=36: more moves, and the figures of those after the first 12 apart (WebKit's are
// slow while JavaScriptCore still compiles the search: its steady pace shows after them).
const TURN_MOVES = Number(process.env.CARC_BENCH_TURN_MOVES || 12);
const FIRST_MOVES = 12;
// CARC_BENCH_THREADS=1: the smoothness and the time to a move also with the thinking on the page's
// thread (as before the worker, and where it cannot start), beside the worker's: issue 33's before and
// after (docs/webkit-speed.md). Every test run prints the worker's alone.
const THREADS_COMPARED = process.env.CARC_BENCH_THREADS === '1';
// At most this long per level and place (WebKit's page thread took about 10 minutes for the six before
// JavaScriptCore had compiled the search: the benchmark runs in every test run); the moves counted say
// how many were timed.
const TURN_CELL_MS = 30_000;
async function turnToMove(browser, url) {
  const { page, problems } = await openApp(browser.context, url, EVERY_PICTURE);
  console.log(`the time from a computer's turn to its move (4 computers, every expansion; median / 90th percentile / longest over ${TURN_MOVES} moves):`);
  for (const level of ['easy', 'normal', 'hard']) {
    const cells = [];
    for (const worker of THREADS_COMPARED ? [false, true] : [true]) {
      await page.evaluate((w) => window.carcassonne.debug.aiOptions({ delay: 0, worker: w, budget: 0 }), worker);
      const r = await page.evaluate(([ai, expansions]) => window.carcassonne.newGame({
        players: ['red', 'blue', 'green', 'yellow'].map((color, i) => ({ name: `P${i + 1}`, color, ai })),
        expansions, options: {}, seed: 'bench-turns',
      }), [level, EVERY_EXPANSION]);
      if (!r.ok) throw new Error(`newGame: ${r.error}`);
      const moves = await page.evaluate(([n, limit]) => new Promise((resolve) => {
        const out = [];
        const count = (st) => st.workerMoves + st.pageMoves;
        let seen = count(window.carcassonne.debug.aiStatus());
        const t0 = performance.now();
        const tick = () => {
          const st = window.carcassonne.debug.aiStatus();
          if (count(st) !== seen) {
            seen = count(st);
            out.push({ ms: st.lastDecideMs, where: st.where });
          }
          if (out.length >= n || st.over || performance.now() - t0 > limit) resolve(out);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }), [TURN_MOVES, TURN_CELL_MS]);
      const stats = (list) => {
        const ms = list.map((m) => m.ms).sort((a, b) => a - b);
        const at = (q) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] : 0).toFixed(0);
        return `${at(0.5)} / ${at(0.9)} / ${at(1)} ms`;
      };
      const where = [...new Set(moves.map((m) => m.where))].join('+');
      const later = moves.length > FIRST_MOVES ? `, after the first ${FIRST_MOVES}: ${stats(moves.slice(FIRST_MOVES))}` : '';
      cells.push(`${worker ? 'worker' : 'page\'s thread'} (${where}) ${stats(moves)}${later}` +
                 (moves.length < TURN_MOVES ? ` (${moves.length} moves in ${TURN_CELL_MS / 1000} s)` : ''));
    }
    console.log(`  ${level.padEnd(6)}: ${cells.join('; ')}`);
  }
  await page.evaluate(() => window.carcassonne.debug.aiOptions({ worker: true }));
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

// Navigation to ready (window.carcassonneReadyAt: ms since navigation, at the first frame): the first
// visit (a fresh profile: from the server, the wasm compiled cold), two visits once the service worker
// keeps the site, and one with the network gone.
async function loadTimes(browser, engine, site, label = '') {
  const ready = async (page) => page.evaluate(() => window.carcassonneReadyAt);
  const first = await openApp(browser.context, site.url, EVERY_PICTURE);
  const cold = await ready(first.page);
  await first.page.waitForFunction(() => !!navigator.serviceWorker.controller && window.carcassonneUpdate.state() === 'ready',
    null, { timeout: 60_000 });
  await first.page.close();
  const cached = [];
  for (let i = 0; i < 2; ++i) {
    const { page } = await openApp(browser.context, site.url, EVERY_PICTURE);
    cached.push(await ready(page));
    await page.close();
  }
  site.offline = true;
  if (CAPABILITIES[engine].offlineMode) await browser.context.setOffline(true);
  let offline;
  try {
    const { page } = await openApp(browser.context, site.url, EVERY_PICTURE);
    offline = await ready(page);
    await page.close();
  } finally {
    site.offline = false;
    if (CAPABILITIES[engine].offlineMode) await browser.context.setOffline(false);
  }
  console.log(`navigation -> ready${label}: first visit ${cold.toFixed(0)} ms; from the service worker's cache ` +
              `${cached.map((t) => `${t.toFixed(0)} ms`).join(', ')}; offline ${offline.toFixed(0)} ms (goal < 1500 ms)`);
}

const n2 = (x) => (x === undefined ? 'n/a' : x.toFixed(2));  // figures older builds do not give

// Frames until nothing in view waits to be painted on the board (its pictures: board_layer.h).
async function settleBoard(page) {
  for (let i = 0; i < 120; ++i) {
    await frames(page, 2);
    const s = await page.evaluate(() => window.carcassonne.debug.frameStats().boardLayer);
    if (!s || s.pendingPieces === 0) return s;
  }
  return page.evaluate(() => window.carcassonne.debug.frameStats().boardLayer);
}

async function frameTime(browser, url) {
  // A 150-tile board with figures.
  const { page, problems } = await openApp(browser.context, url, EVERY_PICTURE);
  const r = await page.evaluate((deck) => window.carcassonne.newGame({
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' },
              { name: 'Dan', color: 'yellow' }],
    expansions: ['abbey-mayor'], options: {}, deck: { land: deck, river: [], tower: [] },
  }), bigDeck());
  if (!r.ok) throw new Error(`newGame: ${r.error}`);
  const tiles = await page.evaluate(() => {
    let a = 12345;
    const rand = () => ((a = (a * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let guard = 0; guard < 5000; ++guard) {
      const stats = window.carcassonne.debug.frameStats();
      const legal = window.carcassonne.legal();
      if (stats.tiles >= 150 || legal.length === 0) return stats.tiles;
      const figures = legal.filter((x) => x.type !== 'skip');
      const pool = figures.length ? figures : legal;
      window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    }
    return -1;
  });
  await page.evaluate(() => window.carcassonne.debug.centre());
  await frames(page, 5);
  await settleBoard(page);
  await page.mouse.move(300, 300);  // the pointer over the board: hover highlights are computed too
  // The cost of a frame drawn to the screen: every frame is drawn while this is measured (the page
  // otherwise draws only frames whose picture changed: web/ui/base/present.h).
  await page.evaluate(() => window.carcassonne.debug.present('always'));
  await page.evaluate(() => window.carcassonne.debug.frameStats(true));
  await new Promise((res) => setTimeout(res, 4000));  // frames of the same view
  const stats = await page.evaluate(() => window.carcassonne.debug.frameStats());
  await page.evaluate(() => window.carcassonne.debug.present('changes'));
  await page.evaluate(() => window.carcassonne.debug.frameStats(true));
  await new Promise((res) => setTimeout(res, 2000));  // the same view, as the page shows it
  const idle = await page.evaluate(() => window.carcassonne.debug.frameStats());
  const view = await page.evaluate(() => window.carcassonne.debug.view());
  console.log(`frame CPU time, board of ${stats.tiles} tiles and ${stats.figures} figures ` +
              `(${stats.vertices} vertices, tiles ${view.tilePx.toFixed(0)} px), over ${stats.window} frames:`);
  console.log(`  building the frame (NewFrame..Render): median ${n2(stats.uiMsMedian)} ms, avg ${stats.uiMsAvg.toFixed(2)} ms, max ${stats.uiMsMax.toFixed(2)} ms`);
  console.log(`  with the WebGL submission:              median ${n2(stats.totalMsMedian)} ms, avg ${stats.totalMsAvg.toFixed(2)} ms, max ${stats.totalMsMax.toFixed(2)} ms (goal < 4 ms)`);
  console.log(`  the same view unchanged: ${idle.presented} of ${idle.window} frames drawn to the screen (only a changed picture is drawn)`);
  if (stats.verticesByWindow) console.log(`  vertices by window: ${Object.entries(stats.verticesByWindow).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (stats.boardRepaints !== undefined) console.log(`  board pictures painted ${stats.boardRepaints} times in all (pieces of the board as textures)`);
  if (stats.boardLayer) {
    // The board's textures: the whole view at the default zoom, then zoomed across levels of detail,
    // then a tile placed (only the pieces around it are painted again). Painting is spread over frames
    // (about 10 ms each), so each figure is the sum over the frames it took.
    const layer = (s) => `${s.lastViewPaintPieces} pieces in ${s.lastViewPaintMs.toFixed(1)} ms`;
    const settle = () => settleBoard(page);
    console.log(`  board texture rebuild, the whole view at the default zoom: ${layer(stats.boardLayer)}; longest frame of painting ${stats.boardLayer.maxPaintMs.toFixed(1)} ms`);
    for (const px of [120, 190]) {
      await page.evaluate((t) => window.carcassonne.debug.view({ centre: [0.5, 0.5], tilePx: t }), px);
      console.log(`  zoomed to ${px} px (another level of detail): ${layer(await settle())}`);
    }
    await page.evaluate(() => window.carcassonne.debug.centre());
    await settle();
    const placed = await page.evaluate(() => {
      const place = window.carcassonne.legal().find((a) => a.type === 'place');
      return place ? window.carcassonne.apply(place).ok : false;
    });
    if (placed) {
      const s = await settle();
      console.log(`  a tile placed: ${s.lastPaintPieces} pieces painted again in ${s.lastPaintMs.toFixed(1)} ms`);
    }
  }
  if (tiles < 150) console.log(`  (note: the board reached only ${tiles} tiles)`);
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

// The first frame of names the game's font lacks (web/ui/text/run_glyphs.h): a new game whose players have
// names never drawn before (Chinese, Korean, Arabic, Devanagari, emoji); debug.textRuns() gives the
// time spent in that frame measuring, drawing them with the browser's fonts and copying them into
// the font atlas. The first game is the browser's first use of those fonts (cold); then warm.
async function newNameCost(browser, url) {
  const { page, problems } = await openApp(browser.context, url, EVERY_PICTURE);
  const rows = [];
  // k = 0: names the font has (the frame of a new game without glyphs to make, for comparison).
  for (let k = 0; k < 5; ++k) {
    const extra = ['甲', '乙', '丙', '丁', '戊'][k];
    const names = k === 0 ? ['Ana', 'Ben', 'Дмитрий', 'Łukasz', 'Zoë']
      : [`王小明${extra}`, `김민준${k}`, `محمد ${k}`, `प्रिया${k}`, `Zoë 🎲${Array.from('🍀🐉🌻⚽')[k - 1]}${k}`];
    await page.evaluate(() => window.carcassonne.debug.frameStats(true));
    const r = await page.evaluate((n) => window.carcassonne.newGame({
      players: n.map((name, i) => ({ name, color: ['red', 'blue', 'green', 'yellow', 'black'][i] })),
      expansions: [], options: {}, seed: 'bench-names',
    }), names);
    if (!r.ok) throw new Error(`newGame: ${r.error}`);
    await frames(page, 3);
    const t = await page.evaluate(() => window.carcassonne.debug.textRuns());
    const f = await page.evaluate(() => window.carcassonne.debug.frameStats());
    rows.push({ made: t.madeLastFrame, ms: t.msLastFrame, frame: f.uiMsMax, glyphs: t.glyphs, area: t.areaUsed });
  }
  const [plain, cold, ...warm] = rows;
  console.log(`a new game, names in the font: frame ${plain.frame.toFixed(1)} ms`);
  console.log(`new names (5 players, their names never drawn before): the frame that first draws them makes ` +
              `${cold.made} glyphs in ${cold.ms.toFixed(1)} ms the first time (the browser's fonts cold; frame ${cold.frame.toFixed(1)} ms), ` +
              `then ${warm.map((w) => `${w.ms.toFixed(1)} ms (frame ${w.frame.toFixed(1)} ms)`).join(', ')}; ` +
              `${warm[warm.length - 1].glyphs} glyphs kept, font atlas area ${(100 * warm[warm.length - 1].area).toFixed(1)}% used`);
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

// The gaps between the page's frames over `ms` (requestAnimationFrame timestamps, in the page), and
// the longest CPU time the game's own work took in one frame (drawing, the computer's thinking, saving:
// debug.frameStats' workMsMax, read every 30 frames) with the AI's longest thinking slice.
async function frameGaps(page, ms) {
  const { ts, work, slice } = await page.evaluate((span) => new Promise((resolve) => {
    const times = [];
    let work = 0;
    window.carcassonne.debug.frameStats(true);
    window.carcassonne.debug.aiStatus({ reset: true });
    const tick = (t) => {
      times.push(t);
      if (times.length % 30 === 0) {
        work = Math.max(work, window.carcassonne.debug.frameStats().workMsMax ?? 0);
        window.carcassonne.debug.frameStats(true);
      }
      if (t - times[0] < span) {
        requestAnimationFrame(tick);
      } else {
        work = Math.max(work, window.carcassonne.debug.frameStats().workMsMax ?? 0);
        resolve({ ts: times, work, slice: window.carcassonne.debug.aiStatus().longestSliceMs });
      }
    };
    requestAnimationFrame(tick);
  }), ms);
  const gaps = [];
  for (let i = 1; i < ts.length; ++i) gaps.push(ts[i] - ts[i - 1]);
  gaps.sort((a, b) => a - b);
  const p95 = gaps.length ? gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.95))] : 0;
  return { frames: gaps.length, p95, max: gaps.length ? gaps[gaps.length - 1] : 0, work, slice };
}

// How long each level's frame gaps are measured: 2.5 s is about 150 frames at 60 per second, enough for a
// 95th percentile (4 s each before; the benchmark runs in every test run).
const GAPS_MS = 2500;

// Smoothness: the same page idle (a person's turn, nothing moving), then while four computer seats
// play at each level (their moves at the usual pace, so the board animates them too).
async function smoothness(browser, url) {
  const { page, problems } = await openApp(browser.context, url, EVERY_PICTURE);
  const fmt = (g) => `95th percentile ${g.p95.toFixed(1)} ms, longest ${g.max.toFixed(1)} ms over ${g.frames} frames ` +
    `(longest frame work ${g.work.toFixed(1)} ms, of it thinking ${(g.slice || 0).toFixed(1)} ms)`;
  const start = async (ai) => {
    const colors = ['red', 'blue', 'green', 'yellow'];
    const r = await page.evaluate((setup) => window.carcassonne.newGame(setup), {
      players: colors.map((color, i) => ({ name: `P${i + 1}`, color, ...(ai ? { ai } : {}) })),
      expansions: EVERY_EXPANSION, options: {}, seed: 'bench-smooth',
    });
    if (!r.ok) throw new Error(`newGame: ${r.error}`);
  };
  await start(null);
  await frames(page, 10);
  const idle = await frameGaps(page, GAPS_MS);
  console.log('frame gaps (requestAnimationFrame), goal: 95th percentile < 50 ms and no worse than idle:');
  console.log(`  idle page:                ${fmt(idle)}`);
  // In the thinking worker (as players have it), then on the page's thread (aiOptions({worker: false}):
  // as before the worker, and where it cannot start).
  for (const level of ['easy', 'normal', 'hard']) {
    for (const worker of THREADS_COMPARED ? [true, false] : [true]) {
      await page.evaluate((w) => window.carcassonne.debug.aiOptions({ worker: w }), worker);
      await start(level);
      const before = await page.evaluate(() => window.carcassonne.state().record.actions.length);
      const busy = await frameGaps(page, GAPS_MS);
      const after = await page.evaluate(() => window.carcassonne.state().record.actions.length);
      const where = worker ? '' : ', page\'s thread';
      console.log(`  computers playing (${level}${where}):`.padEnd(43) + `${fmt(busy)}; ${after - before} moves`);
    }
  }
  await page.evaluate(() => window.carcassonne.debug.aiOptions({ worker: true }));
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

// The computer's review of a finished two-player game (issue 45; not in the default parts): the time
// from review.start() to its lines in the thinking worker (the page's default), and the gaps between
// frames meanwhile (the page stays smooth while the worker reviews):
// - in a fresh worker, asked the moment it is loaded: JavaScriptCore compiles the search while it runs;
// - opened from the end's dialog once the scores are read (CARC_BENCH_REVIEW_AFTER, 10 s unless said),
//   the worker having been loaded and warmed up at the end (web/ai/ai_driver.cpp); the warm-up's own
//   time is printed, and the review starts at the earliest once it is over. JavaScriptCore goes on
//   compiling the search on its compiler thread after the warm-up has made it hot (docs/webkit-speed.md);
// - in the same worker again, and on the page's own thread.
// A base game always; with CARC_BENCH_REVIEW=all also a game with all six sets (issue 45: within 2
// minutes). Each game is played to its end by seeded random legal moves, figures preferred.
//   CARC_BENCH=review CARC_ENGINES=chromium node tests/browser/bench.mjs
const REVIEW_OPENED_S = Number(process.env.CARC_BENCH_REVIEW_AFTER ?? 10);
const REVIEW_GAMES = [{ name: '2-player base game', expansions: [] },
  ...(process.env.CARC_BENCH_REVIEW === 'all' ? [{ name: '2-player game with all six sets', expansions: EVERY_EXPANSION }] : [])];
async function reviewTime(context, url) {
  for (const game of REVIEW_GAMES) {
    await reviewGame(context, url, game, [['in a fresh worker', true]]);
    await reviewGame(context, url, game, [[`in the worker, opened ${REVIEW_OPENED_S} s after the end`, true, 'warmed'], ['in the worker, again', true],
      ['on the page\'s thread', false]]);
  }
}
// Plays `game` to its end on a page of its own, then reviews it as `runs` say: [label, in the worker,
// 'warmed' to wait for the worker's warm-up first].
async function reviewGame(context, url, game, runs) {
  const { page, problems } = await openApp(context, url);
  const r = await page.evaluate((expansions) => window.carcassonne.newGame({
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions, options: {}, seed: 'bench-review',
  }), game.expansions);
  if (!r.ok) throw new Error(`newGame: ${r.error}`);
  await page.evaluate(() => {
    let a = 45;
    const rand = () => ((a = (a * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let i = 0; i < 5000 && window.carcassonne.state().status === 'playing'; ++i) {
      const legal = window.carcassonne.legal();
      const figures = legal.filter((x) => x.type !== 'skip');
      const pool = figures.length && rand() < 0.7 ? figures : legal;
      window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    }
  });
  const over = Date.now();
  for (const [label, worker, wait] of runs) {
    await page.evaluate(() => window.carcassonne.review.stop());
    // The worker loaded first (the game's end asks for it), so that its compile is not counted.
    if (worker) await page.evaluate(() => window.carcassonneThinker.prepare());
    const waiting = () => page.evaluate((w) => (w ? !window.carcassonneThinker.warmed() : window.carcassonneThinker.state() === 'loading'), wait === 'warmed');
    for (let i = 0; worker && i < 1800 && (await waiting()); ++i) await new Promise((res) => setTimeout(res, 100));
    if (wait === 'warmed') {
      console.log(`review of a ${game.name}: the worker loaded and warmed up ${((Date.now() - over) / 1000).toFixed(1)} s after the end`);
      await new Promise((res) => setTimeout(res, Math.max(0, over + REVIEW_OPENED_S * 1000 - Date.now())));
    }
    const gaps = await page.evaluate(async (w) => {
      const started = window.carcassonne.review.start({ worker: w });
      if (!started.ok) throw new Error(started.error);
      const times = [];
      for (;;) {
        times.push(await new Promise((res) => requestAnimationFrame(res)));
        const st = window.carcassonne.review.state();
        if (st.status !== 'running') return { st, times };
      }
    }, worker);
    const d = gaps.times.slice(1).map((t, i) => t - gaps.times[i]).sort((x, y) => x - y);
    const p95 = d.length ? d[Math.floor(d.length * 0.95)] : 0;
    console.log(`review of a ${game.name} (${gaps.st.toReview} decisions) ${label} (${gaps.st.where}): ` +
                `${(gaps.st.ms / 1000).toFixed(1)} s; frames meanwhile: ${d.length}, gap p95 ` +
                `${p95.toFixed(0)} ms, longest ${(d[d.length - 1] || 0).toFixed(0)} ms`);
  }
  if (problems.length) console.log(`  console problems: ${problems.join('; ')}`);
  await page.close();
}

const PARTS = (process.env.CARC_BENCH || 'size,load,frame,names,smooth,ai').split(',').map((p) => p.trim());
const part = (name) => PARTS.includes(name);

async function main() {
  if (part('size')) await printSize();
  const engines = (process.env.CARC_ENGINES || ENGINES.join(',')).split(',').map((e) => e.trim()).filter(Boolean);
  const site = await serveDist();
  try {
    for (const engine of engines) {
      console.log(`\n== ${engine}`);
      const engineStart = performance.now();
      const browser = await launch({}, engine);
      try {
        if (part('load')) await loadTimes(browser, engine, site);
        // The same in a language fetched before the first frame (i18n/pl.json; where the driver can
        // set the browser's language).
        if (part('load') && CAPABILITIES[engine].browserLanguage) {
          const polish = await launch({ locale: 'pl-PL' }, engine);
          try {
            await loadTimes(polish, engine, site, ' in Polish');
          } finally {
            await polish.close();
          }
        }
        if (part('frame')) await frameTime(browser, site.url);
        if (part('names')) await newNameCost(browser, site.url);
        if (part('smooth')) await smoothness(browser, site.url);
        if (part('ai')) await aiSpeed(browser.context, site.url);
        if (part('ai')) await turnToMove(browser, site.url);
        if (part('review')) await reviewTime(browser.context, site.url);
        console.log(`(${engine}'s figures took ${((performance.now() - engineStart) / 1000).toFixed(0)} s)`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await new Promise((resolve) => site.server.close(resolve));
    await closeDisplay();
  }
}

// The art's share of app.wasm (issue 23): the code of the art's own functions (the landscape, cities,
// buildings, figures, table, title picture, the pictures and the board's pieces) in the app.wasm dist/
// ships, after the link's optimisation (LTO and wasm-opt: what was inlined into them is theirs),
// found by name in the build's symbol map (build/wasm/web/app.js.symbols, or CARC_SYMBOLS): the
// functions of carc::ui::art and of the pictures' and the board layer's classes; gzipped together.
// (The art's objects are LLVM bitcode since the link optimises the whole program, so they can no
// longer be read on their own.) The art's functions in anonymous namespaces outside carc::ui::art are
// not counted.
const ART_NAMES = /^carc::ui::(art::|BoardLayer::|PictureTexture|Picture::|CachedPicture|DrawPicture\(|DrawExpansionPicture\(|DrawTitlePicture\()/;
async function artShare() {
  const symbols = process.env.CARC_SYMBOLS || path.join(ROOT, 'build', 'wasm', 'web', 'app.js.symbols');
  let names, wasm;
  try {
    names = await readFile(symbols, 'utf8');
    const { decompress } = await import('fzstd');
    wasm = Buffer.from(decompress(await readFile(path.join(DIST, 'app.wasm.zst'))));
  } catch {
    return null;
  }
  const { imports, bodies } = readWasm(wasm);
  const parts = [];
  for (const [index, name] of readSymbols(names)) {
    const body = bodies[index - imports];
    if (body && ART_NAMES.test(name)) parts.push(wasm.subarray(body.at, body.at + body.size));
  }
  if (!parts.length) return null;
  const code = Buffer.concat(parts);
  return { raw: code.length, gz: gzipSync(code, { level: 9 }).length, functions: parts.length, of: bodies.length };
}

async function printSize() {
  const size = await distSize();
  console.log('dist/ gzipped (level 9):');
  for (const r of size.rows) console.log(`  ${r}`);
  console.log(`  total ${(size.raw / 1024).toFixed(1)} KB, gzipped ${(size.gz / 1024).toFixed(1)} KB`);
  // What a visit downloads: everything but the catalogues, plus the one of its language (English is
  // in the game itself).
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const catalogues = size.catalogues.reduce((n, c) => n + c.gz, 0);
  const largest = size.catalogues.reduce((m, c) => (c.gz > m.gz ? c : m), { file: 'none', gz: 0 });
  console.log(`  a visit in English: ${kb(size.gz - catalogues)}; in another language at most ` +
    `${kb(size.gz - catalogues + largest.gz)} (+ ${largest.file}) (goal < 750 KB); ` +
    `the ${size.catalogues.length} catalogues together ${kb(catalogues)}`);
  const art = await artShare();
  if (!art) console.log('  the art\'s share: no symbol map of the build beside dist/ to measure it with (build/wasm/web/app.js.symbols)');
  else console.log(`  the art's share of app.wasm (its own code: landscape, cities, buildings, figures, table, pictures, the board's pieces): ` +
                   `${(art.raw / 1024).toFixed(1)} KB, ${(art.gz / 1024).toFixed(1)} KB gzipped (${art.functions} of its ${art.of} functions)`);
}

main().catch((e) => {
  console.error(`benchmark could not run: ${e.stack || e}`);
  process.exit(1);
});
