// The session store: sign-in writes MC_SESSION_INFO, sign-out clears the session area and turns
// auto-login off even when the logout call fails, and the display name prefers the nickname.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./endpoint-call', () => ({
  callLazily: async (id: string) => {
    calls.push(id);
    if (id === 'logout') throw new Error('offline');
    if (id === 'memberInfo') return { id: 7, account: 'demo01', userName: 'demo01', nickname: `Nick ${calls.length}`, type: 0, regDate: 0, toUpline: null };
    return null;
  },
}));

const { displayName, loadMemberInfo, onSessionChange, sessionStore, signIn, signOut, syncSessionFromStorage } = await import('./session-store');
const { MemoryStorage, readSession, readStored, setStorageBackends, storageKeys, writeStored } = await import('./storage');
const { keepSessionPassword, sessionPassword } = await import('./session-secret');

const session = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  calls.length = 0;
});
afterEach(() => setStorageBackends({}));

describe('session store', () => {
  it('signs in and out, telling listeners, and clears the session area on sign-out', async () => {
    const seen: (string | null)[] = [];
    const stop = onSessionChange((s) => seen.push(s?.token ?? null));
    signIn(session);
    expect(readSession()).toEqual(session);
    keepSessionPassword('Demo@1234');
    writeStored(storageKeys.trialUser, true);
    writeStored(storageKeys.autoLogin, true);
    writeStored(storageKeys.rememberedLogin, { userName: 'demo01' });
    writeStored(storageKeys.agentMarker, 'agent01');
    await signOut();
    expect(calls).toEqual(['logout']);
    expect(sessionStore.session).toBeNull();
    expect(readSession()).toBeUndefined();
    expect(sessionPassword()).toBeUndefined();
    expect(readStored(storageKeys.trialUser)).toBeUndefined();
    expect(readStored(storageKeys.autoLogin)).toBe(false);
    // The remembered name (never a password) and the agent marker outlive a sign-out.
    expect(readStored(storageKeys.rememberedLogin)).toEqual({ userName: 'demo01' });
    expect(readStored(storageKeys.agentMarker)).toBe('agent01');
    expect(seen).toEqual(['tok', null]);
    stop();
  });

  it('follows storage changed elsewhere (the API client clears it on expiry)', () => {
    signIn(session);
    setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
    syncSessionFromStorage();
    expect(sessionStore.session).toBeNull();
  });

  it('names the member by nickname, else account, else user name', () => {
    const info = { nickname: 'Demo Player', account: 'demo01' } as never;
    expect(displayName({ session, memberInfo: info })).toBe('Demo Player');
    expect(displayName({ session, memberInfo: { nickname: ' ', account: 'demo01' } as never })).toBe('demo01');
    expect(displayName({ session, memberInfo: null })).toBe('demo01');
  });

  it('serves member info from the cache unless a renew is asked, and forgets it at sign-out', async () => {
    signIn(session);
    await loadMemberInfo();
    expect(sessionStore.memberInfo?.nickname).toBe('Nick 1');
    // Read through a function: TypeScript would keep the narrowing of the assignment below.
    const nickname = () => sessionStore.memberInfo?.nickname;
    sessionStore.memberInfo = null;
    await loadMemberInfo();
    expect(calls).toEqual(['memberInfo']);
    expect(nickname()).toBe('Nick 1');
    await loadMemberInfo({ renew: true });
    expect(nickname()).toBe('Nick 2');
    await signOut();
    signIn(session);
    await loadMemberInfo();
    expect(calls.filter((c) => c === 'memberInfo')).toHaveLength(3);
  });
});
