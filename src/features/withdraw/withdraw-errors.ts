// What each catalogued withdraw refusal leads to (upstream facts §2 Withdraw): a page to fix it, the
// field it is about, the turnover table, or just its message. The words come from the one error
// table (src/api/error-messages.ts); this says only where the player goes next.
import { isApiError } from '../../api/api-error';
import { PATHS } from '../../domain/paths';

export type WithdrawErrorOutcome =
  /** Show the message with a button to the page that fixes it. */
  | { readonly kind: 'navigate'; readonly path: string; readonly go: string }
  /** Show the message under the field (focus it). */
  | { readonly kind: 'field'; readonly field: 'amount' | 'password' }
  /** The chosen card is frozen: message, the picker takes the focus, customer service offered. */
  | { readonly kind: 'card' }
  /** A turnover requirement: the message, and the status and table reload. */
  | { readonly kind: 'turnover' }
  /** Anything else: the message in the notice alert. */
  | { readonly kind: 'alert' };

/** Where the missing member information is bound: the payee name on its page; others on the security centre. */
export function pathForMissing(missing: readonly string[]): string {
  return missing.length === 0 || missing.includes('payeeName') ? PATHS['security-payee'] : PATHS['security-center'];
}

export function withdrawErrorOutcome(error: unknown): WithdrawErrorOutcome {
  if (!isApiError(error)) return { kind: 'alert' };
  switch (error.code) {
    case 'required_member_information_incomplete': {
      const value = error.value as { data?: unknown } | null;
      const missing = Array.isArray(value?.data) ? value.data.filter((d): d is string => typeof d === 'string') : [];
      return { kind: 'navigate', path: pathForMissing(missing), go: 'withdraw:go_complete_info' };
    }
    case 'member.fundpassword.not.set':
      return { kind: 'navigate', path: PATHS['security-funds-password'], go: 'withdraw:go_set_password' };
    case 'required_deposit_amount_not_reached':
      return { kind: 'navigate', path: PATHS.deposit, go: 'withdraw:go_deposit' };
    case 'member.fundpassword.wrong':
      return { kind: 'field', field: 'password' };
    case 'withdraw.amount.min':
    case 'withdraw.amount.max':
    case 'withdraw.amount.invalid':
      return { kind: 'field', field: 'amount' };
    case 'bank_card_is_frozen':
      return { kind: 'card' };
    case 'withdraw_turnover_not_enough':
    case 'promotion_turnover_not_enough':
      return { kind: 'turnover' };
    default:
      return { kind: 'alert' };
  }
}
