// The lottery list's pure rules (spec sections 3 and 4): previous-number digits, the countdown's
// deadline, the menu refresh timer, and favourites moved to the top. No React, no I/O: each is
// unit tested on its own (lottery-model.test.ts).
import type { LotteryGame } from '../../api/contract.generated';
import { LOTTERY_REFRESH_CAP_MS, LOTTERY_REFRESH_FALLBACK_MS } from '../../config/constants';

/**
 * previousWinningNumber: parts split by '~'; the first part may be comma separated and only its
 * first value is shown, digit by digit ("38106,27491~26~BIG" → 3 8 1 0 6).
 */
export function previousDigits(previousWinningNumber: string | null | undefined): string[] {
  const first = (previousWinningNumber ?? '').split('~')[0]?.split(',')[0]?.trim() ?? '';
  return Array.from(first).filter((c) => c.trim() !== '');
}

/**
 * When the platform's remainTime was true, on this device's clock: the middle of the request's
 * round trip. This is how this app reads the spec's "remaining time minus half the lottery-time
 * span": the span is the lottery list request's round trip, and half of it is the estimated time
 * the reply spent coming back (docs/lottery.md).
 */
export function snapshotOrigin(requestStartedAt: number, replyReceivedAt: number): number {
  return requestStartedAt + Math.max(0, replyReceivedAt - requestStartedAt) / 2;
}

/**
 * The device time at which a game's countdown reaches zero: the remaining time, less the lock time
 * (seconds × 1000, spec section 4 "Lottery menu refresh"), counted from the snapshot's origin.
 * Betting closes at the lock, so that is what the row counts down to.
 */
export function countdownDeadline(game: Pick<LotteryGame, 'remainTime' | 'lockTime'>, origin: number): number {
  return origin + game.remainTime - game.lockTime * 1000;
}

/** A game's remaining time (to the draw) at `now`, for the refresh timer. */
export function remainingAt(game: Pick<LotteryGame, 'remainTime'>, origin: number, now: number): number {
  return game.remainTime - (now - origin);
}

/**
 * The lottery menu refresh timer (spec sections 4 and 9): the minimum remaining time among the
 * games, capped at 30 000 ms; 7000 ms when that minimum is zero or less. No games: the cap.
 */
export function refreshDelay(remainingTimes: readonly number[]): number {
  if (remainingTimes.length === 0) return LOTTERY_REFRESH_CAP_MS;
  const min = Math.min(...remainingTimes);
  if (!(min > 0)) return LOTTERY_REFRESH_FALLBACK_MS;
  return Math.min(min, LOTTERY_REFRESH_CAP_MS);
}

/** Adds a favourite at the front (newest first) or removes it. */
export function toggleFavourite(favourites: readonly string[], gameId: string): string[] {
  return favourites.includes(gameId) ? favourites.filter((id) => id !== gameId) : [gameId, ...favourites];
}

/** Favourites first, in the order the player keeps them (newest first), then the rest in the platform's order. */
export function favouritesFirst<T extends { gameId: number }>(games: readonly T[], favourites: readonly string[]): T[] {
  if (favourites.length === 0) return [...games];
  const rank = new Map(favourites.map((id, i) => [id, i]));
  const favs = games.filter((g) => rank.has(String(g.gameId))).sort((a, b) => (rank.get(String(a.gameId)) ?? 0) - (rank.get(String(b.gameId)) ?? 0));
  return [...favs, ...games.filter((g) => !rank.has(String(g.gameId)))];
}
