// Team pages (upstream facts §5 "Overview counters", "Team PnL", "Members",
// "Team betting"): every endpoint is agent-only and reads only the caller's team in its merchant.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  TeamBetPage,
  TeamBetsQuery,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
  TeamOverviewDailyPage,
  TeamOverviewFigures,
  TeamPagedRangeQuery,
  TeamPnlDetail,
  TeamPnlDetailQuery,
  TeamPnlPage,
  TeamPnlQuery,
  TeamPromoteRequest,
  TeamRangeQuery,
} from '../../src/api/contract.generated';
import { authedRoute, type AreaOptions } from '../http';
import { promoteDownline, teamBets, teamMemberList, teamOverviewDaily, teamOverviewSum, teamPnl, teamPnlDetail } from '../team-reports';
import type { Merchant } from '../merchants';

/** Whether the merchant lets agents promote a direct downline to agent (flag AGEPROMOTE3). */
export function promoteAllowed(merchant: Merchant): boolean {
  return merchant.flags.AGEPROMOTE3 === true;
}

export const teamRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const scope = (session: { user: { id: number } }, merchant: Merchant) => ({ agentId: session.user.id, merchantCode: merchant.code });

  authedRoute<TeamRangeQuery, null, TeamOverviewFigures>(app, ctx, 'teamOverviewSum', ({ session, merchant, query }) => teamOverviewSum(ctx.db, scope(session, merchant), query));

  authedRoute<TeamPagedRangeQuery, null, TeamOverviewDailyPage>(app, ctx, 'teamOverviewDaily', ({ session, merchant, query }) =>
    teamOverviewDaily(ctx.db, scope(session, merchant), { startDate: query.startDate, endDate: query.endDate, page: query.page ?? 1, size: query.size ?? 10 }),
  );

  authedRoute<TeamPnlQuery, null, TeamPnlPage>(app, ctx, 'teamPnl', ({ session, merchant, query }) =>
    teamPnl(ctx.db, scope(session, merchant), {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page ?? 1,
      size: query.size ?? 10,
      ...(query.username ? { username: query.username } : {}),
    }),
  );

  authedRoute<TeamPnlDetailQuery, null, TeamPnlDetail>(app, ctx, 'teamPnlDetail', ({ session, merchant, query }) => teamPnlDetail(ctx.db, scope(session, merchant), query));

  authedRoute<TeamMembersQuery, null, TeamMembersPage>(app, ctx, 'teamMembers', ({ session, merchant, query }) =>
    teamMemberList(
      ctx.db,
      scope(session, merchant),
      {
        page: query.page ?? 1,
        size: query.size ?? 10,
        ...(query.username?.trim() ? { username: query.username.trim() } : {}),
        ...(query.parent ? { parent: query.parent } : {}),
      },
      promoteAllowed(merchant),
    ),
  );

  authedRoute<unknown, TeamPromoteRequest, TeamMember>(app, ctx, 'teamPromote', ({ session, merchant, body }) => {
    if (!promoteAllowed(merchant)) throw new ApiError('function.not.available', 'AGEPROMOTE3 is off for this merchant.');
    return promoteDownline(ctx.db, scope(session, merchant), body.username);
  });

  authedRoute<TeamBetsQuery, null, TeamBetPage>(app, ctx, 'teamBets', ({ session, merchant, query }) =>
    teamBets(ctx.db, scope(session, merchant), {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page ?? 1,
      size: query.size ?? 10,
      ...(query.username?.trim() ? { username: query.username.trim() } : {}),
      ...(query.gameType ? { gameType: query.gameType } : {}),
    }),
  );
};
