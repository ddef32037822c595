// Social sign-in as data and pure steps: which providers a brand offers (flag on AND provider
// configured), the provider's authorization URL (OAuth 2.0 implicit flow: Google returns an ID
// token, Facebook an access token, both in the URL fragment), and the check of what comes back to
// /m/login?provider=<name>: the state must be the one this tab saved, recent, and carry a token.
// The platform verifies the token itself (docs/auth.md); the client only carries it.
import type { FlagKey } from '../../config/flags';
import type { MerchantConfig } from '../../config/merchant-config';
import type { SocialSignInAttempt } from '../../state/storage';
import { PATHS } from '../../domain/paths';

export type SocialProvider = SocialSignInAttempt['provider'];

/** Icon order on the login screen. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

const PROVIDER_FLAGS: Record<SocialProvider, FlagKey> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' };

export const AUTHORIZATION_ENDPOINTS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
};

/** A round trip through a provider's sign-in takes a minute or two; an older attempt is stale. */
export const SOCIAL_ATTEMPT_MAX_AGE_MS = 10 * 60_000;

type SocialConfig = MerchantConfig['socialLogin'];

/** A provider is offered only when its flag is on and the merchant configured it. */
export function offeredProviders(socialLogin: SocialConfig, flagOn: (key: FlagKey) => boolean): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => flagOn(PROVIDER_FLAGS[provider]) && socialLogin?.[provider] !== undefined);
}

/** Where the provider sends the player back: the login screen on this origin, naming itself. */
export function providerRedirectUri(origin: string, provider: SocialProvider): string {
  return `${origin}${PATHS.login}?provider=${provider}`;
}

/** Random URL-safe text for state and nonce (256 bits from the platform's CSPRNG). */
export function randomUrlToken(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function authorizationUrl(provider: SocialProvider, socialLogin: SocialConfig, origin: string, attempt: Pick<SocialSignInAttempt, 'state' | 'nonce'>): string | undefined {
  const redirectUri = providerRedirectUri(origin, provider);
  let params: Record<string, string>;
  if (provider === 'google') {
    const clientId = socialLogin?.google?.clientId;
    if (!clientId) return undefined;
    params = { client_id: clientId, redirect_uri: redirectUri, response_type: 'id_token', scope: 'openid email profile', state: attempt.state, nonce: attempt.nonce, prompt: 'select_account' };
  } else {
    const appId = socialLogin?.facebook?.appId;
    if (!appId) return undefined;
    params = { client_id: appId, redirect_uri: redirectUri, response_type: 'token', scope: 'email', state: attempt.state };
  }
  return `${AUTHORIZATION_ENDPOINTS[provider]}?${new URLSearchParams(params).toString()}`;
}

export interface ProviderReturn {
  readonly provider: SocialProvider;
  readonly state: string | undefined;
  readonly token: string | undefined;
  readonly error: string | undefined;
}

/** What the provider handed back to /m/login?provider=…, or undefined on an ordinary visit. */
export function readProviderReturn(search: string, hash: string): ProviderReturn | undefined {
  const query = new URLSearchParams(search);
  const provider = query.get('provider');
  if (provider !== 'google' && provider !== 'facebook') return undefined;
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  // Tokens come in the fragment (never sent to a server); errors may come in either part.
  const pick = (name: string) => fragment.get(name) ?? query.get(name) ?? undefined;
  return {
    provider,
    state: pick('state'),
    token: (provider === 'google' ? fragment.get('id_token') : fragment.get('access_token')) ?? undefined,
    error: pick('error'),
  };
}

export type ReturnVerdict =
  | { readonly ok: true; readonly provider: SocialProvider; readonly token: string; readonly nonce: string }
  | { readonly ok: false; readonly provider: SocialProvider; readonly reason: 'state' | 'expired' | 'refused' | 'no-token' };

export function checkProviderReturn(ret: ProviderReturn, attempt: SocialSignInAttempt | undefined, now: number): ReturnVerdict {
  const fail = (reason: 'state' | 'expired' | 'refused' | 'no-token'): ReturnVerdict => ({ ok: false, provider: ret.provider, reason });
  // Not started from this tab, or a forged/replayed return: never sign in on it.
  if (!attempt || attempt.provider !== ret.provider || ret.state === undefined || ret.state !== attempt.state) return fail('state');
  if (now - attempt.startedAt > SOCIAL_ATTEMPT_MAX_AGE_MS || now < attempt.startedAt) return fail('expired');
  if (ret.error !== undefined) return fail('refused');
  if (!ret.token) return fail('no-token');
  return { ok: true, provider: ret.provider, token: ret.token, nonce: attempt.nonce };
}
