// Home's own platform data besides the announcements store and the shared game catalogue: a
// member's recent games (never cached: a launch changes them). Each block loads on its own and
// has its own loading, error and retry.
import type { Game } from '../../api/reader-types';
import { callLazily } from '../../state/endpoint-call';
import { useLoad, type Load } from '../../ui/use-load';

export async function loadRecentGames(): Promise<Game[]> {
  const reply = await callLazily('recentGames', {});
  return reply.content;
}

export type BlockState<T> = Load<T>;

/** Runs a load when `key` changes (and on retry); a reply for an older key is dropped. */
export function useBlock<T>(load: () => Promise<T>, key: string, enabled = true): BlockState<T> & { retry: () => void } {
  const { load: state, reload } = useLoad(() => load(), { deps: [key], enabled });
  return { ...state, retry: reload };
}
