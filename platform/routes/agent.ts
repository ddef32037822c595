// Agent area: team counters and contract offers.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract';
import type { Contract, ContractProcessRequest, ContractRequests, TeamKpiQuery, TeamSummary } from '../../src/api/contract.generated';
import { TRIAL_TYPE, type PlatformContext } from '../context';
import { authedRoute } from '../http';
import { dividendsOn } from './contracts';

interface ContractRow {
  id: number;
  contract_type: Contract['contractType'];
  status: Contract['status'];
  from_user: string;
  terms_json: string;
  created_at: number;
  processed_at: number | null;
}

function toContract(row: ContractRow): Contract {
  return {
    contractId: row.id,
    contractType: row.contract_type,
    status: row.status,
    fromUser: row.from_user,
    createdAt: row.created_at,
    processedAt: row.processed_at,
    terms: JSON.parse(row.terms_json) as Contract['terms'],
  };
}

export function agentRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  authedRoute<TeamKpiQuery, null, TeamSummary>(app, ctx, 'teamSummary', ({ session }) => {
    const count = (where: string, ...params: unknown[]): number =>
      (ctx.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE upline_id = ? ${where}`).get(session.user.id, ...params) as { n: number }).n;
    return {
      footer: {
        teamLoginMemberCount: count('AND last_login_at IS NOT NULL'),
        teamBetMemberCount: count('AND has_bet = 1'),
        teamRegisterMemberCount: count(''),
        teamOnlineCount: count('AND id IN (SELECT user_id FROM sessions WHERE expires_at > ?)', ctx.now()),
      },
    };
  });

  authedRoute<unknown, null, ContractRequests>(app, ctx, 'contractRequests', ({ merchant, session }) => {
    if (session.user.type === TRIAL_TYPE) throw new ApiError('permission.trial.denied');
    const pending = (type: Contract['contractType']): Contract | null => {
      const row = ctx.db
        .prepare("SELECT * FROM contracts WHERE user_id = ? AND contract_type = ? AND status = 'PENDING' ORDER BY id DESC LIMIT 1")
        .get(session.user.id, type) as ContractRow | undefined;
      return row ? toContract(row) : null;
    };
    // A merchant with dividends off offers no dividend contract (contracts slice).
    return { dailysalreqtype: pending('DAILY_SALARY'), divtypecompperiodreq: dividendsOn(merchant) ? pending('DIVIDEND') : null, contracthoursalreq: pending('HOURLY_SALARY') };
  });

  authedRoute<unknown, ContractProcessRequest, Contract>(app, ctx, 'contractProcess', ({ merchant, session, body }) => {
    if (session.user.type === TRIAL_TYPE) throw new ApiError('permission.trial.denied');
    const row = ctx.db.prepare('SELECT * FROM contracts WHERE id = ? AND user_id = ?').get(body.contractId, session.user.id) as ContractRow | undefined;
    if (!row) throw new ApiError('not.found', `No pending contract ${body.contractId}.`);
    if (row.contract_type === 'DIVIDEND' && !dividendsOn(merchant)) throw new ApiError('function.not.available', 'Dividends are off for this merchant.');
    // Processed once: an accepted or declined contract is never pending again (so it never prompts again).
    if (row.status !== 'PENDING') throw new ApiError('contract.processed', `Contract ${row.id} was already ${row.status.toLowerCase()}.`);
    const status = body.action === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED';
    const processedAt = ctx.now();
    ctx.db.prepare("UPDATE contracts SET status = ?, processed_at = ? WHERE id = ? AND status = 'PENDING'").run(status, processedAt, row.id);
    return toContract({ ...row, status, processed_at: processedAt });
  });
}
