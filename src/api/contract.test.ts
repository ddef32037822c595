import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/gen-api-types';
import { API_ENDPOINTS } from './contract.generated';
import { RSA_KEY_PATH } from './client';

describe('src/api/contract.generated.ts', () => {
  it('is up to date with schemas/api (run npx tsx scripts/gen-api-types.ts)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes());
  });

  it('agrees with the client on the RSA key path', () => {
    expect(API_ENDPOINTS.rsaKey.path).toBe(RSA_KEY_PATH);
  });
});
