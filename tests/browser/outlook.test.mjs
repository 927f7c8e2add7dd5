// What can still fit (issue 44): the board marks the open squares that no tile still to come fits (a
// cross) and those only one fits (a "1"), the marks follow the game when a tile is laid and agree with
// the native engine's `carcassonne squares` for the same record; pointing at a square says how many
// tiles fit it, in the page's language; a city that can no longer be finished says so where it is
// inspected and in a hint that puts a figure on it; the setting turns the marks off. Then a late
// board with its marks, photographed at 1280x800 and on the phone (build/screenshots/outlook-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLI, ENGINE, NO_MOTION, SCREENSHOTS, api, appLogic, frames, launch, onlyIn, openApp, setUpBrowsers, storage } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

// The start tile between two straight roads, each under a city cap turned towards the square north of
// it: that square needs a city on three sides, and no tile still to come has three (the engine's
// tests/engine/outlook_test.cpp, "a square that needs three city sides is dead").
const DECK = ['U', 'U', 'E', 'E', 'E', 'U', 'B', 'V'];
const TURNS = [[-1, 0, 0], [1, 0, 0], [-1, -1, 1], [1, -1, 3]];

// Lays the tile in hand at (x, y) turned `rot`, and skips the figure.
const lay = (page, [x, y, rot]) => page.evaluate(([px, py, r]) => {
  const c = window.carcassonne;
  const done = c.apply({ type: 'place', x: px, y: py, rot: r });
  if (!done.ok) throw new Error(done.error);
  if (c.state().next?.decision === 'figure') c.apply({ type: 'skip' });
}, [x, y, rot]);

// The native engine's open squares for the page's record, as `carcassonne squares` prints them (a JSON
// line per open square, then per feature that can no longer be finished): [{x, y, count, later}].
async function nativeSquares(page) {
  const { record } = await api(page, 'state');
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-outlook-'));
  try {
    const file = path.join(dir, 'game.json');
    await writeFile(file, JSON.stringify(record));
    const lines = execFileSync(CLI, ['squares', file], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
    return lines.filter((l) => !l.feature).map(({ x, y, count, later }) => ({ x, y, count, later }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The page's marks drawn, once two frames agree (the board draws them from the next frame).
async function marksDrawn(page) {
  let last = null;
  for (let i = 0; i < 20; ++i) {
    await frames(page, 1);
    const now = await api(page, 'debug.squares');
    if (last && JSON.stringify(now.drawn) === JSON.stringify(last.drawn)) return now;
    last = now;
  }
  return last;
}

const key = (q) => `${q.x},${q.y}`;

test('dead squares are crossed, a square one tile fits gets a 1; they follow the game and agree with the engine', {
  timeout: 120_000, skip: appLogic('the board\'s marks as pictures: motion.test\'s marks and outlines'),
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: [], options: {},
    deck: { land: DECK, river: [], tower: [] } }]), { ok: true });
  for (const t of TURNS.slice(0, 3)) await lay(page, t);
  await api(page, 'debug.view', [{ centre: [0.5, 0], tilePx: 90 }]);
  const before = await marksDrawn(page);
  assert.equal(before.enabled, true, 'the marks are on unless turned off');
  // The page's counts are the native engine's for the same record; every open square with 0 or 1
  // tiles to come is marked (all are in view).
  assert.deepEqual(before.open, await nativeSquares(page), 'the page counts as the engine does');
  for (const q of before.open) {
    const drawn = before.drawn.find((m) => key(m) === key(q));
    assert.equal(!!drawn, q.count <= 1, `${key(q)} (count ${q.count}) marked: ${JSON.stringify(before.drawn)}`);
    if (drawn) assert.equal(drawn.mark, q.count === 0 ? 'none-fits' : 'one-fits');
  }
  const corner = before.drawn.find((m) => m.x === 0 && m.y === -1);
  assert.deepEqual(corner, { x: 0, y: -1, count: 0, mark: 'none-fits' }, 'the square that needs three city sides is crossed');
  assert.ok(before.unfinishable.some((f) => f.type === 'city'), 'the cities meeting there can no longer be finished');

  // Nothing moves while idle: the marks are drawn with the board, no frame of their own.
  const idle = await api(page, 'debug.present');
  await frames(page, 10);
  const idleAfter = await api(page, 'debug.present');
  assert.ok(idleAfter.presented <= idle.presented + 1, `no frame reaches the screen while nothing changes (${idle.presented} -> ${idleAfter.presented})`);

  // The keyboard's cursor on a square: the screen reader hears how many tiles still to come fit there.
  await page.keyboard.press('ArrowRight');
  await frames(page, 3);
  const { cursor } = await api(page, 'debug.view');
  assert.ok(cursor, 'the arrow shows the keyboard\'s cursor');
  const count = before.open.find((q) => q.x === cursor[0] && q.y === cursor[1]).count;
  const heard = (await api(page, 'debug.format', ['board.square.fits', { n: count }])).text;
  for (let i = 0; i < 20 && !(await page.evaluate(() => window.carcassonneAnnounced || [])).includes(heard); ++i) await frames(page, 1);
  assert.ok((await page.evaluate(() => window.carcassonneAnnounced || [])).includes(heard), `the screen reader hears "${heard}"`);
  if (ENGINE === 'chromium') await page.screenshot({ path: path.join(SCREENSHOTS, 'outlook-keyboard.png') });

  // A tile laid: the marks are those of the new board, computed once per change of the game.
  const computed = before.computed;
  const [x3, y3, rot3] = TURNS[3];
  assert.equal((await api(page, 'apply', [{ type: 'place', x: x3, y: y3, rot: rot3 }])).ok, true);
  // The figure step: a hint that puts the meeple on the new cap's city, which can no longer be
  // finished, says so in its words; a hint onto the field does not.
  const deadCity = (await api(page, 'debug.format', ['board.feature.unfinishable', { feature: 'city' }])).text;
  const figureHints = (await api(page, 'legal')).filter((a) => a.type === 'figure');
  const hintWords = [];
  for (const action of figureHints) {
    assert.equal((await api(page, 'hint', [{ action }])).type, 'figure');
    await frames(page, 2);
    hintWords.push((await api(page, 'debug.texts')).map((t) => t.text).find((t) => t.startsWith('Hint:')) ?? '');
  }
  assert.ok(hintWords.some((w) => /city/.test(w) && w.includes(deadCity)), `a meeple hinted onto the city: ${JSON.stringify(hintWords)}`);
  for (const w of hintWords) assert.equal(w.includes(deadCity), /city/.test(w), `only the city's hint says so: ${w}`);
  assert.equal((await api(page, 'apply', [{ type: 'skip' }])).ok, true);
  const after = await marksDrawn(page);
  assert.ok(after.computed > computed && after.computed <= computed + 2, `computed once per change (${computed} -> ${after.computed})`);
  assert.notDeepEqual(after.open, before.open, 'the open squares changed');
  assert.deepEqual(after.open, await nativeSquares(page), 'after the tile: the page counts as the engine does');
  assert.deepEqual(after.drawn.find((m) => m.x === 0 && m.y === -1)?.mark, 'none-fits');

  // In German: pointing at the crossed square says that none of the tiles still to come fits it.
  assert.equal((await page.evaluate(() => window.carcassonne.language('de'))).ok, true);
  const words = (await api(page, 'debug.format', ['board.square.fits', { n: 0 }])).text;
  assert.match(words, /Karten/, 'the German words');
  const at = await api(page, 'debug.cellToScreen', [0, -1]);
  await page.mouse.move(at.x, at.y);
  let texts = [];
  for (let i = 0; i < 20 && !texts.some((t) => t.text.includes(words)); ++i) {
    await frames(page, 1);
    texts = await api(page, 'debug.texts');
  }
  assert.ok(texts.some((t) => t.text.includes(words)), `the square's tooltip says "${words}": ${JSON.stringify(texts.map((t) => t.text))}`);
  // The start tile's city, pointed at: it can no longer be finished, in one sentence.
  const city = await api(page, 'debug.cellToScreen', [0, 0]);
  const unfinishable = (await api(page, 'debug.format', ['board.feature.unfinishable', { feature: 'city' }])).text;
  await page.mouse.move(city.x, city.y - 90 * 0.35);
  texts = [];
  for (let i = 0; i < 20 && !texts.some((t) => t.text.includes(unfinishable)); ++i) {
    await frames(page, 1);
    texts = await api(page, 'debug.texts');
  }
  assert.ok(texts.some((t) => t.text.includes(unfinishable)), `the city says "${unfinishable}"`);

  // The setting (How to play) turns the marks off, and is remembered.
  await api(page, 'debug.squares', [{ enabled: false }]);
  const off = await marksDrawn(page);
  assert.equal(off.enabled, false);
  assert.deepEqual(off.drawn, [], 'no marks once turned off');
  assert.equal((await storage(page))['carcassonne.square-marks'], 'off');
  await page.mouse.move(at.x, at.y + 2);
  await frames(page, 3);
  assert.ok(!(await api(page, 'debug.texts')).some((t) => t.text.includes(words)), 'and no count in the tooltip');
  await api(page, 'debug.squares', [{ enabled: true }]);
  await page.evaluate(() => window.carcassonne.language('en'));
  assert.deepEqual(problems, []);
  await page.close();
});

// Four people lay tiles where they fit (the first place offered) until the land stack is nearly out:
// a late board, with dead squares.
async function lateBoard(page) {
  assert.deepEqual(await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' }],
    expansions: [], options: {}, seed: 'outlook-late' }]), { ok: true });
  return page.evaluate(() => {
    const c = window.carcassonne;
    const rand = window.testRng(44);
    for (let guard = 0; guard < 600; ++guard) {
      if (c.state().record.actions.filter((a) => a.type === 'place').length >= 50) break;
      const legal = c.legal();
      if (!legal.length) break;
      const moves = legal.filter((a) => a.type !== 'skip');
      const pool = moves.length && rand() < 0.8 ? moves : legal;
      c.apply(pool[Math.floor(rand() * pool.length)]);
    }
  });
}

for (const size of [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
]) {
  test(`a late board with its marks at ${size.name} (screenshot)`, {
    timeout: 120_000, skip: onlyIn(['chromium'], 'the screenshots of record are Chromium\'s'),
  }, async () => {
    const browser = await launch(size.options);
    try {
      const { page, problems } = await openApp(browser.context, env.baseUrl, NO_MOTION);
      await lateBoard(page);
      await api(page, 'debug.centre');
      const shown = await marksDrawn(page);  // (the outlook is the page's from its next frame)
      const squares = shown;
      assert.ok(squares.open.some((q) => q.count === 0), `a late board has dead squares: ${JSON.stringify(squares.open)}`);
      assert.ok(shown.drawn.some((m) => m.mark === 'none-fits'), 'a dead square is marked on screen');
      await page.screenshot({ path: path.join(SCREENSHOTS, `outlook-late-${size.name}.png`) });
      // Pointing (a long press on the phone) at a square a few tiles fit: the count and their pictures.
      const some = shown.drawn.find((m) => m.mark === 'one-fits') || squares.open.find((q) => q.count > 1);
      if (some && size.name === 'desktop') {
        const at = await api(page, 'debug.cellToScreen', [some.x, some.y]);
        await page.mouse.move(at.x, at.y);
        await frames(page, 4);
        await page.screenshot({ path: path.join(SCREENSHOTS, `outlook-tooltip-${size.name}.png`) });
      }
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}
