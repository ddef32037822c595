// Catalogue data more than one screen reads (spec section 4, Caching): the vendor categories
// (home's games menu and vendor grid, the game lists), the lottery tab menu (the lottery list and
// home's lottery panel) and plain game pages. Categories and menus are cached per language.
import type { LotteryMenuEntry } from '../api/contract.generated';
import type { Game, GameCategory } from '../api/reader-types';
import { CLIENT_PLATFORM, GAME_PAGE_SIZE, LOTTERY_MENU_CACHE_TTL_MS, type PrizeMode } from '../config/constants';
import type { LanguageCode } from '../config/languages';
import { readMerchantConfig } from '../config/merchant-config';
import { cached, defineCache, parseArray } from './cache';
import { callLazily } from './endpoint-call';

const TEN_MINUTES = 10 * 60_000;

export const vassGameTypesCache = defineCache<GameCategory[]>({ name: 'VASS_GAME_TYPES', ttlMs: TEN_MINUTES, version: 2, parse: parseArray });
export const lotteryMenuCache = defineCache<LotteryMenuEntry[]>({ name: 'LOTTERY_MENU', ttlMs: LOTTERY_MENU_CACHE_TTL_MS, version: 1, parse: parseArray });

export const hotGamesCache = defineCache<Game[]>({ name: 'HOT_GAMES', ttlMs: TEN_MINUTES, version: 2, parse: parseArray });

/**
 * The hot games (the game list's HOT tab, home's popular grids). A member's copy carries their
 * favourite flags, so only a guest's answer is cached.
 */
export function loadHotGames(language: string, signedIn: boolean): Promise<Game[]> {
  const load = async () => (await callLazily('hotGames', {})).list;
  return signedIn ? load() : cached(hotGamesCache, load, { scope: language });
}

/** The vendor categories in the server's order. */
export function loadCategories(language: string): Promise<GameCategory[]> {
  return cached(vassGameTypesCache, async () => (await callLazily('vassGameTypes', { query: { language } })).content, { scope: language });
}

export function loadLotteryMenu(prizeMode: PrizeMode, language: LanguageCode, options: { renew?: boolean } = {}): Promise<LotteryMenuEntry[]> {
  return cached(lotteryMenuCache, () => callLazily('lotteryMenu', { query: { prizeMode, device: 'MOBILE', language } }), { scope: `${prizeMode}:${language}`, renew: options.renew });
}

export interface GameListPage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

export interface GameListPageRequest {
  readonly gameType: string;
  readonly vassalage?: string;
  readonly gameName?: string;
  readonly page: number;
}

/**
 * One page of a category (and vendor, and name search); never cached: it carries favourite flags.
 * Asked with the parameters upstream's H5 shell sends (fixture game-list.request.json): the
 * merchant, platform html5, the name, type and vendor ('' for none), the page, and empty
 * gameClassify / minBet / minLine. Our page size stays the spec's 26 (upstream's shell asks 24).
 */
export async function loadGameListPage(request: GameListPageRequest, language: string): Promise<GameListPage> {
  const reply = await callLazily('gameList', {
    query: {
      merchant: readMerchantConfig().code,
      platform: CLIENT_PLATFORM,
      gameName: request.gameName ?? '',
      gameType: request.gameType,
      pageNo: request.page,
      pageSize: GAME_PAGE_SIZE,
      vassalage: request.vassalage ?? '',
      gameClassify: '',
      minBet: '',
      minLine: '',
      language,
    },
  });
  return { games: reply.games, pageNum: reply.pageNum, totalPages: reply.totalPages };
}
