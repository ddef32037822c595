import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  DevLedgerAudit,
  DevPlay,
  RecordsBet,
  RecordsBetPage,
  RecordsBetVendorList,
  RecordsPnl,
  RecordsPnlDetail,
  RecordsTransaction,
  RecordsTransactionPage,
  RecordsTxTypeList,
  Wallet,
} from '../src/api/contract.generated';
import { resetDatabase } from './db/seed';
import { REC_HIST_DAYS } from './db/seed-records';
import { TX, TX_TYPES } from './ledger';
import { AGENT_HIDDEN_TX, PLAYER_HIDDEN_TX } from './records';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

const DAY = 86_400_000;
const TODAY = Math.floor(START_TIME / DAY) * DAY;

const TYPES = '/wps/relay/GLS2_TxCodeList';
const TRANS = '/wps/relay/ODSFE2_MemTransDet';
const BETS = '/wps/relay/ODSFE2_MemBetDet';
const VENDORS = '/wps/relay/ODSFE2_MemBetVendors';
const PNL = '/wps/relay/ODSFE2_MemPNL';
const PNL_DET = '/wps/relay/ODSFE2_MemPNLDet';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());
beforeEach(async () => {
  p.clock.now = START_TIME;
  await resetDatabase(p.app.platform.db, p.app.platform.merchants, p.clock.now);
});

type Query = Record<string, string | number | boolean>;

async function get<T>(path: string, token: string, query: Query = {}, merchant = 'demo'): Promise<T> {
  const res = await p.call<T>('GET', path, { token, merchant, query });
  if (!res.body.success) throw new Error(`${path}: ${res.body.errorCode} ${res.body.message}`);
  return res.body.value;
}

const days = (from: number, to: number): Query => ({ startDate: TODAY - from * DAY, endDate: TODAY - to * DAY + DAY - 1 });

async function allPages<R, P extends { content: R[]; totalPages: number }>(path: string, token: string, query: Query, merchant = 'demo'): Promise<{ first: P; rows: R[] }> {
  const first = await get<P>(path, token, query, merchant);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => get<P>(path, token, { ...query, page: i + 2 }, merchant)));
  return { first, rows: [first, ...rest].flatMap((page) => page.content) };
}

const sum = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b * 100, 0)) / 100;
const seeded = (from: number, to: number): number => REC_HIST_DAYS.filter(([d]) => d <= from && d >= to).reduce((a, [, n]) => a + n, 0);

async function audit(): Promise<DevLedgerAudit> {
  return (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
}

describe('transaction types', () => {
  it('come from the ledger list, minus the player view hidden types, and the agent view hides more', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const player = await get<RecordsTxTypeList>(TYPES, token, { txType: 'ALL' });
    const agent = await get<RecordsTxTypeList>(TYPES, token, { txType: 'ALL', types: 'A' });
    expect(player.types.map((t) => t.id)).toEqual(TX_TYPES.map((t) => t.id).filter((id) => !PLAYER_HIDDEN_TX.includes(id)));
    expect(agent.types.map((t) => t.id)).toEqual(TX_TYPES.map((t) => t.id).filter((id) => !AGENT_HIDDEN_TX.includes(id)));
    expect(player.types.find((t) => t.id === TX.BET)).toEqual({ id: TX.BET, name: 'BET', direction: 'out' });
    expect(agent.types.some((t) => t.id === TX.BET || t.id === TX.PAYOUT || t.id === TX.OPENING_BALANCE)).toBe(false);
  });
});

describe('betting records', () => {
  it('bounds the range by whole days, both ends inclusive', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    expect((await get<RecordsBetPage>(BETS, token, days(0, 0))).totalElements).toBe(seeded(0, 0));
    expect((await get<RecordsBetPage>(BETS, token, days(1, 1))).totalElements).toBe(seeded(1, 1));
    expect((await get<RecordsBetPage>(BETS, token, days(6, 0))).totalElements).toBe(seeded(6, 0));
    expect((await get<RecordsBetPage>(BETS, token, days(60, 0))).totalElements).toBe(25);
    // A round placed on the last millisecond of a day is in that day and not the next one.
    await p.call<DevPlay>('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_hist', vendor: 'PG', bet: 1, win: 0, at: TODAY - DAY - 1 } });
    await p.call<DevPlay>('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_hist', vendor: 'PG', bet: 1, win: 0, at: TODAY - 2 * DAY } });
    expect((await get<RecordsBetPage>(BETS, token, days(2, 2))).totalElements).toBe(seeded(2, 2) + 2);
    expect((await get<RecordsBetPage>(BETS, token, days(1, 1))).totalElements).toBe(seeded(1, 1));
    expect((await get<RecordsBetPage>(BETS, token, { startDate: TODAY - DAY - 1, endDate: TODAY - DAY - 1 })).totalElements).toBe(1);
    const refused = await p.call('GET', BETS, { token, merchant: 'demo', query: { startDate: TODAY, endDate: TODAY - 1 } });
    expect(refused.body.errorCode).toBe('request.invalid');
  });

  it('pages by 10 to the last page, newest first, and the footer is the sum of every row of the range', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const { first, rows } = await allPages<RecordsBet, RecordsBetPage>(BETS, token, days(60, 0));
    expect(first.content).toHaveLength(10);
    expect(first.totalPages).toBe(3);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.betId)).size).toBe(25);
    const last = await get<RecordsBetPage>(BETS, token, { ...days(60, 0), page: 3 });
    expect(last.content).toHaveLength(5);
    expect(last.footer).toEqual(first.footer);
    const times = rows.map((r) => r.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.footer).toEqual({
      betAmount: sum(rows.map((r) => r.betAmount)),
      validBetting: sum(rows.map((r) => r.validBetting)),
      winAmount: sum(rows.map((r) => r.winAmount)),
      profitAndLoss: sum(rows.map((r) => r.profitAndLoss)),
    });
    for (const r of rows) expect(r.profitAndLoss).toBeCloseTo(r.winAmount - r.betAmount, 2);
    expect(rows.some((r) => r.winAmount === 0)).toBe(true);
    expect(rows.some((r) => r.validBetting < r.betAmount)).toBe(true);
    expect(new Set(rows.map((r) => r.accountType)).size).toBeGreaterThanOrEqual(4);
  });

  it('filters by vendor from the merchant list, and merchants differ', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const vendors = await get<RecordsBetVendorList>(VENDORS, token);
    expect(vendors.vendors.map((v) => v.accountType)).toContain('MEGA');
    const mono = await p.login('rec_hist', 'Demo@1234', 'mono');
    const monoVendors = await get<RecordsBetVendorList>(VENDORS, mono.token, {}, 'mono');
    expect(monoVendors.vendors.map((v) => v.accountType)).not.toContain('MEGA');
    expect(monoVendors.vendors[0]?.gameType).toBe('RNG');
    const { rows } = await allPages<RecordsBet, RecordsBetPage>(BETS, token, { ...days(60, 0), accountType: 'EVO' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.accountType === 'EVO' && r.vendorName === 'Evolution' && r.gameType === 'LIVE')).toBe(true);
    const monoPage = await get<RecordsBetPage>(BETS, mono.token, days(60, 0), 'mono');
    expect(monoPage.totalElements).toBe(25);
    expect(monoPage.footer).not.toEqual((await get<RecordsBetPage>(BETS, token, days(60, 0))).footer);
  });

  it('is empty for rec_empty, with a zero footer and one page', async () => {
    const { token } = await p.login('rec_empty', 'Demo@1234');
    const page = await get<RecordsBetPage>(BETS, token, days(60, 0));
    expect(page).toEqual({ content: [], pageNum: 1, totalPages: 1, totalElements: 0, footer: { betAmount: 0, validBetting: 0, winAmount: 0, profitAndLoss: 0 } });
    expect((await get<RecordsTransactionPage>(TRANS, token, days(60, 0))).totalElements).toBe(0);
  });
});

describe('account records', () => {
  it('hides the opening balance from players and game rounds from the agent view; the footer covers every page', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const { first, rows } = await allPages<RecordsTransaction, RecordsTransactionPage>(TRANS, token, days(60, 0));
    expect(first.content).toHaveLength(10);
    expect(rows).toHaveLength(first.totalElements);
    expect(rows.some((r) => r.txTypeId === TX.OPENING_BALANCE)).toBe(false);
    expect(rows.filter((r) => r.txTypeId === TX.BET)).toHaveLength(25);
    expect(first.footer).toEqual({ totalIn: sum(rows.filter((r) => r.amount > 0).map((r) => r.amount)), totalOut: sum(rows.filter((r) => r.amount < 0).map((r) => -r.amount)) });
    const agent = await allPages<RecordsTransaction, RecordsTransactionPage>(TRANS, token, { ...days(60, 0), types: 'A' });
    expect(agent.rows.map((r) => r.txTypeId).sort()).toEqual([TX.REWARD, TX.REBATE].sort());
    expect(agent.first.footer.totalOut).toBe(0);
    // A hidden type asked for by name still shows nothing.
    expect((await get<RecordsTransactionPage>(TRANS, token, { ...days(60, 0), txTypeId: TX.OPENING_BALANCE })).totalElements).toBe(0);
    expect((await get<RecordsTransactionPage>(TRANS, token, { ...days(60, 0), txTypeId: TX.BET, types: 'A' })).totalElements).toBe(0);
  });

  it('filters by type and day, and each balance-after follows from the one before it', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const bets = await allPages<RecordsTransaction, RecordsTransactionPage>(TRANS, token, { ...days(1, 1), txTypeId: TX.BET });
    expect(bets.rows).toHaveLength(seeded(1, 1));
    expect(bets.rows.every((r) => r.txTypeId === TX.BET && r.amount < 0 && r.time >= TODAY - DAY && r.time < TODAY)).toBe(true);
    const { rows } = await allPages<RecordsTransaction, RecordsTransactionPage>(TRANS, token, days(60, 0));
    const oldestFirst = [...rows].reverse();
    oldestFirst.slice(1).forEach((r, i) => expect(r.balanceAfter).toBeCloseTo((oldestFirst[i]?.balanceAfter ?? 0) + r.amount, 2));
  });
});

describe('profit and loss', () => {
  it('sums the bets and the ledger groups of the range, and the detail per vendor adds up to it', async () => {
    const { token } = await p.login('rec_hist', 'Demo@1234');
    const range = days(6, 0);
    const pnl = await get<RecordsPnl>(PNL, token, range);
    const { rows } = await allPages<RecordsBet, RecordsBetPage>(BETS, token, range);
    expect(pnl.betCount).toBe(seeded(6, 0));
    expect(pnl.betAmount).toBe(sum(rows.map((r) => r.betAmount)));
    expect(pnl.winAmount).toBe(sum(rows.map((r) => r.winAmount)));
    expect(pnl.profitAndLoss).toBeCloseTo(pnl.winAmount - pnl.betAmount, 2);
    expect(pnl.rewards).toBe(88);
    expect(pnl.rebates).toBe(12.34);
    expect(pnl.deposit).toBe(0);
    expect(pnl.withdrawal).toBe(0);
    const detail = await get<RecordsPnlDetail>(PNL_DET, token, range);
    expect(sum(detail.content.map((d) => d.betAmount))).toBe(pnl.betAmount);
    expect(sum(detail.content.map((d) => d.profitAndLoss))).toBe(pnl.profitAndLoss);
    expect(detail.content.reduce((a, d) => a + d.betCount, 0)).toBe(pnl.betCount);
    expect(detail.content.find((d) => d.accountType === 'SABA')?.gameType).toBe('SPORTS');
    // Today only: the reward and rebate were yesterday.
    expect((await get<RecordsPnl>(PNL, token, days(0, 0))).rewards).toBe(0);
    const empty = await p.login('rec_empty', 'Demo@1234');
    expect(await get<RecordsPnl>(PNL, empty.token, range)).toEqual({ betCount: 0, betAmount: 0, validBetting: 0, winAmount: 0, profitAndLoss: 0, deposit: 0, withdrawal: 0, rewards: 0, rebates: 0 });
    expect((await get<RecordsPnlDetail>(PNL_DET, empty.token, range)).content).toEqual([]);
  });
});

describe('simulated play', () => {
  it('books a bet and its payout on the ledger in one go: balance, records and the audit agree', async () => {
    expect((await audit()).mismatches).toEqual([]);
    const { token } = await p.login('rec_play', 'Demo@1234');
    const played = await p.call<DevPlay>('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', vendor: 'EVO', bet: 100.5, win: 250.25 } });
    expect(played.body.success).toBe(true);
    expect(played.body.value.balance).toBe(1_149.75);
    expect((await get<Wallet>('/wps/v2/wallets/balance', token)).sumBalance).toBe(1_149.75);
    const bets = await get<RecordsBetPage>(BETS, token, days(0, 0));
    expect(bets.content).toHaveLength(1);
    expect(bets.content[0]).toMatchObject({ betId: played.body.value.betId, accountType: 'EVO', betAmount: 100.5, validBetting: 100.5, winAmount: 250.25, profitAndLoss: 149.75, betTime: START_TIME });
    const trans = await get<RecordsTransactionPage>(TRANS, token, days(0, 0));
    expect(trans.content.map((r) => [r.txTypeId, r.amount, r.balanceAfter, r.refId])).toEqual([
      [TX.PAYOUT, 250.25, 1_149.75, played.body.value.betId],
      [TX.BET, -100.5, 899.5, played.body.value.betId],
    ]);
    // A losing round books no payout.
    await p.call<DevPlay>('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', vendor: 'PG', bet: 49.75, win: 0 } });
    expect((await get<RecordsTransactionPage>(TRANS, token, { ...days(0, 0), txTypeId: TX.PAYOUT })).totalElements).toBe(1);
    expect(await audit()).toMatchObject({ negative: 0, mismatches: [] });
  });

  it('refuses a bet above the balance and moves nothing; unknown accounts, games and odd cents are refused', async () => {
    const before = await audit();
    const over = await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', bet: 1_000.01, win: 5_000 } });
    expect(over.body.errorCode).toBe('balance.insufficient');
    expect(over.body.value).toMatchObject({ balance: 1_000, required: 1_000.01 });
    const { token } = await p.login('rec_play', 'Demo@1234');
    expect((await get<RecordsBetPage>(BETS, token, days(0, 0))).totalElements).toBe(0);
    expect((await get<RecordsTransactionPage>(TRANS, token, days(0, 0))).totalElements).toBe(0);
    expect((await get<Wallet>('/wps/v2/wallets/balance', token)).sumBalance).toBe(1_000);
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_empty', bet: 0.01, win: 0 } })).body.errorCode).toBe('balance.insufficient');
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'nobody', bet: 1, win: 0 } })).body.errorCode).toBe('not.found');
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', nodeId: 1, bet: 1, win: 0 } })).body.errorCode).toBe('not.found');
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'nope', username: 'rec_play', bet: 1, win: 0 } })).body.errorCode).toBe('merchant.not.found');
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', bet: 1.001, win: 0 } })).body.errorCode).toBe('request.invalid');
    expect((await p.call('POST', '/__dev/play', { merchant: null, body: { merchant: 'demo', username: 'rec_play', bet: 0, win: 0 } })).body.errorCode).toBe('request.invalid');
    expect(await audit()).toEqual(before);
  });

  it('plays a chosen game (nodeId) on mono, and the game launch still works after play', async () => {
    const { token } = await p.login('rec_play', 'Demo@1234', 'mono');
    const game = p.app.platform.db.prepare("SELECT node_id, name FROM games WHERE merchant_code = 'mono' AND vendor = 'JILI' ORDER BY sort LIMIT 1").get() as { node_id: number; name: string };
    const launch = await p.call<{ gameUrl: string }>('GET', '/wps/game/launchGame', { token, merchant: 'mono', query: { nodeId: game.node_id, launchMode: 'GLS' } });
    expect(launch.body.success).toBe(true);
    await p.call<DevPlay>('POST', '/__dev/play', { merchant: null, body: { merchant: 'mono', username: 'rec_play', nodeId: game.node_id, bet: 10, win: 0, validBet: 5 } });
    const bets = await get<RecordsBetPage>(BETS, token, days(0, 0), 'mono');
    expect(bets.content[0]).toMatchObject({ gameName: game.name, accountType: 'JILI', gameType: 'RNG', validBetting: 5, profitAndLoss: -10 });
    expect((await p.call('GET', '/wps/game/launchGame', { token, merchant: 'mono', query: { nodeId: game.node_id, launchMode: 'GLS' } })).body.success).toBe(true);
  });
});
