// Game catalogue: categories, paged lists, hot games, favourites, recent games and launching.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  FavouritePage,
  FavouriteQuery,
  FavouriteRequest,
  GameCategories,
  GameCategoryQuery,
  GameItem,
  GameListQuery,
  GamePage,
  HotGames,
  LaunchGameQuery,
  LaunchGameReply,
  PageQuery,
  RecentGameQuery,
  RecentGames,
} from '../../src/api/contract.generated';
import { type Session } from '../context';
import { isFreeType } from '../../src/domain/customer-types';
import { CATEGORIES, VENDOR_MIN_BALANCE_CENTS, vendorMaintenanceUntil, type Category } from '../db/seed-catalogue';
import { authedRoute, route, type AreaOptions } from '../http';
import { PATHS } from '../../src/domain/paths';
import * as games from '../repositories/games';
import type { GameRow } from '../repositories/games';
import * as lotteries from '../repositories/lottery';
import * as members from '../repositories/member';

const RECENT_LIMIT = 20;

/** Only same-origin paths may be returned to, so the demo page cannot become an open redirect. */
export function safeBackUrl(backUrl: string | undefined): string {
  if (backUrl === undefined) return PATHS.home;
  // Resolved as a browser would (tabs and newlines dropped, backslashes as slashes) against a
  // placeholder origin: anything that lands elsewhere, or carries a control character, goes home.
  const base = 'http://same.invalid';
  let url: URL;
  try {
    url = new URL(backUrl, base);
  } catch {
    return PATHS.home;
  }
  const controlFree = [...backUrl].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);
  return controlFree && backUrl.startsWith('/') && url.origin === base ? `${url.pathname}${url.search}${url.hash}` : PATHS.home;
}

export const gameRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const favouriteIds = (session: Session | null, merchantCode: string): Set<number> =>
    session ? new Set(games.favouriteIds(ctx.db, session.user.id, merchantCode)) : new Set();

  const toItem = (merchantCode: string, row: GameRow, favourites: Set<number>): GameItem => {
    // A raster image, as vendors' CDNs serve (the .svg variant stays for other uses).
    const icon = `/platform-assets/games/${encodeURIComponent(merchantCode)}/${row.node_id}.png`;
    // Upstream's game entry: showIcon is the image URL, supportPlay 0/1 (facts 7.3).
    return {
      nodeId: row.node_id,
      gameName: row.name,
      nodeName: row.name,
      vassalage: row.vendor,
      iconUrl: icon,
      showIcon: icon,
      gameType: row.category,
      roomId: '',
      gameId: row.game_id,
      supportPlay: 1,
      mobileLargeIcon: icon,
      favourite: favourites.has(row.node_id),
    };
  };

  const findGame = (merchantCode: string, nodeId: number): GameRow => {
    const row = games.game(ctx.db, merchantCode, nodeId);
    if (!row) throw new ApiError('not.found', `No game ${nodeId}.`);
    return row;
  };

  // Upstream's shape: content maps each game type, in the merchant's order, to its vendors
  // (vendor code -> a list; what upstream lists there is not seen, so the lists are empty).
  route<GameCategoryQuery, null, GameCategories>(app, ctx, 'vassGameTypes', ({ merchant, query }) => {
    const vendors = games.vendors(ctx.db, merchant.code);
    const content: GameCategories['content'] = {};
    // The merchant's own order: categories as their first vendor comes in the sorted vendor list.
    const ordered = [...new Set(vendors.map((v) => v.category))].filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c));
    for (const category of ordered) {
      if (query.typeId !== undefined && query.typeId !== category) continue;
      const own = vendors.filter((v) => v.category === category);
      if (own.length > 0) content[category] = Object.fromEntries(own.map((v) => [v.code, []]));
    }
    return { content };
  });

  route<GameListQuery, null, GamePage>(app, ctx, 'gameList', ({ merchant, session, query }) => {
    const name = query.gameName?.trim();
    const pageSize = query.pageSize ?? 26;
    const pageNo = query.pageNo ?? 1;
    const filter = {
      merchantCode: merchant.code,
      category: query.gameType,
      vendor: query.vassalage,
      // Matched anywhere in the name; a %, _ or backslash the player types matches itself.
      namePattern: name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    };
    const { total, rows } = games.gamePage(ctx.db, filter, pageSize, (pageNo - 1) * pageSize);
    const favourites = favouriteIds(session, merchant.code);
    return { games: rows.map((r) => toItem(merchant.code, r, favourites)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total };
  });

  route<unknown, null, HotGames>(app, ctx, 'hotGames', ({ merchant, session }) => {
    const rows = games.hotGames(ctx.db, merchant.code);
    const favourites = favouriteIds(session, merchant.code);
    return { list: rows.map((r) => toItem(merchant.code, r, favourites)) };
  });

  authedRoute<PageQuery, null, FavouritePage>(app, ctx, 'favouritesList', ({ merchant, session, query }) => {
    const pageSize = query.pageSize ?? 26;
    const pageNo = query.pageNo ?? 1;
    const { total, rows } = games.favouritePage(ctx.db, session.user.id, merchant.code, pageSize, (pageNo - 1) * pageSize);
    const all = new Set(rows.map((r) => r.node_id));
    return { content: rows.map((r) => toItem(merchant.code, r, all)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  });

  authedRoute<unknown, FavouriteRequest, true>(app, ctx, 'favouriteAdd', ({ merchant, session, body }) => {
    findGame(merchant.code, body.nodeId);
    games.addFavourite(ctx.db, session.user.id, merchant.code, body.nodeId, ctx.now());
    return true;
  });

  authedRoute<FavouriteQuery, null, true>(app, ctx, 'favouriteRemove', ({ merchant, session, query }) => {
    games.removeFavourite(ctx.db, session.user.id, merchant.code, query.nodeId);
    return true;
  });

  const recordRecent = (session: Session, merchantCode: string, nodeId: number): void => {
    games.recordRecent(ctx.db, session.user.id, merchantCode, nodeId, ctx.now());
  };

  authedRoute<unknown, null, RecentGames>(app, ctx, 'recentGames', ({ merchant, session }) => {
    const rows = games.recentGames(ctx.db, session.user.id, merchant.code, RECENT_LIMIT);
    const favourites = favouriteIds(session, merchant.code);
    return { content: rows.map((r) => toItem(merchant.code, r, favourites)) };
  });

  authedRoute<RecentGameQuery, null, null>(app, ctx, 'recentGameAdd', ({ merchant, session, query }) => {
    findGame(merchant.code, query.nodeId);
    recordRecent(session, merchant.code, query.nodeId);
    return null;
  });

  // Upstream's launch: launchMode GLS a game, LOTT a lottery; without it upstream answers HTTP 500
  // #727 ("system busy"), and so does this platform. The reply is content.game_url.
  authedRoute<LaunchGameQuery, null, LaunchGameReply>(app, ctx, 'launchGame', ({ merchant, session, query }) => {
    if (query.launchMode === undefined) throw new ApiError('#727', 'system busy');
    const launched = (params: Record<string, string>): LaunchGameReply => ({ content: { game_url: `/demo-game?${new URLSearchParams({ merchant: merchant.code, ...params, back: safeBackUrl(query.backUrl) }).toString()}` } });
    if (query.launchMode === 'LOTT') {
      const code = query.lottoGameCode ?? '';
      const lottery = lotteries.lotteryCode(ctx.db, merchant.code, code);
      if (lottery === undefined) throw new ApiError('not.found', `No lottery ${code}.`);
      return launched({ lottery, mode: query.lottoPrizeMode ?? 'Lott', view: query.lottoView ?? 'betting' });
    }
    if (query.nodeId === undefined) throw new ApiError('not.found', 'No game named.');
    const game = findGame(merchant.code, query.nodeId);
    // Refusals with their causes in the value, so the client can say what to do (wait for the
    // vendor, deposit). Free play may open the lotteries above but not a vendor's game: this refusal
    // depends on what is launched, so it stays here rather than in the endpoint's declaration.
    if (isFreeType(session.user.type)) throw new ApiError('permission.trial.denied');
    const until = vendorMaintenanceUntil(merchant.code, game.vendor, ctx.now());
    if (until !== null) throw new ApiError('vendor.maintenance', `${game.vendor} is under maintenance.`, { vendor: game.vendor, until });
    const required = VENDOR_MIN_BALANCE_CENTS[game.vendor];
    if (required !== undefined) {
      const balance = members.storedBalanceCents(ctx.db, session.user.id);
      if (balance < required) throw new ApiError('balance.insufficient', `${game.vendor} needs a balance of at least ${required / 100}.`, { required: required / 100, balance: balance / 100 });
    }
    recordRecent(session, merchant.code, game.node_id);
    return launched({ nodeId: String(game.node_id) });
  });
};
