// The compatibility corpus (tests/fixtures/compat/) in the page: every fixture's share link opens, by
// window.carcassonne.open(link) and as the page's address (hashchange) - a sample of them in the test
// command, every one by open(link) in the long command (long-tests.sh) - and every saved game placed
// into local storage as an earlier build left it opens by its id; each shows the status, scores, next
// decision and turn recorded when the fixture was made, and a digest of its whole event list. An old
// saved game opened again keeps its stored record byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { openApp, api, frames, setUpBrowsers, ROOT, NO_MOTION, ENGINE, LONG, waitForReady } from './helpers.mjs';

const DIR = path.join(ROOT, 'tests', 'fixtures', 'compat');

function fixtureFiles(dir = DIR) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...fixtureFiles(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}
const FILES = fixtureFiles();
const FIXTURES = FILES.map((p) => JSON.parse(readFileSync(p, 'utf8')));
// As the page address and as a saved game in local storage: in Chromium the first and last fixture of
// each format version, in Firefox and WebKit the oldest and the newest. Each one opened paints a new
// board on a software renderer (seconds each, tens of seconds in WebKit), what the browser does (the
// address, the storage) is the same for all of them, open(link) below still reads every one in the
// page, and every fixture's link and saved game is read natively by the web tests
// (tests/web/compat_test.cpp) and the engine's under Node (tests/engine/compat_test.cpp).
const SAMPLE = FIXTURES.filter((f, i) => {
  if (i === 0 || i === FILES.length - 1) return true;
  const folder = (k) => path.dirname(FILES[k]);
  return ENGINE === 'chromium' && (folder(i) !== folder(i - 1) || folder(i) !== folder(i + 1));
});

const BY_OPEN = ENGINE === 'chromium' && LONG ? FIXTURES : SAMPLE;

// JSON with every object's keys sorted, as the engine prints it. The key order of what the page
// returns is the driver's business (WebKit's WebDriver reorders them), so it is not relied on.
function sortedJson(v) {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sortedJson(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

// FNV-1a 64 of the report's JSON as the engine prints it (keys sorted, no spaces): the fixtures'
// "digest".
function digest(st) {
  const text = sortedJson({ events: st.events, next: st.next, scores: st.scores, status: st.status });
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

function checkState(st, f, how) {
  const what = `${f.name} (${how})`;
  const e = f.expect;
  assert.equal(st.screen, 'game', what);
  assert.equal(st.status, e.status, what);
  assert.deepEqual(st.scores, e.scores, what);
  assert.deepEqual(st.next, e.next, what);
  assert.equal(st.turn, e.turn, what);
  assert.equal(st.record.actions.length, e.actions, what);
  assert.equal(st.events.length, e.events, what);
  assert.equal(digest(st), e.digest, `${what}: the event list differs`);
}

const env = setUpBrowsers(['links', 'saves']);

// Computer seats must not move while the test looks (a fixture's next decision may be theirs).
const holdAi = (page) => api(page, 'debug.aiOptions', [{ delay: 1e6 }]);

test('every fixture link opens with open(link) and as the page address, with its recorded outcome', { timeout: 300_000 }, async (t) => {
  assert.ok(FIXTURES.length >= 40, `${FIXTURES.length} fixtures`);
  const { page, problems } = await openApp(env.links.context, env.baseUrl, NO_MOTION);
  await holdAi(page);
  // The sample; every fixture in the long command (long-tests.sh: 85 fixtures took 30 s of Chromium's
  // run, and the same WebAssembly reads them all: the engine's compat test under Node, the web layer's
  // natively; WebKit's interpreter took three minutes for the corpus).
  for (const f of BY_OPEN) {
    const { r, st } = await page.evaluate((link) => {
      const res = window.carcassonne.open(link);
      return { r: res, st: window.carcassonne.state() };
    }, f.link);
    assert.deepEqual(r, { ok: true }, `${f.name}: ${r.error}`);
    checkState(st, f, 'open');
  }
  // The way a person opens a link: the address changes (same page, new fragment).
  for (const f of SAMPLE) {
    const url = env.baseUrl + f.link.slice(f.link.indexOf('#'));
    await page.goto(url);
    await page.waitForFunction(() => window.location.hash === '', null, { timeout: 20_000 });
    await frames(page, 1);
    checkState(await api(page, 'state'), f, 'address');
  }
  // (The sample is part of BY_OPEN: the addresses open games already saved.)
  assert.equal((await api(page, 'saves')).length, BY_OPEN.length, 'each link opened became one saved game');
  t.diagnostic(`${BY_OPEN.length} of ${FIXTURES.length} by open(link), ${SAMPLE.length} as the page address in ${ENGINE}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every fixture saved game, as an earlier build left it in local storage, opens with its outcome', { timeout: 300_000 }, async () => {
  const { page, problems } = await openApp(env.saves.context, env.baseUrl, NO_MOTION);
  await page.evaluate((fixtures) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('carcassonne.')) localStorage.removeItem(k);
    localStorage.setItem('carcassonne.index', JSON.stringify(fixtures.map((f) => f.saved.entry)));
    for (const f of fixtures) localStorage.setItem(f.saved.key, f.saved.record);
  }, FIXTURES);
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
  await holdAi(page);
  const list = await api(page, 'saves');
  assert.equal(list.length, FIXTURES.length);
  for (const e of list) assert.equal(e.damaged, undefined, `${e.name}: ${e.damaged}`);
  for (const f of SAMPLE) {
    const { r, st, stored } = await page.evaluate(([id, key]) => {
      const res = window.carcassonne.open(id);
      return { r: res, st: window.carcassonne.state(), stored: localStorage.getItem(key) };
    }, [f.saved.entry.id, f.saved.key]);
    assert.deepEqual(r, { ok: true }, `${f.name}: ${r.error}`);
    checkState(st, f, 'saved');
    assert.equal(stored, f.saved.record, `${f.name}: opening the old game kept its stored record as it was`);
  }
  assert.equal((await api(page, 'saves')).length, FIXTURES.length, 'no saved game was added');
  assert.deepEqual(problems, []);
  await page.close();
});
