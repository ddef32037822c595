// The kill switch's service worker (merchant config serviceWorker.killSwitch): replaces a broken
// release's worker on every phone that has one. It takes over at once, deletes every cache of the
// origin, unregisters itself and reloads the open pages, which then load from the network with no
// worker in between. It has no fetch handler, so it never answers a request.
import { retireOnActivate } from './retire';
import type { ServiceWorkerScope } from './sw-scope';

declare const self: ServiceWorkerScope & { readonly registration: { readonly scope: string } };

retireOnActivate(self, { deletesCache: () => true });
