// app.wasm as the site ships it: app.wasm.zst, compressed with Zstandard by the dist step
// (cmake/site.mjs, packApp), 16% smaller on the wire than the same file gzipped by the host (issue
// 47: about 95 KiB of a first visit, half a second on a phone's Slow 4G). No browser unpacks
// Zstandard for a page (a static host such as GitHub Pages sends gzip at best), so the page does:
// dist/unpack.js is fzstd (npm, MIT: a decoder in plain JavaScript, 4 KiB gzipped) followed by this
// file. The page (shell.js) and the thinking worker when it loads app.wasm itself
// (web/ai/worker/worker_loader.js, through importScripts) call it.
(function (scope) {
  'use strict';
  var FILE = 'app.wasm.zst';
  // app.wasm as it was built, {size, fnv} (cmake/site.mjs fills it in): the unpacked bytes are checked
  // against it, so that a page never runs other bytes than were built, whatever went wrong between
  // (null in shell/, unchecked).
  var BUILT = /*APP_WASM*/null;
  // FNV-1a, 32 bits: quick, and enough to tell a damaged copy (not a defence: the file is the site's own).
  function fnv(h, bytes) {
    for (var i = 0; i < bytes.length; ++i) h = Math.imul(h ^ bytes[i], 16777619);
    return h;
  }
  var FNV_START = 0x811c9dc5 | 0;
  // What was unpacked and how it checked, for the tests and for a bug report: {streamed, whole}, each
  // 'ok' or 'mismatch' once tried.
  var checks = scope.carcassonneUnpackChecks = {};
  // Records how the bytes unpacked one way (`kind`) checked; other bytes than were built are refused.
  function check(kind, size, h) {
    checks[kind] = !BUILT || (size === BUILT.size && (h >>> 0) === BUILT.fnv) ? 'ok' : 'mismatch';
    if (checks[kind] === 'ok') return;
    var why = FILE + ' unpacked (' + kind + ') to other bytes than app.wasm was built with';
    console.warn(why);
    throw new Error(why);
  }

  function fetched() {
    // The same request as index.html's preload (same-origin credentials), so the preload is used.
    return fetch(FILE, { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) throw new Error(FILE + ': HTTP ' + r.status);
      return r;
    });
  }
  function wasmResponse(body) {
    return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
  }

  // Unpacking gives the thread back now and then: what arrived before app.js asked for app.wasm (a
  // second of a first visit's download), or the whole file from the service worker's cache at a later
  // visit, unpacked in one go was a long task of 100 ms on a phone's CPU (first_visit.mjs's trace).
  // So the packed bytes go in slices, and after BUDGET_MS of them the rest waits for a task of its
  // own (a message to ourselves: no timer's minimum delay).
  var SLICE = 16384;
  var BUDGET_MS = 8;
  var later = (function () {
    if (typeof MessageChannel !== 'function') return function (go) { setTimeout(go, 0); };
    var channel = new MessageChannel();
    var waiting = [];
    channel.port1.onmessage = function () { waiting.shift()(); };
    return function (go) { waiting.push(go); channel.port2.postMessage(0); };
  })();
  function pushInSlices(unpack, bytes) {
    return new Promise(function (resolve, reject) {
      var at = 0;
      (function more() {
        try {
          var start = performance.now();
          while (at < bytes.length) {
            unpack.push(bytes.subarray(at, at + SLICE), false);
            at += SLICE;
            if (at < bytes.length && performance.now() - start > BUDGET_MS) return later(more);
          }
          resolve();
        } catch (e) {
          reject(e);
        }
      })();
    });
  }

  // A Response of app.wasm itself, for WebAssembly.instantiateStreaming and compileStreaming. After
  // the first visit, the service worker that serves the page keeps app.wasm unpacked (sw.js, from the
  // same bytes, checked the same way): asked for by its name, it comes from there with no unpacking
  // on the page's thread (a later visit about 150 ms sooner; first_visit.mjs). Otherwise, or if the
  // worker cannot give it, app.wasm.zst is unpacked while it downloads: the browser compiles app.wasm
  // as its bytes come, as it did when it was served as it is. A bad or cut file makes the stream, and
  // so the compile, fail.
  scope.carcassonneAppWasm = function () {
    var served = scope.navigator && scope.navigator.serviceWorker && scope.navigator.serviceWorker.controller;
    if (!served) return packed();
    return fetch('app.wasm', { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) return packed();
      checks.kept = 'ok';
      return r;
    }, packed);
  };
  // app.wasm.zst, unpacked as it comes.
  function packed() {
    return fetched().then(function (r) {
      if (!r.body || typeof ReadableStream !== 'function') {
        return r.arrayBuffer().then(function (bytes) { return wasmResponse(unpackWhole(bytes)); });
      }
      var reader = r.body.getReader();
      return wasmResponse(new ReadableStream({
        start: function (controller) {
          var size = 0;
          var h = FNV_START;
          var unpack = new scope.fzstd.Decompress(function (chunk) {
            if (!chunk.length) return;
            size += chunk.length;
            h = fnv(h, chunk);
            controller.enqueue(chunk);
          });
          function next() {
            return reader.read().then(function (step) {
              if (step.done) {
                unpack.push(new Uint8Array(0), true);
                // Other bytes than were built: the compile fails, and the caller unpacks the whole file.
                check('streamed', size, h);
                controller.close();
                return;
              }
              return pushInSlices(unpack, step.value).then(next);
            });
          }
          return next().catch(function (e) { controller.error(e); });
        },
      }));
    });
  }

  function unpackWhole(packed) {
    var bytes = scope.fzstd.decompress(new Uint8Array(packed));
    check('whole', bytes.length, fnv(FNV_START, bytes));
    return bytes;
  }

  // app.wasm's bytes, the whole file at once: where streaming is missing or failed.
  scope.carcassonneAppWasmBytes = function () {
    return fetched().then(function (r) { return r.arrayBuffer(); }).then(unpackWhole);
  };
  // app.wasm's bytes from app.wasm.zst's (an ArrayBuffer), checked: the service worker keeps them.
  scope.carcassonneUnpackApp = unpackWhole;
})(typeof self !== 'undefined' ? self : this);
