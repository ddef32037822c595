// A screen's first data, remembered for its next visit in the session (state/screen-memory.ts): a
// revisit renders the last data at once ('ready', refreshing) while the loader runs again; the new
// data replaces it when it comes, and a failed refresh keeps what is shown (only a first load turns
// into the error state). A retry after an error shows the loading state again. Another key (a
// language change) shows that key's remembered data, or the loading state, never the last key's.
import { useCallback, useState } from 'react';
import { recall, remember } from '../state/screen-memory';
import { useAsyncEffect } from './use-async-effect';
import type { Load } from './use-load';

export type RememberedLoad<T> = Load<T> & { readonly refreshing?: boolean };

/** `attempt` is 0 for the load a key starts with, and counts the retries (a loader may skip its caches then). */
export type RememberedLoader<T> = (attempt: number) => Promise<T>;

interface Shown<T> {
  readonly key: string;
  readonly load: RememberedLoad<T>;
}

function firstLoad<T>(key: string): RememberedLoad<T> {
  const last = recall<T>(key);
  return last === undefined ? { status: 'loading' } : { status: 'ready', data: last, refreshing: true };
}

export function useRememberedLoad<T>(key: string, loader: RememberedLoader<T>): { load: RememberedLoad<T>; reload: () => void } {
  const [shown, setShown] = useState<Shown<T>>(() => ({ key, load: firstLoad<T>(key) }));
  const [attempt, setAttempt] = useState(0);
  let current = shown;
  if (shown.key !== key) {
    // Adjusted while rendering (not in an effect), so the last key's data is never drawn for this one.
    current = { key, load: firstLoad<T>(key) };
    setShown(current);
  }
  useAsyncEffect(
    (run) => {
      const loading = loader(attempt).then((data) => {
        // Remembered even when this screen has moved on: the next visit shows it.
        remember(key, data);
        return data;
      });
      run.settle(
        loading,
        (data) => setShown((s) => (s.key === key ? { key, load: { status: 'ready', data } } : s)),
        (error: unknown) =>
          setShown((s) => {
            if (s.key !== key) return s;
            return { key, load: s.load.status === 'ready' ? { status: 'ready', data: s.load.data } : { status: 'error', error } };
          }),
      );
    },
    // The loader belongs to the key: a new key (or a retry) loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, attempt],
  );
  const reload = useCallback(() => {
    setShown((s) => ({ key: s.key, load: { status: 'loading' } }));
    setAttempt((n) => n + 1);
  }, []);
  return { load: current.load, reload };
}
