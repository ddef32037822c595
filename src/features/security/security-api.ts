// The security centre's platform calls, one function each, through the typed contract. The funds
// password calls and the card delete are encrypted (the contract says so; callEndpoint does it).
import { callEndpoint } from '../../api/endpoints';
import type {
  SecurityBankCard,
  SecurityBankCards,
  SecurityBankList,
  SecurityBindCardRequest,
  SecurityCodeSent,
  SecurityFundPasswordResetRequest,
} from '../../api/contract.generated';
import type { SecurityOverviewReply } from '../../api/reader-types';
import { cached, defineCache, parseArray } from '../../state/cache';

export type CodeChannel = 'email' | 'mobile';

export function loadOverview(): Promise<SecurityOverviewReply> {
  return callEndpoint('securityOverview', {});
}

export function setFundPassword(newFundPassword: string, confirmFundPassword: string): Promise<null> {
  return callEndpoint('securityFundPasswordSet', { body: { newFundPassword, confirmFundPassword } });
}

export function changeFundPassword(fundPassword: string, newFundPassword: string, confirmFundPassword: string): Promise<null> {
  return callEndpoint('securityFundPasswordChange', { body: { fundPassword, newFundPassword, confirmFundPassword } });
}

/** Upstream sends codes by channel: SMS to the bound mobile, e-mail to the bound address. */
export function sendFundPasswordCode(channel: CodeChannel): Promise<SecurityCodeSent> {
  return channel === 'mobile'
    ? callEndpoint('securityFundPasswordCode', { body: { purpose: 'fundReset' } })
    : callEndpoint('securityEmailCode', { body: { purpose: 'fundReset' } });
}

export function resetFundPassword(body: SecurityFundPasswordResetRequest): Promise<null> {
  return callEndpoint('securityFundPasswordReset', { body });
}

/** The merchant's banks change only when the operator edits them: kept 30 minutes, per merchant build. */
export const BANK_LIST_TTL_MS = 30 * 60_000;
const bankListCache = defineCache<SecurityBankList>({ name: 'SECURITY_BANKS', ttlMs: BANK_LIST_TTL_MS, version: 1, parse: (raw) => parseArray(raw) });

export function loadBanks(options: { renew?: boolean } = {}): Promise<SecurityBankList> {
  return cached(bankListCache, () => callEndpoint('securityBanks', {}), options);
}

export function loadBankCards(): Promise<SecurityBankCards> {
  return callEndpoint('securityBankCards', {});
}

export function bindBankCard(body: SecurityBindCardRequest): Promise<SecurityBankCard> {
  return callEndpoint('securityBindBankCard', { body });
}

export function deleteBankCard(bankCardId: number, password: string): Promise<null> {
  return callEndpoint('securityDeleteBankCard', { body: { bankCardId, password } });
}

export function sendEmailCode(email: string): Promise<SecurityCodeSent> {
  return callEndpoint('securityEmailCode', { body: { purpose: 'bindEmail', email } });
}

export function bindEmail(email: string, verificationCode: string): Promise<null> {
  return callEndpoint('securityBindEmail', { body: { email, verificationCode } });
}

export function bindPayee(payeeName: string): Promise<null> {
  return callEndpoint('securityBindPayee', { body: { payeeName } });
}
