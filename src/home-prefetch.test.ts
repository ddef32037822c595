// The prefetch script imports nothing (it must stay tiny and run before the app); its copies of the
// app's names must equal the originals.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathsOf, routeById } from './app/route-table';
import { MERCHANT_CONFIG_ELEMENT_ID } from './config/merchant-config';
import { BANNER_SIZES } from './features/home/home-logic';
import { PREFETCH_BANNER_SIZES, PREFETCH_CONFIG_ELEMENT_ID, PREFETCH_HOME_PATHS, PREFETCH_LANGUAGE_KEY, PREFETCH_PATH, PREFETCH_SESSION_KEY, PREFETCH_TYPES } from './home-prefetch';
import { storageKeys } from './state/storage';

describe('home prefetch', () => {
  it("uses the app's own names", () => {
    const endpoints = JSON.parse(readFileSync(join(process.cwd(), 'schemas/api/endpoints.json'), 'utf8')) as { endpoints: { id: string; path: string }[] };
    expect(PREFETCH_PATH).toBe(endpoints.endpoints.find((e) => e.id === 'announcements')?.path);
    expect([...PREFETCH_HOME_PATHS].sort()).toEqual([...pathsOf(routeById('home'))].sort());
    expect(PREFETCH_CONFIG_ELEMENT_ID).toBe(MERCHANT_CONFIG_ELEMENT_ID);
    expect(PREFETCH_LANGUAGE_KEY).toBe(storageKeys.language.name);
    expect(PREFETCH_SESSION_KEY).toBe(storageKeys.session.name);
    expect(PREFETCH_BANNER_SIZES).toBe(BANNER_SIZES);
    expect(PREFETCH_TYPES).toBe('B,PL,PU,H');
  });
  it('imports nothing', () => {
    const source = readFileSync(join(__dirname, 'home-prefetch.ts'), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
