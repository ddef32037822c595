// @vitest-environment jsdom
// The banner's sources: the browser's offline/online events, failed and slow API requests.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNSTABLE_CONNECTION_MS } from '../config/constants';
import { resetUi, uiStore } from '../state/ui-store';
import { monitoredFetch, startConnectionMonitor } from './connection-monitor';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  online = true;
  resetUi();
});

describe('connection monitor', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('follows the offline and online events', () => {
    stop = startConnectionMonitor();
    expect(uiStore.connection).toBe('online');
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(uiStore.connection).toBe('offline');
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(uiStore.connection).toBe('online');
  });

  it('starts offline when the device is', () => {
    online = false;
    stop = startConnectionMonitor();
    expect(uiStore.connection).toBe('offline');
  });
});

describe('monitoredFetch', () => {
  it('marks the connection unstable on a network failure or a slow reply, and clears it on a quick one', async () => {
    let now = 0;
    let behaviour: 'fail' | 'slow' | 'quick' | 'abort' = 'fail';
    const base: typeof fetch = async () => {
      if (behaviour === 'fail') throw new TypeError('Failed to fetch');
      if (behaviour === 'abort') throw new DOMException('aborted', 'AbortError');
      now += behaviour === 'slow' ? UNSTABLE_CONNECTION_MS : 50;
      return new Response('{}');
    };
    const monitored = monitoredFetch(base, () => now);
    await expect(monitored('/x')).rejects.toThrow();
    expect(uiStore.connection).toBe('unstable');
    behaviour = 'quick';
    await monitored('/x');
    expect(uiStore.connection).toBe('online');
    behaviour = 'slow';
    await monitored('/x');
    expect(uiStore.connection).toBe('unstable');
    behaviour = 'quick';
    await monitored('/x');
    behaviour = 'abort';
    await expect(monitored('/x')).rejects.toThrow();
    expect(uiStore.connection).toBe('online');
    online = false;
    behaviour = 'fail';
    await expect(monitored('/x')).rejects.toThrow();
    expect(uiStore.connection).toBe('offline');
  });
});
