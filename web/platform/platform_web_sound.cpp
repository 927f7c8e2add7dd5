// platform/platform.h's sounds in the browser: synthesised with Web Audio, no files. The audio context is made
// (or resumed) inside the person's first gesture, as browsers require; until then a sound asked for is
// not played. Every request is logged in window.carcassonneSound.log for the tests ({name, played,
// why}); the last 50 are kept.
#include <emscripten.h>

#include <string>

#include "platform/platform.h"

namespace {

EM_JS(void, js_sound_init, (), {
  if (window.carcassonneSound) return;
  var S = window.carcassonneSound = { log: [], gesture: false, ctx: null };
  var wake = function () {
    S.gesture = true;
    try {
      var AC = window.AudioContext || window.webkitAudioContext;
      if (!S.ctx && AC) S.ctx = new AC();
      if (S.ctx && S.ctx.state === "suspended") S.ctx.resume();
    } catch (e) { S.ctx = null; }
  };
  ["pointerdown", "keydown", "touchend"].forEach(function (t) { window.addEventListener(t, wake, true); });
  // One note: an oscillator through an envelope (attack a, decay d seconds) into `out`.
  S.note = function (type, f0, f1, t, a, d, peak, out) {
    var c = S.ctx, o = c.createOscillator(), g = c.createGain();
    o.type = type;
    o.frequency.setValueAtTime(f0, t);
    if (f1 !== f0) o.frequency.exponentialRampToValueAtTime(f1, t + a + d);
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(peak, t + a);
    g.gain.exponentialRampToValueAtTime(0.0001, t + a + d);
    o.connect(g); g.connect(out);
    o.start(t); o.stop(t + a + d + 0.02);
  };
  // A burst of filtered noise (the wood of a tile on the table).
  S.knock = function (t, out) {
    var c = S.ctx, n = Math.floor(c.sampleRate * 0.06), b = c.createBuffer(1, n, c.sampleRate), d = b.getChannelData(0);
    for (var i = 0; i < n; ++i) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / n, 3);
    var src = c.createBufferSource(), f = c.createBiquadFilter(), g = c.createGain();
    src.buffer = b; f.type = "bandpass"; f.frequency.value = 1100; f.Q.value = 1.2; g.gain.value = 0.9;
    src.connect(f); f.connect(g); g.connect(out);
    src.start(t);
  };
  S.sounds = {
    tile: function (t, out) { S.knock(t, out); S.note("sine", 190, 95, t, 0.004, 0.09, 0.7, out); },
    points: function (t, out) {
      S.note("triangle", 659, 659, t, 0.006, 0.16, 0.35, out);
      S.note("triangle", 880, 880, t + 0.09, 0.006, 0.22, 0.35, out);
    },
    turn: function (t, out) {
      S.note("sine", 784, 784, t, 0.008, 0.35, 0.3, out);
      S.note("sine", 1568, 1568, t, 0.008, 0.18, 0.08, out);
      S.note("sine", 1047, 1047, t + 0.13, 0.008, 0.45, 0.28, out);
    },
  };
});

EM_JS(void, js_sound_play, (const char* name, float volume, float delay), {
  var S = window.carcassonneSound, n = UTF8ToString(name), entry = { name: n, played: false, why: "" };
  if (!S) return;
  S.log.push(entry);
  if (S.log.length > 50) S.log.shift();
  if (!S.gesture) { entry.why = "before the first gesture"; return; }
  if (!S.ctx || !S.sounds[n]) { entry.why = "no audio here"; return; }
  try {
    var out = S.ctx.createGain();
    out.gain.value = volume;
    out.connect(S.ctx.destination);
    S.sounds[n](S.ctx.currentTime + 0.01 + delay, out);
    entry.played = true;
  } catch (e) { entry.why = String(e); }
});

}  // namespace

namespace carc::platform {

void InitSound() { js_sound_init(); }
void PlaySound(std::string_view name, float volume, float delay) {
  js_sound_play(std::string(name).c_str(), volume, delay);
}

}  // namespace carc::platform
