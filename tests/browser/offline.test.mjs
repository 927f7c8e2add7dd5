// Offline play: the page is opened once (its service worker, sw.js, keeps the whole site), then the
// network goes away - the browser's offline mode where the driver has one (Chromium, Firefox) and,
// in every engine, a server that drops every connection - and the page reloads from the cache, a new
// game with a computer seat is played to the end, a saved game reopens and a share link opens in a
// new tab. Nothing but the browser's own check for a newer sw.js may reach the server meanwhile.
// Prints the time from the offline reload to the game's first frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { NO_MOTION, openApp, clickAt, frames, SCREENSHOTS, api, nativeReplay, setUpBrowsers, CAN, ENGINE, waitForReady, EVERY_EXPANSION } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

const ALL = EVERY_EXPANSION;

// Plays the person's turns (seat 0) with random legal actions, inside the page, while the computer
// seat plays its own over frames, until the game is over.
const playAgainstComputer = (page, seed) => page.evaluate((s) => new Promise((resolve) => {
  const rand = window.testRng(s);
  const c = window.carcassonne;
  const start = performance.now();
  let personMoves = 0;
  const step = () => {
    const st = c.debug.aiStatus();
    if (st.over) return resolve({ ok: true, personMoves });
    if (performance.now() - start > 240_000) return resolve({ ok: false, error: 'the game did not end in 240 s' });
    for (let n = 0; n < 50 && !c.debug.aiStatus().over && c.debug.aiStatus().decider === 0; ++n) {
      const legal = c.legal();
      const r = c.apply(legal[Math.floor(rand() * legal.length)]);
      if (!r.ok) return resolve(r);
      personMoves++;
    }
    requestAnimationFrame(step);
  };
  step();
}), seed);

test('after one visit the game opens, plays against the computer, reopens saved games and links with no network', { timeout: 400_000 }, async () => {
  const { context } = env.browser;
  // The animations off: a computer's move waits while the view glides to the last one (phone_game.test).
  const { page, problems } = await openApp(context, env.baseUrl, NO_MOTION);
  // The worker installs once the game runs and then serves the page (clients.claim).
  await page.waitForFunction(() => window.carcassonneUpdate.state() === 'ready' && !!navigator.serviceWorker.controller,
    null, { timeout: 60_000 });
  const build = await page.evaluate(() => window.carcassonneUpdate.build());
  assert.match(build || '', /^[0-9a-f]{16}$/, 'the worker tells its build id');

  // A saved game and its link, made while online.
  const setup = { players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions: ['river', 'abbey-mayor'], options: {}, seed: 'offline-saved' };
  assert.deepEqual(await api(page, 'newGame', [setup]), { ok: true });
  await page.evaluate(() => {
    for (let i = 0; i < 12; ++i) window.carcassonne.apply(window.carcassonne.legal()[0]);
  });
  const saved = await api(page, 'state');
  const savedId = (await api(page, 'saves'))[0].id;
  const link = await api(page, 'shareLink');

  // The network goes away.
  env.site.offline = true;
  if (CAN.offlineMode) await context.setOffline(true);
  assert.equal(await page.evaluate(() => navigator.onLine), !CAN.offlineMode, 'the browser knows it is offline (where it can be told)');

  const t0 = Date.now();
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
  const readyMs = await page.evaluate(() => window.carcassonneReadyAt);
  console.log(`${ENGINE}: offline reload -> first frame ${readyMs.toFixed(0)} ms after navigation ` +
              `(${Date.now() - t0} ms seen by the test, ${CAN.offlineMode ? 'browser offline mode and a dead server' : 'a dead server'})`);
  assert.equal(await page.isHidden('#alert'), true, 'no alert after the offline reload');
  // app.wasm as the worker keeps it, unpacked once at its install: the page unpacks nothing (unpack.js).
  assert.deepEqual(await page.evaluate(() => window.carcassonneUnpackChecks), { kept: 'ok' }, 'app.wasm from the worker, unpacked');
  await frames(page, 3);
  const w = await api(page, 'debug.widgets');
  assert.ok(w['continue-yes'], 'the page offers to continue the saved game');
  await clickAt(page, w['continue-yes'].cx, w['continue-yes'].cy);
  assert.deepEqual((await api(page, 'state')).record, saved.record, 'the saved game continues');

  // A new game with a computer seat, to the end (the easy level, no pause between its moves).
  assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' },
    { name: 'Robot', color: 'blue', ai: 'easy' }], expansions: ALL, options: {}, seed: 'offline-game' }]), { ok: true });
  await api(page, 'debug.aiOptions', [{ delay: 0 }]);
  // The worker starts offline, from the cache. In WebKit its start (compiling its WebAssembly) took
  // longer than the whole easy game once (the easy level thinks on the page's thread when it can):
  // the game waits for it, so that its moves come from there.
  await page.waitForFunction(() => window.carcassonne.debug.aiStatus().worker === 'ready', null, { timeout: 60_000 });
  const played = await playAgainstComputer(page, 5);
  assert.ok(played.ok, `the game was played: ${played.error}`);
  const over = await api(page, 'state');
  assert.equal(over.status, 'over');
  const thought = await api(page, 'debug.aiStatus');
  assert.equal(thought.worker, 'ready', 'the thinking worker started offline, from the cache');
  assert.ok(thought.workerMoves > 0, `the computer thought in the worker (${JSON.stringify(thought)})`);
  const native = await nativeReplay(over.record);
  assert.deepEqual(over.scores, native.scores, 'the native replay of the record ends with the same scores');
  await api(page, 'debug.centre');
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-game-end.png') });

  // The saved game reopens, and the finished one was saved too.
  const saves = await api(page, 'saves');
  assert.equal(saves.length, 2, 'the offline game was saved');
  assert.deepEqual(await api(page, 'open', [savedId]), { ok: true });
  assert.deepEqual((await api(page, 'state')).record, saved.record, 'the saved game reopens as it was');

  // The share link opens in a new tab: a navigation the worker answers from its cache.
  const { page: linked, problems: linkProblems } = await openApp(context, link);
  await frames(linked, 3);
  assert.deepEqual((await api(linked, 'state')).record, saved.record, 'the link opens its game offline');
  assert.deepEqual(linkProblems, []);
  await linked.close();

  // Nothing reached the server but the browser's own checks for a newer worker: sw.js and the script
  // it imports (unpack.js; Firefox asks for both at a navigation).
  assert.deepEqual(env.site.refused.filter((p) => !p.endsWith('/sw.js') && !p.endsWith('/unpack.js')), [], 'every file came from the cache');
  assert.deepEqual(problems, [], 'no console errors');
  env.site.offline = false;
  if (CAN.offlineMode) await context.setOffline(false);
  await page.close();
});
