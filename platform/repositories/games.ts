// The game catalogue's rows: the merchant's vendors and games (a filtered page, the hot ones, one
// by node id), and the member's favourites and recently played games.
import type { Db } from '../db/database';

export interface GameRow {
  node_id: number;
  game_id: string;
  name: string;
  vendor: string;
  category: string;
}

/** The game list's filters: a category, a vendor, and a LIKE pattern on the name (escaped with \). */
export interface GameFilter {
  merchantCode: string;
  category?: string | undefined;
  vendor?: string | undefined;
  namePattern?: string | undefined;
}

export function vendors(db: Db, merchantCode: string): { category: string; code: string }[] {
  return db.prepare('SELECT category, code FROM vendors WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as { category: string; code: string }[];
}

export function game(db: Db, merchantCode: string, nodeId: number): GameRow | undefined {
  return db.prepare('SELECT node_id, game_id, name, vendor, category FROM games WHERE merchant_code = ? AND node_id = ?').get(merchantCode, nodeId) as GameRow | undefined;
}

/**
 * One page of the filtered list (by category, vendor, then the merchant's order) and how many games
 * match. Each combination of filters is its own statement text, so each stays compiled in the
 * database's statement cache: the game list is the hottest read.
 */
export function gamePage(db: Db, filter: GameFilter, limit: number, offset: number): { total: number; rows: GameRow[] } {
  const filters = ['merchant_code = @merchant'];
  if (filter.category) filters.push('category = @category');
  if (filter.vendor) filters.push('vendor = @vendor');
  if (filter.namePattern) filters.push("name LIKE @name ESCAPE '\\'");
  const key = filters.join(' AND ');
  const params = {
    merchant: filter.merchantCode,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    ...(filter.namePattern ? { name: filter.namePattern } : {}),
  };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM games WHERE ${key}`).get(params) as { n: number }).n;
  const rows = db.prepare(`SELECT node_id, game_id, name, vendor, category FROM games WHERE ${key} ORDER BY category, vendor, sort LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as GameRow[];
  return { total, rows };
}

export function hotGames(db: Db, merchantCode: string): GameRow[] {
  return db.prepare('SELECT node_id, game_id, name, vendor, category FROM games WHERE merchant_code = ? AND hot = 1 ORDER BY category, vendor, sort').all(merchantCode) as GameRow[];
}

/** The node ids of the member's favourites at the merchant. */
export function favouriteIds(db: Db, userId: number, merchantCode: string): number[] {
  return (db.prepare('SELECT node_id FROM favourites WHERE user_id = ? AND merchant_code = ?').all(userId, merchantCode) as { node_id: number }[]).map((r) => r.node_id);
}

/** One page of the member's favourites, latest first, and how many there are. */
export function favouritePage(db: Db, userId: number, merchantCode: string, limit: number, offset: number): { total: number; rows: GameRow[] } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM favourites WHERE user_id = ? AND merchant_code = ?').get(userId, merchantCode) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT g.node_id, g.game_id, g.name, g.vendor, g.category FROM favourites f JOIN games g ON g.merchant_code = f.merchant_code AND g.node_id = f.node_id
         WHERE f.user_id = ? AND f.merchant_code = ? ORDER BY f.created_at DESC, g.node_id LIMIT ? OFFSET ?`,
    )
    .all(userId, merchantCode, limit, offset) as GameRow[];
  return { total, rows };
}

export function addFavourite(db: Db, userId: number, merchantCode: string, nodeId: number, at: number): void {
  db.prepare('INSERT OR IGNORE INTO favourites (user_id, merchant_code, node_id, created_at) VALUES (?, ?, ?, ?)').run(userId, merchantCode, nodeId, at);
}

export function removeFavourite(db: Db, userId: number, merchantCode: string, nodeId: number): void {
  db.prepare('DELETE FROM favourites WHERE user_id = ? AND merchant_code = ? AND node_id = ?').run(userId, merchantCode, nodeId);
}

/** Marks a game played now (a game played again moves to the front). */
export function recordRecent(db: Db, userId: number, merchantCode: string, nodeId: number, at: number): void {
  db.prepare('INSERT INTO recent_games (user_id, merchant_code, node_id, played_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, merchant_code, node_id) DO UPDATE SET played_at = excluded.played_at').run(
    userId,
    merchantCode,
    nodeId,
    at,
  );
}

/** The member's latest played games, latest first. */
export function recentGames(db: Db, userId: number, merchantCode: string, limit: number): GameRow[] {
  return db
    .prepare(
      `SELECT g.node_id, g.game_id, g.name, g.vendor, g.category FROM recent_games r JOIN games g ON g.merchant_code = r.merchant_code AND g.node_id = r.node_id
         WHERE r.user_id = ? AND r.merchant_code = ? ORDER BY r.played_at DESC, r.rowid DESC LIMIT ?`,
    )
    .all(userId, merchantCode, limit) as GameRow[];
}
