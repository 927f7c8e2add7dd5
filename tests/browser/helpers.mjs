// Shared by the browser tests and the benchmark: serve dist/ under a sub-path on 127.0.0.1, launch the
// browser engine under test (CARC_ENGINE: chromium (default), firefox or webkit; engines.mjs), open the
// app and wait for its ready signal, click like a person (move, press, release, a frame apart).
//   CARC_ENGINE=firefox node --test tests/browser/      every test file in Firefox
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { before, beforeEach, after } from 'node:test';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPABILITIES, CHROMIUM_ARGS, ENGINES, closeDisplay, launchEngine } from './engines.mjs';

export { CHROMIUM_ARGS, ENGINES, closeDisplay };
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.CARC_DIST || path.join(ROOT, 'dist');
export const CLI = process.env.CARC_CLI || path.join(ROOT, 'build', 'native', 'engine', 'carcassonne');
// The engine every test of this process runs in, and what its driver can do (engines.mjs).
export const ENGINE = (process.env.CARC_ENGINE || 'chromium').toLowerCase();
if (!ENGINES.includes(ENGINE)) throw new Error(`CARC_ENGINE=${ENGINE}: one of ${ENGINES.join(', ')}`);
export const CAN = CAPABILITIES[ENGINE];
// Chromium's screenshots stay in build/screenshots/; the other engines' go to a folder of their own.
export const SCREENSHOTS = path.join(ROOT, 'build', 'screenshots', ...(ENGINE === 'chromium' ? [] : [ENGINE]));
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
};
// The site is served under a sub-path, as on GitHub Pages, to prove every URL is relative.
export const SUB_PATH = '/carcassonne/';

// The `skip` option of a test that runs only in some engines: false there, else the reason.
// The long command (bash .github/scripts/long-tests.sh: CARC_LONG=1, Chromium) runs the tests at their
// full length; the test command shortens what would not fit in its 25 minutes. A whole game (by links,
// on a phone by finger, against the computer, by the keyboard alone) is played to its end there; in
// the test command, in every engine, its first SHORT_GAME_TURNS turns: every step a browser takes in it
// (the address, the storage, the prompts, the clicks, the computer's first moves) comes in the first
// turns, and the rest of the game is the app's own code, the same everywhere, which the engine's tests
// play to the end in every set. (Whole games took 250 s of the test command's 1,227 in Chromium.)
export const LONG = process.env.CARC_LONG === '1';
export const WHOLE_GAMES = ENGINE === 'chromium' && LONG;
export const SHORT_GAME_TURNS = 6;
export const GAME_LENGTH = WHOLE_GAMES ? 'to the end' : `for ${SHORT_GAME_TURNS} turns (to the end in long-tests.sh)`;

export function onlyIn(engines, reason) {
  return engines.includes(ENGINE) ? false : `not in ${ENGINE}: ${reason}`;
}
// A test of the app's own logic, run in Chromium only: what it draws, keeps and decides is the same
// WebAssembly in every engine, and the browser's part of it (local storage across a reload, a link in
// the address, a finger, a worker...) is tested in every engine by the test `reason` names.
export const appLogic = (reason) => onlyIn(['chromium'], `the app's own logic (in every engine: ${reason})`);

// Serves `dir` (dist/ by default) under SUB_PATH. The returned object also switches what is served
// (setRoot: a second build of the site), plays a dead network (offline = true: every connection is
// dropped and counted in `refused`), a slow one for some files (slow = {match: '/i18n/', ms: 1500}:
// the files whose path contains `match` are answered that late), a site without some of its files
// (missing = ['ai_worker.js']: those answer 404), and lists the files asked for (`requests`).
export async function serveDist(dir = DIST) {
  const site = { root: dir, offline: false, refused: [], requests: [], slow: null, missing: [] };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (site.offline) {
      site.refused.push(url.pathname);
      req.socket.destroy();
      return;
    }
    site.requests.push(url.pathname);
    if (!url.pathname.startsWith(SUB_PATH)) return res.writeHead(404).end('not found');
    const rel = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    if (site.missing.includes(rel)) return res.writeHead(404).end('not found');
    const root = site.root;
    const file = path.normalize(path.join(root, rel));
    if (!file.startsWith(root + path.sep)) return res.writeHead(403).end('forbidden');
    const late = site.slow && url.pathname.includes(site.slow.match) ? site.slow.ms : 0;
    readFile(file).then(
      (body) => setTimeout(() => res.writeHead(200, { 'Content-Type': MIME_TYPES[path.extname(file)] || 'application/octet-stream' }).end(body), late),
      () => res.writeHead(404).end('not found'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.server = server;
  site.url = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  site.setRoot = (d) => { site.root = d; };
  return site;
}

// A fresh profile of the engine under test (ENGINE); close() removes it. options: viewport,
// deviceScaleFactor, isMobile, hasTouch (Playwright's names; in Chromium any launchPersistentContext
// option). `context` has newPage() and setOffline(); its pages answer the Playwright calls the tests
// use (engines.mjs).
export function launch(options = {}, engine = ENGINE) {
  return launchEngine(engine, options);
}

// The before/after hooks of a browser test file: dist/ served over HTTP and one browser (a profile
// of its own, so its own local storage) per name. The returned object has `baseUrl`, `site` (the
// server: serveDist) and each browser under its name once the tests run. The browsers start before
// the file's first test that runs (a `beforeEach`, which skipped tests do not run): a file whose
// tests this engine skips starts none (in Firefox and WebKit, a browser and its virtual display
// started for nothing took seconds of every such file).
export function setUpBrowsers(names = ['browser']) {
  const env = { baseUrl: null, site: null };
  before(async () => {
    await stat(path.join(DIST, 'index.html'));
    env.site = await serveDist();
    env.baseUrl = env.site.url;
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  beforeEach(async () => {
    for (const name of names) env[name] ??= await launch();
  });
  after(async () => {
    for (const name of names) if (env[name]) await env[name].close();
    await closeDisplay();  // (and any browser a failed test left open: its connections would hold the server)
    if (env.site) {
      env.site.server.closeAllConnections();
      await new Promise((resolve) => env.site.server.close(resolve));
    }
  });
  return env;
}

// A browser fetches the page's icon after the load, on its own, and drops that fetch when the page
// reloads or navigates first (Chromium reports net::ERR_ABORTED): the page lost nothing. Any other
// failed request, or the icon failing in another way, is a problem.
export function abortedFavicon(req) {
  const failure = req.failure()?.errorText ?? '';
  return /\/icon\.svg$/.test(new URL(req.url()).pathname) && /ABORTED|cancel/i.test(failure);
}

// Opens the app; collects console errors, page errors, failed requests into `problems`. `options`:
// `initScript`, JavaScript run in the page before its own (local storage as an earlier visit left it;
// a string alone means this too); unless `keeping` is false, the profile counts as asked to keep its
// storage and warned already, so that no other test meets the warning or a browser's permission
// prompt (keeping.test.mjs tests them). `motion: false`: the profile has the animations turned off
// (the setting in How to play), as long games by link use: each move's animation is drawn at full
// frame rate, which on a software renderer is most of such a test's time (motion.test.mjs tests them).
// Unless `sparse` is false, the page draws a changed picture at most every 400 ms, and always its
// last one (FramePresenter::Mode::Sparse): the tests read the page's state, texts and widgets after
// each of hundreds of moves, and drawing every picture on a software renderer was most of their time
// (a game with every expansion played by script: 89 s, sparse 52 s). What is built each frame (the
// texts, the widgets, the board's pieces) is the same; a screenshot waits for the last picture drawn.
// The tests of the drawing itself (smoke.test.mjs, motion.test.mjs) draw every changed picture, as a
// player's page does.
// openApp's options for the long games: the animations off (see above).
export const NO_MOTION = { motion: false };
// openApp's option for the tests of the drawing itself: every changed picture drawn (see above).
export const EVERY_PICTURE = { sparse: false };

// What the page was doing, for a wait that gave up: the game's status and decision, the moves in its
// record, the screen, the link-play state, the dialogs and buttons on screen, the alert.
export function pageState(page) {
  return page.evaluate(() => {
    const out = { url: location.href.slice(0, 120), visibility: document.visibilityState,
      alert: document.getElementById('alert')?.hidden === false ? document.getElementById('alert').textContent : '' };
    const api = window.carcassonne;
    if (!api) return { ...out, app: 'not started' };
    try {
      const st = api.state();
      Object.assign(out, { screen: st.screen, status: st.status, next: st.next, actions: st.record?.actions?.length });
    } catch (e) { out.state = String(e); }
    try {
      const c = api.correspondence();
      out.links = { mayDecide: c.mayDecide, asking: c.asking, send: c.send?.visible, catchUp: c.catchUp?.active,
        device: c.fair?.device };
    } catch (e) { /* no link play in this build */ }
    try { out.widgets = Object.keys(api.debug.widgets()).slice(0, 40); } catch (e) { /* before the first frame */ }
    return out;
  }).catch((e) => ({ evaluate: String(e).slice(0, 200) }));
}

// What a screenshot shows in each rectangle of `rects` ({ x, y, w, h } in CSS pixels; none: the whole
// page), decoded in the page: per rectangle { w, h, k, data }, its size in device pixels, the device
// pixels per CSS pixel, and its pixels as RGBA bytes row by row. `png`: a screenshot taken already.
export async function screenPixels(page, rects = null, png = null) {
  const shot = png ?? await page.screenshot();
  const out = await page.evaluate(async ([b64, boxes]) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const k = img.naturalWidth / window.innerWidth;
    return (boxes ?? [{ x: 0, y: 0, w: window.innerWidth, h: window.innerHeight }]).map((b) => {
      const w = Math.max(1, Math.round(b.w * k)), h = Math.max(1, Math.round(b.h * k));
      const d = ctx.getImageData(Math.round(b.x * k), Math.round(b.y * k), w, h).data;
      let bytes = '';
      for (let i = 0; i < d.length; i += 0x8000) bytes += String.fromCharCode(...d.subarray(i, i + 0x8000));
      return { w, h, k, b64: btoa(bytes) };
    });
  }, [shot.toString('base64'), rects]);
  return out.map(({ b64, ...r }) => ({ ...r, data: Buffer.from(b64, 'base64') }));
}

// page.waitForFunction that, when it gives up, says what it waited for and what the page was doing.
function explainWaits(page) {
  // A screenshot shows the page's last picture: in the sparse mode, after it was drawn (see openApp).
  const shoot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    const owed = await page.evaluate((ms) => new Promise((done) => {
      const drawn = () => !window.carcassonne || !window.carcassonne.debug.present().owes;
      const giveUp = setTimeout(() => done(window.carcassonne.debug.present()), ms);
      const check = () => requestAnimationFrame(() => (drawn() ? requestAnimationFrame(() => (clearTimeout(giveUp), done(null))) : check()));
      check();
    }), FRAME_WAIT_MS);
    if (owed) {
      throw new Error(`a screenshot waited ${FRAME_WAIT_MS / 1000} s for the page's last picture: present() ${JSON.stringify(owed)}, ` +
        `the board ${JSON.stringify(await page.evaluate(() => window.carcassonne.debug.frameStats().boardLayer).catch(() => null))}; ` +
        `the page: ${JSON.stringify(await pageState(page))}`);
    }
    return shoot(options);
  };
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = async (fn, arg, options) => {
    try {
      return await wait(fn, arg, options);
    } catch (e) {
      const what = String(fn).replace(/\s+/g, ' ').slice(0, 160);
      throw new Error(`gave up waiting for ${what} (${e.message.split('\n')[0]}); the page: ${JSON.stringify(await pageState(page))}`);
    }
  };
  return page;
}

export async function openApp(context, url, options = {}) {
  const { initScript = '', keeping = true, motion = !process.env.ZZ_STILL, sparse = true } =
    typeof options === 'string' ? { initScript: options } : options;
  const page = explainWaits(await context.newPage());
  if (sparse) {
    // From the game's start, after every load of the page. window.carcassonne comes before the game
    // does (the page's start runs in steps once the module is ready, the game last): until then a
    // call answers that the game is not running yet, so it is made again until the mode is taken.
    await page.addInitScript(`(() => { let n = 0; const t = setInterval(() => {
      const mode = window.carcassonne && window.carcassonne.debug.present('sparse').mode;
      if (mode === 'sparse' || ++n > 6000) clearInterval(t); }, 10); })();`);
  }
  if (!motion) {
    await page.addInitScript(`try { if (!localStorage.getItem('carcassonne.motion')) localStorage.setItem('carcassonne.motion', 'off'); } catch (e) {}`);
  }
  if (keeping) {
    await page.addInitScript(`try {
      if (!localStorage.getItem('carcassonne.keeping')) localStorage.setItem('carcassonne.keeping', '{"asked":1,"warned":1}');
    } catch (e) {}`);
  }
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => { if (!abortedFavicon(req)) problems.push(`request failed: ${req.url()}`); });
  page.on('response', (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  // The same generator inside the page, for tests that play many random actions there at once.
  await page.addInitScript(`window.testRng = ${rng.toString()};${initScript}`);
  await page.goto(url, { waitUntil: 'load' });
  await waitForReady(page, problems);
  // Taken within a few of the interval's turns of the first frame. Without it every scripted run
  // draws each changed picture, three times the frames' cost in the software renderer: that went
  // unseen for two sessions when the start's steps made the first call come too early.
  if (sparse) await page.waitForFunction(() => window.carcassonne.debug.present().mode === 'sparse', null, { timeout: 5_000 });
  return { page, problems };
}

// Waits for the app's first frame; if it never comes, the error says what the page was doing (a
// hidden page draws no frames; an alert says why the app did not start).
export async function waitForReady(page, problems = []) {
  try {
    await page.waitForFunction(() => window.carcassonneReady === true && !!window.carcassonne, null, { timeout: 60_000 });
  } catch (e) {
    const seen = await page.evaluate(() => ({
      readyState: document.readyState, visibility: document.visibilityState, focus: document.hasFocus(),
      alert: document.getElementById('alert')?.textContent || '', module: typeof window.Module,
      serviceWorker: !!navigator.serviceWorker?.controller,
    })).catch((err) => ({ evaluate: String(err) }));
    throw new Error(`the app did not start in 60 s: ${JSON.stringify(seen)}; problems: ${JSON.stringify(problems)} (${e.message})`);
  }
}

// Plays this device's decisions (random legal actions, from `seed`; a real move 70% of the time when
// there is one) while the page says they are this device's to make (correspondence().mayDecide);
// returns how many it made. Play by link (correspondence.test.mjs, fair_deal.test.mjs).
export const playDecisionsHere = (page, seed) => page.evaluate((s) => {
  const rand = window.testRng(s);
  let n = 0;
  for (let guard = 0; guard < 200; ++guard) {
    if (!window.carcassonne.correspondence().mayDecide) return n;
    const legal = window.carcassonne.legal();
    const moves = legal.filter((a) => a.type !== 'skip');
    const pool = moves.length && rand() < 0.7 ? moves : legal;
    const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    if (!r.ok) throw new Error(r.error);
    ++n;
  }
  throw new Error('the turn did not end');
}, seed);

// Plays whole turns with the first legal action (place first, then a figure when offered) until
// `turns` more turns have begun for the next player; returns the state.
export const playTurns = (page, turns) => page.evaluate((n) => {
  const start = window.carcassonne.state().record.actions.filter((a) => a.type === 'place').length;
  for (let guard = 0; guard < 200; ++guard) {
    const st = window.carcassonne.state();
    const placed = st.record.actions.filter((a) => a.type === 'place').length;
    if (placed >= start + n && st.next && st.next.decision === 'place') return st;
    const legal = window.carcassonne.legal();
    if (legal.length === 0) return st;
    const r = window.carcassonne.apply(legal.find((a) => a.type !== 'skip') || legal[0]);
    if (!r.ok) throw new Error(r.error);
  }
  throw new Error('turns did not advance');
}, turns);

// Every key of the page's local storage that belongs to the game, with its value.
export const storage = (page) => page.evaluate(() => {
  const out = {};
  for (let i = 0; i < localStorage.length; ++i) {
    const k = localStorage.key(i);
    if (k.startsWith('carcassonne.')) out[k] = localStorage.getItem(k);
  }
  return out;
});

// Waits for `n` frames of the page. A page that draws none (hidden, its renderer stuck) fails here,
// saying what the page was, instead of holding the test to its own timeout without a word (a
// Chromium run of 694180a: keeping.test waited 120 s in silence, the machine idle).
const FRAME_WAIT_MS = 20_000;
export async function frames(page, n = 2) {
  let timer;
  const silent = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer in ${2 * FRAME_WAIT_MS / 1000} s (waiting for ${n} frames)`)),
      2 * FRAME_WAIT_MS);
  });
  try {
    const missed = await Promise.race([silent, page.evaluate(([k, ms]) => new Promise((resolve) => {
      const giveUp = setTimeout(() => resolve({
        framesMissing: k + 1, visibility: document.visibilityState, focus: document.hasFocus(),
        ready: window.carcassonneReady === true, screen: window.carcassonne?.state?.().screen,
      }), ms);
      const step = () => (k-- <= 0 ? (clearTimeout(giveUp), resolve(null)) : requestAnimationFrame(step));
      step();
    }), [n, FRAME_WAIT_MS])]);
    if (missed) throw new Error(`the page drew no frame for ${FRAME_WAIT_MS / 1000} s: ${JSON.stringify(missed)}`);
  } finally {
    clearTimeout(timer);
  }
}

// A click a person would make: move there, press, release, each seen by at least one frame.
export async function clickAt(page, x, y, button = 'left') {
  await page.mouse.move(x, y);
  await frames(page, 2);
  await page.mouse.down({ button });
  await frames(page, 2);
  await page.mouse.up({ button });
  await frames(page, 3);
}

// A turn of the mouse wheel at (x, y), `dy` CSS pixels down (negative: up), in every engine: the
// pointer moves there by the driver, and the wheel event is the DOM's, sent to the canvas as the
// browser sends it (the drivers differ: Playwright's wheel(dx, dy), puppeteer's wheel({deltaY}), and
// WebKit's WebDriver classic has none).
export async function wheelAt(page, x, y, dy) {
  await page.mouse.move(x, y);
  await frames(page, 1);
  await page.evaluate(([px, py, d]) => {
    document.getElementById('canvas').dispatchEvent(new WheelEvent('wheel', {
      bubbles: true, cancelable: true, composed: true, clientX: px, clientY: py, deltaY: d, deltaMode: 0 }));
  }, [x, y, dy]);
  await frames(page, 3);
}

// How to play's pages on screen: the web build fetches their texts the first time How to play opens
// (web/i18n/help_texts.h), and the dialog says it is loading them until then. Waits for that line to
// go (the dialog open), and returns the texts on screen then; fails if it stays (or says they cannot be had).
export async function waitForHelpPages(page, timeout = 15_000) {
  const loading = (await api(page, 'debug.format', ['help.loading', {}])).text;
  const unavailable = (await api(page, 'debug.format', ['help.unavailable', {}])).text;
  const start = Date.now();
  for (;;) {
    await frames(page, 1);
    const open = !!(await api(page, 'debug.widgets'))['help-close'];
    const texts = await api(page, 'debug.texts');
    if (texts.some((t) => t.text === unavailable)) throw new Error('How to play says its pages cannot be loaded');
    if (open && !texts.some((t) => t.text === loading)) return texts;
    if (Date.now() - start > timeout) throw new Error(open ? `How to play still says "${loading}" after ${timeout} ms` : 'How to play did not open');
  }
}

// The widgets on screen once every one of `ids` is among them (a few frames after the step that shows
// them; slow engines such as WebKit on software GL take longer), or what is there after `timeout` ms.
// A dialog that fits its content settles its size and place over its first frames, so the widgets
// are returned once two readings a frame apart agree on where they are.
export async function waitForWidgets(page, ids, timeout = 10_000) {
  const start = Date.now();
  let last = null;
  for (;;) {
    const w = await api(page, 'debug.widgets');
    const here = ids.every((id) => w[id]);
    const at = here ? JSON.stringify(ids.map((id) => [w[id].cx, w[id].cy])) : null;
    if ((here && at === last) || Date.now() - start > timeout) return w;
    last = at;
    await frames(page, 1);
  }
}

// The texts on screen (debug.texts) once the layout has settled: two readings a frame apart agree on
// every text and its place (a dialog that fits its content takes a frame or two to find its size, and
// ImGui keeps such a window hidden meanwhile), or the last reading after `maxFrames`.
export async function settledTexts(page, maxFrames = 20) {
  let last = null;
  let texts = [];
  for (let i = 0; i < maxFrames; ++i) {
    await frames(page, 1);
    texts = await api(page, 'debug.texts');
    const now = JSON.stringify(texts);
    if (now === last) break;
    last = now;
  }
  return texts;
}

// The record of a game of the compatibility corpus (tests/fixtures/compat/<version>/<name>.json) with
// every seat a person's, so that the decision is on screen and no computer moves; `actions`: how many
// of its actions to keep (all when absent).
export function corpusRecord(version, name, actions) {
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'fixtures', 'compat', version, `${name}.json`), 'utf8'));
  const saved = typeof doc.saved === 'string' ? JSON.parse(doc.saved) : doc.saved;
  const record = typeof saved.record === 'string' ? JSON.parse(saved.record) : saved.record;
  for (const p of record.setup.players) delete p.ai;
  if (actions !== undefined) record.actions = record.actions.slice(0, actions);
  return record;
}

// Every expansion the game has (setup.h kExpansionIds): what "a game with every expansion" means in
// the tests.
export const EVERY_EXPANSION = ['river', 'abbey-mayor', 'watchtowers', 'tower-thieves', 'inns-cathedrals', 'traders-builders'];

// 160 base land tiles dealt in a fixed order (more than one game's 71: the deck may repeat tiles), so
// that a board reaches 150 tiles (the benchmark's board, the screenshots' large board).
export function bigDeck() {
  const ids = 'ABCDEFGHIJKLMNOPQRSTUVWX'.split('');
  const deck = [];
  let x = 7;
  for (let i = 0; i < 160; ++i) {
    x = (x * 1103515245 + 12345) % 2147483648;
    deck.push(ids[x % ids.length]);
  }
  return deck;
}

// Small deterministic generator for "random" choices (mulberry32); also window.testRng in pages
// opened by openApp.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Calls window.carcassonne.<fn>(...arg) in the page; fn may be a dotted path ("debug.widgets").
export const api = (page, fn, arg) => page.evaluate(([f, a]) => {
  const parts = f.split('.');
  let obj = window.carcassonne;
  for (let i = 0; i < parts.length - 1; ++i) obj = obj[parts[i]];
  return obj[parts[parts.length - 1]](...(a === undefined ? [] : a));
}, [fn, arg]);

// The native engine's replay report of a record (build/native/engine/carcassonne replay), to compare
// the page's game with.
export async function nativeReplay(record) {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-record-'));
  const file = path.join(dir, 'game.json');
  await writeFile(file, JSON.stringify(record));
  await writeFile(path.join(tmpdir(), 'carc-last-record.json'), JSON.stringify(record));  // for a look after a failure
  try {
    return JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8', maxBuffer: 64 << 20 }));
  } catch (e) {
    throw new Error(`${CLI} replay failed: ${e.stderr || e.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
