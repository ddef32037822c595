// The game list's state machine (spec section 4, Game list) as a pure reducer: picking a category
// resets to page 1, clears the list and loads (HOT hot games, FAV favourites, else the paged list);
// hasMore is true while pageNum < totalPages and false after a load error; a fresh load replaces,
// later pages append; removing a favourite inside FAV drops that tile. Every load is a `request`
// the screen performs; answers to an older request are ignored. A category picked again in the
// session may start from its remembered first page: shown at once as 'ready' while page
// 1 is asked again (`refreshing`); the answer replaces it, a failure keeps it.
import type { Game } from '../../api/reader-types';

export const HOT = 'HOT';
export const FAV = 'FAV';

/** One entry of the horizontal category menu (spec section 3, Game category). */
export interface GameCategoryTab {
  readonly key: string;
  /** HOT, FAV or a server category (RNG, FISH ...). */
  readonly gameType: string;
  /** The vendor (accountTypeName); '' for HOT and FAV. */
  readonly vassalage: string;
  readonly displayName: string;
}

export interface GameListRequest {
  readonly id: number;
  readonly gameType: string;
  readonly vassalage: string;
  readonly gameName: string;
  readonly page: number;
}

export type GameListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A list's first page as it was last shown in the session (screen memory; never later pages). */
export interface RememberedPage {
  readonly games: readonly Game[];
  readonly pageNum: number;
  readonly totalPages: number;
}

export interface GameListState {
  readonly gameType: string;
  readonly vassalage: string;
  readonly activeIndex: number;
  readonly gameList: readonly Game[];
  readonly hasMore: boolean;
  readonly currentPage: number;
  readonly totalPages: number;
  /** The trimmed search name (RNG only). */
  readonly gameName: string;
  readonly status: GameListStatus;
  /** The load in flight, if any. */
  readonly request: GameListRequest | null;
  /** A later page failed: the list stays, more loads only on an explicit retry. */
  readonly moreFailed: boolean;
  /** The list shown is a remembered first page and the request in flight is its page 1 again. */
  readonly refreshing: boolean;
  /** Why the last load failed (shown under the error state). */
  readonly error?: unknown;
  readonly nextRequestId: number;
}

export const initialGameListState: GameListState = {
  gameType: '',
  vassalage: '',
  activeIndex: -1,
  gameList: [],
  hasMore: false,
  currentPage: 0,
  totalPages: 0,
  gameName: '',
  status: 'idle',
  request: null,
  moreFailed: false,
  refreshing: false,
  nextRequestId: 1,
};

export type GameListAction =
  | { type: 'select'; index: number; tab: GameCategoryTab; remembered?: RememberedPage }
  | { type: 'search'; name: string }
  | { type: 'reload' }
  | { type: 'loadMore' }
  | { type: 'retryMore' }
  | { type: 'loaded'; requestId: number; games: readonly Game[]; pageNum: number; totalPages: number }
  | { type: 'failed'; requestId: number; error: unknown }
  | { type: 'removed'; nodeId: number };

/** Only the RNG category has a search box (spec section 2). */
export function hasSearch(gameType: string): boolean {
  return gameType === 'RNG';
}

function load(state: GameListState, patch: Partial<GameListState>, page: number): GameListState {
  const next = { ...state, ...patch };
  const request: GameListRequest = { id: state.nextRequestId, gameType: next.gameType, vassalage: next.vassalage, gameName: next.gameName, page };
  return {
    ...next,
    request,
    nextRequestId: state.nextRequestId + 1,
    moreFailed: false,
    refreshing: false,
    ...(page === 1 ? { gameList: [], currentPage: 0, totalPages: 0, hasMore: false, status: 'loading' as const } : {}),
  };
}

export function gameListReducer(state: GameListState, action: GameListAction): GameListState {
  switch (action.type) {
    case 'select': {
      const next = load(state, { activeIndex: action.index, gameType: action.tab.gameType, vassalage: action.tab.vassalage, gameName: '' }, 1);
      const { remembered } = action;
      if (!remembered) return next;
      // Shown at once; page 1 is still asked (the refresh), later pages wait for its answer.
      const { games, pageNum, totalPages } = remembered;
      return { ...next, gameList: games, currentPage: pageNum, totalPages, hasMore: pageNum < totalPages, status: 'ready', refreshing: true };
    }
    case 'search': {
      if (!hasSearch(state.gameType)) return state;
      return load(state, { gameName: action.name.trim() }, 1);
    }
    case 'reload':
      return state.activeIndex < 0 ? state : load(state, {}, 1);
    case 'loadMore':
      // Nothing more, or a load already in flight: the throttled trigger may fire freely.
      if (state.request !== null || state.status !== 'ready' || !state.hasMore) return state;
      return load(state, {}, state.currentPage + 1);
    case 'retryMore':
      // After a failed page only the player's retry asks again (hasMore stays false meanwhile).
      if (state.request !== null || !state.moreFailed) return state;
      return load(state, {}, state.currentPage + 1);
    case 'loaded': {
      if (state.request?.id !== action.requestId) return state;
      const page = state.request.page;
      const gameList = page === 1 ? action.games : [...state.gameList, ...action.games];
      return {
        ...state,
        request: null,
        gameList,
        currentPage: action.pageNum,
        totalPages: action.totalPages,
        hasMore: action.pageNum < action.totalPages,
        status: 'ready',
        moreFailed: false,
        refreshing: false,
      };
    }
    case 'failed': {
      if (state.request?.id !== action.requestId) return state;
      // A remembered first page whose refresh failed stays as it was (more pages load as usual).
      if (state.refreshing) return { ...state, request: null, refreshing: false };
      const first = state.request.page === 1;
      return { ...state, request: null, hasMore: false, status: first ? 'error' : 'ready', moreFailed: !first, error: action.error };
    }
    case 'removed':
      if (state.gameType !== FAV) return state;
      return { ...state, gameList: state.gameList.filter((g) => g.nodeId !== action.nodeId) };
    default:
      return state;
  }
}

/**
 * Leading-edge throttle with one trailing call: the first trigger runs at once, triggers within
 * `ms` of it collapse into one call when the interval ends (so a finger resting near the bottom
 * still gets the next page).
 */
export function createThrottle(fn: () => boolean | void, ms: number): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // `fn` answering false did nothing: the interval is not spent, the next call may run at once.
  const run = () => {
    if (fn() !== false) last = Date.now();
  };
  return {
    call() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        clearTimeout(timer);
        timer = undefined;
        run();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          run();
        }, wait);
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
