// Team reports: the overview KPI and its daily list, team profit and loss per
// member with a member's breakdown by product type, the team members list (search and drill-down),
// promoting a direct downline to agent, and the team's bets. Every query is bounded by the caller's
// team (platform/team.ts: every level below the agent) inside the caller's merchant, so no other
// agent's member is ever counted or listed. Amounts are cents inside, currency units on the wire.
import { ApiError } from './contract';
import type { Db } from './db/database';
import { TX } from './ledger';
import { checkRange, pageCount, type Paging, type Range } from './records';
import { AGENT_PRODUCT_TYPES, rebateRates, teamMembers, type AgentProductType } from './team';
import { isAgentType } from '../src/domain/customer-types';

const DAY = 86_400_000;
const units = (c: number): number => c / 100;
/** Successful deposits (platform/deposit.ts DEPOSIT_STATE.SUCCESS). */
const DEPOSIT_SUCCESS = 3;
/** Ledger types counted as rebates and as bonuses in team profit and loss. */
const REBATE_TX: readonly number[] = [TX.REBATE, TX.AGENT_REBATE];
const BONUS_TX: readonly number[] = [TX.DEPOSIT_BONUS, TX.REWARD, TX.MISSION_REWARD, TX.REFERRAL_INCOME];
/** The type a promoted downline gets (the seed's agents are type 1). */
export const PROMOTED_AGENT_TYPE = 1;

export interface TeamScope {
  agentId: number;
  merchantCode: string;
}

/** The caller's team (every level) with depth, restricted to its merchant. */
function scopedTeam(db: Db, scope: TeamScope): Map<number, number> {
  const members = teamMembers(db, scope.agentId);
  if (members.length === 0) return new Map();
  const ids = members.map((m) => m.id);
  const inMerchant = new Set(
    (db.prepare(`SELECT id FROM users WHERE merchant_code = ? AND id IN (${ids.map(() => '?').join(', ')})`).all(scope.merchantCode, ...ids) as { id: number }[]).map((r) => r.id),
  );
  return new Map(members.filter((m) => inMerchant.has(m.id)).map((m) => [m.id, m.depth]));
}

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

// ---------------------------------------------------------------- overview

export interface OverviewFigures {
  registrations: number;
  firstDeposits: number;
  depositAmount: number;
  withdrawalAmount: number;
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  profitLoss: number;
  activeMembers: number;
}

function overviewFigures(db: Db, ids: readonly number[], range: Range): OverviewFigures {
  if (ids.length === 0) return { registrations: 0, firstDeposits: 0, depositAmount: 0, withdrawalAmount: 0, betCount: 0, betAmount: 0, validBetAmount: 0, payoutAmount: 0, profitLoss: 0, activeMembers: 0 };
  const inIds = `(${placeholders(ids.length)})`;
  const registrations = (db.prepare(`SELECT COUNT(*) AS n FROM users WHERE id IN ${inIds} AND reg_date BETWEEN ? AND ?`).get(...ids, range.startDate, range.endDate) as { n: number }).n;
  // A member's first deposit is its earliest successful one ever; it counts when it falls in the range.
  const firstDeposits = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT user_id, MIN(created_at) AS first FROM deposits WHERE state = ? AND user_id IN ${inIds} GROUP BY user_id) WHERE first BETWEEN ? AND ?`)
      .get(DEPOSIT_SUCCESS, ...ids, range.startDate, range.endDate) as { n: number }
  ).n;
  const ledger = (types: readonly number[]): number =>
    (
      db
        .prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS s FROM ledger WHERE user_id IN ${inIds} AND created_at BETWEEN ? AND ? AND tx_type IN (${placeholders(types.length)})`)
        .get(...ids, range.startDate, range.endDate, ...types) as { s: number }
    ).s;
  const bets = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(bet_cents), 0) AS bet, COALESCE(SUM(valid_bet_cents), 0) AS valid, COALESCE(SUM(win_cents), 0) AS win, COUNT(DISTINCT user_id) AS active
       FROM bets WHERE user_id IN ${inIds} AND placed_at BETWEEN ? AND ?`,
    )
    .get(...ids, range.startDate, range.endDate) as { n: number; bet: number; valid: number; win: number; active: number };
  return {
    registrations,
    firstDeposits,
    depositAmount: units(ledger([TX.DEPOSIT])),
    withdrawalAmount: units(-ledger([TX.WITHDRAW])),
    betCount: bets.n,
    betAmount: units(bets.bet),
    validBetAmount: units(bets.valid),
    payoutAmount: units(bets.win),
    profitLoss: units(bets.win - bets.bet),
    activeMembers: bets.active,
  };
}

export function teamOverviewSum(db: Db, scope: TeamScope, range: Range): OverviewFigures {
  checkRange(range);
  return overviewFigures(db, [...scopedTeam(db, scope).keys()], range);
}

/**
 * One row per day of the range, newest first (days start at startDate and are 24 h long, the
 * client's local days), paged; the footer is the range's KPI (every figure but active members is
 * the sum of the days; active members counts each member once over the range).
 */
export function teamOverviewDaily(db: Db, scope: TeamScope, range: Range & Paging) {
  checkRange(range);
  const ids = [...scopedTeam(db, scope).keys()];
  // Only the requested page's days are made (the i-th newest day starts at lastDay - i days): the
  // work is the page's, whatever the range (bounded anyway by the contract's maxRangeDays).
  const dayCount = Math.floor((range.endDate - range.startDate) / DAY) + 1;
  const lastDay = range.startDate + (dayCount - 1) * DAY;
  const first = (range.page - 1) * range.size;
  const slice = Array.from({ length: Math.max(0, Math.min(range.size, dayCount - first)) }, (_, i) => lastDay - (first + i) * DAY);
  return {
    content: slice.map((day) => ({ date: day, ...overviewFigures(db, ids, { startDate: day, endDate: Math.min(range.endDate, day + DAY - 1) }) })),
    pageNum: range.page,
    totalPages: pageCount(dayCount, range.size),
    totalElements: dayCount,
    footer: overviewFigures(db, ids, range),
  };
}

// ---------------------------------------------------------------- profit and loss

interface PnlSums {
  bet: number;
  valid: number;
  win: number;
  rebate: number;
  bonus: number;
}

function pnlFigures(s: PnlSums) {
  return {
    betAmount: units(s.bet),
    validBetAmount: units(s.valid),
    payoutAmount: units(s.win),
    rebateAmount: units(s.rebate),
    bonusAmount: units(s.bonus),
    profitLoss: units(s.win - s.bet + s.rebate + s.bonus),
  };
}

/** Members of the team with bets, rebates or bonuses in the range, most bet first; footer over all of them. */
export function teamPnl(db: Db, scope: TeamScope, range: Range & Paging & { username?: string }) {
  checkRange(range);
  const team = scopedTeam(db, scope);
  const ids = [...team.keys()];
  const empty = { content: [], pageNum: range.page, totalPages: 1, totalElements: 0, footer: pnlFigures({ bet: 0, valid: 0, win: 0, rebate: 0, bonus: 0 }) };
  if (ids.length === 0) return empty;
  const inIds = `(${placeholders(ids.length)})`;
  const rebateIn = placeholders(REBATE_TX.length);
  const bonusIn = placeholders(BONUS_TX.length);
  const rows = db
    .prepare(
      `WITH b AS (SELECT user_id, SUM(bet_cents) AS bet, SUM(valid_bet_cents) AS valid, SUM(win_cents) AS win FROM bets WHERE user_id IN ${inIds} AND placed_at BETWEEN ? AND ? GROUP BY user_id),
            l AS (SELECT user_id, SUM(CASE WHEN tx_type IN (${rebateIn}) THEN amount_cents ELSE 0 END) AS rebate, SUM(CASE WHEN tx_type IN (${bonusIn}) THEN amount_cents ELSE 0 END) AS bonus
                  FROM ledger WHERE user_id IN ${inIds} AND created_at BETWEEN ? AND ? AND tx_type IN (${rebateIn}, ${bonusIn}) GROUP BY user_id)
       SELECT u.id, u.username, u.type, COALESCE(b.bet, 0) AS bet, COALESCE(b.valid, 0) AS valid, COALESCE(b.win, 0) AS win, COALESCE(l.rebate, 0) AS rebate, COALESCE(l.bonus, 0) AS bonus
       FROM users u LEFT JOIN b ON b.user_id = u.id LEFT JOIN l ON l.user_id = u.id
       WHERE u.id IN ${inIds} AND (b.user_id IS NOT NULL OR l.user_id IS NOT NULL) ${range.username ? 'AND u.username = ?' : ''}
       ORDER BY bet DESC, u.username`,
    )
    .all(
      ...ids,
      range.startDate,
      range.endDate,
      ...REBATE_TX,
      ...BONUS_TX,
      ...ids,
      range.startDate,
      range.endDate,
      ...REBATE_TX,
      ...BONUS_TX,
      ...ids,
      ...(range.username ? [range.username] : []),
    ) as (PnlSums & { id: number; username: string; type: number })[];
  const total = rows.reduce<PnlSums>((t, r) => ({ bet: t.bet + r.bet, valid: t.valid + r.valid, win: t.win + r.win, rebate: t.rebate + r.rebate, bonus: t.bonus + r.bonus }), { bet: 0, valid: 0, win: 0, rebate: 0, bonus: 0 });
  return {
    content: rows.slice((range.page - 1) * range.size, range.page * range.size).map((r) => ({ username: r.username, level: team.get(r.id) ?? 1, ...pnlFigures(r) })),
    pageNum: range.page,
    totalPages: pageCount(rows.length, range.size),
    totalElements: rows.length,
    footer: pnlFigures(total),
  };
}

/** A team member by username in the caller's merchant and team; `not.found` otherwise (another agent's member is never revealed). */
export function findTeamMember(db: Db, scope: TeamScope, username: string): { id: number; depth: number; username: string; type: number; upline_id: number | null; frozen: number } {
  const row = db.prepare('SELECT id, username, type, upline_id, frozen FROM users WHERE merchant_code = ? AND username = ?').get(scope.merchantCode, username) as
    | { id: number; username: string; type: number; upline_id: number | null; frozen: number }
    | undefined;
  const depth = row ? scopedTeam(db, scope).get(row.id) : undefined;
  if (!row || depth === undefined) throw new ApiError('not.found', `No team member "${username}".`);
  return { ...row, depth };
}

export function teamPnlDetail(db: Db, scope: TeamScope, range: Range & { username: string }) {
  checkRange(range);
  const member = findTeamMember(db, scope, range.username);
  const rows = db
    .prepare(
      `SELECT game_type, COUNT(*) AS n, SUM(bet_cents) AS bet, SUM(valid_bet_cents) AS valid, SUM(win_cents) AS win
       FROM bets WHERE user_id = ? AND placed_at BETWEEN ? AND ? GROUP BY game_type ORDER BY game_type`,
    )
    .all(member.id, range.startDate, range.endDate) as { game_type: string; n: number; bet: number; valid: number; win: number }[];
  return {
    username: member.username,
    content: rows.map((r) => ({
      gameType: r.game_type,
      betCount: r.n,
      betAmount: units(r.bet),
      validBetAmount: units(r.valid),
      payoutAmount: units(r.win),
      profitLoss: units(r.win - r.bet),
    })),
  };
}

// ---------------------------------------------------------------- members

interface MemberRow {
  id: number;
  username: string;
  type: number;
  upline_id: number | null;
  balance_cents: number;
  last_login_at: number | null;
  reg_date: number;
  frozen: number;
  downlines: number;
}

export interface MemberQuery extends Paging {
  /** Part of a username, anywhere in the team. */
  username?: string;
  /** The team member whose direct downlines to list (the drill-down); the caller's own by default. */
  parent?: string;
}

export function teamMemberList(db: Db, scope: TeamScope, query: MemberQuery, promoteAllowed: boolean) {
  const team = scopedTeam(db, scope);
  let ids: number[];
  const path: string[] = [];
  if (query.username) {
    const needle = query.username.trim().toLowerCase();
    ids = [...team.keys()];
    if (ids.length > 0) {
      ids = (
        db.prepare(`SELECT id FROM users WHERE id IN (${placeholders(ids.length)}) AND instr(lower(username), ?) > 0`).all(...ids, needle) as { id: number }[]
      ).map((r) => r.id);
    }
  } else if (query.parent) {
    const parent = findTeamMember(db, scope, query.parent);
    ids = [...team.entries()].filter(([id]) => (db.prepare('SELECT upline_id FROM users WHERE id = ?').get(id) as { upline_id: number }).upline_id === parent.id).map(([id]) => id);
    // The breadcrumb: the caller's team members from the first level down to the parent.
    let at: number | null = parent.id;
    while (at !== null && at !== scope.agentId && team.has(at)) {
      const row = db.prepare('SELECT username, upline_id FROM users WHERE id = ?').get(at) as { username: string; upline_id: number | null };
      path.unshift(row.username);
      at = row.upline_id;
    }
  } else {
    ids = [...team.entries()].filter(([, depth]) => depth === 1).map(([id]) => id);
  }
  const rows =
    ids.length === 0
      ? []
      : (db
          .prepare(
            `SELECT u.id, u.username, u.type, u.upline_id, u.balance_cents, u.last_login_at, u.reg_date, u.frozen, (SELECT COUNT(*) FROM users d WHERE d.upline_id = u.id) AS downlines
             FROM users u WHERE u.id IN (${placeholders(ids.length)}) ORDER BY u.reg_date DESC, u.id DESC`,
          )
          .all(...ids) as MemberRow[]);
  const page = rows.slice((query.page - 1) * query.size, query.page * query.size);
  return {
    content: page.map((r) => memberView(db, scope, r, team.get(r.id) ?? 1, promoteAllowed)),
    pageNum: query.page,
    totalPages: pageCount(rows.length, query.size),
    totalElements: rows.length,
    path,
  };
}

function memberView(db: Db, scope: TeamScope, r: MemberRow, level: number, promoteAllowed: boolean) {
  const rates = rebateRates(db, r.id);
  return {
    username: r.username,
    type: r.type,
    isAgent: isAgentType(r.type),
    level,
    balance: units(r.balance_cents),
    lastLoginAt: r.last_login_at,
    regDate: r.reg_date,
    frozen: r.frozen === 1,
    downlineCount: r.downlines,
    rebateRates: AGENT_PRODUCT_TYPES.map((productType: AgentProductType) => ({ productType, rate: rates[productType] })),
    canPromote: promoteAllowed && promotable(scope, r),
  };
}

function promotable(scope: TeamScope, r: { type: number; upline_id: number | null; frozen: number }): boolean {
  return r.upline_id === scope.agentId && r.type === 0 && r.frozen === 0;
}

/** Makes a plain, unfrozen direct downline of the caller an agent (type 1); returns its updated row. */
export function promoteDownline(db: Db, scope: TeamScope, username: string) {
  const member = findTeamMember(db, scope, username);
  if (!promotable(scope, member)) {
    const why = member.upline_id !== scope.agentId ? 'is not a direct downline' : member.frozen === 1 ? 'is frozen' : 'is not a plain member';
    throw new ApiError('team.promote.refused', `"${username}" ${why}.`);
  }
  db.prepare('UPDATE users SET type = ? WHERE id = ?').run(PROMOTED_AGENT_TYPE, member.id);
  const row = db
    .prepare(
      'SELECT u.id, u.username, u.type, u.upline_id, u.balance_cents, u.last_login_at, u.reg_date, u.frozen, (SELECT COUNT(*) FROM users d WHERE d.upline_id = u.id) AS downlines FROM users u WHERE u.id = ?',
    )
    .get(member.id) as MemberRow;
  return memberView(db, scope, row, member.depth, true);
}

// ---------------------------------------------------------------- team betting

export interface TeamBetQuery extends Range, Paging {
  username?: string;
  gameType?: string;
}

export function teamBets(db: Db, scope: TeamScope, query: TeamBetQuery) {
  checkRange(query);
  const team = scopedTeam(db, scope);
  let ids = [...team.keys()];
  if (query.username) {
    const wanted = query.username.trim().toLowerCase();
    ids = ids.filter((id) => (db.prepare('SELECT lower(username) AS u FROM users WHERE id = ?').get(id) as { u: string }).u === wanted);
  }
  const zero = { betCount: 0, betAmount: 0, validBetAmount: 0, payoutAmount: 0, profitLoss: 0 };
  if (ids.length === 0) return { content: [], pageNum: query.page, totalPages: 1, totalElements: 0, footer: zero };
  const where = [`b.user_id IN (${placeholders(ids.length)})`, 'b.placed_at BETWEEN ? AND ?'];
  const args: (number | string)[] = [...ids, query.startDate, query.endDate];
  if (query.gameType) {
    where.push('b.game_type = ?');
    args.push(query.gameType);
  }
  const clause = where.join(' AND ');
  const sums = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(b.bet_cents), 0) AS bet, COALESCE(SUM(b.valid_bet_cents), 0) AS valid, COALESCE(SUM(b.win_cents), 0) AS win FROM bets b WHERE ${clause}`)
    .get(...args) as { n: number; bet: number; valid: number; win: number };
  const rows = db
    .prepare(
      `SELECT b.bet_id, u.username, b.vendor, b.game_type, b.game_name, b.placed_at, b.bet_cents, b.valid_bet_cents, b.win_cents
       FROM bets b JOIN users u ON u.id = b.user_id WHERE ${clause} ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, query.size, (query.page - 1) * query.size) as {
    bet_id: string;
    username: string;
    vendor: string;
    game_type: string;
    game_name: string;
    placed_at: number;
    bet_cents: number;
    valid_bet_cents: number;
    win_cents: number;
  }[];
  return {
    content: rows.map((r) => ({
      betId: r.bet_id,
      username: r.username,
      vendor: r.vendor,
      gameType: r.game_type,
      gameName: r.game_name,
      betTime: r.placed_at,
      betAmount: units(r.bet_cents),
      validBetAmount: units(r.valid_bet_cents),
      payoutAmount: units(r.win_cents),
      profitLoss: units(r.win_cents - r.bet_cents),
    })),
    pageNum: query.page,
    totalPages: pageCount(sums.n, query.size),
    totalElements: sums.n,
    footer: { betCount: sums.n, betAmount: units(sums.bet), validBetAmount: units(sums.valid), payoutAmount: units(sums.win), profitLoss: units(sums.win - sums.bet) },
  };
}
