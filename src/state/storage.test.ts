import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MemoryStorage,
  clearSession,
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
    writeStored(storageKeys.sessionPassword, 'pw');
    writeStored(storageKeys.trialUser, true);
    writeStored(storageKeys.agentMarker, '1');
    clearSession();
    expect(readSession()).toBeUndefined();
    expect(readStored(storageKeys.sessionPassword)).toBeUndefined();
    expect(readStored(storageKeys.trialUser)).toBeUndefined();
    expect(readStored(storageKeys.agentMarker)).toBe('1');
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
