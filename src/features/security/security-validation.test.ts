import { describe, expect, it } from 'vitest';
import { bankRule, cardDigits, cardNumberRule, codeRule, confirmRule, currentFundPasswordRule, emailRule, fundPasswordRule, payeeNameRule } from './security-validation';

const key = (result: { key: string } | null) => result?.key ?? null;

describe('payee name (spec section 5: real name, no diacritics, spaces allowed)', () => {
  it.each(['NGUYEN VAN AN', 'Tran Thi Bich', '  LE VAN C  ', 'An'])('accepts %j', (name) => {
    expect(payeeNameRule(name)).toBeNull();
  });

  it('asks for a name when empty or spaces only', () => {
    expect(key(payeeNameRule(''))).toBe('security:enter_payee_name');
    expect(key(payeeNameRule('   '))).toBe('security:enter_payee_name');
  });

  it.each(['Nguyễn Văn An', 'TRẦN THỊ BÍCH', 'Đặng Minh', 'José Pérez'])('says "without diacritics" for %j', (name) => {
    expect(key(payeeNameRule(name))).toBe('security:payee_name_no_diacritics');
  });

  it.each(['NGUYEN VAN 2', 'NGUYEN  VAN', 'NGUYEN-VAN', 'A', 'A'.repeat(65), 'NGUYEN_VAN'])('refuses %j with the rule and its bounds', (name) => {
    expect(payeeNameRule(name)).toEqual({ key: 'security:payee_name_rule', values: { min: 2, max: 64 } });
  });
});

describe('funds password', () => {
  const rule = fundPasswordRule('enter_new_fund_password');
  it('needs 6-20 letters or digits', () => {
    expect(key(rule(''))).toBe('security:enter_new_fund_password');
    expect(rule('abc12')).toEqual({ key: 'security:fund_password_rule', values: { min: 6, max: 20 } });
    expect(key(rule('abc 123'))).toBe('security:fund_password_rule');
    expect(key(rule('abc@123'))).toBe('security:fund_password_rule');
    expect(key(rule('a'.repeat(21)))).toBe('security:fund_password_rule');
    expect(rule('Fund1234')).toBeNull();
    expect(rule('123456')).toBeNull();
  });

  it('only asks for the current one to be there, and the confirmation to match', () => {
    expect(key(currentFundPasswordRule(''))).toBe('security:enter_fund_password');
    expect(currentFundPasswordRule('x')).toBeNull();
    expect(key(confirmRule('Fund1234')(''))).toBe('security:enter_confirm_fund_password');
    expect(key(confirmRule('Fund1234')('Fund1235'))).toBe('security:confirm_mismatch');
    expect(confirmRule('Fund1234')('Fund1234')).toBeNull();
  });
});

describe('bank card fields', () => {
  it('takes 10-19 digits, typed in groups or not', () => {
    expect(cardDigits(' 9704 1234 5678 9012 ')).toBe('9704123456789012');
    expect(cardNumberRule('9704 1234 5678 9012')).toBeNull();
    expect(cardNumberRule('1234567890')).toBeNull();
    expect(key(cardNumberRule(''))).toBe('security:enter_card_number');
    expect(cardNumberRule('123456789')).toEqual({ key: 'security:card_number_rule', values: { min: 10, max: 19 } });
    expect(key(cardNumberRule('1'.repeat(20)))).toBe('security:card_number_rule');
    expect(key(cardNumberRule('9704-1234-5678'))).toBe('security:card_number_rule');
  });

  it('needs a bank', () => {
    expect(key(bankRule(''))).toBe('security:choose_bank');
    expect(bankRule('VCB')).toBeNull();
  });
});

describe('e-mail and code', () => {
  it('checks the e-mail shape with the catalogued message', () => {
    expect(key(emailRule(''))).toBe('security:enter_email');
    expect(key(emailRule('me@example'))).toBe('errors:format_email');
    expect(emailRule(' me@example.com ')).toBeNull();
  });

  it('takes a code of digits, at most 10', () => {
    expect(key(codeRule(''))).toBe('security:enter_code');
    expect(key(codeRule('12a4'))).toBe('security:code_rule');
    expect(key(codeRule('12345678901'))).toBe('security:code_rule');
    expect(codeRule('123456')).toBeNull();
  });
});
