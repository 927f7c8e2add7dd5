// The fair deal in games played by link (engine/docs/fair-deal.md), in each browser engine:
// - two devices (two profiles) play a 2-player game with every expansion by links only, the
//   invitation included (Ben accepts by clicking): its first turns in the test command, to the end
//   on the native replay's scores in long-tests.sh;
// - a third profile that only reads the links can never name a tile before it is drawn: every link
//   it reads waits for the next player's device, and nothing in it spells the tile;
// - a link whose deal was altered is refused with a plain message, and nothing saved changes;
// - a rival who writes Ana's new secret into his own link, or tries to take her seat over, gets
//   nowhere: her device refuses the link in plain words with nothing saved changed, and his page
//   does not let him play her seat; a hint asked at another device's decision says "no hint now";
// - a device that lost its storage goes on: it says what happened, makes a new secret, and its player
//   misses that turn, which every player sees in the log.
// Screenshots (Chromium): the new-game choice, the invitation, the lost-secret explanation, at
// 1280x800 and 390x844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, frames, clickAt, SCREENSHOTS, api, setUpBrowsers, nativeReplay, waitForWidgets, storage, playDecisionsHere, settledTexts, ENGINE, CAN, NO_MOTION, WHOLE_GAMES, SHORT_GAME_TURNS, GAME_LENGTH, waitForReady, EVERY_EXPANSION, appLogic } from './helpers.mjs';

const env = setUpBrowsers(['ana', 'ben', 'eve']);
const ALL = EVERY_EXPANSION;
const FAIR = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
  expansions: ALL, options: {}, deal: 'fair', here: [0],
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const corr = (page) => api(page, 'correspondence');

async function shoot(page, name) {
  if (ENGINE !== 'chromium') return;  // the app draws the same pixels everywhere: one set is enough
  await page.evaluate(() => { document.getElementById('alert').hidden = true; });
  for (const [suffix, size] of [['', DESKTOP], ['-phone', PHONE]]) {
    if (suffix && !CAN.phoneViewport) continue;
    await page.setViewportSize(size);
    await frames(page, 4);
    await page.screenshot({ path: path.join(SCREENSHOTS, `fair-${name}${suffix}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await frames(page, 6);
}

// This device plays its people's decisions (random legal actions) while the decision is theirs,
// and lets the page answer its own device's decisions between them (a value revealed to deal the
// next tile of a seat played here happens in the page's frame, as for a person).
async function playMine(page, seed) {
  let n = 0;
  for (let round = 0; round < 50; ++round) {
    n += await playDecisionsHere(page, seed * 100 + round);
    const c = await corr(page);
    if (c.mayDecide) continue;
    if (!['reveal', 'commit'].includes(c.fair.device)) return n;
    await frames(page, 2);  // this device deals its seat's tile (or commits) in the next frame
  }
  throw new Error('the device did not finish its turn');
}

// The link the page offers to send once this device has done its part.
async function linkToSend(page) {
  await page.waitForFunction(() => window.carcassonne.correspondence().send.visible, null, { timeout: 20_000 });
  const c = await corr(page);
  await page.keyboard.press('Escape');  // "Later": the link is sent by the test
  return c.send;
}

// Opens a link on a page already open and waits until it is taken (the address loses its fragment).
async function goLink(page, link) {
  await page.goto(link);
  await page.waitForFunction(() => window.location.hash === '' && !window.carcassonne.correspondence().catchUp.active,
    null, { timeout: 30_000 });
  await frames(page, 2);
}

async function click(page, id) {
  await page.bringToFront();
  const w = await waitForWidgets(page, [id]);
  assert.ok(w[id], `${id} is on screen`);
  await clickAt(page, w[id].cx, w[id].cy);
}

// Accepts the invitation by clicking (WebKit's driver may lose a click sent to a window that another
// window just covered: the window is brought to the front and the click given again, as a person would).
async function accept(page) {
  await page.waitForFunction(() => window.carcassonne.correspondence().fair.invitation?.visible, null, { timeout: 20_000 });
  for (let attempt = 0; attempt < 3; ++attempt) {
    await click(page, 'invite-accept');
    const done = await page.waitForFunction(() => !window.carcassonne.correspondence().fair.invitation?.visible, null,
      { timeout: 8_000 }).then(() => true, () => false);
    if (done) return;
  }
  assert.fail('the invitation was accepted');
}

// What a reader of the link alone can see: it must never spell the tile about to be drawn.
async function readerSeesNoTile(eve, link, expectActions) {
  await goLink(eve, link);
  const st = await api(eve, 'state');
  assert.equal(st.record.actions.length, expectActions, 'the reader opened the link');
  const c = await corr(eve);
  if (st.status === 'over') return;
  // The game waits for a device: the next player's value (or a person's move after it, on the
  // device that revealed it - the reader then sees that tile, drawn already, as everyone does).
  if (st.next.decision === 'reveal') {
    assert.equal(st.next.tile, undefined, 'no tile is named before it is drawn');
    assert.equal(c.fair.device, 'wait', 'the reader waits for the player\'s device');
    const legal = await api(eve, 'legal');
    assert.ok(legal.every((a) => a.type === 'reveal' || a.type === 'rekey'), 'only the device may answer');
    const r = await api(eve, 'apply', [legal[0]]);
    assert.equal(r.ok, false, 'the reader cannot draw for the player');
  }
}

test('the new-game screen starts a game between devices: this device plays Ana, Ben is a friend', { timeout: 120_000, skip: appLogic('the fair deal between two browsers below') }, async () => {
  const { page, problems } = await openApp(env.eve.context, env.baseUrl, NO_MOTION);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForReady(page);
  await click(page, 'play-by-link');
  await frames(page, 2);
  let texts = (await api(page, 'debug.texts')).map((t) => t.text).join(' ');
  assert.match(texts, /nobody can know a tile/i, 'the page says what a game by link gives');
  // Both players are here at first: the page asks for a friend before it starts.
  assert.match(texts, /Choose at least one player who plays on their own device/);
  await click(page, 'seat-where:1');
  await frames(page, 2);
  texts = (await api(page, 'debug.texts')).map((t) => t.text).join(' ');
  assert.match(texts, /A friend/);
  assert.doesNotMatch(texts, /Choose at least one player/);
  assert.ok(!(await api(page, 'debug.widgets')).seed, 'no shuffle code: the devices deal');
  await shoot(page, 'new-game');
  await click(page, 'start-top');
  await page.waitForFunction(() => window.carcassonne.correspondence().send.visible, null, { timeout: 20_000 });
  const c = await corr(page);
  assert.equal(c.fair.on, true);
  assert.deepEqual(c.seats, { mode: 'chosen', local: [0] });
  const st = await api(page, 'state');
  assert.equal(st.record.setup.deal, 'fair');
  assert.equal(st.record.setup.seed, undefined, 'no seed travels');
  assert.match(c.send.message, /invites you to a game, Ben/);
  assert.deepEqual(problems, []);
  await page.close();
});

test(`two devices deal a fair game with every expansion and play it ${GAME_LENGTH} by links only`, { timeout: 900_000 }, async () => {
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  const { page: eve } = await openApp(env.eve.context, env.baseUrl, NO_MOTION);
  await api(ana, 'correspondence', [{ catchUpDelay: 0.02 }]);
  await api(eve, 'correspondence', [{ catchUpDelay: 0.02 }]);
  assert.deepEqual(await api(ana, 'newGame', [FAIR]), { ok: true });
  let c = await corr(ana);
  assert.equal(c.fair.on, true);
  assert.deepEqual(c.seats, { mode: 'chosen', local: [0] });
  // Ana's device committed for her: the invitation goes to Ben.
  let st = await api(ana, 'state');
  assert.equal(st.record.actions.length, 1);
  assert.equal(st.record.actions[0].type, 'commit');
  assert.equal(st.next.decision, 'commit');
  const invite = await linkToSend(ana);
  assert.match(invite.message, /Ana invites you to a game, Ben!/);
  // Nothing secret travels: the link holds no secret of Ana's storage.
  const secrets = Object.entries(await storage(ana)).filter(([k]) => k.startsWith('carcassonne.secret.'));
  assert.equal(secrets.length, 1, 'one secret, for Ana\'s seat');
  for (const [, v] of secrets) assert.ok(!invite.link.includes(JSON.parse(v).secret), 'the secret is not in the link');

  // Ben accepts the invitation, by clicking.
  const { page: ben, problems: pb } = await openApp(env.ben.context, invite.link, NO_MOTION);
  await api(ben, 'correspondence', [{ catchUpDelay: 0.02 }]);
  await ben.waitForFunction(() => window.carcassonne.correspondence().fair.invitation?.visible, null, { timeout: 20_000 });
  // The texts of a frame drawn with the invitation (a window just opened may not have drawn one yet).
  await ben.bringToFront();
  await ben.waitForFunction(() => window.carcassonne.debug.texts().some((t) => /invites you/.test(t.text)), null, { timeout: 20_000 });
  const texts = (await settledTexts(ben)).map((t) => t.text).join(' ');
  assert.match(texts, /Ana invites you to a game of Carcassonne/);
  assert.match(texts, /You play Ben/);
  assert.doesNotMatch(texts, /Which player are you|Choose my seat/, 'the bar says what the invitation says');
  assert.match(texts, /Ana invites you to a game of Carcassonne.*Ana invites you to a game of Carcassonne/s, 'the bar under the invitation');
  await shoot(ben, 'invitation');
  await accept(ben);
  await ben.waitForFunction(() => window.carcassonne.state().record.actions.length === 2, null, { timeout: 20_000 });
  c = await corr(ben);
  assert.deepEqual(c.seats, { mode: 'chosen', local: [1] });
  st = await api(ben, 'state');
  assert.equal(st.next.decision, 'reveal', 'the game begins: Ana\'s device deals her tile');
  assert.equal(st.next.player, 0);
  let link = (await linkToSend(ben)).link;
  await readerSeesNoTile(eve, link, 2);

  let mover = ana, seed = 1, turns = 0;
  let sentRecord = st.record;  // the game in the link (the sender's state: its device's part was done)
  const trace = [];
  for (;;) {
    // Every few turns the whole way a person goes (the link opened as the page's address, the send
    // prompt); between them the same link through open() and shareLink(), to keep the test short.
    const full = turns < 4 || turns % 8 === 0;
    if (full) {
      await goLink(mover, link);
    } else {
      assert.deepEqual(await api(mover, 'open', [link]), { ok: true });
      await mover.waitForFunction(() => !window.carcassonne.correspondence().catchUp.active, null, { timeout: 30_000 });
    }
    const made = await playMine(mover, seed++);
    st = await api(mover, 'state');
    // What the device added to the game of the link it opened (the other device's state when it sent it).
    const revealed = JSON.stringify(st.record.reveals) !== JSON.stringify(sentRecord.reveals);
    trace.push({ turns, device: mover === ana ? 'Ana' : 'Ben', opened: sentRecord.actions.length, made, revealed, next: st.next });
    sentRecord = st.record;
    // The device had its part to play: a person's move, or only its value (an abbey turn ends with the
    // player's value, which waits when that abbey freed another player's wagon and that player moves it).
    assert.ok(made > 0 || revealed || st.status === 'over', `the device had its part to play: the last turns ${JSON.stringify(trace.slice(-4))}`);
    // The other device's decision comes next (its value to deal its tile, a wagon of its own to move,
    // the abbeys' last call): never a tile already drawn for it.
    if (st.status !== 'over') assert.notEqual(st.next.decision, 'place', `no tile is drawn before its player's device deals it: ${JSON.stringify(st.next)} after ${JSON.stringify(st.events.slice(-8))}`);
    let sent = null;
    if (full || st.status === 'over') ({ link } = sent = await linkToSend(mover));
    else link = await api(mover, 'shareLink');
    // The last move's prompt says the game is over (the game by links ends here: correspondence.test.mjs
    // plays its first turns).
    if (st.status === 'over') assert.match(sent.message, /the game is over/);
    if (turns % 6 === 0) await readerSeesNoTile(eve, link, st.record.actions.length);
    if (st.status === 'over') break;
    if (!WHOLE_GAMES && turns + 1 >= SHORT_GAME_TURNS) break;
    mover = mover === ana ? ben : ana;
    ++turns;
    assert.ok(turns < 400, 'the game ends');
  }
  // The other device takes the last link: at the end both hold the same game; in the short game the
  // other device goes on from it at once (its value deals its player's tile).
  const other = mover === ana ? ben : ana;
  await goLink(other, link);
  const a = await api(mover, 'state');
  const b = await api(other, 'state');
  if (WHOLE_GAMES) {
    assert.equal(a.status, 'over');
    assert.deepEqual(a.record, b.record, 'both devices hold the same game');
    // Also when the game ended on a value alone (the last tile could not be placed): nothing to replay.
    const oc = await corr(other);
    assert.match(oc.summary, /the game is over\.$/, `the last link tells the other device the game is over: ${JSON.stringify({ catchUp: oc.catchUp, last: trace.slice(-2) })}`);
    for (const p of [ana, ben]) {
      const saves = await api(p, 'saves');
      assert.equal(saves.length, 1, 'one saved game per device');
      assert.equal(saves[0].status, 'over', 'saved as over on both devices');
    }
  } else {
    assert.deepEqual(b.record.actions.slice(0, a.record.actions.length), a.record.actions, 'the other device goes on from the same game');
  }
  const native = await nativeReplay(a.record);
  assert.deepEqual(a.scores, native.scores, 'the native replay gives the same scores');
  assert.deepEqual(pa, []);
  assert.deepEqual(pb, []);
  await ana.close();
  await ben.close();
  await eve.close();
});

// The refusals below are the app's own logic; the browser's part of a fair deal is in the game above.
const REFUSALS_LOGIC = appLogic('the fair deal\'s links between browsers, and the browser\'s randomness, in the game above');

test('a link whose deal was altered is refused, and nothing saved changes', {
  timeout: 120_000, skip: REFUSALS_LOGIC,
}, async () => {
  const { page: ana } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  await api(ana, 'correspondence', [{ catchUpDelay: 0.02 }]);
  assert.deepEqual(await api(ana, 'newGame', [{ ...FAIR, expansions: ['abbey-mayor'], here: [0, 1] }]), { ok: true });
  await playDecisionsHere(ana, 7);
  await frames(ana, 3);  // the second seat's value, dealt by this device
  await playDecisionsHere(ana, 8);
  // A person's decision awaited: the device has no value of its own left to deal in a next frame, so
  // nothing changes the saved game between the snapshot below and the links opened.
  await ana.waitForFunction(() => window.carcassonne.correspondence().mayDecide, null, { timeout: 20_000 });
  const st = await api(ana, 'state');
  const good = await api(ana, 'shareLink');
  const before = await storage(ana);
  // Another value for Ana in the link's "f": a character in the middle of her latest value changed
  // (any letter there is a value; its last one may not be, which makes a damaged link instead).
  const f = good.indexOf('%22f%22:%5B%22');
  assert.ok(f > 0, 'the link carries the deal\'s values');
  const at = f + '%22f%22:%5B%22'.length + 10;
  const altered = good.slice(0, at) + (good[at] === 'A' ? 'B' : 'A') + good.slice(at + 1);
  const r = await api(ana, 'open', [altered]);
  assert.equal(r.ok, false, 'the altered link is refused');
  const alert = await ana.evaluate(() => document.getElementById('alert').textContent);
  assert.match(alert, /does not check out/i, 'one plain message: the deal was altered');
  assert.doesNotMatch(alert, /action \d|not allowed|\.\s*\./, 'no engine reason, no doubled full stop');
  // A link cut short is a damaged link, told as such.
  const cut = await api(ana, 'open', [good.slice(0, good.length - 25)]);
  assert.match(cut.error, /^This link does not hold a readable game: it may have been cut short or altered\. Your saved games are unchanged\.$/);
  assert.deepEqual(await storage(ana), before, 'nothing saved changed');
  assert.deepEqual((await api(ana, 'state')).record, st.record, 'the game on screen is the same');
  await ana.close();
});

test('a device that lost its storage makes a new secret: its player misses that turn, and the game goes on', { timeout: 360_000, skip: appLogic('the fair deal\'s secrets, links and storage in the game above') }, async () => {
  const SETUP = { ...FAIR, expansions: ['river', 'watchtowers'] };
  const { page: ana } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  await api(ana, 'correspondence', [{ catchUpDelay: 0.02 }]);
  assert.deepEqual(await api(ana, 'newGame', [SETUP]), { ok: true });
  let link = (await linkToSend(ana)).link;
  const { page: ben } = await openApp(env.ben.context, link, NO_MOTION);
  await api(ben, 'correspondence', [{ catchUpDelay: 0.02 }]);
  await accept(ben);
  link = (await linkToSend(ben)).link;
  for (let i = 0; i < 2; ++i) {  // two rounds
    await goLink(ana, link);
    await playMine(ana, 30 + i);
    link = (await linkToSend(ana)).link;
    await goLink(ben, link);
    await playMine(ben, 40 + i);
    link = (await linkToSend(ben)).link;
  }
  await goLink(ana, link);
  await playMine(ana, 50);
  link = (await linkToSend(ana)).link;
  // Ben's browser loses the site's data (a cleared storage, a new phone).
  await ben.evaluate(() => localStorage.clear());
  await ben.reload();
  await ben.waitForFunction(() => window.carcassonne && window.carcassonne.state, null, { timeout: 30_000 });
  await api(ben, 'correspondence', [{ catchUpDelay: 0.02 }]);
  await ben.goto(link);
  await ben.waitForFunction(() => window.carcassonne.correspondence().asking, null, { timeout: 20_000 });
  await click(ben, 'seat-1');
  await click(ben, 'seat-confirm');
  await ben.waitForFunction(() => window.carcassonne.correspondence().fair.lostSecret?.visible, null, { timeout: 20_000 });
  await frames(ben, 3);  // the texts are those of the last frame drawn: one with the dialog
  const texts = (await api(ben, 'debug.texts')).map((t) => t.text).join(' ');
  assert.match(texts, /This device does not have Ben's secret/);
  assert.match(texts, /Ben then misses this turn/);
  assert.doesNotMatch(texts, /your turn\./, 'one message at a time: the summary waits for the explanation');
  await shoot(ben, 'lost-secret');
  await click(ben, 'lost-make-new');
  await ben.waitForFunction(() => window.carcassonne.state().next?.player === 0, null, { timeout: 20_000 });
  const st = await api(ben, 'state');
  assert.ok(st.events.some((e) => e.type === 'new-secret' && e.player === 1 && e.missed_turn), 'the turn passed without a tile');
  const log = (await api(ben, 'debug.logLines')).join(' ');
  assert.match(log, /Ben's device lost its secret for this game/);
  // Ana gets the link and the game goes on; Ben deals with his new secret from his next turn.
  link = (await linkToSend(ben)).link;
  await goLink(ana, link);
  assert.match((await api(ana, 'debug.logLines')).join(' '), /Ben misses this turn/);
  await playMine(ana, 60);
  link = (await linkToSend(ana)).link;
  await goLink(ben, link);
  assert.equal((await corr(ben)).fair.device, 'none', 'Ben\'s new secret deals his tile');
  assert.ok(await playMine(ben, 61) > 0, 'Ben plays his turn');
  const native = await nativeReplay((await api(ben, 'state')).record);
  assert.deepEqual(native.scores, (await api(ben, 'state')).scores);
  await ana.close();
  await ben.close();
});

test('a rival writes Ana\'s new secret into his link or takes her seat: refused; a hint at each kind of decision', {
  timeout: 120_000, skip: REFUSALS_LOGIC,
}, async () => {
  const SETUP = { ...FAIR, expansions: ['watchtowers'] };
  const { page: ana, problems: pa } = await openApp(env.ana.context, env.baseUrl, NO_MOTION);
  await api(ana, 'correspondence', [{ catchUpDelay: 0.02 }]);
  assert.deepEqual(await api(ana, 'newGame', [SETUP]), { ok: true });
  const noHint = /no hint now/;
  assert.match((await api(ana, 'hint')).error, noHint, 'no hint while Ben\'s device commits');
  const invite = (await linkToSend(ana)).link;
  const { page: ben, problems: pb } = await openApp(env.ben.context, invite, NO_MOTION);
  await api(ben, 'correspondence', [{ catchUpDelay: 0.02 }]);
  await accept(ben);
  const good = (await linkToSend(ben)).link;
  // The game waits for Ana's device to deal her tile: Ben's page gives no hint, and does not let
  // him take her seat (her secret is on her device).
  assert.equal((await api(ben, 'state')).next.decision, 'reveal');
  assert.match((await api(ben, 'hint')).error, noHint, 'no hint at another device\'s reveal');
  assert.match((await api(ben, 'claimSeat', [0])).error, /Ana plays on their own device/);
  await ben.bringToFront();
  const w = await waitForWidgets(ben, ['wait-send']);
  assert.ok(!w['wait-take-over'], 'no "Play as Ana here" in a fair deal');
  assert.deepEqual((await corr(ben)).seats, { mode: 'chosen', local: [1] });
  // Ben writes Ana's rekey into his own record (as the console or the CLI allows) and makes a link.
  const rec = (await api(ben, 'state')).record;
  rec.actions.push({ type: 'rekey', value: rec.actions[1].value });
  assert.deepEqual(await api(ben, 'load', [rec]), { ok: true });
  await frames(ben, 3);  // his device deals his own tile (the link is refused with it or without)
  const forged = await api(ben, 'shareLink');
  const before = await storage(ana);
  const r = await api(ana, 'open', [forged]);
  assert.equal(r.ok, false, 'Ana\'s device refuses the link');
  assert.match(r.error, /^Ben's link makes a move for you; it was not opened\./);
  assert.doesNotMatch(r.error, /action \d|\.\s*\./);
  assert.equal(await ana.evaluate(() => document.getElementById('alert').textContent), r.error, 'the page says it');
  assert.deepEqual(await storage(ana), before, 'nothing saved changed');
  // The honest link opens; Ana's device deals her tile, and her own decisions get hints.
  await goLink(ana, good);
  await ana.waitForFunction(() => window.carcassonne.correspondence().mayDecide, null, { timeout: 20_000 });
  const kinds = [];
  for (let i = 0; i < 2; ++i) {
    const st = await api(ana, 'state');
    const hint = await api(ana, 'hint', [20]);
    assert.ok(hint.type, `a hint at Ana's ${st.next.decision}: ${JSON.stringify(hint)}`);
    kinds.push(st.next.decision);
    assert.deepEqual(await api(ana, 'apply', [hint]), { ok: true });
    if (!(await corr(ana)).mayDecide) break;
  }
  assert.equal(kinds[0], 'place');
  assert.deepEqual(pa, []);
  assert.deepEqual(pb, []);
  await ana.close();
  await ben.close();
});
