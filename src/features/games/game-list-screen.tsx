// The game list (spec section 2, Game list screen) for /m/gameCenter (every category),
// /m/slotsCenter (RNG) and /m/gameLobby (?gameType=&vendor= preselect): a horizontal category
// menu (vendors, plus HOT and FAV), the RNG-only search, and a grid that loads the next page
// within 500 px of the bottom. A revisit in the session draws the remembered menu and
// the opening category's remembered first page at once, and asks for both again behind them.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game, GameCategory } from '../../api/reader-types';
import { INFINITE_SCROLL_TRIGGER_PX } from '../../config/constants';
import { favouritesStore, useFavouriteToggle } from '../../state/favourites-store';
import { languageStore } from '../../state/language-store';
import { sessionStore } from '../../state/session-store';
import { ErrorCause } from '../../ui/error-cause';
import { GameTile, type TileGame } from '../../ui/game-tile';
import { useStartGame } from '../../ui/use-start-game';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import type { Load } from '../../ui/use-load';
import { useRememberedLoad } from '../../ui/use-remembered-load';
import { VendorIcon } from '../../ui/vendor-icon';
import { FAV, HOT, hasSearch, type GameCategoryTab } from './game-list-state';
import { categoryTabs, initialTabIndex, loadCategories, type GameListScope } from './games-api';
import { useGameList } from './use-game-list';
import '../../ui/chip-tabs.css';
import './games.css';
import { PATHS } from '../../domain/paths';

const NAMESPACES = ['games', 'common', 'errors'];

const categoriesMemory = (language: string) => `games:categories:${language}`;

/**
 * The vendor categories in the content language. A revisit starts from the ones last shown in the
 * session (screen memory) while they load again; a failed refresh keeps the categories shown.
 */
function useCategories(): [Load<GameCategory[]>, () => void] {
  const { contentCode } = useSnapshot(languageStore);
  const { load, reload } = useRememberedLoad(categoriesMemory(contentCode), () => loadCategories(contentCode));
  return [load, reload];
}

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

/**
 * The grid is drawn in chunks of 24 tiles (8 full rows of 3): appending a page re-renders only
 * the last chunk and the new ones, and a chunk off screen skips layout and paint
 * (content-visibility), so the 600th tile costs what the 26th did.
 */
const CHUNK = 24;
function chunksOf(games: readonly Game[]): (readonly Game[])[] {
  const chunks: (readonly Game[])[] = [];
  for (let i = 0; i < games.length; i += CHUNK) chunks.push(games.slice(i, i + CHUNK));
  return chunks;
}

interface ChunkProps {
  readonly games: readonly Game[];
  readonly favourites: readonly number[];
  readonly pending: readonly number[];
  readonly onStart: (game: TileGame) => void;
  readonly onToggle: (game: TileGame) => void;
}

const sameChunk = (a: ChunkProps, b: ChunkProps): boolean =>
  a.favourites === b.favourites && a.pending === b.pending && a.onStart === b.onStart && a.onToggle === b.onToggle && a.games.length === b.games.length && a.games.every((g, i) => g === b.games[i]);

const GameGridChunk = memo(function GameGridChunk({ games, favourites, pending, onStart, onToggle }: ChunkProps) {
  return (
    <ul className="game-grid game-grid__chunk">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} favourite={favourites.includes(game.nodeId)} favouritePending={pending.includes(game.nodeId)} onStart={onStart} onToggleFavourite={onToggle} />
        </li>
      ))}
    </ul>
  );
}, sameChunk);

/** Whether the sentinel is within the load-more distance of the viewport's bottom, measured now. */
function sentinelNear(node: HTMLElement): boolean {
  return node.getBoundingClientRect().top <= window.innerHeight + INFINITE_SCROLL_TRIGGER_PX;
}

function GameListView({ scope }: { scope: GameListScope }) {
  const { t, ready } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useSnapshot(sessionStore);
  const [categories, retryCategories] = useCategories();
  const list = useGameList();
  const { state } = list;
  const tabs = useMemo(() => (categories.status === 'ready' ? categoryTabs(categories.data, scope) : []), [categories, scope]);
  const startGame = useStartGame();
  const { toggle } = useFavouriteToggle();
  const { nodeIds: favourites, pending } = useSnapshot(favouritesStore);
  const [searchText, setSearchText] = useState('');

  // Open on the preselected (or first vendor) tab once the categories are known; before the first
  // paint, so a remembered first page is what a revisit draws first.
  const { select } = list;
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || tabs.length === 0) return;
    opened.current = true;
    const index = initialTabIndex(tabs, params.get('gameType'), params.get('vendor'));
    const tab = tabs[index];
    if (tab) select(index, tab);
  }, [tabs, params, select]);

  const pick = (index: number, tab: GameCategoryTab) => {
    // Favourites need a session (spec section 6): a guest goes to the login screen instead.
    if (tab.gameType === FAV && !session) {
      void navigate(PATHS.login);
      return;
    }
    setSearchText('');
    select(index, tab);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.search(searchText);
  };

  const onStart = useCallback((game: TileGame) => startGame(game), [startGame]);
  const { removed } = list;
  const onToggle = useCallback(
    (game: TileGame) => {
      void toggle(game).then((now) => {
        if (now === false) removed(game.nodeId);
      });
    },
    [toggle, removed],
  );

  // Infinite scroll: the sentinel sits at the end of the grid; within 500 px of the viewport's
  // bottom it asks for more (throttled), and asks again after each page while it is still near.
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useRef(false);
  const { loadMore } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // An entry describes the frame it was computed in, which may be the skeleton's: a page
        // drawn since has moved the sentinel. Where it is now decides.
        near.current = entries.some((e) => e.isIntersecting) && sentinelNear(node);
        if (near.current) loadMore(() => sentinelNear(node));
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_TRIGGER_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // `ready`: until the strings arrive the screen draws no sentinel; when they arrive after the
    // categories (a busy phone), the observer must still be set up, or the list stops at page 1.
  }, [loadMore, categories.status, ready]);
  useEffect(() => {
    // After a page is drawn the observer has not yet said where the sentinel now is: `near` may
    // still be the empty list's. Measure it, so a first page that fills the screen does not fetch
    // a second one nobody scrolled to (one request saved on every list opened).
    const node = sentinel.current;
    const stillNear = near.current && node !== null && sentinelNear(node);
    if (stillNear && state.hasMore && state.request === null) loadMore(() => sentinelNear(node));
  }, [state.gameList.length, state.hasMore, state.request, loadMore]);

  const firstLoad = categories.status === 'loading' || (state.status === 'loading' && state.gameList.length === 0) || state.status === 'idle';
  const busy = !ready || (categories.status !== 'error' && firstLoad);
  if (!ready) return <main className="screen game-list-screen" data-screen="game-list" aria-busy="true" />;

  const activeTab = tabs[state.activeIndex];
  return (
    <main className="screen game-list-screen" data-screen="game-list" aria-busy={busy ? 'true' : undefined} data-game-type={state.gameType} data-vendor={state.vassalage}>
      {categories.status === 'error' ? (
        <ErrorState message={t('load_error')} error={categories.error} onRetry={retryCategories} testIdPrefix="game-categories" />
      ) : (
        <nav className="chip-bar game-categories" aria-label={t('categories_label')}>
          <ul className="chip-bar__list game-categories__list">
            {tabs.map((tab, index) => {
              const active = index === state.activeIndex;
              return (
                <li key={tab.key}>
                  <button
                    type="button"
                    className={`chip-tab${active ? ' chip-tab--active' : ''}`}
                    data-testid="category-tab"
                    data-game-type={tab.gameType}
                    data-vendor={tab.vassalage}
                    aria-pressed={active}
                    onClick={() => pick(index, tab)}
                  >
                    {tab.vassalage ? <VendorIcon vendor={tab.vassalage} variant={active ? 'WHITE' : 'COLOR'} size={24} /> : null}
                    <span>{tab.gameType === HOT ? t('tab_hot') : tab.gameType === FAV ? t('tab_fav') : tab.displayName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      {hasSearch(state.gameType) && (
        <form className="game-search" role="search" onSubmit={submitSearch}>
          <input
            type="search"
            name="gameName"
            className="game-search__input"
            data-testid="game-search"
            aria-label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={searchText}
            maxLength={64}
            enterKeyHint="search"
            onChange={(e) => setSearchText(e.target.value)}
          />
          <button type="submit" className="icon-button game-search__submit" data-testid="game-search-submit" aria-label={t('search_submit')}>
            <SearchIcon />
          </button>
        </form>
      )}

      <section className="game-list" aria-label={activeTab ? (activeTab.gameType === HOT ? t('tab_hot') : activeTab.gameType === FAV ? t('tab_fav') : activeTab.displayName) : undefined}>
        {state.status === 'error' ? (
          <ErrorState message={t('load_error')} error={state.error} onRetry={list.reload} testIdPrefix="game-list" />
        ) : state.status === 'ready' && state.gameList.length === 0 ? (
          <EmptyState>{state.gameType === FAV ? t('fav_empty') : state.gameName ? t('search_empty', { name: state.gameName }) : t('in_no_data')}</EmptyState>
        ) : state.status === 'idle' ? (
          // Before a category is picked nothing is drawn, so the search box (RNG) cannot push a
          // skeleton down when it appears.
          <div className="game-list__pending" />
        ) : firstLoad ? (
          <ul className="game-grid game-grid--skeleton" aria-hidden="true">
            {Array.from({ length: 9 }, (_, i) => (
              <li key={i} className="game-grid__placeholder" />
            ))}
          </ul>
        ) : (
          <div
            className="game-grid-chunks"
            data-testid="game-grid"
            data-total-pages={state.totalPages}
            data-current-page={state.currentPage}
            data-refreshing={state.refreshing ? 'true' : undefined}
          >
            {chunksOf(state.gameList).map((games, index) => (
              <GameGridChunk key={index} games={games} favourites={favourites} pending={pending} onStart={onStart} onToggle={onToggle} />
            ))}
          </div>
        )}
        <div ref={sentinel} className="game-list__sentinel" aria-hidden="true" />
        {state.request !== null && state.request.page > 1 && (
          // Fixed to the viewport: pages appended above it would otherwise push it (a layout shift).
          <p className="game-list__loading-more" role="status" data-testid="game-list-loading-more">
            {t('loading_more')}
          </p>
        )}
        {state.moreFailed && (
          <div className="game-list__more" role="alert">
            <div className="error-text">
              <span>{t('more_failed')}</span>
              <ErrorCause error={state.error} />
            </div>
            <button type="button" className="button button--small" data-testid="game-list-retry-more" onClick={list.retryMore}>
              {/* eslint-disable-next-line no-restricted-syntax -- a next page that failed under the rows shown, not the screen's first load */}
              {t('retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && !state.hasMore && !state.moreFailed && state.gameList.length > 0 && state.totalPages > 1 && (
          <p className="game-list__more muted" data-testid="game-list-end">
            {t('list_end')}
          </p>
        )}
      </section>
    </main>
  );
}

export function GameCenterScreen() {
  return <GameListView scope="all" />;
}
export function SlotsCenterScreen() {
  return <GameListView scope="rng" />;
}
export function GameLobbyScreen() {
  return <GameListView scope="all" />;
}
