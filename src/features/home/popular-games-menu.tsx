// Home's popular games menu (spec section 2, Popular games menu): tabs in the server's order; the
// lottery tab shows a lottery panel, RNG and FISH a game grid, other categories their vendors.
// Each panel loads when its tab is first shown, with its loading, empty ('in_no_data') and error
// states; taps start games the one shared way (guests go to /m/login). Loaded lazily by home: it
// sits below the banner, so neither it nor its styles may delay the banner's paint.
import { useCallback, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { LotteryMenuEntry } from '../../api/contract.generated';
import type { Game, GameCategory } from '../../api/reader-types';
import type { LanguageCode } from '../../config/languages';
import { noteFavourites, useFavouriteToggle } from '../../state/favourites-store';
import { loadGameListPage, loadHotGames, loadLotteryMenu } from '../../state/game-catalogue';
import { useSession } from '../../state/session-store';
import { GameTile, type TileGame } from '../../ui/game-tile';
import { useStartGame } from '../../ui/use-start-game';
import { useStartLottery } from '../../ui/use-start-lottery';
import { HomeBlockError } from './home-block-error';
import { useBlock, type BlockState } from './home-data';
import { HOME_GRID_GAMES, HOME_PANEL_LOTTERIES, gamesMenuTabs, type GamesMenuTab } from './popular-games-model';
import { VendorLink } from './vendor-grid';
import '../../ui/chip-tabs.css';
import './popular-games-menu.css';
import { PATHS } from '../../domain/paths';
import { EmptyState } from '../../ui/screen-state';

/** Where a tab's games lead ('more'), also named on the tab so its screen loads ahead (route-prefetch). */
const LOTTERY_LIST_PATH = PATHS['more-lottery'];
const GAME_LIST_PATH = PATHS['game-lobby'];

/** A category's name: the platform's when it gives one, else the app's words for the category code. */
function categoryName(t: TFunction, tab: GamesMenuTab): string {
  return tab.displayName ?? t(`games_menu.category.${tab.category}`, { defaultValue: tab.category });
}

function BlockBody<T>({ block, onRetry, children }: { block: BlockState<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  if (block.status === 'loading') return <div className="games-menu__skeleton skeleton" aria-hidden="true" />;
  if (block.status === 'error') return <HomeBlockError onRetry={onRetry} testIdPrefix="games-menu" error={block.error} />;
  return <>{children(block.data)}</>;
}

function NoData() {
  const { t } = useTranslation();
  return (
    <EmptyState className="home-block__empty" look="block">
      {t('in_no_data')}
    </EmptyState>
  );
}

function LotteryPanel({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const startLottery = useStartLottery();
  const menus = useBlock<LotteryMenuEntry[]>(() => loadLotteryMenu('Lott', language), `lottery:${language}`);
  return (
    <BlockBody block={menus} onRetry={menus.retry}>
      {(entries) => {
        // HOT first, as the lottery list does; without hot ones, every lottery in menu order.
        const hot = entries.find((m) => m.tag === 'HOT')?.gameMenus ?? [];
        const all = hot.length > 0 ? hot : entries.flatMap((m) => m.gameMenus);
        const games = all.filter((g, i) => all.findIndex((o) => o.gameCode === g.gameCode) === i).slice(0, HOME_PANEL_LOTTERIES);
        if (games.length === 0) return <NoData />;
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
            <Link className="games-menu__more" to={LOTTERY_LIST_PATH} data-testid="games-menu-more">
              {t('games_menu.more_lottery')}
            </Link>
          </>
        );
      }}
    </BlockBody>
  );
}

function GamesPanel({ tab, language }: { tab: GamesMenuTab; language: LanguageCode }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const { toggle, isFavourite, isPending } = useFavouriteToggle();
  const { session } = useSession();
  // Favourite flags belong to the visitor: a sign-in or sign-out asks again.
  // The category's hot games (a mix of its vendors); a category without any shows its first page.
  const games = useBlock<Game[]>(async () => {
    const hot = (await loadHotGames(language, session !== null)).filter((g) => g.gameType === tab.category);
    const list = hot.length > 0 ? hot : (await loadGameListPage({ gameType: tab.category, page: 1 }, language)).games;
    noteFavourites(list);
    return list.slice(0, HOME_GRID_GAMES);
  }, `${tab.category}:${language}:${session?.userName ?? ''}`);
  const onStart = useCallback((game: TileGame) => startGame(game, { pageBack: 'home' }), [startGame]);
  const onToggle = useCallback((game: TileGame) => void toggle(game), [toggle]);
  return (
    <BlockBody block={games} onRetry={games.retry}>
      {(list) =>
        list.length === 0 ? (
          <NoData />
        ) : (
          <>
            <ul className="games-menu__grid">
              {list.map((game) => (
                <li key={game.nodeId}>
                  <GameTile game={game} favourite={isFavourite(game.nodeId)} favouritePending={isPending(game.nodeId)} onStart={onStart} onToggleFavourite={onToggle} />
                </li>
              ))}
            </ul>
            <Link className="games-menu__more" to={`${GAME_LIST_PATH}?gameType=${encodeURIComponent(tab.category)}`} data-testid="games-menu-more">
              {t('games_menu.more_games', { category: categoryName(t, tab) })}
            </Link>
          </>
        )
      }
    </BlockBody>
  );
}

function VendorsPanel({ tab }: { tab: GamesMenuTab }) {
  if (tab.vendors.length === 0) return <NoData />;
  return (
    <ul className="games-menu__vendors">
      {tab.vendors.map((vendor) => (
        <li key={vendor.accountTypeName}>
          <VendorLink vendor={vendor} gameType={vendor.gameType || tab.category} />
        </li>
      ))}
    </ul>
  );
}

export function PopularGamesMenu({ categories, onRetry, language }: { categories: BlockState<GameCategory[]>; onRetry: () => void; language: LanguageCode }) {
  const { t } = useTranslation();
  const tabs = categories.status === 'ready' ? gamesMenuTabs(categories.data) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.category === chosen) ?? tabs[0];
  const baseId = useId();

  // Arrow keys move between tabs (the ARIA tabs pattern), mirrored right to left.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (!next) return;
    setChosen(next.category);
    event.currentTarget.querySelector<HTMLElement>(`[data-testid="games-tab-${next.category}"]`)?.focus();
  };

  return (
    <section className="home-block games-menu" data-testid="games-menu" aria-labelledby={`${baseId}-title`} data-state={categories.status}>
      <div className="home-block__head">
        <h2 className="home-block__title" id={`${baseId}-title`}>
          {t('games_menu.title')}
        </h2>
      </div>
      <BlockBody block={categories} onRetry={onRetry}>
        {() =>
          !active ? (
            <NoData />
          ) : (
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
                      className={`chip-tab${selected ? ' chip-tab--active' : ''}`}
                      data-testid={`games-tab-${tab.category}`}
                      data-href={tab.body === 'lottery' ? LOTTERY_LIST_PATH : `${GAME_LIST_PATH}?gameType=${encodeURIComponent(tab.category)}`}
                      onClick={() => setChosen(tab.category)}
                    >
                      {categoryName(t, tab)}
                    </button>
                  );
                })}
              </div>
              <div className="games-menu__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active.category}`} data-body={active.body} data-category={active.category}>
                {active.body === 'lottery' && <LotteryPanel language={language} />}
                {active.body === 'games' && <GamesPanel key={active.category} tab={active} language={language} />}
                {active.body === 'vendors' && <VendorsPanel tab={active} />}
              </div>
            </>
          )
        }
      </BlockBody>
    </section>
  );
}
