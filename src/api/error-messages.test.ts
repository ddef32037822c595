import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, clientError } from './api-error';
import { ALL_ERROR_MESSAGE_KEYS, ERROR_FIELDS, ERROR_MESSAGE_KEYS, fieldForError, messageKeyForError, translateError } from './error-messages';

const readJson = (relative: string): Record<string, unknown> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as Record<string, unknown>;

const catalogue = readJson('../../schemas/api/error-codes.json');
const platformCodes = Object.keys(catalogue).filter((code) => !code.startsWith('$'));
const locales = { vi: readJson('../i18n/locales/vi/errors.json'), en: readJson('../i18n/locales/en/errors.json'), 'zh-CN': readJson('../i18n/locales/zh-CN/errors.json') };

const serverError = (code: string, message = '', value?: unknown) => new ApiError({ kind: 'server', code, message, status: 400, value });

describe('error message table', () => {
  it('maps every code of schemas/api/error-codes.json', () => {
    expect(platformCodes.length).toBeGreaterThan(10);
    const unmapped = platformCodes.filter((code) => !(code in ERROR_MESSAGE_KEYS));
    expect(unmapped).toEqual([]);
  });

  it('maps every client-side code', () => {
    for (const code of Object.values(CLIENT_ERROR_CODES)) expect(ERROR_MESSAGE_KEYS).toHaveProperty([code]);
  });

  it('uses keys i18next will not split (no dots or colons)', () => {
    for (const key of ALL_ERROR_MESSAGE_KEYS) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it.each(Object.entries(locales))('%s errors.json has exactly the keys of the table, all non-empty', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...ALL_ERROR_MESSAGE_KEYS]);
    for (const text of Object.values(messages)) expect(typeof text === 'string' && text.trim() !== '').toBe(true);
  });

  it('keeps placeholders identical across locales', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of ALL_ERROR_MESSAGE_KEYS) {
      expect(placeholders(locales.vi[key]), key).toEqual(placeholders(locales.en[key]));
      expect(placeholders(locales['zh-CN'][key]), key).toEqual(placeholders(locales.en[key]));
    }
  });
});

describe('messageKeyForError', () => {
  it('uses the table for a known code, ignoring the server wording', () => {
    expect(messageKeyForError(serverError('login.cred.err', 'bad creds'))).toEqual({ key: 'errors:login_cred_err' });
    expect(messageKeyForError(clientError('offline', 'x'))).toEqual({ key: 'errors:no_internet' });
    expect(messageKeyForError(clientError('timeout', 'x'))).toEqual({ key: 'errors:unstable_connection' });
  });

  it('falls back to the server message, then to Unknown error', () => {
    expect(messageKeyForError(serverError('brand.new.code', 'Tài khoản bị khóa'))).toMatchObject({ key: 'errors:server_message', values: { message: 'Tài khoản bị khóa' } });
    expect(messageKeyForError(serverError('brand.new.code', '  '))).toEqual({ key: 'errors:unknown_error' });
    expect(messageKeyForError(new Error('boom'))).toEqual({ key: 'errors:unknown_error' });
    expect(messageKeyForError(undefined)).toEqual({ key: 'errors:unknown_error' });
  });

  it('fills placeholders from the error value, with defaults', () => {
    expect(messageKeyForError(serverError('sms.cooldown', '', { retryAfter: 42 }))).toEqual({ key: 'errors:sms_cooldown', values: { retryAfter: 42 } });
    // The lockout and the rate limits name their wait in minutes (at least 1).
    expect(messageKeyForError(serverError('sms.verify.locked', '', { field: 'verificationCode', retryAfter: 839 }))).toEqual({
      key: 'errors:sms_verify_locked',
      values: { retryAfter: 839, retryAfterMinutes: 14 },
    });
    expect(messageKeyForError(serverError('request.too.frequent', '', { action: 'login', retryAfter: 30 }))).toEqual({
      key: 'errors:request_too_frequent',
      values: { retryAfter: 30, retryAfterMinutes: 1 },
    });
    expect(messageKeyForError(serverError('request.too.frequent'))).toEqual({ key: 'errors:request_too_frequent', values: { retryAfter: 60, retryAfterMinutes: 1 } });
    expect(fieldForError(serverError('sms.verify.locked'))).toBe('verificationCode');
    expect(messageKeyForError(serverError('age.not.confirmed', '', null))).toEqual({ key: 'errors:age_not_confirmed', values: { minimumAge: 18 } });
  });

  it('renders real sentences through i18next in every locale', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'vi', fallbackLng: 'en', ns: ['errors'], resources: Object.fromEntries(Object.entries(locales).map(([lng, errors]) => [lng, { errors }])) });
    const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
    expect(translateError(serverError('login.cred.err'), t)).toBe('Sai tên đăng nhập hoặc mật khẩu');
    expect(translateError(serverError('sms.cooldown', '', { retryAfter: 30 }), t)).toBe('Vui lòng đợi 30 giây trước khi yêu cầu mã mới.');
    expect(translateError(serverError('brand.new.code', 'A & B <b>'), t)).toBe('A & B <b>');
    await i18n.changeLanguage('zh-CN');
    expect(translateError(new Error('x'), t)).toBe('未知错误');
    await i18n.changeLanguage('en');
    expect(translateError(serverError('system.not.available'), t)).toBe('System upgrading, please try again later.');
  });
});

describe('fieldForError (where the focus returns after the alert)', () => {
  it('names the field of a catalogued error, and the platform may name its own', () => {
    const server = (code: string, value?: unknown) => new ApiError({ kind: 'server', code, message: code, status: 200, value });
    expect(fieldForError(server('login.cred.err'))).toBe('password');
    expect(fieldForError(server('captcha.wrong'))).toBe('captcha');
    expect(fieldForError(server('sms.code.wrong'))).toBe('verificationCode');
    expect(fieldForError(server('format.field.err', { field: 'payeeName' }))).toBe('payeeName');
    expect(fieldForError(server('unknown.system.err'))).toBeUndefined();
    expect(fieldForError(new Error('offline'))).toBeUndefined();
  });

  it('only names codes of the catalogue', () => {
    for (const code of Object.keys(ERROR_FIELDS)) expect(Object.keys(ERROR_MESSAGE_KEYS)).toContain(code);
  });
});
