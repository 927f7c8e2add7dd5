// The browser engines the tests run in, behind one small interface: launchEngine(engine, options)
// gives { context, close() }, where context.newPage() gives a page with the part of Playwright's Page
// API the tests use (goto, reload, evaluate, waitForFunction, mouse, keyboard, touchscreen,
// screenshot, textContent, isHidden, title, on(console/pageerror/requestfailed/response),
// addInitScript, setViewportSize, bringToFront, close) and context.setOffline(on).
//
//   chromium  /usr/bin/chromium, headless, WebGL2 through SwiftShader, driven by playwright-core: the
//             context and pages are Playwright's own.
//   firefox   Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core, as a normal window on
//             a virtual display (Xvfb) with Mesa's software GL (headless Firefox has no WebGL here).
//   webkit    WebKitGTK's MiniBrowser driven by WebKitWebDriver (WebDriver classic, plain HTTP calls
//             below), on the virtual display. WebDriver classic has no browser events and no offline
//             mode: console errors and uncaught errors are collected by a hook the page gets once it
//             has loaded (so an error while loading shows only through the page's own alert),
//             request failures are not reported, and setOffline() throws (tests make the server
//             refuse instead).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, openSync, closeSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || 'WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// Flags verified on this kind of machine (toolchain.md). Playwright adds --user-data-dir itself.
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync',
];
// For the measures of a first visit (first_visit.mjs, lighthouse.mjs) with CARC_GPU_COMPOSITING=1: the
// page composited by the GPU process (SwiftShader here), as a phone's is, instead of in software. With
// --disable-gpu every frame's canvas is read back for the software compositor, and the page's thread
// waits for the GPU's whole frame in each; a phone's never does (docs/first-visit.md).
const GPU_COMPOSITING = process.env.CARC_GPU_COMPOSITING === '1';
export const MEASURE_ARGS = GPU_COMPOSITING ? CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu') : CHROMIUM_ARGS;
export const COMPOSITING = GPU_COMPOSITING ? 'GPU compositing' : 'software compositing';

// What each engine's driver can do (tests skip the rest and say why). WebKit: no offline mode and no
// network events in WebDriver classic; MiniBrowser's window is at least 447 px wide (its toolbar), so
// no phone-sized viewport; a whole-number device pixel ratio (GDK_SCALE) works. WebDriver's touch
// actions reach a WebKitGTK page as a mouse (pointerType "mouse", no touchstart): a test that needs
// a finger builds the DOM's touch events in the page (touch.test.mjs).
export const CAPABILITIES = {
  chromium: { offlineMode: true, networkEvents: true, phoneViewport: true, browserLanguage: true },
  firefox: { offlineMode: true, networkEvents: true, phoneViewport: true, browserLanguage: true },
  // MiniBrowser ignores LANGUAGE/LANG for navigator.languages (tried): the page's choice is used instead.
  webkit: { offlineMode: false, networkEvents: false, phoneViewport: false, browserLanguage: false },
};

// --- A virtual display per browser for the engines that need a window -----------------------------
// Each browser gets a screen of its own. On a shared screen the windows of several browsers (two
// devices of one test) cover each other, and a window that is fully covered counts as hidden:
// Firefox and WebKitGTK then stop its page's frames (requestAnimationFrame), and the page behind
// never starts. Which window ends up on top depended on timing (a CI run lost four tests to it).
const displays = new Set();
async function startXvfb() {
  // A display number of its own: tried from a number drawn from the process id, the next one if
  // taken (Xvfb then exits at once). (Xvfb's -displayfd does not work under node --test.)
  for (let i = 0; i < 100; ++i) {
    const n = 100 + ((process.pid + i * 7) % 800);
    if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb = spawn('Xvfb', [`:${n}`, '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const failed = new Promise((resolve) => {
      xvfb.once('error', (e) => resolve(e));
      xvfb.once('exit', (code) => resolve(new Error(`exit ${code}`)));
    });
    for (let t = 0; t < 100 && xvfb.exitCode === null; ++t) {
      if (existsSync(`/tmp/.X11-unix/X${n}`)) {
        xvfb.unref();
        const kill = () => xvfb.kill();
        process.on('exit', kill);
        const display = { name: `:${n}`, xvfb, kill };
        displays.add(display);
        return display;
      }
      const e = await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 50, null))]);
      if (e && e.code === 'ENOENT') throw new Error('Xvfb is not installed: run .github/scripts/setup.sh');
    }
    xvfb.kill();
  }
  throw new Error('Xvfb could not start on any display number');
}

// Stops a virtual display and waits until it is gone: an Xvfb still shutting down removes its
// socket files, which would pull the display from under the next browser's Xvfb if that one took
// the same number.
async function stopXvfb(display) {
  if (!displays.delete(display)) return;
  process.off('exit', display.kill);
  if (display.xvfb.exitCode !== null) return;
  const gone = new Promise((resolve) => display.xvfb.once('exit', resolve));
  display.xvfb.kill();
  await gone;
}

// Browsers launched and not closed yet (launchEngine).
const openBrowsers = new Set();

// Closes the browsers a test left open (a test that failed half-way), each given 20 s, and stops
// their displays.
export async function closeDisplay() {
  for (const browser of [...openBrowsers])
    await Promise.race([browser.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  for (const display of [...displays]) await stopXvfb(display);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// "Shift+R" -> ['Shift'], 'R'; a lone "+" is the plus key.
function splitKeys(combo) {
  const parts = combo.length > 1 ? combo.split('+') : [combo];
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.splice(-2, 2, '+');
  return { modifiers: parts.slice(0, -1), key: parts[parts.length - 1] };
}

// In the page: is the element missing or not shown (Playwright's isHidden)?
function elementHidden(selector) {
  const el = document.querySelector(selector);
  if (!el) return true;
  const style = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  return style.visibility === 'hidden' || style.display === 'none' || r.width === 0 || r.height === 0;
}

// --- Chromium: Playwright as before ---------------------------------------------------------------
async function launchChromium(options) {
  const { chromium } = await import('playwright-core');
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'carc-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  return {
    engine: 'chromium',
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

// --- Firefox: puppeteer-core over WebDriver BiDi ----------------------------------------------------
class PuppeteerPage {
  constructor(raw, context) {
    this.raw = raw;
    this._context = context;
    this.mouse = raw.mouse;
    this.touchscreen = raw.touchscreen;
    this.keyboard = {
      down: (k) => raw.keyboard.down(k),
      up: (k) => raw.keyboard.up(k),
      type: (text) => raw.keyboard.type(text),
      press: async (combo) => {
        const { modifiers, key } = splitKeys(combo);
        for (const m of modifiers) await raw.keyboard.down(m);
        // Playwright's name for the space bar; puppeteer over WebDriver BiDi knows only its character
        // ("Unknown key", the monkey's seed 851669779 in Firefox).
        await raw.keyboard.press(key === 'Space' ? ' ' : key);
        for (const m of modifiers.reverse()) await raw.keyboard.up(m);
      },
    };
  }

  context() { return this._context; }
  url() { return this.raw.url(); }
  title() { return this.raw.title(); }
  goto(url, options = {}) { return this.raw.goto(url, { waitUntil: options.waitUntil || 'load', timeout: options.timeout ?? 60_000 }); }
  reload(options = {}) { return this.raw.reload({ waitUntil: options.waitUntil || 'load', timeout: options.timeout ?? 60_000 }); }
  evaluate(fn, arg) { return this.raw.evaluate(fn, arg); }
  waitForFunction(fn, arg, options = {}) {
    return this.raw.waitForFunction(fn, { timeout: options.timeout ?? 30_000, polling: options.polling ?? 100 }, arg);
  }
  addInitScript(script) {
    return this.raw.evaluateOnNewDocument(typeof script === 'function' ? `(${script})()` : script);
  }
  async screenshot(options = {}) {
    return Buffer.from(await this.raw.screenshot({ path: options.path }));
  }
  textContent(selector) { return this.raw.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector); }
  isHidden(selector) { return this.raw.evaluate(elementHidden, selector); }
  async isVisible(selector) { return !(await this.isHidden(selector)); }
  setViewportSize({ width, height }) { return this.raw.setViewport({ ...(this.raw.viewport() || {}), width, height }); }
  // Pages of one Firefox profile are tabs of one window: only the one in front draws frames.
  bringToFront() { return this.raw.bringToFront(); }
  on(event, handler) { this.raw.on(event, handler); return this; }
  async close() {
    this._context._pages.delete(this);
    await this.raw.close();
  }
}

class PuppeteerContext {
  constructor(browser) {
    this.browser = browser;
    this._pages = new Set();
    this._offline = false;
  }

  async newPage() {
    const page = new PuppeteerPage(await this.browser.newPage(), this);
    if (this._offline) await page.raw.setOfflineMode(true);
    this._pages.add(page);
    return page;
  }

  pages() { return [...this._pages]; }

  async setOffline(on) {
    this._offline = on;
    for (const page of this._pages) await page.raw.setOfflineMode(on);
  }
}

// Firefox on the virtual display `display`, with the profile folder `profile` (ours to remove) and
// Playwright's `locale` (the browser's preferred languages, navigator.languages); `more`: puppeteer's
// other launch options. The template's launch and every test's go through here, so that the profile a
// test's browser starts from was made by the same Firefox with the same preferences.
function startFirefox(puppeteer, display, profile, locale, more = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: false,  // headless Firefox has no WebGL on these machines (toolchain.md)
    env: { ...process.env, DISPLAY: display.name },
    userDataDir: profile,
    extraPrefsFirefox: {
      ...(locale ? { 'intl.accept_languages': locale } : {}),
      // Timers at full precision, so that the frame times the page measures mean something.
      'privacy.reduceTimerPrecision': false,
      'browser.sessionstore.resume_from_crash': false,
    },
    timeout: 120_000,  // the start, on a busy machine
    ...more,
  });
}

// A fresh profile for each browser, copied from one that Firefox has started once: a profile's first
// start (Firefox making its databases and caches) took 3.2-3.5 s of every launch here, a copy's
// 1.8-2.2 s, and the Firefox suite launches about forty browsers. The template is made once per
// Firefox build (in the system's temporary folder, named by the binary's date) and never opens a
// page, so each copy starts with no site's data, as a fresh profile does.
async function firefoxProfile(puppeteer, display) {
  const binary = statSync(realpathSync(FIREFOX));
  const template = path.join(tmpdir(), `carc-firefox-template-${Math.round(binary.mtimeMs)}-${binary.size}`);
  if (!existsSync(path.join(template, 'carc-ready'))) {
    const making = await mkdtemp(path.join(tmpdir(), 'carc-firefox-template-'));
    await (await startFirefox(puppeteer, display, making)).close();
    await writeFile(path.join(making, 'carc-ready'), '');
    // Put in place whole; another test file that made one at the same time keeps its own.
    await rename(making, template).catch(() => rm(making, { recursive: true, force: true }));
  }
  const profile = await mkdtemp(path.join(tmpdir(), 'carc-firefox-'));
  await cp(template, profile, { recursive: true });
  return profile;
}

async function launchFirefox(options) {
  const { default: puppeteer } = await import('puppeteer-core');
  const viewport = options.viewport || { width: 1280, height: 800 };
  const display = await startXvfb();
  const profile = await firefoxProfile(puppeteer, display);
  const browser = await startFirefox(puppeteer, display, profile, options.locale, {
    defaultViewport: {
      width: viewport.width,
      height: viewport.height,
      deviceScaleFactor: options.deviceScaleFactor || 1,
      isMobile: !!options.isMobile,
      hasTouch: !!options.hasTouch,
    },
    protocolTimeout: 600_000,
  }).catch(async (e) => {
    await rm(profile, { recursive: true, force: true });
    throw e;
  });
  return {
    engine: 'firefox',
    context: new PuppeteerContext(browser),
    async close() {
      try {
        await browser.close();
      } finally {
        await rm(profile, { recursive: true, force: true });
        await stopXvfb(display);
      }
    },
  };
}

// --- WebKit: WebKitWebDriver (WebDriver classic) --------------------------------------------------
const WD_KEYS = {
  Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D', Enter: '\uE007', Escape: '\uE00C',
  Backspace: '\uE003', Tab: '\uE004', Delete: '\uE017', Space: ' ', ArrowLeft: '\uE012', ArrowUp: '\uE013',
  ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010', PageUp: '\uE00E', PageDown: '\uE00F',
  F1: '\uE031', F2: '\uE032', F3: '\uE033', F4: '\uE034', F5: '\uE035', F6: '\uE036',
};
const WD_BUTTONS = { left: 0, middle: 1, right: 2 };
const UNDEFINED = '\u0000carc:undefined';

// Installed in the page after each navigation: console.error and uncaught errors into a list that
// every evaluate() drains (WebDriver classic has no events).
const PROBLEM_HOOK = `(() => {
  if (window.__carcDrain) return;
  const list = [];
  const error = console.error;
  console.error = function (...args) { list.push({ kind: 'console', text: args.map(String).join(' ') }); return error.apply(this, args); };
  window.addEventListener('error', (e) => list.push({ kind: 'pageerror', text: e.message }));
  window.addEventListener('unhandledrejection', (e) => list.push({ kind: 'pageerror', text: String(e.reason) }));
  window.__carcDrain = () => list.splice(0);
})();`;

class WebDriverSession {
  constructor(base, id, proc, log) {
    this.base = base;
    this.id = id;
    this.proc = proc;
    this.log = log;
    this.current = null;
    this.queue = Promise.resolve();
  }

  async raw(method, url, body) {
    const res = await fetch(`${this.base}/session/${this.id}${url}`, {
      method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (json.value && json.value.error) {
      const lost = ['invalid session id', 'unknown error'].includes(json.value.error) ? this.browserLog() : '';
      throw new Error(`WebDriver ${method} ${url}: ${json.value.error}: ${json.value.message}${lost}`);
    }
    return json.value;
  }

  // When the session is lost, what WebKitWebDriver and MiniBrowser printed last (a web process that
  // crashed says so there), for the failure's message.
  browserLog() {
    let text = '';
    try {
      text = readFileSync(this.log, 'utf8');
    } catch {
      return '';
    }
    const lines = text.trim().split('\n').filter((l) => l.trim()).slice(-12);
    return lines.length ? ` (the browser's last words: ${lines.join(' | ')})` : ' (the browser printed nothing)';
  }

  // One command at a time, in the window of `handle`.
  run(handle, fn) {
    const next = this.queue.then(async () => {
      if (handle && handle !== this.current) {
        await this.raw('POST', '/window', { handle });
        this.current = handle;
      }
      return fn();
    });
    this.queue = next.catch(() => {});
    return next;
  }
}

class WebDriverPage {
  constructor(session, handle, context) {
    this.session = session;
    this.handle = handle;
    this._context = context;
    this.handlers = {};
    this.initScripts = [];
    const pointer = (actions) => this.actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
    this.mouse = {
      move: (x, y) => pointer([{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' }]),
      down: (o = {}) => pointer([{ type: 'pointerDown', button: WD_BUTTONS[o.button || 'left'] }]),
      up: (o = {}) => pointer([{ type: 'pointerUp', button: WD_BUTTONS[o.button || 'left'] }]),
      click: (x, y, o = {}) => pointer([
        { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: WD_BUTTONS[o.button || 'left'] },
        { type: 'pointerUp', button: WD_BUTTONS[o.button || 'left'] }]),
    };
    const keys = (list) => this.actions([{ type: 'key', id: 'keyboard', actions: list }]);
    const code = (k) => WD_KEYS[k] || k;
    this.keyboard = {
      down: (k) => keys([{ type: 'keyDown', value: code(k) }]),
      up: (k) => keys([{ type: 'keyUp', value: code(k) }]),
      type: (text) => keys([...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }])),
      press: (combo) => {
        const { modifiers, key } = splitKeys(combo);
        return keys([
          ...modifiers.map((m) => ({ type: 'keyDown', value: code(m) })),
          { type: 'keyDown', value: code(key) }, { type: 'keyUp', value: code(key) },
          ...modifiers.reverse().map((m) => ({ type: 'keyUp', value: code(m) }))]);
      },
    };
    // WebKitGTK's automation sends these as mouse events (see CAPABILITIES).
    this.touchscreen = {
      tap: (x, y) => this.actions([{ type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions: [
        { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }]),
    };
  }

  command(method, url, body) { return this.session.run(this.handle, () => this.session.raw(method, url, body)); }
  actions(list) { return this.command('POST', '/actions', { actions: list }); }
  context() { return this._context; }
  on(event, handler) { (this.handlers[event] ||= []).push(handler); return this; }
  emit(event, value) { for (const h of this.handlers[event] || []) h(value); }

  // Runs fn(arg) in the page (a promise is awaited); page problems collected since the last call are
  // passed on to the 'console' and 'pageerror' listeners.
  async evaluate(fn, arg) {
    // The argument travels as JSON text in which undefined (also inside arrays) is kept, as
    // Playwright keeps it, so that code like f(...(a === undefined ? [] : a)) works the same.
    const text = JSON.stringify(arg, (k, v) => (v === undefined ? UNDEFINED : v));
    const script = `const f = (${fn.toString()});
      const arg = JSON.parse(arguments[0], (k, v) => (v === ${JSON.stringify(UNDEFINED)} ? undefined : v));
      return Promise.resolve(f(arg)).then((value) => ({
        value: value === undefined ? null : value,
        problems: window.__carcDrain ? window.__carcDrain() : [],
      }));`;
    const out = await this.command('POST', '/execute/sync', { script, args: [text] });
    for (const p of out.problems) {
      if (p.kind === 'console') this.emit('console', { type: () => 'error', text: () => p.text });
      else this.emit('pageerror', new Error(p.text));
    }
    return out.value;
  }

  async afterNavigation() {
    await this.command('POST', '/execute/sync', { script: PROBLEM_HOOK, args: [] });
    for (const s of this.initScripts) await this.command('POST', '/execute/sync', { script: s, args: [] });
  }

  async goto(url) {
    await this.command('POST', '/url', { url });
    await this.afterNavigation();
  }

  async reload() {
    await this.command('POST', '/refresh', {});
    await this.afterNavigation();
  }

  // WebDriver classic cannot run a script before the page's own: it runs after each navigation.
  async addInitScript(script) {
    this.initScripts.push(typeof script === 'function' ? `(${script})()` : script);
  }

  async waitForFunction(fn, arg, options = {}) {
    const timeout = options.timeout ?? 30_000;
    const start = Date.now();
    let last = null;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
      } catch (e) {
        last = e;  // the page may be navigating; try again
      }
      if (Date.now() - start > timeout) {
        throw new Error(`waitForFunction: timeout ${timeout} ms exceeded${last ? ` (last error: ${last.message})` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async screenshot(options = {}) {
    const png = Buffer.from(await this.command('GET', '/screenshot'), 'base64');
    if (options.path) await writeFile(options.path, png);
    return png;
  }

  // Each page is a window of its own, which draws whether in front or not: switching to it is enough.
  bringToFront() { return this.command('GET', '/url'); }
  url() { return this.command('GET', '/url'); }
  title() { return this.command('GET', '/title'); }
  textContent(selector) { return this.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector); }
  isHidden(selector) { return this.evaluate(elementHidden, selector); }
  async isVisible(selector) { return !(await this.isHidden(selector)); }

  // The window is the viewport plus the browser's own bar (measured once per page).
  async setViewportSize({ width, height }) {
    if (!this.chrome) {
      this.chrome = await this.evaluate(() => ({ w: window.outerWidth - window.innerWidth, h: window.outerHeight - window.innerHeight }));
    }
    await this.command('POST', '/window/rect', { x: 0, y: 0, width: width + this.chrome.w, height: height + this.chrome.h });
  }

  async close() {
    this._context._pages.delete(this);
    await this.session.run(this.handle, async () => {
      await this.session.raw('DELETE', '/window');
      // Back to the session's first window: WebDriver needs an open current window.
      await this.session.raw('POST', '/window', { handle: this.session.home });
      this.session.current = this.session.home;
    });
  }
}

class WebDriverContext {
  constructor(session, viewport) {
    this.session = session;
    this.viewport = viewport;
    this._pages = new Set();
  }

  // Each page is a window of its own (a background tab gets no animation frames); the session's
  // first window stays open, blank, so that closing a page never ends the session.
  async newPage() {
    const { handle } = await this.session.run(null, () => this.session.raw('POST', '/window/new', { type: 'window' }));
    const page = new WebDriverPage(this.session, handle, this);
    await page.command('POST', '/url', { url: 'about:blank' });
    await page.setViewportSize(this.viewport);
    this._pages.add(page);
    return page;
  }

  pages() { return [...this._pages]; }

  async setOffline() {
    throw new Error('WebKit over WebDriver classic has no offline mode');
  }
}

async function launchWebKit(options) {
  const port = await freePort();
  const display = await startXvfb();
  const env = { ...process.env, DISPLAY: display.name };
  // GTK's own scale factor gives the page its device pixel ratio (whole numbers only).
  if (options.deviceScaleFactor) env.GDK_SCALE = String(Math.round(options.deviceScaleFactor));
  // JavaScriptCore's optimizing tier for WebAssembly (OMG) stays on, as a player's browser has it.
  // Off (JSC_useOMGJIT=0) WebKit's tests took half the time and a third of the CPU (OMG recompiles
  // app.wasm's hot functions in every new page: docs/testing.md), but in the second clean-clone run
  // with it off a page's newGame read its own embedded tile data wrongly ("a tile without an id",
  // 2026-12-06, phone_game): a wrong result in JSC's baseline tier, never seen with OMG on.
  // The driver's and the browser's output go to a file, read when the session is lost.
  const logDir = await mkdtemp(path.join(tmpdir(), 'carc-webkit-'));
  const log = path.join(logDir, 'browser.log');
  const logFd = openSync(log, 'a');
  const proc = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; ++i) {
    try {
      if ((await (await fetch(`${base}/status`)).json()).value.ready) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || proc.exitCode !== null) throw new Error(`${WEBKIT_DRIVER} did not start (run .github/scripts/setup.sh)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const res = await (await fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ capabilities: { alwaysMatch: {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } } }),
  })).json();
  if (!res.value || !res.value.sessionId) throw new Error(`WebKitWebDriver: no session (${JSON.stringify(res)})`);
  const session = new WebDriverSession(base, res.value.sessionId, proc, log);
  session.home = await session.raw('GET', '/window');
  session.current = session.home;
  // Long scripts (a computer thinking over frames inside one evaluate) and slow loads are fine.
  await session.raw('POST', '/timeouts', { script: 600_000, pageLoad: 120_000 });
  return {
    engine: 'webkit',
    context: new WebDriverContext(session, options.viewport || { width: 1280, height: 800 }),
    async close() {
      try {
        // (A driver whose browser died may never answer: 10 s, then its process is stopped anyway.)
        await Promise.race([session.raw('DELETE', ''), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      } catch {
        // the browser is gone already
      }
      proc.kill();
      await exited;
      await stopXvfb(display);
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

// Launches `engine` with a fresh profile. options: viewport, deviceScaleFactor, isMobile, hasTouch,
// locale (as Playwright's); other options go to Playwright in Chromium.
export async function launchEngine(engine, options = {}) {
  const launchers = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };
  if (!launchers[engine]) throw new Error(`unknown browser engine "${engine}" (one of ${ENGINES.join(', ')})`);
  const browser = await launchers[engine](options);
  // Kept until closed: a test that fails before its own close (a page that never started) leaves its
  // browser to closeDisplay(), or its driver's process would keep the test file from ever ending.
  openBrowsers.add(browser);
  const close = browser.close.bind(browser);
  browser.close = () => {
    openBrowsers.delete(browser);
    return close();
  };
  return browser;
}
