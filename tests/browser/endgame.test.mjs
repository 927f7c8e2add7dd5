// The end of the game as players meet it: the game-over dialog shows the breakdown per category beside
// a chart of each player's score turn by turn, its axes named in the player's language; "Play again"
// starts a new game with the same players (names, colours, computer seats) and the same expansions and
// options, with a new shuffle. The new-game screen remembers the last setup started from it across a
// reload, and falls back to its defaults when the stored setup is damaged. Screenshots of the end at
// 1280x800 (device scale 1 and 2) and on a 390x844 phone (scale 3): build/screenshots/end-chart-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, openApp, frames, clickAt, SCREENSHOTS, api, setUpBrowsers, CAN, onlyIn, waitForReady, appLogic, LONG } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue', ai: 'easy' },
    { name: 'Cleo', color: 'yellow' }, { name: 'Dan', color: 'black' }],
  expansions: ['abbey-mayor'], options: { 'tower-tile-fallback-land': true }, seed: 'end-chart-3',
};

// Plays random legal actions (figures preferred, so that points are scored) to the end of the game.
const playToEnd = (page, seed) => page.evaluate((s) => {
  const rand = window.testRng(s);
  for (let i = 0; i < 5000; ++i) {
    if (window.carcassonne.state().status !== 'playing') return;
    const legal = window.carcassonne.legal();
    const figures = legal.filter((x) => x.type !== 'skip');
    const pool = figures.length && rand() < 0.8 ? figures : legal;
    const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    if (!r.ok) throw new Error(r.error);
  }
}, seed);

const textsOf = async (page) => (await api(page, 'debug.texts')).map((t) => t.text);


// Reloads the page and declines the offer to continue the last game: the new-game screen, its widgets.
async function reloadToNewGame(page) {
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
  await frames(page, 3);
  const w = await api(page, 'debug.widgets');
  if (w['continue-no']) await clickAt(page, w['continue-no'].cx, w['continue-no'].cy);
  return api(page, 'debug.widgets');
}

test('the end shows a score chart beside the breakdown; Play again keeps players and options', { timeout: 120_000, skip: appLogic('a game to its end by keys in keyboard.test') }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  await playToEnd(page, 3);
  await frames(page, 4);
  const st = await api(page, 'state');
  assert.equal(st.status, 'over');
  const w = await api(page, 'debug.widgets');
  assert.ok(w['score-chart'] && w['final-play-again'] && w['final-new-game'], `the end's widgets (${Object.keys(w)})`);
  // Beside the table at this size: the chart is to the right of the category names.
  const texts = await api(page, 'debug.texts');
  const total = texts.find((t) => t.text === 'Total');
  assert.ok(total && w['score-chart'].x > total.x + total.w, 'the chart is beside the breakdown');
  assert.ok(w['score-chart'].w > 250 && w['score-chart'].h > 150, 'a chart of a readable size');
  let words = await textsOf(page);
  assert.ok(words.includes('Points') && words.includes('Turn'), 'the axes are named');
  for (const [i, s] of st.scores.entries()) assert.ok(words.includes(String(s)), `player ${i}'s final score at the line's end`);
  // In German, the axes are named in German.
  await api(page, 'language', ['de']);
  await frames(page, 3);
  words = await textsOf(page);
  assert.ok(words.includes('Punkte') && words.includes('Zug'), 'the axes in the player\'s language');
  await api(page, 'language', ['en']);
  await frames(page, 3);
  // Told to a screen reader through the live region (the last announcement names the winner).
  assert.match(await page.evaluate(() => window.carcassonneAnnounced.at(-1)), /(wins|share the win) with \d+ points?\.$/);

  const again = (await api(page, 'debug.widgets'))['final-play-again'];
  await clickAt(page, again.cx, again.cy);
  const next = await api(page, 'state');
  assert.equal(next.status, 'playing', 'a new game started');
  assert.equal(next.screen, 'game');
  assert.deepEqual(next.record.setup.players, st.record.setup.players, 'the same players, colours, computer seats');
  assert.deepEqual(next.record.setup.expansions, st.record.setup.expansions, 'the same expansions');
  assert.deepEqual(next.record.setup.options, st.record.setup.options, 'the same options');
  assert.notEqual(next.record.setup.seed, st.record.setup.seed, 'a new shuffle');
  assert.ok(next.record.actions.length < 6, 'from the first turn');
  assert.equal(next.turn <= 2, true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the new-game screen remembers the last setup across a reload, and ignores a damaged one', { timeout: 120_000, skip: appLogic('storage across a reload in saves.test') }, async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openApp(browser.context, env.baseUrl);
    await frames(page, 3);
    let w = await api(page, 'debug.widgets');
    assert.ok(!w['player-name:2'], 'two players by default');
    await clickAt(page, w['add-player'].cx, w['add-player'].cy);
    w = await api(page, 'debug.widgets');  // the form grew by a row
    await clickAt(page, w['expansion:river'].cx, w['expansion:river'].cy);
    w = await api(page, 'debug.widgets');
    await clickAt(page, (w['start-top'] || w.start).cx, (w['start-top'] || w.start).cy);
    const first = await api(page, 'state');
    assert.equal(first.screen, 'game');
    assert.equal(first.record.setup.players.length, 3);
    assert.deepEqual(first.record.setup.expansions, ['river']);

    // Reload: decline to continue the game; the form shows the same setup, Start starts it again.
    w = await reloadToNewGame(page);
    assert.ok(w['player-name:2'], 'three players remembered');
    await clickAt(page, (w['start-top'] || w.start).cx, (w['start-top'] || w.start).cy);
    const second = await api(page, 'state');
    assert.deepEqual(second.record.setup.players, first.record.setup.players, 'the same players after a reload');
    assert.deepEqual(second.record.setup.expansions, ['river'], 'the same expansions after a reload');
    assert.notEqual(second.record.setup.seed, first.record.setup.seed, 'a new shuffle');

    // Damaged: broken JSON, then a setup the form cannot show: the defaults, no error.
    for (const damaged of ['{"players": [', '{"players":[{"name":"X","color":"purple"},{"name":"Y","color":"red"}],"expansions":[]}',
      '[1,2,3]', '{"players":[{"name":"X","color":"red"}],"expansions":["moon"]}']) {
      await page.evaluate((v) => localStorage.setItem('carcassonne.last-setup', v), damaged);
      await page.evaluate(() => localStorage.removeItem('carcassonne.current'));
      w = await reloadToNewGame(page);
      assert.ok(w['player-name:1'] && !w['player-name:2'], `the defaults after a damaged setup (${damaged})`);
    }
    assert.deepEqual(problems.filter((p) => !/favicon/.test(p)), []);
  } finally {
    await browser.close();
  }
});

// At twice the density in the long command only (long-tests.sh): the same layout as at once.
const SHOTS = [
  { name: 'end-chart-desktop', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ...(LONG ? [{ name: 'end-chart-desktop-2x', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 } }] : []),
  { name: 'end-chart-phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
];
for (const shot of SHOTS) {
  test(`screenshot of the end with its chart: ${shot.name}`, {
    // The screenshots of record are Chromium's: the app draws the same pixels in every engine.
    timeout: 120_000, skip: onlyIn(['chromium'], 'the screenshots of record are Chromium\'s (the app draws the same pixels everywhere)'),
  }, async () => {
    const browser = await launch(shot.options);
    try {
      const { page, problems } = await openApp(browser.context, env.baseUrl);
      assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
      await playToEnd(page, 3);
      await frames(page, 4);
      const chart = (await api(page, 'debug.widgets'))['score-chart'];
      await page.mouse.move(chart.cx, chart.cy);  // the pointer off the board: no tooltip in the picture
      await frames(page, 4);
      const cut = (await api(page, 'debug.texts')).filter((t) => t.clipped).map((t) => t.text);
      assert.deepEqual(cut, [], 'nothing cut off');
      await page.screenshot({ path: path.join(SCREENSHOTS, `${shot.name}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}
