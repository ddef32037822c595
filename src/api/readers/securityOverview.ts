// The security centre's overview (GET /wps/member/securityConfig). Upstream's path; the fields of its
// reply are not in the public copies of upstream's bundle, so these are ours, read tolerantly: yes/no
// as booleans, "Y"/"N" or 1/0, counts as numbers or numeric strings, an empty contact as none. Only
// a reply without fundPasswordSet is refused (the screens branch on it).
import type { SecurityOverviewReply } from '../reader-types';
import { boolean, object, optBoolean, optInteger, optString } from './read';

const contact = (v: unknown, path: string): string | null => optString(v, path)?.trim() || null;

export default function readSecurityOverview(value: unknown): SecurityOverviewReply {
  const v = object(value);
  return {
    fundPasswordSet: boolean(v.fundPasswordSet, 'value.fundPasswordSet'),
    email: contact(v.email, 'value.email'),
    mobile: contact(v.mobile, 'value.mobile'),
    payeeName: contact(v.payeeName, 'value.payeeName'),
    bankCardCount: optInteger(v.bankCardCount, 'value.bankCardCount') ?? 0,
    maxCardCount: optInteger(v.maxCardCount, 'value.maxCardCount') ?? 0,
    bankCardsEnabled: optBoolean(v.bankCardsEnabled, 'value.bankCardsEnabled') ?? false,
  };
}
