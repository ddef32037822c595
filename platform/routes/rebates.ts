// Rebates and opening a downline (upstream facts §1 "Agent menu" GAMSER / AGEREBINC3 /
// REGCEN and §5 "Downline registration"). An agent's own rate per product is its quota: nothing it
// gives (its defaults for new downlines, a direct downline's rate) may exceed it, rates move in steps
// of 0.1, and a downline that is an agent itself may not drop below the highest rate it already gave
// its own downlines. Team rebate income: on each team member's valid bets the agent earns its rate
// minus the rate of the next account down the chain (the direct downline the member sits under, or
// the member itself when it is a direct downline); each income row is paid as one ledger row.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  DownlineCreated,
  DownlineCreateRequest,
  DownlineUsernameCheck,
  DownlineUsernameQuery,
  RebateDefaultsRequest,
  RebateDownline,
  RebateDownlineList,
  RebateDownlineUpdateRequest,
  RebateIncomePage,
  RebateIncomeQuery,
  RebateIncomeRow,
  RebateRates,
  RebateSettings,
} from '../../src/api/contract.generated';
import type { UserRow } from '../context';
import type { Db } from '../db/database';
import { authedRoute, type AreaOptions } from '../http';
import { ledgerKey, postMovement, TX } from '../ledger';
import { hashPassword } from '../passwords';
import { checkField, registerSettings } from '../register-rules';
import * as members from '../repositories/member';
import * as rebates from '../repositories/rebates';
import { AGENT_PRODUCT_TYPES, directDownlineIds, isInTeam, merchantRebateLimits, rebateQuota, rebateRates, setRebateRates, type AgentProductType } from '../team';

/** Rates move in steps of this many percent. */
export const REBATE_RATE_STEP = 0.1;

type Rates = Record<AgentProductType, number>;

const zeroRates = (): Rates => Object.fromEntries(AGENT_PRODUCT_TYPES.map((p) => [p, 0])) as Rates;

/** Rounds to the step's precision (0.1), so sums like 0.7 + 0.1 compare as people read them. */
export const roundRate = (rate: number): number => Math.round(rate * 10) / 10;

/** The agent's stored defaults for new downlines, clamped to its current quota (0 where none is stored). */
export function rebateDefaults(db: Db, agentId: number): Rates {
  const quota = rebateQuota(db, agentId);
  const rows = rebates.defaultRates(db, agentId);
  const defaults = zeroRates();
  for (const row of rows) {
    if ((AGENT_PRODUCT_TYPES as readonly string[]).includes(row.product_type)) {
      const product = row.product_type as AgentProductType;
      defaults[product] = Math.min(row.rate, quota[product]);
    }
  }
  return defaults;
}

export function setRebateDefaults(db: Db, agentId: number, rates: Rates): void {
  db.transaction(() => {
    for (const product of AGENT_PRODUCT_TYPES) rebates.setDefaultRate(db, agentId, product, rates[product]);
  })();
}

/** The least each rate of `userId` may be: the highest rate it gave any of its direct downlines (0 without any). */
export function rebateFloor(db: Db, userId: number): Rates {
  const floor = zeroRates();
  for (const id of directDownlineIds(db, userId)) {
    const rates = rebateRates(db, id);
    for (const product of AGENT_PRODUCT_TYPES) floor[product] = Math.max(floor[product], rates[product]);
  }
  return floor;
}

/**
 * Checks every product's rate: a number, 0 ≤ rate, on the 0.1 step, at most `max`, at least `min`
 * (when given). Throws the catalogued error naming the product and the bound.
 */
export function checkRates(rates: Partial<Record<AgentProductType, number>>, max: Rates, min?: Rates): Rates {
  const checked = zeroRates();
  for (const product of AGENT_PRODUCT_TYPES) {
    const rate = rates[product];
    const field = `rates.${product}`;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || Math.abs(rate * 10 - Math.round(rate * 10)) > 1e-6) {
      throw new ApiError('rebate.rate.invalid', `${product}: a rate is a percentage ≥ 0 in steps of ${REBATE_RATE_STEP}.`, { productType: product, step: REBATE_RATE_STEP, field });
    }
    const value = roundRate(rate);
    if (value > roundRate(max[product])) {
      throw new ApiError('rebate.rate.above.quota', `${product}: at most ${roundRate(max[product])}%.`, { productType: product, max: roundRate(max[product]), field });
    }
    if (min && value < roundRate(min[product])) {
      throw new ApiError('rebate.rate.below.downline', `${product}: at least ${roundRate(min[product])}% (given to its own downlines).`, {
        productType: product,
        min: roundRate(min[product]),
        field,
      });
    }
    checked[product] = value;
  }
  return checked;
}

/**
 * The rate difference `agentId` earns on a bet of `memberId` (in its team) for `product`: its own
 * rate minus the rate of the direct downline the member sits under (the member itself when direct).
 * Null when the member is not in the agent's team.
 */
export function rebateDifference(db: Db, agentId: number, memberId: number, product: AgentProductType): { viaId: number; diff: number } | null {
  let child = memberId;
  for (let depth = 0; depth < 50; depth += 1) {
    const row = members.uplineOf(db, child);
    if (!row || row.upline_id === null) return null;
    if (row.upline_id === agentId) {
      const diff = roundRate(Math.max(0, rebateRates(db, agentId)[product] - rebateRates(db, child)[product]));
      return { viaId: child, diff };
    }
    child = row.upline_id;
  }
  return null;
}

/**
 * Books one income row for `agentId` and pays it into the ledger (TX 6007) at `at`. The income is
 * the valid bets times the rate difference (percent), in whole cents; nothing is paid on zero.
 */
export function payRebateIncome(
  db: Db,
  row: { agentId: number; merchantCode: string; product: AgentProductType; viaId: number; teamValidBetCents: number; rateDiff: number; at: number },
): number {
  const incomeCents = Math.floor((row.teamValidBetCents * row.rateDiff) / 100);
  return db.transaction(() => {
    const id = rebates.insertIncome(db, {
      agentId: row.agentId,
      merchantCode: row.merchantCode,
      productType: row.product,
      viaId: row.viaId,
      teamValidBetCents: row.teamValidBetCents,
      rateDiff: row.rateDiff,
      incomeCents,
      createdAt: row.at,
    });
    if (incomeCents > 0) {
      const posted = postMovement(db, {
        userId: row.agentId,
        merchantCode: row.merchantCode,
        txType: TX.AGENT_REBATE,
        amountCents: incomeCents,
        refKind: 'agent-rebate',
        refId: String(id),
        key: ledgerKey('agent-rebate', id),
        remark: `${row.product} rebate income`,
        at: row.at,
      });
      rebates.setIncomeLedgerId(db, id, posted.row.id);
    }
    return id;
  })();
}

export function rebateIncomePage(
  db: Db,
  agentId: number,
  query: { startDate: number; endDate: number; page: number; size: number; productType?: AgentProductType | undefined },
): RebateIncomePage {
  const { rows, totals } = rebates.incomePage(db, { agentId, startDate: query.startDate, endDate: query.endDate, productType: query.productType }, query.page, query.size);
  const content: RebateIncomeRow[] = rows.map((r) => ({
    id: r.id,
    time: r.created_at,
    productType: r.product_type as AgentProductType,
    via: r.via,
    teamValidBet: r.team_valid_bet_cents / 100,
    rateDiff: r.rate_diff,
    income: r.income_cents / 100,
  }));
  return {
    content,
    pageNum: query.page,
    totalPages: Math.max(1, Math.ceil(totals.n / query.size)),
    totalElements: totals.n,
    footer: { teamValidBet: totals.bets / 100, income: totals.income / 100 },
  };
}

function settingsOf(db: Db, agentId: number, merchantCode: string): RebateSettings {
  const own = rebateRates(db, agentId);
  const ceiling = merchantRebateLimits(db, merchantCode);
  const defaults = rebateDefaults(db, agentId);
  return {
    step: REBATE_RATE_STEP,
    products: AGENT_PRODUCT_TYPES.map((productType) => ({ productType, rate: own[productType], ceiling: ceiling[productType], defaultRate: defaults[productType] })),
  };
}

function downlineOf(db: Db, user: Pick<UserRow, 'id' | 'username' | 'nickname' | 'type'>): RebateDownline {
  return { username: user.username, nickname: user.nickname, type: user.type, rates: rebateRates(db, user.id) as RebateRates, floor: rebateFloor(db, user.id) as RebateRates };
}

/** A direct downline of the caller in the caller's merchant, by username; not.found otherwise. */
function directDownline(db: Db, agent: UserRow, username: string): UserRow {
  const user = members.byUsername(db, agent.merchant_code, username);
  if (!user || !isInTeam(db, agent.id, user.id) || user.upline_id !== agent.id) throw new ApiError('not.found', `No direct downline "${username}".`);
  return user;
}

function usernameTaken(db: Db, merchantCode: string, username: string): boolean {
  return members.usernameTakenInAnyCase(db, merchantCode, username);
}

export const rebateRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, RebateSettings>(app, ctx, 'rebateSettings', ({ session, merchant }) => settingsOf(ctx.db, session.user.id, merchant.code));

  authedRoute<unknown, RebateDefaultsRequest, RebateSettings>(app, ctx, 'rebateDefaultsUpdate', ({ session, merchant, body }) => {
    const rates = checkRates(body.rates, rebateQuota(ctx.db, session.user.id));
    setRebateDefaults(ctx.db, session.user.id, rates);
    return settingsOf(ctx.db, session.user.id, merchant.code);
  });

  authedRoute<unknown, null, RebateDownlineList>(app, ctx, 'rebateDownlines', ({ session }) => {
    const users = directDownlineIds(ctx.db, session.user.id).map((id) => members.byId(ctx.db, id) as UserRow);
    return { downlines: users.map((u) => downlineOf(ctx.db, u)) };
  });

  authedRoute<unknown, RebateDownlineUpdateRequest, RebateDownline>(app, ctx, 'rebateDownlineUpdate', ({ session, body }) => {
    const downline = directDownline(ctx.db, session.user, body.username);
    const rates = checkRates(body.rates, rebateQuota(ctx.db, session.user.id), rebateFloor(ctx.db, downline.id));
    setRebateRates(ctx.db, downline.id, rates);
    return downlineOf(ctx.db, downline);
  });

  authedRoute<RebateIncomeQuery, null, RebateIncomePage>(app, ctx, 'rebateIncome', ({ session, query }) => {
    if (query.endDate < query.startDate) throw new ApiError('request.invalid', 'endDate is before startDate.');
    return rebateIncomePage(ctx.db, session.user.id, {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page ?? 1,
      size: query.size ?? 10,
      productType: query.productType,
    });
  });

  authedRoute<DownlineUsernameQuery, null, DownlineUsernameCheck>(app, ctx, 'downlineCheckUsername', ({ merchant, query }) => {
    const username = checkField(registerSettings(merchant).fields, 'username', query.username, true) ?? '';
    return { username, available: !usernameTaken(ctx.db, merchant.code, username) };
  });

  authedRoute<unknown, DownlineCreateRequest, DownlineCreated>(app, ctx, 'downlineCreate', async ({ session, merchant, body }) => {
    const f = registerSettings(merchant).fields;
    const username = checkField(f, 'username', body.username, true) ?? '';
    const password = checkField(f, 'password', body.password, true) ?? '';
    if (password !== body.confirmPassword.trim()) throw new ApiError('modify.new.confirm.diff', undefined, { field: 'confirmPassword' });
    const nickname = checkField(f, 'nickname', body.nickname);
    const rates = checkRates(body.rates, rebateQuota(ctx.db, session.user.id));
    if (usernameTaken(ctx.db, merchant.code, username)) throw new ApiError('exists.username.err', undefined, { field: 'username' });
    const hash = await hashPassword(password);
    // Hashing yields: another request may have taken the name meanwhile, so the insert checks again.
    const created = ctx.db.transaction(() => {
      if (usernameTaken(ctx.db, merchant.code, username)) throw new ApiError('exists.username.err', undefined, { field: 'username' });
      const id = members.insertDownline(ctx.db, { merchantCode: merchant.code, username, passwordHash: hash, nickname: nickname ?? null, uplineId: session.user.id, regDate: ctx.now() });
      setRebateRates(ctx.db, id, rates);
      return id;
    })();
    return { username, nickname: nickname ?? null, upline: session.user.username, rates: rebateRates(ctx.db, created) as RebateRates };
  });
};
