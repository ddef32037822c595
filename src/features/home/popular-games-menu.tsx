// Home's popular games menu (spec section 2, Popular games menu): tabs in the server's order; the
// lottery tab shows a lottery panel, RNG and FISH a game grid, other categories their vendors.
// Each panel loads when its tab is first shown, with its loading, empty ('in_no_data') and error
// states; taps start games the one shared way (guests go to /m/login).
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { GameCategory, GameItem, LotteryMenuEntry } from '../../api/contract.generated';
import { noteFavourites, useFavouriteToggle } from '../../state/favourites-store';
import { loadCategories, loadGameListPage, loadLotteryMenu } from '../../state/game-catalogue';
import { languageStore } from '../../state/language-store';
import { sessionStore } from '../../state/session-store';
import { GameTile, type TileGame } from '../../ui/game-tile';
import { useStartGame } from '../../ui/use-start-game';
import { useStartLottery } from '../../ui/use-start-lottery';
import { VendorIcon } from '../../ui/vendor-icon';
import { HOME_GRID_GAMES, HOME_PANEL_LOTTERIES, gamesMenuTabs, type GamesMenuTab } from './popular-games-model';
import './popular-games-menu.css';

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** Loads `load()` again whenever `key` changes or retry is asked; drops replies for an old key. */
function useLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void] {
  const [state, setState] = useState<{ key: string; attempt: number; load: Load<T> }>({ key, attempt: 0, load: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ key, attempt, load: { status: 'loading' } });
    load().then(
      (value) => live && setState({ key, attempt, load: { status: 'ready', value } }),
      () => live && setState({ key, attempt, load: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state.key === key ? state.load : { status: 'loading' }, retry];
}

function PanelState({ load, retry, children }: { load: Load<unknown>; retry: () => void; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (load.status === 'loading') return <div className="games-menu__skeleton" aria-hidden="true" />;
  if (load.status === 'error') {
    return (
      <div className="games-menu__message" role="alert">
        <p>{t('games_menu.error')}</p>
        <button type="button" className="button button--primary" data-testid="games-menu-retry" onClick={retry}>
          {t('feedback.retry')}
        </button>
      </div>
    );
  }
  return <>{children()}</>;
}

function Empty() {
  const { t } = useTranslation();
  return (
    <p className="games-menu__message muted" data-testid="empty-state">
      {t('in_no_data')}
    </p>
  );
}

function LotteryPanel({ language }: { language: Parameters<typeof loadLotteryMenu>[1] }) {
  const { t } = useTranslation();
  const startLottery = useStartLottery();
  const [load, retry] = useLoad<LotteryMenuEntry[]>(`lottery:${language}`, () => loadLotteryMenu('Lott', language));
  return (
    <PanelState load={load} retry={retry}>
      {() => {
        const menus = load.status === 'ready' ? load.value : [];
        // HOT first, as the lottery list does; without hot ones, every lottery in menu order.
        const hot = menus.find((m) => m.tag === 'HOT')?.gameMenus ?? [];
        const all = hot.length > 0 ? hot : menus.flatMap((m) => m.gameMenus);
        const games = all.filter((g, i) => all.findIndex((o) => o.gameCode === g.gameCode) === i).slice(0, HOME_PANEL_LOTTERIES);
        if (games.length === 0) return <Empty />;
        return (
          <>
            <ul className="games-menu__lotteries">
              {games.map((game) => (
                <li key={game.gameCode}>
                  <button type="button" className="games-menu__lottery" data-testid="games-menu-lottery" data-game-id={game.gameId} onClick={() => startLottery({ gameCode: game.gameCode, prizeMode: 'Lott' })}>
                    <img src={game.mobileIconUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <span>{game.remark}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Link className="games-menu__more" to="/m/moreLottery" data-testid="games-menu-more">
              {t('games_menu.more_lottery')}
            </Link>
          </>
        );
      }}
    </PanelState>
  );
}

function GamesPanel({ tab, language }: { tab: GamesMenuTab; language: string }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const { toggle, isFavourite, isPending } = useFavouriteToggle();
  const { session } = useSnapshot(sessionStore);
  // Favourite flags belong to the visitor: a sign-in or sign-out asks again.
  const [load, retry] = useLoad<GameItem[]>(`games:${tab.category}:${language}:${session?.userName ?? ''}`, async () => {
    const page = await loadGameListPage({ gameType: tab.category, page: 1 }, language);
    noteFavourites(page.games);
    return page.games.slice(0, HOME_GRID_GAMES);
  });
  const onStart = useCallback((game: TileGame) => startGame(game, { pageBack: 'home' }), [startGame]);
  const onToggle = useCallback((game: TileGame) => void toggle(game), [toggle]);
  return (
    <PanelState load={load} retry={retry}>
      {() => {
        const games = load.status === 'ready' ? load.value : [];
        if (games.length === 0) return <Empty />;
        return (
          <>
            <ul className="games-menu__grid">
              {games.map((game) => (
                <li key={game.nodeId}>
                  <GameTile game={game} favourite={isFavourite(game.nodeId)} favouritePending={isPending(game.nodeId)} onStart={onStart} onToggleFavourite={onToggle} />
                </li>
              ))}
            </ul>
            <Link className="games-menu__more" to={`/m/gameLobby?gameType=${encodeURIComponent(tab.category)}`} data-testid="games-menu-more">
              {t('games_menu.more_games', { category: tab.displayName })}
            </Link>
          </>
        );
      }}
    </PanelState>
  );
}

function VendorsPanel({ tab }: { tab: GamesMenuTab }) {
  const navigate = useNavigate();
  if (tab.vendors.length === 0) return <Empty />;
  return (
    <ul className="games-menu__vendors">
      {tab.vendors.map((vendor) => (
        <li key={vendor.accountTypeName}>
          <button
            type="button"
            className="games-menu__vendor"
            data-testid="vendor-item"
            data-vendor={vendor.accountTypeName}
            onClick={() => void navigate(`/m/gameLobby?gameType=${encodeURIComponent(vendor.gameType || tab.category)}&vendor=${encodeURIComponent(vendor.accountTypeName)}`)}
          >
            <VendorIcon vendor={vendor.accountTypeName} variant="COLOR" size={40} />
            <span>{vendor.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PopularGamesMenu() {
  const { t } = useTranslation();
  const { contentCode } = useSnapshot(languageStore);
  const [load, retry] = useLoad<GameCategory[]>(`categories:${contentCode}`, () => loadCategories(contentCode));
  const tabs = load.status === 'ready' ? gamesMenuTabs(load.value) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.category === chosen) ?? tabs[0];
  const baseId = useId();

  // Arrow keys move between tabs (the ARIA tabs pattern); the tab list scrolls sideways.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const index = (tabs.indexOf(active) + step + tabs.length) % tabs.length;
    const next = tabs[index];
    if (!next) return;
    setChosen(next.category);
    event.currentTarget.querySelector<HTMLElement>(`[data-testid="games-tab-${next.category}"]`)?.focus();
  };

  return (
    <section className="games-menu" data-testid="games-menu" aria-labelledby={`${baseId}-title`} aria-busy={load.status === 'loading' ? 'true' : undefined}>
      <h2 className="home-section__title" id={`${baseId}-title`}>
        {t('games_menu.title')}
      </h2>
      {load.status === 'ready' && tabs.length === 0 && <Empty />}
      <PanelState load={load} retry={retry}>
        {() =>
          active && (
            <>
              <div className="games-menu__tabs" role="tablist" aria-labelledby={`${baseId}-title`} onKeyDown={onKeyDown}>
                {tabs.map((tab) => {
                  const selected = tab === active;
                  return (
                    <button
                      key={tab.category}
                      type="button"
                      role="tab"
                      id={`${baseId}-tab-${tab.category}`}
                      aria-selected={selected}
                      aria-controls={`${baseId}-panel`}
                      tabIndex={selected ? 0 : -1}
                      className={`games-menu__tab${selected ? ' games-menu__tab--active' : ''}`}
                      data-testid={`games-tab-${tab.category}`}
                      onClick={() => setChosen(tab.category)}
                    >
                      {tab.displayName}
                    </button>
                  );
                })}
              </div>
              <div className="games-menu__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active.category}`} data-body={active.body}>
                {active.body === 'lottery' && <LotteryPanel language={contentCode} />}
                {active.body === 'games' && <GamesPanel key={active.category} tab={active} language={contentCode} />}
                {active.body === 'vendors' && <VendorsPanel tab={active} />}
              </div>
            </>
          )
        }
      </PanelState>
    </section>
  );
}
