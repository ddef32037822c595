// Agent area: team counters and contract offers.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, checkQueryLimits } from '../contract';
import type { Contract, ContractRequests, TeamKpiQuery, TeamSummary } from '../../src/api/contract.generated';
import { authedRoute, type AreaOptions } from '../http';
import type { Db } from '../db/database';
import { teamMemberIds } from '../team';
import { contractOf, dividendsOn } from '../contracts';
import * as agents from '../repositories/agent';
import * as contracts from '../repositories/contracts';

/** The platform's business day: Vietnam time (UTC+7), as the lottery clock and hot matches. */
const UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** A day given as YYYY-MM-DD (or epoch ms) → the instant its business day starts; undefined if neither. */
function dayStart(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^\d+$/.test(value)) {
    const ms = Number(value);
    return Math.floor((ms + UTC_OFFSET_MS) / DAY_MS) * DAY_MS - UTC_OFFSET_MS;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new ApiError('request.invalid', `Not a date: ${value}.`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - UTC_OFFSET_MS;
}

/** The query's startDate..endDate as [from, to) instants (both days inclusive); null without both. */
export function teamKpiRange(query: TeamKpiQuery): { from: number; to: number } | null {
  const from = dayStart(query.startDate);
  const end = dayStart(query.endDate);
  if (from === undefined || end === undefined) return null;
  checkQueryLimits({ startDate: from, endDate: end });
  return { from, to: end + DAY_MS };
}

/**
 * Agent home's four counters over the WHOLE team (every level below the agent, platform/team.ts):
 * - teamRegisterMemberCount: every team member (registered persons);
 * - teamLoginMemberCount: members who have ever signed in, or whose last sign-in falls in the range;
 * - teamBetMemberCount: members who have bet (the seed's has_bet mark or any row in bets);
 * - teamOnlineCount: members holding a live (unexpired) session now.
 */
export function teamSummaryCounts(db: Db, agentId: number, now: number, range: { from: number; to: number } | null): TeamSummary['footer'] {
  const ids = teamMemberIds(db, agentId);
  if (ids.length === 0) return { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 };
  return {
    teamLoginMemberCount: range ? agents.countSignedInBetween(db, ids, range.from, range.to) : agents.countEverSignedIn(db, ids),
    teamBetMemberCount: agents.countHaveBet(db, ids),
    teamRegisterMemberCount: agents.countAccounts(db, ids),
    teamOnlineCount: agents.countOnline(db, ids, now),
  };
}

/**
 * Upstream's four contract relays: which kind each answers and where the offer's id travels.
 * REAL_TIME_SALARY is no kind of ours (the reference platform offers none), so its relay finds
 * nothing; it is served so that an operator sees every relay the app may meet.
 */
const PROCESS_ENDPOINTS: readonly { id: string; contractType: Contract['contractType'] | 'REAL_TIME_SALARY'; in: 'query' | 'body'; idField: string; label: string }[] = [
  { id: 'contractProcessDividend', contractType: 'DIVIDEND', in: 'query', idField: 'contractId', label: 'dividend' },
  { id: 'contractProcessDailySalary', contractType: 'DAILY_SALARY', in: 'query', idField: 'id', label: 'daily-salary' },
  { id: 'contractProcessHourlySalary', contractType: 'HOURLY_SALARY', in: 'body', idField: 'contractId', label: 'hourly-salary' },
  { id: 'contractProcessRealTimeSalary', contractType: 'REAL_TIME_SALARY', in: 'body', idField: 'contractId', label: 'real-time-salary' },
];

export const agentRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<TeamKpiQuery, null, TeamSummary>(app, ctx, 'teamSummary', ({ session, query }) => ({
    footer: teamSummaryCounts(ctx.db, session.user.id, ctx.now(), teamKpiRange(query)),
  }));

  authedRoute<unknown, null, ContractRequests>(app, ctx, { id: 'contractRequests', refuse: ['contract-exempt'] }, ({ merchant, session }) => {
    const pending = (type: Contract['contractType']): Contract | null => {
      const row = contracts.latestPending(ctx.db, session.user.id, type);
      return row ? contractOf(row) : null;
    };
    // A merchant with dividends off offers no dividend contract (contracts slice).
    return { dailysalreqtype: pending('DAILY_SALARY'), divtypecompperiodreq: dividendsOn(merchant) ? pending('DIVIDEND') : null, contracthoursalreq: pending('HOURLY_SALARY') };
  });

  // Upstream answers an offer through one relay per contract kind (PROCESS_ENDPOINTS); each takes
  // the offer's id and A (accept) or R (decline) in the fields upstream's own client sends.
  for (const spec of PROCESS_ENDPOINTS) {
    authedRoute<Record<string, unknown>, Record<string, unknown> | null, Contract>(app, ctx, { id: spec.id, refuse: ['contract-exempt'] }, ({ merchant, session, query, body }) => {
      const input = spec.in === 'query' ? query : (body ?? {});
      const contractId = Number(input[spec.idField]);
      const answer = input.status === 'A' ? 'ACCEPTED' : 'DECLINED';
      const row = contracts.ownContract(ctx.db, contractId, session.user.id);
      // A contract of another kind is not this relay's: as unknown as another member's.
      if (!row || row.contract_type !== spec.contractType) throw new ApiError('not.found', `No ${spec.label} contract ${contractId}.`);
      if (row.contract_type === 'DIVIDEND' && !dividendsOn(merchant)) throw new ApiError('function.not.available', 'Dividends are off for this merchant.');
      // Processed once: an accepted or declined contract is never pending again (so it never prompts again).
      if (row.status !== 'PENDING') throw new ApiError('contract.processed', `Contract ${row.id} was already ${row.status.toLowerCase()}.`);
      const processedAt = ctx.now();
      contracts.answer(ctx.db, row.id, answer, processedAt);
      return contractOf({ ...row, status: answer, processed_at: processedAt });
    });
  }
};
