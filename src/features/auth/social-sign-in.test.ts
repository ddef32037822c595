// Social sign-in's pure steps: who is offered, the authorization URLs, and the return check.
import { describe, expect, it } from 'vitest';
import type { FlagKey } from '../../config/flags';
import { SOCIAL_ATTEMPT_MAX_AGE_MS, authorizationUrl, checkProviderReturn, offeredProviders, randomUrlToken, readProviderReturn } from './social-sign-in';

const social = { google: { clientId: '1-abc.apps.googleusercontent.com' }, facebook: { appId: '1234567' } };
const allOn = () => true;

describe('social sign-in', () => {
  it('offers a provider only when its flag is on and the merchant configured it', () => {
    expect(offeredProviders(social, allOn)).toEqual(['facebook', 'google']);
    expect(offeredProviders(undefined, allOn)).toEqual([]);
    expect(offeredProviders({ google: social.google }, allOn)).toEqual(['google']);
    expect(offeredProviders(social, (key: FlagKey) => key === 'FACEBOOKLOGIN3')).toEqual(['facebook']);
  });

  it('builds the providers\' authorization URLs with client id, same-origin redirect, state (and nonce for Google)', () => {
    const google = new URL(authorizationUrl('google', social, 'https://play.example.com', { state: 's1', nonce: 'n1' }) ?? '');
    expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: '1-abc.apps.googleusercontent.com',
      redirect_uri: 'https://play.example.com/m/login?provider=google',
      response_type: 'id_token',
      state: 's1',
      nonce: 'n1',
    });
    const facebook = new URL(authorizationUrl('facebook', social, 'https://play.example.com', { state: 's2', nonce: 'n2' }) ?? '');
    expect(Object.fromEntries(facebook.searchParams)).toMatchObject({ client_id: '1234567', redirect_uri: 'https://play.example.com/m/login?provider=facebook', response_type: 'token', state: 's2' });
    expect(facebook.searchParams.has('nonce')).toBe(false);
    expect(authorizationUrl('facebook', { google: social.google }, 'https://x', { state: 's', nonce: 'n' })).toBeUndefined();
  });

  it('makes URL-safe random tokens of 256 bits', () => {
    const a = randomUrlToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlToken()).not.toBe(a);
    expect(randomUrlToken((b) => b.fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('reads the return: the provider from the query, token and state from the fragment', () => {
    expect(readProviderReturn('', '')).toBeUndefined();
    expect(readProviderReturn('?provider=twitter', '#access_token=x')).toBeUndefined();
    expect(readProviderReturn('?provider=google', '#id_token=jwt&state=s1')).toEqual({ provider: 'google', token: 'jwt', state: 's1', error: undefined });
    expect(readProviderReturn('?provider=facebook&error=access_denied&state=s2', '')).toEqual({ provider: 'facebook', token: undefined, state: 's2', error: 'access_denied' });
  });

  it('accepts a return only with the saved state, recent, unrefused and carrying a token', () => {
    const attempt = { provider: 'google' as const, state: 's1', nonce: 'n1', startedAt: 1_000 };
    const ret = { provider: 'google' as const, state: 's1', token: 'jwt', error: undefined };
    expect(checkProviderReturn(ret, attempt, 2_000)).toEqual({ ok: true, provider: 'google', token: 'jwt', nonce: 'n1' });
    expect(checkProviderReturn(ret, undefined, 2_000)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkProviderReturn({ ...ret, state: 'forged' }, attempt, 2_000)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkProviderReturn({ ...ret, state: undefined }, attempt, 2_000)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkProviderReturn({ ...ret, provider: 'facebook' }, attempt, 2_000)).toMatchObject({ ok: false, reason: 'state' });
    expect(checkProviderReturn(ret, attempt, 1_000 + SOCIAL_ATTEMPT_MAX_AGE_MS + 1)).toMatchObject({ ok: false, reason: 'expired' });
    expect(checkProviderReturn({ ...ret, error: 'access_denied' }, attempt, 2_000)).toMatchObject({ ok: false, reason: 'refused' });
    expect(checkProviderReturn({ ...ret, token: undefined }, attempt, 2_000)).toMatchObject({ ok: false, reason: 'no-token' });
  });
});
