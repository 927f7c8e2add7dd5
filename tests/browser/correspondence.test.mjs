// Play by link as a correspondence game: two devices (two browser profiles, each its own local
// storage) play the first turns of a 2-player game with every expansion by passing links only (the
// whole way to the end: fair_deal.test.mjs, which passes links the same way). Each claims
// its seat (the seat question, answered by clicking), cannot move on the other's turn (apply is
// refused and the page shows whose turn it is), sees the other's turns replayed with a one-line
// summary, is offered at once to send the link back, and both hold the native replay's scores.
// Then: an older link opened after a newer one, two links that diverge from one position, and a
// 3-player game where two seats share one device. Screenshots at 1280x800 and 390x844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, frames, clickAt, SCREENSHOTS, api, setUpBrowsers, nativeReplay, waitForWidgets, playDecisionsHere, NO_MOTION, SHORT_GAME_TURNS, WHOLE_GAMES, ENGINE, EVERY_EXPANSION, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['ana', 'ben']);
const ALL = EVERY_EXPANSION;
const TWO = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
  expansions: ALL, options: {}, seed: 'correspondence-1',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const corr = (page) => api(page, 'correspondence');
const T0 = Date.now();
const log = (...a) => { if (process.env.CARC_DEBUG) console.log(Date.now() - T0, ...a); };

// Both sizes of one screen.
async function shoot(page, name) {
  await page.evaluate(() => { document.getElementById('alert').hidden = true; });  // the test's own refused moves
  for (const [suffix, size] of [['', DESKTOP], ['-phone', PHONE]]) {
    await page.setViewportSize(size);
    await frames(page, 4);
    await page.screenshot({ path: path.join(SCREENSHOTS, `correspondence-${name}${suffix}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await frames(page, 6);  // windows that fit their content settle in the new size before the next click
}

// This device plays its decisions while the decision is its own (helpers.mjs).
const playMine = playDecisionsHere;

// Opens `link` on a page that is already open (a new fragment: hashchange) and waits until the game
// is on screen with all its actions (after the replay of what happened since my last move).
async function openLink(page, link, actions) {
  await page.goto(link);
  await page.waitForFunction((n) => {
    const c = window.carcassonne.correspondence();
    return !c.catchUp.active && window.carcassonne.state().record?.actions.length === n;
  }, actions, { timeout: 30_000 });
}

// Answers the seat question by clicking like a person: the players' boxes, then the confirm button.
async function answerSeats(page, seats) {
  await page.waitForFunction(() => window.carcassonne.correspondence().asking, null, { timeout: 20_000 });
  for (const s of seats) {
    const w = await waitForWidgets(page, [`seat-${s}`]);
    assert.ok(w[`seat-${s}`], `the question lists seat ${s} (${Object.keys(w)})`);
    await clickAt(page, w[`seat-${s}`].cx, w[`seat-${s}`].cy);
  }
  const w = await waitForWidgets(page, ['seat-confirm']);
  await clickAt(page, w['seat-confirm'].cx, w['seat-confirm'].cy);
  await page.waitForFunction(() => !window.carcassonne.correspondence().asking, null, { timeout: 10_000 }).catch(() => {});
  const c = await corr(page);
  assert.equal(c.asking, false, 'the question is answered');
  assert.deepEqual(c.seats, { mode: 'chosen', local: seats });
}

// The other device's move is refused here, and the page says whose turn it is.
async function checkWaiting(page, name) {
  const c = await corr(page);
  assert.equal(c.mayDecide, false);
  assert.equal(c.waiting, true, 'waiting for the other player');
  const legal = await api(page, 'legal');
  assert.ok(legal.length > 0);
  const r = await api(page, 'apply', [legal[0]]);
  assert.equal(r.ok, false, 'a move on the other player\'s turn is refused');
  const w = await waitForWidgets(page, ['wait-send', 'wait-take-over']);
  assert.ok(w['wait-send'] && w['wait-take-over'], `the waiting panel offers the link and the seat (${Object.keys(w)})`);
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.some((t) => t === `${name}'s turn`), `the page says it is ${name}'s turn`);
}

// The first turns of a game by links, every step as a person takes it (the prompt, the address, the
// replay, the summary); fair_deal.test.mjs plays a game by links to its end (long-tests.sh). Outside
// Chromium four turns: every kind of step comes in them (the prompt closed, then sent at once, the
// summary), and the turns after repeat the app's own logic.
const LINK_TURNS = WHOLE_GAMES ? 12 : ENGINE === 'chromium' ? SHORT_GAME_TURNS : 4;
test(`two devices play a game with every expansion by passing links only, ${LINK_TURNS} turns`, { timeout: 600_000 }, async () => {
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(ana, 'newGame', [TWO]), { ok: true });
  // A game started here plays every seat here, until Ana says she is Ana (the Share window offers it).
  assert.equal((await corr(ana)).seats.mode, 'hot-seat');
  let w = await waitForWidgets(ana, ['share']);
  await clickAt(ana, w.share.cx, w.share.cy);
  w = await waitForWidgets(ana, ['share-choose-seat']);
  assert.ok(w['share-choose-seat'], 'the Share window offers to choose a seat');
  await clickAt(ana, w['share-choose-seat'].cx, w['share-choose-seat'].cy);
  await answerSeats(ana, [0]);
  for (const p of [ana]) await api(p, 'correspondence', [{ catchUpDelay: 0.02 }]);

  let ben = null;
  let pb = [];
  let seed = 1;
  let turns = 0;
  let mover = ana;
  let other = null;
  let link = null;
  for (;;) {
    log('turn', turns, 'mover', mover === ana ? 'ana' : 'ben');
    const made = await playMine(mover, seed++);
    log('made', made);
    assert.ok(made > 0 || turns === 0 || (await api(mover, 'state')).status === 'over', 'the device had a decision to make');
    // One round trip: the prompt to send the game on appears in the frame after the move.
    const { st, c, refused } = await mover.evaluate(() => new Promise((resolve) => {
      const look = () => {
        const cc = window.carcassonne.correspondence();
        if (!cc.send.visible) return requestAnimationFrame(look);
        const legal = window.carcassonne.legal();
        const r = cc.waiting && legal.length ? window.carcassonne.apply(legal[0]) : { ok: false };
        resolve({ st: window.carcassonne.state(), c: window.carcassonne.correspondence(), refused: !r.ok });
      };
      look();
    }));
    // Sent on at once: the prompt names the next player (or says the game is over) and shows the link.
    assert.equal(c.send.visible, true, `turn ${st.turn}: the page offers to send the link`);
    link = c.send.link;
    assert.equal(link, await api(mover, 'shareLink'));
    assert.equal(c.send.length, link.length);
    const next = st.status === 'over' ? null : st.next.player;
    if (next !== null) assert.match(c.send.message, new RegExp(`your turn, ${TWO.players[next].name}!`));
    else assert.match(c.send.message, /the game is over/);
    if (turns === 0) await shoot(mover, 'send-back');
    if (next !== null) {
      if (turns < 2) {
        // Close the prompt (Later) and look at the waiting state.
        w = await waitForWidgets(mover, ['send-later']);
        await clickAt(mover, w['send-later'].cx, w['send-later'].cy);
        await checkWaiting(mover, TWO.players[next].name);
        if (turns === 0) await shoot(mover, 'waiting');
      } else {
        assert.equal(c.waiting, true);
        assert.equal(refused, true, 'no move on the other player\'s turn');
      }
    }

    // The other device opens the link.
    if (!ben) {
      log('ben opens');
      ({ page: ben, problems: pb } = await openApp(env.ben.context, link, NO_MOTION));
      await frames(ben, 3);
      assert.equal((await corr(ben)).asking, true, 'a game arriving by link asks who you are');
      assert.equal((await api(ben, 'apply', [(await api(ben, 'legal'))[0]])).ok, false, 'no move before the seat is known');
      await shoot(ben, 'seat-question');
      await api(ben, 'correspondence', [{ catchUpDelay: 6 }]);
      await answerSeats(ben, [1]);
      // What happened since my last move (here: since the start) is replayed, one action at a time.
      let cu = (await corr(ben)).catchUp;
      assert.equal(cu.active, true, 'the turns since my last move are replayed');
      assert.equal(cu.from, 0);
      assert.equal(cu.to, st.record.actions.length);
      await ben.waitForFunction(() => window.carcassonne.correspondence().catchUp.next >= 1);
      await shoot(ben, 'since-your-turn');
      w = await waitForWidgets(ben, ['catch-up-skip']);
      assert.ok(w['catch-up-skip'], 'the replay can be skipped');
      await clickAt(ben, w['catch-up-skip'].cx, w['catch-up-skip'].cy);
      cu = (await corr(ben)).catchUp;
      assert.equal(cu.active, false);
      assert.deepEqual((await api(ben, 'state')).record, st.record);
      await api(ben, 'correspondence', [{ catchUpDelay: 0.02 }]);
      other = ana;
      mover = ben;
    } else {
      const to = mover === ana ? ben : ana;
      const lastOwn = (await corr(to)).saveId;
      log('open link', st.record.actions.length);
      await openLink(to, link, st.record.actions.length);
      log('opened');
      const { ct, scores } = await to.evaluate(() => ({ ct: window.carcassonne.correspondence(), scores: window.carcassonne.state().scores }));
      assert.equal(ct.saveId, lastOwn, 'the link continued the saved game');
      assert.ok(ct.catchUp.to - ct.catchUp.from >= made, `the other's ${made} moves were replayed (${ct.catchUp.from}..${ct.catchUp.to})`);
      assert.deepEqual(scores, st.scores);
      other = mover;
      mover = to;
    }
    const cm = await corr(mover);
    const moverName = TWO.players[mover === ana ? 0 : 1].name;
    const otherName = TWO.players[mover === ana ? 1 : 0].name;
    assert.match(cm.summary, new RegExp(`^${otherName} placed|^${otherName} scored|^Nothing new|^${moverName} scored`), cm.summary);
    if (next === null) {
      assert.match(cm.summary, /the game is over\.$/);
      break;
    }
    if (next === (mover === ana ? 0 : 1)) assert.match(cm.summary, /your turn\.$/);
    if (turns === 3) await shoot(mover, 'summary');
    ++turns;
    assert.ok(turns < 400, 'the game ends');
    if (turns >= LINK_TURNS) break;
  }

  const a = await api(ana, 'state');
  const b = await api(ben, 'state');
  assert.deepEqual(a.record, b.record, 'both devices hold the same game');
  const native = await nativeReplay(a.record);
  assert.equal(native.status, a.status);
  assert.deepEqual(a.scores, native.scores, 'Ana\'s device ends with the native replay\'s scores');
  assert.deepEqual(b.scores, native.scores, 'Ben\'s device too');
  // The saved-games list: one game each, finished (or going on, in the short game).
  for (const p of [ana, ben]) {
    const saves = await api(p, 'saves');
    assert.equal(saves.length, 1, 'one saved game per device');
    assert.equal(saves[0].status, a.status === 'over' ? 'over' : 'playing');
  }
  assert.deepEqual(pa, []);
  assert.deepEqual(pb, []);
  await ana.close();
  await ben.close();
});

// Opens a link and waits until the page has taken it (the address loses its fragment).
async function goLink(page, link) {
  await page.goto(link);
  await page.waitForFunction(() => window.location.hash === '', null, { timeout: 20_000 });
  await frames(page, 2);
}

const records = async (page) => {
  const out = {};
  for (const s of await api(page, 'saves')) out[s.id] = await page.evaluate((id) => localStorage.getItem(`carcassonne.game.${id}`), s.id);
  return out;
};

// The timeouts of the next two only guard against a hang: WebKit took up to 217 s for one of them on a
// machine with six engineers' builds (load ~35); 20-60 s when quiet.
test('an older link opened after a newer one, and two links that went different ways from one position', { timeout: 300_000, skip: appLogic('links between two browsers above') }, async () => {
  const SETUP = { ...TWO, expansions: ['river', 'abbey-mayor'], seed: 'correspondence-2' };
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  const { page: ben, problems: pb } = await openApp(env.ben.context, env.baseUrl, NO_MOTION);
  for (const p of [ana, ben]) await api(p, 'correspondence', [{ catchUpDelay: 0.02 }]);
  assert.deepEqual(await api(ana, 'newGame', [SETUP]), { ok: true });
  assert.deepEqual(await api(ana, 'claimSeat', [0]), { ok: true });
  await playMine(ana, 101);
  const link1 = await api(ana, 'shareLink');
  const n1 = (await api(ana, 'state')).record.actions.length;
  await goLink(ben, link1);
  assert.deepEqual(await api(ben, 'claimSeat', [1]), { ok: true });
  await api(ben, 'skipCatchUp');
  await playMine(ben, 102);
  const link2 = await api(ben, 'shareLink');
  const n2 = (await api(ben, 'state')).record.actions.length;
  await openLink(ana, link2, n2);
  const anaId = (await corr(ana)).saveId;
  const newer = await api(ana, 'state');

  // The older link: nothing is overwritten; the newer saved game stays open and the page explains.
  const before = await records(ana);
  await goLink(ana, link1);
  let c = await corr(ana);
  assert.equal(c.conflict.visible, true, 'the page explains what it found');
  assert.equal(c.conflict.kind, 'older');
  assert.deepEqual((await api(ana, 'state')).record, newer.record, 'the newer saved game is open');
  assert.equal(c.saveId, anaId);
  assert.deepEqual(await records(ana), before, 'no saved game changed');
  const texts = (await api(ana, 'debug.texts')).map((t) => t.text).join(' ');
  assert.match(texts, /An older link/);
  await shoot(ana, 'older-link');
  // Opening the older position keeps it as a game of its own (one click, as a person's).
  let w = await waitForWidgets(ana, ['conflict-link']);
  await clickAt(ana, w['conflict-link'].cx, w['conflict-link'].cy);
  await ana.waitForFunction((n) => window.carcassonne.state().record?.actions.length === n, n1, { timeout: 10_000 }).catch(() => {});
  assert.equal((await api(ana, 'state')).record.actions.length, n1, 'the older position is on screen');
  const afterOlder = await records(ana);
  assert.equal(Object.keys(afterOlder).length, Object.keys(before).length + 1, 'a saved game of its own');
  assert.equal(afterOlder[anaId], before[anaId], 'the newer game is unchanged');
  assert.deepEqual(await api(ana, 'open', [anaId]), { ok: true });

  // Two lines from one position: Ana moves on her device, and Ben, handed Ana's seat on his, moves
  // for her too (another move).
  await playMine(ana, 201);
  const lineA = await api(ana, 'state');
  await ben.keyboard.press('Escape');  // the prompt to send the game to Ana
  await frames(ben, 3);
  w = await waitForWidgets(ben, ['wait-take-over']);
  assert.ok(w['wait-take-over'], 'Ben\'s device offers to take over Ana\'s seat');
  await clickAt(ben, w['wait-take-over'].cx, w['wait-take-over'].cy);
  assert.deepEqual((await corr(ben)).seats.local, [0, 1]);
  // Another move than Ana's: at her first decision a legal action she did not take, then the last.
  await ben.evaluate((hers) => {
    const start = window.carcassonne.state().next.player;
    let first = true;
    while (window.carcassonne.correspondence().mayDecide && window.carcassonne.state().next.player === start) {
      const legal = window.carcassonne.legal();
      const same = (a) => ['type', 'x', 'y', 'rot', 'at', 'figure'].every((k) => a[k] === hers[k]);
      const other = legal.filter((a) => !same(a));
      window.carcassonne.apply(first && other.length ? other[0] : legal[legal.length - 1]);
      first = false;
    }
  }, lineA.record.actions[n2]);
  const lineB = await api(ben, 'state');
  const linkB = await api(ben, 'shareLink');
  assert.deepEqual(lineB.record.actions.slice(0, n2), lineA.record.actions.slice(0, n2), 'the same position');
  assert.notDeepEqual(lineB.record.actions.slice(n2), lineA.record.actions.slice(n2), 'then different moves');

  const before2 = await records(ana);
  await goLink(ana, linkB);
  c = await corr(ana);
  assert.equal(c.conflict.visible, true);
  assert.equal(c.conflict.kind, 'diverged');
  assert.deepEqual((await api(ana, 'state')).record, lineA.record, 'Ana\'s line stays on screen until she chooses');
  const after2 = await records(ana);
  for (const [id, rec] of Object.entries(before2)) assert.equal(after2[id], rec, 'no saved game is overwritten');
  assert.equal(Object.keys(after2).length, Object.keys(before2).length + 1, 'the link\'s line is kept as another saved game');
  await shoot(ana, 'diverged');
  w = await waitForWidgets(ana, ['conflict-link']);
  await clickAt(ana, w['conflict-link'].cx, w['conflict-link'].cy);
  await ana.waitForFunction(() => !window.carcassonne.correspondence().catchUp.active);
  assert.deepEqual((await api(ana, 'state')).record, lineB.record, 'the link\'s line opens');
  assert.deepEqual(await api(ana, 'open', [anaId]), { ok: true });
  assert.deepEqual((await api(ana, 'state')).record, lineA.record, 'and Ana\'s own line is still there');
  assert.deepEqual(pa, []);
  assert.deepEqual(pb, []);
  await ana.close();
  await ben.close();
});

test('three players, two of them on one device', { timeout: 300_000, skip: appLogic('links between two browsers above') }, async () => {
  const THREE = {
    players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' }],
    expansions: ['abbey-mayor'], options: {}, seed: 'correspondence-3',
  };
  const { page: home, problems: ph } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);  // Ana and Cleo
  const { page: ben, problems: pb } = await openApp(env.ben.context, env.baseUrl, NO_MOTION);
  for (const p of [home, ben]) await api(p, 'correspondence', [{ catchUpDelay: 0.02 }]);
  // Ben sets the game up and sends it; Ana moves first.
  assert.deepEqual(await api(ben, 'newGame', [THREE]), { ok: true });
  assert.deepEqual(await api(ben, 'claimSeat', [1]), { ok: true });
  assert.equal((await corr(ben)).waiting, true);
  await goLink(home, await api(ben, 'shareLink'));
  await answerSeats(home, [0, 2]);
  for (let round = 0; round < 4; ++round) {
    // Ana moves (from the second round on she moved right after Cleo); the page sends it to Ben.
    if (round === 0) assert.ok(await playMine(home, 300) > 0);
    await frames(home, 2);
    let c = await corr(home);
    assert.equal(c.send.visible, true);
    assert.match(c.send.message, /your turn, Ben!/);
    const st1 = await api(home, 'state');
    await openLink(ben, c.send.link, st1.record.actions.length);
    // The summary comes when the replay of the other turns has ended (it may start a frame after the link
    // is read).
    await ben.waitForFunction(() => !!window.carcassonne.correspondence().summary, null, { timeout: 20_000 }).catch(() => {});
    assert.match((await corr(ben)).summary, /^(Ana|Cleo) .*; your turn\.$/);
    // Ben moves; the game goes to Cleo, on the other device.
    if (round === 1) {
      let w = await waitForWidgets(ben, ['saves']);
      await clickAt(ben, w.saves.cx, w.saves.cy);
      w = await api(ben, 'debug.widgets');
      const list = await api(ben, 'saves');
      const i = list.findIndex((s) => s.players.length === 3);
      assert.ok(w[`saves-my-turn-${i}`], `the saved games list marks the game waiting for me (${Object.keys(w)})`);
      assert.ok(Object.keys(w).some((k) => k.startsWith('saves-their-turn-') || k.startsWith('saves-my-turn-')));
      await shoot(ben, 'saves-list');
      await ben.keyboard.press('Escape');
      await frames(ben, 2);
    }
    assert.ok(await playMine(ben, 400 + round) > 0);
    await frames(ben, 2);
    c = await corr(ben);
    assert.equal(c.send.visible, true);
    assert.match(c.send.message, /your turn, Cleo!/);
    const st2 = await api(ben, 'state');
    await openLink(home, c.send.link, st2.record.actions.length);
    c = await corr(home);
    assert.match(c.summary, /^Ben .*; your turn, Cleo\.$/, 'two seats here: the summary names whose turn');
    assert.equal(c.mayDecide, true);
    // Cleo moves, then Ana at once on the same device: no link in between.
    const before = (await api(home, 'state')).record.actions.length;
    await playMine(home, 500 + round);
    const st3 = await api(home, 'state');
    assert.equal(st3.next.player, 1, 'Cleo and Ana both moved here; Ben is next');
    assert.ok(st3.record.actions.length > before);
    if (round === 0) {
      // The list on this device: the game waits for Ben.
      await frames(home, 2);
      const list = await api(home, 'saves');
      const e = list.find((s) => s.players.length === 3);
      assert.equal(e.next, 1);
      assert.deepEqual(e.seats, [0, 2]);
    }
  }
  assert.deepEqual(ph, []);
  assert.deepEqual(pb, []);
  await home.close();
  await ben.close();
});

// Why the two tests above once ran in Chromium only - two faults of the page, each reproduced below in
// every engine (both tests fail with the old page and pass with the new one):
// 1. A page whose window did not have the keyboard focus (in WebKit, the first window once a second
//    one opened) ignored the pointer: ImGui's SDL backend on the web reads it only with the focus. So
//    a click the driver sent without focusing that window - the seat question, the older-link dialog -
//    was lost (a person's click focuses the window first, but the page showed no hover there either).
//    The page now takes the pointer wherever it is over the canvas (web/app/app.cpp, PointerWithoutFocus).
//    Reproduced by taking the focus away as another window would (blur).
test('a window without the focus takes the clicks on a freshly opened dialog', { timeout: 60_000 }, async () => {
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(ana, 'newGame', [{ ...TWO, expansions: [], seed: 'correspondence-focus' }]), { ok: true });
  assert.deepEqual(await api(ana, 'claimSeat', [0]), { ok: true });
  await playMine(ana, 7);
  const { page: ben, problems: pb } = await openApp(env.ben.context, await api(ana, 'shareLink'));
  await ben.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
  await answerSeats(ben, [1]);
  assert.deepEqual(pa, []);
  assert.deepEqual(pb, []);
  await ana.close();
  await ben.close();
});

// 2. Frame timing: the page saved a new game at the end of its next frame, so seats chosen before that
//    frame (claimSeat right after newGame, as these tests do; seen mostly in Firefox) stayed in memory
//    only. The next link then asked "Which player are you?" again: that dialog, over the older-link one,
//    took the click ("open the older line" ended on the newer game), and the replay since my last move
//    waited for an answer (no summary). The game is now saved before its seats
//    (App::PersistSeats). Reproduced with no frame in between (one script call).
test('seats chosen right after a new game stay with its saved entry', { timeout: 60_000 }, async () => {
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  const seats = await ana.evaluate((setup) => {
    window.carcassonne.newGame(setup);
    window.carcassonne.claimSeat(1);
    const id = window.carcassonne.correspondence().saveId;
    return window.carcassonne.saves().find((s) => s.id === id)?.seats;
  }, { ...TWO, expansions: [], seed: 'correspondence-seats' });
  assert.deepEqual(seats, [1]);
  assert.deepEqual(pa, []);
  await ana.close();
});
