// The announcements reply (the member centre's MCSFE_getListAnnouncements and home's
// CCSFE_getListAnnouncements: same keys), read as upstream sends it: a banner carries announcementId
// and redirect (its click type: PROMO with redirectPromotionId, REDIRECT_URL with externalLink, …),
// footer may be absent, a notice's createdAt may be null, a notice's text may sit in contents[].
// Older platforms of ours (id, redirectUrl) read the same. A banner, notice, popup, promotion or
// match that cannot be shown is dropped rather than refusing the whole reply; a value that is not an
// object, or a list none of whose entries can be read, is refused (the screen then says the reply
// was malformed instead of showing an empty list that is not).
import type { HotMatch, Popup } from '../contract.generated';
import type { AnnouncementBanner, AnnouncementNotice, AnnouncementPromotion, AnnouncementsReply } from '../reader-types';
import { boolean, integer, number, object, optBoolean, optInteger, optList, optObject, optString, readableEntries, ReplyShapeError, string, type Fields } from './read';
import { PATHS, UPSTREAM_PAGES, pathWith } from '../../domain/paths';

/** Where upstream's redirect types lead in this app (the rest: nothing to open). */
const REDIRECT_PATHS: Readonly<Record<string, string>> = {
  REGISTER: PATHS.register,
  DEPOSIT: PATHS.deposit,
  REWARD_CENTER: PATHS['reward-center'],
  PROMO: PATHS.activity,
  MEMBER: PATHS['member-center'],
  INVITE_FRIENDS: PATHS['invite-friends'],
  MISSION: PATHS.mission,
  POINT_MARKET: UPSTREAM_PAGES.pointsMall,
};

/** The banner's click target: an in-app path or an http(s) URL, or null. */
export function bannerTarget(b: Fields, path: string): string | null {
  const legacy = optString(b.redirectUrl, `${path}.redirectUrl`);
  if (legacy !== undefined) return legacy;
  const redirect = optString(b.redirect, `${path}.redirect`)?.trim() ?? '';
  // A target itself (an in-app path or a URL) where a platform put one in redirect.
  if (/^(\/|https?:\/\/)/i.test(redirect)) return redirect;
  const link = optString(b.externalLink, `${path}.externalLink`)?.trim();
  if (redirect === 'REDIRECT_URL' || (redirect === '' && link)) return link || null;
  if (redirect === 'PROMO') {
    const promotionId = optInteger(b.redirectPromotionId, `${path}.redirectPromotionId`) ?? (b.linkageType === 'P' ? optInteger(b.linkage, `${path}.linkage`) : undefined);
    return promotionId !== undefined ? pathWith(PATHS['activity-info'], { id: String(promotionId) }) : REDIRECT_PATHS.PROMO ?? null;
  }
  return REDIRECT_PATHS[redirect] ?? null;
}

function readBanner(entry: unknown, path: string): AnnouncementBanner {
  const b = object(entry, path);
  const url = string(b.url, `${path}.url`);
  if (url.trim() === '') throw new ReplyShapeError(`${path}.url`, 'a picture');
  const width = optInteger(b.width, `${path}.width`);
  const height = optInteger(b.height, `${path}.height`);
  const variants = optList(b.variants, `${path}.variants`, (v, at) => {
    const o = object(v, at);
    return { url: string(o.url, `${at}.url`), width: integer(o.width, `${at}.width`) };
  });
  return {
    id: integer(b.announcementId ?? b.id, `${path}.announcementId`),
    url,
    title: optString(b.title, `${path}.title`) ?? '',
    redirectUrl: bannerTarget(b, path),
    ...(width && width > 0 ? { width } : {}),
    ...(height && height > 0 ? { height } : {}),
    ...(variants.length > 0 ? { variants } : {}),
  };
}

/** The notice's text: content, else its first entry of contents[] (upstream sends both). */
function contentOf(n: Fields, path: string, key: 'content' | 'title'): string | undefined {
  const own = optString(n[key], `${path}.${key}`);
  if (own !== undefined) return own;
  const first = Array.isArray(n.contents) ? optObject(n.contents[0], `${path}.contents[0]`) : undefined;
  return first ? optString(first[key], `${path}.contents[0].${key}`) : undefined;
}

function readNotice(entry: unknown, path: string): AnnouncementNotice {
  const n = object(entry, path);
  return {
    id: integer(n.id ?? n.announcementId, `${path}.id`),
    title: contentOf(n, path, 'title') ?? '',
    content: contentOf(n, path, 'content') ?? '',
    read: optBoolean(n.read, `${path}.read`) ?? false,
    createdAt: optInteger(n.createdAt, `${path}.createdAt`) ?? optInteger(n.startDate, `${path}.startDate`) ?? null,
  };
}

const EXECUTIONS: ReadonlySet<string> = new Set(['A', 'B', 'F']);

function readPopup(entry: unknown, path: string): Popup {
  const p = object(entry, path);
  const execution = optString(p.execution, `${path}.execution`) ?? 'B';
  if (!EXECUTIONS.has(execution)) throw new ReplyShapeError(`${path}.execution`, 'A, B or F');
  return {
    id: integer(p.id ?? p.announcementId, `${path}.id`),
    title: contentOf(p, path, 'title') ?? '',
    content: contentOf(p, path, 'content') ?? '',
    promotionType: optString(p.promotionType, `${path}.promotionType`) ?? null,
    execution: execution as Popup['execution'],
    redirect: optString(p.redirect, `${path}.redirect`) ?? null,
  };
}

function readMatch(entry: unknown, path: string): HotMatch {
  const m = object(entry, path);
  const text = (key: string) => optString(m[key], `${path}.${key}`) ?? '';
  const odds = optObject(m.moneyLine, `${path}.moneyLine`);
  const homeTeam = string(m.homeTeam, `${path}.homeTeam`);
  const awayTeam = string(m.awayTeam, `${path}.awayTeam`);
  return {
    title: optString(m.title, `${path}.title`) ?? `${homeTeam} vs ${awayTeam}`,
    matchTime: integer(m.matchTime, `${path}.matchTime`),
    homeTeam,
    awayTeam,
    homeTeamImageUrl: text('homeTeamImageUrl'),
    awayTeamImageUrl: text('awayTeamImageUrl'),
    moneyLine: { homeTeamOdds: odds ? number(odds.homeTeamOdds, `${path}.moneyLine.homeTeamOdds`) : 0, awayTeamOdds: odds ? number(odds.awayTeamOdds, `${path}.moneyLine.awayTeamOdds`) : 0 },
    vendor: text('vendor'),
    gameId: text('gameId'),
    nodeId: optInteger(m.nodeId, `${path}.nodeId`) ?? 0,
    matchId: text('matchId'),
    leagueId: text('leagueId'),
    roomId: text('roomId'),
    league: text('league'),
    supportPlay: m.supportPlay === undefined || m.supportPlay === null ? true : boolean(m.supportPlay, `${path}.supportPlay`),
  };
}

/** A promotion (type PR), as upstream's announcement item or our older summary. */
function readPromotion(entry: unknown, path: string): AnnouncementPromotion {
  const p = object(entry, path);
  const firstContent = Array.isArray(p.contents) ? optObject(p.contents[0], `${path}.contents[0]`) : undefined;
  const image =
    optString(p.imageUrl, `${path}.imageUrl`) ??
    optString(p.photoUrl, `${path}.photoUrl`) ??
    (firstContent ? optString(firstContent.mobileImageUrl, `${path}.contents[0].mobileImageUrl`) : undefined) ??
    '';
  const categoryIds = optList(p.promoAnnouncementCategoryIds, `${path}.promoAnnouncementCategoryIds`, (v, at) => integer(v, at));
  const categoryId = optInteger(p.categoryId, `${path}.categoryId`) ?? categoryIds[0] ?? null;
  const noExpiry = optBoolean(p.noExpiry, `${path}.noExpiry`) ?? false;
  return {
    id: integer(p.id ?? p.announcementId, `${path}.id`),
    title: contentOf(p, path, 'title') ?? '',
    content: contentOf(p, path, 'content') ?? '',
    imageUrl: image,
    categoryId,
    startTime: optInteger(p.startTime, `${path}.startTime`) ?? optInteger(p.startDate, `${path}.startDate`) ?? 0,
    endTime: noExpiry ? null : (optInteger(p.endTime, `${path}.endTime`) ?? optInteger(p.endDate, `${path}.endDate`) ?? null),
    applicable: optBoolean(p.applicable, `${path}.applicable`) ?? false,
  };
}

/** The readable entries of a list; refused when it has entries and none of them can be read. */
function entries<T>(v: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  const out = readableEntries(v, path, item);
  const given = Array.isArray(v) ? v.length : typeof v === 'object' && v !== null ? Object.keys(v).length : 0;
  if (out.length === 0 && given > 0) throw new ReplyShapeError(path, 'a list with a readable entry');
  return out;
}

export default function readAnnouncements(value: unknown): AnnouncementsReply {
  const v = object(value);
  const player = entries(v.player, 'value.player', readNotice);
  const agent = entries(v.agent, 'value.agent', readNotice);
  const footer = optObject(v.footer, 'value.footer');
  // Without a footer (the H5 shell's reply), the unread count is what the lists say.
  const counted = v.player === undefined && v.agent !== undefined ? agent : player;
  const unreadCount = (footer ? optInteger(footer.unreadCount, 'value.footer.unreadCount') : undefined) ?? counted.filter((n) => !n.read).length;
  return {
    banners: entries(v.banners, 'value.banners', readBanner),
    player,
    agent,
    popup: entries(v.popup, 'value.popup', readPopup),
    promotion: entries(v.promotion, 'value.promotion', readPromotion),
    hot: entries(v.hot, 'value.hot', readMatch),
    footer: { unreadCount },
  };
}
