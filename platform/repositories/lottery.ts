// The merchant's lotteries, in the merchant's order (the lottery menu and lists, and a lottery launch).
import type { Db } from '../db/database';

export interface LotteryRow {
  game_id: number;
  game_code: string;
  group_code: string;
  group_name: string;
  group_id: number;
  name: string;
  cycle_seconds: number;
  tag: string | null;
  /** The prize modes it is sold in, comma-separated. */
  prize_modes: string;
}

export function ofMerchant(db: Db, merchantCode: string): LotteryRow[] {
  return db.prepare('SELECT * FROM lotteries WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as LotteryRow[];
}

/** The lottery's code when the merchant has it. */
export function lotteryCode(db: Db, merchantCode: string, gameCode: string): string | undefined {
  const row = db.prepare('SELECT game_code FROM lotteries WHERE merchant_code = ? AND game_code = ?').get(merchantCode, gameCode) as { game_code: string } | undefined;
  return row?.game_code;
}
