// Password guessing limits: logins and funds-password checks, per account.
//
// Each attempt is counted *before* its password is checked, synchronously, so guesses sent in
// parallel each see the ones before them (counting after the check let 30 parallel guesses through
// with the count still 0). The count is the account's, whatever name or number was typed for it; a
// name that matches no account is counted under that name, so a guesser learns nothing from the
// limits either. After `captchaAfterFailures` failures a login needs a captcha; after
// `guessLockAfterFailures` the account refuses the check for `guessLockMs`, doubled for each further
// failure up to `guessLockMaxMs`, with a catalogued message that says how long. A right password
// clears the count.
import { ApiError } from './contract';
import type { PlatformContext } from './context';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';

export type GuessScope = 'login' | 'fund';

const LOCKED: Record<GuessScope, string> = { login: 'login.locked', fund: 'member.fundpassword.locked' };

interface GuessRow {
  failures: number;
  locked_until: number | null;
}

/** The counting key of an account (its id), or of a typed name that matches none. */
export function guessAccount(userId: number | undefined, typed: string): string {
  return userId === undefined ? `name:${typed.trim().toLowerCase()}` : `user:${userId}`;
}

function row(ctx: PlatformContext, scope: GuessScope, merchantCode: string, account: string): GuessRow | undefined {
  return ctx.db.prepare('SELECT failures, locked_until FROM guess_failures WHERE scope = ? AND merchant_code = ? AND account = ?').get(scope, merchantCode, account) as GuessRow | undefined;
}

/**
 * Starts one attempt: refuses it while the account is locked, else counts it as a failure until
 * guessSucceeded() says otherwise. Returns the failures before this attempt. Synchronous, like
 * everything between reading the count and counting: no other attempt can come in between.
 */
export function beginGuess(ctx: PlatformContext, scope: GuessScope, merchantCode: string, account: string): number {
  const now = ctx.now();
  const failures = guessFailures(ctx, scope, merchantCode, account) + 1;
  const { guessLockAfterFailures: after, guessLockMs, guessLockMaxMs } = ctx.settings;
  // The lock is set now, with the count: an attempt that turns out right clears it.
  const lockedUntil = failures >= after ? now + Math.min(guessLockMs * 2 ** (failures - after), guessLockMaxMs) : null;
  ctx.db
    .prepare(
      `INSERT INTO guess_failures (scope, merchant_code, account, failures, locked_until) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope, merchant_code, account) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
    )
    .run(scope, merchantCode, account, failures, lockedUntil);
  return failures - 1;
}

/** The attempt was right: the account's count starts again. */
export function guessSucceeded(ctx: PlatformContext, scope: GuessScope, merchantCode: string, account: string): void {
  ctx.db.prepare('DELETE FROM guess_failures WHERE scope = ? AND merchant_code = ? AND account = ?').run(scope, merchantCode, account);
}

/** Failures so far (0 when none); refuses while the account is locked, with the seconds left. */
export function guessFailures(ctx: PlatformContext, scope: GuessScope, merchantCode: string, account: string): number {
  const now = ctx.now();
  const current = row(ctx, scope, merchantCode, account);
  if (current?.locked_until != null && current.locked_until > now) {
    throw new ApiError(LOCKED[scope], undefined, { retryAfter: Math.ceil((current.locked_until - now) / 1000) });
  }
  return current?.failures ?? 0;
}

/**
 * Checks a funds password within the limits: a locked account is refused before the check, a wrong
 * password counts and is refused with `member.fundpassword.wrong` on `field`. An account without a
 * funds password is checked against a dummy hash (the caller refuses it before, where it must).
 */
export async function verifyFundPassword(
  ctx: PlatformContext,
  user: { id: number; merchant_code: string; fund_password_hash: string | null },
  password: string,
  field: string,
): Promise<void> {
  const account = guessAccount(user.id, '');
  beginGuess(ctx, 'fund', user.merchant_code, account);
  if (!(await verifyPassword(password, user.fund_password_hash ?? DUMMY_PASSWORD_HASH))) throw new ApiError('member.fundpassword.wrong', undefined, { field });
  if (user.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
  guessSucceeded(ctx, 'fund', user.merchant_code, account);
}
