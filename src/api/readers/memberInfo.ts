// The member's info (GET /wps/member/info), as upstream sends it: the fields its mobile client reads
// (id, type, account, nickname, regDate, clubLabel{type, labelName, color, color2}, mobile) and
// those seen live (clubLabel.labelName, nickname, account, regDate, mobile), each tolerated absent
// except the account. The avatar is not here: it has its own call (memberHeadIcons).
import type { MemberInfoReply } from '../reader-types';
import { integer, object, optInteger, optObject, optString, ReplyShapeError } from './read';

export default function readMemberInfo(value: unknown): MemberInfoReply {
  const v = object(value);
  const account = optString(v.account, 'value.account') ?? optString(v.userName, 'value.userName');
  if (account === undefined || account.trim() === '') throw new ReplyShapeError('value.account', 'an account');
  const label = optObject(v.clubLabel, 'value.clubLabel');
  const labelName = label ? optString(label.labelName, 'value.clubLabel.labelName') : undefined;
  return {
    id: v.id === undefined || v.id === null ? account : typeof v.id === 'number' ? integer(v.id, 'value.id') : String(v.id),
    account,
    userName: optString(v.userName, 'value.userName') ?? account,
    nickname: optString(v.nickname, 'value.nickname') ?? null,
    // Upstream's client reads value.type; a reply without it is taken as a plain member's.
    type: optInteger(v.type, 'value.type') ?? 0,
    regDate: optInteger(v.regDate, 'value.regDate') ?? null,
    clubLabel:
      label && labelName !== undefined
        ? {
            labelName,
            type: optString(label.type, 'value.clubLabel.type') ?? 'AUTO',
            color: optString(label.color, 'value.clubLabel.color') ?? '',
            color2: optString(label.color2, 'value.clubLabel.color2') ?? optString(label.color, 'value.clubLabel.color') ?? '',
          }
        : null,
    toUpline: optString(v.toUpline, 'value.toUpline') ?? null,
    mobile: optString(v.mobile, 'value.mobile') ?? null,
    email: optString(v.email, 'value.email') ?? null,
    ...(optString(v.merchantCode, 'value.merchantCode') ? { merchantCode: optString(v.merchantCode, 'value.merchantCode') } : {}),
  };
}
