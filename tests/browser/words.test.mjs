// The words the game speaks: complete games with every expansion (random legal actions through
// window.carcassonne), checked after every action - no drawn text shows a tile id, a pair of
// coordinates, an option key or a document's name, and the log never tells a zero-point score; every
// event type the engine emits shows up (the rare ones from scenario records). How to play and every
// page of it, and a contextual tip, are checked the same way and must not be cut off on a phone.
// Screenshots (build/screenshots/): every How to play page, a tip, the log with several turns, at
// 1280x800 and on a 390x844 phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SCREENSHOTS, api, clickAt, frames, launch, onlyIn, openApp, setUpBrowsers, NO_MOTION, waitForReady, waitForHelpPages, EVERY_EXPANSION, appLogic } from './helpers.mjs';

// The words and their layout come from the WebAssembly build (ImGui lays out and draws every text with
// its own font), the same in every browser engine: the long runs are made once, in Chromium; the other
// engines run the desktop pages and the storage check.
const LONG_RUN = onlyIn(['chromium'], 'the same texts and layout as in Chromium (drawn by the app, not the browser)');

const env = setUpBrowsers(['browser']);

// --- What a player must never read ------------------------------------------------------------------

const TILE_IDS = (() => {
  const ids = [];
  const dir = path.join(ROOT, 'assets', 'tiles');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const doc = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    if (!Array.isArray(doc.tiles || doc)) continue;  // revisions.json: which tile files a ruleset uses
    for (const t of doc.tiles || doc) ids.push(t.id);
  }
  return ids;
})();
// A whole word: no letter or digit around it, nor an apostrophe joining it to one ("L'extrem").
const LONG_IDS = new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}]['’])(${TILE_IDS.filter((id) => id.length > 1).join('|')})(?![\\p{L}\\p{N}]|['’]\\p{L})`, 'u');
const LETTER_IDS = TILE_IDS.filter((id) => id.length === 1);
const COORDINATES = /[([]\s*-?\d+\s*[,;]\s*-?\d+\s*[)\]]/;
const FORBIDDEN = ['river-start-tile-in-land', 'tower-tile-fallback-land', 'RULES.md'];

// A one-letter tile id standing alone. Not one: a keyboard key ("(R)", "press R", the keys line, in
// the six languages), the letters of the floors choice ("Towers A and C") and on the towers, "A"
// starting a sentence.
const KEYS_LINE = /^(Keys|Tecles|Tasten|Teclas|Touches|Tasti)\b/u;
const KEY_BEFORE = /(press|prem|drücke|pulsa|appuyez sur|premi|Key:|Tecla:|Taste:|Touche\s:|Tasto:)\s$/u;
function looseLetter(text) {
  if (/^[A-Z]$/.test(text)) return null;                                   // a tower's letter on the board
  if (/^\S+ [A-Z](?:(?: \S+ |, )[A-Z])*$/u.test(text)) return null;        // "Towers A and C"
  if (KEYS_LINE.test(text)) return null;                                    // the keys line
  const stripped = text.replace(/\((?:[A-Z]|F1|Shift\+[A-Z]|Ctrl\+[A-Z]|Maj\+[A-Z])\)/g, '');
  for (const m of stripped.matchAll(/(?<![\p{L}\p{N}+]|\p{L}['’])([A-Z])(?![\p{L}\p{N}+]|['’]\p{L})/gu)) {
    if (!LETTER_IDS.includes(m[1])) continue;
    const before = stripped.slice(0, m.index);
    if (m[1] === 'A' && (before === '' || /[.!?:]\s*$/.test(before))) continue;  // the article
    if (KEY_BEFORE.test(before)) continue;                                       // "press R"
    return m[1];
  }
  return null;
}

function problemsIn(texts, where) {
  const out = [];
  for (const { text } of texts) {
    const id = text.match(LONG_IDS);
    if (id) out.push(`${where}: a tile id (${id[1]}) in "${text}"`);
    const letter = looseLetter(text);
    if (letter) out.push(`${where}: a tile id (${letter}) in "${text}"`);
    if (COORDINATES.test(text)) out.push(`${where}: coordinates in "${text}"`);
    for (const bad of FORBIDDEN) if (text.includes(bad)) out.push(`${where}: "${bad}" in "${text}"`);
  }
  return out;
}

const ZERO_POINTS = /(^|[^\d.,])0\s(points?|punts?|punti|punto|puntos|Punkte?n?)\b/u;
function zeroScores(lines, where) {
  return lines.filter((l) => ZERO_POINTS.test(l)).map((l) => `${where}: a zero-point line "${l}"`);
}

// --- Playing ----------------------------------------------------------------------------------------

// One random legal action in the page (figures preferred), a frame drawn, then what the frame shows.
async function step(page, seed) {
  return page.evaluate(async (s) => {
    if (!window.wordsRng || window.wordsSeed !== s) {
      window.wordsRng = window.testRng(s);
      window.wordsSeed = s;
    }
    const legal = window.carcassonne.legal();
    if (legal.length === 0) return { over: true };
    const figures = legal.filter((x) => x.type !== 'skip');
    const pool = figures.length && window.wordsRng() < 0.7 ? figures : legal;
    const r = window.carcassonne.apply(pool[Math.floor(window.wordsRng() * pool.length)]);
    if (!r.ok) return { error: r.error };
    // One frame: the app's own callback for the next frame was queued before this one (it queues
    // the next at each frame), so this runs once the frame that shows the action is drawn.
    await new Promise((done) => requestAnimationFrame(done));
    return { texts: window.carcassonne.debug.texts() };
  }, seed);
}

async function playChecked(page, setup, seed, name, seen) {
  assert.deepEqual(await api(page, 'newGame', [setup]), { ok: true });
  await frames(page, 2);
  const problems = [];
  let actions = 0;
  for (;;) {
    const r = await step(page, seed);
    assert.ok(!r.error, `${name}: a legal action was refused: ${r.error}`);
    if (r.over) break;
    ++actions;
    problems.push(...problemsIn(r.texts, `${name} action ${actions}`));
    assert.ok(actions < 3000, 'the game ends');
    if (problems.length > 20) break;
  }
  assert.deepEqual(problems, [], `${name}: texts a player must never read`);
  const st = await api(page, 'state');
  assert.equal(st.status, 'over', `${name} ends`);
  for (const e of st.events) {
    seen.add(e.type);
    if (e.type === 'score') seen.add(`score:${e.reason}`);
  }
  // The whole log once, at the end: a line once written stays (the lines on screen were checked with
  // the texts after every action).
  const log = await api(page, 'debug.logLines');
  assert.deepEqual([...problemsIn(log.map((text) => ({ text })), `${name} log`), ...zeroScores(log, `${name} log`)], [],
    `${name}: the log's lines`);
  assert.ok(log.length > 20, `${name}: the log tells the game (${log.length} lines)`);
  return { st, log, actions };
}

const ALL = EVERY_EXPANSION;
const players = (n) => [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'yellow' },
  { name: 'Dan', color: 'green' }].slice(0, n);
const GAMES = [
  { name: 'all-2p', seed: 101, setup: { players: players(2), expansions: ALL, options: {}, seed: 'words-all-2p' } },
  { name: 'all-3p-fallback', seed: 202, setup: { players: players(3), expansions: ALL,
    options: { 'tower-tile-fallback-land': true }, seed: 'words-all-3p' } },
  { name: 'base-2p', seed: 303, setup: { players: players(2), expansions: [], options: {}, seed: 'words-base' } },
  { name: 'thieves-without-river', seed: 404, setup: { players: players(2), expansions: ['tower-thieves'], options: {},
    seed: 'words-tt' } },
  { name: 'abbey-watchtowers-4p', seed: 505, setup: { players: players(4), expansions: ['abbey-mayor', 'watchtowers'],
    options: {}, seed: 'words-amw' } },
];

// Rare events come from scenario records (tests/scenarios): a discarded tile, an unplaceable tower tile,
// a turn without a tile, the end-of-game abbey round, a mayor worth nothing, an inn's road left open, a
// cathedral's city, a pig, a builder's second tile, a tie for the goods.
const RARE = ['base/unplaceable-tile-discarded', 'tower-thieves/unplaceable-tower-tile', 'tower-thieves/no-tower-tile-fits',
  'abbey-mayor/end-abbey-round-order', 'abbey-mayor/ex08-mayor-zero-points', 'tower-thieves/ex23-replace-watchman',
  'abbey-mayor/ex11-farmers-joined-to-barn', 'abbey-mayor/wagon-skip-takes-it-back',
  'inns-cathedrals/inn-road-open-at-end', 'inns-cathedrals/cathedral-city-completed', 'traders-builders/pig-scorer-and-non-scorer',
  'traders-builders/builder-double-turn-no-third', 'traders-builders/goods-tie-at-end'];

test('complete games with every expansion: no ids, coordinates or option keys on screen, no zero-point log line', { timeout: 900_000, skip: LONG_RUN }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  const seen = new Set();
  const samples = {};
  for (const g of GAMES) {
    const { log, actions } = await playChecked(page, g.setup, g.seed, g.name, seen);
    samples[g.name] = log;
    console.log(`# ${g.name}: ${actions} actions, ${log.length} log lines`);
  }
  for (const rel of RARE) {
    const doc = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'scenarios', `${rel}.json`), 'utf8'));
    assert.deepEqual(await api(page, 'load', [doc.record]), { ok: true }, rel);
    await frames(page, 3);
    const texts = await api(page, 'debug.texts');
    const log = await api(page, 'debug.logLines');
    assert.deepEqual([...problemsIn(texts, rel), ...problemsIn(log.map((text) => ({ text })), rel), ...zeroScores(log, rel)], []);
    for (const e of (await api(page, 'state')).events) {
      seen.add(e.type);
      if (e.type === 'score') seen.add(`score:${e.reason}`);
    }
  }
  const expected = ['start', 'draw', 'place', 'figure', 'watchman', 'completed', 'return', 'wagon-move', 'stolen',
    'stolen-returned', 'abbey', 'abbey-skip', 'floors', 'tower', 'discard', 'unplaceable', 'no-placement', 'game-over',
    'score:city', 'score:road', 'score:monastery', 'score:field', 'score:barn', 'score:watchtower', 'score:watchman',
    'score:watchman-replaced', 'double-turn', 'goods', 'score:goods', 'score:pig'];
  assert.deepEqual(expected.filter((t) => !seen.has(t)), [], 'every event type was told');
  // The log reads like a commentator: a turn per draw, scores with their reasons.
  const all = samples['all-2p'];
  assert.ok(all.some((l) => /^Ana draws .+\.$/.test(l)), 'a turn header names the player and the tile');
  assert.ok(all.some((l) => /: \d+ points?/.test(l)), 'scores with their points');
  assert.ok(all.includes('Final scoring'), 'the final scoring has its own part');
  assert.ok(all.some((l) => l.startsWith('The game is over.')), 'and the result');
  assert.ok(!all.some((l) => / returns?\b/.test(l) && /meeple/.test(l)), 'figures going home after a score are folded');
  console.log(`# a sample of the log:\n${all.slice(0, 24).map((l) => `#   ${l}`).join('\n')}`);
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();
});

test('a game in French speaks French, with the same care', {
  timeout: 300_000,
  // The sentences are the app's own (the catalogue's loading in each engine: languages.test.mjs).
  skip: onlyIn(['chromium'], 'the app builds the same sentences in every engine (checked in Chromium)'),
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  assert.equal((await api(page, 'language', ['fr'])).language, 'fr');
  const seen = new Set();
  const { log } = await playChecked(page, GAMES[0].setup, 606, 'all-2p-fr', seen);
  assert.ok(log.some((l) => /^Ana pioche .+\.$/.test(l)), 'the turn headers are French');
  assert.ok(log.includes('Décompte final'));
  console.log(`# French sample:\n${log.slice(0, 12).map((l) => `#   ${l}`).join('\n')}`);
  await api(page, 'language', ['en']);
  assert.deepEqual(problems, []);
  await page.close();
});

// --- How to play, tips, the log: checked and photographed at both sizes -------------------------------

const PAGES = ['basics', 'river', 'abbey-mayor', 'watchtowers', 'tower-thieves'];

async function widgets(page) {
  await frames(page, 2);
  return api(page, 'debug.widgets');
}

// The pointer goes where it shows nothing (an empty corner of the board), so no tooltip of another
// panel is in the frame looked at.
async function pointerAway(page) {
  const view = await api(page, 'debug.view');
  const area = view.area || { x: 0, y: 0, w: 10, h: 10 };
  await page.mouse.move(area.x + 3, area.y + area.h * 0.3);
  await frames(page, 2);
}

async function checkScreen(page, where, { noClipping = false } = {}) {
  const texts = await api(page, 'debug.texts');
  const problems = problemsIn(texts, where);
  if (noClipping) for (const t of texts) if (t.clipped) problems.push(`${where}: cut off: "${t.text}"`);
  return problems;
}

async function helpAndTips(context, size, suffix) {
  const { page, problems: errors } = await openApp(context, env.baseUrl);
  const found = [];
  // How to play from the new-game screen, every page.
  let w = await widgets(page);
  assert.ok(w.help, 'the new-game screen offers How to play');
  await clickAt(page, w.help.cx, w.help.cy);
  await waitForHelpPages(page);
  for (const p of PAGES) {
    w = await widgets(page);
    assert.ok(w[`help-page:${p}`], `the page ${p} can be chosen (${Object.keys(w)})`);
    await clickAt(page, w[`help-page:${p}`].cx, w[`help-page:${p}`].cy);
    await frames(page, 3);
    found.push(...await checkScreen(page, `help ${p} ${suffix}`, { noClipping: true }));
    await page.screenshot({ path: path.join(SCREENSHOTS, `help-${p}-${suffix}.png`) });
    // Its end too (the body scrolls; by wheel here - WebKit's driver has none: the texts below the
    // view are listed and checked anyway).
    const box = await api(page, 'debug.widgets');
    if (page.mouse.wheel) {
      await page.mouse.move(size.width / 2, size.height / 2);
      for (let i = 0; i < 3; ++i) await page.mouse.wheel(0, 1600);
      await frames(page, 3);
      found.push(...await checkScreen(page, `help ${p} (end) ${suffix}`, { noClipping: true }));
      await page.screenshot({ path: path.join(SCREENSHOTS, `help-${p}-end-${suffix}.png`) });
    }
    assert.ok(box['help-close'], 'the dialog has its close button');
  }
  w = await widgets(page);
  await clickAt(page, w['help-close'].cx, w['help-close'].cy);
  w = await widgets(page);
  assert.ok(!w['help-close'], 'How to play closes');

  // A game: the first tip is there at once (place the tile), others come with their situations.
  assert.deepEqual(await api(page, 'newGame', [{ players: players(2), expansions: ALL, options: {}, seed: 'words-tips' }]),
    { ok: true });
  w = await widgets(page);
  assert.ok(w['tip-close'], 'a tip explains the first move');
  await pointerAway(page);
  found.push(...await checkScreen(page, `tip ${suffix}`, { noClipping: true }));
  await page.screenshot({ path: path.join(SCREENSHOTS, `tip-${suffix}.png`) });
  // Play on until a tip about figures shows, and photograph it too.
  for (let i = 0; i < 40; ++i) {
    const legal = await api(page, 'legal');
    const place = legal.find((a) => a.type === 'place');
    if (!place) break;
    await api(page, 'apply', [place]);
    w = await widgets(page);
    if (w['tip-close'] && (await api(page, 'state')).next.decision === 'figure') break;
    const rest = await api(page, 'legal');
    if (rest.length) await api(page, 'apply', [rest[rest.length - 1]]);
  }
  await pointerAway(page);
  found.push(...await checkScreen(page, `tip (figure) ${suffix}`, { noClipping: true }));
  await page.screenshot({ path: path.join(SCREENSHOTS, `tip-figure-${suffix}.png`) });
  // "Got it" puts each tip away (a few may be waiting: a farmer's field and the figure step).
  w = await widgets(page);
  let clicks = 0;
  for (; w['tip-close'] && clicks < 6; ++clicks) {
    await clickAt(page, w['tip-close'].cx, w['tip-close'].cy);
    w = await widgets(page);
  }
  assert.ok(!w['tip-close'], `Got it puts the tips away (${clicks} clicks)`);
  // Several turns, then the log (phones: the log overlay).
  for (let i = 0; i < 24; ++i) {
    const legal = await api(page, 'legal');
    if (!legal.length) break;
    await api(page, 'apply', [legal[(i * 5) % legal.length]]);
  }
  await api(page, 'debug.centre');
  w = await widgets(page);
  if (w['toggle-log']) {
    await clickAt(page, w['toggle-log'].cx, w['toggle-log'].cy);
    await frames(page, 3);
  }
  await pointerAway(page);
  found.push(...await checkScreen(page, `log ${suffix}`, { noClipping: true }));
  await page.screenshot({ path: path.join(SCREENSHOTS, `log-${suffix}.png`) });
  // How to play during the game: F1, and the tips choice in it.
  await page.keyboard.press('F1');
  w = await widgets(page);
  assert.ok(w['help-tips'], 'F1 opens How to play, with the tips choice');
  await clickAt(page, w['help-tips'].cx, w['help-tips'].cy);
  const stored = await page.evaluate(() => localStorage.getItem('carcassonne.tips'));
  assert.equal(stored, 'off', 'turning tips off is remembered');
  await clickAt(page, w['help-tips'].cx, w['help-tips'].cy);
  assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne.tips')), 'on');
  assert.deepEqual(found, []);
  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
}

test('How to play, a tip and the log at 1280x800', { timeout: 600_000, skip: appLogic('the words of the tips\' setting below, the page\'s texts in site.test') }, async () => {
  await helpAndTips(env.browser.context, { width: 1280, height: 800 }, 'desktop');
});

// At one device pixel per pixel: the app lays its texts out in the page's pixels whatever the density
// (languages.test and screens.test check a phone's three device pixels), and a software renderer draws
// nine times fewer pixels (Chromium: 121 s at three on a loaded machine, 11.5 s at one).
test('How to play, a tip and the log on a 390x844 phone', { timeout: 900_000, skip: LONG_RUN }, async () => {
  const size = { width: 390, height: 844 };
  const phone = await launch({ viewport: size, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  try {
    await helpAndTips(phone.context, size, 'phone');
  } finally {
    await phone.close();
  }
});

test('untrusted storage: any tips value but "off" leaves tips on, nothing breaks', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  await page.evaluate(() => localStorage.setItem('carcassonne.tips', '\u0000{"not": "a choice"}'));
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
  assert.deepEqual(await api(page, 'newGame', [{ players: players(2), expansions: [], options: {}, seed: 'x' }]), { ok: true });
  const w = await widgets(page);
  assert.ok(w['tip-close'], 'tips are on');
  assert.deepEqual(problems, []);
  await page.close();
});
