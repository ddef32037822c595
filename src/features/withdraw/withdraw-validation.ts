// The withdraw form's own checks, before anything is sent: the amount against the limits the
// platform gave (min, max, what is left today, decimals) and the funds password's length.
import { WITHDRAW_PASSWORD_MIN_LENGTH } from '../../config/constants';
import type { FieldMessage } from '../../ui/field-message';

export interface AmountLimits {
  readonly min: number;
  readonly max: number;
  /** What may still be withdrawn today. */
  readonly remaining: number;
  readonly allowDecimal: boolean;
  /** With fixedOnly, only these amounts are allowed. */
  readonly fixedAmounts: readonly number[];
  readonly fixedOnly: boolean;
}

/**
 * One withdrawal's bounds: the account info's, narrowed by upstream's per-withdrawal limits
 * (withdraw settings' minimumAmount / maximumAmount) when the platform sends them.
 */
export function withdrawalBounds(
  account: { readonly minWithdrawal: number; readonly maxWithdrawal: number },
  settings: { readonly minimumAmount?: number; readonly maximumAmount?: number },
): { min: number; max: number } {
  return {
    min: Math.max(account.minWithdrawal, settings.minimumAmount ?? account.minWithdrawal),
    max: Math.min(account.maxWithdrawal, settings.maximumAmount ?? account.maxWithdrawal),
  };
}

/** The typed amount as a number, or null when it is not one (empty, letters, more than two decimals). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function amountRule(text: string, limits: AmountLimits): FieldMessage | null {
  if (text.trim() === '') return { key: 'withdraw:amount_required' };
  const value = parseAmount(text);
  if (value === null || value <= 0) return { key: 'errors:withdraw_amount_invalid' };
  if (!limits.allowDecimal && !Number.isInteger(value)) return { key: 'withdraw:amount_whole' };
  if (limits.fixedOnly && !limits.fixedAmounts.includes(value)) return { key: 'withdraw:amount_fixed' };
  if (value < limits.min) return { key: 'errors:withdraw_amount_min', values: { min: limits.min } };
  const max = Math.min(limits.max, limits.remaining);
  if (value > max) return { key: 'errors:withdraw_amount_max', values: { max } };
  return null;
}

export function passwordRule(text: string): FieldMessage | null {
  if (text === '') return { key: 'withdraw:password_required' };
  if (text.length < WITHDRAW_PASSWORD_MIN_LENGTH) return { key: 'withdraw:password_short', values: { min: WITHDRAW_PASSWORD_MIN_LENGTH } };
  return null;
}
