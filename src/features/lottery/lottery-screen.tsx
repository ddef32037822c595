// The lottery list (/m/moreLottery, /m/startLottery; spec sections 2-4): tabs HOT, FAV, then the
// menu's categories (the e-lottery ones after the others); each tab's list starts with an "All"
// entry (the platform's lottery lobby for that tab) and then one row per game. Countdowns read the
// one shared clock; each list reloads on the refresh timer; favourites are local per userName and
// move to the top; a guest's heart or FAV tab goes to /m/login. The menus and lists are remembered
// for the session: a revisit draws its tabs and rows at once and refreshes them behind.
// See docs/lottery.md.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LotteryGame, LotteryMenuEntry } from '../../api/contract.generated';
import type { LanguageCode } from '../../config/languages';
import { languageStore } from '../../state/language-store';
import { recall, remember } from '../../state/screen-memory';
import { useSession } from '../../state/session-store';
import { readLotteryFavourites, writeLotteryFavourites } from '../../state/storage';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useRememberedLoad } from '../../ui/use-remembered-load';
import { useStartLottery, type PrizeMode } from '../../ui/use-start-lottery';
import { loadLotteryList, loadLotteryMenu, type LotterySnapshot } from './lottery-api';
import { countdownDeadline, favouritesFirst, toggleFavourite } from './lottery-model';
import { LotteryRow } from './lottery-row';
import { useLotteryRefresh } from './use-lottery-refresh';
import './lottery.css';
import { PATHS } from '../../domain/paths';

const NAMESPACES = ['lottery', 'common', 'errors'];
export const HOT_TAG = 'HOT';
export const FAV_TAG = 'FAV';

interface Tab {
  readonly tag: string;
  /** The server's label for a category; HOT and FAV are translated here. */
  readonly label: string | null;
  readonly prizeMode: PrizeMode;
}

interface Menus {
  readonly Lott: LotteryMenuEntry[];
  readonly Elott: LotteryMenuEntry[];
}

/** Screen memory keys (state/screen-memory.ts): the menus per content language, a list per prize mode. */
const menusMemory = (language: string) => `lottery:menus:${language}`;
const listMemory = (prizeMode: PrizeMode) => `lottery:list:${prizeMode}`;

/** Both menus; only the Lott one failing fails them (an Elott failure draws no e-lottery tabs). */
async function loadMenus(language: LanguageCode, renew: boolean): Promise<Menus> {
  const [lott, elott] = await Promise.allSettled([loadLotteryMenu('Lott', language, { renew }), loadLotteryMenu('Elott', language, { renew })]);
  if (lott.status === 'rejected') throw lott.reason;
  return { Lott: lott.value, Elott: elott.status === 'fulfilled' ? elott.value : [] };
}

interface ListState {
  readonly snapshot: LotterySnapshot | null;
  readonly failed: boolean;
  /** Why the first load failed (set while `failed`). */
  readonly error: unknown;
  /** Bumped when a refresh fails, so the timer re-arms on the old snapshot. */
  readonly attempt: number;
}

const EMPTY_LIST: ListState = { snapshot: null, failed: false, error: null, attempt: 0 };

/** A revisit starts on the list last shown in this session (refreshed at once), else empty. */
function rememberedList(prizeMode: PrizeMode): ListState {
  const snapshot = recall<LotterySnapshot>(listMemory(prizeMode));
  return snapshot ? { ...EMPTY_LIST, snapshot } : EMPTY_LIST;
}

interface Row {
  readonly game: LotteryGame;
  readonly prizeMode: PrizeMode;
  readonly deadline: number;
}

function useLotteryList(prizeMode: PrizeMode): { list: ListState; retry: () => void } {
  const [list, setList] = useState<ListState>(() => rememberedList(prizeMode));
  const load = useCallback(
    (renew: boolean) => {
      loadLotteryList(prizeMode, { renew }).then(
        (snapshot) => {
          remember(listMemory(prizeMode), snapshot);
          setList((s) => ({ snapshot, failed: false, error: null, attempt: s.attempt }));
        },
        (error: unknown) => setList((s) => ({ snapshot: s.snapshot, failed: s.snapshot === null, error: s.snapshot === null ? error : null, attempt: s.attempt + 1 })),
      );
    },
    [prizeMode],
  );
  useEffect(() => load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);
  useLotteryRefresh(list.snapshot, list.attempt, refresh);
  const retry = useCallback(() => {
    setList(EMPTY_LIST);
    load(true);
  }, [load]);
  return { list, retry };
}

export function LotteryScreen() {
  const { t, ready } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const startLottery = useStartLottery();
  const { contentCode } = useSnapshot(languageStore);
  const userName = useSession().session?.userName ?? null;

  // Tabs: the Lott and Elott menus in the content language, reloaded when it changes (a retry
  // skips the cache). A revisit draws the last ones at once; a failed refresh keeps them.
  const { load: menus, reload: retryMenus } = useRememberedLoad(menusMemory(contentCode), (attempt) => loadMenus(contentCode, attempt > 0));

  const lott = useLotteryList('Lott');
  const elott = useLotteryList('Elott');

  const [favourites, setFavourites] = useState<string[]>(() => (userName ? readLotteryFavourites(userName) : []));
  useEffect(() => setFavourites(userName ? readLotteryFavourites(userName) : []), [userName]);

  const [activeTag, setActiveTag] = useState(HOT_TAG);

  const tabs = useMemo<Tab[]>(() => {
    const out: Tab[] = [
      { tag: HOT_TAG, label: null, prizeMode: 'Lott' },
      { tag: FAV_TAG, label: null, prizeMode: 'Lott' },
    ];
    if (menus.status !== 'ready') return out;
    for (const mode of ['Lott', 'Elott'] as const) {
      for (const entry of menus.data[mode]) {
        if (entry.tag === HOT_TAG || out.some((tab) => tab.tag === entry.tag)) continue;
        out.push({ tag: entry.tag, label: entry.labelName, prizeMode: mode });
      }
    }
    return out;
  }, [menus]);

  const hotIds = useMemo(() => {
    if (menus.status !== 'ready') return new Set<number>();
    return new Set([...menus.data.Lott, ...menus.data.Elott].filter((e) => e.tag === HOT_TAG).flatMap((e) => e.gameMenus.map((g) => g.gameId)));
  }, [menus]);

  const allRows = useMemo<Row[]>(() => {
    const rows: Row[] = [];
    for (const { snapshot } of [lott.list, elott.list]) {
      if (!snapshot) continue;
      for (const group of snapshot.groups) {
        for (const game of group.games) rows.push({ game, prizeMode: snapshot.prizeMode, deadline: countdownDeadline(game, snapshot.origin) });
      }
    }
    return rows;
  }, [lott.list, elott.list]);

  const activeTab = tabs.find((tab) => tab.tag === activeTag) ?? tabs[0];
  const source = activeTab?.prizeMode === 'Elott' ? elott : lott;
  const rows = useMemo(() => {
    let selected: Row[];
    if (activeTag === HOT_TAG) selected = allRows.filter((r) => hotIds.has(r.game.gameId));
    else if (activeTag === FAV_TAG) selected = allRows.filter((r) => favourites.includes(String(r.game.gameId)));
    else selected = allRows.filter((r) => r.game.gameGroupCode === activeTag);
    return favouritesFirst(
      selected.map((r) => ({ ...r, gameId: r.game.gameId })),
      favourites,
    );
  }, [activeTag, allRows, hotIds, favourites]);

  const rowPrizeMode = useMemo(() => new Map(allRows.map((r) => [r.game.gameId, r.prizeMode])), [allRows]);
  const onStart = useCallback((game: LotteryGame) => startLottery({ gameCode: game.gameCode, prizeMode: rowPrizeMode.get(game.gameId) ?? 'Lott' }), [startLottery, rowPrizeMode]);
  const onToggleFavourite = useCallback(
    (game: LotteryGame) => {
      if (!userName) {
        void navigate(PATHS.login);
        return;
      }
      setFavourites((current) => {
        const next = toggleFavourite(current, String(game.gameId));
        writeLotteryFavourites(userName, next);
        return next;
      });
    },
    [navigate, userName],
  );

  const selectTab = (tag: string) => {
    if (tag === FAV_TAG && !userName) {
      void navigate(PATHS.login);
      return;
    }
    setActiveTag(tag);
  };

  const tabLabel = (tab: Tab) => (tab.tag === HOT_TAG ? t('tab_hot') : tab.tag === FAV_TAG ? t('tab_fav') : (tab.label ?? tab.tag));
  // The lists the active tab draws from: FAV and HOT span both prize modes.
  const lists = activeTag === HOT_TAG || activeTag === FAV_TAG ? [lott.list, elott.list] : [source.list];
  // HOT needs the menus (its game ids) as well as the lists, so nothing shows 'empty' too early.
  const listLoading = menus.status === 'loading' || lists.some((l) => l.snapshot === null && !l.failed);
  const failedList = lists.find((l) => l.failed);
  const busy = !ready || menus.status === 'loading' || (lott.list.snapshot === null && !lott.list.failed);

  if (!ready) return <main className="screen lottery-screen" data-screen="lottery" aria-busy="true" />;

  const retryLists = () => {
    if (lott.list.failed) lott.retry();
    if (elott.list.failed) elott.retry();
  };

  return (
    <main className="screen lottery-screen" data-screen="lottery" aria-busy={busy ? 'true' : undefined}>
      {menus.status === 'error' ? (
        <ErrorState message={t('menu_error')} error={menus.error} onRetry={retryMenus} testIdPrefix="lottery" className="lottery-error" />
      ) : (
        <>
          <div className="lottery-tabs" role="tablist" aria-label={t('tabs_label')}>
            {tabs.map((tab) => (
              <button
                key={tab.tag}
                type="button"
                role="tab"
                id={`lottery-tab-${tab.tag}`}
                className="lottery-tab"
                data-testid="lottery-tab"
                data-tag={tab.tag}
                aria-selected={tab.tag === activeTag}
                aria-controls="lottery-panel"
                onClick={() => selectTab(tab.tag)}
              >
                {tabLabel(tab)}
              </button>
            ))}
            {menus.status === 'loading' && <span className="lottery-tab lottery-tab--skeleton" aria-hidden="true" />}
          </div>
          <section className="lottery-panel" id="lottery-panel" role="tabpanel" aria-labelledby={`lottery-tab-${activeTag}`}>
            {failedList && rows.length === 0 ? (
              <ErrorState message={t('list_error')} error={failedList.error} onRetry={retryLists} testIdPrefix="lottery" className="lottery-error" />
            ) : listLoading && rows.length === 0 ? (
              <ul className="lottery-list" aria-hidden="true" data-testid="lottery-loading">
                {[0, 1, 2, 3].map((i) => (
                  <li key={i} className="lottery-row lottery-row--skeleton" />
                ))}
              </ul>
            ) : rows.length === 0 ? (
              <EmptyState className="lottery-empty">{activeTag === FAV_TAG ? t('empty_fav') : t('empty')}</EmptyState>
            ) : (
              <ul className="lottery-list">
                <li className="lottery-all">
                  <button
                    type="button"
                    className="lottery-all__button"
                    data-testid="lottery-all"
                    onClick={() => {
                      const first = rows[0];
                      if (first) startLottery({ gameCode: first.game.gameCode, prizeMode: first.prizeMode, view: 'lobby' });
                    }}
                  >
                    {t('all', { tab: activeTab ? tabLabel(activeTab) : '' })}
                  </button>
                </li>
                {rows.map((row) => (
                  <LotteryRow
                    key={row.game.gameId}
                    game={row.game}
                    deadline={row.deadline}
                    favourite={favourites.includes(String(row.game.gameId))}
                    onStart={onStart}
                    onToggleFavourite={onToggleFavourite}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
