// Browser smoke test: serves dist/ on a free 127.0.0.1 port, opens it in the engine under test
// (CARC_ENGINE, helpers.mjs: headless Chromium by default; Firefox or WebKit on a virtual display),
// waits for the app's ready signal and fails on any console error or page error. Saves
// smoke.png under build/screenshots/ (the engine's folder).
//   node --test tests/browser/        (after dist/ is built: bash .github/scripts/test.sh does both)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
// The server, the Chromium flags and the sub-path are shared with the other browser tests (helpers.mjs).
import { SCREENSHOTS, abortedFavicon, appLogic, frames, onlyIn, openApp, EVERY_PICTURE, screenPixels, setUpBrowsers, waitForWidgets } from './helpers.mjs';

const env = setUpBrowsers(['browser']);

test('the page loads, renders its first frame and reports no errors', { timeout: 90_000 }, async () => {
  const page = await env.browser.context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => { if (!abortedFavicon(req)) problems.push(`request failed: ${req.url()}`); });
  page.on('response', (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });

  await page.goto(env.baseUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 60_000 });
  // Let the browser present a couple more frames before the screenshot.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  assert.equal(await page.title(), 'Carcassonne');
  assert.equal((await page.textContent('h1'))?.trim(), 'Carcassonne');
  assert.equal(await page.isHidden('#alert'), true, 'no alert is shown');
  assert.equal(await page.isHidden('#loading'), true, 'the loading message is gone');

  // The canvas fills the window and the page cannot scroll.
  const layout = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    const r = c.getBoundingClientRect();
    return {
      w: r.width, h: r.height, cw: c.width, ch: c.height,
      scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
      innerW: window.innerWidth, innerH: window.innerHeight,
    };
  });
  assert.equal(layout.w, layout.innerW);
  assert.equal(layout.h, layout.innerH);
  assert.ok(layout.cw > 0 && layout.ch > 0, 'the canvas has a drawing buffer');
  assert.ok(layout.scrollW <= layout.innerW && layout.scrollH <= layout.innerH, 'nothing overflows the window');

  await mkdir(SCREENSHOTS, { recursive: true });
  const png = await page.screenshot({ path: path.join(SCREENSHOTS, 'smoke.png') });
  // The frame really was drawn (not a black or blank canvas): count the table's wood, the landscape's
  // fields and the number of distinct colours in the screenshot.
  const shot = await screenPixels(page, null, png);
  const pixels = (() => {
    const [{ data }] = shot;
    const colours = new Set();
    // The table is walnut (web/ui/art/ART.md: around (96,64,42), warm: red over green over blue); the
    // landscape on the first screen is fields (green over red and blue).
    let wood = 0;
    let fields = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      colours.add((r << 16) | (g << 8) | b);
      if (r >= 40 && r <= 150 && r > g + 10 && g > b + 5) wood++;
      if (g > 110 && g > r + 20 && g > b + 40) fields++;
    }
    return { total: data.length / 4, distinct: colours.size, wood, fields };
  })();
  assert.ok(pixels.wood > pixels.total * 0.25, `the table's wood shows around the new-game screen (${JSON.stringify(pixels)})`);
  assert.ok(pixels.fields > pixels.total * 0.02, `the first screen's landscape shows its fields (${JSON.stringify(pixels)})`);
  assert.ok(pixels.distinct >= 8, `the frame shows text and lines, not one flat colour (${JSON.stringify(pixels)})`);

  // The landscape over the title is drawn once the tile data are read, a file a task after the first
  // frame (app/warm_up.h): until then its area is the fields' one flat green; drawn, its fields are
  // shaded, with roads, cities and a monastery, and little of it is that exact green.
  const picture = (await waitForWidgets(page, ['title-picture']))['title-picture'];
  const band = { x: picture.x + 4, y: picture.y + 4, w: picture.w - 8, h: picture.h * 0.4 };  // above the title
  let flat = 1;
  for (let tries = 0; tries < 50 && flat > 0.5; ++tries) {
    if (tries) await new Promise((r) => setTimeout(r, 200));
    const [{ data }] = await screenPixels(page, [band]);
    let same = 0;
    for (let i = 0; i < data.length; i += 4) same += data[i] === 124 && data[i + 1] === 170 && data[i + 2] === 72;
    flat = same / (data.length / 4);
  }
  assert.ok(flat < 0.5, `the title's landscape is drawn, not the flat fields it shows until then (${(100 * flat).toFixed(0)}% one green)`);

  // A C++ exception inside the game (a bug) is caught at the entry point and reported; the page goes on.
  const thrown = await page.evaluate(() => window.carcassonne.debug.throwForTest());
  assert.equal(thrown.ok, false);
  assert.match(thrown.error, /internal error: a test exception/);
  const after = await page.evaluate(async () => {
    // frameStats(true) starts a new window: a call that sets something wakes the page (reads alone do
    // not), so frames follow whether or not the exception's own wake has run its course.
    const before = window.carcassonne.debug.frameStats(true).frames;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))));
    return { state: window.carcassonne.state(), before, frames: window.carcassonne.debug.frameStats().frames };
  });
  assert.equal(after.state.status, 'none', 'the page still answers');
  assert.ok(after.frames > after.before, `frames keep coming after the exception (${JSON.stringify(after)})`);
  assert.equal(await page.isHidden('#alert'), true, 'no alert: the page did not abort');

  // An unchanged page draws nothing to the screen (web/ui/base/present.h: the phone's graphics chip rests),
  // and a change is drawn in the next frame: the pointer over a button lights it up.
  await page.mouse.move(2, 2);
  await frames(page, 40);
  // A first visit's page still changes on its own for a few seconds (the storage's keeping asked, the
  // service worker): measured until a second of the browser's frames finds it unchanged.
  let still, asleep;
  for (let attempt = 0; attempt < 8; ++attempt) {
    asleep = (await page.evaluate(() => window.carcassonne.debug.frameStats(true))).sleeps;
    await frames(page, 60);
    still = await page.evaluate(() => window.carcassonne.debug.frameStats());
    if (still.presented <= 1 + Math.floor(still.window / 60)) break;
  }
  const why = JSON.stringify(await page.evaluate(() => window.carcassonne.debug.present()));
  // At most the backstop's frame a second (web/ui/base/present.h), whatever the frame rate.
  assert.ok(still.presented <= 1 + Math.floor(still.window / 60),
    `an unchanged page is not drawn again (${still.presented} of ${still.window} frames; ${why})`);
  // ... nor built: the page sleeps between the backstop's frames (web/app/frame_pace.h), a few a second.
  assert.ok(still.window <= 20 && still.sleeps > asleep,
    `an unchanged page sleeps (${still.window} frames built in 60 of the browser's, ${still.sleeps - asleep} sleeps)`);
  const start = (await page.evaluate(() => window.carcassonne.debug.widgets()))['start-top'];
  assert.ok(start, 'the start button is on screen');
  await page.evaluate(() => window.carcassonne.debug.frameStats(true));
  await page.mouse.move(start.cx, start.cy);
  await frames(page, 4);
  const hover = await page.evaluate(() => window.carcassonne.debug.frameStats());
  assert.ok(hover.presented >= 1, `a button under the pointer is drawn lit (${hover.presented} of ${hover.window} frames)`);
  // The graphics state the page keeps for itself (shell.js: Firefox would block the frame to ask its
  // graphics process) is what the graphics process holds. The renderer reads it back before drawing
  // and sets it again after: state set outside a frame (here, unusual values) survives frames that draw.
  const state = await page.evaluate(async () => {
    const gl = document.getElementById('canvas').getContext('webgl2');
    const names = { ACTIVE_TEXTURE: 0x84E0, BLEND_SRC_RGB: 0x80C9, BLEND_DST_RGB: 0x80C8, BLEND_SRC_ALPHA: 0x80CB,
      BLEND_DST_ALPHA: 0x80CA, BLEND_EQUATION_RGB: 0x8009, BLEND_EQUATION_ALPHA: 0x883D, SCISSOR_BOX: 0x0C10 };
    const differ = [];
    const compare = (when) => {
      for (const [name, e] of Object.entries(names)) {
        // (the scissor box is an array: compared by its values)
        const mine = String(gl.getParameter(e)), theirs = String(gl.carcassonneAskedGraphics(e));
        if (mine !== theirs) differ.push(`${when}, ${name}: kept ${mine}, held ${theirs}`);
      }
    };
    const kept = !!gl.carcassonneState;
    compare('after the first frames');
    gl.activeTexture(gl.TEXTURE3);
    gl.blendFuncSeparate(gl.DST_COLOR, gl.SRC_COLOR, gl.ONE_MINUS_DST_ALPHA, gl.CONSTANT_ALPHA);
    gl.blendEquationSeparate(gl.FUNC_SUBTRACT, gl.MAX);
    gl.scissor(3, 5, 7, 11);
    gl.scissor(1, 1, -1, 2);  // refused: the box stays
    gl.getError();  // (that refusal's error, taken)
    gl.getParameter(gl.SCISSOR_BOX)[0] = 99;  // the caller's copy, not the kept box
    compare('set outside a frame');
    window.carcassonne.debug.present('always');
    for (let i = 0; i < 3; ++i) await new Promise((r) => requestAnimationFrame(r));
    window.carcassonne.debug.present('changes');
    compare('after frames that drew');
    const survived = gl.carcassonneAskedGraphics(gl.BLEND_EQUATION_ALPHA) === gl.MAX &&
      gl.carcassonneAskedGraphics(0x84E0) === gl.TEXTURE3 && String(gl.carcassonneAskedGraphics(gl.SCISSOR_BOX)) === '3,5,7,11';
    gl.activeTexture(gl.TEXTURE0);
    gl.blendFuncSeparate(gl.ONE, gl.ZERO, gl.ONE, gl.ZERO);
    gl.blendEquation(gl.FUNC_ADD);
    return { kept, differ, survived };
  });
  assert.ok(state.kept, 'the page keeps the state it reads back');
  assert.deepEqual(state.differ, [], 'the kept graphics state is the graphics process\'s');
  assert.ok(state.survived, 'the renderer put back the state it read');

  await page.close();
});

// ImGui's renderer makes and deletes a vertex array every frame it draws, and Emscripten's tables of
// WebGL objects grew by a slot a frame for as long as the page was open (the soak found it); the
// vertex array's name, and a texture's, buffer's, framebuffer's or renderbuffer's, is now taken again
// once freed (web/platform/gl_names.js). Frame after frame and
// game after game, each table stays about the size of what is alive in it.
test('frame after frame and game after game, the WebGL objects\' tables stay the size of what is alive', {
  timeout: 90_000, skip: appLogic('Emscripten\'s tables are its own JavaScript; the frames themselves: the first test above'),
}, async () => {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  const tables = () => page.evaluate(() => Object.fromEntries(['textures', 'buffers', 'vaos', 'framebuffers', 'renderbuffers', 'programs']
    .map((k) => [k, { slots: window.GL[k].length, alive: window.GL[k].filter(Boolean).length }])));
  let drawn = 0;
  for (let game = 0; game < 3; ++game) {
    const r = await page.evaluate((seed) => window.carcassonne.newGame({ players: [{ name: 'Ana', color: 'red' }, { name: 'Ben', color: 'blue' }],
      expansions: [], options: {}, seed }), `gl-${game}`);
    assert.deepEqual(r, { ok: true });
    for (let move = 0; move < 12; ++move) {
      await page.evaluate(() => { const legal = window.carcassonne.legal(); window.carcassonne.apply(legal[legal.length >> 1]); });
      await frames(page, 3);
      drawn += 1;
    }
  }
  const after = await tables();
  const told = `after ${drawn} pictures drawn: ${JSON.stringify(after)}`;
  assert.ok(after.vaos.slots <= 4, `the frame's vertex array takes its freed name again (${told})`);
  // Textures, buffers, framebuffers and renderbuffers take freed names too: a few empty slots at most.
  for (const name of ['textures', 'buffers', 'framebuffers', 'renderbuffers']) {
    assert.ok(after[name].slots <= after[name].alive + 4, `${name} (${told})`);
  }
  // (Programs keep Emscripten's one counter, so their table has empty slots for the others' names.)
  assert.ok(after.programs.slots <= 2 * after.programs.alive + 16, `programs (${told})`);
  assert.deepEqual(problems, []);
  await page.close();
});

// The harness itself: a wait that gives up says what it waited for and what the page was doing, so a
// failure reads as a fault of the page or of the test, never as a bare time-out.
test('a wait that gives up says what it waited for and the page\'s state', { timeout: 60_000 }, async () => {
  const { page } = await openApp(env.browser.context, env.baseUrl, EVERY_PICTURE);
  await assert.rejects(page.waitForFunction(() => window.neverTrue === 1, null, { timeout: 300 }),
    /gave up waiting for .*neverTrue.*the page: .*"screen":"new-game"/);
  await page.close();
});

// A browser that cannot run the game is told why, in words, before anything is downloaded: here one
// without WebAssembly exception handling (its objects removed before the page's script runs).
test('a browser without WebAssembly exception handling is told it needs a newer one, and app.js is not loaded', {
  timeout: 60_000, skip: onlyIn(['chromium', 'firefox'], 'WebDriver classic runs no script before the page\'s own (the objects cannot be removed in time); every WebKit test shows the page finds them there'),
}, async () => {
  const page = await env.browser.context.newPage();
  await page.addInitScript('delete WebAssembly.Tag; delete WebAssembly.Exception;');
  await page.goto(env.baseUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.getElementById('alert').hidden, null, { timeout: 20_000 });
  const alert = (await page.textContent('#alert')).trim();
  assert.match(alert, /needs a newer browser \(one with WebAssembly exception handling/);
  assert.equal(await page.evaluate(() => [...document.scripts].some((s) => /app\.js$/.test(s.src))), false, 'app.js is not loaded');
  assert.equal(await page.evaluate(() => window.carcassonneReady === true), false);
  await page.close();
});

// Without WebGL 2: a browser that lacks it is told so by the page before anything is downloaded; one
// that has it turned off (no context to be had) is told so by the game when it makes its context, and
// nothing breaks (shell.js no longer makes a context of its own to ask, which held the page's thread).
test('a browser without WebGL 2 is told so: at once where it lacks it, by the game where it is turned off', {
  timeout: 90_000, skip: onlyIn(['chromium', 'firefox'], 'WebDriver classic runs no script before the page\'s own (the objects cannot be replaced in time)'),
}, async () => {
  for (const how of ['lacking', 'turned off']) {
    const page = await env.browser.context.newPage();
    const pageErrors = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.addInitScript(how === 'lacking' ? 'delete window.WebGL2RenderingContext;'
      : `(() => { const get = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (type, ...rest) { return type === 'webgl2' ? null : get.call(this, type, ...rest); }; })();`);
    await page.goto(env.baseUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.getElementById('alert').hidden, null, { timeout: 60_000 });
    const alert = (await page.textContent('#alert')).trim();
    assert.match(alert, /needs WebGL 2, which this browser does not (support|offer) or has turned off/, how);
    assert.equal(await page.isHidden('#loading'), true, `${how}: the loading message gave way`);
    const appLoaded = await page.evaluate(() => [...document.scripts].some((s) => /app\.js$/.test(s.src)));
    assert.equal(appLoaded, how !== 'lacking', `${how}: app.js ${how === 'lacking' ? 'not ' : ''}loaded`);
    assert.equal(await page.evaluate(() => window.carcassonneReady === true), false, `${how}: no game`);
    assert.deepEqual(pageErrors, [], `${how}: no page error`);
    await page.close();
  }
});
