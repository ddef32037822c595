// A screen's first data: loading, ready or error, with a retry. Nothing is cached (the data the
// screens using it show changes with every action on them: security state, rewards, rebates).
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { readonly status: 'loading' } | { readonly status: 'error'; readonly error: unknown } | { readonly status: 'ready'; readonly data: T };

export function useLoad<T>(loader: () => Promise<T>): { load: Load<T>; reload: () => void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loader().then(
      (data) => live && setLoad({ status: 'ready', data }),
      (error: unknown) => live && setLoad({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // The loader is a module function; a retry bumps the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload };
}
