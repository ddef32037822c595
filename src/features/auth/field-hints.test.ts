// The hint under a field and the message when it fails say the same rule in the same terms.
import i18next from 'i18next';
import { beforeAll, expect, it } from 'vitest';
import type { FieldRule } from '../../api/contract.generated';
import en from '../../i18n/locales/en/auth.json';
import { mobileMessage } from './auth-rules';
import { fieldHint } from './field-hints';

const rule = (over: Partial<FieldRule>): FieldRule => ({ enabled: true, required: true, patternId: null, pattern: null, minLength: null, maxLength: null, messageKey: 'format.mobile.err', ...over });

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { auth: en } }, interpolation: { escapeValue: false } });
});

it('a mobile number of exactly N digits: the hint says N digits and so does the error', () => {
  const mobile = rule({ patternId: 'DIGITS', minLength: 10, maxLength: 10 });
  expect(fieldHint(i18next.t, mobile)).toBe('10 digits');
  const message = mobileMessage(mobile);
  expect(i18next.t(message.key, { ...message.values })).toBe('Please enter a valid mobile number of 10 digits');
});

it('a range of digits, and a minimum only, agree as well', () => {
  const range = rule({ patternId: 'DIGITS', minLength: 10, maxLength: 20 });
  expect(fieldHint(i18next.t, range)).toBe('10–20 digits');
  const rangeMessage = mobileMessage(range);
  expect(i18next.t(rangeMessage.key, { ...rangeMessage.values })).toBe('Please enter a valid mobile number of 10–20 digits');
  const min = rule({ patternId: 'DIGITS', minLength: 9 });
  expect(fieldHint(i18next.t, min)).toBe('At least 9 digits');
  const minMessage = mobileMessage(min);
  expect(i18next.t(minMessage.key, { ...minMessage.values })).toBe('Please enter a valid mobile number of at least 9 digits');
});

it('other fields keep their pattern and character counts', () => {
  expect(fieldHint(i18next.t, rule({ patternId: 'LETTERS_SPACES', minLength: 2, maxLength: 64, required: false }))).toBe(
    'Your real name: letters without diacritics, words separated by spaces · 2–64 characters · Optional',
  );
});
