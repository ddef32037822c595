// The game list's platform calls (spec section 7, System and games). Categories and hot games are
// cached per language (spec section 4, Caching); pages and favourites always come fresh.
import type { Game, GameCategory } from '../../api/reader-types';
import { FAVOURITE_PAGE_SIZE } from '../../config/constants';
import { loadGameListPage, loadHotGames } from '../../state/game-catalogue';
import { callLazily } from '../../state/endpoint-call';
import { sessionStore } from '../../state/session-store';
import { FAV, HOT, type GameCategoryTab, type GameListRequest } from './game-list-state';


export { hotGamesCache, loadCategories, vassGameTypesCache } from '../../state/game-catalogue';

export interface GamePageResult {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export async function loadGamePage(request: GameListRequest, language: string): Promise<GamePageResult> {
  if (request.gameType === HOT) {
    // Hot games carry each member's favourite flags, so only a guest's answer is cached.
    const games = await hotGames(language);
    return { games, pageNum: 1, totalPages: 1 };
  }
  if (request.gameType === FAV) {
    const reply = await callLazily('favouritesList', { query: { pageNo: request.page, pageSize: FAVOURITE_PAGE_SIZE, language } });
    return { games: reply.content, pageNum: reply.pageNum, totalPages: reply.totalPages };
  }
  return loadGameListPage({ gameType: request.gameType, vassalage: request.vassalage, gameName: request.gameName, page: request.page }, language);
}

function hotGames(language: string): Promise<Game[]> {
  return loadHotGames(language, sessionStore.session !== null);
}

/** Which categories a route shows: slotsCenter only RNG, the others every category. */
export type GameListScope = 'all' | 'rng';

/** The menu: HOT and FAV first, then one tab per vendor of each category (in the server's order). */
export function categoryTabs(categories: readonly GameCategory[], scope: GameListScope): GameCategoryTab[] {
  const tabs: GameCategoryTab[] = [
    { key: HOT, gameType: HOT, vassalage: '', displayName: HOT },
    { key: FAV, gameType: FAV, vassalage: '', displayName: FAV },
  ];
  for (const category of categories) {
    if (scope === 'rng' && category.gameType !== 'RNG') continue;
    for (const vendor of category.vendorNames) {
      tabs.push({ key: `${category.gameType}:${vendor.accountTypeName}`, gameType: category.gameType, vassalage: vendor.accountTypeName, displayName: vendor.displayName });
    }
  }
  return tabs;
}

/** The tab a route opens on: ?gameType=&vendor= when they name one, else the first vendor tab. */
export function initialTabIndex(tabs: readonly GameCategoryTab[], gameType: string | null, vendor: string | null): number {
  if (gameType || vendor) {
    const wanted = tabs.findIndex((t) => (!gameType || t.gameType === gameType) && (!vendor || t.vassalage === vendor) && t.gameType !== FAV);
    if (wanted !== -1) return wanted;
  }
  const firstVendor = tabs.findIndex((t) => t.gameType !== HOT && t.gameType !== FAV);
  return firstVendor === -1 ? 0 : firstVendor;
}
