// The board tells what happened (issue 13): the tile placed last is marked; a completed feature is
// outlined, its points rise from it and its meeple goes home - each animation over within 300 ms,
// purely visual (the game has already moved on: a move made during one is applied at once); players can
// turn them off (remembered), and they are off while the system asks for reduced motion. Each player's
// figures carry their own symbol, so colours that some people cannot tell apart are told apart by shape.
// Screenshots: build/screenshots/animation*.png, figure-marks.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, frames, clickAt, SCREENSHOTS, api, screenPixels, setUpBrowsers, ENGINE, waitForReady, NO_MOTION, EVERY_PICTURE, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['browser']);
const MAX_MS = 300;
// How far the test's reading of an animation's end may lie past its 300 ms: the page's clock and the
// test's are read at different moments of a call (in WebKit, whose WebAssembly is interpreted here, a
// call takes milliseconds), and one CI run read 307 ms with 5 ms allowed. What this guards against is
// an animation clock that does not keep to the real one (held, paused, or counting frames): that
// would be seen late by a frame or more per frame drawn.
const SLACK_MS = 25;

// Two people; every tile a city cap ("E"), so the first move can close the start tile's city.
async function cityGame(page, colors = ['red', 'blue']) {
  const r = await api(page, 'newGame', [{
    players: colors.map((color, i) => ({ name: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'][i], color })),
    expansions: [], options: {}, deck: { land: Array(30).fill('E'), river: [], tower: [] },
  }]);
  assert.ok(r.ok, `newGame: ${r.error}`);
  await frames(page, 2);
}

// Ana closes the start tile's city: the cap above it, turned to face it (south), her meeple in it. With
// `hold`, the animations' clock is stopped in the same step as the meeple is put (a slow driver's round
// trips could otherwise outlast them).
async function closeCity(page, { hold = false } = {}) {
  const place = (await api(page, 'legal')).find((a) => a.type === 'place' && a.x === 0 && a.y === -1);
  assert.ok(place, 'the cap fits above the start tile');
  assert.ok((await api(page, 'apply', [place])).ok);
  const city = (await api(page, 'legal')).find((a) => a.type === 'figure' && a.at === 'S');
  assert.ok(city, 'a meeple may go in the city');
  const r = await page.evaluate(([a, h]) => {
    const applied = window.carcassonne.apply(a);
    if (h) window.carcassonne.debug.motion({ hold: true });
    return applied;
  }, [city, hold]);
  assert.ok(r.ok);
  assert.equal((await api(page, 'state')).scores[0], 4, 'the city scored');
}

const motion = (page, options) => api(page, 'debug.motion', options ? [options] : []);

test('the last tile is marked; a completed city is outlined, its points rise and its meeple goes home, each within 300 ms', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await cityGame(page);
  let m = await motion(page);
  assert.equal(m.lastTile, null, 'no tile is marked before the first move');
  assert.equal(m.playing, true, 'animations play by default');

  await closeCity(page, { hold: true });
  m = await motion(page, { hold: true });  // their clock stopped while the test looks at them
  assert.deepEqual([m.lastTile.x, m.lastTile.y], [0, -1], 'the tile placed last is marked');
  // (The tile's own drop, "laid", may still be running or already over: the next test holds it.)
  const kinds = m.active.map((a) => a.kind).filter((k) => k !== 'laid').sort();
  assert.deepEqual(kinds, ['home', 'outline', 'points'], `outline, points and a figure going home: ${JSON.stringify(m.active)}`);
  const points = m.active.find((a) => a.kind === 'points');
  assert.equal(points.text, '+4', 'a city of two tiles: four points');
  assert.equal(points.player, 0, 'in Ana\'s colour');
  assert.equal(m.active.find((a) => a.kind === 'home').toPanel, true, 'the meeple flies to Ana\'s panel');
  for (const a of m.active) assert.ok(a.durationMs <= MAX_MS, `${a.kind} lasts ${a.durationMs} ms`);

  // Pictures of it in progress: the clock held at two moments.
  for (const [age, name] of [[90, 'animation.png'], [170, 'animation-later.png']]) {
    m = await motion(page, { holdAtAge: age });
    assert.ok(m.active.length > 0, 'held: the animations wait');
    await frames(page, 3);
    await page.screenshot({ path: path.join(SCREENSHOTS, name) });
  }
  await new Promise((r) => setTimeout(r, 400));
  assert.ok((await motion(page)).active.length > 0, 'still there while held');
  m = await motion(page, { hold: false });

  // Released: none is still running once 300 ms of its own clock have passed (polled every few ms in
  // the page, whatever the frame rate of the machine).
  // Each animation is timed on its own clock: those of one move may start a frame apart.
  const seen = await page.evaluate(([max, SLACK_MS]) => new Promise((resolve) => {
    // The page's clock read inside each call lies between the times taken before and after it (a call
    // takes milliseconds where WebAssembly is interpreted): an animation's start is placed as late as
    // it can be and each sighting as early, so a slow call never reads as a late animation.
    const t0 = performance.now();
    const first = window.carcassonne.debug.motion().active;
    const t0after = performance.now();
    const startAge = Math.max(0, ...first.map((a) => a.ageMs));
    const key = (a) => `${a.kind}:${a.player}:${a.figure ?? ''}:${a.text ?? ''}`;
    const startOf = new Map(first.map((a) => [key(a), t0after - a.ageMs]));
    let lateSeen = 0;
    const poll = () => {
      const now = performance.now();
      const active = window.carcassonne.debug.motion().active;
      const after = performance.now();
      const age = now - t0 + startAge;
      active.forEach((a) => {
        const start = startOf.get(key(a)) ?? after - a.ageMs;
        if (now - start > max + SLACK_MS) lateSeen = Math.max(lateSeen, now - start);
      });
      if (!active.length || age > max * 4) resolve({ age, left: active.length, lateSeen });
      else setTimeout(poll, 4);
    };
    poll();
  }), [MAX_MS, SLACK_MS]);
  assert.equal(seen.left, 0, `every animation ended (${JSON.stringify(seen)})`);
  assert.equal(seen.lateSeen, 0, `none ran past ${MAX_MS} ms (${JSON.stringify(seen)})`);
  await frames(page, 2);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'animation-after.png') });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a tile placed is laid down: it drops onto its square within 300 ms', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await cityGame(page);
  // Placed and held in the same step, so the drop is certainly in progress when looked at.
  const m = await page.evaluate(() => {
    const place = window.carcassonne.legal().find((a) => a.type === 'place' && a.x === 0 && a.y === -1);
    window.carcassonne.apply(place);
    return window.carcassonne.debug.motion({ hold: true });
  });
  const laid = m.active.filter((a) => a.kind === 'laid');
  assert.equal(laid.length, 1, `the tile is laid down: ${JSON.stringify(m.active)}`);
  assert.ok(laid[0].durationMs <= MAX_MS, `it lasts ${laid[0].durationMs} ms`);
  await motion(page, { holdAtAge: 60 });
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'animation-laid.png') });
  await motion(page, { hold: false });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a move made while an animation runs is applied at once', { timeout: 120_000, skip: appLogic('the animations above') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await cityGame(page);
  await closeCity(page, { hold: true });  // the animation is certainly in progress now
  assert.ok((await motion(page)).active.length > 0);
  // Ben places his tile by clicking a square where it fits (turned first if needed: a second click).
  const st0 = await api(page, 'state');
  assert.equal(st0.next.decision, 'place');
  const place = (await api(page, 'legal')).find((a) => a.type === 'place');
  const cell = await api(page, 'debug.cellToScreen', [place.x, place.y]);
  await clickAt(page, cell.x, cell.y);
  let st = await api(page, 'state');
  if (st.record.actions.length === st0.record.actions.length) {
    await clickAt(page, cell.x, cell.y);
    st = await api(page, 'state');
  }
  assert.equal(st.record.actions.length, st0.record.actions.length + 1, 'the click placed the tile during the animation');
  const m = await motion(page);
  assert.ok(m.active.length > 0, 'the animation was still running (held)');
  assert.deepEqual([m.lastTile.x, m.lastTile.y], [place.x, place.y], 'the new tile is marked at once');
  await motion(page, { hold: false });
  assert.deepEqual(problems, []);
  await page.close();
});

// How often a page whose only change is the glow of the squares where the tile fits is drawn to the
// screen, over 90 of the browser's frames with the pointer off the board (web/ui/board/pulse.h).
async function drawnWhileWaiting(page) {
  await page.mouse.move(2, 2);
  await frames(page, 30);  // the start tile's drop is over
  return page.evaluate(async () => {
    const debug = window.carcassonne.debug;
    debug.frameStats(true);
    const t0 = performance.now();
    for (let i = 0; i < 90; ++i) await new Promise((r) => requestAnimationFrame(r));
    const s = debug.frameStats();
    return { presented: s.presented, built: s.window, seconds: (performance.now() - t0) / 1000, why: debug.present() };
  });
}

test('the squares where the tile fits glow in steps, not every frame, and stand still with the animations off', {
  timeout: 120_000, skip: appLogic('the frames a page asks for and gets: the marks\' and the drop\'s timing above'),
}, async () => {
  let { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await cityGame(page);
  assert.ok((await api(page, 'legal')).some((a) => a.type === 'place'), 'a person places a tile: the squares glow');
  const glowing = await drawnWhileWaiting(page);
  // Ten steps a second at most (and the backstop's frame a second), whatever the frame rate.
  const most = Math.ceil(glowing.seconds * 10) + 2 + Math.ceil(glowing.built / 60);
  assert.ok(glowing.presented <= most, `the glow is drawn at most ten times a second (${JSON.stringify(glowing)})`);
  assert.ok(glowing.presented >= 2, `the glow moves (${JSON.stringify(glowing)})`);
  assert.deepEqual(problems, []);
  await page.close();

  ({ page, problems } = await openApp(env.browser.context, env.baseUrl, { ...NO_MOTION, ...EVERY_PICTURE }));
  await cityGame(page);
  // The quietest of up to three windows of 90 frames: a glow that moves with the animations off moves
  // in each of them, while something else that settles once (WebKit, once in a long loaded run: 15
  // pictures in one window, the page's draw lists changing, cause not found) does not fail the test.
  const windows = [];
  for (let i = 0; i < 3; ++i) {
    windows.push(await drawnWhileWaiting(page));
    const w = windows[windows.length - 1];
    if (w.presented <= 1 + Math.floor(w.built / 60)) break;
  }
  const still = windows[windows.length - 1];
  assert.ok(still.presented <= 1 + Math.floor(still.built / 60), `animations off: the glow stands still (${JSON.stringify(windows)})`);
  await page.evaluate(() => localStorage.removeItem('carcassonne.motion'));  // on again for the other tests
  assert.deepEqual(problems, []);
  await page.close();
});

test('the setting turns animations off, and the page remembers it', { timeout: 120_000, skip: appLogic('the animations above, storage across a reload in saves.test') }, async () => {
  let { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await cityGame(page);
  // How to play, then the choice at its foot.
  let w = await api(page, 'debug.widgets');
  await clickAt(page, w.help.cx, w.help.cy);
  w = await api(page, 'debug.widgets');
  assert.ok(w['help-motion'], `the help dialog offers the choice (${Object.keys(w)})`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'animation-setting.png') });
  await clickAt(page, w['help-motion'].cx, w['help-motion'].cy);
  let m = await motion(page);
  assert.equal(m.enabled, false, 'turned off');
  assert.equal(m.playing, false);
  await clickAt(page, w['help-close'].cx, w['help-close'].cy);
  await closeCity(page);
  m = await motion(page);
  assert.deepEqual(m.active, [], 'no animation when turned off');
  assert.deepEqual([m.lastTile.x, m.lastTile.y], [0, -1], 'the last tile is still marked');
  assert.deepEqual(problems, []);
  await page.close();

  // Another visit: still off. Turned on again for the other tests.
  ({ page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE));
  m = await motion(page);
  assert.equal(m.enabled, false, 'remembered in local storage');
  await page.evaluate(() => localStorage.removeItem('carcassonne.motion'));
  await page.reload();
  await waitForReady(page);
  assert.equal((await motion(page)).enabled, true, 'on unless turned off');
  assert.deepEqual(problems, []);
  await page.close();
});

test('reduced motion asked by the system turns the animations off', { timeout: 120_000 }, async (t) => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  if (typeof page.emulateMedia !== 'function') {
    // WebDriver drivers here cannot change the media features; the page's own matchMedia is used.
    t.skip(`${ENGINE}: the driver cannot emulate prefers-reduced-motion`);
    await page.close();
    return;
  }
  await cityGame(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await frames(page, 3);
  let m = await motion(page);
  assert.equal(m.reducedBySystem, true, 'the page sees the system setting');
  assert.equal(m.enabled, true, 'the player\'s own setting is untouched');
  assert.equal(m.playing, false);
  await closeCity(page);
  m = await motion(page);
  assert.deepEqual(m.active, [], 'no animation under reduced motion');
  assert.deepEqual([m.lastTile.x, m.lastTile.y], [0, -1], 'the last tile is marked all the same');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'animation-reduced-motion.png') });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await frames(page, 3);
  assert.equal((await motion(page)).playing, true, 'back when the system no longer asks');
  assert.deepEqual(problems, []);
  await page.close();
});

// The pixels of a square of the page (from the screenshot `png`), as [r, g, b] 0..255.
async function patch(page, png, cx, cy, half) {
  const [{ data }] = await screenPixels(page, [{ x: cx - half, y: cy - half, w: 2 * half, h: 2 * half }], png);
  const out = [];
  for (let i = 0; i < data.length; i += 4) out.push([data[i], data[i + 1], data[i + 2]]);
  return out;
}

// How people with each common colour-vision deficiency see a colour: the simulation of Machado,
// Oliveira and Fernandes (2009) at full severity, in linear RGB; 'grey' is no colour vision at all.
const CVD = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
const toLinear = (v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const toSrgb = (c) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055);
function seenAs(rgb, vision) {
  if (vision === 'grey') { const g = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]; return [g, g, g]; }
  const m = CVD[vision];
  const l = rgb.map(toLinear);
  return m.map((row) => toSrgb(Math.min(1, Math.max(0, row[0] * l[0] + row[1] * l[1] + row[2] * l[2]))));
}
// The mean distance between two patches pixel by pixel, as seen with `vision` (0..255 per channel:
// for grey, the mean difference of grey levels).
function patchDifference(a, b, vision) {
  const n = Math.min(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < n; ++i) {
    const p = seenAs(a[i], vision), q = seenAs(b[i], vision);
    sum += Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) / Math.sqrt(3);
  }
  return sum / n;
}

test('each player\'s figures carry a symbol of their own: told apart without colour', { timeout: 180_000, skip: appLogic('the figures drawn in game.test\'s game by clicks') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  const colors = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
  // Players put a meeple on the tiles they place until each has one on the board.
  const r = await api(page, 'newGame', [{
    players: colors.map((color, i) => ({ name: `P${i + 1}`, color })), expansions: [], options: {},
    deck: { land: 'KLMNOPQRSTUVWXABCDEFGHIJ'.repeat(3).split(''), river: [], tower: [] },
  }]);
  assert.ok(r.ok);
  for (let turn = 0; turn < 60; ++turn) {
    const owners = new Set((await motion(page)).figures.map((f) => f.owner));
    if (owners.size === colors.length) break;
    const legal = await api(page, 'legal');
    const player = (await api(page, 'state')).next.player;
    const figures = legal.filter((a) => a.type === 'figure');
    const choice = legal.find((a) => a.type === 'place') ||
      (!owners.has(player) && figures.length ? figures[turn % figures.length] : legal.find((a) => a.type === 'skip'));
    assert.ok((await api(page, 'apply', [choice])).ok, JSON.stringify(choice));
  }
  const m = await motion(page);
  const byOwner = new Map(m.figures.map((f) => [f.owner, f]));
  assert.equal(byOwner.size, colors.length, `a figure of every player is on the board: ${JSON.stringify(m.figures)}`);
  assert.equal(new Set(m.figures.map((f) => f.mark)).size, colors.length, 'six colours, six symbols');

  // Each figure - its body with its symbol - seen up close and at a large board's default zoom, without
  // colour vision (grey levels) and as people with protanopia, deuteranopia and tritanopia see it:
  // every two players' figures must differ clearly (the symbols differ in shape, so they do even where
  // two colours look the same).
  const visions = ['grey', 'protanopia', 'deuteranopia', 'tritanopia'];
  for (const tilePx of [240, 48]) {
    const patches = [];
    for (const f of [...byOwner.values()].sort((a, b) => a.owner - b.owner)) {
      await api(page, 'debug.view', [{ centre: [f.worldX, f.worldY], tilePx }]);
      await frames(page, 3);
      const seen = (await motion(page)).figures.find((g) => g.owner === f.owner);
      const png = await page.screenshot(f.owner === 0 && tilePx === 240 ? { path: path.join(SCREENSHOTS, 'figure-marks.png') } : {});
      patches.push({ colour: f.colour, pixels: await patch(page, png, seen.x, seen.y + seen.h * 0.06, seen.h * 0.2) });
    }
    const worst = {};
    for (const vision of visions) {
      for (let i = 0; i < patches.length; ++i) {
        for (let j = i + 1; j < patches.length; ++j) {
          const diff = patchDifference(patches[i].pixels, patches[j].pixels, vision);
          if (!worst[vision] || diff < worst[vision].diff) worst[vision] = { diff, pair: `${patches[i].colour}/${patches[j].colour}` };
          assert.ok(diff > 20, `${tilePx} px tiles, ${vision}: ${patches[i].colour} and ${patches[j].colour} figures differ by ${diff.toFixed(1)} levels on average`);
        }
      }
    }
    console.log(`figures at ${tilePx} px tiles, the closest pair of players (mean difference, 0-255): ` +
                visions.map((v) => `${v} ${worst[v].diff.toFixed(1)} (${worst[v].pair})`).join(', '));
  }
  await api(page, 'debug.centre');
  await frames(page, 3);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'figure-marks-board.png') });
  assert.deepEqual(problems, []);
  await page.close();
});
