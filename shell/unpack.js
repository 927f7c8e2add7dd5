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

  // Where the page unpacks on its own thread (no worker to be had: unpackedHere, below), it gives the
  // thread back now and then: what arrived before app.js asked for app.wasm (a second of a first
  // visit's download), or the whole file from the service worker's cache at a later visit, unpacked
  // in one go was a long task of 100 ms on a phone's CPU (first_visit.mjs's trace).
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
      var worker = unpackingWorker();
      checks.streamedIn = worker ? 'worker' : 'page';
      return wasmResponse(new ReadableStream({ start: worker ? unpackedBy(worker, reader) : unpackedHere(reader) }));
    });
  }

  // Unpacking on the page's thread was its longest task before main() (100-250 ms on a phone's CPU,
  // most of it the decoder's first block run before the JavaScript engine had compiled it: Lighthouse's
  // blocking time, docs/first-visit.md). So a worker of its own unpacks: this same file, started with
  // the name UNPACKER (below). The page hands it the packed bytes as they come and puts what comes
  // back into the stream the browser compiles; the worker checks the bytes as the page would and says
  // what it found. A worker that cannot be made leaves the work here; one that fails makes the
  // stream fail, and the page then unpacks the whole file itself (shell.js).
  var UNPACKER = 'carcassonne-unpack';
  function unpackingWorker() {
    if (!scope.document || typeof scope.Worker !== 'function') return null;
    try {
      return new scope.Worker('unpack.js', { name: UNPACKER });
    } catch (e) {
      return null;
    }
  }
  function unpackedBy(worker, reader) {
    return function (controller) {
      var over = false;
      function fail(e) {
        if (over) return;
        over = true;
        worker.terminate();
        reader.cancel().catch(function () {});
        controller.error(e);
      }
      worker.onmessage = function (e) {
        var m = e.data || {};
        if (over) return;
        if (m.bytes) return controller.enqueue(m.bytes);
        if (!m.end) return fail(new Error(FILE + ': ' + m.error));
        try {
          check('streamed', m.size, m.fnv);
        } catch (err) {
          return fail(err);
        }
        over = true;
        worker.terminate();
        controller.close();
      };
      worker.onerror = function (e) {
        if (e && e.preventDefault) e.preventDefault();
        fail(new Error(FILE + ': the unpacking worker failed' + (e && e.message ? ' (' + e.message + ')' : '')));
      };
      (function next() {
        reader.read().then(function (step) {
          if (over) return;
          if (step.done) return worker.postMessage({ end: true });
          // Handed over, not copied (a copy when the chunk is a view of a larger buffer).
          var bytes = step.value.byteOffset || step.value.byteLength !== step.value.buffer.byteLength
            ? step.value.slice() : step.value;
          worker.postMessage({ bytes: bytes }, [bytes.buffer]);
          next();
        }).catch(fail);
      })();
    };
  }
  // A decoder that counts and checksums what it gives out (`give`: each unpacked chunk, as it comes).
  function countingDecoder(give) {
    var d = { size: 0, fnv: FNV_START };
    d.unpack = new scope.fzstd.Decompress(function (chunk) {
      if (!chunk.length) return;
      d.size += chunk.length;
      d.fnv = fnv(d.fnv, chunk);
      give(chunk);
    });
    return d;
  }
  // The worker's side: the packed bytes in, app.wasm's bytes out as each block is unpacked, then its
  // size and checksum.
  function serveUnpacking() {
    var d = countingDecoder(function (chunk) {
      var own = chunk.slice();  // the decoder keeps reading `chunk` (its window): a copy is handed over
      scope.postMessage({ bytes: own }, [own.buffer]);
    });
    scope.onmessage = function (e) {
      var m = e.data || {};
      try {
        if (m.end) {
          d.unpack.push(new Uint8Array(0), true);
          scope.postMessage({ end: true, size: d.size, fnv: d.fnv >>> 0 });
        } else {
          d.unpack.push(m.bytes, false);
        }
      } catch (err) {
        scope.onmessage = null;
        scope.postMessage({ error: String(err && err.message ? err.message : err) });
      }
    };
  }
  // On the page's thread (no worker to be had): in slices, as said above pushInSlices.
  function unpackedHere(reader) {
    return function (controller) {
      var d = countingDecoder(function (chunk) { controller.enqueue(chunk); });
      function next() {
        return reader.read().then(function (step) {
          if (step.done) {
            d.unpack.push(new Uint8Array(0), true);
            check('streamed', d.size, d.fnv);
            controller.close();
            return;
          }
          return pushInSlices(d.unpack, step.value).then(next);
        });
      }
      return next().catch(function (e) { controller.error(e); });
    };
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

  if (!scope.document && scope.name === UNPACKER && typeof scope.postMessage === 'function') serveUnpacking();
})(typeof self !== 'undefined' ? self : this);
