// The table around the board (issue 23): the board's pictures are painted again only when the board or
// the level of detail changes (never for a pan, a zoom within a level, or an idle frame); the few sounds
// are never played before the person's first gesture, then a tile laid, points scored and the person's
// turn are heard, and the setting turns them off (remembered); a game that ends while the player is
// away, opened by link on a phone, says so once - in its dialog, not also over the board and in the
// bottom bar; the panel's tile in hand is the tile drawn, at the first turn, turned, and after the next
// draw (read back from the screen). Screenshot: build/screenshots/end-by-link-phone.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SCREENSHOTS, api, clickAt, corpusRecord, frames, onlyIn, openApp, screenPixels, setUpBrowsers, waitForWidgets, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['browser', 'other']);

// The pieces of the board painted so far, once nothing in view waits to be painted (a slow machine
// paints a few a frame).
async function painted(page) {
  for (let i = 0; i < 100; ++i) {
    const layer = (await api(page, 'debug.frameStats')).boardLayer;
    if (layer.pendingPieces === 0) return layer.piecesPainted;
    await frames(page, 1);
  }
  assert.fail('the board was never painted whole');
}

// Two people; every tile a city cap ("E"), so the first move can close the start tile's city.
async function cityGame(page) {
  const r = await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions: [], options: {}, deck: { land: Array(30).fill('E'), river: [], tower: [] },
  }]);
  assert.ok(r.ok, `newGame: ${r.error}`);
  await frames(page, 3);
}

test('the board is painted again only when the board or the level of detail changes', { timeout: 120_000, skip: appLogic('the board drawn in every test, the page sleeping in smoke.test') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  await cityGame(page);
  await api(page, 'debug.view', [{ centre: [0.5, 0.5], tilePx: 60 }]);
  await frames(page, 3);
  const first = await painted(page);
  assert.ok(first > 0, 'the board was painted');
  await frames(page, 20);
  assert.equal(await painted(page), first, 'idle frames paint nothing');
  for (const centre of [[0.3, 0.2], [1.4, -0.6], [-2, 1], [0.5, 0.5]]) {
    await api(page, 'debug.view', [{ centre, tilePx: 60 }]);
    await frames(page, 2);
  }
  assert.equal(await painted(page), first, 'panning moves the pictures, it does not paint them again');
  await api(page, 'debug.view', [{ centre: [0.5, 0.5], tilePx: 70 }]);
  await frames(page, 2);
  assert.equal(await painted(page), first, 'a zoom within the level of detail scales the pictures');
  await api(page, 'debug.view', [{ centre: [0.5, 0.5], tilePx: 90 }]);
  await frames(page, 2);
  const zoomed = await painted(page);
  assert.ok(zoomed > first, 'crossing into another level of detail paints it');
  const place = (await api(page, 'legal')).find((a) => a.type === 'place');
  assert.ok((await api(page, 'apply', [place])).ok);
  await frames(page, 3);
  const after = await painted(page);
  assert.ok(after > zoomed && after - zoomed <= 4,
            `a tile placed paints only the pieces around its square again (${after - zoomed})`);
  assert.deepEqual(problems, []);
  await page.close();
});

const soundLog = (page) => page.evaluate(() => (window.carcassonneSound ? window.carcassonneSound.log.slice() : null));

// What the panel shows as the tile in hand, read back from a screenshot: the mean colours of an 8x8
// grid over the tile's square, and the share of its pixels that are the landscape's fields.
async function handPicture(page) {
  await frames(page, 3);
  const box = (await waitForWidgets(page, ['drawn-tile']))['drawn-tile'];
  // The widget holds the tile and, below and to the right, its edge and shadow (0.12 of its side).
  const side = box.w / 1.12;
  const [{ w, h, data }] = await screenPixels(page, [{ x: box.x, y: box.y, w: side, h: side }]);
  const grid = Array.from({ length: 64 }, () => [0, 0, 0, 0]);
  let fields = 0;
  for (let y = 0; y < h; ++y) {
    for (let x = 0; x < w; ++x) {
      const i = (y * w + x) * 4;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      if (g > 100 && g > r + 20 && g > b + 30) ++fields;
      const cell = grid[Math.floor((y * 8) / h) * 8 + Math.floor((x * 8) / w)];
      cell[0] += r, cell[1] += g, cell[2] += b, cell[3] += 1;
    }
  }
  return { fields: fields / (w * h), grid: grid.map(([r, g, b, n]) => [r / n, g / n, b / n]) };
}
// How far apart two such pictures are: the mean difference of a cell's colour, 0-255.
const apart = (a, b) => a.grid.reduce((sum, c, i) => sum + c.reduce((t, v, j) => t + Math.abs(v - b.grid[i][j]), 0) / 3, 0) / 64;

test('the panel shows the tile in hand: at the first turn, turned with it, and the next one after a draw', { timeout: 120_000, skip: appLogic('the tile turned by clicks and keys in game.test and keyboard.test') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const r = await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
    expansions: [], options: {}, deck: { land: ['E', 'U', 'E', 'U', 'E', 'U'], river: [], tower: [] },
  }]);
  assert.ok(r.ok, `newGame: ${r.error}`);
  assert.equal((await api(page, 'state')).next.tile, 'E');
  // The first picture of a tile in hand paints the tile's own picture inside it (both through the one
  // framebuffer): the panel showed an empty slot there, and later the tile before.
  const first = await handPicture(page);
  assert.ok(first.fields > 0.2, `the slot shows the tile, not an empty panel (${first.fields.toFixed(2)} of it fields)`);
  const w = await waitForWidgets(page, ['rotate-right']);
  await clickAt(page, w['rotate-right'].cx, w['rotate-right'].cy);
  const turned = await handPicture(page);
  assert.ok(apart(first, turned) > 8, `the picture turns with the tile (${apart(first, turned).toFixed(1)} apart)`);
  for (let i = 0; i < 3; ++i) await clickAt(page, w['rotate-right'].cx, w['rotate-right'].cy);
  const round = await handPicture(page);
  assert.ok(apart(first, round) < 3, `four turns bring the first picture back (${apart(first, round).toFixed(1)} apart)`);
  // Ana lays her city cap; Ben draws a straight road: the panel shows his tile, not hers.
  await page.evaluate(() => {
    const cap = window.carcassonne.legal().find((a) => a.type === 'place');
    window.carcassonne.apply(cap);
    const skip = window.carcassonne.legal().find((a) => a.type === 'skip');
    if (skip) window.carcassonne.apply(skip);
  });
  assert.equal((await api(page, 'state')).next.tile, 'U');
  const road = await handPicture(page);
  assert.ok(road.fields > 0.3, `the road's fields show (${road.fields.toFixed(2)})`);
  assert.ok(apart(first, road) > 8 && apart(turned, road) > 8, 'the new tile, not the one before');
  assert.deepEqual(problems, []);
  await page.close();
});

test('sounds: never before the first gesture; a tile, points and the turn after it; off by the setting', { timeout: 120_000 }, async () => {
  let { page, problems } = await openApp(env.other.context, env.baseUrl);
  assert.equal((await api(page, 'debug.sound')).enabled, true, 'on unless turned off');
  assert.ok((await api(page, 'debug.sound')).volume <= 0.3, 'quiet by default');
  await cityGame(page);
  // Ana closes the start tile's city with her meeple, by script: no gesture in the page yet.
  const place = (await api(page, 'legal')).find((a) => a.type === 'place' && a.x === 0 && a.y === -1);
  assert.ok((await api(page, 'apply', [place])).ok);
  let log = await soundLog(page);
  assert.ok(log && log.some((e) => e.name === 'tile'), `a tile laid is a sound (${JSON.stringify(log)})`);
  assert.ok(log.every((e) => !e.played && e.why === 'before the first gesture'), `nothing played before a gesture: ${JSON.stringify(log)}`);
  // A click on the table, far from the board: the first gesture.
  const view = await api(page, 'debug.view');
  await clickAt(page, view.area.x + 12, view.area.y + view.area.h - 12);
  const city = (await api(page, 'legal')).find((a) => a.type === 'figure' && a.at === 'S');
  const seen = (await soundLog(page)).length;
  assert.ok((await api(page, 'apply', [city])).ok, 'the meeple in the city');
  log = (await soundLog(page)).slice(seen);
  const names = log.map((e) => e.name);
  assert.ok(names.includes('points') && names.includes('turn'), `points scored, then Ben's turn: ${JSON.stringify(log)}`);
  for (const e of log) assert.notEqual(e.why, 'before the first gesture', `after the gesture: ${JSON.stringify(e)}`);
  // Off: nothing more is asked for, and the page remembers it.
  await api(page, 'debug.sound', [{ enabled: false }]);
  const before = (await soundLog(page)).length;
  const next = (await api(page, 'legal')).find((a) => a.type === 'place');
  assert.ok((await api(page, 'apply', [next])).ok);
  assert.equal((await soundLog(page)).length, before, 'no sound once turned off');
  assert.deepEqual(problems, []);
  await page.close();
  ({ page, problems } = await openApp(env.other.context, env.baseUrl));
  assert.equal((await api(page, 'debug.sound')).enabled, false, 'remembered');
  await page.evaluate(() => localStorage.removeItem('carcassonne.sound'));
  assert.deepEqual(problems, []);
  await page.close();
});

// A finished game of the compatibility corpus, every seat a person's.
const finishedRecord = () => corpusRecord('v1', '035-all-6p-finished');

test('a game that ended while I was away says so once, in its dialog (by link, 390x844)', {
  timeout: 180_000,
  skip: onlyIn(['chromium'], 'the phone layout (WebKit\'s window is never that narrow); the layout is the app\'s own'),
}, async () => {
  const full = finishedRecord();
  // The link of the whole game, made on another device (where whose decision each action was is read
  // too: the loads would leave saved games behind).
  const { page: there } = await openApp(env.browser.context, env.baseUrl);
  const from = full.actions.length - 30;
  const deciders = await there.evaluate(([record, start]) => {
    const out = [];
    for (let n = start; n < record.actions.length; ++n) {
      window.carcassonne.load({ ...record, actions: record.actions.slice(0, n) });
      out.push(window.carcassonne.state().next?.player ?? -1);
    }
    return out;
  }, [full, from]);
  assert.deepEqual(await api(there, 'load', [full]), { ok: true });
  const link = await api(there, 'shareLink');
  await there.close();
  // This device plays one seat and saw the game until that seat's last move: the link has the turns of
  // the others since, to the end.
  const { page, problems } = await openApp(env.other.context, env.baseUrl);
  await page.setViewportSize({ width: 390, height: 844 });
  // The seat whose last move came earliest: the game is cut just after it.
  let seat = -1;
  let last = Infinity;
  for (let p = 0; p < full.setup.players.length; ++p) {
    const i = deciders.lastIndexOf(p);
    if (i >= 0 && i < last) seat = p, last = i;
  }
  assert.ok(seat >= 0 && last < deciders.length - 3, `a seat that did not move in the last turns (${deciders})`);
  const cut = from + last + 1;
  assert.deepEqual(await api(page, 'load', [{ ...full, actions: full.actions.slice(0, cut) }]), { ok: true });
  await frames(page, 3);  // saved
  assert.deepEqual(await api(page, 'claimSeat', [seat]), { ok: true });
  await frames(page, 3);
  assert.deepEqual((await api(page, 'correspondence')).seats, { mode: 'chosen', local: [seat] });
  await api(page, 'correspondence', [{ catchUpDelay: 0.02 }]);
  const opened = await api(page, 'open', [link]);
  assert.ok(opened.ok, `the link opens: ${JSON.stringify(opened)}`);
  await page.waitForFunction(() => !window.carcassonne.correspondence().catchUp.active &&
                                   window.carcassonne.state().status === 'over', null, { timeout: 60_000 });
  await frames(page, 6);
  const c = await api(page, 'correspondence');
  assert.match(c.summary, /the game is over\.$/, 'the summary of the turns since my move says it');
  assert.equal(c.summaryShown, 'dialog', 'and it is said in the end\'s dialog, not over the board');
  const w = await api(page, 'debug.widgets');
  assert.ok(w['final-play-again'], 'the end\'s dialog is open');
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  const state = await api(page, 'state');
  const winner = texts.filter((t) => / wins?( |$)|win with|share the win/.test(t));
  assert.equal(winner.length, 1, `the result once: ${JSON.stringify(winner)}`);
  assert.ok(!texts.some((t) => t === 'The game is over.' || t.startsWith('The game is over.')), 'the bottom bar does not say it too');
  assert.ok(!texts.includes(c.summary), 'the summary is not shown as a banner over the board');
  assert.ok(texts.some((t) => t.startsWith('Since your last move: ')), `the dialog says what happened meanwhile: ${JSON.stringify(texts)}`);
  assert.equal(state.status, 'over');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'end-by-link-phone.png') });
  // Closed to look at the board: the bottom bar says it, and opens the result again.
  await clickAt(page, w['final-look'].cx, w['final-look'].cy);
  await frames(page, 3);
  const w2 = await api(page, 'debug.widgets');
  assert.ok(!w2['final-play-again'] && w2['show-result'], 'the bar offers the result again');
  await clickAt(page, w2['show-result'].cx, w2['show-result'].cy);
  assert.ok((await api(page, 'debug.widgets'))['final-play-again'], 'the result again');
  assert.deepEqual(problems, []);
  await page.close();
});
