// Member centre: nickname change, the avatar (upstream's MCSFE_getPlayerAvatar and
// MCSFE_uploadPlayerAvatar, a preset chosen by id), level progress and table, available
// promotions (the reward-centre badge); the dev switch for the badge counts is routes/dev.ts's.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  MemberAvailablePromotions,
  MemberClubBenefit,
  MemberNicknameRequest,
  MemberRankProgress,
  PlayerAvatar,
  PlayerAvatarRequest,
} from '../../src/api/contract.generated';
import { PLAYER_AVATARS, STATIC_AVATAR_TYPE } from '../../src/config/player-avatars';
import { type PlatformContext, type UserRow } from '../context';
import { authedRoute, type AreaOptions } from '../http';
import type { Merchant } from '../merchants';
import { availablePromotions, avatarIdOf, clubLevels, nicknameValid } from '../member-club';
import * as memberCentre from '../repositories/member-centre';

export function rankProgress(ctx: PlatformContext, merchant: Merchant, user: UserRow): MemberRankProgress {
  const levels = clubLevels(merchant.code);
  const turnover = memberCentre.turnover(ctx.db, user.id);
  const monthly = (turnover?.monthly_cents ?? 0) / 100;
  const total = (turnover?.total_cents ?? 0) / 100;
  // The member's label when it is a level of the ladder; otherwise the highest level the total reached.
  let index = levels.findIndex((l) => l.levelName === user.club_label);
  if (index === -1) index = Math.max(0, levels.filter((l) => l.totalTurnover <= total).length - 1);
  const current = levels[index];
  const next = levels[index + 1];
  return {
    playerRankName: current?.levelName ?? user.club_label,
    nextRankName: next?.levelName ?? null,
    monthlyTurnover: { actual: monthly, expected: next?.monthlyTurnover ?? 0 },
    totalTurnover: { actual: total, expected: next?.totalTurnover ?? 0 },
  };
}

export const memberCentreRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, MemberNicknameRequest, null>(app, ctx, { id: 'memberNickname', refuse: ['free-play'] }, ({ merchant, session, body }) => {
    if (merchant.flags.NICKNAMEUPD3 === false) throw new ApiError('function.not.available', 'Nickname changes are off for this merchant.');
    const nickname = body.nickname.trim();
    if (!nicknameValid(nickname)) throw new ApiError('format.nickname.err', undefined, { field: 'nickname' });
    memberCentre.setNickname(ctx.db, session.user.id, nickname);
    return null;
  });

  authedRoute<unknown, null, PlayerAvatar>(app, ctx, 'memberHeadIcons', ({ session }) => ({ avatar: avatarIdOf(session.user.head_icon), avatarType: STATIC_AVATAR_TYPE }));

  authedRoute<unknown, PlayerAvatarRequest, null>(app, ctx, { id: 'memberSetHeadIcon', refuse: ['free-play'] }, ({ session, body }) => {
    if (!PLAYER_AVATARS.some((preset) => preset.id === body.avatar)) throw new ApiError('format.field.err', `Unknown avatar "${body.avatar}".`, { field: 'avatar' });
    memberCentre.setHeadIcon(ctx.db, session.user.id, body.avatar);
    return null;
  });

  authedRoute<unknown, null, MemberRankProgress>(app, ctx, 'memberRankProgress', ({ merchant, session }) => rankProgress(ctx, merchant, session.user));

  authedRoute<unknown, null, MemberClubBenefit>(app, ctx, 'memberClubBenefit', ({ merchant }) => ({ levels: [...clubLevels(merchant.code)] }));

  authedRoute<unknown, null, MemberAvailablePromotions>(app, ctx, 'memberAvailablePromotions', ({ merchant, session }) => ({
    content: availablePromotions(ctx, merchant, session.user.id),
  }));

};
