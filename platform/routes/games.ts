// Game catalogue: categories, paged lists, hot games, favourites, recent games and launching.
import type { FastifyPluginAsync } from 'fastify';
import type { Statement } from 'better-sqlite3';
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

const RECENT_LIMIT = 20;

interface GameRow {
  node_id: number;
  game_id: string;
  name: string;
  vendor: string;
  category: string;
}

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
    session
      ? new Set((ctx.db.prepare('SELECT node_id FROM favourites WHERE user_id = ? AND merchant_code = ?').all(session.user.id, merchantCode) as { node_id: number }[]).map((r) => r.node_id))
      : new Set();

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
    const row = ctx.db.prepare('SELECT node_id, game_id, name, vendor, category FROM games WHERE merchant_code = ? AND node_id = ?').get(merchantCode, nodeId) as GameRow | undefined;
    if (!row) throw new ApiError('not.found', `No game ${nodeId}.`);
    return row;
  };

  // Upstream's shape: content maps each game type, in the merchant's order, to its vendors
  // (vendor code -> a list; what upstream lists there is not seen, so the lists are empty).
  route<GameCategoryQuery, null, GameCategories>(app, ctx, 'vassGameTypes', ({ merchant, query }) => {
    const vendors = ctx.db.prepare('SELECT category, code FROM vendors WHERE merchant_code = ? ORDER BY sort').all(merchant.code) as { category: string; code: string }[];
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

  // One prepared statement per filter combination: the game list is the hottest read.
  const listStatements = new Map<string, { count: Statement; page: Statement }>();
  route<GameListQuery, null, GamePage>(app, ctx, 'gameList', ({ merchant, session, query }) => {
    const filters = ['merchant_code = @merchant'];
    const name = query.gameName?.trim();
    if (query.gameType) filters.push('category = @category');
    if (query.vassalage) filters.push('vendor = @vendor');
    if (name) filters.push("name LIKE @name ESCAPE '\\'");
    const key = filters.join(' AND ');
    let statements = listStatements.get(key);
    if (!statements) {
      statements = {
        count: ctx.db.prepare(`SELECT COUNT(*) AS n FROM games WHERE ${key}`),
        page: ctx.db.prepare(`SELECT node_id, game_id, name, vendor, category FROM games WHERE ${key} ORDER BY category, vendor, sort LIMIT @limit OFFSET @offset`),
      };
      listStatements.set(key, statements);
    }
    const pageSize = query.pageSize ?? 26;
    const pageNo = query.pageNo ?? 1;
    const params = {
      merchant: merchant.code,
      ...(query.gameType ? { category: query.gameType } : {}),
      ...(query.vassalage ? { vendor: query.vassalage } : {}),
      ...(name ? { name: `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } : {}),
    };
    const total = (statements.count.get(params) as { n: number }).n;
    const rows = statements.page.all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as GameRow[];
    const favourites = favouriteIds(session, merchant.code);
    return { games: rows.map((r) => toItem(merchant.code, r, favourites)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total };
  });

  route<unknown, null, HotGames>(app, ctx, 'hotGames', ({ merchant, session }) => {
    const rows = ctx.db.prepare('SELECT node_id, game_id, name, vendor, category FROM games WHERE merchant_code = ? AND hot = 1 ORDER BY category, vendor, sort').all(merchant.code) as GameRow[];
    const favourites = favouriteIds(session, merchant.code);
    return { list: rows.map((r) => toItem(merchant.code, r, favourites)) };
  });

  authedRoute<PageQuery, null, FavouritePage>(app, ctx, 'favouritesList', ({ merchant, session, query }) => {
    const pageSize = query.pageSize ?? 26;
    const pageNo = query.pageNo ?? 1;
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM favourites WHERE user_id = ? AND merchant_code = ?').get(session.user.id, merchant.code) as { n: number }).n;
    const rows = ctx.db
      .prepare(
        `SELECT g.node_id, g.game_id, g.name, g.vendor, g.category FROM favourites f JOIN games g ON g.merchant_code = f.merchant_code AND g.node_id = f.node_id
         WHERE f.user_id = ? AND f.merchant_code = ? ORDER BY f.created_at DESC, g.node_id LIMIT ? OFFSET ?`,
      )
      .all(session.user.id, merchant.code, pageSize, (pageNo - 1) * pageSize) as GameRow[];
    const all = new Set(rows.map((r) => r.node_id));
    return { content: rows.map((r) => toItem(merchant.code, r, all)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  });

  authedRoute<unknown, FavouriteRequest, true>(app, ctx, 'favouriteAdd', ({ merchant, session, body }) => {
    findGame(merchant.code, body.nodeId);
    ctx.db.prepare('INSERT OR IGNORE INTO favourites (user_id, merchant_code, node_id, created_at) VALUES (?, ?, ?, ?)').run(session.user.id, merchant.code, body.nodeId, ctx.now());
    return true;
  });

  authedRoute<FavouriteQuery, null, true>(app, ctx, 'favouriteRemove', ({ merchant, session, query }) => {
    ctx.db.prepare('DELETE FROM favourites WHERE user_id = ? AND merchant_code = ? AND node_id = ?').run(session.user.id, merchant.code, query.nodeId);
    return true;
  });

  const recordRecent = (session: Session, merchantCode: string, nodeId: number): void => {
    ctx.db
      .prepare('INSERT INTO recent_games (user_id, merchant_code, node_id, played_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, merchant_code, node_id) DO UPDATE SET played_at = excluded.played_at')
      .run(session.user.id, merchantCode, nodeId, ctx.now());
  };

  authedRoute<unknown, null, RecentGames>(app, ctx, 'recentGames', ({ merchant, session }) => {
    const rows = ctx.db
      .prepare(
        `SELECT g.node_id, g.game_id, g.name, g.vendor, g.category FROM recent_games r JOIN games g ON g.merchant_code = r.merchant_code AND g.node_id = r.node_id
         WHERE r.user_id = ? AND r.merchant_code = ? ORDER BY r.played_at DESC, r.rowid DESC LIMIT ?`,
      )
      .all(session.user.id, merchant.code, RECENT_LIMIT) as GameRow[];
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
      const lottery = ctx.db.prepare('SELECT game_code FROM lotteries WHERE merchant_code = ? AND game_code = ?').get(merchant.code, code) as { game_code: string } | undefined;
      if (!lottery) throw new ApiError('not.found', `No lottery ${code}.`);
      return launched({ lottery: lottery.game_code, mode: query.lottoPrizeMode ?? 'Lott', view: query.lottoView ?? 'betting' });
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
      const { balance_cents: balance } = ctx.db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(session.user.id) as { balance_cents: number };
      if (balance < required) throw new ApiError('balance.insufficient', `${game.vendor} needs a balance of at least ${required / 100}.`, { required: required / 100, balance: balance / 100 });
    }
    recordRecent(session, merchant.code, game.node_id);
    return launched({ nodeId: String(game.node_id) });
  });
};
