// The team pages' platform calls, by contract id: the paths (upstream's ODSFE2_ relays and
// /wps/agent/promoteDownlineToAgent) live in schemas/api/endpoints.json only. Nothing here
// is cached: the team changes under the agent (a downline opened a moment ago must show at once),
// and every list is paged by range.
import { callEndpoint, type EndpointBody, type EndpointQuery } from '../../api/endpoints';

export type TeamRangeQuery = NonNullable<EndpointQuery<'teamOverviewSum'>>;
export type TeamDailyQuery = NonNullable<EndpointQuery<'teamOverviewDaily'>>;
export type TeamPnlQuery = NonNullable<EndpointQuery<'teamPnl'>>;
export type TeamPnlDetailQuery = NonNullable<EndpointQuery<'teamPnlDetail'>>;
export type TeamMembersQuery = NonNullable<EndpointQuery<'teamMembers'>>;
export type TeamBetsQuery = NonNullable<EndpointQuery<'teamBets'>>;
export type TeamPromoteBody = EndpointBody<'teamPromote'>;

export const teamApi = {
  overviewSum: (query: TeamRangeQuery) => callEndpoint('teamOverviewSum', { query }),
  overviewDaily: (query: TeamDailyQuery) => callEndpoint('teamOverviewDaily', { query }),
  pnl: (query: TeamPnlQuery) => callEndpoint('teamPnl', { query }),
  pnlDetail: (query: TeamPnlDetailQuery) => callEndpoint('teamPnlDetail', { query }),
  members: (query: TeamMembersQuery) => callEndpoint('teamMembers', { query }),
  promote: (body: TeamPromoteBody) => callEndpoint('teamPromote', { body }),
  bets: (query: TeamBetsQuery) => callEndpoint('teamBets', { query }),
};

/** URL parameters of the team screens' own filters. */
export const TEAM_PARAMS = { member: 'member', gameType: 'gameType', parent: 'parent', search: 'q', page: 'page' } as const;
