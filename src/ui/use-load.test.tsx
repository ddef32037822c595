// @vitest-environment jsdom
// A screen's first data: loading, then ready or error; a retry loads again (its attempt counted);
// `deps` load again and never show the last value's data for the new one (unless `keepData` lets
// it stay while the new data comes); `enabled` holds the load; `update` changes the data shown.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad, type LoadOptions } from './use-load';

function held<T>() {
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

afterEach(cleanup);

describe('useLoad', () => {
  it('loads once; a failure, then a retry that shows loading and passes the attempt', async () => {
    const first = held<string>();
    const second = held<string>();
    const loader = vi.fn((attempt: number) => (attempt === 0 ? first.promise : second.promise));
    const hook = renderHook(() => useLoad(loader));
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    first.reject('down');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'error', error: 'down' });
    act(() => hook.result.current.reload());
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    second.resolve('data');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'data' });
    expect(loader.mock.calls.map((c) => c[0])).toEqual([0, 1]);
  });

  it('a deps change loads again and draws the loading state at once, never the last value’s data', async () => {
    const answers = new Map([
      [1, held<string>()],
      [2, held<string>()],
    ]);
    const drawn: unknown[] = [];
    const hook = renderHook(
      ({ id }) => {
        const result = useLoad(() => answers.get(id)!.promise, { deps: [id] });
        drawn.push({ id, load: result.load });
        return result;
      },
      { initialProps: { id: 1 } },
    );
    answers.get(1)!.resolve('one');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'one' });
    drawn.length = 0;
    hook.rerender({ id: 2 });
    expect(drawn).not.toContainEqual({ id: 2, load: { status: 'ready', data: 'one' } });
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    // The first value's answer, had it been late, is dropped too: only id 2's counts.
    answers.get(2)!.resolve('two');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'two' });
  });

  it('an answer for an older value coming last is dropped', async () => {
    const answers = new Map([
      [1, held<string>()],
      [2, held<string>()],
    ]);
    const hook = renderHook(({ id }) => useLoad(() => answers.get(id)!.promise, { deps: [id] }), { initialProps: { id: 1 } });
    hook.rerender({ id: 2 });
    answers.get(2)!.resolve('two');
    await settle();
    answers.get(1)!.resolve('one');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'two' });
  });

  it('keepData keeps the shown data (refreshing) while a reload or a new value loads', async () => {
    const answers = [held<string>(), held<string>(), held<string>()];
    let call = 0;
    const options = (filter: string): LoadOptions<string> => ({ deps: [filter], keepData: (data) => data !== 'stale' });
    const hook = renderHook(({ filter }) => useLoad(() => answers[call++]!.promise, options(filter)), { initialProps: { filter: 'a' } });
    answers[0]!.resolve('A');
    await settle();
    hook.rerender({ filter: 'b' });
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'A', refreshing: true });
    answers[1]!.resolve('stale');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'stale' });
    // The predicate says this data may not stay: a reload shows the loading state.
    act(() => hook.result.current.reload());
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    answers[2]!.resolve('B');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'B' });
  });

  it('enabled: false holds the load until it turns true', async () => {
    const answer = held<string>();
    const loader = vi.fn(() => answer.promise);
    const hook = renderHook(({ on }) => useLoad(loader, { enabled: on }), { initialProps: { on: false } });
    expect(loader).not.toHaveBeenCalled();
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    hook.rerender({ on: true });
    expect(loader).toHaveBeenCalledTimes(1);
    answer.resolve('x');
    await settle();
    expect(hook.result.current.load).toEqual({ status: 'ready', data: 'x' });
  });

  it('update changes the data shown, and nothing while there is none', async () => {
    const answer = held<number[]>();
    const hook = renderHook(() => useLoad(() => answer.promise));
    act(() => hook.result.current.update((list) => [...list, 9]));
    expect(hook.result.current.load).toEqual({ status: 'loading' });
    answer.resolve([1]);
    await settle();
    act(() => hook.result.current.update((list) => [...list, 2]));
    expect(hook.result.current.load).toEqual({ status: 'ready', data: [1, 2] });
  });

  it('a new loader closure with the same deps does not load again', () => {
    const loader = vi.fn((_n: number) => new Promise<string>(() => {}));
    const hook = renderHook(({ n }) => useLoad(() => loader(n), { deps: ['same'] }), { initialProps: { n: 1 } });
    hook.rerender({ n: 2 });
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
