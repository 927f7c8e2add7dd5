// Names as typed, in every script (web/ui/text/run_glyphs.h): players called Дмитрий, 李小龍, Zoë 🎲,
// Łukasz Ñ, محمد علي and שרה כהן. The texts of the frame (debug.texts()) carry each name unchanged; the
// players' panel shows each one as ink that fills the width the layout gave it, a width near the one
// the browser gives the name (what Inter lacks is drawn by the browser's own fonts, so nothing becomes
// "?" or a row of boxes), the emoji in colour; the same game opened from its link in a second profile shows the same names at the same
// widths; the new-game screen says the rule for names and refuses a blank or too long one in words.
// Screenshots: names-desktop.png (1280x800), names-phone.png and names-new-game-phone.png (390x844
// at 3x; not in WebKit, whose window is never that narrow).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SCREENSHOTS, api, clickAt, frames, launch, onlyIn, openApp, screenPixels, setUpBrowsers, waitForReady } from './helpers.mjs';

const env = setUpBrowsers(['first', 'second']);
const NAMES = ['Дмитрий', '李小龍', 'Zoë 🎲', 'Łukasz Ñ', 'محمد علي', 'שרה כהן'];
const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const SETUP = {
  players: NAMES.map((name, i) => ({ name, color: COLOURS[i] })), expansions: [], options: {}, seed: 'names-22',
};

// The new-game screen as the last game left it: these names in its fields, one of them only spaces
// and one too long (local storage before the page starts: no second load).
const TYPED = [...NAMES.slice(0, 3), '   ', NAMES[4], 'Bartholomew Montgomery'];
// (Firefox runs it on its first blank document too, where local storage is refused.)
const REMEMBERED = `try { localStorage.setItem('carcassonne.last-setup', ${JSON.stringify(JSON.stringify(
  { players: TYPED.map((name, i) => ({ name, color: COLOURS[i] })), expansions: [], options: {} }))}); } catch (e) {}`;

// The rule is on the screen, and each refused name is refused in words below its field.
async function assertNameRule(page) {
  await frames(page, 2);
  let form = (await api(page, 'debug.texts')).map((t) => t.text);
  if (!form.some((t) => /spaces alone/.test(t))) {
    // WebKit over WebDriver classic runs the init script only after the page's own: once more.
    await page.reload();
    await waitForReady(page);
    await frames(page, 2);
    form = (await api(page, 'debug.texts')).map((t) => t.text);
  }
  if (!form.some((t) => /This name has 22 characters/.test(t))) {
    // A phone shows the players' cards one under another: the last ones are further down the page.
    // (Its cards are windows of their own: one scrolled out of view draws nothing, so lists no text.)
    const [w, h] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    // Down the page a screen at a time, reading each (a card between two screens is in one of them).
    await page.mouse.move(w / 2, h * 0.7);
    for (let step = 0; step < 6 && !form.some((t) => /This name has 22 characters/.test(t)); ++step) {
      if (page.raw) await page.mouse.wheel({ deltaY: Math.round(h * 0.6) });  // puppeteer (Firefox): whole pixels
      else await page.mouse.wheel(0, Math.round(h * 0.6));
      await frames(page, 3);
      form = [...form, ...(await api(page, 'debug.texts')).map((t) => t.text)];
    }
  }
  assert.ok(form.some((t) => /^Names: up to 20 characters/.test(t)), 'the rule is on the screen');
  assert.ok(form.some((t) => /spaces alone are not a name/.test(t)), 'the blank name is refused in words');
  assert.ok(form.some((t) => /This name has 22 characters; a name has at most 20/.test(t)), 'the long one too');
}

// Before anything: the machine has fonts for these scripts (setup.sh installs them, as any phone or
// computer has them); else the browser itself would draw boxes, whatever the game does.
async function assertSystemFonts(page) {
  const boxes = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 48;
    const ctx = c.getContext('2d');
    ctx.font = '32px system-ui, sans-serif, "Noto Color Emoji"';
    const ink = (s) => {
      ctx.clearRect(0, 0, 64, 48);
      ctx.fillStyle = '#fff';
      ctx.fillText(s, 4, 36);
      return Array.from(ctx.getImageData(0, 0, 64, 48).data.filter((v, i) => i % 4 === 3)).join(',');
    };
    const none = ink('\u{10FFFD}');  // private use: no font has it, so it is the browser's box
    return ['李', '🎲', 'م', 'ש'].filter((s) => ink(s) === none);
  });
  assert.deepEqual(boxes, [], `the system has no font for ${boxes.join(' ')} (setup.sh installs them)`);
}

// Per name: its rectangle in the frame's texts (the players' panel) and the ink drawn there in a
// screenshot: the columns with ink (their extent), the inked pixels, and how many are in colour.
async function namesOnScreen(page) {
  const texts = await api(page, 'debug.texts');
  const rects = NAMES.map((n) => texts.find((t) => t.text === n) || null);
  assert.deepEqual(rects.map((r, i) => (r ? NAMES[i] : null)), NAMES, 'every name is among the texts, unchanged');
  // Each name's rectangle and 8 px after it (a name drawn wider than its place shows there).
  const ink = (await screenPixels(page, rects.map((b) => ({ ...b, w: b.w + 8 })))).map(({ w: W, h, k, data: d }) => {
    // The panel's colour: the commonest in the rectangle.
    const count = new Map();
    for (let i = 0; i < d.length; i += 4) {
      const key = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      count.set(key, (count.get(key) || 0) + 1);
    }
    const bg = [...count.entries()].sort((a, b2) => b2[1] - a[1])[0][0];
    const br = bg >> 16, bgG = (bg >> 8) & 255, bb = bg & 255;
    let first = -1, last = -1, inked = 0, coloured = 0;
    for (let y = 0; y < h; ++y) {
      for (let x = 0; x < W; ++x) {
        const i = (y * W + x) * 4;
        const r = d[i], g = d[i + 1], bl = d[i + 2];
        if (Math.max(Math.abs(r - br), Math.abs(g - bgG), Math.abs(bl - bb)) < 60) continue;
        ++inked;
        if (Math.max(r, g, bl) - Math.min(r, g, bl) > 80) ++coloured;
        if (first < 0 || x < first) first = x;
        if (x > last) last = x;
      }
    }
    return { inkWidth: first < 0 ? 0 : (last - first + 1) / k, inked: inked / (k * k), coloured: coloured / (k * k) };
  });
  // The width the browser itself gives each name at the panel's size (16 px Inter has an em of
  // 13.2 px): a name drawn as "???" or as boxes would be far from it.
  const expected = await page.evaluate((names) => {
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = '13.22px system-ui, sans-serif, "Noto Color Emoji"';
    return names.map((n) => ctx.measureText(n).width);
  }, NAMES);
  return NAMES.map((name, i) => ({ name, w: rects[i].w, h: rects[i].h, expected: expected[i], ...ink[i] }));
}

function assertDrawn(shown, where) {
  for (const s of shown) {
    const about = `${where}: ${s.name} (${JSON.stringify(s)})`;
    // The layout's width is the width of what is drawn: the ink fills it, and stops at its end.
    assert.ok(s.inkWidth >= s.w * 0.7 && s.inkWidth <= s.w + 3, `ink about as wide as the name's place: ${about}`);
    assert.ok(Math.abs(s.w - s.expected) <= s.expected * 0.35, `about the width the browser gives it: ${about}`);
    assert.ok(s.inked >= 6 * [...new Intl.Segmenter().segment(s.name)].length, `glyphs with ink: ${about}`);
  }
  const zoe = shown.find((s) => s.name === 'Zoë 🎲');
  assert.ok(zoe.coloured >= 4, `the die is an emoji in colour (${JSON.stringify(zoe)})`);
}

test('names in every script: drawn as typed, as wide as their place, the same from a link', { timeout: 180_000 }, async () => {
  const start = Date.now();
  const lap = (what) => { if (process.env.CARC_NAMES_DEBUG) console.log(`${what}: ${((Date.now() - start) / 1000).toFixed(1)} s`); };
  const { page, problems } = await openApp(env.first.context, env.baseUrl, REMEMBERED);
  await assertSystemFonts(page);
  await assertNameRule(page);
  const startButton = (await api(page, 'debug.widgets'))['start-top'];
  await clickAt(page, startButton.cx, startButton.cy);
  assert.equal((await api(page, 'state')).status, 'none', 'no game starts while a name is refused');
  assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
  await frames(page, 4);
  const first = await namesOnScreen(page);
  assertDrawn(first, 'first profile');
  if (process.env.CARC_NAMES_DEBUG) console.log(JSON.stringify(first));
  // The decision line and the log name the player as typed; so does the screen reader.
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.some((t) => t.startsWith('Дмитрий') && t !== 'Дмитрий'), 'the decision line names Дмитрий');
  const announced = await page.evaluate(() => (window.carcassonneAnnounced || []).join('\n'));
  assert.match(announced, /Дмитрий/, 'the screen reader hears the name as typed');
  // Дмитрий's turn done (the first legal action each time): the log and the decision line name 李小龍.
  for (let i = 0; i < 6 && (await api(page, 'state')).next?.player !== 1; ++i) {
    const legal = await api(page, 'legal');
    assert.equal((await api(page, 'apply', [legal[legal.length - 1]])).ok, true);
  }
  await frames(page, 4);
  const later = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(later.some((t) => t.startsWith('李小龍') && t !== '李小龍'), `a sentence names 李小龍 (${later.join(' | ')})`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'names-desktop.png') });
  const before = await namesOnScreen(page);  // 李小龍 now in bold: the one to move
  assertDrawn(before, 'first profile, turn 2');

  // The game by link, in a profile of its own.
  lap('first profile');
  const link = await api(page, 'shareLink');
  assert.ok(link && link.includes('#g='), 'a share link');
  const other = await openApp(env.second.context, link);
  await frames(other.page, 4);
  lap('link opened');
  const second = await namesOnScreen(other.page);
  assertDrawn(second, 'second profile');
  for (let i = 0; i < NAMES.length; ++i)
    assert.ok(Math.abs(second[i].w - before[i].w) < 0.5, `${NAMES[i]}: the same width in both profiles`);
  assert.deepEqual(problems, []);
  assert.deepEqual(other.problems, []);
  console.log(`names: ${((Date.now() - start) / 1000).toFixed(1)} s`);
});

test('names in every script on a phone (390x844 at 3x)', {
  timeout: 120_000, skip: onlyIn(['chromium', 'firefox'], 'no window as narrow as a phone'),
}, async () => {
  const browser = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const { page, problems } = await openApp(browser.context, env.baseUrl, REMEMBERED);
    await assertNameRule(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'names-new-game-phone.png') });
    assert.deepEqual(await api(page, 'newGame', [SETUP]), { ok: true });
    await frames(page, 4);
    // The phone's bar puts the players in a row: long names give way to the scores, never cut mid-glyph.
    const cut = (await api(page, 'debug.texts')).filter((t) => t.clipped).map((t) => t.text);
    assert.deepEqual(cut, [], 'nothing cut off');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'names-phone.png') });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
