// Home's own platform data besides the announcements store and the shared game catalogue: a
// member's recent games (never cached: a launch changes them). Each block loads on its own and
// has its own loading, error and retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '../../api/reader-types';
import { callLazily } from '../../state/endpoint-call';

export async function loadRecentGames(): Promise<Game[]> {
  const reply = await callLazily('recentGames', {});
  return reply.content;
}

export type BlockState<T> = { readonly status: 'loading' } | { readonly status: 'error'; readonly error: unknown } | { readonly status: 'ready'; readonly data: T };

/** Runs a load when `key` changes (and on retry); a reply for an older key is dropped. */
export function useBlock<T>(load: () => Promise<T>, key: string, enabled = true): BlockState<T> & { retry: () => void } {
  const [state, setState] = useState<BlockState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, enabled]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
