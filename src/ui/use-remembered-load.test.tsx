// @vitest-environment jsdom
// A screen's data remembered for its next visit: a second mount shows it at once and refreshes it,
// a failed refresh keeps it, another key never shows this key's data, a retry may skip caches.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetScreens } from '../state/screen-memory';
import { forgetSession, signIn } from '../state/session-store';
import { MemoryStorage, setStorageBackends } from '../state/storage';
import { useRememberedLoad } from './use-remembered-load';

interface Held<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function held<T>(): Held<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  forgetScreens();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

describe('useRememberedLoad', () => {
  it('a first visit loads; a second shows the last data at once, then the new data', async () => {
    const first = held<number[]>();
    const one = renderHook(() => useRememberedLoad('k', () => first.promise));
    expect(one.result.current.load).toEqual({ status: 'loading' });
    first.resolve([1, 2]);
    await settle();
    expect(one.result.current.load).toEqual({ status: 'ready', data: [1, 2] });
    one.unmount();

    const second = held<number[]>();
    const two = renderHook(() => useRememberedLoad('k', () => second.promise));
    expect(two.result.current.load).toEqual({ status: 'ready', data: [1, 2], refreshing: true });
    second.resolve([3]);
    await settle();
    expect(two.result.current.load).toEqual({ status: 'ready', data: [3] });
  });

  it('a failed refresh keeps the shown data; a failed first load is an error', async () => {
    const failing = held<string>();
    const one = renderHook(() => useRememberedLoad('k', () => failing.promise));
    failing.reject(new Error('offline'));
    await settle();
    expect(one.result.current.load.status).toBe('error');
    one.unmount();

    const two = renderHook(() => useRememberedLoad('k', async () => 'shown'));
    await settle();
    two.unmount();
    const refresh = held<string>();
    const three = renderHook(() => useRememberedLoad('k', () => refresh.promise));
    refresh.reject(new Error('offline'));
    await settle();
    expect(three.result.current.load).toEqual({ status: 'ready', data: 'shown' });
  });

  it("another key shows that key's data or loads, never the last key's", async () => {
    const { result, rerender } = renderHook(({ key }) => useRememberedLoad(key, async () => `data of ${key}`), { initialProps: { key: 'a' } });
    await settle();
    expect(result.current.load).toEqual({ status: 'ready', data: 'data of a' });
    rerender({ key: 'b' });
    expect(result.current.load).toEqual({ status: 'loading' });
    await settle();
    expect(result.current.load).toEqual({ status: 'ready', data: 'data of b' });
    rerender({ key: 'a' });
    expect(result.current.load).toEqual({ status: 'ready', data: 'data of a', refreshing: true });
  });

  it("belongs to the session: another member's visit starts loading", async () => {
    signIn({ id: 1, token: 'one', merchantCode: 'demo', userName: 'one', type: 0, firstTimeLogin: false });
    const one = renderHook(() => useRememberedLoad('k', async () => 'for one'));
    await settle();
    one.unmount();
    signIn({ id: 2, token: 'two', merchantCode: 'demo', userName: 'two', type: 0, firstTimeLogin: false });
    const two = renderHook(() => useRememberedLoad('k', () => new Promise<string>(() => {})));
    expect(two.result.current.load).toEqual({ status: 'loading' });
  });

  it('a retry shows the loading state and tells the loader it is one', async () => {
    const attempts: number[] = [];
    let fail = true;
    const { result } = renderHook(() =>
      useRememberedLoad('k', (attempt) => {
        attempts.push(attempt);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok');
      }),
    );
    await settle();
    expect(result.current.load.status).toBe('error');
    fail = false;
    act(() => result.current.reload());
    expect(result.current.load).toEqual({ status: 'loading' });
    await settle();
    expect(result.current.load).toEqual({ status: 'ready', data: 'ok' });
    expect(attempts).toEqual([0, 1]);
  });
});
