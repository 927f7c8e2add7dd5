// The thinking worker's JavaScript (--pre-js of the ai_worker target, web/CMakeLists.txt): the page
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

function carcNextSlice() {
  if (carcTicking || !(carcThinking || carcReviewing)) return;
  carcTicking = true;
  carcTick.port2.postMessage(0);
}
function carcReviewAnswer(text) {
  if (text) postMessage({ review: text });
  carcReviewing = Module._carc_review_busy() !== 0;
  carcNextSlice();
}
function carcReviewStart(request) {
  carcReviewAnswer(Module.ccall('carc_review_start', 'string', ['string'], [request]));
}

function carcFail(why) {
  carcThinking = false;
  postMessage({ failed: String(why) });
}
function carcAnswer(text) {
  if (text) {
    carcThinking = false;
    postMessage(text);
    carcNextSlice();  // a review waiting goes on
  } else {
    carcThinking = true;
    carcNextSlice();
  }
}
function carcStart(request) {
  carcAnswer(Module.ccall('carc_ai_start', 'string', ['string'], [request]));
}
carcTick.port1.onmessage = function () {
  carcTicking = false;
  if (carcThinking) carcAnswer(Module.ccall('carc_ai_step', 'string', ['number'], [SLICE_MS]));
  else if (carcReviewing) carcReviewAnswer(Module.ccall('carc_review_step', 'string', ['number'], [SLICE_MS]));
};

self.onmessage = function (e) {
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
  postMessage({ ready: true });
  if (carcWaiting !== null) carcStart(carcWaiting);
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
