// Contracts and dividends. An agent's contracts of each kind (daily
// salary, dividend, hourly salary): the pending offer, the one in force and the processed history
// (accepting or declining lives in agent.ts's four process relays). A dividend contract in force gives,
// per computation period (a week, Monday to Sunday UTC), the team's profit (its members' stakes
// less their wins), the rate of the highest tier of the contract's terms it reaches, and the
// dividend due; a settled period's dividend is payable once into the wallet through the ledger.
// A merchant with DIVIDEND off has no dividend contract and no dividend endpoint.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  Contract,
  ContractDetail,
  ContractDetailQuery,
  DividendInfo,
  DividendList,
  DividendListQuery,
  DividendPayoutRequest,
  DividendPayoutResult,
  DividendRecord,
} from '../../src/api/contract.generated';
import type { Db } from '../db/database';
import { authedRoute, type AreaOptions } from '../http';
import { contractOf, dividendsOn, type ContractRow } from '../contracts';
import { balanceCents, ledgerKey, postMovement, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { teamMemberIds } from '../team';
import * as contracts from '../repositories/contracts';
import type { DividendRow } from '../repositories/contracts';

const DAY = 86_400_000;
/** The dividend's computation period: one week. */
export const DIVIDEND_PERIOD_MS = 7 * DAY;
/** 1970-01-05 was a Monday: periods start on Mondays 00:00 UTC. */
const PERIOD_ORIGIN = 4 * DAY;

function requireDividends(merchant: Merchant): void {
  if (!dividendsOn(merchant)) throw new ApiError('function.not.available', 'Dividends are off for this merchant.');
}

/** The computation period holding `at`: [start, end] in ms, end inclusive. */
export function dividendPeriod(at: number): { start: number; end: number } {
  const start = Math.floor((at - PERIOD_ORIGIN) / DIVIDEND_PERIOD_MS) * DIVIDEND_PERIOD_MS + PERIOD_ORIGIN;
  return { start, end: start + DIVIDEND_PERIOD_MS - 1 };
}

/** The percent the terms give for a period's team profit (money units): the highest tier reached; 0 without profit. */
export function dividendRate(terms: Contract['terms'], teamProfit: number): number {
  if (teamProfit <= 0) return 0;
  let rate = 0;
  let reached = -1;
  for (const term of terms) {
    const threshold = term.threshold ?? 0;
    if (teamProfit >= threshold && threshold >= reached) {
      reached = threshold;
      rate = term.rate;
    }
  }
  return rate;
}

/** The dividend in cents for a team profit in cents at a percent rate (none without profit). */
export function dividendCents(teamProfitCents: number, rate: number): number {
  return teamProfitCents <= 0 ? 0 : Math.round((teamProfitCents * rate) / 100);
}

/** The team's profit over [start, end]: settled stakes less wins of every member below the agent. */
export function teamProfitCents(db: Db, agentId: number, start: number, end: number): number {
  const ids = teamMemberIds(db, agentId);
  if (ids.length === 0) return 0;
  return contracts.profitCents(db, ids, start, end);
}

function recordOf(row: DividendRow): DividendRecord {
  return {
    dividendId: row.id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    teamProfit: row.team_profit_cents / 100,
    rate: row.rate,
    amount: row.amount_cents / 100,
    state: row.state,
    paidAt: row.paid_at,
  };
}

/**
 * Settles every period of the dividend contract in force that ended since it was accepted and has
 * no row yet (the platform computes dividends when they are read; a settled row never changes but
 * by its payout). Returns the contract in force.
 */
export function settleDividends(db: Db, userId: number, merchantCode: string, now: number): ContractRow | undefined {
  const contract = contracts.newest(db, userId, 'DIVIDEND', 'ACCEPTED');
  if (!contract) return undefined;
  const terms = JSON.parse(contract.terms_json) as Contract['terms'];
  const current = dividendPeriod(now).start;
  db.transaction(() => {
    for (let start = dividendPeriod(contract.processed_at ?? contract.created_at).start; start < current; start += DIVIDEND_PERIOD_MS) {
      const end = start + DIVIDEND_PERIOD_MS - 1;
      const profit = teamProfitCents(db, userId, start, end);
      const rate = dividendRate(terms, profit / 100);
      const amount = dividendCents(profit, rate);
      contracts.insertDividend(db, {
        userId,
        merchantCode,
        contractId: contract.id,
        periodStart: start,
        periodEnd: end,
        teamProfitCents: profit,
        rate,
        amountCents: amount,
        state: amount > 0 ? 'PENDING' : 'NONE',
      });
    }
  })();
  return contract;
}

export const contractsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<ContractDetailQuery, null, ContractDetail>(app, ctx, { id: 'contractDetail', refuse: ['contract-exempt'] }, ({ merchant, session, query }) => {
    const type = query.contractType;
    if (type === 'DIVIDEND') requireDividends(merchant);
    const userId = session.user.id;
    const pending = contracts.newest(ctx.db, userId, type, 'PENDING');
    const inForce = contracts.newest(ctx.db, userId, type, 'ACCEPTED');
    const history = contracts.history(ctx.db, userId, type);
    return { contractType: type, pending: pending ? contractOf(pending) : null, inForce: inForce ? contractOf(inForce) : null, history: history.map(contractOf) };
  });

  authedRoute<unknown, null, DividendInfo>(app, ctx, { id: 'dividendInfo', refuse: ['contract-exempt'] }, ({ merchant, session }) => {
    requireDividends(merchant);
    const now = ctx.now();
    const userId = session.user.id;
    const contract = settleDividends(ctx.db, userId, merchant.code, now);
    const period = dividendPeriod(now);
    const payable = contracts.payableCents(ctx.db, userId);
    if (!contract) return { contract: null, periodStart: period.start, periodEnd: period.end, teamProfit: 0, rate: 0, amount: 0, payable: payable / 100 };
    const profit = teamProfitCents(ctx.db, userId, period.start, now);
    const rate = dividendRate(JSON.parse(contract.terms_json) as Contract['terms'], profit / 100);
    return {
      contract: contractOf(contract),
      periodStart: period.start,
      periodEnd: period.end,
      teamProfit: profit / 100,
      rate,
      amount: dividendCents(profit, rate) / 100,
      payable: payable / 100,
    };
  });

  authedRoute<DividendListQuery, null, DividendList>(app, ctx, { id: 'dividendList', refuse: ['contract-exempt'] }, ({ merchant, session, query }) => {
    requireDividends(merchant);
    const userId = session.user.id;
    settleDividends(ctx.db, userId, merchant.code, ctx.now());
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const { rows, totals } = contracts.dividendPage(ctx.db, { userId, merchantCode: merchant.code, from: query.startDate, to: query.endDate }, page, size);
    return { records: rows.map(recordOf), total: totals.total, page, size, footer: { amount: totals.amount / 100, paid: totals.paid / 100 } };
  });

  authedRoute<unknown, DividendPayoutRequest, DividendPayoutResult>(app, ctx, { id: 'dividendPayout', refuse: ['contract-exempt'] }, ({ merchant, session, body }) => {
    requireDividends(merchant);
    const userId = session.user.id;
    const find = () => contracts.ownDividend(ctx.db, body.dividendId, userId, merchant.code);
    const row = find();
    if (!row) throw new ApiError('not.found', `No dividend ${body.dividendId}.`);
    if (row.state === 'PAID') throw new ApiError('dividend.paid', `Dividend ${row.id} was paid already.`);
    if (row.state === 'NONE' || row.amount_cents <= 0) throw new ApiError('dividend.not.payable', `Dividend ${row.id} has nothing due.`);
    const at = ctx.now();
    ctx.db.transaction(() => {
      // The state guard and the idempotency key both make a second payout move nothing.
      if (!contracts.markPaid(ctx.db, row.id, at)) throw new ApiError('dividend.paid', `Dividend ${row.id} was paid already.`);
      postMovement(ctx.db, {
        userId,
        merchantCode: merchant.code,
        txType: TX.DIVIDEND_PAYOUT,
        amountCents: row.amount_cents,
        refKind: 'dividend',
        refId: String(row.id),
        key: ledgerKey('dividend', row.id),
        remark: 'dividend payout',
        at,
      });
    })();
    const paid = find();
    if (!paid) throw new ApiError('not.found');
    return { dividend: recordOf(paid), balance: balanceCents(ctx.db, userId) / 100 };
  });
};
