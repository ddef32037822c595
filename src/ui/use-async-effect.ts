// An effect that waits for something (the member's avatar, the fee of the typed amount, the next
// page): only the latest run's answer is applied. When the inputs change, or the screen goes, the
// run's signal aborts and whatever it was waiting for is dropped, so a slow answer to an older
// question never overwrites a newer one and nothing is set on a screen that has gone.
import { useEffect, type DependencyList } from 'react';

export interface AsyncEffectRun {
  /** Aborts when the inputs change or the component leaves. */
  readonly signal: AbortSignal;
  /** Hands the promise's value (or error) on, unless this run is no longer the latest by then. */
  settle<T>(promise: Promise<T>, onValue: (value: T) => void, onError?: (error: unknown) => void): void;
}

function startAsyncRun(): { run: AsyncEffectRun; stop: () => void } {
  const controller = new AbortController();
  const { signal } = controller;
  const run: AsyncEffectRun = {
    signal,
    settle(promise, onValue, onError) {
      promise.then(
        (value) => {
          if (!signal.aborted) onValue(value);
        },
        (error: unknown) => {
          if (!signal.aborted) onError?.(error);
        },
      );
    },
  };
  return { run, stop: () => controller.abort() };
}

/**
 * useEffect for asynchronous work: `effect` starts it and passes each promise through
 * `run.settle`; it may return a cleanup of its own (a timer). The lint checks the deps as it does
 * for useEffect (react-hooks/exhaustive-deps knows this hook).
 */
export function useAsyncEffect(effect: (run: AsyncEffectRun) => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    const { run, stop } = startAsyncRun();
    const cleanup = effect(run);
    return () => {
      stop();
      if (cleanup) cleanup();
    };
    // The caller's deps (checked at the call site by the lint) decide when it runs again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
