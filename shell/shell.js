// Page glue for app.js/app.wasm: the page's language and texts, checks the browser can run the game,
// then loads app.js; once the game runs, the service worker (sw.js) that keeps the site for offline
// play and offers a new version between turns.
// The C++ side (web/platform/platform_web.cpp) sets window.carcassonneReady = true and dispatches a
// "carcassonne-ready" event on window after its first frame.
(function () {
  'use strict';

  var canvas = document.getElementById('canvas');
  var loading = document.getElementById('loading');
  var loadingText = document.getElementById('loading-text');
  var alertBox = document.getElementById('alert');

  // --- The graphics state a frame reads back ------------------------------------------------------
  // Dear ImGui's renderer reads the blend state, the active texture unit and the scissor box before it
  // draws and puts them back after. Firefox answers those queries (getParameter) from its graphics
  // process, so the first one of a frame waits for everything queued before it: 26 of a frame's 30 ms
  // on a software renderer, the page's thread blocked. Chromium keeps all but the scissor box on the
  // page's side; asking for that one waited 200 ms for the GPU's first frame when the GPU composites
  // the page, as a phone's does (docs/first-visit.md). The page knows these values itself, since it
  // set them: they are kept here as they are set and answered from here. A context starts with the
  // scissor box over its whole drawing buffer, and so does a lost and restored one, as the kept values do.
  (function keepReadBackState() {
    var GL = window.WebGL2RenderingContext;
    if (!GL || !GL.prototype || GL.prototype.carcassonneKeepsState) return;
    var P = GL.prototype;
    P.carcassonneKeepsState = true;
    var ACTIVE_TEXTURE = 0x84E0, TEXTURE0 = 0x84C0, ONE = 1, ZERO = 0, FUNC_ADD = 0x8006;
    var SRC_RGB = 0x80C9, DST_RGB = 0x80C8, SRC_ALPHA = 0x80CB, DST_ALPHA = 0x80CA;
    var EQ_RGB = 0x8009, EQ_ALPHA = 0x883D, SCISSOR_BOX = 0x0C10;
    // The defaults, taken when the context is made (or restored), before anything else is drawn.
    function initial(gl) {
      var k = {};
      k[ACTIVE_TEXTURE] = TEXTURE0;
      k[SRC_RGB] = ONE; k[SRC_ALPHA] = ONE; k[DST_RGB] = ZERO; k[DST_ALPHA] = ZERO;
      k[EQ_RGB] = FUNC_ADD; k[EQ_ALPHA] = FUNC_ADD;
      k[SCISSOR_BOX] = new Int32Array([0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight]);
      return k;
    }
    function kept(gl) {
      if (!gl.carcassonneState) gl.carcassonneState = initial(gl);
      return gl.carcassonneState;
    }
    var forgetOnRestore = function (gl) {
      if (gl.carcassonneWatched || !gl.canvas || !gl.canvas.addEventListener) return;
      gl.carcassonneWatched = true;
      gl.canvas.addEventListener('webglcontextrestored', function () { gl.carcassonneState = initial(gl); });
    };
    // A WebGL 2 context's defaults are kept as it is made: the scissor box is the drawing buffer's
    // size then, whatever the canvas's size later.
    var getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function () {
      var gl = getContext.apply(this, arguments);
      if (gl instanceof GL) {
        forgetOnRestore(gl);
        kept(gl);
      }
      return gl;
    };
    var wrap = function (name, keep) {
      var real = P[name];
      if (typeof real !== 'function') return;
      P[name] = function () {
        real.apply(this, arguments);
        forgetOnRestore(this);
        keep(kept(this), arguments);
      };
    };
    wrap('activeTexture', function (k, a) { k[ACTIVE_TEXTURE] = a[0]; });
    wrap('blendFunc', function (k, a) { k[SRC_RGB] = k[SRC_ALPHA] = a[0]; k[DST_RGB] = k[DST_ALPHA] = a[1]; });
    wrap('blendFuncSeparate', function (k, a) { k[SRC_RGB] = a[0]; k[DST_RGB] = a[1]; k[SRC_ALPHA] = a[2]; k[DST_ALPHA] = a[3]; });
    wrap('blendEquation', function (k, a) { k[EQ_RGB] = k[EQ_ALPHA] = a[0]; });
    wrap('blendEquationSeparate', function (k, a) { k[EQ_RGB] = a[0]; k[EQ_ALPHA] = a[1]; });
    // (A negative size is refused and changes nothing.)
    wrap('scissor', function (k, a) { if (a[2] >= 0 && a[3] >= 0) k[SCISSOR_BOX] = new Int32Array([a[0], a[1], a[2], a[3]]); });
    var getParameter = P.getParameter;
    P.carcassonneAskedGraphics = getParameter;  // the graphics process's own answer (the smoke test compares)
    P.getParameter = function (pname) {
      var k = this.carcassonneState;
      if (k && Object.prototype.hasOwnProperty.call(k, pname) && !this.isContextLost()) {
        return pname === SCISSOR_BOX ? new Int32Array(k[pname]) : k[pname];  // the caller's own copy
      }
      return getParameter.call(this, pname);
    };
  })();

  // --- Language and texts --------------------------------------------------------------------------
  // The languages of the game (cmake/site.mjs and web/i18n/i18n.cpp list the same). The choice stored
  // by the game under carcassonne.language wins; else the first of the browser's languages that the
  // game has; else English. The C++ side reads the same key.
  var LANGUAGES = ['en', 'ca', 'cs', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'uk'];
  function supported(tag) {
    var primary = String(tag || '').toLowerCase().split(/[-_]/)[0];
    return LANGUAGES.indexOf(primary) >= 0 ? primary : null;
  }
  window.carcassonneLanguage = function () {
    try {
      var stored = supported(window.localStorage.getItem('carcassonne.language'));
      if (stored) return stored;
    } catch (e) { /* storage turned off */ }
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      var lang = supported(wanted[i]);
      if (lang) return lang;
    }
    return 'en';
  };
  // The page's texts: English from texts.js (generated from assets/i18n/en/shell.json), another
  // language's from its catalogue once loaded; in the page's language with English for any text not
  // there; "{name}" placeholders are filled from `params`.
  window.carcassonneTexts = window.carcassonneTexts || {};
  window.carcassonneText = function (key, params) {
    var all = window.carcassonneTexts;
    var table = all[window.carcassonneLanguage()] || {};
    var text = Object.prototype.hasOwnProperty.call(table, key) ? table[key]
      : Object.prototype.hasOwnProperty.call(all.en || {}, key) ? all.en[key] : key;
    return text.replace(/\{([a-z]+)\}/g, function (m, name) {
      return params && Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : m;
    });
  };
  var t = window.carcassonneText;

  // The catalogues: English is built into the game (and texts.js); every other language is one file,
  // i18n/<lang>.json ({language, shell: the page's texts, game: the game's}), fetched when it is the
  // page's language (at start, while app.js and app.wasm download: the game's first frame waits for
  // it) or when the player chooses it; the service worker keeps the ones used for offline play. A
  // file that cannot be fetched or read leaves that language in English (the game says so).
  // How to play's pages are files of their own in every language, English's too: i18n/help-<lang>.json
  // ({language, game}), fetched when the game first opens How to play (web/i18n/help_texts.h); the
  // service worker keeps English's from its install, and the page's language's with its catalogue.
  // window.carcassonneCatalogue: load(name) (a promise of true when the texts are here), state(name)
  // ('loading', 'ready', 'failed'; 'ready' for English), text(name) (the file, for
  // web/platform/platform_web.cpp); `name` a language's code, or "help-" and a code.
  var catalogues = {};
  function catalogueLanguage(name) {
    var lang = name.indexOf('help-') === 0 ? name.slice(5) : name;
    return LANGUAGES.indexOf(lang) < 0 ? '' : lang;
  }
  function loadCatalogue(name) {
    var lang = catalogueLanguage(name);
    if (name === 'en' || !lang) return Promise.resolve(name === 'en');
    if (catalogues[name]) return catalogues[name].promise;
    var entry = catalogues[name] = { state: 'loading', text: '' };
    var file = 'i18n/' + name + '.json';
    var help = name !== lang;
    entry.promise = fetch(file).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    }).then(function (text) {
      var data = JSON.parse(text);
      if (!data || data.language !== lang || !data.game || typeof data.game !== 'object') {
        throw new Error('not the texts in ' + lang);
      }
      if (!help) {
        var shell = {};
        Object.keys(data.shell || {}).forEach(function (key) {
          if (typeof data.shell[key] === 'string') shell[key] = data.shell[key];
        });
        window.carcassonneTexts[lang] = shell;
      }
      entry.text = text;
      entry.state = 'ready';
      keepOffline(file);
      // How to play in this language for offline play too, fetched by the service worker in the
      // background (the page asks for it only when How to play opens).
      if (!help) keepOffline('i18n/help-' + lang + '.json');
      return true;
    }).catch(function (e) {
      entry.state = 'failed';
      console.warn('The texts ' + (help ? 'of How to play ' : '') + 'in ' + lang + ' could not be loaded (' + file + '): ' + e);
      return false;
    });
    return entry.promise;
  }
  window.carcassonneCatalogue = {
    load: loadCatalogue,
    state: function (name) {
      if (name === 'en') return 'ready';
      return catalogues[name] ? catalogues[name].state : catalogueLanguage(name) ? 'loading' : 'failed';
    },
    text: function (name) { return catalogues[name] ? catalogues[name].text : ''; },
  };
  // A catalogue fetched before the service worker ran (the first visit) is handed to it to keep.
  var kept = [];
  function keepOffline(file) {
    if (kept.indexOf(file) < 0) kept.push(file);
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) registration.active.postMessage({ type: 'keep', files: kept.slice() });
    });
  }

  // The page's own texts once the language's catalogue is here (or given up: English), so the page
  // never shows English first.
  var startLanguage = window.carcassonneLanguage();
  var startTexts = loadCatalogue(startLanguage);
  function showPageTexts() {
    document.documentElement.lang = window.carcassonneLanguage();
    if (!loading.hidden) loadingText.textContent = t('shell.loading');
    canvas.setAttribute('aria-label', t('shell.canvas.label'));
  }
  startTexts.then(showPageTexts);
  // Called by the game when the player picks another language in the page (web/platform/platform_web.cpp).
  window.carcassonneLanguageChanged = function () {
    document.documentElement.lang = window.carcassonneLanguage();
    canvas.setAttribute('aria-label', t('shell.canvas.label'));
  };

  // The alert at the bottom, the page's own or the game's (web/platform/platform_web.cpp ShowAlert):
  // a text shows it and takes the loading message away (a game that could not start says why, no
  // longer that it is loading); an empty one hides it.
  function showAlert(text) {
    alertBox.textContent = text;
    alertBox.hidden = !text;
    if (text) loading.hidden = true;
  }
  window.carcassonneShowAlert = showAlert;
  // An alert of the page itself, in the page's language once its texts are here.
  function showPageAlert(key) {
    loading.hidden = true;
    startTexts.then(function () { showAlert(t(key)); });
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    showPageAlert('shell.error.noWasm');
    return;
  }
  // The build uses WebAssembly exception handling (CMakeLists.txt, CARC_WASM_EH). Browsers gained it
  // together with its JavaScript objects (WebAssembly.Tag and WebAssembly.Exception: Chrome/Edge 95,
  // Firefox 100, Safari 15.2), so their presence tells. Not WebAssembly.validate() of a module with a
  // try block: it runs on the page's thread, and in WebKit the first one took 1.5-2.5 s of each page
  // load (starting its WebAssembly machinery before the page had asked for app.wasm).
  if (typeof WebAssembly.Tag !== 'function' || typeof WebAssembly.Exception !== 'function') {
    showPageAlert('shell.error.noWasmExceptions');
    return;
  }
  // WebGL 2 at all: the API's presence. Not a context made and lost to test it, which held the page's
  // thread 60 ms at its start (a quarter of a second at Lighthouse's 4x slower CPU, docs/first-visit.md).
  // A browser that has it but turned off (no context) hears it from the game itself, which says so when
  // it makes its context (web/main.cpp, app.error.gl), after the download.
  if (typeof window.WebGL2RenderingContext !== 'function') {
    showPageAlert('shell.error.noWebgl2');
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
    showAlert(t('shell.error.contextLost'));
  });
  window.addEventListener('carcassonne-ready', function () {
    window.carcassonneReadyAt = performance.now();  // ms since navigation (the benchmark reads it)
    // The message goes at the next frame, not in the one that drew the game: hidden at once, with
    // app.wasm preloaded, Lighthouse found no Largest Contentful Paint in 3 of 3 runs and gave no
    // score (docs/first-visit.md). Shown over the game for one frame; the timer hides it where a page
    // in the background draws no frames.
    var hideLoading = function () { loading.hidden = true; };
    requestAnimationFrame(hideLoading);
    setTimeout(hideLoading, 250);
    canvas.focus();
    whenSettled(startServiceWorker);
  });
  // The service worker's install downloads every file again and unpacks app.wasm: begun with the
  // game's first frame, it ran beside the frames that draw the rest of the first screen (the
  // landscape's pictures) and, on a phone's few cores, made them longer. It begins once those are
  // drawn and the page is idle (or after a few seconds, where a hidden page draws no frames).
  function whenSettled(go) {
    var done = false;
    var once = function () { if (!done) { done = true; go(); } };
    var frames = 0;
    (function frame() {
      if (done) return;
      if (++frames < 4) return requestAnimationFrame(frame);
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(once, { timeout: 1000 });
      else setTimeout(once, 100);
    })();
    setTimeout(once, 5000);
  }
  // The game asks for no frames while nothing on it moves (web/app/frame_pace.h): anything that may
  // change it wakes it first (before SDL's own handlers, which queue the event for the next frame).
  function wake() {
    // Not before the first frame: the module may still be loading (and sleeps only after it).
    if (window.carcassonneReady === true && typeof window.Module._carc_wake === 'function') window.Module._carc_wake(1);
  }
  ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove', 'mouseup', 'wheel',
    'touchstart', 'touchmove', 'touchend', 'touchcancel', 'keydown', 'keyup', 'resize', 'focus', 'blur',
    'hashchange', 'storage', 'pageshow', 'orientationchange', 'compositionend', 'paste', 'copy'].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  document.addEventListener('visibilitychange', wake);
  // The system's reduced-motion setting changed (web/ui/board/board_motion.h reads it every frame).
  if (window.matchMedia) {
    var reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (reduced.addEventListener) reduced.addEventListener('change', wake);
  }
  // The hooks below call into app.wasm: only once it runs (installApi). app.js defines them as soon
  // as it is read, before the WebAssembly is instantiated, and a call then threw (another tab's save
  // while this one still loaded).
  var wasmRunning = false;
  window.addEventListener('hashchange', function () {
    if (wasmRunning && typeof window.Module._carc_on_hash_change === 'function') {
      window.Module._carc_on_hash_change();
    }
  });
  // Tabs and windows of this page follow each other (web/saves/saved_games_keeper.h): another one changed the
  // saved games (the storage event fires only in the others), or this page is shown again (a tab
  // frozen in the background may have missed changes).
  function storageChanged() {
    if (wasmRunning && typeof window.Module._carc_on_storage_change === 'function') {
      window.Module._carc_on_storage_change();
    }
  }
  window.addEventListener('storage', function (e) {
    if (e.key === null || e.key === 'carcassonne.index' || e.key.indexOf('carcassonne.game.') === 0) storageChanged();
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') storageChanged();
  });

  // window.carcassonne: the scripting interface (web/script/script_api.cpp). Every call goes through one
  // exported C function taking a method name and a JSON argument and returning JSON.
  function installApi() {
    wasmRunning = true;
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
      // The computer's review of the finished game on screen (web/review/): review.start() opens it
      // (review.start({worker: false}): on the page's thread), review.state() says how far it is
      // ({status: 'running' | 'done' | ..., where, reviewed, toReview, ms, costliest, chosen}),
      // review.list() gives its lines as `carcassonne review` prints them, review.choose(line) shows
      // a reviewed decision on the board, review.back(), review.stop(), review.close().
      review: {
        start: function (options) { return call('review', Object.assign({}, options || {}, { start: true })); },
        state: function () { return call('review'); },
        list: function () { return call('reviewList'); },
        choose: function (line) { return call('review', { choose: line }); },
        back: function () { return call('review', { back: true }); },
        stop: function () { return call('review', { stop: true }); },
        close: function () { return call('review', { close: true }); },
      },
      // Saved games and share links: the link of the game on screen ("<page>#g=..."), opening a
      // link (or a saved game's id), and the list of saved games (local storage).
      shareLink: function () { var r = call('shareLink'); return r.ok ? r.link : null; },
      open: function (link) {
        if (typeof link !== 'string') return { ok: false, error: 'open(link) expects a link (text)' };
        // ccall copies the text onto the WebAssembly stack (a few MB): longer text is never a game.
        if (link.length > 500000) {
          var error = t('shell.error.linkTooLong', { length: link.length });
          showAlert(error);
          return { ok: false, error: error };
        }
        return call('open', link);
      },
      saves: function () { return call('saves'); },
      // Backup and restore (Saved games: Back up, Restore): backup() gives the file's text as Back up
      // makes it ({text, fileName, games, unreadable, secrets}); importBackup(text) reads such a text
      // as Restore reads a chosen file, shows the report and returns it ({ok, refused, text, added,
      // updated, already, beside, ...}). keeping(): the game on screen's entry, the storage's keeping
      // (persisted, the warning), the two-windows notice, the backup dialogs; keeping({holdTabs: true})
      // notices other tabs' changes only once released (as a tab frozen in the background).
      backup: function () { return call('backup'); },
      importBackup: function (text) {
        if (typeof text !== 'string') return call('importBackup', text && text.tooLarge ? { tooLarge: true } : { unreadable: true });
        // Handed over in the page (platform/platform.h TakeHandedText), not through ccall's stack copy: a
        // backup may be several megabytes.
        window.Module.carcHandedText = text;
        return call('importBackup');
      },
      keeping: function (options) { return call('keeping', options); },
      // Play by link: the seats this device plays, whether it may move now or waits for someone, the
      // replay of the turns since its last move and its summary, the send-back prompt, an older or
      // diverging link ({seats, asking, mayDecide, waiting, catchUp, summary, send, conflict});
      // correspondence({catchUpDelay: s}) sets the replay's pace. claimSeat(seat | [seats]) plays
      // those seats here (claimSeat(): the seat to move now); answerConflict('link' | 'saved').
      correspondence: function (options) { return call('correspondence', options); },
      claimSeat: function (seat) { return call('claimSeat', seat); },
      skipCatchUp: function () { return call('skipCatchUp'); },
      answerConflict: function (line) { return call('answerConflict', line); },
      // The language of the page: language() tells ({ok, language}); language('ca') switches to it
      // and remembers it, once its texts are here: a promise of {ok, language} ({ok: false, error}
      // for a language the game has not, or whose texts cannot be loaded).
      language: function (code) {
        if (code === undefined) return call('language');
        return loadCatalogue(String(code)).then(function () { return call('language', code); });
      },
      // Whether the page may reload now without cutting into a turn ({now, why}): the new-game
      // screen, no game, a game over, or a turn's first decision with nothing to undo.
      canUpdateNow: function () { return call('canUpdateNow'); },
      // The move the AI suggests for the decision awaited (normal level, a small budget of MCTS
      // iterations, thought synchronously); it is also shown on the board. Not applied.
      // hint({action}) shows that legal action as the hint instead (a test reads its words).
      hint: function (iterations) { return call('hint', iterations); },
      debug: {
        // Where things are on screen, in CSS pixels (for tests that click like a person).
        cellToScreen: function (x, y) { return call('cellToScreen', [x, y]); },
        targets: function () { return call('targets'); },
        widgets: function () { return call('widgets'); },
        // Every text drawn in the last frame, with its rectangle and whether its panel cuts it off.
        texts: function () { return call('texts'); },
        // A catalogue message in the page's language: format('hud.points', {n: 22}) -> {ok, text}.
        format: function (key, args) { return call('format', [key, args || {}]); },
        // The texts the game's font lacks, drawn by the browser ({glyphs, made, madeLastFrame,
        // msTotal, msLastFrame, msMaxFrame, areaUsed}): the benchmark's first-frame cost of a new name.
        textRuns: function () { return call('textRuns'); },
        // Every sentence of the game's log (turn headers and lines), as the log tells them.
        logLines: function () { return call('logLines'); },
        // The board's view ({tilePx, rotation, area}); view({centre: [x, y], tilePx}) moves it there.
        view: function (options) { return call('view', options || {}); },
        centre: function () { return call('centre'); },
        // Every tile on one sheet (true), tiles from the `first` at `tilePx` ({tilePx, first}), every
        // figure in every colour ({figures: true}), or back to the game (false).
        gallery: function (on) { return call('gallery', typeof on === 'object' && on ? on : !!on); },
        // CPU time of the last frames (building the UI, and with the GL submission).
        frameStats: function (reset) { return call('frameStats', !!reset); },
        // Whether frames are drawn to the screen always ('always': the benchmark's cost of a frame) or
        // only when the picture changed ('changes', the default); {mode, presented, skipped}.
        present: function (mode) { return call('present', mode || ''); },
        // The board's animations: {enabled, reducedBySystem, playing, held, active: [{kind, player,
        // ageMs, durationMs, ...}], lastTile: {x, y, screenX, screenY}}; motion({hold: true}) stops
        // their clock (a screenshot of one in progress), {holdAtAge: ms} stops it with the newest ones
        // that old, {hold: false} lets it run again.
        motion: function (options) { return call('motion', options || {}); },
        // What can still fit on the board: {enabled, computed, open: [{x, y, count, later}], drawn: [{x,
        // y, count, mark: 'none-fits' | 'one-fits'}] (the marks drawn in the last frame), unfinishable:
        // [{type, root, figures}]}; squares({enabled: false}) turns the marks off (How to play's setting).
        squares: function (options) { return call('squares', options || {}); },
        // The sounds: {enabled, volume, asked: [names]}; sound({enabled: false}) turns them off. What the
        // page played is in window.carcassonneSound.log.
        sound: function (options) { return call('sound', options || {}); },
        // AI: search speed on the current decision ({iterations, ms, per_second}); the computer
        // seats' tunables ({delay, frameMs, budget, hintBudget}); whether a computer is thinking.
        aiBench: function (level, ms) { return call('aiBench', { level: level || 'hard', ms: ms || 1000 }); },
        aiOptions: function (options) { return call('aiOptions', options || {}); },
        aiStatus: function (options) { return call('aiStatus', options || {}); },
        // Throws a C++ exception inside the game: the answer must be an error, and the game goes on.
        throwForTest: function () { return call('throwForTest'); },
      },
    };
  }

  // --- Offline play and updates (sw.js) -----------------------------------------------------------
  // The worker is registered once the game runs (its first install downloads the site again, which
  // should not compete with the page's own loading). A newer build, once installed, waits; the bar at
  // the top offers it only while no turn is half done (canUpdateNow), and the page switches to it
  // only on the player's word: the waiting worker takes over, then the page reloads. Saved games are
  // in local storage, which the update does not touch (the game is saved after every action).
  // window.carcassonneUpdate: state() ('unsupported', 'registering', 'ready', 'waiting', 'updating',
  // 'error'), check() (asks the server for a newer sw.js now), build() (a promise of the build id of
  // the worker serving the page, null without one).
  var update = { state: 'unsupported', registration: null, waiting: null, reloading: false, later: false, timer: 0, lastCheck: 0 };
  var bar = document.getElementById('update');
  var CHECK_EVERY_MS = 30 * 60 * 1000;

  function safeToReload() {
    try {
      return !!(window.carcassonne && window.carcassonne.canUpdateNow().now === true);
    } catch (e) {
      return false;
    }
  }
  function refreshBar() {
    if (update.waiting && update.waiting.state === 'redundant') update.waiting = null;
    var show = !!update.waiting && !update.later && !update.reloading && safeToReload();
    if (show && bar.hidden) {
      document.documentElement.lang = window.carcassonneLanguage();
      document.getElementById('update-text').textContent = t('shell.update.ready');
      document.getElementById('update-now').textContent = t('shell.update.now');
      document.getElementById('update-later').textContent = t('shell.update.later');
    }
    bar.hidden = !show;
  }
  function offer(worker) {
    update.waiting = worker;
    update.state = 'waiting';
    // The bar follows the game: shown at a turn boundary, hidden as soon as a turn is under way.
    if (!update.timer) update.timer = setInterval(refreshBar, 500);
    refreshBar();
  }
  function applyUpdate() {
    if (!update.waiting || !safeToReload()) {
      refreshBar();
      return;
    }
    update.reloading = true;
    update.state = 'updating';
    bar.hidden = true;
    // Another tab may have switched already; else the waiting worker takes over (controllerchange).
    if (update.waiting.state === 'activated') window.location.reload();
    else update.waiting.postMessage({ type: 'skip-waiting' });
  }
  function check() {
    update.lastCheck = Date.now();
    if (!update.registration) return Promise.resolve(false);
    return update.registration.update().then(function () { return true; }, function () { return false; });
  }
  window.carcassonneUpdate = {
    state: function () { return update.state; },
    check: check,
    build: function () {
      var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
      if (!worker) return Promise.resolve(null);
      return new Promise(function (resolve) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (e) { resolve(e.data && e.data.build); };
        worker.postMessage({ type: 'build' }, [channel.port2]);
        setTimeout(function () { resolve(null); }, 5000);
      });
    },
  };
  document.getElementById('update-now').addEventListener('click', applyUpdate);
  document.getElementById('update-later').addEventListener('click', function () {
    update.later = true;  // until the page is opened again
    refreshBar();
    canvas.focus();
  });

  function startServiceWorker() {
    if (!('serviceWorker' in navigator) || !window.isSecureContext || update.state !== 'unsupported') return;
    update.state = 'registering';
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (update.reloading) window.location.reload();
    });
    // updateViaCache 'none': the check for a newer sw.js always asks the server.
    navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' }).then(function (registration) {
      update.registration = registration;
      update.lastCheck = Date.now();
      if (update.state === 'registering') update.state = 'ready';
      // An update exists only where a worker already serves the page; the first install is not one.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', function () {
        var worker = registration.installing;
        if (!worker) return;
        // Whether this registration had an active worker when this one began to install: the first
        // install is no update. Not whether a worker controls the page: on a first visit the new worker
        // claims the page as soon as it is active, and Firefox may deliver this event, and 'installed',
        // only after that (its controllerchange came 60 ms before this event in languages.test), so the
        // page offered its own build as a new version, and the bar covered the language menu. The
        // registration's own attributes change in order with its events.
        var isUpdate = !!registration.active;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && isUpdate) offer(worker);
        });
      });
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', function () {
        if (document.visibilityState === 'visible' && Date.now() - update.lastCheck > 5 * 60 * 1000) check();
      });
      window.addEventListener('online', check);
    }, function (e) {
      update.state = 'error';
      console.warn('Offline play is not available: ' + e);
    });
  }

  window.Module = {
    canvas: canvas,
    // main() (web/main.cpp: the language, then the font atlas) waits for the catalogue of the page's
    // language, at most 10 s (on a network that slow the game starts in English and switches when
    // the texts arrive).
    preRun: [function () {
      var waiting = true;
      var go = function () {
        if (waiting) window.Module.removeRunDependency('carcassonne-texts');
        waiting = false;
      };
      window.Module.addRunDependency('carcassonne-texts');
      startTexts.then(go);
      setTimeout(go, 10000);
    }],
    onRuntimeInitialized: installApi,
    // app.wasm instantiated here rather than by app.js, to keep its compiled module: the thinking
    // worker runs the same module (shell/thinker.js hands it over), so it neither downloads nor
    // compiles app.wasm again (WebKitGTK took a minute to compile it in the worker beside a game).
    // app.wasm comes packed (app.wasm.zst; unpack.js says why): unpacked and compiled as it
    // downloads where the browser can, else from the whole file.
    instantiateWasm: function (imports, receive) {
      var whole = function () {
        return window.carcassonneAppWasmBytes().then(function (bytes) { return WebAssembly.instantiate(bytes, imports); });
      };
      var loading = typeof window.carcassonneAppWasm !== 'function'
        ? Promise.reject(new Error('unpack.js did not load'))
        : typeof WebAssembly.instantiateStreaming === 'function'
          ? window.carcassonneAppWasm().then(function (r) { return WebAssembly.instantiateStreaming(r, imports); }).catch(whole)
          : whole();
      loading.then(function (result) {
        window.carcassonneAppModule = result.module;
        receive(result.instance, result.module);
      }, function (e) {
        // Not had, cut short, or not unpacked: the player is told to check the connection and reload
        // (the reason, which names files, goes to the console).
        console.error('app.wasm: ' + String(e && e.message ? e.message : e));
        showPageAlert('shell.error.loadApp');
      });
      return {};
    },
    print: function (text) { console.log(text); },
    printErr: function (text) { console.error(text); },
    onAbort: function (what) {
      showAlert(t('shell.error.internal') + (what ? ' (' + what + ')' : ''));
    },
  };

  var script = document.createElement('script');
  script.src = 'app.js';
  script.async = true;
  script.onerror = function () { showPageAlert('shell.error.loadApp'); };
  document.body.appendChild(script);
})();
