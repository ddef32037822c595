// The retiring worker served at upstream's worker URL (/m/sw.js, scope /m/): a phone that still has
// the upstream site's worker gets this one at the browser's next update check of that URL (every
// navigation under /m/ checks it). It takes over at once, deletes the caches that worker made (its
// offline cache and Workbox's caches named after the /m/ scope, never ours, which are named after
// /), its IndexedDB, unregisters itself and reloads the open pages, which then load our app from
// the network under our own worker (scope /). It has no fetch handler, so it never answers a request.
import { retireOnActivate } from './retire';
import { UPSTREAM_CACHE_PREFIX, UPSTREAM_DATABASE } from './sw-routes';
import type { ServiceWorkerScope } from './sw-scope';

declare const self: ServiceWorkerScope & { readonly registration: { readonly scope: string } };

/** Upstream's caches: its offline cache, and Workbox's, whose names end with the worker's scope. */
export function isUpstreamCache(name: string, scope: string): boolean {
  return name.startsWith(UPSTREAM_CACHE_PREFIX) || (name.startsWith('workbox-') && name.endsWith(scope));
}

function deleteUpstreamDatabase(): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(UPSTREAM_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

retireOnActivate(self, { deletesCache: isUpstreamCache, alsoRemove: deleteUpstreamDatabase });
