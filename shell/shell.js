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
  if (!hasWebGL2()) {
    showAlert('Carcassonne needs WebGL 2, which this browser does not support or has turned off ' +
              '(check that hardware acceleration is enabled).');
    return;
  }

  // The page never scrolls or zooms by itself: the app handles every gesture on the canvas.
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
  document.addEventListener('gesturestart', function (e) { e.preventDefault(); });
  canvas.addEventListener('webglcontextlost', function (e) {
    e.preventDefault();
    showAlert('The graphics context was lost. Reload the page to continue.');
  });
  window.addEventListener('carcassonne-ready', function () {
    loading.hidden = true;
    canvas.focus();
  });
  window.addEventListener('hashchange', function () {
    if (window.Module && typeof window.Module._carc_on_hash_change === 'function') {
      window.Module._carc_on_hash_change();
    }
  });

  window.Module = {
    canvas: canvas,
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
