// The view follows the action (issue 31): at the start of a person's turn a square where the tile fits
// is in view (with the last tile), wherever the view was left; a person who moved the view keeps it
// for the rest of their turn; on a phone the board does not move when the bottom bar changes height
// between the steps of a turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CAN, NO_MOTION, api, frames, openApp, setUpBrowsers } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

// Which of `squares` ({x, y}) are wholly in the board's area now.
async function inView(page, squares) {
  const { area, tilePx } = await api(page, 'debug.view');
  const out = [];
  for (const q of squares) {
    const c = await api(page, 'debug.cellToScreen', [q.x, q.y]);
    const half = tilePx / 2 - 1;
    if (c.x - half >= area.x && c.y - half >= area.y && c.x + half <= area.x + area.w && c.y + half <= area.y + area.h)
      out.push(q);
  }
  return out;
}

const fits = async (page) => (await api(page, 'legal')).filter((a) => a.type === 'place');

// The square of the last tile laid.
async function lastTile(page) {
  const { record } = await api(page, 'state');
  const places = record.actions.filter((a) => a.type === 'place');
  return places.length ? places[places.length - 1] : { x: 0, y: 0 };
}

// Lays a tile where it fits and skips the figure: the turn passes to the next person.
const playTurn = (page) => page.evaluate(() => {
  const c = window.carcassonne;
  c.apply(c.legal().find((a) => a.type === 'place'));
  const skip = c.legal().find((a) => a.type === 'skip');
  if (skip && c.state().next.decision !== 'place') c.apply(skip);
});

test('a person\'s turn starts with a square where the tile fits in view; a view they moved stays theirs for the turn', {
  timeout: 120_000,
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: [], options: {}, seed: 'view-follow',
  }]), { ok: true });
  await frames(page, 4);
  assert.ok((await inView(page, await fits(page))).length > 0, 'the first turn: the squares around the start are in view');
  for (let i = 0; i < 4; ++i) await playTurn(page);
  await frames(page, 3);

  // Ana looks far away, zoomed in: that view is hers for the rest of the turn.
  await api(page, 'debug.view', [{ centre: [40.5, -30.5], tilePx: 120 }]);
  await frames(page, 12);
  assert.deepEqual(await inView(page, await fits(page)), [], 'the view she chose stays, with no square where the tile fits');
  const away = await api(page, 'debug.view');
  assert.equal(away.tilePx, 120, 'and its zoom');

  // Her turn ends; Ben's begins: a square where his tile fits is shown (the view glides there, at once
  // without animations), and the tile she laid.
  await playTurn(page);
  let shown = [];
  for (let i = 0; i < 40 && shown.length === 0; ++i) {
    await frames(page, 2);
    shown = await inView(page, await fits(page));
  }
  assert.ok(shown.length > 0, `at the start of Ben's turn a square where his tile fits is in view (${JSON.stringify(await api(page, 'debug.view'))})`);
  const last = await lastTile(page);
  assert.equal((await inView(page, [last])).length, 1, 'with the last tile laid');
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone the board stays where it is when the bottom bar changes height between the steps of a turn', {
  timeout: 120_000,
  skip: CAN.phoneViewport ? false : 'no phone-sized window in this engine',
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  await page.setViewportSize({ width: 390, height: 844 });
  assert.deepEqual(await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: ['abbey-mayor'], options: {},
    seed: 'view-phone',
  }]), { ok: true });
  await frames(page, 4);
  const before = await api(page, 'debug.view');
  const start = await api(page, 'debug.cellToScreen', [0, 0]);
  // The tile laid: the figure step's bar (its figures and "No figure") replaces the tile's.
  await page.evaluate(() => window.carcassonne.apply(window.carcassonne.legal().find((a) => a.type === 'place')));
  await frames(page, 4);
  const after = await api(page, 'debug.view');
  assert.equal((await api(page, 'state')).next.decision, 'figure');
  const moved = await api(page, 'debug.cellToScreen', [0, 0]);
  assert.ok(before.area.h !== after.area.h || before.area.y !== after.area.y,
    `the board's area changed with the bar (${JSON.stringify(before.area)} -> ${JSON.stringify(after.area)}): the case tested`);
  assert.ok(Math.abs(moved.x - start.x) < 0.5 && Math.abs(moved.y - start.y) < 0.5,
    `the start tile stays at (${start.x.toFixed(1)}, ${start.y.toFixed(1)}), not (${moved.x.toFixed(1)}, ${moved.y.toFixed(1)})`);
  assert.deepEqual(problems, []);
  await page.close();
});
