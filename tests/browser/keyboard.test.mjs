// The game with the keyboard alone, and what a screen reader hears. A whole two-player game is started
// with Enter on the new-game screen and played with key presses only (page.keyboard.press): the
// arrows move a cursor between the squares where the tile fits, R turns the tile among the rotations
// that fit there, Enter places it, Tab walks the figure targets and Enter places the figure, S skips;
// the test only reads the page (state, legal actions, the cursor) to decide which keys to press, and
// checks after every key that the keys never point at anything the engine does not offer. The game
// ends with the native engine's scores for the same record. The aria-live region says each turn:
// whose turn it is, the tile drawn and what scored, in the log's own sentences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, frames, api, nativeReplay, setUpBrowsers, rng, SCREENSHOTS, waitForWidgets, NO_MOTION, WHOLE_GAMES } from './helpers.mjs';

// Decisions answered by keys: the whole game in long-tests.sh (Chromium); in the test command the first 30 (every key
// is used several times by then), the rest of the game by the script, then the end by keys again.
const KEY_STEPS = WHOLE_GAMES ? Infinity : 30;
// How often each key was pressed at least: arrows, R, Tab, S.
const USED = WHOLE_GAMES ? [20, 10, 10, 5] : [8, 4, 4, 2];

const env = setUpBrowsers(['browser']);

const view = (page) => api(page, 'debug.view');
// A key, then the frame that reads it: the app's frame callback was asked for before this one's, so
// it runs first in the next frame.
async function press(page, key, settle = 1) {
  await page.keyboard.press(key);
  await frames(page, settle);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

test('a whole game with the keyboard alone ends with the native engine\'s scores', { timeout: 180_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  await frames(page, 3);
  assert.equal((await api(page, 'state')).screen, 'new-game');
  await press(page, 'Enter');  // Start
  let st = await api(page, 'state');
  assert.equal(st.screen, 'game', 'Enter on the new-game screen starts the game');
  assert.equal(st.record.setup.players.length, 2);
  assert.ok(st.record.setup.players.every((p) => !p.ai), 'two people take turns at one keyboard');

  const rand = rng(20261201);
  let steps = 0, arrows = 0, turns = 0, tabs = 0, skips = 0, shotTarget = null;
  while (st.status === 'playing') {
    assert.ok(++steps < 400, 'the game ends');
    if (steps > KEY_STEPS) {
      st = await page.evaluate(() => {
        while (window.carcassonne.state().status === 'playing') {
          const legal = window.carcassonne.legal();
          window.carcassonne.apply(legal.find((a) => a.type !== 'skip') || legal[0]);
        }
        return window.carcassonne.state();
      });
      break;
    }
    const legal = await api(page, 'legal');
    const before = st.record.actions.length;
    let expected;
    if (st.next.decision === 'place') {
      const fits = (x, y, rot) => legal.some((a) => a.type === 'place' && a.x === x && a.y === y && a.rot === rot);
      const onSquare = (c) => legal.some((a) => a.type === 'place' && a.x === c[0] && a.y === c[1]);
      let v = await view(page);
      assert.ok(v.cursor && onSquare(v.cursor), `the cursor is on a square where the tile fits (${JSON.stringify(v.cursor)})`);
      assert.ok(fits(v.cursor[0], v.cursor[1], v.rotation), 'turned so that it fits there');
      // A few arrows in random directions; the cursor only ever stops where the tile fits.
      for (let i = Math.floor(rand() * 4); i > 0; --i) {
        await press(page, ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'][Math.floor(rand() * 4)]);
        v = await view(page);
        assert.ok(onSquare(v.cursor), `an arrow moves to a square where the tile fits (${JSON.stringify(v.cursor)})`);
        assert.ok(fits(v.cursor[0], v.cursor[1], v.rotation));
        ++arrows;
      }
      // R turns the tile among the rotations that fit on that square.
      for (let i = Math.floor(rand() * 3); i > 0; --i) {
        await press(page, 'r');
        v = await view(page);
        assert.ok(fits(v.cursor[0], v.cursor[1], v.rotation), 'R keeps to the rotations that fit there');
        ++turns;
      }
      expected = { type: 'place', x: v.cursor[0], y: v.cursor[1], rot: v.rotation };
      if (steps === 41) await page.screenshot({ path: path.join(SCREENSHOTS, 'keyboard-cursor.png') });
      await press(page, 'Enter');
    } else {
      const targets = await api(page, 'debug.targets');
      const canSkip = legal.some((a) => a.type === 'skip');
      if (targets.length && (!canSkip || rand() < 0.6)) {
        const n = 1 + Math.floor(rand() * targets.length);
        for (let i = 0; i < n; ++i) await press(page, 'Tab');
        const v = await view(page);
        assert.equal(v.choice, (n - 1) % targets.length, 'Tab walks the targets in order');
        expected = targets[v.choice].action;
        if (!shotTarget) shotTarget = await page.screenshot({ path: path.join(SCREENSHOTS, 'keyboard-target.png') });
        assert.ok(legal.some((a) => same(a, expected)), 'the target is a legal action');
        await press(page, 'Enter');
        tabs += n;
      } else {
        assert.ok(canSkip, `a decision the keyboard can answer (${st.next.decision})`);
        expected = { type: 'skip' };
        await press(page, 's');
        ++skips;
      }
    }
    st = await api(page, 'state');
    assert.equal(st.record.actions.length, before + 1, `one action per decision (${JSON.stringify(expected)})`);
    const done = st.record.actions[before];
    for (const k of Object.keys(expected)) assert.deepEqual(done[k], expected[k], `the action the keys chose (${k})`);
  }
  assert.equal(st.status, 'over');
  assert.ok(arrows > USED[0] && turns > USED[1] && tabs > USED[2] && skips > USED[3], `every key was used (${arrows} ${turns} ${tabs} ${skips})`);
  const native = await nativeReplay(st.record);
  assert.deepEqual(st.scores, native.scores, 'the same final scores as the native engine');
  // The end: Enter plays again with the same players.
  const w = await waitForWidgets(page, ['final-play-again', 'score-chart']);
  assert.ok(w['final-play-again'] && w['score-chart'], 'the end shows the chart and Play again');
  await press(page, 'Enter');
  const again = await api(page, 'state');
  assert.equal(again.status, 'playing', 'Enter at the end plays again');
  assert.deepEqual(again.record.setup.players, st.record.setup.players);
  assert.notEqual(again.record.setup.seed, st.record.setup.seed, 'a new shuffle');
  assert.deepEqual(problems, []);
});

test('the screen reader hears whose turn it is, the tile drawn and what scored', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const live = await page.evaluate(() => {
    const el = document.getElementById('announce');
    return el && { live: el.getAttribute('aria-live'), hidden: el.getBoundingClientRect().width <= 1 };
  });
  assert.deepEqual(live, { live: 'polite', hidden: true }, 'a visually hidden polite live region');
  const setup = { players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: [], seed: 'aria-2' };
  assert.deepEqual(await api(page, 'newGame', [setup]), { ok: true });
  await frames(page, 3);
  const heard = () => page.evaluate(() => window.carcassonneAnnounced || []);
  let said = await heard();
  assert.match(said.at(-1), /^Ana draws .+\.$/m, 'the first tile drawn is said');
  assert.match(said.at(-1), /^Ana: place the tile$/m, 'and whose turn it is');

  // One action at a time (figures first, so that something scores) until an announcement tells a score.
  const rand = rng(5);
  let scored = null;
  for (let i = 0; i < 200 && !scored; ++i) {
    const legal = await api(page, 'legal');
    if (!legal.length) break;
    const figures = legal.filter((a) => a.type === 'figure');
    const pool = figures.length ? figures : legal;
    const count = (await heard()).length;
    assert.deepEqual(await api(page, 'apply', [pool[Math.floor(rand() * pool.length)]]), { ok: true });
    await frames(page, 2);
    said = await heard();
    assert.equal(said.length, count + 1, 'each action is announced once');
    if (/points?\b/.test(said.at(-1)) && /draws/.test(said.at(-1))) scored = said.at(-1);
  }
  assert.ok(scored, 'a turn that scored was announced');
  const lines = scored.split('\n');
  const log = await api(page, 'debug.logLines');
  const st = await api(page, 'state');
  const decision = lines.pop();
  assert.match(decision, new RegExp(`^${st.record.setup.players[st.next.player].name}: `), 'it ends with whose turn it is');
  for (const l of lines) assert.ok(log.includes(l), `"${l}" is a sentence of the log`);
  assert.ok(lines.some((l) => /draws/.test(l)) && lines.some((l) => /points?/.test(l)), 'the draw and the score are said');
  // The live region holds the last announcement (filled a moment after it is emptied).
  await page.waitForFunction(() => document.getElementById('announce').textContent.length > 0);
  assert.equal(await page.evaluate(() => document.getElementById('announce').textContent), scored);
  assert.deepEqual(problems, []);
});

test('every dialog is reached with the keyboard: M gives the keys to the buttons beside the board', { timeout: 120_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const setup = { players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }], expansions: [], seed: 'dialogs' };
  assert.deepEqual(await api(page, 'newGame', [setup]), { ok: true });
  await frames(page, 3);
  const widgets = () => api(page, 'debug.widgets');
  // M, then the arrows to a button and Space: Saved games (the second row's first), Share (its second).
  for (const [moves, shown, close] of [[['ArrowDown'], 'saves-close', 'Escape'],
    [['ArrowDown', 'ArrowRight'], 'share-close', 'Escape']]) {
    // A few frames after each key: ImGui's navigation moves its focus a frame after it is asked to, and
    // on a loaded machine two key events may otherwise reach the page within one frame.
    await press(page, 'm', 3);
    for (const k of moves) await press(page, k, 3);
    await press(page, ' ', 3);  // Space
    assert.ok((await widgets())[shown], `the dialog opened from the keyboard shows (${shown})`);
    await press(page, close);
    await frames(page, 2);  // the widgets of the frame after the one that closed it
    assert.ok(!(await widgets())[shown], 'Escape closes it');
    await frames(page, 2);
    // The board has the keys again: an arrow shows the cursor on a square where the tile fits.
    await press(page, 'ArrowRight');
    const v = await view(page);
    const legal = await api(page, 'legal');
    assert.ok(v.cursor && legal.some((a) => a.type === 'place' && a.x === v.cursor[0] && a.y === v.cursor[1]),
      'the arrows move the board\'s cursor again');
  }
  // M then Escape gives the keys back without pressing anything.
  await press(page, 'm');
  await press(page, 'Escape');
  const before = (await view(page)).cursor;
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).record.actions.length, 1, 'Enter places the tile after Escape');
  assert.ok(before);
  // F1: how to play; N: the new-game screen, Escape back to the game.
  await press(page, 'F1');
  await frames(page, 2);
  assert.ok(Object.keys(await widgets()).some((k) => k.startsWith('help')), 'F1 opens how to play');
  await press(page, 'Escape');
  await frames(page, 2);  // the game's keys come back the frame after a dialog closes
  await press(page, 'n');
  assert.equal((await api(page, 'state')).screen, 'new-game');
  await press(page, 'Escape');
  assert.equal((await api(page, 'state')).screen, 'game');
  assert.deepEqual(problems, []);
});
