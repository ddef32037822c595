// The auth namespace is complete in the three complete locales, and every key the screens use exists.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/auth.json';
import vi from '../../i18n/locales/vi/auth.json';
import zh from '../../i18n/locales/zh-CN/auth.json';

const here = import.meta.dirname;

function keysUsedInSources(): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(here)) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(here, file), 'utf8');
    for (const match of text.matchAll(/\bt\('([a-z_]+)'/g)) used.add(match[1] ?? '');
    for (const match of text.matchAll(/'auth:([a-z_]+)'/g)) used.add(match[1] ?? '');
    for (const match of text.matchAll(/\bm\('([a-z_]+)'/g)) used.add(match[1] ?? '');
    for (const match of text.matchAll(/: '(hint_[a-z_]+)'/g)) used.add(match[1] ?? '');
  }
  return used;
}

describe('auth locales', () => {
  it('vi, en and zh-CN have identical key sets', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('define every key the auth screens use, and keep the spec\'s own key names', () => {
    const defined = new Set(Object.keys(en));
    const missing = [...keysUsedInSources()].filter((key) => !defined.has(key));
    expect(missing).toEqual([]);
    for (const key of ['in_vwrite_code', 'in_confirmation_correct', 'in_incorrect_password', 'in_email_incorrect']) expect(defined.has(key)).toBe(true);
  });

  it('has no empty texts', () => {
    for (const locale of [en, vi, zh] as Record<string, string>[]) for (const [key, text] of Object.entries(locale)) expect(text.trim(), key).not.toBe('');
  });
});
