// Referral details (GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true). Upstream answers
// referralCode, totalInvitations and promotionDomains; registerPath is ours (not seen upstream), so
// without it the share link's path is built from the code as our platform builds it.
import type { InviteReferralDetailsReply } from '../reader-types';
import { object, optInteger, optList, optString, string } from './read';
import { PATHS } from '../../domain/paths';

export function registerPathFor(code: string): string {
  return `${PATHS.register}?affiliateCode=${encodeURIComponent(code)}`;
}

export default function readInviteReferralDetails(value: unknown): InviteReferralDetailsReply {
  const v = object(value);
  const code = optString(v.referralCode, 'value.referralCode')?.trim() || null;
  const registerPath = optString(v.registerPath, 'value.registerPath');
  return {
    referralCode: code,
    totalInvitations: optInteger(v.totalInvitations, 'value.totalInvitations') ?? 0,
    promotionDomains: optList(v.promotionDomains, 'value.promotionDomains', string).filter((d) => d.trim() !== ''),
    registerPath: code === null ? null : (registerPath ?? registerPathFor(code)),
  };
}
