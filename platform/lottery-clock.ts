// Live draw state of a lottery from the clock: issues count from 00:00 Vietnam time (UTC+7).
import { createHash } from 'node:crypto';
import type { LotteryGame } from '../src/api/contract.generated';

const DAY_MS = 86_400_000;
const UTC_OFFSET_MS = 7 * 3_600_000;
/** Betting closes this many seconds before each draw. */
export const LOCK_SECONDS = 10;

/** The clock-driven part of a lottery game in the contract. */
export type DrawState = Pick<LotteryGame, 'numero' | 'winningTime' | 'remainTime' | 'lockTime' | 'isSale' | 'previousWinningNumber'>;

function issueName(dayStart: number, index: number): string {
  const date = new Date(dayStart + UTC_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `${date}-${String(index).padStart(4, '0')}`;
}

/** Deterministic result of an issue, so every client (and a restart) sees the same numbers. */
export function winningNumber(gameCode: string, issue: string): string {
  const digest = createHash('sha256').update(`${gameCode}:${issue}`).digest();
  const digits = Array.from(digest.subarray(0, 10), (b) => String(b % 10));
  const main = digits.slice(0, 5).join('');
  const extra = digits.slice(5, 10).join('');
  const sum = digits.slice(0, 5).reduce((acc, d) => acc + Number(d), 0);
  return `${main},${extra}~${sum}~${sum >= 23 ? 'BIG' : 'SMALL'}`;
}

export function drawState(gameCode: string, cycleSeconds: number, now: number): DrawState {
  const cycle = cycleSeconds * 1000;
  const dayStart = Math.floor((now + UTC_OFFSET_MS) / DAY_MS) * DAY_MS - UTC_OFFSET_MS;
  const elapsed = now - dayStart;
  const index = Math.floor(elapsed / cycle) + 1;
  const winningTime = Math.min(dayStart + index * cycle, dayStart + DAY_MS);
  const remainTime = winningTime - now;
  const previous = index > 1 ? issueName(dayStart, index - 1) : issueName(dayStart - DAY_MS, Math.ceil(DAY_MS / cycle));
  return {
    numero: issueName(dayStart, index),
    winningTime,
    remainTime,
    lockTime: LOCK_SECONDS,
    isSale: remainTime > LOCK_SECONDS * 1000,
    previousWinningNumber: winningNumber(gameCode, previous),
  };
}
