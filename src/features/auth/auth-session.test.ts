import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignInReply } from '../../api/reader-types';
import { sessionStore } from '../../state/session-store';
import { MemoryStorage, readSession, readStored, setStorageBackends, storageKeys } from '../../state/storage';
import { sessionPassword } from '../../state/session-secret';
import { completeSignIn, completeTrialSignIn, homeForDevice } from './auth-session';

const reply = (over: Partial<SignInReply> = {}): SignInReply => ({
  id: 7,
  token: 'tok',
  userName: 'demo01',
  merchantCode: 'demo',
  customerType: 0,
  passwordExpired: false,
  firstTimeLogin: false,
  ...over,
});

let local: MemoryStorage;
let sessionArea: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  sessionArea = new MemoryStorage();
  setStorageBackends({ local, session: sessionArea });
});

/** Every value the app put in either storage area, raw. */
const everythingStored = (): string => Object.values(storageKeys).map((key) => (key.area === 'local' ? local : sessionArea).getItem(key.name) ?? '').join('\n');
afterEach(() => setStorageBackends({}));

describe('completeSignIn', () => {
  it('stores MC_SESSION_INFO and the token, keeps the password in memory (never in storage) and goes to the destination', () => {
    expect(completeSignIn(reply(), { password: 'Demo@1234', agentMarker: 'clear', destination: '/m/home' })).toBe('/m/home');
    expect(readSession()).toEqual({ id: 7, token: 'tok', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false });
    expect(sessionStore.session?.token).toBe('tok');
    expect(sessionPassword()).toBe('Demo@1234');
    expect(sessionArea.getItem('PSW')).toBeNull();
    expect(everythingStored()).not.toContain('Demo@1234');
  });

  it('sends a player whose password must change to /m/changePsw', () => {
    expect(completeSignIn(reply({ passwordExpired: true }), { agentMarker: 'keep', destination: '/m/agent/home' })).toBe('/m/changePsw');
  });

  it('remembers the name only (never the password) when asked, and forgets it when unticked', () => {
    completeSignIn(reply(), { password: 'Demo@1234', remember: true, agentMarker: 'clear', destination: '/m/home' }, 'demo01');
    expect(readStored(storageKeys.rememberedLogin)).toEqual({ userName: 'demo01' });
    expect(local.getItem('MC_REMEMBERED_LOGIN')).toBe('{"userName":"demo01"}');
    expect(everythingStored()).not.toContain('Demo@1234');
    completeSignIn(reply(), { password: 'Demo@1234', remember: false, agentMarker: 'clear', destination: '/m/home' });
    expect(readStored(storageKeys.rememberedLogin)).toBeUndefined();
  });

  it('sets the agent marker on the agent page, clears it on the member page and keeps it elsewhere', () => {
    completeSignIn(reply({ userName: 'agent01', customerType: 1 }), { agentMarker: 'set', destination: '/m/agent/home' });
    expect(readStored(storageKeys.agentMarker)).toBe('agent01');
    expect(homeForDevice()).toBe('/m/agent/home');
    completeSignIn(reply(), { agentMarker: 'keep', destination: '/m/home' });
    expect(readStored(storageKeys.agentMarker)).toBe('agent01');
    completeSignIn(reply(), { agentMarker: 'clear', destination: '/m/home' });
    expect(readStored(storageKeys.agentMarker)).toBeUndefined();
    expect(homeForDevice()).toBe('/m/home');
  });

  it('marks a trial session and a later real login unmarks it', () => {
    completeTrialSignIn({ token: 'trial-tok', userName: 'trial1234', customerType: 4, merchantCode: 'demo_trial' });
    expect(readStored(storageKeys.trialUser)).toBe(true);
    expect(readSession()).toMatchObject({ token: 'trial-tok', merchantCode: 'demo_trial', type: 4 });
    expect(sessionPassword()).toBeUndefined();
    completeSignIn(reply(), { password: 'Demo@1234', agentMarker: 'clear', destination: '/m/home' });
    expect(readStored(storageKeys.trialUser)).toBeUndefined();
    expect(sessionPassword()).toBe('Demo@1234');
    // A social sign-in (no password typed) forgets the one of an earlier sign-in.
    completeSignIn(reply(), { agentMarker: 'clear', destination: '/m/home' });
    expect(sessionPassword()).toBeUndefined();
  });
});
