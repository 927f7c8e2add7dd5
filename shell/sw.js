// The service worker: after the first visit the whole site (app.js, app.wasm, the page, its texts,
// the manifest and its icon.svg; its PNG icons are the browser's to fetch when it installs the site) is in the browser's cache, so the game opens and plays with no network.
// The dist step (cmake/site.mjs) writes BUILD (a hash of every file of the site), FILES (the files
// every visit needs, relative to this file, and English's How to play, i18n/help-en.json) and
// LANGUAGES (the catalogues of the languages other than English, i18n/<lang>.json, and How to play's
// pages in them, i18n/help-<lang>.json) into dist/sw.js. FILES are fetched at install; a catalogue is kept once
// a page has used it (the page hands over the ones it fetched before this worker ran, and later ones
// come through the worker), and a new build fetches again the catalogues the previous one kept: a
// player's language works offline after one visit, without every visitor downloading all of them. A deploy that changes any file changes this file, so
// the browser installs a new worker next to the running one; it waits until the page (shell.js)
// asks it to take over, which happens when the player says so, between turns.
// Everything is relative to the worker's scope (the folder of sw.js): the site works from any path,
// and two copies on one origin (two sub-paths) keep separate caches.
'use strict';

const BUILD = /*BUILD*/'dev';
const FILES = /*FILES*/[];
const LANGUAGES = /*LANGUAGES*/[];
const PREFIX = `carcassonne ${self.registration.scope} `;
const CACHE = PREFIX + BUILD;
const SCOPE_PATH = new URL(self.registration.scope).pathname;

// 'no-cache': revalidate with the server, so a file in the browser's HTTP cache from the previous
// build is never mixed into this one (an unchanged file costs a 304).
const fresh = (file) => new Request(file, { cache: 'no-cache' });

// The catalogues an older build of this copy of the site kept (the languages its pages used).
async function keptBefore() {
  const files = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX) || key === CACHE) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const file = decodeURIComponent(new URL(request.url).pathname.slice(SCOPE_PATH.length));
      if (LANGUAGES.includes(file)) files.add(file);
    }
  }
  return [...files];
}

// Keeps catalogues in this build's cache; one that cannot be fetched now is fetched when next used.
async function keep(files) {
  const cache = await caches.open(CACHE);
  await Promise.all(files.filter((f) => LANGUAGES.includes(f)).map(async (f) => {
    if (await cache.match(f)) return;
    try {
      await cache.add(fresh(f));
    } catch (e) { /* offline, or gone from the server: the page falls back to English */ }
  }));
}

// app.wasm unpacked, kept beside app.wasm.zst in this build's cache (unpack.js: the page's own
// decoder and its check against the build's size and checksum), so that a later visit's page takes
// it as it is, with no unpacking on the page's thread. Made at install, or when first asked for; a
// page asks for it by name only when this worker serves it (unpack.js), and is told 404 if it could
// not be made (it then unpacks app.wasm.zst itself, and refuses other bytes than were built).
importScripts('unpack.js');
const PACKED = 'app.wasm.zst', APP = 'app.wasm';
async function unpackApp(cache) {
  const hit = await cache.match(APP);
  if (hit) return hit;
  const packed = await cache.match(PACKED);
  if (!packed) return undefined;
  const bytes = self.carcassonneUnpackApp(await packed.arrayBuffer());
  await cache.put(APP, new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } }));
  return cache.match(APP);
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map(fresh)).then(() => unpackApp(cache).catch(() => {})))
    .then(keptBefore)
    .then(keep));
});

self.addEventListener('activate', (event) => {
  // Older builds of this copy of the site go; then this worker serves the open pages.
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE_PATH)) return;
  let file = decodeURIComponent(url.pathname.slice(SCOPE_PATH.length));
  // The page itself, whatever its query; a link's fragment never reaches here.
  if (request.mode === 'navigate' && file === '') file = 'index.html';
  if (file === APP) {
    event.respondWith(caches.open(CACHE).then(unpackApp).catch(() => undefined)
      .then((r) => r || new Response('', { status: 404 })));
    return;
  }
  const isCatalogue = LANGUAGES.includes(file);
  if (!FILES.includes(file) && !isCatalogue) return;  // not part of the site: the network, as without a worker
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    // A cache that cannot be read this moment (a browser busy writing it) falls through to the
    // network, and a network that fails falls back to the cache once more: a page opened from a link
    // never ends on the browser's error page while either can answer.
    const hit = await cache.match(file).catch(() => undefined);
    if (hit) return hit;
    try {
      const response = await fetch(request);
      if (isCatalogue && response.ok) await cache.put(file, response.clone()).catch(() => {});  // a language chosen now
      return response;
    } catch (e) {
      const again = await cache.match(file).catch(() => undefined);
      if (again) return again;
      throw e;
    }
  }));
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'skip-waiting') {
    self.skipWaiting();
  } else if (message.type === 'keep' && Array.isArray(message.files)) {
    event.waitUntil(keep(message.files.map(String)));
  } else if (message.type === 'build' && event.ports[0]) {
    event.ports[0].postMessage({ build: BUILD });
  }
});
