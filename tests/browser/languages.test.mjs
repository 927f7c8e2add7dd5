// The game in each of its twelve languages, on a 390x844 phone: the new-game screen, every kind of
// decision of a game with every expansion, the dialogs and the end, with no text cut off by its panel
// (each text drawn is listed by debug.texts() with `clipped`); screenshots of the new-game screen, a
// turn and the end in each language (build/screenshots/lang-*.png); plurals and numbers with 1, 2, 5,
// 22 and 1234 of a thing. Every language but English is fetched when in use (dist/i18n/<lang>.json):
// the game starts in the browser's language with no English frame, changes language from its menu,
// and a missing or damaged catalogue leaves it in English, saying so. The language is remembered, and
// never changes a game: a link made in Italian opens identically in Catalan.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { launch, openApp, frames, settledTexts, SCREENSHOTS, api, setUpBrowsers, CAN, onlyIn, clickAt, waitForWidgets, ROOT, DIST, NO_MOTION, waitForReady, waitForHelpPages, EVERY_EXPANSION, appLogic } from './helpers.mjs';

const LANGUAGES = ['en', 'ca', 'cs', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'uk'];
// "hud.points" with 1, 2, 5, 22 and 1234: each language's plural categories (CLDR: Polish, Russian and
// Ukrainian tell "few" (2-4, 22-24) from "many" (5-21, 25-30); Czech has "few") and digit grouping
// (a no-break space is written \u00A0, French's narrow one \u202F).
const POINTS = {
  en: ['1 point', '2 points', '5 points', '22 points', '1,234 points'],
  ca: ['1 punt', '2 punts', '5 punts', '22 punts', '1.234 punts'],
  cs: ['1 bod', '2 body', '5 bodů', '22 bodů', '1\u00A0234 bodů'],
  de: ['1 Punkt', '2 Punkte', '5 Punkte', '22 Punkte', '1.234 Punkte'],
  es: ['1 punto', '2 puntos', '5 puntos', '22 puntos', '1234 puntos'],
  fr: ['1 point', '2 points', '5 points', '22 points', '1\u202F234 points'],
  it: ['1 punto', '2 punti', '5 punti', '22 punti', '1.234 punti'],
  nl: ['1 punt', '2 punten', '5 punten', '22 punten', '1.234 punten'],
  pl: ['1 punkt', '2 punkty', '5 punktów', '22 punkty', '1234 punkty'],
  pt: ['1 ponto', '2 pontos', '5 pontos', '22 pontos', '1.234 pontos'],
  ru: ['1 очко', '2 очка', '5 очков', '22 очка', '1\u00A0234 очка'],
  uk: ['1 очко', '2 очки', '5 очок', '22 очки', '1\u00A0234 очки'],
};
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// The app lays texts out in the page's pixels, whatever the screen's density: German (the longest
// words) is checked at a phone's three device pixels per pixel (its fonts made that sharp), the others
// at one (nine times fewer pixels to draw on a software renderer, the same layout; English at three
// took 45 s, at one about 11). screens.test and names.test photograph English at three.
const DENSE = ['de'];
const env = setUpBrowsers([]);
// The languages at one device pixel per pixel share a browser (a launch is seconds of a software
// renderer's start): each opens a page of its own there, chooses its language in the page (the
// language a browser prefers is tested below, from its preferences) and clears what it kept.
let sharedBrowser = null;
after(async () => { if (sharedBrowser) await sharedBrowser.close(); });

const ALL = EVERY_EXPANSION;
const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' }],
  expansions: ALL, seed: 'languages-1',
};

// Texts cut off by their panel once the screen has settled after the last change (settledTexts draws
// frames until two agree).
async function clippedTexts(page) {
  return (await settledTexts(page)).filter((t) => t.clipped).map((t) => t.text);
}

// Plays random legal actions (figures preferred) until the decision awaited is `kind`, or the game
// ends; returns whether it got there.
const playUntil = (page, kind, seed) => page.evaluate(([k, s]) => {
  const rand = window.testRng(s);
  for (let i = 0; i < 3000; ++i) {
    const st = window.carcassonne.state();
    if (st.status !== 'playing') return false;
    if (st.next.decision === k) return true;
    const legal = window.carcassonne.legal();
    const figures = legal.filter((x) => x.type !== 'skip');
    const pool = figures.length && rand() < 0.6 ? figures : legal;
    const r = window.carcassonne.apply(pool[Math.floor(rand() * pool.length)]);
    if (!r.ok) throw new Error(r.error);
  }
  return false;
}, [kind, seed]);

for (const lang of LANGUAGES) {
  test(`${lang}: every screen fits a 390x844 phone, nothing cut off`, {
    // The app lays out and draws every text itself (its own font), so what fits is the same in every
    // engine: checked once, in Chromium. (WebKit has no window as narrow as a phone; in Firefox the
    // driver's clicks land a frame later, leaving dialogs of the previous step open under the next.)
    timeout: 180_000, skip: onlyIn(['chromium'], 'the layout is the app\'s own, the same in every engine (checked in Chromium)'),
  }, async () => {
    const dense = DENSE.includes(lang);
    const browser = dense ? await launch({ ...PHONE, locale: lang })
                          : (sharedBrowser ??= await launch({ ...PHONE, deviceScaleFactor: 1 }));
    let page = null;
    try {
      const opened = await openApp(browser.context, env.baseUrl, NO_MOTION);
      page = opened.page;
      const problems = opened.problems;
      if (dense) {
        // The browser's preferred language is the page's language on a first visit.
        assert.equal((await api(page, 'language')).language, lang);
      } else {
        assert.deepEqual(await api(page, 'language', [lang]), { ok: true, language: lang });
      }
      const points = [];
      for (const n of [1, 2, 5, 22, 1234]) points.push((await api(page, 'debug.format', ['hud.points', { n }])).text);
      assert.deepEqual(points, POINTS[lang], `${lang}: points with 1, 2, 5, 22 and 1234`);
      const cut = [];
      const look = async (where) => {
        for (const t of await clippedTexts(page)) cut.push(`${where}: ${t}`);
      };
      await look('new game');
      await page.screenshot({ path: path.join(SCREENSHOTS, `lang-${lang}-new-game.png`) });
      // Scroll the form to its end: its lower half is checked too (WebKit's driver has no wheel; texts
      // outside the view are listed and checked anyway).
      if (page.mouse.wheel) {
        await page.mouse.move(195, 600);
        for (let i = 0; i < 2; ++i) await page.mouse.wheel(0, 1600);
        await look('new game, scrolled');
      }

      assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
      await look('first turn');
      await page.screenshot({ path: path.join(SCREENSHOTS, `lang-${lang}-turn.png`) });
      let seed = 1;
      await playUntil(page, 'figure', seed++);
      await look('figure decision');
      // The log, the share dialog and the replay.
      const w = await api(page, 'debug.widgets');
      if (w['toggle-log']) {
        await page.mouse.click(w['toggle-log'].cx, w['toggle-log'].cy);
        await look('log');
        await page.mouse.click(w['toggle-log'].cx, w['toggle-log'].cy);
      }
      for (const id of ['share', 'replay']) {
        const w2 = await api(page, 'debug.widgets');
        if (!w2[id]) continue;
        await page.mouse.click(w2[id].cx, w2[id].cy);
        await look(id);
        await page.keyboard.press('Escape');
        await frames(page, 3);
        const close = (await api(page, 'debug.widgets'))['replay-close'];
        if (close) await page.mouse.click(close.cx, close.cy);
      }
      // Play by link: the same game arriving by link (the players renamed, so it is new here) asks
      // who you are, replays what happened since your last move, sums it up, waits for the others
      // and offers to send them the link; the saved-games list says whose turn it is.
      const hotSeat = await api(page, 'state');
      const link = await api(page, 'shareLink');
      assert.deepEqual(await api(page, 'open', [link.replace('%22Ana%22', '%22Ann%22')]), { ok: true });
      await look('seat question');
      const mine = (hotSeat.next.player + 2) % 3;  // a seat that moved already, not the one to move
      await api(page, 'correspondence', [{ catchUpDelay: 30 }]);
      assert.deepEqual(await api(page, 'claimSeat', [mine]), { ok: true });
      await look('since your last move');
      await api(page, 'skipCatchUp');
      await look('summary, waiting');
      const ws = await api(page, 'debug.widgets');
      if (ws['wait-send']) {
        await page.mouse.click(ws['wait-send'].cx, ws['wait-send'].cy);
        await look('send the link');
        await page.keyboard.press('Escape');
        await frames(page, 2);
      }
      const wl = await api(page, 'debug.widgets');
      if (wl.saves) {
        await page.mouse.click(wl.saves.cx, wl.saves.cy);
        await look('saved games');
        await page.keyboard.press('Escape');
        await frames(page, 2);
      }
      assert.deepEqual(await api(page, 'load', [hotSeat.record]), { ok: true });  // back to the game here
      for (const kind of ['abbey', 'wagon', 'floors']) {
        if (await playUntil(page, kind, seed++)) await look(`${kind} decision`);
      }
      // The end of the game with its dialog.
      await playUntil(page, 'none', seed++);
      await look('game over');
      await page.screenshot({ path: path.join(SCREENSHOTS, `lang-${lang}-end.png`) });
      assert.deepEqual(cut, [], `texts cut off in ${lang}`);
      assert.deepEqual(problems, []);
    } finally {
      if (dense) {
        await browser.close();
      } else if (page) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await page.close();
      }
    }
  });
}

// The texts of the new-game screen in a language (its catalogue files), to look for on screen.
function catalogue(lang) {
  const out = {};
  for (const area of ['menus', 'common', 'shell', 'help', 'help-pages']) Object.assign(out, JSON.parse(readFileSync(path.join(ROOT, 'assets', 'i18n', lang, `${area}.json`), 'utf8')));
  return out;
}
const shown = (texts) => new Set(texts.map((t) => t.text));

// The font atlas (issue 47: rasterizing it was the largest part of the page's start) holds the blocks
// of characters the texts in use need: an English page starts without Cyrillic, and the language menu,
// where each language is named in its own script, draws those names with the browser's fonts instead
// of rasterizing whole alphabets for them; a Russian catalogue brings Cyrillic in.
test('the font atlas holds what the language in use needs, and the language menu does not grow it', { timeout: 120_000 }, async () => {
  const browser = await launch({ ...PHONE, deviceScaleFactor: 1, locale: 'en-US' });
  try {
    const { page } = await openApp(browser.context, env.baseUrl, NO_MOTION);
    await frames(page, 5);
    const english = (await api(page, 'debug.textRuns')).atlasCharacters;
    assert.ok(english > 150 && english < 300, `an English page's atlas: ASCII, Latin-1 and the signs (${english} characters)`);
    assert.equal((await api(page, 'debug.textRuns')).fontBuilds, 1, 'the fonts built once at the start');
    const w = await waitForWidgets(page, ['language']);
    await clickAt(page, w.language.cx, w.language.cy);
    const items = await waitForWidgets(page, ['language:10', 'language:11']);
    assert.ok(items['language:10'] && items['language:11'], 'the menu shows Русский and Українська');
    await frames(page, 5);
    const names = shown(await api(page, 'debug.texts'));
    assert.ok(names.has('Русский') && names.has('Українська') && names.has('Čeština'), 'each language named in its own script');
    assert.equal((await api(page, 'debug.textRuns')).atlasCharacters, english, 'the open menu did not grow the atlas');
    await clickAt(page, items['language:10'].cx, items['language:10'].cy);
    await page.waitForFunction(() => window.carcassonne.language().language === 'ru', null, { timeout: 20_000 });
    await frames(page, 5);
    const russian = (await api(page, 'debug.textRuns')).atlasCharacters;
    assert.ok(russian > english, `a Russian page brings Cyrillic in (${english} -> ${russian} characters)`);
    assert.equal((await api(page, 'debug.textRuns')).fontBuilds, 2, 'built once more for Russian');

    // A page that starts in Polish: its letters (Latin Extended-A) are in the fonts of the first frame,
    // built once, none of them drawn by the browser in the meantime (ui/text/look.h, ExpectLanguageTexts).
    await page.evaluate(() => localStorage.setItem('carcassonne.language', 'pl'));
    await page.reload();
    await waitForReady(page);
    await frames(page, 5);
    assert.equal((await api(page, 'language')).language, 'pl');
    const polish = await api(page, 'debug.textRuns');
    assert.ok(polish.atlasCharacters > english, `a Polish page's atlas has its letters (${english} -> ${polish.atlasCharacters} characters)`);
    assert.deepEqual([polish.fontBuilds, polish.made], [1, 0], 'built once, with nothing drawn by the browser before');
  } finally {
    await browser.close();
  }
});

test('a language the game does not embed: from the browser\'s preferences before the first frame, then from the page\'s menu, and offline after one visit', { timeout: 180_000 }, async () => {
  const polish = catalogue('pl'), ukrainian = catalogue('uk'), english = catalogue('en');
  const browser = await launch({ locale: 'pl-PL' });
  try {
    const page = await browser.context.newPage();
    // The texts of the very first frame drawn (where a script may run before the page's own; in
    // every document, so in WebKit's reloaded one too): debug.texts() tells the last complete frame,
    // so the first list that is not empty is the first frame's.
    await page.addInitScript(() => window.addEventListener('carcassonne-ready', () => {
      let n = 0;
      const look = () => {
        const texts = window.carcassonne.debug.texts();
        if (texts.length) window.firstFrameTexts = texts;
        else if (++n < 600) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }));
    const before = env.site.requests.length;
    // The catalogue comes later than the game itself (a slow network): the first frame waits for it.
    env.site.slow = { match: '/i18n/pl.json', ms: 2500 };
    try {
      await page.goto(env.baseUrl, { waitUntil: 'load' });
      if (!CAN.browserLanguage) {  // WebKit's driver has no browser languages: the page's stored choice
        await page.waitForFunction(() => window.carcassonneReady === true);
        // Not while the service worker installs: WebKitGTK left one reloaded in the middle of its first
        // install "installing" for good in one run of four here (no cache opened, a minute later).
        await page.waitForFunction(() => navigator.serviceWorker.getRegistration()
          .then((r) => !!r && !r.installing && !!r.active), null, { timeout: 60_000 });
        await page.evaluate(() => localStorage.setItem('carcassonne.language', 'pl'));
        await page.reload();
      }
      await waitForReady(page);
    } finally {
      env.site.slow = null;
    }
    assert.equal((await api(page, 'language')).language, 'pl');
    await page.waitForFunction(() => !!window.firstFrameTexts);
    const first = shown(await page.evaluate(() => window.firstFrameTexts));
    assert.ok(first.has(polish['newgame.subtitle']) && first.has(polish['newgame.players']), 'the first frame is in Polish');
    assert.ok(!first.has(english['newgame.players']), 'no English on the first frame');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
    assert.equal(await page.textContent('#loading-text'), polish['shell.loading'], 'the page\'s own texts in Polish');
    const fetched = env.site.requests.slice(before).filter((r) => r.includes('/i18n/'));
    const help = (r) => r.includes('/i18n/help-');
    assert.deepEqual([...new Set(fetched.filter((r) => !help(r)))], ['/carcassonne/i18n/pl.json'], 'only the catalogue of the language in use');
    // How to play's pages (fetched when it opens) only by the service worker, to keep: English's and Polish's.
    assert.deepEqual(fetched.filter((r) => help(r) && !/\/help-(en|pl)\.json$/.test(r)), [], 'How to play in no other language');

    // The menu of the new-game screen: Українська, the last of the twelve.
    const w = await waitForWidgets(page, ['language']);
    await clickAt(page, w.language.cx, w.language.cy);
    const items = await waitForWidgets(page, ['language:11']);
    await clickAt(page, items['language:11'].cx, items['language:11'].cy);
    await page.waitForFunction(() => window.carcassonne.language().language === 'uk', null, { timeout: 20_000 });
    await frames(page, 3);
    const now = shown(await api(page, 'debug.texts'));
    assert.ok(now.has(ukrainian['newgame.subtitle']) && now.has(ukrainian['newgame.players']), 'the screen is in Ukrainian');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'uk');
    assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne.language')), 'uk', 'the choice is remembered');
    assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true }, 'and the game plays');

    // Offline after this one visit: the service worker kept both catalogues (Polish, fetched before
    // it ran, and Ukrainian, chosen later), so the game starts in either language with no network;
    // and How to play's pages in both (never opened online) and in English (kept from its install).
    const KEPT = ['i18n/help-en.json', 'i18n/help-pl.json', 'i18n/help-uk.json', 'i18n/pl.json', 'i18n/uk.json'];
    const kept = async () => page.evaluate(async (files) => {
      const found = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const f of files) if (await cache.match(f)) found.push(f);
      }
      return [...new Set(found)].sort();
    }, KEPT);
    // (The worker may still be installing the site when the page asks it: WebKit on a loaded machine.)
    for (let i = 0; i < 600 && (await kept()).length < KEPT.length; ++i) await new Promise((r) => setTimeout(r, 100));
    const worker = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const state = (w) => (w ? w.state : null);
      return { controlled: !!navigator.serviceWorker.controller, active: state(r?.active), installing: state(r?.installing),
        waiting: state(r?.waiting), caches: await caches.keys() };
    });
    assert.deepEqual(await kept(), KEPT, `the worker keeps the catalogues used (${JSON.stringify(worker)})`);
    env.site.offline = true;
    if (CAN.offlineMode) await browser.context.setOffline(true);
    try {
      for (const [lang, texts] of [['uk', ukrainian], ['pl', polish]]) {
        await page.evaluate((l) => localStorage.setItem('carcassonne.language', l), lang);
        await page.reload();
        await waitForReady(page);
        assert.equal((await api(page, 'language')).language, lang, `${lang} offline`);
        await frames(page, 3);
        assert.ok(shown(await api(page, 'debug.texts')).has(texts['newgame.players']), `the screen is in ${lang} offline`);
        // How to play, never opened before: its pages in this language, from the worker's cache (past
        // the offer to continue the game started above).
        let w = await waitForWidgets(page, ['help']);
        if (w['continue-no']) {
          await clickAt(page, w['continue-no'].cx, w['continue-no'].cy);
          w = await waitForWidgets(page, ['help']);
        }
        await clickAt(page, w.help.cx, w.help.cy);
        const pages = shown(await waitForHelpPages(page));
        // (A paragraph is listed as it is drawn: its first line starts it.)
        const intro = texts['help.basics.intro'];
        assert.ok([...pages].some((t) => t.length >= 10 && intro.startsWith(t)), `How to play in ${lang} offline (${[...pages].slice(0, 8).join(' | ')})`);
        const close = await waitForWidgets(page, ['help-close']);
        await clickAt(page, close['help-close'].cx, close['help-close'].cy);
      }
    } finally {
      env.site.offline = false;
      if (CAN.offlineMode) await browser.context.setOffline(false);
    }
  } finally {
    await browser.close();
  }
});

test('a missing or damaged catalogue leaves the game in English, saying so, with nothing broken', { timeout: 120_000 }, async () => {
  // A copy of the site where Dutch is cut short and Czech is missing; How to play's pages too, in
  // German (cut short) and English (missing; the test's browser has no service worker's copy).
  const copy = await mkdtemp(path.join(tmpdir(), 'carc-damaged-'));
  await cp(DIST, copy, { recursive: true });
  const dutch = await readFile(path.join(copy, 'i18n', 'nl.json'), 'utf8');
  await writeFile(path.join(copy, 'i18n', 'nl.json'), dutch.slice(0, dutch.length / 2));
  await rm(path.join(copy, 'i18n', 'cs.json'));
  const germanHelp = await readFile(path.join(copy, 'i18n', 'help-de.json'), 'utf8');
  await writeFile(path.join(copy, 'i18n', 'help-de.json'), germanHelp.slice(0, germanHelp.length / 2));
  await rm(path.join(copy, 'i18n', 'help-en.json'));
  env.site.setRoot(copy);
  const english = catalogue('en');
  const browser = await launch({ locale: 'nl-NL' });
  try {
    const { page } = await openApp(browser.context, env.baseUrl);
    if (!CAN.browserLanguage) {
      await page.evaluate(() => localStorage.setItem('carcassonne.language', 'nl'));
      await page.reload();
      await waitForReady(page);
    }
    assert.equal((await api(page, 'language')).language, 'en', 'damaged Dutch: English');
    await frames(page, 3);
    assert.ok(shown(await api(page, 'debug.texts')).has(english['newgame.players']), 'the screen is in English');
    const alert = await page.textContent('#alert');
    assert.ok(alert.includes('Nederlands') && !(await page.isHidden('#alert')), `the page says so: ${alert}`);
    const czech = await api(page, 'language', ['cs']);
    assert.equal(czech.ok, false, 'missing Czech is refused');
    assert.equal((await api(page, 'language')).language, 'en');
    assert.ok((await page.textContent('#alert')).includes('Čeština'));
    assert.deepEqual(await api(page, 'language', ['de']), { ok: true, language: 'de' }, 'another language still comes');
    // How to play with neither German's nor English's pages: it says so in German, and closes.
    await frames(page, 3);
    const w = await waitForWidgets(page, ['help']);
    await clickAt(page, w.help.cx, w.help.cy);
    await assert.rejects(waitForHelpPages(page), /cannot be loaded/, 'How to play says its pages cannot be had');
    const german = { ...catalogue('de') };
    assert.ok(shown(await api(page, 'debug.texts')).has(german['help.unavailable']), 'in German');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'help-unavailable-de.png') });
    const close = await waitForWidgets(page, ['help-close']);
    await clickAt(page, close['help-close'].cx, close['help-close'].cy);
    assert.ok(!(await api(page, 'debug.widgets'))['help-close'], 'and it closes');
    assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  } finally {
    await browser.close();
    env.site.setRoot(DIST);
    await rm(copy, { recursive: true, force: true });
  }
});

test('the language chosen in the page is remembered, and a game does not depend on it', { timeout: 120_000, skip: appLogic('storage across a reload in saves.test, a language from the browser and the page\'s menu above') }, async () => {
  const italian = await launch({ locale: 'it-IT' });
  const catalan = await launch({ locale: 'en-GB' });
  try {
    const { page: it } = await openApp(italian.context, env.baseUrl);
    if (CAN.browserLanguage) assert.equal((await api(it, 'language')).language, 'it', 'it-IT reads Italian');
    else await api(it, 'language', ['it']);
    assert.deepEqual(await api(it, 'newGame', [SETUP]), { ok: true });
    await playUntil(it, 'wagon', 7);
    const italianState = await api(it, 'state');
    const link = await api(it, 'shareLink');

    const { page: ca } = await openApp(catalan.context, env.baseUrl);
    if (CAN.browserLanguage) assert.equal((await api(ca, 'language')).language, 'en', 'en-GB reads English');
    assert.deepEqual(await api(ca, 'language', ['ca']), { ok: true, language: 'ca' });
    await ca.reload();
    await waitForReady(ca);
    assert.equal((await api(ca, 'language')).language, 'ca', 'the choice survives a reload');
    assert.equal(await ca.evaluate(() => document.documentElement.lang), 'ca', '<html lang> follows');
    assert.deepEqual(await api(ca, 'open', [link]), { ok: true });
    const catalanState = await api(ca, 'state');
    assert.deepEqual(catalanState.record, italianState.record, 'the same record');
    assert.deepEqual(catalanState.scores, italianState.scores, 'the same scores');
    assert.deepEqual(catalanState.next, italianState.next, 'the same decision next');
    assert.equal((await api(ca, 'language', ['xx'])).ok, false, 'an unknown language is refused');
  } finally {
    await italian.close();
    await catalan.close();
  }
});
