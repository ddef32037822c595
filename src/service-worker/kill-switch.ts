// The kill switch's service worker (merchant config serviceWorker.killSwitch): replaces a broken
// release's worker on every phone that has one. It takes over at once, deletes every cache of the
// origin, unregisters itself and reloads the open pages, which then load from the network with no
// worker in between. It has no fetch handler, so it never answers a request.
import type { ServiceWorkerScope } from './sw-scope';

declare const self: ServiceWorkerScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      // A page this worker does not control cannot be navigated by it: that one reloads by itself.
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
    })(),
  );
});
