// Issuing sessions and the login checks (one login for members and agents, as upstream has).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './contract';
import type { LoginReply, LoginRequest } from '../src/api/contract.generated';
import type { PlatformContext, UserRow } from './context';
import { headerValue } from './http';
import type { Merchant } from './merchants';
import { beginGuess, guessAccount, guessFailures, guessSucceeded } from './guesses';
import { verifyPassword } from './passwords';
import { checkField, registerSettings } from './register-rules';
import { consumeCaptcha, consumeSmsCode } from './verification';

export const CAPTCHA_COOKIE = 'lobby_captcha';

export function issueSession(ctx: PlatformContext, user: UserRow, merchantCode: string): LoginReply {
  const token = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const expiresAt = now + ctx.settings.sessionTtlMs;
  const firstTimeLogin = user.last_login_at === null;
  ctx.db
    .prepare('INSERT INTO sessions (token, user_id, merchant_code, created_at, expires_at, first_time_login) VALUES (?, ?, ?, ?, ?, ?)')
    .run(token, user.id, merchantCode, now, expiresAt, firstTimeLogin ? 1 : 0);
  ctx.db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(now, user.id);
  return {
    id: user.id,
    token,
    userName: user.username,
    merchantCode,
    customerType: user.type,
    passwordExpired: user.must_change_password === 1,
    firstTimeLogin,
  };
}

/** The captcha a requester was given: the HttpOnly cookie for browsers, the Captcha-Id header otherwise. */
export function captchaIdOf(req: FastifyRequest): string | undefined {
  const header = headerValue(req, 'Captcha-Id');
  if (header) return header;
  const cookies = headerValue(req, 'Cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CAPTCHA_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** What a dev-mode test token looks like: `dev-token:<username>` (see socialSignInUser). */
export const DEV_SOCIAL_TOKEN = /^dev-token:([A-Za-z0-9_.@-]{1,64})$/;

/**
 * Social sign-in (login type 'social'). A real platform verifies the token with its provider
 * (Google: the ID token's signature against Google's published keys, iss, aud = the merchant's
 * client id, exp and the nonce; Facebook: debug_token with the app's access token, app_id and
 * is_valid) and then finds the account linked to that provider identity. This reference platform
 * runs offline and cannot, so it refuses every token except, with the dev endpoints on (--dev),
 * the test token `dev-token:<username>`, which stands for "the provider vouched for the account
 * linked to <username>".
 */
function socialSignInUser(ctx: PlatformContext, merchant: Merchant, payload: LoginRequest): UserRow {
  const provider = payload.provider;
  const flag = provider === 'google' ? 'GOOGLELOGIN3' : 'FACEBOOKLOGIN3';
  if (provider === undefined || merchant.flags[flag] !== true || !merchant.socialProviders.includes(provider)) {
    throw new ApiError('function.not.available', `${provider ?? 'Social'} sign-in is not set up for this merchant.`);
  }
  if (!ctx.dev) throw new ApiError('function.not.available', 'The reference platform cannot verify provider tokens; a real platform must.');
  const username = DEV_SOCIAL_TOKEN.exec(payload.providerToken ?? '')?.[1];
  const user = username === undefined ? undefined : (ctx.db.prepare('SELECT * FROM users WHERE merchant_code = ? AND username = ?').get(merchant.code, username) as UserRow | undefined);
  if (!user) throw new ApiError('login.social.err');
  return user;
}

export async function authenticate(ctx: PlatformContext, req: FastifyRequest, merchant: Merchant, payload: LoginRequest): Promise<LoginReply> {
  const rules = registerSettings(merchant).login;
  let user: UserRow | undefined;
  if (payload.type === 'social') {
    user = socialSignInUser(ctx, merchant, payload);
  } else if (payload.type === 'sms') {
    if (merchant.flags.MOBILEVERCODELOGIN3 !== true) throw new ApiError('function.not.available', 'SMS login is off for this merchant.');
    const mobile = checkField(rules, 'loginMobileNum', payload.mobileNum) ?? '';
    checkField(rules, 'verificationCode', payload.verificationCode);
    user = ctx.db.prepare('SELECT * FROM users WHERE merchant_code = ? AND mobile = ?').get(merchant.code, mobile) as UserRow | undefined;
    if (!user) throw new ApiError('mobile.not.registered');
    consumeSmsCode(ctx, merchant.code, mobile, 'noLogin', payload.verificationCode);
  } else {
    const username = (payload.username ?? '').trim();
    if (username === '' || !payload.password) throw new ApiError('login.cred.err', 'Username and password are required.');
    user = ctx.db.prepare('SELECT * FROM users WHERE merchant_code = ? AND (username = ? OR mobile = ?) ORDER BY username = ? DESC LIMIT 1').get(
      merchant.code,
      username,
      username,
      username,
    ) as UserRow | undefined;
    // Counted against the account (however it was named) before the password is checked; unknown
    // names are counted under the name and checked against a dummy hash, so neither the limits nor
    // the time of the answer tell which accounts exist (guesses.ts).
    // Synchronous up to the hash: a locked account is refused first, then a captcha is demanded
    // once the account has failed enough, then the attempt is counted.
    const account = guessAccount(user?.id, username);
    if (guessFailures(ctx, 'login', merchant.code, account) >= ctx.settings.captchaAfterFailures) consumeCaptcha(ctx, captchaIdOf(req), payload.captcha);
    const failed = beginGuess(ctx, 'login', merchant.code, account);
    const valid = await verifyPassword(payload.password, user?.password_hash ?? null);
    if (!user || !valid) throw new ApiError('login.cred.err', undefined, { captcha: failed + 1 >= ctx.settings.captchaAfterFailures });
    guessSucceeded(ctx, 'login', merchant.code, account);
  }
  return issueSession(ctx, user, merchant.code);
}
