// Free play's reply (/wps/session/login/freeplay): a trial session in value. Upstream's PC build reads
// only its token (its reply body is not seen upstream), so every other field is optional here: the
// type defaults to 4 (trial) and the merchant to the configured trial merchant.
import type { FreePlayReply } from '../reader-types';
import { integer, object, optString, string, ReplyShapeError } from './read';

export default function readFreePlay(value: unknown): FreePlayReply {
  const v = object(value);
  const token = string(v.token, 'value.token');
  if (token.trim() === '') throw new ReplyShapeError('value.token', 'a token');
  const merchantCode = optString(v.merchantCode, 'value.merchantCode');
  return {
    token,
    userName: optString(v.userName, 'value.userName') ?? optString(v.username, 'value.username') ?? 'trial',
    customerType: v.customerType === undefined || v.customerType === null ? 4 : integer(v.customerType, 'value.customerType'),
    ...(merchantCode ? { merchantCode } : {}),
  };
}
