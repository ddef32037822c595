// A screen's first data: loading, ready or error, with a retry. Nothing is cached (the data the
// screens using it show changes with every action on them: security state, rewards, rebates).
// A loader that reads a route parameter, a filter or the session names those values in `deps`: a
// change loads again, and the last value's data is never drawn for the new one (unless `keepData`
// says it may stay while the new data comes, as a list does under a new filter).
import { useCallback, useRef, useState } from 'react';
import { useAsyncEffect } from './use-async-effect';

export type Load<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  /** `refreshing`: kept on screen (keepData) while the loader runs again. */
  | { readonly status: 'ready'; readonly data: T; readonly refreshing?: boolean };

/** `attempt` counts the reloads (0 for a first load): a loader may skip its caches on a retry. */
export type Loader<T> = (attempt: number) => Promise<T>;

export interface LoadOptions<T> {
  /** The values the loader reads: a change loads again. Compared one by one (Object.is). */
  readonly deps?: readonly unknown[];
  /** False holds the load (the state stays as it is); true again starts it. */
  readonly enabled?: boolean;
  /** Whether the data shown may stay (refreshing) while a reload or a deps change loads again. */
  readonly keepData?: boolean | ((data: T) => boolean);
}

export interface LoadResult<T> {
  readonly load: Load<T>;
  /** Loads again: the loading state (or the kept data) meanwhile. */
  readonly reload: () => void;
  /** Changes the data shown (an item the member just sent, a row changed in place); nothing while there is none. */
  readonly update: (change: (data: T) => T) => void;
}

const NO_DEPS: readonly unknown[] = [];
const LOADING = { status: 'loading' } as const;

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

function whileLoading<T>(shown: Load<T>, keepData: LoadOptions<T>['keepData']): Load<T> {
  if (shown.status !== 'ready') return LOADING;
  const keep = typeof keepData === 'function' ? keepData(shown.data) : keepData === true;
  return keep ? { status: 'ready', data: shown.data, refreshing: true } : LOADING;
}

interface Shown<T> {
  readonly deps: readonly unknown[];
  readonly load: Load<T>;
}

export function useLoad<T>(loader: Loader<T>, options: LoadOptions<T> = {}): LoadResult<T> {
  const { deps = NO_DEPS, enabled = true, keepData = false } = options;
  const [shown, setShown] = useState<Shown<T>>(() => ({ deps, load: LOADING }));
  const [attempt, setAttempt] = useState(0);
  let current = shown;
  if (!sameDeps(shown.deps, deps)) {
    // Adjusted while rendering (not in an effect), so the last value's data is never drawn for the new one.
    current = { deps, load: whileLoading(shown.load, keepData) };
    setShown(current);
  }
  // The loader may be a new closure on every render; the run takes the latest one.
  const latest = useRef({ loader, keepData });
  latest.current = { loader, keepData };

  const loadDeps = current.deps;
  useAsyncEffect(
    (run) => {
      if (!enabled) return;
      run.settle(
        latest.current.loader(attempt),
        (data) => setShown({ deps: loadDeps, load: { status: 'ready', data } }),
        (error: unknown) => setShown({ deps: loadDeps, load: { status: 'error', error } }),
      );
    },
    [loadDeps, attempt, enabled],
  );

  const reload = useCallback(() => {
    setShown((s) => ({ deps: s.deps, load: whileLoading(s.load, latest.current.keepData) }));
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: (data: T) => T) => setShown((s) => (s.load.status === 'ready' ? { deps: s.deps, load: { status: 'ready', data: change(s.load.data) } } : s)),
    [],
  );
  return { load: current.load, reload, update };
}
