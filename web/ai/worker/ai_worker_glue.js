// The thinking worker's messages (the second part of dist/ai_worker.js, after worker_loader.js, which
// runs the page's app.wasm and gives Module.ccall and Module._carc_*; cmake/worker_script.mjs): the page
// (shell/thinker.js) posts a request as text (web/ai/worker/ai_worker_job.h); the engine thinks about it in
// slices of SLICE_MS, and between two slices the worker reads its messages, so a newer request or
// 'cancel' stops the one before (no shared memory: a message is the only way in). The answer is
// posted back as text. {ready: true} says the engine is loaded; {failed: why} that it cannot think
// (the page then thinks on its own thread, and says nothing).
// A game's review (issue 45; ai/worker/ai_worker_review.h) comes as {review: request} and is stopped by
// {reviewStop: true}; its progress and answer go back as {review: text}. It is stepped in slices of its
// own between the messages, after a computer's decision when both wait (a move is never held up long).
var SLICE_MS = 20;
var carcReady = false;
var carcWaiting = null;  // a request that came before the engine was loaded
var carcThinking = false;
var carcReviewing = false;
var carcReviewWaiting = null;  // a review asked for before the engine was loaded
var carcTick = new MessageChannel();  // the next slice, after the messages already queued
var carcTicking = false;  // a slice is already asked for
// The warm-up's step while the worker warms up, else -1: once loaded, with no request waiting, the
// worker thinks about canned decisions (AiWorkerJob::WarmUp) and drops their answers, so that
// JavaScriptCore has compiled the search before a person waits for it; a request or a review replaces it.
var carcWarmUp = -1;

function carcNextSlice() {
  if (carcTicking || !(carcThinking || carcReviewing)) return;
  carcTicking = true;
  carcTick.port2.postMessage(0);
}
function carcFail(why) {
  carcThinking = false;
  postMessage({ failed: String(why) });
}
function carcStopWarmUp() {
  if (carcWarmUp < 0) return;
  carcWarmUp = -1;
  carcThinking = false;
  Module._carc_ai_stop();
}
function carcWarm() {
  var text = Module.ccall('carc_ai_warm_up', 'string', ['number'], [++carcWarmUp]);
  if (text === 'done') {
    carcWarmUp = -1;
    carcThinking = false;
    postMessage({ warmed: true });  // the page's measurements wait for it (tests/browser/bench.mjs)
    carcNextSlice();  // a review waiting goes on
  } else {
    carcAnswer(text);
  }
}
function carcAnswer(text) {
  if (text) {
    carcThinking = false;
    if (carcWarmUp >= 0) {
      carcWarm();  // a warm-up's answer: dropped, and the next step
    } else {
      postMessage(text);
      carcNextSlice();  // a review waiting goes on
    }
  } else {
    carcThinking = true;
    carcNextSlice();
  }
}
function carcStart(request) {
  carcWarmUp = -1;
  carcAnswer(Module.ccall('carc_ai_start', 'string', ['string'], [request]));
}
function carcReviewAnswer(text) {
  if (text) postMessage({ review: text });
  carcReviewing = Module._carc_review_busy() !== 0;
  carcNextSlice();
}
function carcReviewStart(request) {
  carcStopWarmUp();
  carcReviewAnswer(Module.ccall('carc_review_start', 'string', ['string'], [request]));
}
carcTick.port1.onmessage = function () {
  carcTicking = false;
  if (carcThinking) carcAnswer(Module.ccall('carc_ai_step', 'string', ['number'], [SLICE_MS]));
  else if (carcReviewing) carcReviewAnswer(Module.ccall('carc_review_step', 'string', ['number'], [SLICE_MS]));
};

self.onmessage = function (e) {
  if (e.data && typeof e.data === 'object' && 'appModule' in e.data) return;  // the loader's (worker_loader.js)
  if (e.data && typeof e.data === 'object') {  // the review's messages
    if (e.data.reviewStop) {
      carcReviewWaiting = null;
      carcReviewing = false;
      if (carcReady) Module._carc_review_stop();
    } else if (typeof e.data.review === 'string') {
      if (carcReady) carcReviewStart(e.data.review);
      else carcReviewWaiting = e.data.review;
    }
  } else if (e.data === 'cancel') {
    carcWaiting = null;
    carcThinking = false;
    carcWarmUp = -1;
    if (carcReady) Module._carc_ai_stop();
  } else if (!carcReady) {
    carcWaiting = e.data;
  } else {
    carcStart(e.data);
  }
};

// The worker speaks only through its messages: a loading error is the page's to handle quietly.
Module.print = function () {};
Module.printErr = function () {};
Module.onAbort = function (what) { carcFail(what || 'abort'); };
Module.onRuntimeInitialized = function () {
  carcReady = true;
  postMessage({ ready: true, handed: Module.handed === true });  // handed: the page's compiled app.wasm
  if (carcWaiting !== null) carcStart(carcWaiting);
  else if (carcReviewWaiting === null) carcWarm();
  carcWaiting = null;
  if (carcReviewWaiting !== null) carcReviewStart(carcReviewWaiting);
  carcReviewWaiting = null;
};
self.addEventListener('unhandledrejection', function (e) {
  e.preventDefault();
  carcFail(e.reason);
});
self.addEventListener('error', function (e) {
  e.preventDefault();
  carcFail(e.message);
});
