// Kasuwa's service worker: the app shell opens at once on a repeat visit and, offline, still opens
// (the app then says it is offline) instead of the browser's error page. API answers are never
// cached here: catalogue data caching comes with the catalogue.
const CACHE = 'kasuwa-shell-v1';
/** Any path the build did not pre-render answers with the app's shell (index.html). */
const SHELL = '/app-shell';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/dashboard']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Pages: the saved copy at once, refreshed from the network for next time; offline, the shell. */
async function page(request) {
  const cache = await caches.open(CACHE);
  const key = new URL(request.url).pathname;
  const saved = await cache.match(key);
  const fresh = fetch(request)
    .then((res) => {
      if (res.ok && res.type === 'basic') void cache.put(key, res.clone());
      return res;
    })
    .catch(() => undefined);
  if (saved) {
    // Keep the worker alive until the copy is refreshed.
    return { response: saved, refresh: fresh };
  }
  const res = await fresh;
  return { response: res ?? (await cache.match(SHELL)) ?? offline(), refresh: Promise.resolve() };
}

/** Hashed build files never change: the saved copy, or the network once and then saved. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(request);
  if (saved) return saved;
  const res = await fetch(request);
  if (res.ok) void cache.put(request, res.clone());
  return res;
}

function offline() {
  return new Response(
    '<!doctype html><html lang="en-NG"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Kasuwa</title><h1>You are offline</h1><p>Kasuwa needs a connection for this page. Try again when you are back online.</p></html>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/dev')) {
    event.respondWith(
      page(request).then(({ response, refresh }) => {
        event.waitUntil(refresh);
        return response;
      }),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});
