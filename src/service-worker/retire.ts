// What both removing workers do (the kill switch at /sw.js, the retirer of upstream's at /m/sw.js):
// take over at once, delete the caches they are told to (and whatever else), unregister, and reload
// the open pages, which then load from the network with no worker of theirs in between. Neither has
// a fetch handler, so neither ever answers a request.
import type { ServiceWorkerScope } from './sw-scope';

export interface Retirement {
  /** Which caches to delete, by name (the worker's scope URL is given). */
  readonly deletesCache: (name: string, scope: string) => boolean;
  /** Anything else to remove before unregistering. */
  readonly alsoRemove?: () => Promise<void>;
}

export function retireOnActivate(self: ServiceWorkerScope & { readonly registration: { readonly scope: string } }, retirement: Retirement): void {
  self.addEventListener('install', () => {
    void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await self.clients.claim();
        const scope = self.registration.scope;
        const keys = await caches.keys();
        await Promise.all(keys.filter((key) => retirement.deletesCache(key, scope)).map((key) => caches.delete(key)));
        await retirement.alsoRemove?.();
        await self.registration.unregister();
        const pages = await self.clients.matchAll({ type: 'window' });
        // A page this worker does not control cannot be navigated by it: that one reloads by itself.
        await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
      })(),
    );
  });
}
