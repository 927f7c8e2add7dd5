// The game in the browser: a game started on the new-game screen by clicks, a tile and a meeple placed
// by clicks where the board shows them; complete games with every expansion played through
// window.carcassonne.apply with random legal actions, whose final scores must equal the native
// engine's replay of the same record; screenshots of the board (build/screenshots/) at several
// moments, and of the phone layout on a high-DPI screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { onlyIn, launch, openApp, clickAt, frames, SCREENSHOTS, api, nativeReplay, setUpBrowsers, CAN, ENGINE, EVERY_EXPANSION, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

test('a game started by clicks: a tile and a meeple placed by clicks on the board', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  await frames(page, 3);
  let w = await api(page, 'debug.widgets');
  assert.ok(w.start && w['expansion:abbey-mayor'], `the new-game screen shows its widgets (${Object.keys(w)})`);
  // Turn on Abbey & Mayor (mayor, wagon, barn targets), add a third player, start.
  await clickAt(page, w['expansion:abbey-mayor'].cx, w['expansion:abbey-mayor'].cy);
  await clickAt(page, w['add-player'].cx, w['add-player'].cy);
  w = await api(page, 'debug.widgets');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'new-game.png') });
  const startButton = w['start-top'] || w.start;  // on a short screen the Start at the top is in view
  await clickAt(page, startButton.cx, startButton.cy);
  let st = await api(page, 'state');
  assert.equal(st.screen, 'game');
  assert.equal(st.status, 'playing');
  assert.equal(st.record.setup.players.length, 3);
  assert.deepEqual(st.record.setup.expansions, ['abbey-mayor']);
  assert.equal(st.next.decision, 'place');

  // Keyboard: R turns the drawn tile, Shift+R turns it back.
  const rot0 = (await api(page, 'debug.view')).rotation;
  await page.keyboard.press('r');
  await frames(page, 3);
  assert.equal((await api(page, 'debug.view')).rotation, (rot0 + 1) % 4, 'R turns the tile');
  await page.keyboard.press('Shift+R');
  await frames(page, 3);
  assert.equal((await api(page, 'debug.view')).rotation, rot0, 'Shift+R turns it back');

  // Place the drawn tile: click a square where it fits (a second click if the tile had to turn first).
  const legal = await api(page, 'legal');
  const place = legal.find((a) => a.type === 'place');
  const cell = await api(page, 'debug.cellToScreen', [place.x, place.y]);
  await clickAt(page, cell.x, cell.y);
  st = await api(page, 'state');
  if (st.next && st.next.decision === 'place') {
    await clickAt(page, cell.x, cell.y);
    st = await api(page, 'state');
  }
  assert.equal(st.record.actions.length, 1, 'one action applied by the click');
  assert.equal(st.record.actions[0].type, 'place');
  assert.equal(st.record.actions[0].x, place.x);
  assert.equal(st.record.actions[0].y, place.y);
  assert.equal(st.next.decision, 'figure');

  // Put a meeple on one of the targets drawn on the tile.
  const targets = await api(page, 'debug.targets');
  const meeple = targets.find((t) => t.action.type === 'figure' && t.action.figure === 'meeple');
  assert.ok(meeple, `a meeple target is shown (${JSON.stringify(targets)})`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'click-targets.png') });
  await clickAt(page, meeple.x, meeple.y);
  st = await api(page, 'state');
  assert.equal(st.record.actions.length, 2);
  assert.deepEqual(st.record.actions[1], meeple.action);
  assert.ok(st.events.some((e) => e.type === 'figure' && e.player === 0), 'the figure event is reported');
  assert.equal(st.next.player, 1, "the next player's turn");

  // Hovering the start tile's city highlights the whole city and says who holds it.
  const view = await api(page, 'debug.view');
  const start = await api(page, 'debug.cellToScreen', [0, 0]);
  await page.mouse.move(start.x, start.y - view.tilePx * 0.4);
  await frames(page, 4);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'hover-feature.png') });

  // Undo works within a turn: place, undo, the same decision again. A fixed deck, so that a figure
  // step follows the placement (with a random seed the drawn tile may leave no figure option, and the
  // turn, with its undo stack, would end at once).
  const fixed = { players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: [],
    deck: { land: ['E', 'E'] } };
  assert.deepEqual(await api(page, 'newGame', [fixed]), { ok: true });
  const before = (await api(page, 'state')).record.actions.length;
  const p2 = (await api(page, 'legal')).find((a) => a.type === 'place');
  assert.deepEqual(await api(page, 'apply', [p2]), { ok: true });
  assert.deepEqual(await api(page, 'undo'), { ok: true });
  assert.equal((await api(page, 'state')).record.actions.length, before);
  // An illegal action is refused with a reason, and shown in the alert.
  const bad = await api(page, 'apply', [{ type: 'place', x: 40, y: 40, rot: 0 }]);
  assert.equal(bad.ok, false);
  assert.ok(bad.error.length > 0);
  assert.equal(await page.isHidden('#alert'), false, 'the refusal is shown in the alert');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'after-clicks.png') });
  assert.deepEqual(problems.filter((p) => !p.includes('illegal')), []);
  await page.close();
});

async function playRandomGame(page, setup, seed, name) {
  const result = await api(page, 'newGame', [setup]);
  assert.deepEqual(result, { ok: true }, `newGame(${JSON.stringify(setup)})`);
  await frames(page, 2);
  let step = 0;
  const shots = [25, 80];
  for (;;) {
    // Play a chunk of random legal actions inside the page (fast), then look.
    const out = await page.evaluate(([s, n]) => {
      const rand = window.testRng(s);
      for (let i = 0; i < n; ++i) {
        const legal = window.carcassonne.legal();
        if (legal.length === 0) return { over: true, i };
        // Prefer putting figures (more figures on the board to look at), else anything.
        const figures = legal.filter((x) => x.type !== 'skip');
        const pool = figures.length && rand() < 0.7 ? figures : legal;
        const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
        if (!r.ok) return { error: r.error };
      }
      return { over: false };
    }, [seed + step, 20]);
    assert.ok(!out.error, `a legal action was refused: ${out.error}`);
    step += 20;
    const board = (await api(page, 'debug.frameStats')).tiles;
    if (shots.length && board >= shots[0]) {
      await api(page, 'debug.centre');
      await frames(page, 3);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${shots[0]}-tiles.png`) });
      shots.shift();
    }
    if (out.over) break;
    assert.ok(step < 5000, 'the game ends');
  }
  await api(page, 'debug.centre');
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-end.png`) });
  return api(page, 'state');
}


const ALL = EVERY_EXPANSION;
const games = [
  { name: 'all-expansions-3p', seed: 11, setup: { players: [
    { name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'yellow' }],
    expansions: ALL, options: {}, seed: 'browser-test-1' } },
  { name: 'all-expansions-5p', seed: 23, setup: { players: [
    { name: 'Ana', color: 'green' }, { name: 'Ben', color: 'black' }, { name: 'Cleo', color: 'grey' },
    { name: 'Dan', color: 'red' }, { name: 'Eva', color: 'blue' }],
    expansions: ALL, options: { 'tower-tile-fallback-land': true }, seed: 'browser-test-2' } },
];

for (const g of games) {
  // The five-player game in Chromium only: what a browser does in a whole game is the same with three
  // players (the app's own code draws and plays the rest, the same in every engine).
  const skip = g.name === 'all-expansions-5p' && onlyIn(['chromium'], 'the same steps as the three-player game');
  test(`a complete game with every expansion (${g.name}) matches the native engine`, { timeout: 240_000, skip }, async () => {
    const { page, problems } = await openApp(env.browser.context, env.baseUrl);
    const st = await playRandomGame(page, g.setup, g.seed, g.name);
    assert.equal(st.status, 'over');
    assert.equal(st.next, null);
    assert.ok(st.events.some((e) => e.type === 'score'), 'points were scored');
    // The end screen is shown.
    const w = await api(page, 'debug.widgets');
    assert.ok(w['final-new-game'], 'the final scores window is shown');
    // Told to a screen reader through the live region (the last announcement names the winner).
    assert.match(await page.evaluate(() => window.carcassonneAnnounced.at(-1)), /(wins|share the win) with \d+ points?\.$/);
    const native = await nativeReplay(st.record);
    assert.equal(native.status, 'over');
    assert.deepEqual(st.scores, native.scores, 'the same final scores as the native replay');
    assert.equal(st.events.length, native.events.length, 'the same events');
    // Loading the record replays it to the same end.
    assert.deepEqual(await api(page, 'load', [st.record]), { ok: true });
    assert.deepEqual((await api(page, 'state')).scores, st.scores);
    assert.deepEqual(problems, [], 'no console errors');
    await page.close();
  });
}

test('computer seats play by themselves (the AiDriver seam)', { timeout: 60_000, skip: appLogic('ai.test\'s game against the computer') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const r = await api(page, 'newGame', [{ players: [{ name: 'Bot A', color: 'red', ai: 'normal' },
    { name: 'Bot B', color: 'blue', ai: 'easy' }], expansions: [], options: {}, seed: 'ai-seats' }]);
  assert.deepEqual(r, { ok: true });
  await page.waitForFunction(() => window.carcassonne.state().record.actions.length >= 4, null, { timeout: 30_000 });
  const st = await api(page, 'state');
  assert.equal(st.status, 'playing');
  assert.deepEqual(problems, []);
  await page.close();
});

test('every tile and figure drawn on one sheet (build/screenshots/gallery.png)', { timeout: 120_000, skip: appLogic('tiles and figures drawn in every game') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  assert.deepEqual(await api(page, 'debug.gallery', [true]), { ok: true });
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'gallery.png') });
  await api(page, 'debug.gallery', [false]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('phone layout on a high-DPI screen: the canvas has device pixels, the page does not scroll', {
  timeout: 120_000,
  skip: CAN.phoneViewport ? false : `not in ${ENGINE}: MiniBrowser's window is at least 447 px wide (its toolbar), so no phone-sized viewport`,
}, async () => {
  const phone = await launch({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const { page, problems } = await openApp(phone.context, env.baseUrl);
    await frames(page, 3);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-new-game.png') });
    const r = await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
      expansions: ALL, options: {}, seed: 'phone' }]);
    assert.deepEqual(r, { ok: true });
    await frames(page, 3);
    // A finger places the first tile: tap a square where it fits (twice if the tile must turn first).
    const place = (await api(page, 'legal')).find((a) => a.type === 'place');
    const cell = await api(page, 'debug.cellToScreen', [place.x, place.y]);
    for (let i = 0; i < 2 && (await api(page, 'state')).record.actions.length === 0; ++i) {
      await page.touchscreen.tap(cell.x, cell.y);
      await frames(page, 4);
    }
    const tapped = (await api(page, 'state')).record.actions;
    assert.equal(tapped.length, 1, 'a tap placed the tile');
    assert.deepEqual([tapped[0].x, tapped[0].y], [place.x, place.y]);
    // A few turns so there is something on the board.
    for (let i = 0; i < 30; ++i) {
      const legal = await api(page, 'legal');
      if (!legal.length) break;
      await api(page, 'apply', [legal[(i * 7) % legal.length]]);
    }
    await api(page, 'debug.centre');
    await frames(page, 3);
    const layout = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      const r = c.getBoundingClientRect();
      return { w: r.width, h: r.height, cw: c.width, ch: c.height, dpr: window.devicePixelRatio,
        scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight };
    });
    assert.equal(layout.dpr, 2);
    assert.equal(layout.cw, layout.w * 2, `the canvas backing store is CSS size x devicePixelRatio (${JSON.stringify(layout)})`);
    assert.equal(layout.ch, layout.h * 2);
    assert.ok(layout.scrollW <= 360 && layout.scrollH <= 640, 'nothing overflows');
    const view = await api(page, 'debug.view');
    assert.ok(view.area.h > 200, `the board keeps most of the phone screen (${JSON.stringify(view)})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game.png') });
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await phone.close();
  }
});
