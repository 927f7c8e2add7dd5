// The site around the game: the web app manifest (relative start_url and scope, standalone, the
// board's colours) and every icon it names (a PNG of the stated size); the page's texts (texts.js,
// English's assets/i18n/en/shell.json; the others' with their catalogues) and its language: carcassonne.language in local storage first,
// then the browser's languages, else English, with English for any text a language leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { launch, onlyIn, openApp, serveDist, setUpBrowsers, DIST, ROOT } from './helpers.mjs';
import { execFileSync } from 'node:child_process';
import { fnv1a, withoutComments } from '../../cmake/site.mjs';

const env = setUpBrowsers(['browser']);

// app.wasm as a page gets it: dist/app.wasm.zst unpacked by the site's own unpacker (dist/unpack.js,
// run here in a sandbox of its own, as a page's script).
async function unpackedApp() {
  const sandbox = vm.createContext({});
  sandbox.self = sandbox;
  vm.runInContext(await readFile(path.join(DIST, 'unpack.js'), 'utf8'), sandbox);
  const out = sandbox.fzstd.decompress(new Uint8Array(await readFile(path.join(DIST, 'app.wasm.zst'))));
  return Buffer.from(out.buffer, out.byteOffset, out.length);
}

test('the manifest and its icons', { timeout: 90_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const found = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const res = await fetch(link.href);
    const manifest = await res.json();
    const icons = [];
    for (const icon of manifest.icons) {
      const img = new Image();
      img.src = new URL(icon.src, res.url).href;
      await img.decode();
      icons.push({ ...icon, width: img.naturalWidth, height: img.naturalHeight });
    }
    const theme = document.querySelector('meta[name="theme-color"]').content;
    const touch = new Image();
    touch.src = document.querySelector('link[rel="apple-touch-icon"]').href;
    await touch.decode();
    return { href: link.getAttribute('href'), status: res.status, manifest, icons, theme, touch: touch.naturalWidth };
  });
  assert.equal(found.href, 'manifest.webmanifest', 'a relative link');
  assert.equal(found.status, 200);
  const m = found.manifest;
  assert.equal(m.name, 'Carcassonne');
  assert.equal(m.short_name, 'Carcassonne');
  assert.equal(m.start_url, './');
  assert.equal(m.scope, './');
  assert.equal(m.display, 'standalone');
  assert.equal(m.theme_color, found.theme, 'the page and the manifest have the same theme colour');
  // The board's table colour (web/ui/base/palette.h kBackground) and the page's background (style.css).
  assert.equal(m.theme_color, '#3a4e30');
  const css = await readFile(path.join(ROOT, 'shell', 'style.css'), 'utf8');
  assert.ok(css.includes(`background: ${m.background_color};`), `background_color ${m.background_color} is the page's`);
  for (const icon of found.icons) {
    if (icon.sizes === 'any') continue;
    assert.equal(`${icon.width}x${icon.height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  for (const size of ['192x192', '512x512']) {
    assert.ok(found.icons.some((i) => i.sizes === size && i.purpose === 'any'), `an icon of ${size}`);
    assert.ok(found.icons.some((i) => i.sizes === size && i.purpose === 'maskable'), `a maskable icon of ${size}`);
  }
  assert.equal(found.touch, 180, 'the Apple touch icon is 180 px');
  assert.deepEqual(problems, []);
  await page.close();
});

// Until the game's first frame the page shows the game's icon, painted with the page itself: the
// dist step puts icon.svg into index.html as a data: URL (cmake/site.mjs, inlineLoadingIcon), so no
// file is waited for (a round trip on a phone's network; docs/first-visit.md).
test('the loading message\'s icon comes with the page itself, and is the game\'s icon', { timeout: 90_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const icon = await page.evaluate(async () => {
    const img = document.getElementById('loading-icon');
    await img.decode();
    return { src: img.getAttribute('src'), width: img.naturalWidth };
  });
  // (Hidden a frame after the game's first one: shell.js.)
  await page.waitForFunction(() => document.getElementById('loading').hidden, null, { timeout: 5_000 });
  assert.ok(icon.src.startsWith('data:image/svg+xml,'), `a data: URL, not a file to fetch (${icon.src.slice(0, 40)})`);
  assert.ok(icon.width > 0, 'the browser draws it');
  // The same drawing as shell/icon.svg: its shapes, in order.
  const shapes = (svg) => svg.replace(/<!--[\s\S]*?-->/g, '').match(/<(rect|path|circle|ellipse|polygon)\b[^>]*>/g)
    .map((tag) => tag.replace(/\s+/g, ' ').replace(/"/g, "'"));
  const inlined = decodeURIComponent(icon.src.slice('data:image/svg+xml,'.length));
  const source = await readFile(path.join(ROOT, 'shell', 'icon.svg'), 'utf8');
  assert.ok(shapes(source).length > 3);
  assert.deepEqual(shapes(inlined), shapes(source));
  // The page's style too (cmake/site.mjs, inlineStyle): no stylesheet to wait for before the first paint.
  const style = await page.evaluate(() => ({
    links: document.querySelectorAll('link[rel=stylesheet]').length, styles: document.querySelectorAll('style').length,
    canvas: getComputedStyle(document.getElementById('canvas')).position, background: getComputedStyle(document.body).backgroundColor }));
  assert.deepEqual(style, { links: 0, styles: 1, canvas: 'fixed', background: 'rgb(41, 51, 31)' }, 'style.css inside the page');
  await assert.rejects(readFile(path.join(DIST, 'style.css')), 'and not a file of the site');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the page\'s texts and language', { timeout: 90_000 }, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl);
  const english = JSON.parse(await readFile(path.join(ROOT, 'assets', 'i18n', 'en', 'shell.json'), 'utf8'));
  const out = await page.evaluate(() => {
    const r = {};
    r.lang = document.documentElement.lang;
    r.language = window.carcassonneLanguage();
    r.loading = document.getElementById('loading-text').textContent;
    r.canvas = document.getElementById('canvas').getAttribute('aria-label');
    r.languages = Object.keys(window.carcassonneTexts);
    // The browser's languages, in order, the first one the game has (its primary subtag).
    const pick = (list) => {
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => list });
      return window.carcassonneLanguage();
    };
    r.fromBrowser = [pick(['fr-CH', 'en-GB']), pick(['ja-JP', 'ca-ES', 'de']), pick(['zh', 'ja']), pick(['pt-BR', 'it']),
      pick(['uk-UA', 'ru']), pick(['DE-at'])];
    // The game's own choice wins; something the game has not is ignored.
    localStorage.setItem('carcassonne.language', 'it');
    r.stored = window.carcassonneLanguage();
    localStorage.setItem('carcassonne.language', 'xx');
    r.storedUnknown = window.carcassonneLanguage();
    localStorage.removeItem('carcassonne.language');
    // A language with some texts: those show, English for the rest, placeholders filled.
    window.carcassonneTexts.it = { 'shell.update.now': 'Aggiorna' };
    localStorage.setItem('carcassonne.language', 'it');
    r.italian = window.carcassonneText('shell.update.now');
    r.fallback = window.carcassonneText('shell.update.later');
    r.filled = window.carcassonneText('shell.error.linkTooLong', { length: 12 });
    r.unknownKey = window.carcassonneText('shell.no.such.text');
    localStorage.removeItem('carcassonne.language');
    delete window.carcassonneTexts.it;
    delete navigator.languages;
    return r;
  });
  assert.equal(out.lang, out.language, '<html lang> is the page\'s language');
  assert.deepEqual(out.languages, ['en'], 'texts.js has English; the other languages come with their catalogues');
  assert.equal(out.loading, english['shell.loading']);
  assert.equal(out.canvas, english['shell.canvas.label']);
  assert.deepEqual(out.fromBrowser, ['fr', 'ca', 'en', 'pt', 'uk', 'de']);
  assert.equal(out.stored, 'it');
  assert.equal(out.storedUnknown, 'de', 'an unknown stored language: the browser\'s (still DE-at here)');
  assert.equal(out.italian, 'Aggiorna');
  assert.equal(out.fallback, english['shell.update.later']);
  assert.match(out.filled, /\(12 characters\)/);
  assert.equal(out.unknownKey, 'shell.no.such.text');
  assert.deepEqual(problems, []);
  await page.close();
});

// app.js comes out of terser (cmake/site.mjs, minifyApp: 38.9 -> 25.8 KiB gzipped): its own names
// shortened, its unused functions gone, the two names others use kept (every other browser test runs
// the minified one).
test('app.js comes minified, keeping the names the page and the tests use', async () => {
  const { APP_JS_KEPT_NAMES } = await import('../../cmake/site.mjs');
  const app = await readFile(path.join(DIST, 'app.js'), 'utf8');
  assert.deepEqual(APP_JS_KEPT_NAMES, ['Module', 'GL']);
  for (const name of ['getCFunc', 'asmLibraryArg', 'updateGlobalBufferAndViews']) {
    assert.ok(!new RegExp(`\\b${name}\\b`).test(app), `${name} renamed`);
  }
  assert.match(app, /\bModule\b/);
  assert.match(app, /\bGL\b/);
  assert.ok(!/\n\s*\/\//.test(app), 'no comment lines');
});

// How to play's pages are not in app.wasm nor in a language's catalogue, but a file of their own in
// every language (issue 47: a tenth of the English texts, a fifth of another language's catalogue, that
// no player needs before the first board; web/i18n/help_texts.h); the service worker installs English's.
test('How to play\'s pages are files of their own, fetched when it opens, English\'s installed for offline play', async () => {
  const { LANGUAGES } = await import('../../cmake/site.mjs');
  const wasm = await unpackedApp();
  for (const lang of LANGUAGES) {
    const pages = JSON.parse(await readFile(path.join(ROOT, 'assets', 'i18n', lang, 'help-pages.json'), 'utf8'));
    const file = JSON.parse(await readFile(path.join(DIST, 'i18n', `help-${lang}.json`), 'utf8'));
    assert.equal(file.language, lang);
    assert.deepEqual(file.game, pages, `i18n/help-${lang}.json holds ${lang}'s pages`);
    assert.ok(Object.keys(pages).length > 90 && 'help.basics.intro' in pages);
    if (lang !== 'en') {
      const catalogue = JSON.parse(await readFile(path.join(DIST, 'i18n', `${lang}.json`), 'utf8'));
      assert.deepEqual(Object.keys(pages).filter((k) => k in catalogue.game), [], `i18n/${lang}.json without How to play's pages`);
      assert.ok('help.title' in catalogue.game && 'help.loading' in catalogue.game, 'the dialog\'s own words stay in the catalogue');
    } else {
      for (const text of [pages['help.basics.intro'], pages['help.tb.pig.text']]) {
        assert.equal(wasm.indexOf(Buffer.from(text)), -1, `app.wasm without "${text.slice(0, 40)}..."`);
      }
      const english = JSON.parse(await readFile(path.join(ROOT, 'assets', 'i18n', 'en', 'help.json'), 'utf8'));
      assert.notEqual(wasm.indexOf(Buffer.from(english['help.loading'])), -1, 'the dialog\'s own words are in app.wasm');
    }
  }
  const sw = await readFile(path.join(DIST, 'sw.js'), 'utf8');
  const files = JSON.parse(sw.match(/const FILES\s*=\s*(\[[^\]]*\])/)[1]);
  const catalogues = JSON.parse(sw.match(/const LANGUAGES\s*=\s*(\[[^\]]*\])/)[1]);
  assert.ok(files.includes('i18n/help-en.json'), 'English\'s pages are installed with the site');
  assert.ok(!files.some((f) => f.startsWith('i18n/') && f !== 'i18n/help-en.json'), 'no other text file is');
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    assert.ok(catalogues.includes(`i18n/help-${lang}.json`) && catalogues.includes(`i18n/${lang}.json`), `${lang}'s kept once used`);
  }
});

// The page's own files are served without their comments (cmake/site.mjs, about 8 KiB of a first
// visit): what looks like a comment inside a string, a pattern or a template stays.
test('the site\'s scripts and page come without their comments, and nothing else is cut', async () => {
  const sample = "var a = 'http://x'; // note\n/* block */var b = \"/* not */\"; var r = /\\/\\//;\n  // alone\n" +
    'var c = `\n// in a template\n`;\n';
  assert.equal(withoutComments(sample, 'js'),
    "var a = 'http://x'; \n var b = \"/* not */\"; var r = /\\/\\//;\nvar c = `\n// in a template\n`;\n");
  assert.equal(withoutComments('<p>\n  <!-- why -->\n  <b>x</b></p>\n', 'html'), '<p>\n  <b>x</b></p>\n');
  for (const [file, kind] of [['shell.js', 'js'], ['thinker.js', 'js'], ['sw.js', 'js'], ['index.html', 'html']]) {
    const served = await readFile(path.join(DIST, file), 'utf8');
    assert.equal(withoutComments(served, kind), served, `${file} has no comment left`);
    if (kind !== 'js') continue;  // (index.html gains the loading icon)
    const source = await readFile(path.join(ROOT, 'shell', file), 'utf8');
    assert.ok(served.length < source.length * 0.75, `${file}: ${source.length} -> ${served.length} characters`);
  }
});

// app.wasm is served packed with Zstandard (issue 47: 16% fewer bytes than gzip gives it, half a second
// of a first visit on a phone's network) and unpacked by the page as it downloads (shell/unpack.js).
test('app.wasm comes packed with Zstandard, and the page\'s own unpacker gives the game back', async () => {
  await assert.rejects(stat(path.join(DIST, 'app.wasm')), 'dist/ holds no unpacked app.wasm');
  const packed = await readFile(path.join(DIST, 'app.wasm.zst'));
  const wasm = await unpackedApp();
  assert.ok(WebAssembly.validate(wasm), 'a valid WebAssembly module');
  const built = path.join(ROOT, 'build', 'wasm', 'web', 'app.wasm');
  if (!process.env.CARC_DIST) assert.ok(wasm.equals(await readFile(built)), 'byte for byte the build\'s app.wasm');
  const gzipped = gzipSync(wasm, { level: 9 }).length;
  assert.ok(packed.length < gzipped * 0.9, `packed ${packed.length} bytes, gzipped ${gzipped}`);
  const unpacker = await readFile(path.join(DIST, 'unpack.js'), 'utf8');
  assert.match(unpacker, /^\/\*! fzstd [\d.]+ \(npm\)[\s\S]*Permission is hereby granted[\s\S]*?\*\//, 'fzstd\'s licence with it');
  const page = await readFile(path.join(DIST, 'index.html'), 'utf8');
  assert.match(page, /<link rel="preload" href="app\.wasm\.zst" as="fetch" crossorigin>/);
  assert.ok(page.indexOf('src="unpack.js"') > 0 && page.indexOf('src="unpack.js"') < page.indexOf('src="shell.js"'), 'unpack.js before shell.js');
  const sw = await readFile(path.join(DIST, 'sw.js'), 'utf8');
  const files = JSON.parse(sw.match(/const FILES\s*=\s*(\[[^\]]*\])/)[1]);
  assert.ok(files.includes('app.wasm.zst') && files.includes('unpack.js'), 'kept for offline play');
  // What the page checks the unpacked bytes against: app.wasm's size and checksum.
  assert.deepEqual(JSON.parse(unpacker.match(/BUILT\s*=\s*(\{[^}]*\})/)[1]), { size: wasm.length, fnv: fnv1a(wasm) });
  // A first visit (a fresh browser: no service worker serves the page yet) unpacks as it downloads,
  // in a worker of its own (off the page's thread); a later one takes app.wasm as the service worker
  // keeps it, unpacked (offline.test checks that too).
  const fresh = await launch();
  try {
    const first = await openApp(fresh.context, env.baseUrl);
    assert.deepEqual(await first.page.evaluate(() => window.carcassonneUnpackChecks), { streamedIn: 'worker', streamed: 'ok' }, 'unpacked as it came, by a worker, and checked');
    assert.deepEqual(first.problems, []);
    await first.page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    await first.page.close();
    const later = await openApp(fresh.context, env.baseUrl);
    assert.deepEqual(await later.page.evaluate(() => window.carcassonneUnpackChecks), { kept: 'ok' }, 'kept unpacked by the worker');
    assert.deepEqual(later.problems, []);
    await later.page.close();
  } finally {
    await fresh.close();
  }
});

// Where no worker can be made, the page unpacks app.wasm.zst on its own thread, as it comes.
test('without workers the page unpacks app.wasm itself', {
  timeout: 120_000, skip: onlyIn(['chromium', 'firefox'], 'WebKit\'s driver runs a test\'s script only after the page\'s own, too late to take Worker away'),
}, async () => {
  const fresh = await launch();
  try {
    const { page, problems } = await openApp(fresh.context, env.baseUrl, { initScript: 'window.Worker = undefined;' });
    assert.deepEqual(await page.evaluate(() => window.carcassonneUnpackChecks), { streamedIn: 'page', streamed: 'ok' });
    assert.deepEqual(problems, []);
  } finally {
    await fresh.close();
  }
});

// The site with app.wasm.zst changed by `alter(dir)`, opened in a fresh browser: the page must say the
// game could not be loaded, and not start. `more(page)` checks what else the case needs.
async function refusedSite(name, alter, more = async () => {}) {
  const dir = await mkdtemp(path.join(tmpdir(), `carc-${name}-`));
  const browser = await launch();
  try {
    await cp(DIST, dir, { recursive: true });
    await alter(dir);
    const site = await serveDist(dir);
    try {
      const page = await browser.context.newPage();
      await page.goto(site.url, { waitUntil: 'load' });
      await page.waitForFunction(() => !document.getElementById('alert').hidden, null, { timeout: 60_000 });
      const texts = JSON.parse(await readFile(path.join(ROOT, 'assets', 'i18n', 'en', 'shell.json'), 'utf8'));
      assert.equal(await page.textContent('#alert'), texts['shell.error.loadApp'], 'the page says the game could not be loaded');
      assert.equal(await page.evaluate(() => !!window.carcassonneReady), false);
      await more(page);
    } finally {
      site.server.closeAllConnections();
      await new Promise((resolve) => site.server.close(resolve));
    }
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// Whatever goes wrong between the build and the page (a bad copy on the host, a decoder's or a
// browser's bug), the page runs no other bytes than were built: a packed file that unpacks to another
// app.wasm is refused, streamed and whole, and the player is told the game could not be loaded.
test('an app.wasm.zst that unpacks to other bytes than were built is refused', { timeout: 120_000 }, async () => {
  await refusedSite('other', async (dir) => {
    const other = Buffer.from(await unpackedApp());
    // One byte of the data section changed: still a valid module, another program.
    let at = 8;
    const leb = () => { let v = 0, shift = 0, b; do { b = other[at++]; v |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80); return v >>> 0; };
    for (;;) {
      const id = other[at++], size = leb();
      if (id === 11) { other[at + (size >> 1)] ^= 0x5a; break; }
      at += size;
      assert.ok(at < other.length, 'app.wasm has a data section');
    }
    assert.ok(WebAssembly.validate(other));
    await writeFile(path.join(dir, 'other.wasm'), other);
    execFileSync('zstd', ['-q', '-f', '-3', path.join(dir, 'other.wasm'), '-o', path.join(dir, 'app.wasm.zst')]);
    await rm(path.join(dir, 'other.wasm'));
  }, async (page) => {
    assert.deepEqual(await page.evaluate(() => window.carcassonneUnpackChecks), { streamedIn: 'worker', streamed: 'mismatch', whole: 'mismatch' });
  });
});

test('a damaged app.wasm.zst is reported on the page, in words, not waited for', { timeout: 120_000 }, async () => {
  await refusedSite('damaged', async (dir) => {
    const packed = await readFile(path.join(dir, 'app.wasm.zst'));
    await writeFile(path.join(dir, 'app.wasm.zst'), packed.subarray(0, packed.length >> 1));
  });
});
