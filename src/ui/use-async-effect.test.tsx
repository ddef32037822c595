// @vitest-environment jsdom
// Only the latest run's answer is applied: an answer to older inputs, or one after the component
// left, is dropped; the run's own cleanup (a timer) runs too, and its signal aborts.
import { act, cleanup, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAsyncEffect, type AsyncEffectRun } from './use-async-effect';

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

/** Shows what the latest question's answer was (or its error). */
function useAnswer(question: string, ask: (question: string) => Promise<string>) {
  const [answer, setAnswer] = useState('none');
  useAsyncEffect(
    (run) => {
      run.settle(ask(question), setAnswer, (error: unknown) => setAnswer(`failed: ${String(error)}`));
    },
    [question, ask],
  );
  return answer;
}

describe('useAsyncEffect', () => {
  it('a late answer to an older question never overwrites the newer one', async () => {
    const answers = new Map([
      ['a', held<string>()],
      ['b', held<string>()],
    ]);
    const ask = (q: string) => answers.get(q)!.promise;
    const hook = renderHook(({ q }) => useAnswer(q, ask), { initialProps: { q: 'a' } });
    hook.rerender({ q: 'b' });
    answers.get('b')!.resolve('B');
    await settle();
    expect(hook.result.current).toBe('B');
    answers.get('a')!.resolve('A');
    await settle();
    expect(hook.result.current).toBe('B');
  });

  it('errors reach onError, but not after the inputs changed', async () => {
    const answers = new Map([
      ['a', held<string>()],
      ['b', held<string>()],
    ]);
    const ask = (q: string) => answers.get(q)!.promise;
    const hook = renderHook(({ q }) => useAnswer(q, ask), { initialProps: { q: 'a' } });
    answers.get('a')!.reject('down');
    await settle();
    expect(hook.result.current).toBe('failed: down');
    hook.rerender({ q: 'b' });
    answers.get('b')!.resolve('B');
    await settle();
    expect(hook.result.current).toBe('B');
  });

  it('nothing is applied after the component left; the signal aborts and the run cleans up', async () => {
    const answer = held<string>();
    const onValue = vi.fn();
    const ownCleanup = vi.fn();
    let seen: AsyncEffectRun | undefined;
    const hook = renderHook(() =>
      useAsyncEffect((run) => {
        seen = run;
        run.settle(answer.promise, onValue);
        return ownCleanup;
      }, []),
    );
    expect(seen?.signal.aborted).toBe(false);
    hook.unmount();
    expect(seen?.signal.aborted).toBe(true);
    expect(ownCleanup).toHaveBeenCalledTimes(1);
    answer.resolve('late');
    await settle();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('the same inputs do not ask again', () => {
    const ask = vi.fn(() => new Promise<string>(() => {}));
    const hook = renderHook(({ q }) => useAnswer(q, ask), { initialProps: { q: 'a' } });
    hook.rerender({ q: 'a' });
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
