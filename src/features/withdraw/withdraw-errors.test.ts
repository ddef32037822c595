import { describe, expect, it } from 'vitest';
import errorCodes from '../../../schemas/api/error-codes.json';
import contract from '../../../schemas/api/endpoints.json';
import { ApiError } from '../../api/api-error';
import { ERROR_MESSAGE_KEYS } from '../../api/error-messages';
import { pathForMissing, withdrawErrorOutcome } from './withdraw-errors';

const err = (code: string, value: unknown = null) => new ApiError({ kind: 'server', code, message: code, status: 400, value });

describe('withdraw refusals: where each one leads', () => {
  it('sends the player to the page that fixes it', () => {
    expect(withdrawErrorOutcome(err('required_member_information_incomplete', { data: ['payeeName'] }))).toEqual({ kind: 'navigate', path: '/m/securityCenter/payee', go: 'withdraw:go_complete_info' });
    expect(withdrawErrorOutcome(err('required_member_information_incomplete', { data: ['mobile'] }))).toMatchObject({ kind: 'navigate', path: '/m/securityCenter' });
    expect(withdrawErrorOutcome(err('member.fundpassword.not.set'))).toMatchObject({ kind: 'navigate', path: '/m/securityCenter/fundsPassword' });
    expect(withdrawErrorOutcome(err('required_deposit_amount_not_reached', { required: 100, deposited: 0 }))).toMatchObject({ kind: 'navigate', path: '/m/voucherCenter' });
  });

  it('keeps a wrong password or amount with its field, a frozen card with the picker, turnover with its table', () => {
    expect(withdrawErrorOutcome(err('member.fundpassword.wrong'))).toEqual({ kind: 'field', field: 'password' });
    for (const code of ['withdraw.amount.min', 'withdraw.amount.max', 'withdraw.amount.invalid']) expect(withdrawErrorOutcome(err(code))).toEqual({ kind: 'field', field: 'amount' });
    expect(withdrawErrorOutcome(err('bank_card_is_frozen'))).toEqual({ kind: 'card' });
    expect(withdrawErrorOutcome(err('withdraw_turnover_not_enough'))).toEqual({ kind: 'turnover' });
    expect(withdrawErrorOutcome(err('promotion_turnover_not_enough'))).toEqual({ kind: 'turnover' });
    expect(withdrawErrorOutcome(err('withdraw.count.exceeded'))).toEqual({ kind: 'alert' });
    expect(withdrawErrorOutcome(new Error('boom'))).toEqual({ kind: 'alert' });
    expect(pathForMissing([])).toBe('/m/securityCenter/payee');
  });

  it('every error the withdraw endpoint can answer is catalogued and has a message', () => {
    const spec = contract.endpoints.find((e) => e.id === 'withdraw');
    for (const code of spec?.errors ?? []) {
      expect(code in errorCodes, code).toBe(true);
      expect(code in ERROR_MESSAGE_KEYS, code).toBe(true);
    }
  });
});
