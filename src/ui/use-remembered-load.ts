// A screen's first data, remembered for its next visit in the session (state/screen-memory.ts): a
// revisit renders the last data at once ('ready', refreshing) while the loader runs again; the new
// data replaces it when it comes, and a failed refresh keeps what is shown (only a first load turns
// into the error state). A retry after an error shows the loading state again.
import { useCallback, useEffect, useState } from 'react';
import { recall, remember } from '../state/screen-memory';
import type { Load } from './use-load';

export type RememberedLoad<T> = Load<T> & { readonly refreshing?: boolean };

export function useRememberedLoad<T>(key: string, loader: () => Promise<T>): { load: RememberedLoad<T>; reload: () => void } {
  const [load, setLoad] = useState<RememberedLoad<T>>(() => {
    const last = recall<T>(key);
    return last === undefined ? { status: 'loading' } : { status: 'ready', data: last, refreshing: true };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loader().then(
      (data) => {
        remember(key, data);
        if (live) setLoad({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        setLoad((shown) => (shown.status === 'ready' ? { status: 'ready', data: shown.data } : { status: 'error', error }));
      },
    );
    return () => {
      live = false;
    };
    // The loader belongs to the key: a new key (or a retry) loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload };
}
