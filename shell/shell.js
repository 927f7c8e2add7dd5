// Page glue for app.js/app.wasm: checks the browser can run the game, then loads app.js.
// The C++ side (web/platform_web.cpp) sets window.carcassonneReady = true and dispatches a
// "carcassonne-ready" event on window after its first frame.
(function () {
  'use strict';

  var canvas = document.getElementById('canvas');
  var loading = document.getElementById('loading');
  var alertBox = document.getElementById('alert');

  function showAlert(text) {
    alertBox.textContent = text;
    alertBox.hidden = false;
    loading.hidden = true;
  }

  function hasWebGL2() {
    try {
      var gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return false;
      var lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      return true;
    } catch (e) {
      return false;
    }
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    showAlert('Carcassonne needs WebAssembly, which this browser does not support or has turned off.');
    return;
  }
  // The build uses WebAssembly exception handling (CMakeLists.txt, CARC_WASM_EH): a function with
  // an empty try block validates only where the browser has it (Chrome/Edge 95, Firefox 100,
  // Safari 15.2 and later).
  var tryBlock = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 3, 2, 1, 0,
                                 0x0a, 7, 1, 5, 0, 0x06, 0x40, 0x0b, 0x0b]);
  if (!WebAssembly.validate(tryBlock)) {
    showAlert('Carcassonne needs a newer browser (one with WebAssembly exception handling: Chrome or ' +
              'Edge 95, Firefox 100, Safari 15.2 or later).');
    return;
  }
  if (!hasWebGL2()) {
    showAlert('Carcassonne needs WebGL 2, which this browser does not support or has turned off ' +
              '(check that hardware acceleration is enabled).');
    return;
  }

  // The page never scrolls or zooms by itself: the app handles every gesture on the canvas
  // (pinch and ctrl+wheel zoom the board, not the page; keyboard zoom shortcuts are kept too).
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
  document.addEventListener('gesturestart', function (e) { e.preventDefault(); });
  document.addEventListener('wheel', function (e) { if (e.ctrlKey) e.preventDefault(); }, { passive: false });
  document.addEventListener('touchmove', function (e) { e.preventDefault(); }, { passive: false });
  document.addEventListener('keydown', function (e) {
    if ((e.ctrlKey || e.metaKey) && ['+', '-', '=', '0'].indexOf(e.key) >= 0) e.preventDefault();
  });
  canvas.addEventListener('webglcontextlost', function (e) {
    e.preventDefault();
    showAlert('The graphics context was lost. Reload the page to continue.');
  });
  window.addEventListener('carcassonne-ready', function () {
    window.carcassonneReadyAt = performance.now();  // ms since navigation (the benchmark reads it)
    loading.hidden = true;
    canvas.focus();
  });
  window.addEventListener('hashchange', function () {
    if (window.Module && typeof window.Module._carc_on_hash_change === 'function') {
      window.Module._carc_on_hash_change();
    }
  });

  // window.carcassonne: the scripting interface (web/script_api.cpp). Every call goes through one
  // exported C function taking a method name and a JSON argument and returning JSON.
  function installApi() {
    var raw = window.Module.cwrap('carc_api', 'string', ['string', 'string']);
    function call(method, arg) {
      return JSON.parse(raw(method, arg === undefined ? '' : JSON.stringify(arg)));
    }
    window.carcassonne = {
      newGame: function (setup) { return call('newGame', setup); },
      load: function (record) { return call('load', record); },
      state: function () { return call('state'); },
      record: function () { return call('record'); },
      legal: function () { return call('legal'); },
      apply: function (action) { return call('apply', action); },
      undo: function () { return call('undo'); },
      // Saved games and share links: the link of the game on screen ("<page>#g=..."), opening a
      // link (or a saved game's id), and the list of saved games (local storage).
      shareLink: function () { var r = call('shareLink'); return r.ok ? r.link : null; },
      open: function (link) {
        if (typeof link !== 'string') return { ok: false, error: 'open(link) expects a link (text)' };
        // ccall copies the text onto the WebAssembly stack (a few MB): longer text is never a game.
        if (link.length > 500000) {
          var error = 'This link does not hold a readable game: the link is too long (' + link.length +
                      ' characters). Your saved games are unchanged.';
          showAlert(error);
          return { ok: false, error: error };
        }
        return call('open', link);
      },
      saves: function () { return call('saves'); },
      // The language of the page: language('ca') switches to it (and remembers it), language() tells.
      language: function (code) { return call('language', code); },
      // The move the AI suggests for the decision awaited (normal level, a small budget of MCTS
      // iterations, thought synchronously); it is also shown on the board. Not applied.
      hint: function (iterations) { return call('hint', iterations); },
      debug: {
        // Where things are on screen, in CSS pixels (for tests that click like a person).
        cellToScreen: function (x, y) { return call('cellToScreen', [x, y]); },
        targets: function () { return call('targets'); },
        widgets: function () { return call('widgets'); },
        // Every text drawn in the last frame, with its rectangle and whether its panel cuts it off.
        texts: function () { return call('texts'); },
        // Every sentence of the game's log (turn headers and lines), as the log tells them.
        logLines: function () { return call('logLines'); },
        view: function () { return call('view'); },
        centre: function () { return call('centre'); },
        // Every tile and figure on one sheet (true), or back to the game (false).
        gallery: function (on) { return call('gallery', !!on); },
        // CPU time of the last frames (building the UI, and with the GL submission).
        frameStats: function (reset) { return call('frameStats', !!reset); },
        // AI: search speed on the current decision ({iterations, ms, per_second}); the computer
        // seats' tunables ({delay, frameMs, budget, hintBudget}); whether a computer is thinking.
        aiBench: function (level, ms) { return call('aiBench', { level: level || 'hard', ms: ms || 1000 }); },
        aiOptions: function (options) { return call('aiOptions', options || {}); },
        aiStatus: function () { return call('aiStatus'); },
        // Throws a C++ exception inside the game: the answer must be an error, and the game goes on.
        throwForTest: function () { return call('throwForTest'); },
      },
    };
  }

  window.Module = {
    canvas: canvas,
    onRuntimeInitialized: installApi,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.error(text); },
    onAbort: function (what) {
      showAlert('The game stopped because of an internal error. Reload the page to continue.' +
                (what ? ' (' + what + ')' : ''));
    },
  };

  var script = document.createElement('script');
  script.src = 'app.js';
  script.async = true;
  script.onerror = function () { showAlert('Could not load the game (app.js).'); };
  document.body.appendChild(script);
})();
