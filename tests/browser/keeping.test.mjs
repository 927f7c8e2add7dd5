// Nothing lost (web/saves/saved_games_keeper.h, web/saves/backup.h, web/docs/backup-format.md):
//  - two tabs of one profile open one game and each moves from the same position: nothing is written
//    over, both lines exist after a reload and the stale tab says so; a third tab that stayed open
//    shows the newest position without a reload (the missed moves replayed) and its Saved games list
//    follows;
//  - the browser is asked once to keep the storage, when the first game not over is saved, and a
//    warning in words comes once when it may clear it (navigator.storage stubbed: persisted false),
//    at a calm moment; a page closed before that moment leaves it owed to the next page;
//  - Back up writes every game (records, names, seats, secrets) to one file; Restore on a fresh
//    profile gives every game back with the same report and seats; a second restore changes nothing; a
//    restore over games that moved on keeps both lines; a damaged or newer file is refused, nothing
//    changes.
// Screenshots at 1280x800 and 390x844 (the phone size where the engine's window allows it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApp, frames, clickAt, SCREENSHOTS, api, launch, setUpBrowsers, waitForWidgets, storage, playTurns, ENGINE, CAN, waitForReady } from './helpers.mjs';

const env = setUpBrowsers(['home', 'fresh']);
const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
  expansions: [], options: {}, seed: 'keeping-1',
};
const SIZES = [['', { width: 1280, height: 800 }], ...(CAN.phoneViewport ? [['-phone', { width: 390, height: 844 }]] : [])];
// Fair-deal secrets as the fair deal stores them (carcassonne.secret.<commitment> -> {"secret","made"}),
// with commitments of two shapes: the backup carries any. The second is also on the fresh profile,
// with another value: a restore never overwrites it.
const SECRET_KEY = 'carcassonne.secret.3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';
const SECRET = '{"secret":"9f86d081884c7d659a2feaa0c55ad0159f86d081884c7d659a2feaa0c55ad015","made":1767225400000}';
const SECRET_KEY_2 = 'carcassonne.secret.AbCdEfGhIjKlMnOpQrStUv';
const SECRET_2 = '{"secret":"0123456789abcdefABCD_-","made":1767225400001}';
const SECRET_2_THERE = '{"secret":"ZYXWVUTSRQPONMLKJIHG_-","made":1767225400002}';

const keeping = (page) => api(page, 'keeping');
const texts = async (page) => (await api(page, 'debug.texts')).map((t) => t.text).join(' ');
const recordOf = (page, id) => page.evaluate((i) => JSON.parse(localStorage.getItem(`carcassonne.game.${i}`) || 'null'), id);

async function shoot(page, name) {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await frames(page, 4);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}${suffix}.png`) });
  }
  await page.setViewportSize(SIZES[0][1]);
  await frames(page, 6);
}

async function click(page, id) {
  const w = await waitForWidgets(page, [id]);
  assert.ok(w[id], `${id} is on screen (${Object.keys(w)})`);
  await clickAt(page, w[id].cx, w[id].cy);
}

// The page's API opens a saved game and waits for a possible replay to end.
async function openSaved(page, id) {
  assert.deepEqual(await api(page, 'open', [id]), { ok: true });
  await page.waitForFunction(() => !window.carcassonne.correspondence().catchUp.active, null, { timeout: 20_000 });
}

// A turn played from the position on screen with another tile placement than `other` (the first of
// the actions), then the rest of the turn with the first legal actions.
const playOtherTurn = (page, other) => page.evaluate((theirs) => {
  const same = (a) => ['type', 'x', 'y', 'rot'].every((k) => a[k] === theirs[k]);
  const places = window.carcassonne.legal().filter((a) => a.type === 'place' && !same(a));
  if (!places.length) throw new Error('no other placement');
  const apply = (a) => { const r = window.carcassonne.apply(a); if (!r.ok) throw new Error(r.error); };
  apply(places[places.length - 1]);
  for (let guard = 0; guard < 20 && window.carcassonne.state().next?.decision !== 'place'; ++guard) {
    const legal = window.carcassonne.legal();
    if (!legal.length) break;
    apply(legal.find((a) => a.type === 'skip') || legal[0]);
  }
  return window.carcassonne.state();
}, other);

test('two tabs of one game move from one position: both lines are kept and told; a third tab follows', { timeout: 360_000 }, async () => {
  const { page: p1, problems: q1 } = await openApp(env.home.context, env.baseUrl);  // asked and warned before
  assert.deepEqual(await api(p1, 'newGame', [SETUP]), { ok: true });
  const start = await playTurns(p1, 1);
  const n0 = start.record.actions.length;
  const id = (await api(p1, 'saves'))[0].id;
  const tab = async () => {
    const opened = await openApp(env.home.context, env.baseUrl);
    await openSaved(opened.page, id);
    return opened;
  };
  const { page: p2, problems: q2 } = await tab();
  const { page: p3, problems: q3 } = await tab();
  await api(p3, 'correspondence', [{ catchUpDelay: 0.02 }]);
  // p2 is a tab that has not looked since (frozen in the background): it notices nothing until later.
  await api(p2, 'keeping', [{ holdTabs: true }]);

  // p1 plays a turn, saved in two writes: the tile, then the rest of the turn. The third tab, in front,
  // shows each write without a reload, the missed moves replayed, as it comes (a browser that runs
  // each window in a process of its own lets it read between the two), and tells the turn once.
  await p3.bringToFront();
  const placed = await p1.evaluate(() => window.carcassonne.apply(window.carcassonne.legal().find((a) => a.type === 'place')));
  assert.equal(placed.ok, true);
  const followed = (n) => p3.waitForFunction((k) => !window.carcassonne.correspondence().catchUp.active &&
    window.carcassonne.state().record.actions.length === k, n, { timeout: 30_000 });
  await followed(n0 + 1);
  const line1 = await playTurns(p1, 0);  // the rest of the turn
  const n1 = line1.record.actions.length;
  assert.ok(n1 > n0 + 1, 'the turn had more than its tile');
  await followed(n1);
  assert.deepEqual((await api(p3, 'state')).record, line1.record, 'the third tab followed');
  await p3.waitForFunction(() => !!window.carcassonne.correspondence().summary, null, { timeout: 10_000 });
  assert.match((await api(p3, 'correspondence')).summary, /Ben placed 1 tile/, 'the whole turn, told once');

  // The browser passed the turn on to p2's storage too, but p2 still shows the old position.
  await p2.waitForFunction(([i, n]) => JSON.parse(localStorage.getItem(`carcassonne.game.${i}`)).actions.length === n,
    [id, n1], { timeout: 10_000 });
  assert.equal((await api(p2, 'state')).record.actions.length, n0);
  // Its Saved games window, opened now, follows the list from here on.
  await click(p3, 'saves');
  let w = await waitForWidgets(p3, ['saves-open-0']);
  assert.ok(!w['saves-open-1'], 'one saved game so far');

  // p2 moves from the old position, another tile placement than p1's: nothing is written over p1's
  // move; p2's line becomes a saved game of its own, and p2 says so.
  const line2 = await playOtherTurn(p2, line1.record.actions[n0]);
  assert.equal(line2.record.actions.length > n0, true);
  const k2 = await keeping(p2);
  assert.equal(k2.fork.visible, true, 'the stale tab tells');
  assert.equal(k2.fork.kept, 'Ana, Ben');
  assert.equal(k2.fork.mine, 'Ana, Ben (second line)');
  assert.notEqual(k2.saveId, id);
  assert.deepEqual(await recordOf(p2, id), line1.record, 'the first tab\'s move is kept');
  assert.deepEqual(await recordOf(p2, k2.saveId), line2.record, 'the second tab\'s line is a game of its own');
  await p2.bringToFront();
  await frames(p2, 3);
  const words = await texts(p2);
  assert.match(words, /Played in two windows/);
  assert.match(words, /Nothing is lost/);
  assert.match(words, /Ana, Ben \(second line\)/);
  await shoot(p2, 'keeping-two-windows');

  // The third tab's list shows both lines, without a reload.
  await p3.bringToFront();
  await p3.waitForFunction(() => !!window.carcassonne.debug.widgets()['saves-open-1'], null, { timeout: 10_000 });
  assert.deepEqual((await api(p3, 'state')).record, line1.record, 'and its game is still the first tab\'s line');

  // After a reload both lines are there.
  await p1.bringToFront();
  await p1.reload({ waitUntil: 'load' });
  await waitForReady(p1);
  const saves = await api(p1, 'saves');
  assert.equal(saves.length, 2);
  const byRecord = await Promise.all(saves.map(async (s) => ({ name: s.name, record: await recordOf(p1, s.id) })));
  assert.deepEqual(byRecord.find((s) => s.name === 'Ana, Ben').record, line1.record);
  assert.deepEqual(byRecord.find((s) => s.name === 'Ana, Ben (second line)').record, line2.record);
  for (const q of [q1, q2, q3]) assert.deepEqual(q, []);
  for (const p of [p2, p3]) await p.close();
  await p1.close();
});

// navigator.storage as a browser that does not keep the storage answers; counts the calls.
function stubStorage() {
  const real = !!(navigator.storage && typeof navigator.storage.persist === 'function');
  window.testPersist = { real, persist: 0, persisted: 0, estimate: 0 };
  const count = (k, value) => () => { window.testPersist[k] += 1; return Promise.resolve(value); };
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persist: count('persist', false), persisted: count('persisted', false),
      estimate: count('estimate', { usage: 20480, quota: 5242880 }) },
  });
}

test('the browser is asked once to keep the games, at the first game not over, and a warning comes once, in the menu', { timeout: 120_000 }, async (t) => {
  const { page, problems } = await openApp(env.fresh.context, env.baseUrl, { keeping: false });
  await page.evaluate(stubStorage);
  await frames(page, 3);
  assert.equal((await page.evaluate(() => window.testPersist)).persist, 0, 'nothing to lose yet: not asked');
  assert.equal((await keeping(page)).storage.asked, false);
  assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  // The warning waits for a calm moment: not over the first turn, but when the menu opens.
  await page.waitForFunction(() => window.carcassonne.keeping().storageWarningDue === true, null, { timeout: 10_000 });
  await frames(page, 3);
  assert.equal((await keeping(page)).storageWarning, false, 'no warning over the turn being played');
  await click(page, 'new-game');
  await page.waitForFunction(() => window.carcassonne.keeping().storageWarning === true, null, { timeout: 10_000 });
  const calls = await page.evaluate(() => window.testPersist);
  t.diagnostic(`${ENGINE} has navigator.storage.persist: ${calls.real}`);
  assert.deepEqual([calls.persisted, calls.persist, calls.estimate], [1, 1, 1], 'asked once, when the game was saved');
  const k = await keeping(page);
  assert.equal(k.storage.asked, true);
  assert.equal(k.storage.persisted, false);
  assert.equal(k.storage.usage, 20480);
  await frames(page, 3);
  const words = await texts(page);
  assert.match(words, /Keep your games safe/);
  assert.match(words, /install the game on this device/);
  assert.match(words, /Back up/);
  await shoot(page, 'keeping-storage-warning');
  // "Back up now" opens the backup.
  await click(page, 'storage-backup');
  const w = await waitForWidgets(page, ['backup-download']);
  assert.ok(w['backup-download'], 'the backup is offered');
  await click(page, 'backup-close');

  // Another game, a reload, a new game: never asked or warned again on this profile.
  assert.deepEqual(await api(page, 'newGame', [{ ...SETUP, seed: 'keeping-2' }]), { ok: true });
  await playTurns(page, 1);
  assert.equal((await page.evaluate(() => window.testPersist)).persist, 1);
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
  await page.evaluate(stubStorage);
  assert.deepEqual(await api(page, 'newGame', [{ ...SETUP, seed: 'keeping-3' }]), { ok: true });
  await frames(page, 5);
  assert.equal((await page.evaluate(() => window.testPersist)).persist, 0, 'not asked again');
  assert.equal((await keeping(page)).storageWarning, false, 'not warned again');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a storage warning owed when the page closes before a calm moment comes in the next page, the browser not asked twice', { timeout: 120_000 }, async () => {
  const browser = await launch();
  try {
    let { page, problems } = await openApp(browser.context, env.baseUrl, { keeping: false });
    await page.evaluate(stubStorage);
    assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
    await page.waitForFunction(() => window.carcassonne.keeping().storageWarningDue === true, null, { timeout: 10_000 });
    await frames(page, 3);
    let k = await keeping(page);
    assert.equal(k.storageWarning, false, 'not over the turn being played');
    assert.equal(k.storage.warned, false, 'and not counted as given while it waits');
    assert.deepEqual(problems, []);
    // The page closes before the menu or the game's end: the next visit owes it still.
    await page.close();
    ({ page, problems } = await openApp(browser.context, env.baseUrl, { keeping: false }));
    await page.evaluate(stubStorage);
    assert.deepEqual(await api(page, 'newGame', [{ ...SETUP, seed: 'keeping-owed' }]), { ok: true });
    await page.waitForFunction(() => window.carcassonne.keeping().storageWarningDue === true, null, { timeout: 10_000 });
    assert.equal((await keeping(page)).storageWarning, false, 'again not over the turn');
    await click(page, 'new-game');
    await page.waitForFunction(() => window.carcassonne.keeping().storageWarning === true, null, { timeout: 10_000 });
    k = await keeping(page);
    assert.equal(k.storage.warned, true, 'given once on screen');
    const calls = await page.evaluate(() => window.testPersist);
    assert.equal(calls.persist, 0, 'the browser was asked in the first page only');
    assert.equal(calls.persisted, 1, 'this page read its answer again');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await browser.close();
  }
});

// What a saved game is on screen: the replay report and the seats played here.
async function report(page, id) {
  await openSaved(page, id);
  const st = await api(page, 'state');
  return { record: st.record, scores: st.scores, status: st.status, next: st.next, seats: (await api(page, 'correspondence')).seats };
}

test('backup: every game to one file and back on a fresh profile; twice is once; moved-on games keep both lines', { timeout: 240_000 }, async () => {
  const { page: home, problems: qh } = await openApp(env.home.context, env.baseUrl);
  // Besides the two lines of the first test: a game where this device plays Ben, a finished game, and
  // a fair-deal secret (as the fair deal stores them) with a damaged one.
  const players = (a, b) => [{ name: a, color: 'red' }, { name: b, color: 'blue' }];
  assert.deepEqual(await api(home, 'newGame', [{ ...SETUP, players: players('Dora', 'Ben'), seed: 'keeping-ben' }]), { ok: true });
  assert.deepEqual(await api(home, 'claimSeat', [1]), { ok: true });
  const deck = { ...SETUP, players: players('Eva', 'Finn'), seed: undefined, deck: { land: ['E', 'U'], river: [], tower: [] } };
  assert.deepEqual(await api(home, 'newGame', [deck]), { ok: true });
  assert.equal((await playTurns(home, 5)).status, 'over');
  await home.evaluate(([k, v, k2, v2]) => {
    localStorage.setItem(k, v);
    localStorage.setItem(k2, v2);
    localStorage.setItem('carcassonne.secret.damaged', '{"secret":7}');
  }, [SECRET_KEY, SECRET, SECRET_KEY_2, SECRET_2]);
  const saves = await api(home, 'saves');
  assert.equal(saves.length, 4);
  const reports = {};
  for (const s of saves) reports[s.id] = await report(home, s.id);

  // A browser whose share sheet takes files (phones; some desktops): stubbed, it records what it got.
  await home.evaluate(() => {
    navigator.canShare = (data) => !!(data && data.files);
    navigator.share = (data) => { window.testShared = data.files.map((f) => f.name); return Promise.resolve(); };
  });
  // Back up, from the Saved games window.
  await click(home, 'saves');
  await click(home, 'saves-backup');
  await waitForWidgets(home, ['backup-download']);
  const words = await texts(home);
  assert.match(words, /all 4 saved games/);
  assert.match(words, /Keep it to yourself/, 'the file holds a secret: the page says so');
  await shoot(home, 'backup-export');
  let text;
  if (ENGINE === 'chromium') {
    // The download itself (Playwright sees it in Chromium).
    const w = await waitForWidgets(home, ['backup-download']);
    const [download] = await Promise.all([home.waitForEvent('download'), clickAt(home, w['backup-download'].cx, w['backup-download'].cy)]);
    assert.match(download.suggestedFilename(), /^carcassonne-games-\d{4}-\d{2}-\d{2}\.json$/);
    text = await readFile(await download.path(), 'utf8');
  } else {
    await click(home, 'backup-download');
    const offered = await home.evaluate(() => window.carcassonneLastFile);
    assert.match(offered.name, /^carcassonne-games-\d{4}-\d{2}-\d{2}\.json$/);
    text = (await api(home, 'backup')).text;
    assert.ok(Math.abs(offered.size - text.length) < 64, 'the file offered is the backup');
  }
  assert.match(await texts(home), /is in your downloads/);
  await click(home, 'backup-share');
  assert.match((await home.evaluate(() => window.testShared))[0], /^carcassonne-games-\d{4}-\d{2}-\d{2}\.json$/, 'the share sheet got the file');
  await click(home, 'backup-close');
  const file = JSON.parse(text);
  assert.equal(file.format, 'carcassonne-backup');
  assert.equal(file.version, 1);
  assert.equal(file.games.length, 4);
  const commitment = (key) => key.slice('carcassonne.secret.'.length);
  assert.deepEqual(Object.keys(file.secrets).sort(), [commitment(SECRET_KEY), commitment(SECRET_KEY_2)].sort());
  assert.equal(JSON.stringify(file.secrets[commitment(SECRET_KEY)]), SECRET, 'carried unchanged');
  assert.ok(!(await api(home, 'shareLink')).includes('0123456789abcdef'), 'no secret in a link');

  // A fresh profile (its storage emptied) restores the file: every game reopens the same.
  const { page: fresh, problems: qf } = await openApp(env.fresh.context, env.baseUrl);
  // Emptied (then asked and warned already, as openApp has it: no real permission prompt midway).
  // It has a secret of its own under one of the file's keys.
  await fresh.evaluate(([k2, v2]) => {
    localStorage.clear();
    localStorage.setItem('carcassonne.keeping', JSON.stringify({ asked: 1, warned: 1 }));
    localStorage.setItem(k2, v2);
  }, [SECRET_KEY_2, SECRET_2_THERE]);
  await fresh.reload({ waitUntil: 'load' });
  await waitForReady(fresh);
  assert.deepEqual(await api(fresh, 'saves'), []);
  await click(fresh, 'saves');
  await click(fresh, 'saves-restore');
  await waitForWidgets(fresh, ['backup-choose']);
  await shoot(fresh, 'backup-import');
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-backup-'));
  const filePath = path.join(dir, 'backup.json');
  await writeFile(filePath, text);
  let restored;
  if (ENGINE === 'chromium') {
    // The file chooser itself (Playwright answers it in Chromium).
    const w = await waitForWidgets(fresh, ['backup-choose']);
    const [chooser] = await Promise.all([fresh.waitForEvent('filechooser'), clickAt(fresh, w['backup-choose'].cx, w['backup-choose'].cy)]);
    await chooser.setFiles(filePath);
    await fresh.waitForFunction(() => !!window.carcassonne.keeping().backup.report, null, { timeout: 20_000 });
    restored = (await keeping(fresh)).backup.report;
  } else {
    const r = await api(fresh, 'importBackup', [text]);
    assert.equal(r.added, 4);
    assert.equal(r.secretsAdded, 1);
    assert.equal(r.secretsKept, 1);
    restored = (await keeping(fresh)).backup.report;
  }
  assert.equal(restored.refused, false);
  assert.match(restored.text, /The file holds 4 saved games\. 4 games were added\./);
  await frames(fresh, 3);
  await shoot(fresh, 'backup-import-report');
  await click(fresh, 'backup-import-close');
  assert.equal(await fresh.evaluate((k) => localStorage.getItem(k), SECRET_KEY), SECRET);
  assert.equal(await fresh.evaluate((k) => localStorage.getItem(k), SECRET_KEY_2), SECRET_2_THERE, 'the secret here is kept');
  for (const [id, r] of Object.entries(reports)) assert.deepEqual(await report(fresh, id), r, `game ${id} reopens the same`);

  // A second restore changes nothing.
  const before = await storage(fresh);
  const again = await api(fresh, 'importBackup', [text]);
  assert.equal(again.already, 4);
  assert.equal(again.secretsKept, 2);
  assert.deepEqual(await storage(fresh), before, 'nothing changed');

  // Both devices play on: the first game one way here and another way at home; the second line at
  // home only (the file has it further on). Restoring the new backup keeps both lines of the first.
  const [lineId, secondId] = ['Ana, Ben', 'Ana, Ben (second line)'].map((n) => saves.find((s) => s.name === n).id);
  await openSaved(fresh, lineId);
  const freshLine = await playTurns(fresh, 1);
  await openSaved(home, lineId);
  const homeLine = await playOtherTurn(home, freshLine.record.actions[reports[lineId].record.actions.length]);
  await openSaved(home, secondId);
  const homeSecond = await playTurns(home, 1);
  const newer = (await api(home, 'backup')).text;
  const merged = await api(fresh, 'importBackup', [newer]);
  assert.equal(merged.refused, false);
  assert.equal(merged.updated, 1, 'the second line is brought up to date');
  assert.equal(merged.already, 2);
  assert.deepEqual(merged.beside, ['Ana, Ben (from the backup)'], 'the first game went two ways: both kept');
  assert.deepEqual(await recordOf(fresh, lineId), freshLine.record, 'the line played here stays');
  assert.deepEqual(await recordOf(fresh, secondId), homeSecond.record);
  const list = await api(fresh, 'saves');
  const beside = list.find((s) => s.name === 'Ana, Ben (from the backup)');
  assert.deepEqual(await recordOf(fresh, beside.id), homeLine.record, 'home\'s line is kept beside it');
  assert.equal(list.length, 5);

  // A damaged file and a newer one are refused, in words, and nothing changes.
  const unchanged = await storage(fresh);
  const newerVersion = JSON.stringify({ ...JSON.parse(newer), version: 2 });
  for (const [bad, why] of [[newer.slice(0, newer.length / 2), /damaged/], [newerVersion, /newer version/]]) {
    const r = await api(fresh, 'importBackup', [bad]);
    assert.equal(r.refused, true);
    assert.match(r.text, why);
    assert.match(r.text, /Nothing was restored/);
    assert.deepEqual(await storage(fresh), unchanged);
  }
  await frames(fresh, 3);
  assert.match(await texts(fresh), /newer version of the game/, 'the Restore dialog says why');
  await rm(dir, { recursive: true, force: true });
  assert.deepEqual(qh, []);
  assert.deepEqual(qf, []);
  await home.close();
  await fresh.close();
});
