// Announcements (banners, notices, popups, promotions, hot matches) and mark-as-read.
import type { FastifyPluginAsync } from 'fastify';
import { bannerPicture } from '../banner-images';
import { ApiError } from '../contract';
import type { Announcements, AnnouncementsQuery, HotMatch, MarkReadRequest, Notice } from '../../src/api/contract.generated';
import { authedRoute, route, type RouteContext, type AreaOptions } from '../http';
import { promotionItems } from '../promotions';
import { localizeText } from '../content-language';
import * as announcements from '../repositories/announcements';

const DAY_MS = 86_400_000;
const UTC_OFFSET_MS = 7 * 3_600_000;

function teamImage(team: string): string {
  return `/platform-assets/teams/${encodeURIComponent(team)}.svg`;
}

export const announcementRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  // One handler, two of upstream's relays: the H5 shell (home) asks CCSFE_, the member centre MCSFE_; same keys.
  const listAnnouncements = ({ merchant, session, query, language }: RouteContext<AnnouncementsQuery, null>): Announcements => {
    const local = (text: string): string => localizeText(text, language);
    const types = new Set((query.types ?? 'B,PL,PU,PR,H').split(','));
    const group = query.groupName ?? 'm_home';
    const rows = announcements.ofMerchant(ctx.db, merchant.code);
    const read = session ? new Set(announcements.readIds(ctx.db, session.user.id)) : new Set<number>();
    const notices = (kind: string): Notice[] =>
      rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, title: local(r.title), content: local(r.content), read: read.has(r.id), createdAt: r.created_at }));
    const value: Announcements = {};
    if (types.has('B')) {
      // Upstream's banner keys: announcementId, and redirect as a click type (ours are all REDIRECT_URL
      // with the target in externalLink: an in-app path or an http(s) URL).
      value.banners = rows
        .filter((r) => r.kind === 'B' && r.group_name === group)
        .map((r) => ({
          announcementId: r.id,
          url: r.image_url ?? '',
          title: local(r.title),
          redirect: r.redirect ? 'REDIRECT_URL' : null,
          redirectPromotionId: null,
          externalLink: r.redirect,
          groupName: r.group_name,
          ...bannerPicture(r.image_url ?? ''),
        }));
    }
    if (types.has('PL')) value.player = notices('PL');
    if (types.has('A')) value.agent = notices('A');
    if (types.has('PU')) {
      value.popup = rows
        .filter((r) => r.kind === 'PU' && r.group_name === group)
        .map((r) => ({ id: r.id, title: local(r.title), content: local(r.content), promotionType: r.promotion_type, execution: (r.execution ?? 'B') as 'A' | 'B' | 'F', redirect: r.redirect }));
    }
    // Promotions are announcements of type PR (facts section 7.2): the promotions the promotions screen lists.
    if (types.has('PR')) value.promotion = promotionItems(ctx, merchant.code, language);
    if (types.has('H')) {
      const now = ctx.now();
      const dayStart = Math.floor((now + UTC_OFFSET_MS) / DAY_MS) * DAY_MS - UTC_OFFSET_MS;
      const matches = announcements.hotMatches(ctx.db, merchant.code);
      value.hot = matches.map(
        (m): HotMatch => ({
          title: `${m.home_team} vs ${m.away_team}`,
          // Always upcoming: the seed stores a day offset and a time of day, not an instant.
          matchTime: dayStart + m.day_offset * DAY_MS + m.minute_of_day * 60_000,
          homeTeam: m.home_team,
          awayTeam: m.away_team,
          homeTeamImageUrl: teamImage(m.home_team),
          awayTeamImageUrl: teamImage(m.away_team),
          moneyLine: { homeTeamOdds: m.home_odds, awayTeamOdds: m.away_odds },
          vendor: m.vendor,
          gameId: `${m.vendor}_MATCH_${m.id}`,
          nodeId: m.node_id,
          matchId: `M${m.id}`,
          leagueId: m.league_id,
          roomId: '',
          league: m.league,
          supportPlay: true,
        }),
      );
    }
    // The footer counts the notice list the caller asked for: agent notices for types=A, player notices otherwise.
    const counted = types.has('A') && !types.has('PL') ? 'A' : 'PL';
    value.footer = { unreadCount: rows.filter((r) => r.kind === counted && !read.has(r.id)).length };
    return value;
  };
  route<AnnouncementsQuery, null, Announcements>(app, ctx, 'homeAnnouncements', listAnnouncements);
  route<AnnouncementsQuery, null, Announcements>(app, ctx, 'announcements', listAnnouncements);

  authedRoute<unknown, MarkReadRequest, null>(app, ctx, 'markAnnouncementRead', ({ merchant, session, body }) => {
    if (!announcements.noticeExists(ctx.db, body.announcementId, merchant.code)) throw new ApiError('not.found', `No notice ${body.announcementId}.`);
    if (body.read === false) announcements.markUnread(ctx.db, session.user.id, body.announcementId);
    else announcements.markRead(ctx.db, session.user.id, body.announcementId);
    return null;
  });
};
