// A finger on a phone's page, for the touch tests (touch.test.mjs, phone_game.test.mjs): the DOM's
// touch events sent to the canvas, as the browser sends them (WebKit's WebDriver cannot send a finger:
// touch.test.mjs says why), and where a square is once the view stands still.
import { ENGINE, api, frames } from './helpers.mjs';

// The phone: 390x844 at three device pixels per pixel in Chromium; in WebKit the narrowest window
// MiniBrowser has, at one (touch.test.mjs says why).
export const PHONE = ENGINE === 'webkit'
  ? { viewport: { width: 480, height: 844 }, deviceScaleFactor: 1 }
  : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// A finger on the page: down, moves (a frame apart, as a person's take several frames), up. The
// events are the DOM's touch events, sent to the canvas as the browser sends them; a tap's two are
// sent at once (Chromium's DevTools protocol acknowledged each only once the software-drawn page had
// handled it, up to seconds later, which the page took for a long press).
export async function finger(page) {
  const send = (steps) => page.evaluate((list) => {
    const canvas = document.getElementById('canvas');
    // A touch: Touch's constructor where there is one (Chromium), else the older document.createTouch
    // (WebKit), whose events take TouchLists.
    const touchAt = (at) => {
      try {
        return new Touch({ identifier: 1, target: canvas, clientX: at.x, clientY: at.y, pageX: at.x, pageY: at.y,
          screenX: at.x, screenY: at.y, radiusX: 8, radiusY: 8, force: 1 });
      } catch {
        return document.createTouch(window, canvas, 1, at.x, at.y, at.x, at.y);
      }
    };
    const event = (type, touches, changed) => {
      const init = { bubbles: true, cancelable: true, composed: true };
      try {
        return new TouchEvent(type, { ...init, touches, targetTouches: touches, changedTouches: changed });
      } catch {
        const l = (a) => document.createTouchList(...a);
        return new TouchEvent(type, { ...init, touches: l(touches), targetTouches: l(touches), changedTouches: l(changed) });
      }
    };
    let last = null;
    for (const { type, x, y } of list) {
      const at = x === undefined ? last : { x, y };
      last = at;
      const touch = touchAt(at);
      const down = type !== 'touchend';
      canvas.dispatchEvent(event(type, down ? [touch] : [], [touch]));
    }
  }, steps);
  let at = null;
  return {
    async down(p) { at = p; await send([{ type: 'touchstart', ...p }]); await frames(page, 2); },
    async move(p) { at = p; await send([{ type: 'touchmove', ...p }]); await frames(page, 1); },
    async up() { await send([{ type: 'touchend', ...at }]); await frames(page, 3); },
    async swipe(from, to, steps = 8) {
      await this.down(from);
      for (let i = 1; i <= steps; ++i)
        await this.move({ x: from.x + (to.x - from.x) * i / steps, y: from.y + (to.y - from.y) * i / steps });
      await this.up();
    },
    async tap(p) { at = p; await send([{ type: 'touchstart', ...p }, { type: 'touchend', ...p }]); await frames(page, 3); },
  };
}

export const centre = (w) => ({ x: w.cx, y: w.cy });

// Where `square` is on screen once the view stands still: at a turn's start the view may glide to
// show where the tile fits, and the board may move once more to clear the tip's card, a few frames
// after the turn began (a tap computed before that lands beside the square). Gives up after 120
// frames, saying where the square last was.
export const settledCell = (page, square) => standing(page, () => api(page, 'debug.cellToScreen', [square.x, square.y]),
  3, `the view did not stand still: square ${square.x},${square.y}`);

// A point {x, y} that read() gives, once it stayed within half a pixel `times` times in a row, two
// frames apart; after `tries` reads (60 unless said) gives up with `what` and where the point last was. read() may give null
// for a moment (a widget not drawn in that frame): such a read neither counts nor moves the point.
export async function standing(page, read, times, what, tries = 60) {
  let last = await read();
  for (let i = 0, still = 0; still < times; ++i) {
    if (i === tries) throw new Error(`${what} (last at ${JSON.stringify(last)})`);
    await frames(page, 2);
    const now = await read();
    still = now && last && Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5 ? still + 1 : 0;
    if (now) last = now;
  }
  return last;
}
