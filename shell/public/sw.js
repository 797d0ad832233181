// Served with no-cache from /sw.js, scope /. It does four things only:
// - push: shows the notification the API pushed, and a tap opens (or focuses) the app on its page;
// - offline: a page load that cannot reach the network gets the cached Korean offline page;
// - pushsubscriptionchange: subscribes again and lets an open app store the new subscription;
// - keepalive calls made while a page unloads are passed on so that they are not lost.
// It caches nothing else: remote entries, manifests and chunks always come from the network, so
// an update never mixes old and new remotes.
const OFFLINE_CACHE = 'ieum-offline-v1';
const OFFLINE_URL = '/offline.html';
const APP_ICON = '/icons/icon-192.png';
const BADGE_ICON = '/icons/badge-96.png';
const DEFAULT_URL = '/notification';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll([new Request(OFFLINE_URL, { cache: 'reload' }), APP_ICON, BADGE_ICON]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  // A keepalive call sent while the page unloads (the recommendation page's cancel on leaving) is
  // dropped by Chromium when a controlling worker lets it fall through; fetched here it arrives.
  if (event.request.keepalive) {
    event.respondWith(fetch(event.request));
    return;
  }
  if (event.request.mode !== 'navigate') return; // everything else but page loads goes to the network untouched
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match(OFFLINE_URL)) || Response.error()),
  );
});

function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** Only paths of this app are opened; anything else falls back to the notification list. */
function appUrl(url) {
  try {
    const target = new URL(url || DEFAULT_URL, self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL(DEFAULT_URL, self.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const title = typeof data.title === 'string' && data.title ? data.title : '이음 알림';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: APP_ICON,
      badge: BADGE_ICON,
      lang: 'ko',
      dir: 'ltr',
      tag: data.id !== undefined ? `ieum-${data.id}` : undefined,
      timestamp: Date.now(),
      data: { url: appUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // An open app moves to the page through its own router (no reload of its remotes).
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a service worker's Client.postMessage has no target origin
        open.postMessage({ type: 'ieum:open', url });
        return open.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
      if (key && !event.newSubscription) {
        try {
          await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        } catch (error) {
          console.warn('[sw] could not subscribe again', error);
        }
      }
      // The API needs the user's token, which only the app has: an open app stores it now,
      // otherwise the app does at its next start (it compares with what it stored).
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a service worker's Client.postMessage has no target origin
        client.postMessage({ type: 'ieum:push-subscription-changed' });
      }
    })(),
  );
});
