// The brand's service worker (bundled once per build by scripts/compile/pwa.ts; the compiler puts
// each artifact's precache manifest where `self.__WB_MANIFEST` stands). Workbox does the work:
//  - precache: the shell (index.html), every hashed script and stylesheet, the default language's
//    strings, the icons and logo, the offline page; outdated precaches are removed on activate;
//  - navigations under /m/ (and /) are answered with the precached shell, which routes them itself;
//  - the other languages' strings are cached as they are used (their paths are versioned);
//  - any other navigation goes to the network, and the brand's offline page answers when it fails;
//  - nothing else has a route: API replies (/wps/, any other origin) are never cached.
// A new worker waits until the page asks it to take over (the update toast, SKIP_WAITING).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isSkipWaiting, type ServiceWorkerScope } from './sw-scope';
import { LOCALES_PATH_PREFIX, NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST, OFFLINE_PAGE, RUNTIME_LOCALES_CACHE, RUNTIME_LOCALES_MAX_ENTRIES, SHELL_URL } from './sw-routes';

declare const self: ServiceWorkerScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { allowlist: [...NAVIGATION_ALLOWLIST], denylist: [...NAVIGATION_DENYLIST] }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(LOCALES_PATH_PREFIX),
  new CacheFirst({ cacheName: RUNTIME_LOCALES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: RUNTIME_LOCALES_MAX_ENTRIES })] }),
);

registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
