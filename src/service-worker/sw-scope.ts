// The parts of the service worker's global scope the workers use. The project compiles against the
// DOM library (one tsconfig for everything), where ServiceWorkerGlobalScope does not exist; these
// few declarations stand in for the WebWorker library's.

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ExtendableMessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

export interface WindowClientLike {
  readonly url: string;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface ServiceWorkerScope {
  readonly registration: { unregister(): Promise<boolean> };
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClientLike[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}

/** What the page posts to a waiting worker to make it take over (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}
