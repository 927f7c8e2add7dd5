// Touch as touch (issue 31), on a phone with a finger only: a swipe scrolls and presses nothing; a tap
// leaves no tooltip behind, a long press shows one and presses nothing; a tap on a square shows the
// tile there, and a second tap lays it.
// The finger's events are the DOM's touch events, sent to the canvas as the browser sends them. They
// run in Chromium (a 390x844 phone at three device pixels per pixel) and in WebKit, the phone's
// engine, in the narrowest window MiniBrowser has (480x844, one device pixel per pixel: it is never
// narrower than 447 px, and GTK's scale costs the software renderer its square in pixels). WebKit's
// WebDriver cannot send a finger: WebKitGTK's automation turns WebDriver's touch actions into mouse
// events (pointerType "mouse", no touchstart), so its touches are built in the page as in Chromium,
// with document.createTouch (WebKit has no Touch constructor: "Illegal constructor"). Firefox's
// touch emulation differs: not run there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SCREENSHOTS, api, appLogic, frames, launch, onlyIn, openApp, playTurns, screenPixels, setUpBrowsers, settledTexts, waitForWidgets } from './helpers.mjs';
import { PHONE, centre, finger, settledCell, standing } from './finger.mjs';

const env = setUpBrowsers([]);
const ONLY = onlyIn(['chromium', 'webkit'], 'Firefox\'s touch emulation differs');

async function phonePage(options = {}) {
  const browser = await launch(PHONE);
  const { page, problems } = await openApp(browser.context, env.baseUrl, options);
  return { browser, page, problems, finger: await finger(page) };
}

const players = (w) => Object.keys(w).filter((k) => k.startsWith('player-remove:')).length;

test('a swipe on the new-game screen scrolls it and presses nothing under the finger', { timeout: 120_000, skip: ONLY }, async () => {
  const { browser, page, problems, finger } = await phonePage();
  try {
    let w = await waitForWidgets(page, ['add-player', 'start']);
    const seats = players(w);
    // The finger's first touch: a short pull down at the top of the page (it cannot move further up).
    // A screen whose main pointer is not coarse (WebKit's window here) makes its targets finger-sized
    // from the first finger on, and the cards move; they are measured after it.
    await finger.swipe(centre(w['add-player']), { x: w['add-player'].cx, y: w['add-player'].cy + 40 }, 4);
    w = await waitForWidgets(page, ['add-player', 'start']);
    // Up over the card that adds a player: the page moves with the finger, no player is added.
    const add = centre(w['add-player']);
    await finger.swipe(add, { x: add.x, y: add.y - 160 });
    w = await waitForWidgets(page, ['add-player', 'expansion:river']);
    assert.ok(w['add-player'].cy < add.y - 100, `the page scrolled with the finger (${add.y} -> ${w['add-player'].cy})`);
    assert.equal(players(w), seats, 'no player added by the swipe');
    // Up over an expansion's card, then down over it to the top again: it stays out of the game.
    const river = centre(w['expansion:river']);
    await finger.swipe(river, { x: river.x, y: river.y - 120 });
    w = await waitForWidgets(page, ['expansion:river']);
    const there = centre(w['expansion:river']);
    await finger.swipe(there, { x: there.x, y: Math.min(there.y + 400, PHONE.viewport.height - 14) });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-new-game-after-swipes.png') });
    // A tap on Start starts the game as the form stood: the swipes changed nothing in it.
    w = await waitForWidgets(page, ['start-top']);
    await finger.tap(centre(w['start-top']));
    await page.waitForFunction(() => window.carcassonne.state().status !== 'none', null, { timeout: 10_000 });
    const { record } = await api(page, 'state');
    assert.equal(record.setup.players.length, seats, 'the game has the players the form had');
    assert.deepEqual(record.setup.expansions ?? [], [], 'and no expansion switched on by a swipe');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a tap leaves no tooltip behind; a long press shows it and presses nothing', { timeout: 120_000, skip: ONLY }, async () => {
  const { browser, page, problems, finger } = await phonePage();
  try {
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
      expansions: [], options: {}, seed: 'touch-tooltip' }]), { ok: true });
    // The tile in hand's tooltip (it begins so on every device).
    const shown = async () => (await settledTexts(page)).some((t) => t.text.startsWith('The tile to place'));
    const w = await waitForWidgets(page, ['drawn-tile']);
    const tile = centre(w['drawn-tile']);
    // A tap on the tile in hand turns it, and nothing is left over it once the finger is gone.
    const rot = (await api(page, 'debug.view')).rotation;
    await finger.tap(tile);
    assert.equal((await api(page, 'debug.view')).rotation, (rot + 1) % 4, 'the tap turned the tile');
    assert.equal(await shown(), false, 'no tooltip after the tap');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-after-tap.png') });
    // A finger held on it says what it is, and turns nothing.
    await finger.down(tile);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await frames(page, 3);
    assert.equal(await shown(), true, 'a long press shows the tooltip');
    await finger.up();
    assert.equal((await api(page, 'debug.view')).rotation, (rot + 1) % 4, 'the long press did not turn the tile');
    assert.equal(await shown(), false, 'and the tooltip goes with the finger');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a tap on a square shows the tile there; a second tap, or Place, lays it', { timeout: 120_000, skip: ONLY }, async () => {
  const { browser, page, problems, finger } = await phonePage();
  try {
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
      expansions: [], options: {}, seed: 'touch-place' }]), { ok: true });
    await frames(page, 4);
    const placeBy = async (confirm) => {
      const before = (await api(page, 'state')).record.actions.length;
      const fits = (await api(page, 'legal')).filter((a) => a.type === 'place');
      const square = fits[fits.length - 1];
      const cell = await settledCell(page, square);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-before-pick.png') });
      await finger.tap(cell);
      assert.equal((await api(page, 'state')).record.actions.length, before, 'the first tap lays nothing');
      const view = await api(page, 'debug.view');
      assert.deepEqual(view.pick, [square.x, square.y], 'it shows the tile on the square tapped');
      assert.ok(fits.some((a) => a.x === square.x && a.y === square.y && a.rot === view.rotation),
        'turned a way it fits there');
      await confirm(await api(page, 'debug.cellToScreen', [square.x, square.y]));
      const { record } = await api(page, 'state');
      assert.equal(record.actions.length, before + 1, 'the confirmation lays it');
      const laid = record.actions[before];
      assert.deepEqual([laid.type, laid.x, laid.y, laid.rot], ['place', square.x, square.y, view.rotation]);
    };
    await placeBy(async (cell) => {
      await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-tile-picked.png') });
      await finger.tap(cell);
    });
    // No figure: Ben's turn, laid with the Place button by the square.
    const skip = (await api(page, 'legal')).find((a) => a.type === 'skip');
    if (skip) assert.deepEqual(await api(page, 'apply', [skip]), { ok: true });
    await frames(page, 3);
    await placeBy(async () => {
      const w = await waitForWidgets(page, ['place-here']);
      await finger.tap(centre(w['place-here']));
    });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

// navigator.storage as a browser that does not keep the storage answers (keeping.test.mjs).
function browserMayClearStorage() {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false),
      estimate: () => Promise.resolve({ usage: 20480, quota: 5242880 }) },
  });
}

test('the storage notice waits for the menu: the first turn is not under it', { timeout: 120_000, skip: ONLY }, async () => {
  const { browser, page, problems, finger } = await phonePage({ keeping: false });
  try {
    await page.evaluate(browserMayClearStorage);
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue', ai: 'easy' }],
      expansions: ['river'], options: {}, seed: 'touch-keeping' }]), { ok: true });
    await page.waitForFunction(() => window.carcassonne.keeping().storage.answered === true, null, { timeout: 10_000 });
    await frames(page, 10);
    assert.equal((await api(page, 'keeping')).storageWarning, false, 'no notice over the first turn');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-first-turn.png') });
    // The menu is a calm moment: the notice is there.
    // The button once it stands still: the first turn's tip card comes in a few frames after the turn
    // began and the bar may move with it (a tap read before that missed the button, under load).
    await waitForWidgets(page, ['new-game']);
    const button = await standing(page, async () => {
      const w = await api(page, 'debug.widgets');
      return w['new-game'] ? centre(w['new-game']) : null;
    }, 3, 'the menu button did not stand still');
    await finger.tap(button);
    await page.waitForFunction(() => window.carcassonne.keeping().storageWarning === true, null, { timeout: 10_000 });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('the phone\'s player bar shows the meeples each player has left', { timeout: 120_000, skip: appLogic('the finger on a phone in the tests above') }, async () => {
  const { browser, page, problems } = await phonePage();
  try {
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cy', color: 'green' }],
      expansions: [], options: {}, seed: 'touch-supply' }]), { ok: true });
    // The board's area is read once the screen has settled (settledTexts): read right after newGame it
    // can still be the new-game screen's, where nothing lies above the board.
    const onBar = async (text) => {
      const texts = await settledTexts(page);
      const { area } = await api(page, 'debug.view');
      return texts.filter((t) => t.text === text && t.y + t.h <= area.y).length;
    };
    assert.equal(await onBar('\u00D77'), 3, 'seven meeples each, on the bar above the board');
    // Ana lays a meeple: she has six.
    await page.evaluate(() => {
      const c = window.carcassonne;
      c.apply(c.legal().find((a) => a.type === 'place'));
      c.apply(c.legal().find((a) => a.type === 'figure'));
    });
    assert.equal(await onBar('\u00D76'), 1, 'six for the player who laid one');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-player-bar.png') });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

// How many pixels of `rect` are of a strong red, and of a strong blue (the players' colours).
async function colours(page, rect) {
  const [{ data }] = await screenPixels(page, [rect]);
  let red = 0, blue = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (r > 150 && g < 100 && b < 100) ++red;
    if (b > 150 && r < 100) ++blue;
  }
  return { red, blue };
}

test('the phone\'s player bar shows every figure each player has left, grey once used', { timeout: 120_000, skip: appLogic('the finger on a phone in the tests above') }, async () => {
  const { browser, page, problems } = await phonePage();
  try {
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cy', color: 'green' }],
      expansions: ['abbey-mayor', 'inns-cathedrals', 'traders-builders'], options: {}, seed: 'touch-supply-all' }]), { ok: true });
    await settledTexts(page);
    const kinds = ['mayor', 'wagon', 'barn', 'abbey', 'large-meeple', 'builder', 'pig'];
    const { area } = await api(page, 'debug.view');
    let w = await waitForWidgets(page, kinds.map((k) => `supply:2:${k}`));
    for (let p = 0; p < 3; ++p)
      for (const k of kinds) {
        const r = w[`supply:${p}:${k}`];
        assert.ok(r, `player ${p + 1}'s ${k} is on the bar`);
        assert.ok(r.y + r.h <= area.y && r.x >= 0 && r.x + r.w <= PHONE.viewport.width, `on the bar above the board, on screen (${JSON.stringify(r)})`);
      }
    assert.equal((await settledTexts(page)).filter((t) => t.text === '\u00D77' && t.y + t.h <= area.y).length, 3, 'and seven meeples each');
    const ana = w['supply:0:large-meeple'], ben = w['supply:1:large-meeple'];
    const before = await colours(page, ana);
    assert.ok(before.red > 10, `Ana's large meeple is in her red while she has it (${JSON.stringify(before)})`);
    // Ana lays her large meeple: hers turns grey, Ben's stays blue.
    await page.evaluate(() => {
      const c = window.carcassonne;
      c.apply(c.legal().find((a) => a.type === 'place'));
      const large = c.legal().find((a) => a.type === 'figure' && a.figure === 'large-meeple');
      if (!large) throw new Error(`no large meeple offered: ${JSON.stringify(c.legal())}`);
      c.apply(large);
    });
    w = await waitForWidgets(page, ['supply:0:large-meeple']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-player-bar-every-figure.png') });
    const after = await colours(page, w['supply:0:large-meeple']);
    assert.equal(after.red, 0, `Ana's large meeple is grey once laid (${JSON.stringify(after)})`);
    assert.ok((await colours(page, w['supply:1:large-meeple'])).blue > 10, 'Ben\'s is still his blue');
    assert.ok(ben, 'Ben has his');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a tap on a log entry on the phone closes the log and shows its tile on the board', { timeout: 120_000, skip: ONLY }, async () => {
  const { browser, page, problems, finger } = await phonePage();
  try {
    assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
      expansions: [], options: {}, seed: 'touch-log' }]), { ok: true });
    await playTurns(page, 4);
    const first = (await api(page, 'state')).record.actions.find((a) => a.type === 'place');
    // The view is far from the first tile laid.
    await api(page, 'debug.view', [{ centre: [first.x + 40.5, first.y - 30.5], tilePx: 72 }]);
    await frames(page, 3);
    let w = await waitForWidgets(page, ['toggle-log']);
    await finger.tap(centre(w['toggle-log']));
    w = await waitForWidgets(page, ['log:1']);
    await finger.tap(centre(w['log:1']));
    await frames(page, 4);
    w = await waitForWidgets(page, ['drawn-tile']);
    assert.equal(w['log:1'], undefined, 'the log closed');
    const { area, tilePx } = await api(page, 'debug.view');
    const c = await api(page, 'debug.cellToScreen', [first.x, first.y]);
    const half = tilePx / 2;
    assert.ok(c.x - half >= area.x - 1 && c.x + half <= area.x + area.w + 1 && c.y - half >= area.y - 1 &&
      c.y + half <= area.y + area.h + 1, `the entry's tile is on screen (${JSON.stringify({ c, area, tilePx })})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'touch-log-entry.png') });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
