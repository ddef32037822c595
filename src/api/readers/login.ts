// Login's reply (also registration's, which signs the new member in), as upstream sends it and as
// ours did: upstream's mobile client keeps id, token, userName, customerType and firstTimeLogin;
// its PC build reads passwordExpired. Older platforms of ours said updatePassword.
import type { SignInReply } from '../reader-types';
import { boolean, integer, object, optBoolean, optString, string, ReplyShapeError } from './read';

export default function readSignIn(value: unknown): SignInReply {
  const v = object(value);
  const token = string(v.token, 'value.token');
  if (token.trim() === '') throw new ReplyShapeError('value.token', 'a token');
  const passwordExpired = optBoolean(v.passwordExpired, 'value.passwordExpired') ?? optBoolean(v.updatePassword, 'value.updatePassword') ?? false;
  const userName = optString(v.userName, 'value.userName') ?? optString(v.username, 'value.username');
  if (userName === undefined) throw new ReplyShapeError('value.userName', 'a string');
  const merchantCode = optString(v.merchantCode, 'value.merchantCode');
  return {
    id: v.id === undefined || v.id === null ? userName : typeof v.id === 'number' ? v.id : string(v.id, 'value.id'),
    token,
    userName,
    customerType: integer(v.customerType ?? v.type, 'value.customerType'),
    firstTimeLogin: v.firstTimeLogin === undefined || v.firstTimeLogin === null ? false : boolean(v.firstTimeLogin, 'value.firstTimeLogin'),
    passwordExpired,
    ...(merchantCode ? { merchantCode } : {}),
  };
}
