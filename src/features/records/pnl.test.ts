import { describe, expect, it } from 'vitest';
import type { RecordsPnl, RecordsPnlRow } from '../../api/contract.generated';
import { betShare, netResult, pageOf, sumRows } from './pnl';

const row = (vendor: string, bet: number, win: number, count = 1): RecordsPnlRow => ({
  gameType: 'RNG',
  accountType: vendor,
  vendorName: vendor,
  betCount: count,
  betAmount: bet,
  validBetting: bet,
  winAmount: win,
  profitAndLoss: Math.round((win - bet) * 100) / 100,
});

const pnl = (over: Partial<RecordsPnl>): RecordsPnl => ({ betCount: 0, betAmount: 0, validBetting: 0, winAmount: 0, profitAndLoss: 0, deposit: 0, withdrawal: 0, rewards: 0, rebates: 0, ...over });

describe('profit and loss arithmetic', () => {
  it('nets the rounds with rewards and rebates in cents (no float drift), deposits and withdrawals aside', () => {
    expect(netResult(pnl({ profitAndLoss: -0.3, rewards: 0.1, rebates: 0.2, deposit: 500, withdrawal: 100 }))).toBe(0);
    expect(netResult(pnl({ profitAndLoss: 149.75, rewards: 88, rebates: 12.34 }))).toBe(250.09);
    expect(netResult(pnl({ profitAndLoss: -1000.01 }))).toBe(-1000.01);
  });

  it('sums detail rows exactly, so they can be compared with the range totals', () => {
    const rows = [row('PG', 0.1, 0.2, 2), row('EVO', 0.2, 0), row('SABA', 100.05, 300.1, 3)];
    expect(sumRows(rows)).toEqual({ betCount: 6, betAmount: 100.35, validBetting: 100.35, winAmount: 300.3, profitAndLoss: 199.95 });
    expect(sumRows([])).toEqual({ betCount: 0, betAmount: 0, validBetting: 0, winAmount: 0, profitAndLoss: 0 });
  });

  it('gives a row its share of the bets, 0 when nothing was bet', () => {
    expect(betShare(row('PG', 25, 0), 100)).toBe(25);
    expect(betShare(row('PG', 1, 0), 3)).toBe(33);
    expect(betShare(row('PG', 0, 0), 0)).toBe(0);
  });

  it('pages the detail rows by 10 to the last page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 1, 10)).toEqual(rows.slice(0, 10));
    expect(pageOf(rows, 3, 10)).toEqual([20, 21, 22]);
    expect(pageOf(rows, 4, 10)).toEqual([]);
  });
});
