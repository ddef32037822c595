// Runs the game list's state machine: performs each request the reducer asks for, reloads when
// the content language changes (languageStore.contentCode trails the picker by 200 ms), and
// offers a throttled load-more (1000 ms) for the infinite scroll.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { LOAD_MORE_THROTTLE_MS } from '../../config/constants';
import { noteFavourites } from '../../state/favourites-store';
import { languageStore } from '../../state/language-store';
import { createThrottle, gameListReducer, initialGameListState, type GameCategoryTab, type GameListState } from './game-list-state';
import { loadGamePage, type GamePageResult } from './games-api';
import type { GameListRequest } from './game-list-state';

export type PageLoader = (request: GameListRequest, language: string) => Promise<GamePageResult>;

export interface GameList {
  readonly state: GameListState;
  select(index: number, tab: GameCategoryTab): void;
  search(name: string): void;
  reload(): void;
  /**
   * Throttled: at most one page per 1000 ms, the last trigger of an interval runs at its end if
   * `stillWanted` (the latest trigger's) still says so then: the list may have moved in between.
   */
  loadMore(stillWanted?: () => boolean): void;
  retryMore(): void;
  removed(nodeId: number): void;
}

export function useGameList(loader: PageLoader = loadGamePage): GameList {
  const [state, dispatch] = useReducer(gameListReducer, initialGameListState);
  const { contentCode } = useSnapshot(languageStore);
  const language = useRef(contentCode);
  language.current = contentCode;

  const { request } = state;
  useEffect(() => {
    if (!request) return;
    let live = true;
    loader(request, language.current).then(
      (page) => {
        if (!live) return;
        noteFavourites(page.games);
        dispatch({ type: 'loaded', requestId: request.id, games: page.games, pageNum: page.pageNum, totalPages: page.totalPages });
      },
      (error: unknown) => {
        if (live) dispatch({ type: 'failed', requestId: request.id, error });
      },
    );
    return () => {
      live = false;
    };
  }, [request, loader]);

  // A language change reloads the current category (the first value is the initial load's).
  const loadedLanguage = useRef(contentCode);
  useEffect(() => {
    if (loadedLanguage.current === contentCode) return;
    loadedLanguage.current = contentCode;
    dispatch({ type: 'reload' });
  }, [contentCode]);

  const wanted = useRef<(() => boolean) | undefined>(undefined);
  const throttle = useMemo(
    () =>
      createThrottle(() => {
        if (!(wanted.current?.() ?? true)) return false;
        dispatch({ type: 'loadMore' });
        return true;
      }, LOAD_MORE_THROTTLE_MS),
    [],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);
  const loadMore = useCallback(
    (stillWanted?: () => boolean) => {
      wanted.current = stillWanted;
      throttle.call();
    },
    [throttle],
  );

  return {
    state,
    select: useCallback((index: number, tab: GameCategoryTab) => dispatch({ type: 'select', index, tab }), []),
    search: useCallback((name: string) => dispatch({ type: 'search', name }), []),
    reload: useCallback(() => dispatch({ type: 'reload' }), []),
    loadMore,
    retryMore: useCallback(() => dispatch({ type: 'retryMore' }), []),
    removed: useCallback((nodeId: number) => dispatch({ type: 'removed', nodeId }), []),
  };
}
