// The nickname rule the platform applies (PUT /wps/member/info/nickname): 2-16 letters of any script,
// digits, spaces, _ or -, no leading or trailing space. Checked here first so a bad name never
// leaves the form; the platform's format.nickname.err says the same when it does.
import { isFreeType } from '../../domain/customer-types';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
const NICKNAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export function nicknameValid(raw: string): boolean {
  const nickname = raw.trim();
  const length = [...nickname].length;
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX && NICKNAME_PATTERN.test(nickname);
}

/** Whether this member may change the nickname: the merchant allows it (NICKNAMEUPD3) and the account is not a trial one. */
export function nicknameEditable(updateEnabled: boolean, type: number): boolean {
  return updateEnabled && !isFreeType(type);
}
