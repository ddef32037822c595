// Runs the game list's state machine: performs each request the reducer asks for, reloads when
// the content language changes (languageStore.contentCode trails the picker by 200 ms), and
// offers a throttled load-more (1000 ms) for the infinite scroll. Each category's first page (no
// search) is remembered for the session: picking it again, on this visit or the next,
// shows that page at once while page 1 is asked again.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { LOAD_MORE_THROTTLE_MS } from '../../config/constants';
import { noteFavourites } from '../../state/favourites-store';
import { languageStore } from '../../state/language-store';
import { recall, remember } from '../../state/screen-memory';
import { FAV, createThrottle, gameListReducer, initialGameListState, type GameCategoryTab, type GameListState, type RememberedPage } from './game-list-state';
import { loadGamePage, type GamePageResult } from './games-api';
import type { GameListRequest } from './game-list-state';
import { useAsyncEffect } from '../../ui/use-async-effect';

export type PageLoader = (request: GameListRequest, language: string) => Promise<GamePageResult>;

/** The screen memory key of a category's first page: the list's identity (language, category, vendor). */
export function gameListMemoryKey(language: string, gameType: string, vassalage: string): string {
  return `games:${language}:${gameType}:${vassalage}`;
}

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

  const current = useRef(state);
  current.current = state;

  const { request } = state;
  useAsyncEffect(
    (run) => {
      if (!request) return;
      const asked = language.current;
      const answer = loader(request, asked).then((page) => {
        // A category's first page (not a search's) is kept for its next pick, even if this screen has gone.
        if (request.page === 1 && request.gameName === '') {
          const first: RememberedPage = { games: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
          remember(gameListMemoryKey(asked, request.gameType, request.vassalage), first);
        }
        return page;
      });
      run.settle(
        answer,
        (page) => {
          noteFavourites(page.games);
          dispatch({ type: 'loaded', requestId: request.id, games: page.games, pageNum: page.pageNum, totalPages: page.totalPages });
        },
        (error: unknown) => dispatch({ type: 'failed', requestId: request.id, error }),
      );
    },
    [request, loader],
  );

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
    select: useCallback((index: number, tab: GameCategoryTab) => {
      const remembered = recall<RememberedPage>(gameListMemoryKey(language.current, tab.gameType, tab.vassalage));
      dispatch({ type: 'select', index, tab, remembered });
    }, []),
    search: useCallback((name: string) => dispatch({ type: 'search', name }), []),
    reload: useCallback(() => dispatch({ type: 'reload' }), []),
    loadMore,
    retryMore: useCallback(() => dispatch({ type: 'retryMore' }), []),
    removed: useCallback((nodeId: number) => {
      // A favourite removed inside FAV leaves the remembered FAV page too.
      const { gameType, vassalage } = current.current;
      if (gameType === FAV) {
        const key = gameListMemoryKey(language.current, gameType, vassalage);
        const first = recall<RememberedPage>(key);
        if (first) remember<RememberedPage>(key, { ...first, games: first.games.filter((g) => g.nodeId !== nodeId) });
      }
      dispatch({ type: 'removed', nodeId });
    }, []),
  };
}
