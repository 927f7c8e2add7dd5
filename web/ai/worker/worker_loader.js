// The thinking worker's loader: the worker runs the page's own app.wasm (already in the browser's
// cache and the service worker's), so the engine and the computer are downloaded once. This is the
// first part of dist/ai_worker.js (cmake/worker_script.mjs writes it: this file, then
// ai_worker_glue.js, the worker's messages); it stands in for Emscripten's app.js, which needs a page.
//
// The page hands over its compiled app.wasm (shell.js keeps it, shell/thinker.js posts it first), so
// the worker compiles nothing; a worker given none compiles app.wasm itself (see start, below).
// app.wasm is instantiated with the few imports the search reaches (the clock, the heap's growth,
// large copies, an assertion) and, for every other import (GL, SDL, the DOM, the page's platform), a
// stub that aborts: the worker's entry points never reach them, and one that did would end the
// worker with an error (the page then thinks for itself). main() never runs; the static
// constructors do, as Emscripten's runtime runs them.
//
// The entry points: every `carc_*` function the worker calls is in one list, web/CMakeLists.txt's
// CARC_WORKER_ENTRY_POINTS, which exports them from app.wasm; each becomes Module._<name> here, and
// Module.ccall calls them as Emscripten's does (strings in, strings out), so the glue reads as it did
// with Emscripten's own runtime.
//
// app.js's names for app.wasm's imports and exports are minified: cmake/worker_script.mjs reads them
// from the app.js of the same build and puts them into NAMES (below).
var Module = {};
(function () {
  'use strict';
  // {module, imports: {emscripten name: minified}, exports: {name: minified}} (cmake/worker_script.mjs)
  var NAMES = /*APP_WASM_NAMES*/null;
  var memory = null;
  var exports = null;
  var decoder = new TextDecoder();
  var encoder = new TextEncoder();

  function bytes() { return new Uint8Array(memory.buffer); }
  function words() { return new Int32Array(memory.buffer); }
  function text(ptr) {
    if (!ptr) return '';
    var heap = bytes();
    var end = ptr;
    while (heap[end]) ++end;
    return decoder.decode(heap.subarray(ptr, end));
  }
  function abort(what) {
    if (Module.onAbort) Module.onAbort(what);
    throw new WebAssembly.RuntimeError('abort(' + what + ')');
  }

  // The imports the worker's entry points reach, as Emscripten 3.1.6's library implements them
  // (src/library.js); the old worker build (the engine and the AI alone) imported these and no other.
  var HEAP_MAX = 2147483648;  // -sALLOW_MEMORY_GROWTH's default MAXIMUM_MEMORY
  var OWN = {
    abort: function () { abort('abort'); },
    __assert_fail: function (condition, file, line) {
      abort('Assertion failed: ' + text(condition) + ', at: ' + text(file) + ':' + line);
    },
    emscripten_get_now: function () { return performance.now(); },
    clock_gettime: function (clock, tp) {
      var now;
      if (clock === 0) now = Date.now();  // CLOCK_REALTIME
      else if (clock === 1 || clock === 4) now = performance.now();  // CLOCK_MONOTONIC(_RAW)
      else return -1;
      var w = words();
      w[tp >> 2] = (now / 1e3) | 0;
      w[(tp + 4) >> 2] = ((now % 1e3) * 1e6) | 0;
      return 0;
    },
    emscripten_get_heap_max: function () { return HEAP_MAX; },
    // Geometric growth as Emscripten's (+20 %, at most 96 MB over), smaller steps when refused.
    emscripten_resize_heap: function (requested) {
      requested = requested >>> 0;
      var old = memory.buffer.byteLength;
      if (requested > HEAP_MAX) return 0;
      for (var cut = 1; cut <= 4; cut *= 2) {
        var over = Math.min(old * (1 + 0.2 / cut), requested + 100663296);
        var size = Math.min(HEAP_MAX, Math.ceil(Math.max(requested, over) / 65536) * 65536);
        try {
          memory.grow((size - old + 65535) >>> 16);
          return 1;
        } catch (e) { /* try a smaller step */ }
      }
      return 0;
    },
    emscripten_memcpy_big: function (dest, src, num) { bytes().copyWithin(dest, src, src + num); },
    // No environment variables (the static constructors ask: libc's getenv).
    environ_sizes_get: function (count, size) {
      var w = words();
      w[count >> 2] = 0;
      w[size >> 2] = 0;
      return 0;
    },
    environ_get: function () { return 0; },
    // The worker prints nothing (a message is its only way out): output is counted as written.
    fd_write: function (fd, iov, iovcnt, pnum) {
      var w = words();
      var n = 0;
      for (var i = 0; i < iovcnt; i++) n += w[(iov + 8 * i + 4) >> 2];
      w[pnum >> 2] = n;
      return 0;
    },
  };

  function imports(module) {
    var byMinified = {};
    Object.keys(NAMES.imports).forEach(function (name) { byMinified[NAMES.imports[name]] = OWN[name]; });
    var out = {};
    WebAssembly.Module.imports(module).forEach(function (imp) {
      if (imp.kind !== 'function') throw new Error('app.wasm imports a ' + imp.kind + ' (' + imp.name + ')');
      (out[imp.module] = out[imp.module] || {})[imp.name] = byMinified[imp.name] ||
        function () { abort('app.wasm import ' + imp.name + ' is not in the thinking worker'); };
    });
    return out;
  }

  function exported(name) {
    var f = exports[NAMES.exports[name]];
    if (!f) throw new Error('app.wasm does not export ' + name);
    return f;
  }

  // Emscripten's ccall for the entry points: 'string' arguments copied onto the stack as UTF-8,
  // a 'string' result read from the heap.
  Module.ccall = function (name, returnType, argTypes, args) {
    var f = Module['_' + name];
    var stack = 0;
    var c = [];
    for (var i = 0; i < (args ? args.length : 0); i++) {
      if (argTypes[i] === 'string') {
        if (!stack) stack = exported('stackSave')();
        var utf8 = encoder.encode(String(args[i]));
        var ptr = exported('stackAlloc')(utf8.length + 1);
        var heap = bytes();
        heap.set(utf8, ptr);
        heap[ptr + utf8.length] = 0;
        c.push(ptr);
      } else {
        c.push(args[i]);
      }
    }
    try {
      var ret = f.apply(null, c);
      return returnType === 'string' ? text(ret) : returnType === 'boolean' ? !!ret : ret;
    } finally {
      if (stack) exported('stackRestore')(stack);
    }
  };

  function ready(instance) {
    exports = instance.exports;
    memory = exported('memory');
    NAMES.entryPoints.forEach(function (name) { Module['_' + name] = exported(name); });
    exported('__wasm_call_ctors')();
    if (Module.onRuntimeInitialized) Module.onRuntimeInitialized();
  }

  // app.wasm comes packed (app.wasm.zst): the page's unpacker (shell/unpack.js, dist/unpack.js) is
  // loaded when first needed. Unpacked and compiled while it downloads where the browser can, else
  // from the whole file; a failure is reported as the worker's error (the glue's handler).
  function compile() {
    if (typeof self.carcassonneAppWasm !== 'function') importScripts('unpack.js');
    if (typeof WebAssembly.compileStreaming === 'function') {
      return self.carcassonneAppWasm().then(function (r) { return WebAssembly.compileStreaming(r); }).catch(whole);
    }
    return whole();
  }
  function whole() {
    return self.carcassonneAppWasmBytes().then(function (b) { return WebAssembly.compile(b); });
  }
  // The page hands its own compiled app.wasm over as the first message (shell/thinker.js): no second
  // download or compile. Without it (a worker made by someone else, the benchmark's), or if it is not
  // there soon, the worker compiles app.wasm itself.
  var HANDED_MS = 100;
  var started = false;
  function start(module) {
    if (started) return;
    started = true;
    Module.handed = !!module;
    (module ? Promise.resolve(module) : Promise.resolve().then(compile)).then(function (m) {
      return WebAssembly.instantiate(m, imports(m));
    }).then(ready).catch(function (e) {
      if (Module.onAbort) Module.onAbort(e && e.message ? e.message : String(e));
    });
  }
  self.addEventListener('message', function (e) {
    var m = e.data;
    if (m && typeof m === 'object' && 'appModule' in m) start(m.appModule instanceof WebAssembly.Module ? m.appModule : null);
  });
  setTimeout(function () { start(null); }, HANDED_MS);
})();
