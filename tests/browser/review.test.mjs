// The computer's review of a finished game (issue 45), in every engine: it opens from the end's dialog
// ("Review the game") and from the saved games, runs beside the page (the thinking worker; the page's
// own thread where the worker is not at hand) with a progress bar, and its decisions are the CLI's:
// `carcassonne review` of the same record gives the same moves made, best moves and costs. The costliest
// move's board shows both moves (the move made and the better move, as ghosts) and says it in words.
// The game is short (a deck of twelve tiles) so that each engine's review takes seconds (WebKitGTK, whose
// worker takes long to compile, reviews on the page: some 25 s on this loaded machine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, clickAt, frames, openApp, setUpBrowsers, waitForWidgets, CLI, ENGINE, NO_MOTION, SCREENSHOTS } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
  deck: { land: ['E', 'D', 'U', 'V', 'K', 'B', 'L', 'J', 'W', 'R', 'F', 'N'] },
};

// Plays seeded random legal actions (figures preferred, so that points are at stake) to the end.
const playToEnd = (page, seed) => page.evaluate((s) => {
  const rand = window.testRng(s);
  for (let i = 0; i < 500 && window.carcassonne.state().status === 'playing'; ++i) {
    const legal = window.carcassonne.legal();
    const figures = legal.filter((x) => x.type !== 'skip');
    const pool = figures.length && rand() < 0.7 ? figures : legal;
    const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    if (!r.ok) throw new Error(r.error);
  }
}, seed);

// `carcassonne review` of the record: one line per reviewed decision.
async function cliReview(record) {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-review-'));
  const file = path.join(dir, 'game.json');
  await writeFile(file, JSON.stringify(record));
  try {
    return execFileSync(CLI, ['review', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').map((l) => JSON.parse(l));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function waitForReview(page, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let st = await api(page, 'review.state');
  const seen = [];
  while (st.status === 'running' && Date.now() < until) {
    seen.push(st.reviewed);
    await frames(page, 2);
    st = await api(page, 'review.state');
  }
  assert.equal(st.status, 'done', `the review ends (${JSON.stringify(st)})`);
  return { st, seen };
}

// What the comparison reads of a line, its keys in one order (an engine's driver may hand objects over
// with their keys in another).
const sorted = (v) => (Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object'
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
const same = (lines) => lines.map((l) => JSON.stringify(sorted([l.index, l.player, l.made, l.best, l.best_then ?? null, l.cost])));

test('a finished game\'s review opens from the end and from the saved games, equals the CLI\'s, and shows the costliest move', { timeout: 150_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  assert.equal((await api(page, 'review.start')).ok, false, 'no review of a game still played (a link\'s, a fair deal\'s)');
  await playToEnd(page, 45);
  const { record, status } = await api(page, 'state');
  assert.equal(status, 'over');
  const expected = await cliReview(record);
  assert.ok(expected.length >= 6, `the CLI reviews the game's decisions (${expected.length})`);

  // From the end's dialog.
  let w = await waitForWidgets(page, ['final-review']);
  await clickAt(page, w['final-review'].cx, w['final-review'].cy);
  await frames(page, 2);
  const started = await api(page, 'review.state');
  assert.ok(started.shown && ['running', 'done'].includes(started.status), JSON.stringify(started));
  assert.equal(started.toReview, expected.length, 'the decisions to review are known at once');
  const { st } = await waitForReview(page);
  console.log(`# ${ENGINE}: ${expected.length} decisions reviewed in ${Math.round(st.ms)} ms (${st.where})`);
  assert.deepEqual(same(await api(page, 'review.list')), same(expected), 'the page\'s review is the CLI\'s');
  w = await waitForWidgets(page, ['review-chart', 'review-close']);

  // The costliest move of the game, chosen as a person does: its board shows both moves.
  const rows = st.costliest.flatMap((row, p) => row.map((m, k) => ({ ...m, p, k })));
  assert.ok(rows.length > 0, 'some move cost a point');
  const top = rows.reduce((a, b) => (b.decision.cost > a.decision.cost ? b : a));
  assert.equal(top.decision.cost, Math.max(...expected.map((l) => l.cost)), 'the costliest move is listed');
  const id = `review-move-${top.p}-${top.k}`;
  w = await waitForWidgets(page, [id]);
  await clickAt(page, w[id].cx, w[id].cy);
  w = await waitForWidgets(page, ['review-made', 'review-best', 'review-sentence']);
  const chosen = await api(page, 'review.state');
  assert.equal(chosen.chosen, top.line);
  const name = SETUP.players[top.p].name;
  assert.ok(chosen.words.startsWith(`${name}, turn `) && /about \d+ points? less than/.test(chosen.words), chosen.words);
  assert.ok(!/\(|\d+,\s*-?\d+|[A-Z]{2,}\d/.test(chosen.words.replace(/^[^:]*:/, '')), `no squares or tile names in the words (${chosen.words})`);
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.includes(chosen.words), 'the sentence is on screen');
  assert.ok(texts.includes('The move made') && texts.includes('The better move'), 'the legend names both ghosts');
  if (ENGINE === 'chromium') await page.screenshot({ path: path.join(SCREENSHOTS, 'review-move-1280x800.png') });
  // Next and back, by keys.
  await page.keyboard.press('ArrowRight');
  await frames(page, 2);
  assert.equal((await api(page, 'review.state')).chosen, Math.min(top.line + 1, expected.length - 1));
  await page.keyboard.press('Escape');
  await frames(page, 2);
  assert.equal((await api(page, 'review.state')).chosen, -1, 'Escape goes back to the list');
  if (ENGINE === 'chromium') await page.screenshot({ path: path.join(SCREENSHOTS, 'review-1280x800.png') });
  await page.keyboard.press('Escape');
  await frames(page, 2);
  assert.equal((await api(page, 'review.state')).shown, false, 'Escape closes it');

  // From the saved games: the same game's review (made already: shown at once).
  w = await waitForWidgets(page, ['saves']);
  await clickAt(page, w.saves.cx, w.saves.cy);
  w = await waitForWidgets(page, ['saves-review-0']);
  await clickAt(page, w['saves-review-0'].cx, w['saves-review-0'].cy);
  await frames(page, 2);
  const again = await api(page, 'review.state');
  assert.ok(again.shown && again.status === 'done', `the review shown again (${JSON.stringify(again)})`);
  await waitForReview(page);
  assert.deepEqual(same(await api(page, 'review.list')), same(expected), 'the same review');


  // On a phone: the list and a moment fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  // (The page follows the new size within some frames; WebKitGTK's window may keep a wider minimum:
  // the screen's width is read.)
  await frames(page, 4);
  const width = await page.evaluate(() => window.innerWidth);
  const fits = (c) => c && c.x >= 0 && c.x + c.w <= width;
  for (let i = 0; i < 100 && !fits((w = await api(page, 'debug.widgets'))['review-chart']); ++i) await frames(page, 1);
  w = await waitForWidgets(page, ['review-chart', 'review-close']);
  assert.ok(fits(w['review-chart']), `the chart fits the phone (${width} px wide)`);
  if (ENGINE === 'chromium') await page.screenshot({ path: path.join(SCREENSHOTS, 'review-390x844.png') });
  assert.equal((await api(page, 'review.choose', [top.line])).chosen, top.line);
  w = await waitForWidgets(page, ['review-made', 'review-sentence', 'review-next']);
  assert.ok(w['review-next'].x + w['review-next'].w <= width, 'the bar\'s buttons fit');
  // The board's pieces are painted again at the phone's size over the next frames (a picture taken
  // at once showed the two ghosts on an empty table).
  if (ENGINE === 'chromium') {
    await frames(page, 30);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'review-move-390x844.png') });
  }
  // Stop drops it.
  await api(page, 'review.stop');
  assert.equal((await api(page, 'review.state')).status, 'none');

  // While it runs: its progress and Stop, by hand. On the page's thread here, slowed to the fewest
  // positions a frame, so that it is still running when looked at; the player's Stop drops it.
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.ok((await api(page, 'review.start', [{ worker: false, pageSliceMs: 0 }])).ok);
  await frames(page, 2);
  assert.equal((await api(page, 'review.state')).status, 'running', 'the review runs a slice a frame');
  w = await waitForWidgets(page, ['review-progress', 'review-stop']);
  if (ENGINE === 'chromium') await page.screenshot({ path: path.join(SCREENSHOTS, 'review-progress-1280x800.png') });
  await clickAt(page, w['review-stop'].cx, w['review-stop'].cy);
  await frames(page, 2);
  assert.equal((await api(page, 'review.state')).status, 'none', 'Stop drops it');
  assert.deepEqual(problems, []);
  await page.close();
});
