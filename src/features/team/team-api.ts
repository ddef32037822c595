// The team pages' platform calls, by contract id: the paths (upstream's ODSFE2_ relays,
// /wps/agent/promoteDownlineToAgent and open a downline's /wps/check/username and
// /wps/agent/downline) live in schemas/api/endpoints.json only. Nothing here
// is cached: the team changes under the agent (a downline opened a moment ago must show at once),
// and every list is paged by range.
import type { DownlineCreateRequest } from '../../api/contract.generated';
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

/** Open a downline: the registration rules, the agent's rates (the quota and the defaults), the name check and the account. */
export const downlineApi = {
  registerSettings: () => callEndpoint('registerSettings', {}),
  rebateSettings: () => callEndpoint('rebateSettings', {}),
  checkUsername: (username: string, signal?: AbortSignal) => callEndpoint('downlineCheckUsername', { query: { username } }, signal ? { signal } : {}),
  /** Encrypted like login (the contract marks it so; callEndpoint seals the payload). */
  createDownline: (payload: DownlineCreateRequest) => callEndpoint('downlineCreate', { body: payload }),
};

/** URL parameters of the team screens' own filters. */
export const TEAM_PARAMS = { member: 'member', gameType: 'gameType', parent: 'parent', search: 'q', page: 'page' } as const;
