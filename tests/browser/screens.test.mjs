// What a new player sees, photographed at the three sizes the game is judged at: 1280x800 at device
// pixel ratios 1 and 2, and a 390x844 phone at ratio 3 (build/screenshots/screen-<what>-<size>.png).
// The new-game screen, the first turn with its tip, a turn at every kind of decision (place a tile,
// put a figure, the abbey offer, move a wagon, choose the floors, the abbey round at the end) on
// boards taken from the compatibility corpus, and the end of a game. On each, no text is cut off by
// its panel. Then, at 1280x800 and on the phone, the art (web/ui/art/ART.md): every tile at two zooms (gallery-far, gallery-near), every
// figure in every colour at the board's default size and up close (figures), and a 150-tile board at
// its default zoom and zoomed in (board-150, board-150-near). The positions are the corpus's games with every seat played by a person, so the
// decision is on screen and no computer moves while the picture is taken.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { EVERY_EXPANSION, LONG, SCREENSHOTS, api, bigDeck, corpusRecord, frames, launch, onlyIn, openApp, setUpBrowsers } from './helpers.mjs';

const env = setUpBrowsers([]);

// The art is photographed at 1280x800 and on the phone: at twice the density it is the same drawing
// with four times the pixels (the screens' texts are still checked there), and the gallery and the
// 150-tile board cost a software renderer most of this test's time.
// 1280x800 at twice the density lays out as at once (its texts are measured in CSS pixels): the long
// command photographs it (long-tests.sh, CARC_LONG=1), the test command the two others.
const SIZES = [
  { name: 'desktop', art: true, options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ...(LONG ? [{ name: 'desktop-2x', art: false, options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 } }] : []),
  { name: 'phone', art: true, options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
];

// Each decision kind, on a board where it is awaited.
const TURNS = [
  { what: 'place', record: () => corpusRecord('v1', '033-all-4p-options-finished', 120), decision: 'place' },
  { what: 'figure', record: () => corpusRecord('v1', '020-mt-4p-unfinished'), decision: 'figure' },
  { what: 'abbey', record: () => corpusRecord('v1', '006-am-4p-abbey-offer'), decision: 'abbey' },
  { what: 'wagon', record: () => corpusRecord('v1', '012-rm-6p-wagon'), decision: 'wagon' },
  { what: 'floors', record: () => corpusRecord('v1', '030-mwt-4p-floors'), decision: 'floors' },
  { what: 'end-abbey', record: () => corpusRecord('v1', '024-rmw-3p-end-abbey'), decision: 'end-abbey' },
  { what: 'end', record: () => corpusRecord('v1', '035-all-6p-finished'), decision: null },
];

// Loads `record`, cutting actions off its end until the awaited decision is `decision` (a slice of a
// longer game may stop in the middle of a turn).
async function loadAt(page, record, decision) {
  for (let n = record.actions.length; n >= 0; --n) {
    const r = await api(page, 'load', [{ ...record, actions: record.actions.slice(0, n) }]);
    assert.deepEqual(r, { ok: true });
    const st = await api(page, 'state');
    if (decision === null ? st.status !== 'playing' : st.next && st.next.decision === decision) return;
    if (decision === null) break;
  }
  assert.fail(`no ${decision} decision in the record`);
}

// Four people play random legal moves (figures when they can) until 150 tiles lie on the board.
async function bigBoard(page) {
  assert.deepEqual(await api(page, 'newGame', [{
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' },
              { name: 'Dan', color: 'yellow' }],
    expansions: ['abbey-mayor'], options: {}, deck: { land: bigDeck(), river: [], tower: [] } }]), { ok: true });
  const tiles = await page.evaluate(() => {
    const rand = window.testRng(12345);
    for (let guard = 0; guard < 5000; ++guard) {
      const n = window.carcassonne.debug.frameStats().tiles;
      const legal = window.carcassonne.legal();
      if (n >= 150 || legal.length === 0) return n;
      const moves = legal.filter((x) => x.type !== 'skip');
      const pool = moves.length ? moves : legal;
      window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    }
    return -1;
  });
  assert.ok(tiles >= 150, `the board reached ${tiles} tiles`);
}

async function clipped(page, where) {
  await frames(page, 4);
  return (await api(page, 'debug.texts')).filter((t) => t.clipped).map((t) => `${where}: ${t.text}`);
}

for (const size of SIZES) {
  test(`what a player sees at ${size.name}: every decision, nothing cut off`, {
    timeout: 600_000,
    skip: onlyIn(['chromium'], 'the screenshots of record are Chromium\'s (the app draws the same pixels everywhere)'),
  }, async () => {
    const browser = await launch(size.options);
    try {
      const { page, problems } = await openApp(browser.context, env.baseUrl);
      const shot = (what) => page.screenshot({ path: path.join(SCREENSHOTS, `screen-${what}-${size.name}.png`) });
      const cut = [];
      cut.push(...await clipped(page, 'new game'));
      await shot('new-game');
      // A first game: the tip that explains the first move is on the board.
      assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
        expansions: ['river', 'abbey-mayor', 'watchtowers', 'tower-thieves'], options: {}, seed: 'screens' }]), { ok: true });
      await frames(page, 3);
      const w = await api(page, 'debug.widgets');
      assert.ok(w['tip-close'], 'a tip explains the first move');
      cut.push(...await clipped(page, 'first turn'));
      await shot('first-turn-tip');
      for (const t of TURNS) {
        await loadAt(page, t.record(), t.decision);
        await api(page, 'debug.centre');
        cut.push(...await clipped(page, t.what));
        await shot(t.what);
      }
      assert.deepEqual(cut, [], 'texts cut off');
      assert.deepEqual(problems, [], 'no console errors');
      if (!size.art) return;
      // The art: the tiles at two zooms, the figures, a large board at its default zoom and close up.
      const phone = size.name === 'phone';
      for (const [what, options] of [['gallery-far', true], ['gallery-near', { tilePx: phone ? 120 : 170, first: 0 }],
                                     ['figures', { figures: true }]]) {
        await api(page, 'debug.gallery', [options]);
        await frames(page, 4);
        await shot(what);
      }
      await api(page, 'debug.gallery', [false]);
      await bigBoard(page);
      await api(page, 'debug.centre');
      await frames(page, 4);
      await shot('board-150');
      // A figure step seen as far out as a 150-tile board opens (each square 30 px): the targets'
      // circles apart, none over another.
      assert.deepEqual(await api(page, 'newGame', [{ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
        expansions: EVERY_EXPANSION, options: {}, seed: 'figure-far' }]), { ok: true });
      const found = await page.evaluate(() => {  // the first figure step with four targets or more
        const c = window.carcassonne;
        for (let n = 0; n < 200; ++n) {
          const legal = c.legal();
          if (legal.filter((a) => a.type === 'figure').length >= 4) return true;
          c.apply(legal.find((a) => a.type === 'place') || legal.find((a) => a.type === 'skip') || legal[0]);
        }
        return false;
      });
      assert.ok(found, 'a figure step with four targets');
      await frames(page, 4);  // (the view follows the new decision first; the far view below is then the person's)
      const spots = await api(page, 'debug.targets');
      await api(page, 'debug.view', [{ centre: [0, 0], tilePx: 30 }]);
      await frames(page, 4);
      const circles = await api(page, 'debug.targets');
      assert.ok(circles.length >= 3 && spots.length === circles.length, `a figure step with three targets or more: ${JSON.stringify(spots)}`);
      for (let i = 0; i < circles.length; ++i)
        for (let j = i + 1; j < circles.length; ++j)
          assert.ok(Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y) >= 22,
            `the circles of ${circles[i].label} and ${circles[j].label} lie apart at 30 px a square`);
      await shot('figure-far');
      await api(page, 'debug.view', [{ centre: [0.5, 0.5], tilePx: phone ? 150 : 190 }]);
      await frames(page, 4);
      await shot('board-150-near');
      assert.deepEqual(problems, [], 'no console errors');
    } finally {
      await browser.close();
    }
  });
}
