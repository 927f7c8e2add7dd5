// The service worker: after the first visit the whole site (app.js, app.wasm, the page, its texts,
// icons and manifest) is in the browser's cache, so the game opens and plays with no network.
// The dist step (cmake/site.mjs) writes BUILD (a hash of every file of the site) and FILES (their
// names, relative to this file) into dist/sw.js. A deploy that changes any file changes this file, so
// the browser installs a new worker next to the running one; it waits until the page (shell.js)
// asks it to take over, which happens when the player says so, between turns.
// Everything is relative to the worker's scope (the folder of sw.js): the site works from any path,
// and two copies on one origin (two sub-paths) keep separate caches.
'use strict';

const BUILD = /*BUILD*/'dev';
const FILES = /*FILES*/[];
const PREFIX = `carcassonne ${self.registration.scope} `;
const CACHE = PREFIX + BUILD;
const SCOPE_PATH = new URL(self.registration.scope).pathname;

self.addEventListener('install', (event) => {
  // 'no-cache': revalidate with the server, so a file in the browser's HTTP cache from the previous
  // build is never mixed into this one (an unchanged file costs a 304).
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })))));
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
  if (!FILES.includes(file)) return;  // not part of the site: the network, as without a worker
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(file))
    .then((hit) => hit || fetch(request)));
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'skip-waiting') {
    self.skipWaiting();
  } else if (message.type === 'build' && event.ports[0]) {
    event.ports[0].postMessage({ build: BUILD });
  }
});
