import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../api/contract.generated';
import { inputMaxLength, rulesFromFieldRule, validateValue, type RuleDescriptor } from './field-validation';

const msg = (key: string) => ({ key });
const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: true, patternId: null, pattern: null, minLength: null, maxLength: null, messageKey: 'format.username.err', ...over });

describe('validateValue (generic rule types)', () => {
  it('required fails on empty and on spaces only', () => {
    const rules: RuleDescriptor[] = [{ type: 'required', message: msg('req') }];
    expect(validateValue('', rules)).toEqual(msg('req'));
    expect(validateValue('   ', rules)).toEqual(msg('req'));
    expect(validateValue('x', rules)).toBeNull();
  });

  it('whitespace fails a value of spaces only even when optional', () => {
    const rules: RuleDescriptor[] = [{ type: 'whitespace', message: msg('ws') }];
    expect(validateValue('  ', rules)).toEqual(msg('ws'));
    expect(validateValue('', rules)).toBeNull();
  });

  it('an optional empty field passes every other rule', () => {
    const rules: RuleDescriptor[] = [
      { type: 'type', valueType: 'digits', message: msg('type') },
      { type: 'range', min: 3, max: 5, message: msg('range') },
      { type: 'pattern', pattern: /^a/, message: msg('pattern') },
      { type: 'enum', values: ['a'], message: msg('enum') },
    ];
    expect(validateValue('', rules)).toBeNull();
  });

  it('checks type, range, pattern and enum in order', () => {
    expect(validateValue('12a', [{ type: 'type', valueType: 'digits', message: msg('type') }])).toEqual(msg('type'));
    expect(validateValue('x@y', [{ type: 'type', valueType: 'email', message: msg('type') }])).toEqual(msg('type'));
    expect(validateValue('x@y.io', [{ type: 'type', valueType: 'email', message: msg('type') }])).toBeNull();
    expect(validateValue('ab', [{ type: 'range', min: 3, message: msg('range') }])).toEqual(msg('range'));
    expect(validateValue('abcdef', [{ type: 'range', max: 5, message: msg('range') }])).toEqual(msg('range'));
    expect(validateValue(' abc ', [{ type: 'range', min: 3, max: 3, message: msg('range') }])).toBeNull();
    expect(validateValue('b', [{ type: 'pattern', pattern: /^a/, message: msg('pattern') }])).toEqual(msg('pattern'));
    expect(validateValue('+85', [{ type: 'enum', values: ['+84'], message: msg('enum') }])).toEqual(msg('enum'));
    expect(validateValue('+84', [{ type: 'enum', values: ['+84'], message: msg('enum') }])).toBeNull();
  });
});

describe('rulesFromFieldRule (the platform rule drives the field)', () => {
  const required = msg('auth:enter_username');

  it('uses the rule\'s required flag, bounds, pattern and message', () => {
    const rules = rulesFromFieldRule(rule({ pattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 4, maxLength: 16 }), { name: 'username', requiredMessage: required });
    expect(validateValue('', rules)).toEqual(required);
    expect(validateValue('abc', rules)).toEqual({ key: 'errors:format_username' });
    expect(validateValue('1abcd', rules)).toEqual({ key: 'errors:format_username' });
    expect(validateValue('abcd1', rules)).toBeNull();
  });

  it('lets an optional empty field pass and a disabled rule check nothing', () => {
    expect(validateValue('', rulesFromFieldRule(rule({ required: false, minLength: 2 }), { name: 'nickname', requiredMessage: required }))).toBeNull();
    expect(rulesFromFieldRule(rule({ enabled: false }), { name: 'email', requiredMessage: required })).toEqual([]);
    // A form that needs the field (the flag says so) checks it even when the rule is off.
    expect(validateValue('', rulesFromFieldRule(rule({ enabled: false, required: false }), { name: 'mobileNum', requiredMessage: required, required: true }))).toEqual(required);
  });

  it("names the failing rule where the catalogue only has the generic 'format not valid' (nickname, payee name)", () => {
    const payee = rulesFromFieldRule(
      rule({ messageKey: 'format.field.err', patternId: 'LETTERS_SPACES', pattern: '^[A-Za-z]+( [A-Za-z]+)*$', minLength: 2, maxLength: 64, required: false }),
      { name: 'payeeName', requiredMessage: required },
    );
    expect(validateValue('Nguyễn Văn A', payee)).toEqual({ key: 'auth:invalid_letters_spaces' });
    expect(validateValue('A', payee)).toEqual({ key: 'auth:invalid_length_range', values: { min: 2, max: 64 } });
    expect(validateValue('NGUYEN VAN A', payee)).toBeNull();
    const nickname = rulesFromFieldRule(rule({ messageKey: 'format.field.err', minLength: 2, maxLength: 20, required: false }), { name: 'nickname', requiredMessage: required });
    expect(validateValue('x', nickname)).toEqual({ key: 'auth:invalid_length_range', values: { min: 2, max: 20 } });
    // A catalogued, specific code keeps its own message.
    const username = rulesFromFieldRule(rule({ pattern: '^[a-z]+$', minLength: 4 }), { name: 'username', requiredMessage: required });
    expect(validateValue('AB', username)).toEqual({ key: 'errors:format_username' });
  });

  it('words a login rule\'s credential code as a format error before anything was sent', () => {
    const rules = rulesFromFieldRule(rule({ messageKey: 'login.cred.err', minLength: 3 }), { name: 'loginUsername', requiredMessage: required });
    expect(validateValue('ab', rules)).toEqual({ key: 'errors:format_username' });
    const password = rulesFromFieldRule(rule({ messageKey: 'login.cred.err', minLength: 6 }), { name: 'loginPassword', requiredMessage: required });
    expect(validateValue('abc', password)).toEqual({ key: 'errors:format_password' });
  });

  it('caps the length with the spec\'s input limit and skips a pattern the browser cannot compile', () => {
    const rules = rulesFromFieldRule(rule({ maxLength: 30, pattern: '(' }), { name: 'loginMobileNum', requiredMessage: required, maxLength: 20 });
    expect(validateValue('1'.repeat(21), rules)).not.toBeNull();
    expect(validateValue('1'.repeat(20), rules)).toBeNull();
    expect(inputMaxLength(rule({ maxLength: 30 }), 20)).toBe(20);
    expect(inputMaxLength(rule({ maxLength: null }), 10)).toBe(10);
  });
});
