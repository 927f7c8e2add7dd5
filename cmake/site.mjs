// The last part of the dist step (web/CMakeLists.txt, target `dist`), after the shell files and
// app.js/app.wasm are copied into the site folder:
//   1. the icons: shell/icon.svg rendered to the PNG sizes browsers and the manifest ask for
//      (rsvg-convert, Debian's librsvg2-bin); the maskable and Apple icons put the same art, scaled
//      to 80 %, on a full-bleed background (the safe zone of a maskable icon is the middle 80 %);
//      then reduced to a palette by pngquant (Debian's pngquant);
//   2. the texts: texts.js, the page's own texts (shell.js) in English (assets/i18n/en/shell.json; the
//      game embeds its English texts itself), and i18n/<lang>.json for every other language under
//      assets/i18n: {"language", "shell": the page's texts, "game": every other file's keys but How
//      to play's pages}, which the page fetches when that language is in use (shell.js,
//      web/i18n/i18n.h); and i18n/help-<lang>.json for every language, How to play's pages
//      (help-pages.json: {"language", "game"}), fetched when How to play first opens
//      (web/i18n/help_texts.h);
//   3. the game's icon and style.css put into index.html itself, for the loading message
//      (inlineLoadingIcon, inlineStyle), the comments left out of index.html, shell.js and thinker.js
//      (stripComments), app.js made smaller (minifyApp), app.wasm packed as app.wasm.zst (packApp)
//      and its unpacker written (writeUnpacker: dist/unpack.js);
//   4. sw.js: shell/sw.js (without its comments) with the build id and the lists of the site's files (those every visit needs,
//      English's How to play among them, and the catalogues, kept once used; not the manifest's PNG icons). The build id is a hash of every file of the site (and of
//      the worker's own code), so a deploy that changes anything makes a new service worker, which the
//      page offers as an update.
//
//   node cmake/site.mjs SITE_DIR [SOURCE_ROOT]      all four steps
//   node cmake/site.mjs --sw-only SITE_DIR          step 4 alone (tests/browser/update.test.mjs makes a
//                                                   second build of the site this way)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The same list as shell.js and web/i18n/i18n.cpp (tests/i18n checks that they agree).
export const LANGUAGES = ['en', 'ca', 'cs', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'uk'];
const CATALOGUE_DIR = 'i18n';  // dist/i18n/<lang>.json, dist/i18n/help-<lang>.json
const HELP_FILE = 'help-pages.json';  // How to play's pages: a file of their own (web/i18n/help_texts.h)
export const helpFile = (lang) => `${CATALOGUE_DIR}/help-${lang}.json`;

// name, size, maskable (full bleed, art at 80 %)
const ICONS = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],  // iOS rounds the corners itself and shows transparency as black
];
const BACKGROUND = '#3a4e30';  // the board's table colour (web/ui/base/palette.h kBackground)

function fail(message) {
  console.error(`site.mjs: ${message}`);
  process.exit(1);
}

function renderIcons(site, root) {
  const svg = readFileSync(path.join(root, 'shell', 'icon.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // The maskable art: a full square of the table colour, the icon's art (without its own rounded
  // background) scaled to 80 % around the centre.
  const maskable = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    `<rect width="512" height="512" fill="${BACKGROUND}"/>` +
    `<g transform="translate(51.2 51.2) scale(0.8)">${inner.replace(/<rect x="16"[^>]*\/>/, '')}</g></svg>`;
  const maskableFile = path.join(site, '.icon-maskable.svg');
  writeFileSync(maskableFile, maskable);
  try {
    for (const [name, size, isMaskable] of ICONS) {
      execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', path.join(site, name),
        isMaskable ? maskableFile : path.join(root, 'shell', 'icon.svg')], { stdio: 'inherit' });
    }
  } catch (e) {
    fail(`rsvg-convert failed (${e.message}): install librsvg2-bin (.github/scripts/setup.sh does)`);
  } finally {
    execFileSync('rm', ['-f', maskableFile]);
  }
  // The flat art needs no more than a palette: pngquant (Debian's pngquant) makes the icons less than
  // half as large (about 28 KB of the gzipped site), with no difference to see.
  try {
    for (const [name] of ICONS) {
      const file = path.join(site, name);
      execFileSync('pngquant', ['--quality=80-100', '--speed', '1', '--strip', '--force', '--output', file, file],
        { stdio: 'inherit' });
    }
  } catch (e) {
    fail(`pngquant failed (${e.message}): install pngquant (.github/scripts/setup.sh does)`);
  }
}

// One language's texts: every file of assets/i18n/<lang>/ is one flat object of text values; shell.json
// holds the page's keys ("shell.*"), help-pages.json How to play's pages, the others the game's.
// English is the reference: the page and the game fall back to it key by key.
function readLanguage(dir, lang) {
  const out = { shell: {}, game: {}, help: {} };
  for (const name of readdirSync(path.join(dir, lang)).filter((n) => n.endsWith('.json')).sort()) {
    const file = path.join(dir, lang, name);
    let table;
    try {
      table = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      fail(`${file}: ${e.message}`);
    }
    if (!table || typeof table !== 'object' || Array.isArray(table)) fail(`${file}: not a JSON object`);
    const into = name === 'shell.json' ? out.shell : name === HELP_FILE ? out.help : out.game;
    for (const [key, value] of Object.entries(table)) {
      if (name === 'shell.json' && !key.startsWith('shell.')) fail(`${file}: key "${key}" does not start with "shell."`);
      if (typeof value !== 'string') fail(`${file}: "${key}" is not a text`);
      // The game's keys are one table, How to play's pages among them (help_texts.h looks them up together).
      if (into === out.shell ? key in out.shell : key in out.game || key in out.help) fail(`${file}: "${key}" is defined twice`);
      into[key] = value;
    }
  }
  return out;
}

function writeTexts(site, root) {
  const dir = path.join(root, 'assets', 'i18n');
  const langs = existsSync(dir) ? readdirSync(dir).filter((d) => statSync(path.join(dir, d)).isDirectory()).sort() : [];
  if (!langs.includes('en') || !existsSync(path.join(dir, 'en', 'shell.json'))) fail(`${dir}/en/shell.json is missing`);
  const texts = {};
  for (const lang of langs) {
    if (!LANGUAGES.includes(lang)) fail(`assets/i18n/${lang}: not one of ${LANGUAGES.join(', ')} (shell.js, web/i18n/i18n.cpp and cmake/site.mjs list them)`);
    texts[lang] = readLanguage(dir, lang);
  }
  // Another language may leave keys out (English is shown for them) but must keep the placeholders.
  const holders = (s) => (s.match(/\{[a-z]+\}/g) || []).sort().join(' ');
  for (const lang of langs) {
    for (const [key, value] of Object.entries(texts[lang].shell)) {
      if (!(key in texts.en.shell)) console.warn(`site.mjs: assets/i18n/${lang}/shell.json: "${key}" is not in English (unused)`);
      else if (holders(value) !== holders(texts.en.shell[key])) fail(`assets/i18n/${lang}/shell.json: "${key}" has placeholders ${holders(value) || 'none'}, English has ${holders(texts.en.shell[key])}`);
    }
  }
  writeFileSync(path.join(site, 'texts.js'),
    '// Generated by cmake/site.mjs from assets/i18n/en/shell.json (do not edit): the texts of the page\n' +
    '// itself in English, looked up by shell.js (window.carcassonneText); the other languages\' come with\n' +
    `// their catalogues (${CATALOGUE_DIR}/<lang>.json).\n` +
    `window.carcassonneTexts = ${JSON.stringify({ en: texts.en.shell }, null, 1)};\n`);
  mkdirSync(path.join(site, CATALOGUE_DIR), { recursive: true });
  for (const lang of langs.filter((l) => l !== 'en')) {
    writeFileSync(path.join(site, CATALOGUE_DIR, `${lang}.json`),
      JSON.stringify({ language: lang, shell: texts[lang].shell, game: texts[lang].game }));
  }
  for (const lang of langs) {
    if (!Object.keys(texts[lang].help).length) fail(`assets/i18n/${lang}/${HELP_FILE} is missing or empty`);
    writeFileSync(path.join(site, helpFile(lang)), JSON.stringify({ language: lang, game: texts[lang].help }));
  }
}

// The loading icon in the page itself: index.html's <img id="loading-icon" src="icon.svg"> becomes a
// data: URL of icon.svg (its comments and spaces left out), so the browser paints it with the page,
// before the scripts have come (a round trip on a phone's network); it is also the
// page's Largest Contentful Paint, which a preloaded app.wasm otherwise dragged to 4.8 s in
// Lighthouse's model (docs/first-visit.md). Percent-encoded rather than base64: it compresses.
export function inlineLoadingIcon(site) {
  const svg = withoutComments(readFileSync(path.join(site, 'icon.svg'), 'utf8'), 'html')
    .replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  const url = 'data:image/svg+xml,' + svg.replace(/"/g, "'").replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  fillPage(site, '<img id="loading-icon" src="icon.svg"', `<img id="loading-icon" src="${url}"`);
}

// index.html's `marker` (which must be there) replaced by `text`.
function fillPage(site, marker, text) {
  const page = path.join(site, 'index.html');
  const html = readFileSync(page, 'utf8');
  if (!html.includes(marker)) fail(`${page}: no ${marker} to fill in`);
  writeFileSync(page, html.replace(marker, () => text));
}

// The page's style in the page itself: index.html's <link rel="stylesheet" href="style.css"> becomes
// a <style> of style.css (its comments left out), and dist/ keeps no style.css. A stylesheet holds
// back the page's first paint until it has come: on a phone's Slow 4G that was a round trip after
// index.html (the loading message painted at 1.25 s, about 0.6 s without it); and in Lighthouse's
// unthrottled load a smaller app.wasm could end before that paint, which its model then counted
// among the paint's dependencies (an LCP of 4.2-4.7 s instead of 1.0; docs/first-visit.md).
export function inlineStyle(site) {
  const css = withoutComments(readFileSync(path.join(site, 'style.css'), 'utf8'), 'css').replace(/\n\s*\n+/g, '\n').trim();
  if (/<\//.test(css)) fail('style.css holds "</": it cannot go inside a <style> element');
  fillPage(site, '<link rel="stylesheet" href="style.css">', `<style>\n${css}\n</style>`);
  rmSync(path.join(site, 'style.css'));
}

// A Node module: from node_modules where one is there (npm), else Debian's (in /usr/share/nodejs).
function nodeModule(name, why) {
  const require = createRequire(import.meta.url);
  for (const at of [name, `/usr/share/nodejs/${name}`]) {
    try {
      return require(at);
    } catch { /* the next place */ }
  }
  return fail(`${name} is missing (${why})`);
}

// The comments of the page's own files stay in shell/, not in dist/: half of shell.js's bytes on
// the wire were its comments (10.2 -> 5.1 KiB gzipped, with thinker.js, sw.js and index.html about
// 8 KiB of a first visit; issue 47). The scripts are read by acorn (Debian's node-acorn, which
// Emscripten needs too), so a "//" inside a string or a pattern is never taken for a comment; a block
// comment leaves a space, a line comment its line's end. (style.css's comments: /* */ only, and no
// string of it holds one.)
const acorn = () => nodeModule('acorn', 'Debian: node-acorn, which emscripten installs');
export function withoutComments(source, kind) {
  if (kind === 'html') return source.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '');
  if (kind === 'css') return source.replace(/\/\*[\s\S]*?\*\//g, '');
  const cuts = [];
  acorn().parse(source, { ecmaVersion: 'latest', sourceType: 'script',
    onComment: (block, text, start, end) => cuts.push([start, end, block]) });
  let out = '', at = 0;
  for (const [start, end, block] of cuts) {
    // A comment on lines of its own goes with its indentation and its line's end.
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    const alone = lineStart >= at && /^[ \t]*$/.test(source.slice(lineStart, start)) && source[end] === '\n';
    out += alone ? source.slice(at, lineStart) : source.slice(at, start) + (block ? ' ' : '');
    at = alone ? end + 1 : end;
  }
  return out + source.slice(at);
}
function stripComments(site) {
  for (const [file, kind] of [['index.html', 'html'], ['shell.js', 'js'], ['thinker.js', 'js']]) {
    const at = path.join(site, file);
    writeFileSync(at, withoutComments(readFileSync(at, 'utf8'), kind));
  }
}

// app.js made smaller (issue 47: it is on the way to the first board, beside app.wasm): Emscripten
// 3.1.6 writes it without spaces but with its names and every function of its libraries. terser
// (Debian's node-terser) renames what only app.js sees and drops the functions nothing calls: 38.9 ->
// 25.8 KiB gzipped. Kept by name: `Module` (shell.js makes it before app.js runs and calls through
// it) and `GL` (tests/browser read its tables of WebGL objects, window.GL). The build's own app.js
// stays as Emscripten wrote it (cmake/worker_script.mjs reads its names; app.js.symbols beside it).
const terser = () => nodeModule('terser', 'Debian: node-terser; .github/scripts/setup.sh installs it');
export const APP_JS_KEPT_NAMES = ['Module', 'GL'];
async function minifyApp(site) {
  const at = path.join(site, 'app.js');
  const result = await terser().minify(readFileSync(at, 'utf8'), {
    ecma: 2017, toplevel: true, compress: { passes: 1 }, mangle: { reserved: APP_JS_KEPT_NAMES }, format: { comments: false } });
  if (!result.code) fail(`${at}: terser gave nothing back`);
  writeFileSync(at, result.code);
}

// app.wasm packed with Zstandard (issue 47): app.wasm.zst is 16% smaller on the wire than app.wasm
// gzipped by the host (about 95 KiB of a first visit: half a second on a phone's Slow 4G), and the
// page unpacks it as it downloads (shell/unpack.js says how and why). zstd -19 is Debian's zstd; the
// page's decoder is fzstd (npm), which must read the file back byte for byte here before app.wasm
// goes. dist/ then holds app.wasm.zst alone (the service worker keeps every file of dist/).
const fzstd = () => nodeModule('fzstd', 'npm: .github/scripts/setup.sh installs the npm packages');
// FNV-1a, 32 bits, as shell/unpack.js computes it over what it unpacked.
export function fnv1a(bytes) {
  let h = 0x811c9dc5 | 0;
  for (const b of bytes) h = Math.imul(h ^ b, 16777619);
  return h >>> 0;
}
// Returns app.wasm's {size, fnv}, which unpack.js checks what it unpacked against.
function packApp(site) {
  const plain = path.join(site, 'app.wasm');
  const packed = path.join(site, 'app.wasm.zst');
  try {
    execFileSync('zstd', ['-19', '-q', '-f', '--no-progress', plain, '-o', packed], { stdio: 'inherit' });
  } catch (e) {
    fail(`zstd failed (${e.message}): install zstd (.github/scripts/setup.sh does)`);
  }
  const back = fzstd().decompress(new Uint8Array(readFileSync(packed)));
  const wasm = readFileSync(plain);
  if (Buffer.compare(Buffer.from(back), wasm) !== 0) fail(`${packed}: fzstd does not read it back as app.wasm`);
  rmSync(plain);
  return { size: wasm.length, fnv: fnv1a(wasm) };
}

// dist/unpack.js: fzstd's browser build (with its licence, as MIT asks) and shell/unpack.js without its
// comments, with app.wasm's size and checksum filled in.
function writeUnpacker(site, root, built) {
  const home = path.join(path.dirname(createRequire(import.meta.url).resolve('fzstd')), '..');
  const { version, license } = JSON.parse(readFileSync(path.join(home, 'package.json'), 'utf8'));
  const notice = readFileSync(path.join(home, 'LICENSE'), 'utf8').trim();
  if (license !== 'MIT' || /\*\//.test(notice)) fail(`fzstd ${version}: its licence (${license}) is not the MIT text unpack.js carries`);
  const source = readFileSync(path.join(root, 'shell', 'unpack.js'), 'utf8');
  if (!source.includes('/*APP_WASM*/null')) fail('shell/unpack.js lost its /*APP_WASM*/ marker');
  const ours = withoutComments(source.replace('/*APP_WASM*/null', JSON.stringify(built)), 'js');
  writeFileSync(path.join(site, 'unpack.js'),
    `/*! fzstd ${version} (npm), Zstandard decompression\n${notice}\n*/\n` +
    readFileSync(path.join(home, 'umd', 'index.js'), 'utf8').trim() + ';\n' +
    ours);
}

function listFiles(site, rel = '') {
  const out = [];
  for (const name of readdirSync(path.join(site, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(site, r)).isDirectory()) out.push(...listFiles(site, r));
    else if (r !== 'sw.js' && !name.startsWith('.')) out.push(r);
  }
  return out;
}

// Returns the build id.
export function writeServiceWorker(site, root = path.resolve(HERE, '..')) {
  const template = readFileSync(path.join(root, 'shell', 'sw.js'), 'utf8');
  const all = listFiles(site);
  // English's How to play is kept from the install (every page falls back to it), the other
  // languages' files once a page has used them.
  const isCatalogue = (f) => f.startsWith(`${CATALOGUE_DIR}/`) && f !== helpFile('en');
  // The manifest's PNG icons are not kept: a browser fetches them itself when it installs the site
  // (online), and a page offline never asks for them (its tab icon is icon.svg; apple-touch-icon.png,
  // which index.html names and Firefox asks for with the page, is kept). About 20 KiB less at every
  // service worker install (issue 47).
  const isIcon = (f) => f !== 'apple-touch-icon.png' && ICONS.some(([name]) => name === f);
  const files = all.filter((f) => !isCatalogue(f) && !isIcon(f));
  const catalogues = all.filter(isCatalogue);
  if (!files.includes('index.html')) fail(`${site} has no index.html`);
  const hash = createHash('sha256');
  hash.update(template);
  for (const f of all) {
    hash.update(`\0${f}\0`);
    hash.update(readFileSync(path.join(site, f)));
  }
  const build = hash.digest('hex').slice(0, 16);
  const filled = template
    .replace("/*BUILD*/'dev'", JSON.stringify(build))
    .replace('/*FILES*/[]', JSON.stringify(files))
    .replace('/*LANGUAGES*/[]', JSON.stringify(catalogues));
  if (filled === template || !template.includes('/*LANGUAGES*/[]')) fail('shell/sw.js lost its /*BUILD*/, /*FILES*/ or /*LANGUAGES*/ markers');
  writeFileSync(path.join(site, 'sw.js'), withoutComments(filled, 'js'));
  return build;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const swOnly = args[0] === '--sw-only';
  if (swOnly) args.shift();
  const [site, root = path.resolve(HERE, '..')] = args;
  if (!site || !existsSync(site)) fail('usage: node cmake/site.mjs [--sw-only] SITE_DIR [SOURCE_ROOT]');
  if (!swOnly) {
    renderIcons(site, root);
    writeTexts(site, root);
    inlineLoadingIcon(site);
    inlineStyle(site);
    stripComments(site);
    await minifyApp(site);
    writeUnpacker(site, root, packApp(site));
  }
  const build = writeServiceWorker(site, root);
  console.log(`site.mjs: ${site}: build ${build}`);
}
