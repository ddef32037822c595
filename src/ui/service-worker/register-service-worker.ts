// Registers the brand's service worker (/sw.js) with workbox-window, and offers a waiting new
// version through the update toast. Loaded as its own chunk after the page is interactive
// (src/ui/service-worker/start.ts), so none of it is in the JavaScript of the first paint.
// With the merchant's kill switch the build's /sw.js is the kill-switch worker and the app
// registers nothing: it only asks an existing registration (an earlier release's worker) to check
// for that update now rather than at the browser's next check.
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../service-worker/sw-routes';
import { trustedScriptUrl } from '../trusted-types';
import { showUpdateToast } from './update-toast-host';

export interface ServiceWorkerStart {
  readonly killSwitch: boolean;
}

export async function registerServiceWorker({ killSwitch }: ServiceWorkerStart): Promise<void> {
  if (killSwitch) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.update().catch(() => undefined)));
    return;
  }
  const wb = new Workbox(trustedScriptUrl(SERVICE_WORKER_URL) as ConstructorParameters<typeof Workbox>[0], { scope: '/' });
  let reloading = false;
  wb.addEventListener('waiting', () => {
    showUpdateToast(() => {
      // The new worker takes over, then the page reloads into the version it serves.
      wb.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });
  await wb.register({ immediate: true });
}

export { SERVICE_WORKER_URL };
