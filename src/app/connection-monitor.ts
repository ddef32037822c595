// Feeds the offline / unstable-connection banner: the browser's online and offline events, and
// every API request (a fetch wrapper handed to the client) for failures and slow replies.
import { UNSTABLE_CONNECTION_MS } from '../config/constants';
import { setConnection, uiStore } from '../state/ui-store';

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Wraps fetch so the banner learns of dropped and slow requests while the device is online. */
export function monitoredFetch(base: typeof fetch = (...args) => globalThis.fetch(...args), now: () => number = () => performance.now()): typeof fetch {
  return async (input, init) => {
    const started = now();
    try {
      const response = await base(input, init);
      if (isOnline()) setConnection(now() - started >= UNSTABLE_CONNECTION_MS ? 'unstable' : 'online');
      return response;
    } catch (error) {
      const elapsed = now() - started;
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      // A quick abort is a screen cancelling its own request, not the network.
      if (!isOnline()) setConnection('offline');
      else if (!aborted || elapsed >= UNSTABLE_CONNECTION_MS) setConnection('unstable');
      throw error;
    }
  };
}

export function startConnectionMonitor(target: Window = window): () => void {
  setConnection(isOnline() ? 'online' : 'offline');
  const onOnline = () => {
    if (uiStore.connection === 'offline') setConnection('online');
  };
  const onOffline = () => setConnection('offline');
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
