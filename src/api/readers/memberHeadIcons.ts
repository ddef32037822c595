// The member's avatar (upstream's MCSFE_getPlayerAvatar: {avatar: "0", avatarType: "STATIC"} seen
// live): a STATIC avatar names one of the presets the client ships (src/config/player-avatars.ts);
// another type is taken to carry the picture's URL (inferred). Anything unreadable shows the first
// preset, as a member who never chose one sees it.
import { presetAvatarUrl, STATIC_AVATAR_TYPE } from '../../config/player-avatars';
import type { PlayerAvatarReply } from '../reader-types';
import { object, optString } from './read';

const PICTURE = /^(https?:\/\/|\/(?![/\\])|data:image\/)/i;

export default function readPlayerAvatar(value: unknown): PlayerAvatarReply {
  const v = object(value);
  const avatar = optString(v.avatar, 'value.avatar')?.trim() ?? '';
  const avatarType = optString(v.avatarType, 'value.avatarType')?.trim().toUpperCase() || STATIC_AVATAR_TYPE;
  if (avatarType !== STATIC_AVATAR_TYPE && PICTURE.test(avatar)) return { presetId: null, url: avatar };
  const presetId = avatar === '' ? '0' : avatar;
  return { presetId, url: presetAvatarUrl(presetId) };
}
