// Inns & Cathedrals and Traders & Builders in the browser (issue 32): the new-game screen offers both
// sets as cards and starts a game with them by clicks; a game with both sets is played through the
// figure step's targets - every legal large meeple, builder and pig the engine offers is a target on the
// board, and a click on one places it - to the end, on the native replay's scores, its log telling the
// second tile, the goods and the end's goods majorities; the builder's second tile is said as such.
// Screenshots (build/screenshots/): inns-traders-new-game (the two cards chosen), and at 1280x800 and on a 390x844 phone (x3): inns-traders-board (a
// board with inns, cathedrals and goods at the default zoom) and -board-near (close up), -double-turn
// (the builder's second tile), -end (the end's breakdown).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SCREENSHOTS, api, clickAt, corpusRecord, frames, launch, nativeReplay, onlyIn, openApp, setUpBrowsers, wheelAt, NO_MOTION, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['browser']);
const SETS = ['inns-cathedrals', 'traders-builders'];
const NEW_FIGURES = ['large-meeple', 'builder', 'pig'];
const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' }],
  expansions: SETS, options: {}, seed: 'inns-traders-1',
};

// The widget `id` of the new-game screen, scrolled into view by the wheel (the cards of six expansions
// reach below a 1280x800 screen's fold).
async function scrolledTo(page, id) {
  for (let i = 0; i < 12; ++i) {
    const w = await api(page, 'debug.widgets');
    if (w[id] && w[id].cy > 40 && w[id].cy < 760) return w[id];
    await wheelAt(page, 640, 400, w[id] && w[id].cy <= 40 ? -120 : 120);
  }
  assert.fail(`${id} is on the new-game screen (${Object.keys(await api(page, 'debug.widgets'))})`);
}

test('the new-game screen offers Inns & Cathedrals and Traders & Builders, and starts a game with them', { timeout: 60_000, skip: appLogic('the new-game screen by clicks in endgame.test and fair_deal.test, both sets in game.test\'s complete game') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  await frames(page, 3);
  for (const e of SETS) {
    const card = await scrolledTo(page, `expansion:${e}`);
    await clickAt(page, card.cx, card.cy);
  }
  await page.screenshot({ path: path.join(SCREENSHOTS, 'inns-traders-new-game.png') });
  const start = await scrolledTo(page, 'start');
  await clickAt(page, start.cx, start.cy);
  const st = await api(page, 'state');
  assert.equal(st.screen, 'game');
  assert.deepEqual(st.record.setup.expansions, SETS);
  // Every player has a large meeple, a builder and a pig in the supply, shown in the players' panel.
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.filter((t) => t === '\u00D71').length >= 3 * st.record.setup.players.length,
    `the new figures' counts are in the panel (${texts})`);
  assert.deepEqual(problems, []);
  await page.close();
});

// Plays random legal actions in the page (figures preferred, the new ones most), until `stopAt` tiles
// are down or the game ends. At each figure step every legal figure action has a target on the board;
// the first time a new kind is offered, it is placed by a click on its target.
async function play(page, seed, stopAt, clicked) {
  for (let round = 0; round < 400; ++round) {
    const st = await api(page, 'state');
    if (st.status !== 'playing') return st;
    if ((await api(page, 'debug.frameStats')).tiles >= stopAt) return st;
    const legal = await api(page, 'legal');
    const figures = legal.filter((a) => a.type === 'figure');
    if (figures.length) {
      await frames(page, 2);
      const targets = await api(page, 'debug.targets');
      const key = (a) => JSON.stringify(a);
      const shown = new Set(targets.map((t) => key(t.action)));
      const missing = figures.filter((a) => !shown.has(key(a)));
      assert.deepEqual(missing, [], 'every legal figure has its target on the board');
      const fresh = targets.find((t) => NEW_FIGURES.includes(t.action.figure) && !clicked.has(t.action.figure));
      if (fresh) {
        const before = (await api(page, 'state')).record.actions.length;
        await clickAt(page, fresh.x, fresh.y);
        const after = await api(page, 'state');
        assert.equal(after.record.actions.length, before + 1, `a click on the ${fresh.action.figure}'s target places it`);
        assert.deepEqual(after.record.actions.at(-1), fresh.action);
        clicked.add(fresh.action.figure);
        continue;
      }
    }
    const out = await page.evaluate(([s, n]) => {
      const rand = window.testRng(s);
      for (let i = 0; i < n; ++i) {
        const legal = window.carcassonne.legal();
        if (legal.length === 0) return { over: true };
        const fresh = legal.filter((a) => a.type === 'figure' && ['large-meeple', 'builder', 'pig'].includes(a.figure));
        const moves = legal.filter((a) => a.type !== 'skip');
        const pool = fresh.length && rand() < 0.6 ? fresh : moves.length && rand() < 0.7 ? moves : legal;
        const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
        if (!r.ok) return { error: r.error };
        if (window.carcassonne.legal().some((a) => a.type === 'figure')) return { over: false };
      }
      return { over: false };
    }, [seed + round, 12]);
    assert.ok(!out.error, `a legal action was refused: ${out.error}`);
  }
  assert.fail('the game did not end');
}

const SIZES = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
];

// A finished game of the compatibility corpus with all six expansions, four players, every seat a
// person's: its end has inns, cathedrals, goods and a pig to show.
const sixSetsGame = () => corpusRecord('v6', '047-six-4p-finished');

// The builder's double turn of the scenario record: its first tile down, the second in hand.
function doubleTurnRecord() {
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'scenarios', 'traders-builders', 'builder-double-turn-no-third.json'), 'utf8'));
  return { ...doc.record, actions: doc.record.actions.slice(0, 10) };
}

test('a game with both sets: figures placed through the board, the native replay\'s scores, its words, its pictures', {
  timeout: 600_000, skip: onlyIn(['chromium'], 'a whole game and the screenshots of record are Chromium\'s'),
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  await frames(page, 2);
  const clicked = new Set();
  const middle = await play(page, 7, 45, clicked);
  assert.equal(middle.status, 'playing');
  const boardAt = middle.record.actions.length;
  const st = await play(page, 1000, 1000, clicked);
  assert.equal(st.status, 'over');
  assert.deepEqual([...clicked].sort(), [...NEW_FIGURES].sort(), 'a large meeple, a builder and a pig were placed by clicks');
  const types = new Set(st.events.map((e) => (e.type === 'score' ? `score:${e.reason}` : e.type)));
  for (const t of ['goods', 'score:goods']) assert.ok(types.has(t), `the game had a ${t} event`);
  console.log(`# marks scored: ${JSON.stringify(st.events.filter((e) => e.type === 'score' && e.mark).map((e) => [e.mark, e.points]))}`);
  const native = await nativeReplay(st.record);
  assert.deepEqual(st.scores, native.scores, 'the same final scores as the native replay');
  assert.equal(st.events.length, native.events.length, 'the same events');
  // The log tells what the new sets did, in sentences.
  const log = await api(page, 'debug.logLines');
  assert.ok(log.some((l) => /takes the city's trade goods: wine \d+, grain \d+, cloth \d+\.$/.test(l)), 'the goods taken');
  assert.ok(log.some((l) => /^Most (wine|grain|cloth) \(\d+\): 10 points/.test(l)), 'the goods majorities at the end');
  assert.ok(log.some((l) => /puts the (large meeple|builder|pig) /.test(l)), 'the new figures placed');
  // The end's breakdown has rows for what the new sets scored.
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.includes('Trade goods'), `the end's breakdown has the goods (${texts})`);
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();

  for (const size of SIZES) {
    const browser = await launch(size.options);
    try {
      const { page: p, problems: pp } = await openApp(browser.context, env.baseUrl, NO_MOTION);
      const shot = (what) => p.screenshot({ path: path.join(SCREENSHOTS, `inns-traders-${what}-${size.name}.png`) });
      assert.deepEqual(await api(p, 'load', [{ ...st.record, actions: st.record.actions.slice(0, boardAt) }]), { ok: true });
      await api(p, 'debug.centre');
      await frames(p, 4);
      const w = await api(p, 'debug.widgets');
      if (w['tip-close']) await clickAt(p, w['tip-close'].cx, w['tip-close'].cy);  // the first turn's tip, read
      await shot('board');
      await api(p, 'debug.view', [{ centre: [0.5, 0.5], tilePx: size.name === 'phone' ? 130 : 170 }]);
      await frames(p, 4);
      await shot('board-near');
      assert.deepEqual(await api(p, 'load', [doubleTurnRecord()]), { ok: true });
      const dt = await api(p, 'state');
      assert.deepEqual([dt.next.player, dt.next.decision], [0, 'place'], 'the builder\'s player places again');
      await api(p, 'debug.centre');
      await frames(p, 4);
      const words = (await api(p, 'debug.texts')).map((t) => t.text).join(' | ');
      assert.match(words, /Red: your builder gives you a second tile - place it/, 'the turn says it is the builder\'s second tile');
      if (size.name === 'desktop') {  // (the phone shows the log on a page of its own)
        const told = await api(p, 'debug.logLines');
        assert.ok(told.includes("Red's builder: a second tile this turn."), `the log tells the double turn (${told})`);
        assert.ok(told.some((l) => /^Red draws a second tile: .+\.$/.test(l)), 'and its second tile');
      }
      await shot('double-turn');
      assert.deepEqual(await api(p, 'load', [sixSetsGame()]), { ok: true });
      await frames(p, 4);
      const end = (await api(p, 'debug.texts')).map((t) => t.text);
      for (const row of ['Inns', 'Cathedrals', 'Trade goods', 'Pigs']) assert.ok(end.includes(row), `the end's breakdown has ${row} (${end})`);
      await shot('end');
      assert.deepEqual(pp, [], 'no console errors');
    } finally {
      await browser.close();
    }
  }
});
