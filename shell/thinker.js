// The page's side of the thinking worker (ai_worker.js, which runs the page's own app.wasm in the worker:
// web/ai/worker/): the computer's thinking runs beside the page, on a core of its own, while
// the page's thread draws and answers the player. The game (web/ai/ai_driver.cpp) posts requests and
// takes answers through window.carcassonneThinker (web/platform/platform_web.cpp); the messages are text
// (web/ai/worker/ai_worker_job.h). The worker starts when a game with a computer seat is on screen, or with the
// first request (a hint). Whatever keeps it from thinking -
// no Worker in this browser, its files missing, an error inside it, no engine after LOAD_MS (WebKitGTK
// took 20 s to compile it; the page thinks itself until it is ready) - makes
// state() 'failed' and post() false, quietly: the game then thinks on the page's thread, as before
// workers, and says nothing (a player has nothing to do about it).
(function () {
  'use strict';
  var LOAD_MS = 60000;
  var worker = null;
  var state = 'none';  // none (not started), loading, ready, failed
  var warmed = false;  // the worker's warm-up is over: its search is compiled (web/ai/worker/ai_worker_glue.js)
  var answers = [];
  var reviewAnswers = [];  // a game's review: its progress and answer (web/ai/worker/ai_worker_review.h)
  var reviewWaiting = null;  // a review asked for before the worker exists
  var waiting = null;  // a request posted before the worker exists (the newest only)
  var SCRIPT = 'ai_worker.js';

  function fail() {
    state = 'failed';
    answers = [];
    reviewAnswers = [];
    if (worker) worker.terminate();
    worker = null;
    waiting = null;
    reviewWaiting = null;
  }
  function start() {
    if (state !== 'none') return;
    if (typeof Worker !== 'function' || typeof fetch !== 'function') return fail();
    state = 'loading';
    setTimeout(function () { if (state === 'loading') fail(); }, LOAD_MS);
    // The script is asked for first: a worker made from a missing file is an error the browser
    // prints (Firefox), a fetch that finds nothing is not. (From the service worker's cache offline.)
    fetch(SCRIPT).then(function (r) {
      if (!r.ok) return fail();
      if (state !== 'loading') return;
      try {
        worker = new Worker(SCRIPT);
      } catch (e) {
        return fail();
      }
      worker.onmessage = function (e) {
        var m = e.data;
        if (typeof m === 'string') answers.push(m);
        else if (m && typeof m.review === 'string') reviewAnswers.push(m.review);
        else if (m && m.ready) state = 'ready';
        else if (m && m.warmed) warmed = true;
        else if (m && m.failed !== undefined) fail();
      };
      worker.onerror = function (e) {
        if (e && e.preventDefault) e.preventDefault();
        fail();
      };
      worker.onmessageerror = fail;
      // The page's compiled app.wasm (shell.js keeps it): the worker runs it without compiling it
      // again (null: the worker fetches and compiles app.wasm itself).
      worker.postMessage({ appModule: window.carcassonneAppModule || null });
      if (waiting !== null) worker.postMessage(waiting);
      waiting = null;
      if (reviewWaiting !== null) worker.postMessage({ review: reviewWaiting });
      reviewWaiting = null;
    }, fail);
  }

  window.carcassonneThinker = {
    // Starts the worker ahead of the first request (a game with a computer seat is on screen).
    prepare: start,
    // Sends a request; false when there is no worker to think (the caller thinks itself).
    post: function (request) {
      start();
      if (state === 'failed') return false;
      if (worker) worker.postMessage(String(request));
      else waiting = String(request);
      return true;
    },
    // The oldest answer not taken yet ('' when none).
    take: function () { return answers.length ? answers.shift() : ''; },
    // Stops what the worker thinks about (its answer would be stale).
    cancel: function () {
      answers = [];
      waiting = null;
      if (worker) worker.postMessage('cancel');
    },
    state: function () { return state; },
    warmed: function () { return warmed; },
    // A game's review, beside the thinking: reviewPost(request) (false: no worker, the page reviews
    // itself), reviewTake() its oldest progress or answer not taken ('' when none), reviewStop().
    reviewPost: function (request) {
      start();
      if (state === 'failed') return false;
      reviewAnswers = [];
      if (worker) worker.postMessage({ review: String(request) });
      else reviewWaiting = String(request);
      return true;
    },
    reviewTake: function () { return reviewAnswers.length ? reviewAnswers.shift() : ''; },
    reviewStop: function () {
      reviewAnswers = [];
      reviewWaiting = null;
      if (worker) worker.postMessage({ reviewStop: true });
    },
  };
})();
