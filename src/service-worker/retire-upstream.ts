// The retiring worker served at upstream's worker URL (/m/sw.js, scope /m/): a phone that still has
// the upstream site's worker gets this one at the browser's next update check of that URL (every
// navigation under /m/ checks it). It takes over at once, deletes the caches that worker made (its
// offline cache and Workbox's caches named after the /m/ scope, never ours, which are named after
// /), its IndexedDB, unregisters itself and reloads the open pages, which then load our app from
// the network under our own worker (scope /). It has no fetch handler, so it never answers a request.
import { UPSTREAM_CACHE_PREFIX, UPSTREAM_DATABASE } from './sw-routes';
import type { ServiceWorkerScope } from './sw-scope';

declare const self: ServiceWorkerScope & { readonly registration: { readonly scope: string } };

/** Upstream's caches: its offline cache, and Workbox's, whose names end with the worker's scope. */
export function isUpstreamCache(name: string, scope: string): boolean {
  return name.startsWith(UPSTREAM_CACHE_PREFIX) || (name.startsWith('workbox-') && name.endsWith(scope));
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      const scope = self.registration.scope;
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => isUpstreamCache(key, scope)).map((key) => caches.delete(key)));
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(UPSTREAM_DATABASE);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      });
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
    })(),
  );
});
