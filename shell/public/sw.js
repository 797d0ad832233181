// Served with no-cache from /sw.js, scope /. Push and offline support grow here later; until then
// it installs, takes over open pages and leaves every request to the network.
self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
