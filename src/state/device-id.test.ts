import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginDeviceId } from './device-id';
import { MemoryStorage, readStored, setStorageBackends, storageKeys, writeStored } from './storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() }));
afterEach(() => setStorageBackends({}));

describe('loginDeviceId', () => {
  it('is a version-4 UUID, made once and kept in local storage', () => {
    const first = loginDeviceId();
    expect(first).toMatch(UUID_V4);
    expect(readStored(storageKeys.loginDeviceId)).toBe(first);
    expect(loginDeviceId()).toBe(first);
  });

  it('keeps an id already stored', () => {
    writeStored(storageKeys.loginDeviceId, '01234567-89ab-4cde-8f01-23456789abcd');
    expect(loginDeviceId()).toBe('01234567-89ab-4cde-8f01-23456789abcd');
  });
});
