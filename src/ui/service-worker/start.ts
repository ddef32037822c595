// Starts the service worker once the page is interactive: after the load event and an idle
// moment, in builds only (not the dev server or tests), on a secure context (https, localhost)
// with service-worker support. The registration code and workbox-window are a lazy chunk.
import type { ServiceWorkerStart } from './register-service-worker';

export interface StartConditions {
  readonly production: boolean;
  readonly secure: boolean;
  readonly supported: boolean;
}

export function shouldStartServiceWorker(c: StartConditions): boolean {
  return c.production && c.secure && c.supported;
}

function whenIdle(run: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function startServiceWorker(options: ServiceWorkerStart): void {
  if (!shouldStartServiceWorker({ production: import.meta.env.PROD, secure: window.isSecureContext, supported: 'serviceWorker' in navigator })) return;
  whenIdle(() => {
    void import('./register-service-worker').then((m) => m.registerServiceWorker(options)).catch(() => undefined);
  });
}
