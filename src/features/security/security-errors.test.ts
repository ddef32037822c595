// Every error code the security endpoints can answer (schemas/api/endpoints.json) has its message in
// the one table, translated in vi, en and zh-CN (not English copies), with the platform's details
// filled in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { ERROR_MESSAGE_KEYS, messageKeyForError } from '../../api/error-messages';

const readJson = <T>(relative: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as T;
const endpoints = readJson<{ endpoints: { id: string; errors: string[] }[] }>('../../../schemas/api/endpoints.json').endpoints;
const locales = {
  vi: readJson<Record<string, string>>('../../i18n/locales/vi/errors.json'),
  en: readJson<Record<string, string>>('../../i18n/locales/en/errors.json'),
  'zh-CN': readJson<Record<string, string>>('../../i18n/locales/zh-CN/errors.json'),
};
const securityCodes = [...new Set(endpoints.filter((e) => e.id.startsWith('security')).flatMap((e) => e.errors))].sort();
const OWN_CODES = securityCodes.filter((code) => /fundpassword|fundpwd|password\.wrong|contact|verification\.code|exists\.email|payee|bankcard|cardnumber/.test(code));

describe('security error catalogue', () => {
  it('covers the codes the security endpoints answer', () => {
    expect(OWN_CODES.length).toBe(18);
  });

  it.each(securityCodes)('%s has a message in every complete locale', (code) => {
    const key = (ERROR_MESSAGE_KEYS as Record<string, string>)[code];
    expect(key, code).toBeDefined();
    for (const messages of Object.values(locales)) expect(messages[key ?? '']?.trim(), code).toBeTruthy();
  });

  it.each(OWN_CODES)('%s is translated, not copied from English', (code) => {
    const key = (ERROR_MESSAGE_KEYS as Record<string, string>)[code] ?? '';
    expect(locales.vi[key]).not.toBe(locales.en[key]);
    expect(locales['zh-CN'][key]).not.toBe(locales.en[key]);
  });

  it('fills the card limit from the error value, with a default', () => {
    const error = (value: unknown) => new ApiError({ kind: 'server', code: 'bankcard.max.reached', message: '', status: 400, value });
    expect(messageKeyForError(error({ maxCardCount: 1 }))).toEqual({ key: 'errors:bank_card_max_reached', values: { maxCardCount: 1 } });
    expect(messageKeyForError(error(null))).toEqual({ key: 'errors:bank_card_max_reached', values: { maxCardCount: 3 } });
  });
});
