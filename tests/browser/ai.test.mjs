// The AI opponents in the browser: a 2-player game with every expansion, a person (played here through
// window.carcassonne.apply with random legal actions) against a "normal" computer seat that plays its
// own turns. The page must keep drawing frames while the computer thinks, every computer move must be
// legal (the native engine's replay of the record ends in the same state), and hint() / the H key
// must suggest a legal action; while the computer decides, the panel shows none of the person's buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { NO_MOTION, openApp, frames, SCREENSHOTS, api, nativeReplay, setUpBrowsers, WHOLE_GAMES, ENGINE, EVERY_EXPANSION, serveDist, launch } from './helpers.mjs';

const env = setUpBrowsers(['browser']);


// Waits (in the page) until the computer seat no longer decides, counting animation frames: all of
// them, those seen while the driver was thinking, and the longest gap between two frames.
function waitForComputer(page, seat) {
  return page.evaluate((ai) => new Promise((resolve) => {
    const t0 = performance.now();
    let last = t0;
    const out = { frames: 0, thinkingFrames: 0, maxGapMs: 0, ms: 0, timeout: false, personButtons: [] };
    let firstDrawn = -1;
    const tick = () => {
      const now = performance.now();
      out.frames++;
      out.maxGapMs = Math.max(out.maxGapMs, now - last);
      last = now;
      const st = window.carcassonne.debug.aiStatus();
      if (st.thinking) out.thinkingFrames++;
      // The panel of a frame drawn while the computer decides (from the second frame the page drew
      // after this began: the first may still be the person's) has none of the person's buttons.
      const drawn = window.carcassonne.debug.frameStats().frames;
      if (firstDrawn < 0) firstDrawn = drawn;
      if (drawn >= firstDrawn + 2 && !st.over && st.decider === ai) {
        const w = window.carcassonne.debug.widgets();
        for (const id of ['skip', 'rotate-left', 'rotate-right', 'floors:0'])
          if (w[id] && !out.personButtons.includes(id)) out.personButtons.push(id);
      }
      out.ms = now - t0;
      if (st.over || st.decider !== ai) return resolve(out);
      if (out.ms > 90_000) return resolve({ ...out, timeout: true });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), seat);
}

// The person's turn: random legal actions until the computer decides or the game ends.
function playPerson(page, seed, person) {
  return page.evaluate(([s, me]) => {
    const rand = window.testRng(s);
    for (let n = 0; n < 50; ++n) {
      const st = window.carcassonne.debug.aiStatus();
      if (st.over || st.decider !== me) return { ok: true, n };
      const legal = window.carcassonne.legal();
      const r = window.carcassonne.apply(legal[Math.floor(rand() * legal.length)]);
      if (!r.ok) return r;
    }
    return { ok: false, error: 'the person decided 50 times in a row' };
  }, [seed, person]);
}

const key = (a) => JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));

// The whole game in long-tests.sh (Chromium); in the test command its first AI_TURNS computer turns (every step the
// page takes with a computer seat - thinking over frames, the hint, the move applied - comes in them;
// the rest is the same engine code, and WebKit's search is several times slower, issue 33).
const AI_TURNS = WHOLE_GAMES ? Infinity : 6;

test(`a person against a normal computer seat: legal moves, frames keep coming, hints (${WHOLE_GAMES ? 'a whole game' : `${AI_TURNS} computer turns`})`, { timeout: 420_000 }, async () => {
  // The animations off: a computer's move waits while the view glides to the last one (view_follow.h),
  // up to 0.85 s a move, which phone_game.test.mjs tests; here the game is the computer's.
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  const setup = { players: [{ name: 'Ana', color: 'red' }, { name: 'Robot', color: 'blue', ai: 'normal' }],
    expansions: EVERY_EXPANSION, options: {}, seed: 'ai-browser-1' };
  // The first computer decisions think for real (the normal level's 300 iterations, at least the
  // 0.6 s pause): long enough to count frames while the driver thinks.
  assert.deepEqual(await api(page, 'newGame', [setup]), { ok: true });
  await frames(page, 2);

  // A hint for the person's first decision: synchronously (hint()), then over frames (the H key).
  const legal0 = await api(page, 'legal');
  const hint = await api(page, 'hint');
  assert.ok(legal0.some((a) => key(a) === key(hint)), `hint() is a legal action: ${JSON.stringify(hint)}`);
  await api(page, 'debug.aiOptions', [{ hintBudget: 200 }]);
  const p0 = legal0.find((a) => a.type === 'place');
  assert.deepEqual(await api(page, 'apply', [p0]), { ok: true });
  assert.equal((await api(page, 'debug.aiStatus')).hint, null, 'a hint belongs to its decision');
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.carcassonne.debug.aiStatus().hint !== null, null, { timeout: 30_000 });
  const keyHint = (await api(page, 'debug.aiStatus')).hint;
  assert.ok((await api(page, 'legal')).some((a) => key(a) === key(keyHint)), `the H key's hint is legal: ${JSON.stringify(keyHint)}`);
  await frames(page, 2);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'ai-hint.png') });
  assert.equal((await api(page, 'state')).record.actions.length, 1, 'a hint is never applied');

  let aiTurns = 0;
  let thinkingFrames = 0;
  let maxGap = 0;
  for (let step = 0; ; ++step) {
    assert.ok(step < 400, 'the game ends');
    const st = await api(page, 'debug.aiStatus');
    if (st.over || aiTurns >= AI_TURNS) break;
    if (st.decider === 1) {
      const w = await waitForComputer(page, 1);
      assert.ok(!w.timeout, `the computer moves within 90 s (${JSON.stringify(w)})`);
      assert.deepEqual(w.personButtons, [], 'no button of the person\'s while the computer decides');
      aiTurns++;
      thinkingFrames += w.thinkingFrames;
      maxGap = Math.max(maxGap, w.maxGapMs);
      if (aiTurns === 2) {
        assert.ok(w.thinkingFrames >= 3, `frames keep coming while the computer thinks (${JSON.stringify(w)})`);
        // The rest of the game faster: a small budget and no pause (still the normal level's search).
        await api(page, 'debug.aiOptions', [{ budget: 40, delay: 0 }]);
      }
    } else {
      const r = await playPerson(page, 1000 + step, 0);
      assert.ok(r.ok, `a legal action was refused: ${r.error}`);
    }
  }
  console.log(`# computer turns: ${aiTurns}, frames seen while thinking: ${thinkingFrames}, longest frame gap ${maxGap.toFixed(0)} ms`);
  const st = await api(page, 'state');
  if (WHOLE_GAMES) {
    assert.equal(st.status, 'over');
    assert.ok(aiTurns >= 10, `the computer played its turns (${aiTurns})`);
    assert.ok(st.record.actions.length > 40, 'a whole game was played');
  } else {
    assert.equal(aiTurns, AI_TURNS, `the computer played ${AI_TURNS} turns in ${ENGINE}`);
  }
  const native = await nativeReplay(st.record);
  assert.equal(native.status, st.status);
  assert.deepEqual(st.scores, native.scores, 'the native replay of the record ends with the same scores');
  assert.equal(st.events.length, native.events.length, 'and the same events');
  await api(page, 'debug.centre');
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'ai-game-end.png') });
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();
});

test('aiBench measures the search speed on the decision awaited', { timeout: 60_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions: [], options: {}, seed: 'ai-bench' }]), { ok: true });
  // MCTS (normal) thinks until the time is up; the lookahead (hard) stops when it has looked at
  // everything, which here takes less than the time given.
  const n = await api(page, 'debug.aiBench', ['normal', 300]);
  assert.equal(n.ok, true, JSON.stringify(n));
  assert.ok(n.iterations > 0 && n.per_second > 0 && n.ms >= 300, JSON.stringify(n));
  const h = await api(page, 'debug.aiBench', ['hard', 20000]);
  assert.equal(h.ok, true, JSON.stringify(h));
  assert.ok(h.iterations > 0 && h.per_second > 0 && h.ms > 0 && h.ms < 20000, JSON.stringify(h));
  console.log(`# normal: ${n.iterations} iterations in ${n.ms.toFixed(0)} ms (${n.per_second.toFixed(0)}/s); ` +
              `hard: ${h.iterations} positions in ${h.ms.toFixed(0)} ms (${h.per_second.toFixed(0)}/s)`);
  assert.deepEqual(problems, []);
  await page.close();
});

// --- The thinking worker (ai_worker.js: the engine and the AI in a Web Worker beside the page) ---------

// A game whose first decision is a computer's (every expansion), started with the AI's tunables.
// `worker`: first a game where the person begins, until the worker it starts is in that state
// ('ready': loaded; the page thinks for itself until then, and WebKitGTK took 20 s to compile it).
async function computerFirst(page, seed, options, worker = 'ready') {
  const robot = { name: 'Robot', color: 'blue', ai: 'normal' }, ana = { name: 'Ana', color: 'red' };
  const game = (players, s) => api(page, 'newGame', [{ players, expansions: ['river', 'abbey-mayor', 'watchtowers', 'tower-thieves'],
    options: {}, seed: s }]);
  if (worker) {
    assert.deepEqual(await game([ana, robot], `${seed}-before`), { ok: true });
    await page.waitForFunction((w) => window.carcassonne.debug.aiStatus().worker === w, worker, { timeout: 90_000 });
  }
  await api(page, 'debug.aiOptions', [options]);
  assert.deepEqual(await game([robot, ana], seed), { ok: true });
}

// Waits (in the page) for the computer's first move; counts the frames drawn while it thought and
// where it thought (aiStatus().thinkingIn), and the longest gap between two frames meanwhile.
function firstComputerMove(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const out = { frames: 0, places: [], maxGapMs: 0, timeout: false };
    const t0 = performance.now();
    let last = t0;
    const tick = () => {
      const now = performance.now();
      const st = window.carcassonne.debug.aiStatus();
      if (st.thinking) {
        out.frames++;
        out.maxGapMs = Math.max(out.maxGapMs, now - last);
        if (!out.places.includes(st.thinkingIn)) out.places.push(st.thinkingIn);
      }
      last = now;
      if (st.actions > 0) return resolve({ ...out, status: st, first: window.carcassonne.state().record.actions[0] });
      if (now - t0 > 90_000) return resolve({ ...out, timeout: true, status: st });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
}

test('the computer thinks in the worker beside the page: its moves and hints come from there, and the page draws meanwhile', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  // A long decision (the normal level's search with 20,000 iterations: about a second in Chromium):
  // the page's thread gives it no time at all, and draws its frames.
  // WebKit's search runs at a fifth to a tenth of that speed (docs/webkit-speed.md): a fifth of the
  // budget still spans many of its frames.
  const budget = ENGINE === 'webkit' ? 4000 : 20000;
  await computerFirst(page, 'worker-1', { budget, delay: 0 });
  await api(page, 'debug.aiStatus', [{ reset: true }]);
  const w = await firstComputerMove(page);
  assert.ok(!w.timeout, `the computer moved (${JSON.stringify(w)})`);
  assert.deepEqual(w.places, ['worker'], `it thought in the worker only (${JSON.stringify(w)})`);
  assert.equal(w.status.where, 'worker', JSON.stringify(w.status));
  assert.equal(w.status.worker, 'ready');
  assert.equal(w.status.pageMoves, 0);
  assert.ok(w.status.lastIterations >= budget, `the worker's search ran its budget (${w.status.lastIterations})`);
  assert.equal(w.status.longestSliceMs, 0, 'the page\'s thread spent no time thinking');
  // Frames came meanwhile: how many depends on the machine's load and speed (a run beside a build drew 6
  // in the half-second a quicker machine took; the page's own thread gave the search no time: above).
  assert.ok(w.frames >= 3, `frames kept coming while the worker thought (${JSON.stringify(w)})`);
  // The person's hint (the H key) comes from the worker too, and is legal.
  await api(page, 'debug.aiOptions', [{ budget: 40, hintBudget: 200 }]);
  await page.waitForFunction(() => window.carcassonne.debug.aiStatus().decider === 1, null, { timeout: 30_000 });
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.carcassonne.debug.aiStatus().hint !== null, null, { timeout: 30_000 });
  const st = await api(page, 'debug.aiStatus');
  assert.equal(st.workerHints, 1, JSON.stringify(st));
  assert.ok((await api(page, 'legal')).some((a) => key(a) === key(st.hint)), `the hint is legal: ${JSON.stringify(st.hint)}`);
  console.log(`# the worker's decision: ${w.status.lastIterations} iterations in ${w.status.lastWorkerMs.toFixed(0)} ms, ` +
              `turn to move ${w.status.lastDecideMs.toFixed(0)} ms, ${w.frames} frames meanwhile (longest gap ${w.maxGapMs.toFixed(0)} ms)`);
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();
});

// The page hands the worker its compiled app.wasm; a worker given none (one started by a page that
// lost it, or the benchmark's) fetches app.wasm itself: packed (app.wasm.zst), so it loads the page's
// unpacker (unpack.js) and unpacks it as it downloads, then answers as the page's own worker does.
test('a worker given no compiled app.wasm unpacks and compiles it itself, and answers', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions: [], options: {}, seed: 'worker-self-load' }]), { ok: true });
  const out = await page.evaluate(() => new Promise((resolve) => {
    const st = window.carcassonne.state();
    const worker = new Worker('ai_worker.js');
    const done = (v) => { worker.terminate(); resolve(v); };
    worker.onerror = (e) => { e.preventDefault(); done({ error: `the worker failed: ${e.message}` }); };
    let handed = null;
    worker.onmessage = (e) => {
      if (e.data && e.data.failed) return done({ error: e.data.failed });
      if (e.data && e.data.ready) {
        handed = e.data.handed;
        worker.postMessage(JSON.stringify({ id: 1, record: st.record, actions: window.carcassonne.debug.aiStatus().actions, level: 'easy', budget: 0 }));
        return;
      }
      if (typeof e.data === 'string') done({ ...JSON.parse(e.data), handed });
    };
    setTimeout(() => done({ error: 'no answer in 100 s' }), 100_000);
  }));
  assert.equal(out.error, undefined, JSON.stringify(out));
  assert.equal(out.handed, false, 'the worker loaded app.wasm itself');
  assert.equal(out.id, 1);
  const legal = await api(page, 'legal');
  assert.ok(legal.some((a) => key(a) === key(out.action)), `its answer is a legal action: ${JSON.stringify(out)}`);
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();
});

test('a new game while the worker thinks: the old game\'s answer is dropped, and the new game gets its own move', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  await computerFirst(page, 'stale-a', { budget: 20000, delay: 0 });
  await page.waitForFunction(() => window.carcassonne.debug.aiStatus().thinkingIn === 'worker', null, { timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 150));  // the worker is well into the first game's decision
  await computerFirst(page, 'stale-b', { budget: 40, delay: 0 }, null);
  const moved = await firstComputerMove(page);
  assert.ok(!moved.timeout, JSON.stringify(moved));
  assert.equal(moved.status.where, 'worker');
  assert.equal(moved.status.refusedAnswers, 0, 'no answer was refused');
  // The same new game alone, in a page that never saw the first: the same move.
  const alone = await openApp(env.browser.context, env.baseUrl);
  await computerFirst(alone.page, 'stale-b', { budget: 40, delay: 0 });
  const own = await firstComputerMove(alone.page);
  assert.deepEqual(moved.first, own.first, 'the move is the new game\'s own');
  assert.equal((await api(page, 'state')).record.actions.length >= 1, true);
  assert.deepEqual(problems, [], 'no console errors');
  assert.deepEqual(alone.problems, [], 'no console errors');
  await alone.page.close();
  await page.close();
});

test('a worker that cannot start: the computer thinks on the page\'s thread, and the page says nothing', { timeout: 120_000 }, async () => {
  // A site whose worker script is missing (a fresh profile: nothing kept from the tests before).
  const site = await serveDist();
  site.missing = ['ai_worker.js'];
  const browser = await launch();
  try {
    const { page, problems } = await openApp(browser.context, site.url);
    await computerFirst(page, 'no-worker', { budget: 200, delay: 1.5 }, 'failed');  // a move of at least 1.5 s
    const w = await firstComputerMove(page);
    assert.ok(!w.timeout, JSON.stringify(w));
    assert.equal(w.status.where, 'page', JSON.stringify(w.status));
    assert.equal(w.status.worker, 'failed');
    assert.ok(w.frames >= 3, `frames came while the computer decided (${JSON.stringify(w)})`);
    assert.deepEqual(w.places, ['page'], 'it thought on the page');
    assert.equal(await page.evaluate(() => document.getElementById('alert').hidden), true, 'no alert');
    // The missing file itself is the test's doing: its 404, and the browser's own note of a resource
    // not found (Chromium's names no file; the only 404 was the worker's). Nothing else went wrong.
    assert.ok(site.requests.some((r) => r.endsWith('/ai_worker.js')), 'the page asked for the worker');
    const missing = (p) => /^HTTP 404: .*\/ai_worker\.js$/.test(p) ||
      /Failed to load resource: the server responded with a status of 404/.test(p);
    assert.ok(problems.filter((p) => p.startsWith('HTTP 404')).every(missing), JSON.stringify(problems));
    assert.deepEqual(problems.filter((p) => !missing(p)), [], 'no console errors');
    await page.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
