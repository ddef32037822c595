import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, randomUuid, uuidFromBytes } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are version-4 UUIDs, a new one each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey('dep-')).toMatch(/^dep-[0-9a-f-]{36}$/);
  });

  it('need no secure context (a brand on plain http has no crypto.randomUUID)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0x5a) });
    expect(randomUuid()).toBe('5a5a5a5a-5a5a-4a5a-9a5a-5a5a5a5a5a5a');
  });

  it('set the version and variant bits of any bytes', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
