// Profit-and-loss arithmetic of the screen: the range's result (the rounds' profit and loss plus
// what the member received in rewards and rebates) and the detail rows' agreement with the totals.
import type { RecordsPnl, RecordsPnlRow } from '../../api/contract.generated';

const cents = (n: number): number => Math.round(n * 100);

/** The rounds' result plus rewards and rebates: what play and promotions left the member with. */
export function netResult(pnl: RecordsPnl): number {
  return (cents(pnl.profitAndLoss) + cents(pnl.rewards) + cents(pnl.rebates)) / 100;
}

export interface PnlTotals {
  betCount: number;
  betAmount: number;
  validBetting: number;
  winAmount: number;
  profitAndLoss: number;
}

/** The detail rows summed in cents (no float drift), to compare with the range's totals. */
export function sumRows(rows: readonly RecordsPnlRow[]): PnlTotals {
  const sum = (pick: (r: RecordsPnlRow) => number) => rows.reduce((a, r) => a + cents(pick(r)), 0) / 100;
  return {
    betCount: rows.reduce((a, r) => a + r.betCount, 0),
    betAmount: sum((r) => r.betAmount),
    validBetting: sum((r) => r.validBetting),
    winAmount: sum((r) => r.winAmount),
    profitAndLoss: sum((r) => r.profitAndLoss),
  };
}

/** A row's share of the range's bets, 0-100 (0 when nothing was bet). */
export function betShare(row: RecordsPnlRow, totalBet: number): number {
  return totalBet > 0 ? Math.round((row.betAmount / totalBet) * 100) : 0;
}

/** One page (1-based, `size` rows) of the detail rows, which the platform sends whole. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}
