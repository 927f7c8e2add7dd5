// A new player's first game on a phone (issue 31), by finger alone: the River and two computers, every
// move of the player made by taps on the board and its buttons (no script call makes a move). At each
// of the player's decisions the test looks as the player would: a square where the tile fits is in
// view and nothing covers it (no tip, no card, no dialog), no text speaks of a key, a click or a
// mouse, and every button is a finger's size; after each computer move its tile came into view. It
// prints the taps each turn took: a tile and its meeple take two (the square, then the meeple's circle
// on the tile shown there), a tile with no figure three (the square, again to lay it, "No figure").
// The test command plays its first SHORT_GAME_TURNS turns, in Chromium and WebKit (the engine of every
// iPhone browser, in its narrowest window: touch.test.mjs says why), as the games by link do;
// long-tests.sh plays it to its end in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { GAME_LENGTH, SCREENSHOTS, SHORT_GAME_TURNS, WHOLE_GAMES, api, frames, launch, onlyIn, openApp, setUpBrowsers, waitForWidgets } from './helpers.mjs';
import { PHONE, centre, finger, settledCell, standing } from './finger.mjs';

const env = setUpBrowsers([]);

// Words a phone's player should never read: the gestures of a mouse and a keyboard.
const DESKTOP_WORDS = /\b(click|clicks|clicked|right-click|double-click|mouse|keyboard|keys?)\b|\bpress(es)? [A-Z0-9]\b|\([A-Z]\)/i;

// The buttons a finger uses in a game, each at least 44 CSS px each way (a finger's width).
const FINGER_BUTTONS = ['toggle-log', 'new-game', 'share', 'help', 'centre', 'undo', 'hint', 'skip', 'tip-close', 'place-here'];
function smallButtons(widgets) {
  return FINGER_BUTTONS.filter((id) => widgets[id] && (widgets[id].w < 43.5 || widgets[id].h < 43.5))
    .map((id) => `${id} ${widgets[id].w.toFixed(0)}x${widgets[id].h.toFixed(0)}`);
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Square (x, y) on screen as a rectangle, and whether it lies wholly in the board's area.
async function squareOnScreen(page, view, q) {
  const c = await api(page, 'debug.cellToScreen', [q.x, q.y]);
  const h = view.tilePx / 2;
  const r = { x: c.x - h, y: c.y - h, w: 2 * h, h: 2 * h, cx: c.x, cy: c.y };
  const a = view.area;
  r.inView = r.x >= a.x - 1 && r.y >= a.y - 1 && r.x + r.w <= a.x + a.w + 1 && r.y + r.h <= a.y + a.h + 1;
  return r;
}

// The centre of widget `id` once it stands still (the bar below the board settles a few frames after
// the step changes).
async function standingWidget(page, id) {
  await waitForWidgets(page, [id]);
  return standing(page, async () => {
    const w = (await api(page, 'debug.widgets'))[id];
    return w && centre(w);
  }, 2, `${id} never stood still`, 40);
}

// Records, inside the page, whether the last tile laid was ever wholly in the board's area while it was
// the last one: a computer's move is followed by the next within a second, faster than a test's
// round trips. Only reads (the page is not kept awake by it).
function watchLastTile() {
  const c = window.carcassonne;
  window.lastTileSeen = {};
  setInterval(() => {
    const t = c.debug.motion().lastTile;
    if (!t) return;
    const v = c.debug.view();
    const h = v.tilePx / 2 - 1, a = v.area;
    const inView = t.screenX - h >= a.x && t.screenY - h >= a.y && t.screenX + h <= a.x + a.w && t.screenY + h <= a.y + a.h;
    const k = `${t.x},${t.y}`;
    window.lastTileSeen[k] = window.lastTileSeen[k] || inView;
  }, 30);
}

test(`a first game on a phone by finger alone, against two computers with the River (${GAME_LENGTH})`, {
  timeout: 600_000, skip: onlyIn(['chromium', 'webkit'], 'Firefox\'s touch emulation differs (touch.test.mjs)'),
}, async () => {
  const browser = await launch({ ...PHONE, deviceScaleFactor: 1 });
  try {
    // A new player: the tips on, as a first visit has them.
    const { page, problems } = await openApp(browser.context, env.baseUrl);
    const tap = (await finger(page)).tap;
    assert.deepEqual(await api(page, 'newGame', [{
      players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue', ai: 'easy' }, { name: 'Cai', color: 'green', ai: 'easy' }],
      expansions: ['river'], options: {}, seed: 'phone-first-game',
    }]), { ok: true });
    // No pause of its own between the computers' moves: only the view's (a move waits while the view
    // goes to the last one and shows it: ai/ai_driver.h), which this test then checks.
    await api(page, 'debug.aiOptions', [{ delay: 0 }]);
    await page.evaluate(watchLastTile);
    const taps = [];      // per turn of Ana's: the taps its tile and its figure took
    let tipTaps = 0;      // "Got it" on the tips, apart
    let turns = 0;
    let figures = 0;
    const withFigure = []; // the taps of the turns that put a meeple
    for (let guard = 0; ; ++guard) {
      assert.ok(guard < 400, 'the game ends');
      await page.waitForFunction(() => {
        const s = window.carcassonne.debug.aiStatus();
        return s.over || s.decider === 0;
      }, null, { timeout: 60_000 });
      const status = await api(page, 'debug.aiStatus');
      if (status.over || (!WHOLE_GAMES && turns >= SHORT_GAME_TURNS)) break;
      const decision = (await api(page, 'state')).next.decision;
      const legal = await api(page, 'legal');
      if (decision === 'place') {
        ++turns;
        let n = 0;
        const fits = legal.filter((a) => a.type === 'place');
        // The view glides to a square where the tile fits, and may move once more to clear a tip.
        const first = fits[0];
        await settledCell(page, first);
        let view = await api(page, 'debug.view');
        let w = await api(page, 'debug.widgets');
        // A tip explains the turn: it covers no square where the tile fits; read, it goes ("Got it").
        const squares = await Promise.all(fits.map((q) => squareOnScreen(page, view, q)));
        for (const card of ['tip-card', 'move-note'])
          if (w[card])
            for (const q of squares.filter((s) => s.inView)) {
              if (overlap(w[card], q)) await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-covered.png') });
              assert.ok(!overlap(w[card], q), `turn ${turns}: the ${card} ${JSON.stringify(w[card])} covers a square where the tile fits ${JSON.stringify(q)}`);
            }
        const texts = (await api(page, 'debug.texts')).map((t) => t.text);
        const desktop = texts.filter((t) => DESKTOP_WORDS.test(t));
        assert.deepEqual(desktop, [], `turn ${turns}: no text names a key, a click or a mouse`);
        if (turns === 1) await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-first-turn.png') });
        // (From the second turn: WebKit's page says it has a touch screen only once a finger touched it.)
        if (turns > 1) assert.deepEqual(smallButtons(w), [], `turn ${turns}: every button is at least 44 px each way`);
        if (w['tip-close']) {
          await page.screenshot({ path: path.join(SCREENSHOTS, `phone-game-tip-${turns}.png`) });
          await tap(centre(w['tip-close']));
          ++tipTaps;
          await frames(page, 3);
        }
        // At least one of them is in view, under nothing: the player taps it, then taps it again.
        const fit = fits.find((q, i) => squares[i].inView);
        if (!fit) await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-no-square.png') });
        assert.ok(fit, `turn ${turns}: a square where the tile fits is in view (${fits.length} of them; tip ${JSON.stringify(w['tip-card'])}; the area ${JSON.stringify(view.area)}, squares ${JSON.stringify(squares.map((s) => [s.cx, s.cy]))})`);
        const before = (await api(page, 'state')).record.actions.length;
        const cell = await settledCell(page, fit);
        await tap(cell);
        ++n;
        await settledCell(page, fit);  // the board may move to bring the figures' circles round the tile into view
        view = await api(page, 'debug.view');
        assert.deepEqual(view.pick, [fit.x, fit.y], `turn ${turns}: the tap shows the tile on the square`);
        // The figures that may go on it are offered on the picked tile: every third turn, a meeple
        // there when one is offered (the tile and its figure in two taps).
        // They ring the tile, off it: a tap on the tile lays it and nothing else.
        {
          const sq = await squareOnScreen(page, view, fit);
          const r = 44 / 2 - 1;  // a finger's circle: 44 px across
          const onTile = view.pickTargets.filter((t) => Math.hypot(Math.max(0, Math.abs(t.x - sq.cx) - sq.w / 2), Math.max(0, Math.abs(t.y - sq.cy) - sq.h / 2)) < r);
          assert.deepEqual(onTile, [], `turn ${turns}: no figure's circle reaches onto the picked tile`);
          // A tip's card keeps clear of them too (at the phone's bottom edge it once covered them and
          // took the tap meant for a circle).
          const card = (await api(page, 'debug.widgets'))['tip-card'];
          const under = card ? view.pickTargets.filter((t) => t.x >= card.x && t.x <= card.x + card.w && t.y >= card.y && t.y <= card.y + card.h) : [];
          assert.deepEqual(under, [], `turn ${turns}: the tip's card covers no figure's circle round the picked tile`);
        }
        const offered = view.pickTargets.find((t) => t.action.type === 'figure' && t.action.figure === 'meeple');
        if (offered && turns % 3 === 1) {
          if (!figures) await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-pick-figures.png') });
          await tap({ x: offered.x, y: offered.y });
          ++n;
          const done = await api(page, 'state');
          const [laid, put] = done.record.actions.slice(before, before + 2);
          assert.deepEqual(laid && [laid.type, laid.x, laid.y], ['place', fit.x, fit.y], `turn ${turns}: a figure's circle on the picked tile lays the tile`);
          assert.deepEqual(put, offered.action, `turn ${turns}: and puts that figure on it`);
          ++figures;
          taps.push(n);
          withFigure.push(n);
          continue;
        }
        await tap(await api(page, 'debug.cellToScreen', [fit.x, fit.y]));
        ++n;
        const after = await api(page, 'state');
        const laid = after.record.actions[before];
        assert.deepEqual(laid && [laid.type, laid.x, laid.y], ['place', fit.x, fit.y], `turn ${turns}: the second tap lays the tile`);
        // The figures offered on the picked tile were those of the figure step (the engine's, both).
        if (after.next && after.next.player === 0 && after.next.decision === 'figure') {
          const key = (a) => JSON.stringify(a);
          const step = (await api(page, 'debug.targets')).filter((t) => t.action.type === 'figure').map((t) => key(t.action)).sort();
          assert.deepEqual(view.pickTargets.map((t) => key(t.action)).sort(), step, `turn ${turns}: the figures offered on the picked tile are the figure step's`);
        }
        // The figure: every third turn a meeple where one may go, else "No figure".
        if (after.next && after.next.player === 0 && after.next.decision === 'figure') {
          const targets = await api(page, 'debug.targets');
          const meeple = targets.find((t) => t.action.type === 'figure' && t.action.figure === 'meeple');
          if (meeple && turns % 3 === 1) {
            await tap({ x: meeple.x, y: meeple.y });
            ++figures;
            withFigure.push(n + 1);
          } else {
            await tap(await standingWidget(page, 'skip'));
          }
          ++n;
          const settled = await api(page, 'state');
          // (A computer may have moved already: Ana's own action is the one after her tile.)
          const mine = settled.record.actions[before + 1];
          assert.ok(mine && (mine.type === 'skip' || mine.type === 'figure'),
            `turn ${turns}: one tap settles the figure (${JSON.stringify(mine)}; next ${JSON.stringify(settled.next)})`);
        }
        taps.push(n);
        if (turns === 8) await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-turn-8.png') });
      } else {
        assert.fail(`a decision of Ana's this game does not have: ${decision} (${JSON.stringify(legal.slice(0, 3))})`);
      }
    }
    const st = await api(page, 'state');
    if (WHOLE_GAMES) assert.equal(st.status, 'over', 'the game ended');
    // Every computer move's tile came into view while it was the last.
    const seen = await page.evaluate(() => window.lastTileSeen);
    const computerTiles = st.events.filter((e) => e.type === 'place' && e.player !== 0);
    const missed = computerTiles.filter((a) => !seen[`${a.x},${a.y}`]);
    assert.deepEqual(missed, [], `every computer move's tile was in view (${computerTiles.length} moves)`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-game-end.png') });
    const mean = taps.reduce((a, b) => a + b, 0) / taps.length;
    const meanFigure = withFigure.reduce((a, b) => a + b, 0) / Math.max(1, withFigure.length);
    console.log(`# ${turns} turns of Ana's by finger, ${figures} meeples placed: taps per turn ${mean.toFixed(2)} (${taps.join(' ')}), ` +
      `${meanFigure.toFixed(2)} for a tile and a meeple, ` +
      `${tipTaps} taps on the tips' "Got it"; ${computerTiles.length} computer moves, each tile in view`);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
