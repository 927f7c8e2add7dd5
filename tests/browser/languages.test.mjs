// The game in each of its languages, on a 390x844 phone: the new-game screen, every kind of decision
// of a game with every expansion, the dialogs and the end, with no text cut off by its panel (each
// text drawn is listed by debug.texts() with `clipped`); screenshots of the new-game screen and a turn
// in each language (build/screenshots/lang-*.png). The language follows the browser's preferences,
// is remembered, and never changes a game: a link made in Italian opens identically in Catalan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, openApp, frames, SCREENSHOTS, api, setUpBrowsers, CAN, onlyIn } from './helpers.mjs';

const LANGUAGES = ['en', 'ca', 'it', 'es', 'fr', 'de'];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const env = setUpBrowsers([]);

const ALL = ['river', 'abbey-mayor', 'watchtowers', 'tower-thieves'];
const SETUP = {
  players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }, { name: 'Cleo', color: 'green' }],
  expansions: ALL, seed: 'languages-1',
};

// Texts cut off by their panel in the frame on screen now (a few frames after the last change).
async function clippedTexts(page) {
  await frames(page, 3);
  return (await api(page, 'debug.texts')).filter((t) => t.clipped).map((t) => t.text);
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
    const browser = await launch({ ...PHONE, locale: lang });
    try {
      const { page, problems } = await openApp(browser.context, env.baseUrl);
      // The browser's preferred language is the page's language on a first visit.
      assert.equal((await api(page, 'language')).language, lang);
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
        for (let i = 0; i < 8; ++i) await page.mouse.wheel(0, 400);
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
      await browser.close();
    }
  });
}

test('the language chosen in the page is remembered, and a game does not depend on it', { timeout: 120_000 }, async () => {
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
    await ca.waitForFunction(() => window.carcassonneReady === true && !!window.carcassonne);
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
