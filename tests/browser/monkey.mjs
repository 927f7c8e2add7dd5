// The monkey (issue 46): a seeded stream of random input through the page's real input paths - taps,
// double taps, long presses, drags, pinches, the wheel, every shortcut key, text in every script,
// resizes between desktop, phone and landscape, reloads, back and forward, links (valid, altered, cut
// short, random), storage cleared, a second tab, new games with random sets, 2-6 players and computer
// seats thinking while it plays. Weighted towards what the page offers: its widgets, the squares where
// the tile fits, the figures' targets.
//
// Invariants, checked all along: no page error and no console error, no failed request; the page
// keeps drawing frames and answering its script API; every saved game that existed before a reload is
// still listed after it and opens; the current game's record replays natively (the command-line
// engine) to the scores the page has. A failure throws with the seed, the engine and the last actions;
// the same seed gives the same stream of choices (what the page offers can still differ with timing:
// a computer's move lands a frame earlier or later).
//
// The browser's own windows are kept out of the page's reach (a file picker, the share sheet, a
// download): they are the browser's dialogs, not the page's, and a native dialog over a window on a
// virtual display stops that window's frames in Firefox and WebKitGTK.
//
//   runMonkey({ baseUrl, seed, actions | seconds, log })  -> the counts of what it did
// tests/browser/monkey.test.mjs runs it in CI; .github/scripts/monkey.sh for as long as one wants.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGINE, EVERY_EXPANSION, ROOT, api, frames, launch, nativeReplay, openApp, rng, waitForReady, wheelAt } from './helpers.mjs';
import { finger } from './finger.mjs';

// Window sizes the monkey switches between. MiniBrowser's window is at least 447 px wide.
const NARROW = ENGINE === 'webkit' ? 480 : 390;
const SIZES = [
  { width: 1280, height: 800 },
  { width: NARROW, height: 844 },
  { width: 844, height: NARROW },
];

// Every key the page answers (web/app/frame_keys.cpp, board_keys.cpp, the dialogs) and a few it does not.
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', 'Escape', 'Tab', 'Shift+Tab', 'Space',
  'Backspace', 'Delete', 'Home', 'End', 'PageUp', 'PageDown', 'F1', 'r', 'R', 'h', 'H', 'u', 'z', 'Control+z',
  's', 'S', 'm', 'M', 'l', 'L', 'c', 'C', 'q', 'e', '+', '-', '0', '1', '2', '3', '?', 'a', 'n', 'p', 'x'];

// Names and text in every script the page draws (and some it draws with the browser's fonts), and a
// very long one.
const TEXTS = ['Ana', 'Zoë Ørsted', 'Ἀθηνᾶ', 'Анастасія', '李小龙', 'さくら', '김민수', 'مريم', 'שרה', 'अनन्या',
  'ผู้เล่น', '🐢🏰', 'x'.repeat(300), 'a\u0301\u0302\u0303', ' ', '<b>&amp;</b>', '%E0%A4%A'];

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const LEVELS = ['easy', 'normal', 'hard'];

// Before the page's own script: the browser's own dialogs never open (see the top).
const NO_BROWSER_DIALOGS = `(() => {
  const inputClick = HTMLInputElement.prototype.click;
  HTMLInputElement.prototype.click = function () { if (this.type !== 'file') return inputClick.call(this); };
  HTMLInputElement.prototype.showPicker = function () {};
  const anchorClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () { if (!this.hasAttribute('download')) return anchorClick.call(this); };
  try { Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }); } catch (e) {}
})();`;

// The choices of one run: a generator seeded once, and helpers that draw from it.
function chooser(seed) {
  const next = rng(seed);
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)],
    // A name from `weights` ({name: weight}), in the order of its keys.
    weighted(weights) {
      const total = Object.values(weights).reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (const [name, w] of Object.entries(weights)) if ((r -= w) < 0) return name;
      return Object.keys(weights)[0];
    },
  };
}

// What the monkey does, and how often (relative weights).
const WEIGHTS = {
  tapWidget: 30, tapSquare: 16, tapTarget: 8, tapAnywhere: 6, doubleTap: 3, longPress: 3, drag: 5, swipe: 3,
  pinch: 2, wheel: 4, key: 14, type: 3, resize: 2, reload: 2, history: 1, link: 3, clearStorage: 0.4,
  secondTab: 0.6, newGame: 2.5, language: 0.5,
};

export async function runMonkey({ baseUrl, seed = 1, actions = 200, seconds = Infinity, log = () => {} }) {
  const c = chooser(seed);
  const browser = await launch({ viewport: SIZES[0] });
  const run = { seed, engine: ENGINE, baseUrl, browser, c, page: null, problems: null, size: SIZES[0], touch: false,
    behind: 0, ahead: 0, trail: [], counts: {}, games: 0, reloads: 0, links: 0, damagedLinks: 0, replays: 0, log };
  try {
    await openPage(run);
    const start = Date.now();
    let n = 0;
    for (; n < actions && (Date.now() - start) / 1000 < seconds; ++n) {
      const what = n === 0 ? 'newGame' : c.weighted(WEIGHTS);  // a game on the table from the start
      await step(run, n, what, () => ACTIONS[what](run));
      if (n % 25 === 24) await step(run, n, 'check', () => checkGame(run));
    }
    await step(run, n, 'check', () => checkGame(run));
    return { seed, engine: ENGINE, actions: n, seconds: Math.round((Date.now() - start) / 1000), counts: run.counts,
      games: run.games, reloads: run.reloads, links: run.links, damagedLinks: run.damagedLinks, replays: run.replays };
  } finally {
    await browser.close();
  }
}

// One action, then the invariants every action keeps: no problem reported, frames still coming, the
// script API answering. A failure says the seed and the last actions.
// The actions that leave the page: a download still under way then (the thinking worker's, a
// catalogue) is cut off by the browser, as when a person reloads; that is no fault of the page's.
const NAVIGATING = new Set(['reload', 'history', 'link', 'clearStorage']);

async function step(run, n, what, act) {
  run.counts[what] = (run.counts[what] || 0) + 1;
  try {
    const reported = run.problems.length;
    const detail = await act();
    if (NAVIGATING.has(what)) {
      const during = run.problems.splice(reported);
      run.problems.push(...during.filter((p) => !p.startsWith('request failed:')));
    }
    run.trail.push(`${n} ${what}${detail ? ` ${detail}` : ''}`);
    if (run.trail.length > 40) run.trail.shift();
    await frames(run.page, 2);
    await api(run.page, 'state');
    if (run.problems.length) throw new Error(`the page reported: ${run.problems.join(' | ')}`);
  } catch (e) {
    const trail = run.trail.join('\n  ');
    const kept = await keepStorage(run, n);
    throw new Error(`monkey failed in ${run.engine} with seed ${run.seed} at action ${n} (${what}): ${e.message}\n` +
      `the last actions:\n  ${trail}\nreplay: bash .github/scripts/monkey.sh SECONDS ${run.seed} (CARC_ENGINE=${run.engine})` +
      `\nthe page's local storage then: ${kept}`);
  }
}

// The page's local storage at a fault, into build/monkey/ (what the page read and kept is the input
// to look at natively when the seed does not replay the fault: the stream differs with timing).
async function keepStorage(run, n) {
  let timer;
  try {
    const storage = await Promise.race([run.page.evaluate(() => JSON.stringify(localStorage)),
      new Promise((res, rej) => { timer = setTimeout(() => rej(new Error('the page did not answer')), 10_000); })]);
    const file = path.join(ROOT, 'build', 'monkey', `${run.engine}-${run.seed}-action-${n}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, storage);
    return file;
  } catch (e) {
    return `not kept (${e.message})`;
  } finally {
    clearTimeout(timer);  // a timer that lost the race would keep Node running 10 s more
  }
}

async function openPage(run) {
  const { page, problems } = await openApp(run.browser.context, run.baseUrl, { initScript: NO_BROWSER_DIALOGS });
  run.page = page;
  run.problems = problems;
  // Touch events the monkey can build in this page (Firefox has none on a desktop profile: a mouse there).
  run.canTouch = await page.evaluate(() => typeof TouchEvent === 'function' &&
    (typeof Touch === 'function' || typeof document.createTouch === 'function'));
}

// --- Where to touch ----------------------------------------------------------------------------

async function widgets(run) {
  const w = await api(run.page, 'debug.widgets');
  return Object.keys(w).sort().map((id) => ({ id, x: w[id].cx, y: w[id].cy, w: w[id].w, h: w[id].h }));
}

// The squares where the tile in hand fits, on screen.
async function fittingSquares(run) {
  const legal = await api(run.page, 'legal');
  const seen = new Set();
  const out = [];
  for (const a of legal) {
    if (a.type !== 'place' || seen.has(`${a.x},${a.y}`)) continue;
    seen.add(`${a.x},${a.y}`);
    const p = await api(run.page, 'debug.cellToScreen', [a.x, a.y]);
    if (p && p.x !== undefined) out.push({ x: p.x, y: p.y, at: `${a.x},${a.y}` });
  }
  return out;
}

function anywhere(run) {
  return { x: run.c.int(run.size.width), y: run.c.int(run.size.height) };
}

function onScreen(run, p) {
  return p && p.x >= 0 && p.y >= 0 && p.x < run.size.width && p.y < run.size.height;
}

// A tap by mouse, or by finger once the monkey has turned to touch (a phone size).
async function tap(run, p) {
  if (run.touch) return (await finger(run.page)).tap(p);
  await run.page.mouse.move(p.x, p.y);
  await run.page.mouse.down();
  await run.page.mouse.up();
}

// --- The actions ---------------------------------------------------------------------------------

const ACTIONS = {
  async tapWidget(run) {
    const list = (await widgets(run)).filter((w) => onScreen(run, w));
    if (!list.length) return 'none';
    const w = run.c.pick(list);
    await tap(run, w);
    return w.id;
  },
  async tapSquare(run) {
    const squares = (await fittingSquares(run)).filter((p) => onScreen(run, p));
    if (!squares.length) return 'none';
    const s = run.c.pick(squares);
    await tap(run, s);
    await frames(run.page, 2);
    if (run.c.next() < 0.7) await tap(run, s);  // the second tap lays it
    return s.at;
  },
  async tapTarget(run) {
    const targets = (await api(run.page, 'debug.targets')).filter((t) => onScreen(run, t));
    if (!targets.length) return 'none';
    const t = run.c.pick(targets);
    await tap(run, t);
    return t.action.type;
  },
  async tapAnywhere(run) {
    const p = anywhere(run);
    await tap(run, p);
    return `${p.x},${p.y}`;
  },
  async doubleTap(run) {
    const list = (await widgets(run)).filter((w) => onScreen(run, w));
    const p = list.length && run.c.next() < 0.5 ? run.c.pick(list) : anywhere(run);
    await tap(run, p);
    await tap(run, p);
  },
  async longPress(run) {
    const squares = (await fittingSquares(run)).filter((s) => onScreen(run, s));
    const p = squares.length && run.c.next() < 0.6 ? run.c.pick(squares) : anywhere(run);
    if (run.touch) {
      const f = await finger(run.page);
      await f.down(p);
      await frames(run.page, 40);
      await f.up();
    } else {
      await run.page.mouse.move(p.x, p.y);
      await run.page.mouse.down();
      await frames(run.page, 40);
      await run.page.mouse.up();
    }
  },
  async drag(run) {
    const from = anywhere(run), to = anywhere(run);
    await run.page.mouse.move(from.x, from.y);
    await run.page.mouse.down();
    for (let i = 1; i <= 6; ++i) {
      await run.page.mouse.move(from.x + (to.x - from.x) * i / 6, from.y + (to.y - from.y) * i / 6);
      await frames(run.page, 1);
    }
    await run.page.mouse.up();
  },
  async swipe(run) {
    if (!run.canTouch) return ACTIONS.drag(run);
    await (await finger(run.page)).swipe(anywhere(run), anywhere(run), 2 + run.c.int(8));
  },
  async pinch(run) {
    if (!run.canTouch) return ACTIONS.wheel(run);
    const centre = anywhere(run);
    const spread = run.c.next() < 0.5 ? 1 : -1;
    await pinchAt(run.page, centre, spread);
    return spread > 0 ? 'apart' : 'together';
  },
  async wheel(run) {
    const p = anywhere(run);
    await wheelAt(run.page, p.x, p.y, (run.c.next() - 0.5) * 800);
  },
  async key(run) {
    const k = run.c.pick(KEYS);
    await run.page.keyboard.press(k);
    return k;
  },
  async type(run) {
    const text = run.c.pick(TEXTS);
    await run.page.keyboard.type(text.length > 40 && ENGINE === 'webkit' ? text.slice(0, 60) : text);
    return JSON.stringify(text.slice(0, 12));
  },
  async resize(run) {
    run.size = run.c.pick(SIZES);
    run.touch = run.canTouch && run.size.width < 900;
    await run.page.setViewportSize(run.size);
    await frames(run.page, 4);
    return `${run.size.width}x${run.size.height}`;
  },
  reload: (run) => reloadKeeping(run),
  // Back or forward through the links the monkey opened (each a history entry of this page), waiting
  // for the page's own popstate; with none to go back (or forward) to, the page is reloaded instead.
  async history(run) {
    const back = run.c.next() < 0.6;
    if (back ? run.behind === 0 : run.ahead === 0) return reloadKeeping(run);
    await run.page.evaluate((b) => new Promise((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      if (b) history.back(); else history.forward();
    }), back).catch(() => {});  // a step to another document ends this one's script: that is the signal too
    run.behind += back ? -1 : 1;
    run.ahead += back ? 1 : -1;
    await waitForStart(run);
    return back ? 'back' : 'forward';
  },
  link: (run) => openLink(run),
  async clearStorage(run) {
    await run.page.evaluate(() => localStorage.clear());
    await reloadKeeping(run, false);
  },
  secondTab: (run) => secondTab(run),
  newGame: (run) => newGame(run),
  async language(run) {
    const code = run.c.pick(['en', 'ca', 'de', 'fr', 'ru', 'uk', 'pl', 'en']);
    await run.page.evaluate((l) => window.carcassonne.language(l), code);
    return code;
  },
};

// Two fingers moving apart or together round `c` (the DOM's touch events, as finger.mjs sends one).
function pinchAt(page, c, spread) {
  return page.evaluate(async ([cx, cy, dir]) => {
    const canvas = document.getElementById('canvas');
    const touch = (id, x, y) => {
      try {
        return new Touch({ identifier: id, target: canvas, clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y });
      } catch {
        return document.createTouch(window, canvas, id, x, y, x, y);
      }
    };
    const send = (type, touches, changed) => {
      const init = { bubbles: true, cancelable: true, composed: true };
      let e;
      try {
        e = new TouchEvent(type, { ...init, touches, targetTouches: touches, changedTouches: changed });
      } catch {
        const l = (a) => document.createTouchList(...a);
        e = new TouchEvent(type, { ...init, touches: l(touches), targetTouches: l(touches), changedTouches: l(changed) });
      }
      canvas.dispatchEvent(e);
    };
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const at = (d) => [touch(1, cx - d, cy), touch(2, cx + d, cy)];
    let d = dir > 0 ? 20 : 120;
    send('touchstart', at(d), at(d));
    await frame();
    for (let i = 0; i < 8; ++i) {
      d += dir * 12;
      send('touchmove', at(d), at(d));
      await frame();
    }
    send('touchend', [], at(d));
    await frame();
  }, [c.x, c.y, spread]);
}

// After a navigation: the app's first frame, and the monkey's stubs in place (WebDriver runs the init
// scripts after the page's own).
async function waitForStart(run) {
  await waitForReady(run.page, run.problems);
}

// A reload: every saved game listed before is listed after it, and one of them opens (unless the
// storage was cleared on purpose: `keep` false).
async function reloadKeeping(run, keep = true) {
  const before = keep ? (await api(run.page, 'saves')).filter((s) => !s.damaged).map((s) => s.id).sort() : [];
  await run.page.reload();
  await waitForStart(run);
  ++run.reloads;
  const after = new Set((await api(run.page, 'saves')).map((s) => s.id));
  const lost = before.filter((id) => !after.has(id));
  if (lost.length) throw new Error(`saved games lost by a reload: ${lost.join(', ')}`);
  if (before.length) {
    const id = run.c.pick(before);
    const opened = await api(run.page, 'open', [id]);
    if (!opened.ok) throw new Error(`saved game ${id} listed but does not open: ${opened.error}`);
  }
  return `${before.length} saved games kept`;
}

// A link: the game's own (valid), altered, cut short, or random; opened as the page's address.
async function openLink(run) {
  const share = await api(run.page, 'shareLink');  // the link, or null without a game
  const valid = typeof share === 'string' && share.includes('#') ? share : null;
  const kind = valid ? run.c.pick(['valid', 'valid', 'altered', 'cut', 'random']) : 'random';
  let link = valid;
  if (kind === 'altered') {
    const i = valid.indexOf('#') + 1 + run.c.int(valid.length - valid.indexOf('#') - 1);
    link = valid.slice(0, i) + run.c.pick(['%', 'x', '0', '%7B', '"', '']) + valid.slice(i + 1);
  } else if (kind === 'cut') {
    link = valid.slice(0, valid.indexOf('#') + 1 + run.c.int(valid.length - valid.indexOf('#')));
  } else if (kind === 'random') {
    const junk = ['#g=', '#', '#g=%7B%22v%22%3A9', '#g=' + 'A'.repeat(run.c.int(3000)), `#x=${run.c.int(1e9)}`, '#g=%FF%FE'];
    link = `${run.baseUrl}${run.c.pick(junk)}`;
  }
  ++run.links;
  if (kind !== 'valid') ++run.damagedLinks;
  const same = await run.page.evaluate(() => location.href);
  await run.page.goto(link);
  if (link !== same) run.behind += 1, run.ahead = 0;  // a new history entry (the same address adds none)
  await waitForStart(run);
  return kind;
}

// A second tab of the same site plays a move or two of the game it opens, then closes.
async function secondTab(run) {
  const { page, problems } = await openApp(run.browser.context, run.baseUrl, { initScript: NO_BROWSER_DIALOGS });
  try {
    const moves = 1 + run.c.int(3);
    for (let i = 0; i < moves; ++i) {
      const legal = await api(page, 'legal');
      if (!legal.length) break;
      await api(page, 'apply', [run.c.pick(legal)]);
      await frames(page, 2);
    }
    if (problems.length) throw new Error(`the second tab reported: ${problems.join(' | ')}`);
  } finally {
    await page.close();
  }
  await run.page.bringToFront();
}

// A new game: random sets, 2-6 players, some of them computers.
async function newGame(run) {
  const c = run.c;
  const expansions = EVERY_EXPANSION.filter(() => c.next() < 0.35);
  const n = 2 + c.int(5);
  const players = [];
  for (let i = 0; i < n; ++i) {
    const p = { name: c.next() < 0.3 ? c.pick(TEXTS).slice(0, 40) : `P${i + 1}`, color: COLOURS[i] };
    if (i > 0 && c.next() < 0.5) p.ai = c.pick(LEVELS);
    players.push(p);
  }
  const r = await api(run.page, 'newGame', [{ players, expansions, options: {}, seed: `monkey-${run.seed}-${run.games}` }]);
  if (!r.ok) throw new Error(`newGame refused: ${r.error}`);
  ++run.games;
  return `${n} players, ${expansions.join('+') || 'base'}`;
}

// The game on screen, replayed by the command-line engine: the same scores.
async function checkGame(run) {
  const st = await api(run.page, 'state');
  if (st.status === 'none' || !st.record) return 'no game';
  const native = await nativeReplay(st.record);
  ++run.replays;
  if (JSON.stringify(native.scores) !== JSON.stringify(st.scores))
    throw new Error(`the native replay scores ${JSON.stringify(native.scores)}, the page ${JSON.stringify(st.scores)}`);
  return `turn ${st.turn}`;
}
