// Saved games and share links in the browser: a game survives a reload; its share link opens the same
// game in a fresh browser (another person), who plays on and shares it back; links that are cut,
// altered or too large, and a damaged local-storage entry, are reported in the page's alert while
// every saved game stays as it was; a full local storage is reported and loses nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, clickAt, frames, SCREENSHOTS, api, setUpBrowsers, ENGINE, storage, playTurns, waitForReady } from './helpers.mjs';

const env = setUpBrowsers(['ana', 'ben']);

const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
  expansions: ['river', 'abbey-mayor'], options: {}, seed: 'saves-test-1',
};

async function alertText(page) {
  await frames(page, 2);
  return (await page.isHidden('#alert')) ? '' : (await page.textContent('#alert')).trim();
}

let page1;
let problems1;
let gameId;

test('three turns, a reload, and the same game continues', { timeout: 120_000 }, async () => {
  ({ page: page1, problems: problems1 } = await openApp(env.ana.context, env.baseUrl));
  assert.deepEqual(await api(page1, 'saves'), [], 'a fresh profile has no saved games');
  assert.deepEqual(await api(page1, 'newGame', [SETUP]), { ok: true });
  const st = await playTurns(page1, 3);
  const saves = await api(page1, 'saves');
  assert.equal(saves.length, 1);
  gameId = saves[0].id;
  assert.deepEqual(saves[0].players, ['Ana', 'Ben']);
  assert.deepEqual(saves[0].expansions, ['river', 'abbey-mayor']);
  assert.equal(saves[0].status, 'playing');
  assert.ok(saves[0].turn >= 3, `the turn is recorded (${saves[0].turn})`);
  assert.ok(saves[0].last_played > 0);

  await page1.reload({ waitUntil: 'load' });
  await waitForReady(page1);
  await frames(page1, 3);
  const w = await api(page1, 'debug.widgets');
  assert.ok(w['continue-yes'], `the page offers to continue (${Object.keys(w)})`);
  await page1.screenshot({ path: path.join(SCREENSHOTS, 'saves-continue.png') });
  await clickAt(page1, w['continue-yes'].cx, w['continue-yes'].cy);
  const again = await api(page1, 'state');
  assert.equal(again.screen, 'game');
  assert.deepEqual(again.record, st.record, 'the same record after the reload');
  assert.deepEqual(again.scores, st.scores);
  assert.deepEqual(again.next, st.next);
  assert.equal((await api(page1, 'saves')).length, 1, 'continuing does not add a saved game');
});

test('a share link opens the game in another browser, which plays on and shares it back', { timeout: 120_000 }, async () => {
  const st = await api(page1, 'state');
  const link = await api(page1, 'shareLink');
  assert.ok(link.startsWith(`${env.baseUrl}#g=`), `the link is the page address and #g= (${link.slice(0, 80)})`);

  const { page: page2, problems: problems2 } = await openApp(env.ben.context, link);
  await frames(page2, 3);
  // A game that arrives by link asks who plays on this device: Ben claims the seat to move.
  assert.deepEqual(await api(page2, 'claimSeat'), { ok: true });
  await api(page2, 'skipCatchUp');
  const st2 = await api(page2, 'state');
  assert.equal(st2.screen, 'game');
  assert.deepEqual(st2.record, st.record, 'the same game in the other browser');
  assert.deepEqual(st2.scores, st.scores);
  assert.equal(await page2.evaluate(() => window.location.hash), '', 'the link is taken off the address once opened');
  const saves2 = await api(page2, 'saves');
  assert.equal(saves2.length, 1, 'the opened game is saved');
  await page2.screenshot({ path: path.join(SCREENSHOTS, 'saves-opened-link.png') });

  // The Share button shows the link in a field.
  const w = await api(page2, 'debug.widgets');
  assert.ok(w.share, `a Share button (${Object.keys(w)})`);
  await clickAt(page2, w.share.cx, w.share.cy);
  const w2 = await api(page2, 'debug.widgets');
  assert.ok(w2['share-link'] && w2['share-copy'], 'the share popup shows the link and Copy');
  await page2.screenshot({ path: path.join(SCREENSHOTS, 'saves-share.png') });
  await clickAt(page2, w2['share-close'].cx, w2['share-close'].cy);

  // Ben plays a turn and sends it back; Ana's copy is a prefix of it, so her entry is updated.
  const played = await playTurns(page2, 1);
  assert.ok(played.record.actions.length > st.record.actions.length);
  const back = await api(page2, 'shareLink');
  assert.equal((await api(page2, 'saves')).length, 1);
  await page1.goto(back);  // the same page with a new fragment: a hashchange
  await page1.waitForFunction((n) => window.carcassonne.state().record.actions.length === n, played.record.actions.length);
  const st1 = await api(page1, 'state');
  assert.deepEqual(st1.record, played.record, 'Ana sees Ben\'s move');
  const saves1 = await api(page1, 'saves');
  assert.equal(saves1.length, 1, 'the link continued Ana\'s saved game instead of adding one');
  assert.equal(saves1[0].id, gameId);
  assert.equal(await alertText(page1), '');
  assert.deepEqual(problems2, []);
  await page2.close();
});

test('a cut, altered or too-large link is refused with a message, and nothing changes', { timeout: 120_000 }, async () => {
  const link = await api(page1, 'shareLink');
  const fragment = link.slice(link.indexOf('#g=') + 3);
  const before = await storage(page1);
  const savesBefore = await api(page1, 'saves');
  const stateBefore = await api(page1, 'state');

  // An altered action: a coordinate in the compact action string changed (the first place action's
  // digits), or, if that still reads, a wrong character in the JSON.
  const decoded = decodeURIComponent(fragment);
  const compact = JSON.parse(decoded);
  const altered = { ...compact, a: compact.a.replace(/^([A-Da-d])/, (m) => (m === 'a' ? 'b' : 'a')).replace(/[0-9]/, '7') };
  const bad = [
    { name: 'cut short', hash: `#g=${fragment.slice(0, Math.floor(fragment.length * 0.6))}`, expect: /This link/ },
    { name: 'altered', hash: `#g=${encodeURIComponent(JSON.stringify(altered))}`, expect: /This link/ },
    { name: 'not a game', hash: '#g=%7B%22v%22:1,%22p%22:%5B', expect: /This link/ },
    { name: 'garbage', hash: '#g=hello%20world', expect: /This link/ },
  ];
  for (const b of bad) {
    await page1.evaluate((h) => {
      document.getElementById('alert').hidden = true;  // so that the next message is this link's
      window.location.hash = h;
    }, b.hash);
    await page1.waitForFunction(() => !document.getElementById('alert').hidden, null, { timeout: 10_000 });
    const text = await alertText(page1);
    assert.match(text, b.expect, `${b.name}: the alert explains (${text})`);
    assert.deepEqual(await storage(page1), before, `${b.name}: local storage is unchanged`);
    assert.deepEqual(await api(page1, 'saves'), savesBefore, `${b.name}: the saved games are unchanged`);
    assert.deepEqual((await api(page1, 'state')).record, stateBefore.record, `${b.name}: the game on screen is unchanged`);
  }
  // An action changed into an illegal one: one plain message, a damaged link; never the engine's
  // reason ("action 2 ... is illegal"), which goes to the console's log only.
  const illegal = { ...stateBefore.record, actions: stateBefore.record.actions.map((a, i) => (i === 2 && a.type === 'place' ? { ...a, x: a.x + 9 } : a)) };
  if (illegal.actions[2].type === 'place') {
    const r = await api(page1, 'open', [`${env.baseUrl}#g=${encodeURIComponent(JSON.stringify(illegal))}`]);
    assert.equal(r.ok, false);
    assert.match(r.error, /^This link's game does not replay: .*Your saved games are unchanged\.$/);
    assert.doesNotMatch(r.error, /action \d|\.\s*\./, 'no engine reason, no doubled full stop');
    assert.equal(await alertText(page1), r.error);
  }
  // Too large (more than the engine's 1 MB record limit): refused before anything is parsed. (Firefox
  // refuses an address longer than 1 MB itself, so there such a link never reaches the page.)
  if (ENGINE !== 'firefox') {
    await page1.evaluate(() => {
      document.getElementById('alert').hidden = true;
      window.location.hash = `g=${'a'.repeat(1_100_000)}`;
    });
    await page1.waitForFunction(() => !document.getElementById('alert').hidden, null, { timeout: 10_000 });
    assert.match(await alertText(page1), /too long/);
  }
  const huge = await api(page1, 'open', [`#g=${'a'.repeat(1_500_000)}`]);  // refused by the page's API
  assert.equal(huge.ok, false);
  assert.match(huge.error, /too long/);
  await page1.screenshot({ path: path.join(SCREENSHOTS, 'saves-bad-link.png') });
  assert.deepEqual(await storage(page1), before);
  assert.deepEqual(await api(page1, 'saves'), savesBefore);
});

test('a damaged saved game is reported and the other games still open', { timeout: 120_000 }, async () => {
  const first = await api(page1, 'state');
  assert.deepEqual(await api(page1, 'newGame', [{ ...SETUP, seed: 'saves-test-2', expansions: [] }]), { ok: true });
  const second = await playTurns(page1, 1);
  let saves = await api(page1, 'saves');
  assert.equal(saves.length, 2);
  const otherId = saves.find((s) => s.id !== gameId).id;

  // Damage the first game's record (as a bad extension or a hand edit would).
  await page1.evaluate((id) => localStorage.setItem(`carcassonne.game.${id}`, '{"format":"carcassonne-game","version":1,"setup":{"players":['), gameId);
  const before = await storage(page1);

  const r = await api(page1, 'open', [gameId]);
  assert.equal(r.ok, false);
  assert.match(r.error, /damaged/);
  assert.match(await alertText(page1), /damaged/);
  assert.deepEqual((await api(page1, 'state')).record, second.record, 'the game on screen is unchanged');

  // The saved games window marks it, and the other game opens from it.
  const w = await api(page1, 'debug.widgets');
  assert.ok(w.saves, `a Saved games button (${Object.keys(w)})`);
  await clickAt(page1, w.saves.cx, w.saves.cy);
  saves = await api(page1, 'saves');
  assert.ok(saves.find((s) => s.id === gameId).damaged, 'the damaged game is marked');
  await page1.screenshot({ path: path.join(SCREENSHOTS, 'saves-list.png') });
  const w2 = await api(page1, 'debug.widgets');
  const i = saves.findIndex((s) => s.id === otherId);
  assert.ok(w2[`saves-open-${i}`], 'the list has an Open button per game');
  await clickAt(page1, w2[`saves-open-${i}`].cx, w2[`saves-open-${i}`].cy);
  assert.deepEqual((await api(page1, 'state')).record, second.record, 'the other game opens');
  const after = await storage(page1);
  assert.equal(after[`carcassonne.game.${gameId}`], before[`carcassonne.game.${gameId}`], 'the damaged entry is left for the player to delete');
  assert.equal(after[`carcassonne.game.${otherId}`], before[`carcassonne.game.${otherId}`]);
  assert.equal((await api(page1, 'saves')).length, 2);
  void first;
});

test('the replay steps backwards and forwards through the game and leaves it as it was', { timeout: 60_000 }, async () => {
  const st = await api(page1, 'state');
  const w = await api(page1, 'debug.widgets');
  assert.ok(w.replay, 'a Replay button');
  await clickAt(page1, w.replay.cx, w.replay.cy);
  let r = await api(page1, 'debug.widgets');
  assert.ok(r['replay-back'] && r['replay-next'] && r['replay-first'], `the replay controls (${Object.keys(r)})`);
  await clickAt(page1, r['replay-back'].cx, r['replay-back'].cy);
  await clickAt(page1, r['replay-back'].cx, r['replay-back'].cy);
  await page1.screenshot({ path: path.join(SCREENSHOTS, 'saves-replay.png') });
  await clickAt(page1, r['replay-first'].cx, r['replay-first'].cy);
  await clickAt(page1, r['replay-next'].cx, r['replay-next'].cy);
  r = await api(page1, 'debug.widgets');
  await clickAt(page1, r['replay-close'].cx, r['replay-close'].cy);
  const after = await api(page1, 'state');
  assert.deepEqual(after.record, st.record, 'the replay does not change the game');
  assert.ok((await api(page1, 'debug.widgets')).replay, 'back to the game');
});

test('a full local storage is reported and nothing saved is lost', { timeout: 120_000 }, async () => {
  const before = await storage(page1);
  // Fill the origin's storage with filler until it refuses even small values.
  const filled = await page1.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 16; size >>= 1) {
      for (;;) {
        try { localStorage.setItem(`filler.${n}`, 'x'.repeat(size)); ++n; } catch (e) { break; }
      }
    }
    return n;
  });
  assert.ok(filled > 0);
  const r = await api(page1, 'newGame', [{ ...SETUP, seed: 'saves-test-3' }]);
  assert.deepEqual(r, { ok: true }, 'the game starts even if it cannot be saved');
  await playTurns(page1, 1);
  assert.match(await alertText(page1), /full/, 'the full storage is reported');
  const after = await storage(page1);
  for (const [k, v] of Object.entries(before)) {
    if (k === 'carcassonne.current') continue;
    assert.equal(after[k], v, `${k} is intact`);
  }
  assert.equal((await api(page1, 'saves')).length, 2, 'no entry without its record');
  await page1.evaluate(() => {
    for (let i = localStorage.length - 1; i >= 0; --i) {
      const k = localStorage.key(i);
      if (k.startsWith('filler.')) localStorage.removeItem(k);
    }
  });
  assert.deepEqual(problems1, [], 'no console errors');
  await page1.close();
});
