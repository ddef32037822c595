import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MemoryStorage,
  clearSession,
  purgeStoredSecrets,
  readLotteryFavourites,
  readSession,
  readStored,
  removeStored,
  setStorageBackends,
  storageKeys,
  writeLotteryFavourites,
  writeSession,
  writeStored,
} from './storage';
import type { StorageBackend } from './storage';
import { keepSessionPassword, sessionPassword } from './session-secret';

const session = { id: 7, token: 'tok-1', merchantCode: 'alpha', userName: 'demo01', type: 0, firstTimeLogin: false };
let local: MemoryStorage;
let sessionArea: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  sessionArea = new MemoryStorage();
  setStorageBackends({ local, session: sessionArea });
});
afterEach(() => setStorageBackends({}));

describe('storage', () => {
  it('keeps the session in sessionStorage under MC_SESSION_INFO', () => {
    writeSession(session);
    expect(JSON.parse(sessionArea.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(session);
    expect(local.getItem('MC_SESSION_INFO')).toBeNull();
    expect(readSession()).toEqual(session);
  });

  it('reads corrupted or wrongly shaped values as absent instead of throwing', () => {
    for (const raw of ['{not json', '"a string"', 'null', '[]', JSON.stringify({ ...session, token: 5 }), JSON.stringify({ ...session, type: 'member' })]) {
      sessionArea.setItem('MC_SESSION_INFO', raw);
      expect(readSession()).toBeUndefined();
    }
    local.setItem('MC_AUTO_LOGIN', '"yes"');
    expect(readStored(storageKeys.autoLogin)).toBeUndefined();
  });

  it('accepts a session written without firstTimeLogin', () => {
    const { firstTimeLogin: _omit, ...older } = session;
    sessionArea.setItem('MC_SESSION_INFO', JSON.stringify(older));
    expect(readSession()).toEqual({ ...session, firstTimeLogin: false });
  });

  it('clearSession removes the session and its companions only', () => {
    writeSession(session);
    keepSessionPassword('pw');
    writeStored(storageKeys.trialUser, true);
    writeStored(storageKeys.agentMarker, '1');
    clearSession();
    expect(readSession()).toBeUndefined();
    expect(sessionPassword()).toBeUndefined();
    expect(readStored(storageKeys.trialUser)).toBeUndefined();
    expect(readStored(storageKeys.agentMarker)).toBe('1');
  });

  it('keeps the remembered login as a user name only: a password an older version stored is never read', () => {
    writeStored(storageKeys.rememberedLogin, { userName: 'demo01' });
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBe('{"userName":"demo01"}');
    local.setItem('MC_REMEMBERED_LOGIN', JSON.stringify({ userName: 'demo01', password: 'Demo@1234' }));
    expect(readStored(storageKeys.rememberedLogin)).toEqual({ userName: 'demo01' });
    for (const raw of ['{"password":"Demo@1234"}', '{"userName":""}', '{"userName":5}', 'nonsense']) {
      local.setItem('MC_REMEMBERED_LOGIN', raw);
      expect(readStored(storageKeys.rememberedLogin)).toBeUndefined();
    }
  });

  it('purgeStoredSecrets rewrites an old remembered login without its password and removes PSW', () => {
    local.setItem('MC_REMEMBERED_LOGIN', JSON.stringify({ userName: 'demo01', password: 'Demo@1234' }));
    sessionArea.setItem('PSW', JSON.stringify('Demo@1234'));
    expect(purgeStoredSecrets()).toBe(2);
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBe('{"userName":"demo01"}');
    expect(sessionArea.getItem('PSW')).toBeNull();
    // Clean already: nothing to do.
    expect(purgeStoredSecrets()).toBe(0);
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBe('{"userName":"demo01"}');
    // No usable name: the whole entry goes.
    local.setItem('MC_REMEMBERED_LOGIN', JSON.stringify({ password: 'Demo@1234' }));
    expect(purgeStoredSecrets()).toBe(1);
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBeNull();
    local.setItem('MC_REMEMBERED_LOGIN', '{broken');
    expect(purgeStoredSecrets()).toBe(1);
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBeNull();
  });

  it('keeps lottery favourites per user and survives one corrupted entry', () => {
    writeLotteryFavourites('demo01', ['g1', 'g2']);
    writeLotteryFavourites('agent01', ['g3']);
    expect(readLotteryFavourites('demo01')).toEqual(['g1', 'g2']);
    expect(readLotteryFavourites('nobody')).toEqual([]);
    local.setItem('MC_LOTTERY_FAVOURITES', JSON.stringify({ demo01: ['g1', 3], agent01: 'bad' }));
    expect(readLotteryFavourites('demo01')).toEqual(['g1']);
    expect(readLotteryFavourites('agent01')).toEqual([]);
  });

  it('drops writes and reads the browser refuses', () => {
    const refusing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    setStorageBackends({ local: refusing, session: refusing });
    expect(() => writeSession(session)).not.toThrow();
    expect(readSession()).toBeUndefined();
    expect(() => removeStored(storageKeys.session)).not.toThrow();
  });

  it('uses distinct literal names for every key', () => {
    const names = Object.values(storageKeys).map((k) => `${k.area}:${k.name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(storageKeys.agentMarker.name).toBe('ac');
  });
});
