// Captchas and SMS codes: short-lived, single-use secrets kept in the database.
import { randomBytes, randomInt } from 'node:crypto';
import { ApiError } from './contract';
import type { PlatformContext } from './context';
import { captchaPng } from './images';

export type SmsPurpose = 'register' | 'noLogin';

/**
 * A fresh 4-digit captcha: its id (the lobby_captcha cookie and Captcha-Id header) and its image as
 * upstream sends it, the PNG's bare base64 (clients add `data:image/png;base64,`).
 */
export function createCaptcha(ctx: PlatformContext): { id: string; image: string } {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = randomBytes(16).toString('hex');
  const now = ctx.now();
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(id, answer, now + ctx.settings.captchaTtlMs);
  return { id, image: captchaPng(answer).toString('base64') };
}

/** The answer of a live captcha (dev endpoint only); undefined when unknown, spent or expired. */
export function captchaAnswer(ctx: PlatformContext, id: string): { id: string; answer: string; expiresAt: number } | undefined {
  const row = ctx.db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id) as { answer: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= ctx.now()) return undefined;
  return { id, answer: row.answer, expiresAt: row.expires_at };
}

/** Spends the captcha whatever the answer, so one image can never be tried twice. */
export function consumeCaptcha(ctx: PlatformContext, id: string | undefined, answer: string | undefined): void {
  if (answer === undefined || answer.trim() === '') throw new ApiError('captcha.required', undefined, { captcha: true });
  const row = id === undefined ? undefined : (ctx.db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id) as { answer: string; expires_at: number } | undefined);
  if (id !== undefined) ctx.db.prepare('DELETE FROM captchas WHERE id = ?').run(id);
  if (!row || row.expires_at <= ctx.now()) throw new ApiError('captcha.expired', undefined, { captcha: true });
  if (row.answer !== answer.trim()) throw new ApiError('captcha.wrong', undefined, { captcha: true });
}

/**
 * SMS lockout: wrong codes are counted per number (merchant and mobile, whatever the
 * purpose); the smsLockoutAfterFailures-th wrong code locks the number's SMS verification for
 * smsLockoutMs. While locked every check is refused with sms.verify.locked, even a right code, and
 * no new code is sent (a new code must not lift the lock, or five guesses per cooldown would go on
 * forever). A right code resets the count; so does the end of a lock. An expired or missing code is
 * not a guess and does not count.
 */
function lockedFor(ctx: PlatformContext, merchantCode: string, mobile: string): number | undefined {
  const row = ctx.db.prepare('SELECT locked_until FROM sms_verify_failures WHERE merchant_code = ? AND mobile = ?').get(merchantCode, mobile) as
    | { locked_until: number | null }
    | undefined;
  if (!row || row.locked_until === null) return undefined;
  const left = row.locked_until - ctx.now();
  if (left > 0) return left;
  // The lock is over: the number starts again with a clean count.
  ctx.db.prepare('DELETE FROM sms_verify_failures WHERE merchant_code = ? AND mobile = ?').run(merchantCode, mobile);
  return undefined;
}

/** Refuses any check of (and any new code for) a number or address while it is locked. */
export function refuseWhileLocked(ctx: PlatformContext, merchantCode: string, mobile: string): void {
  const left = lockedFor(ctx, merchantCode, mobile);
  if (left !== undefined) throw new ApiError('sms.verify.locked', undefined, { field: 'verificationCode', retryAfter: Math.ceil(left / 1000) });
}

/**
 * Counts a wrong code; the one that reaches the limit locks the number and spends its live codes.
 * Returns whether this one locked it. The signed-in security codes (platform/routes/security.ts)
 * count against the same number, or against the e-mail address they went to.
 */
export function countWrongCode(ctx: PlatformContext, merchantCode: string, mobile: string): boolean {
  ctx.db
    .prepare('INSERT INTO sms_verify_failures (merchant_code, mobile, failures) VALUES (?, ?, 1) ON CONFLICT (merchant_code, mobile) DO UPDATE SET failures = failures + 1')
    .run(merchantCode, mobile);
  const { failures } = ctx.db.prepare('SELECT failures FROM sms_verify_failures WHERE merchant_code = ? AND mobile = ?').get(merchantCode, mobile) as { failures: number };
  if (failures < ctx.settings.smsLockoutAfterFailures) return false;
  ctx.db.prepare('UPDATE sms_verify_failures SET locked_until = ? WHERE merchant_code = ? AND mobile = ?').run(ctx.now() + ctx.settings.smsLockoutMs, merchantCode, mobile);
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE merchant_code = ? AND mobile = ?').run(merchantCode, mobile);
  return true;
}

/** A right code: the number starts again with a clean count. */
export function clearWrongCodes(ctx: PlatformContext, merchantCode: string, mobile: string): void {
  ctx.db.prepare('DELETE FROM sms_verify_failures WHERE merchant_code = ? AND mobile = ?').run(merchantCode, mobile);
}

/** Wrong SMS codes counted against a number and its lock (dev/test insight). */
export function smsLockState(ctx: PlatformContext, merchantCode: string, mobile: string): { failures: number; lockedUntil: number | null } {
  const row = ctx.db.prepare('SELECT failures, locked_until FROM sms_verify_failures WHERE merchant_code = ? AND mobile = ?').get(merchantCode, mobile) as
    | { failures: number; locked_until: number | null }
    | undefined;
  return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null };
}

export function sendSmsCode(ctx: PlatformContext, merchantCode: string, mobile: string, purpose: SmsPurpose): { expirationTime: number; cooldownSeconds: number } {
  refuseWhileLocked(ctx, merchantCode, mobile);
  const now = ctx.now();
  const last = ctx.db
    .prepare('SELECT sent_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND purpose = ? ORDER BY sent_at DESC, id DESC LIMIT 1')
    .get(merchantCode, mobile, purpose) as { sent_at: number } | undefined;
  if (last && now - last.sent_at < ctx.settings.smsCooldownMs) {
    throw new ApiError('sms.cooldown', undefined, { retryAfter: Math.ceil((ctx.settings.smsCooldownMs - (now - last.sent_at)) / 1000) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + ctx.settings.smsTtlMs;
  // A new code replaces the previous ones: only the latest works.
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE merchant_code = ? AND mobile = ? AND purpose = ?').run(merchantCode, mobile, purpose);
  ctx.db
    .prepare('INSERT INTO sms_codes (merchant_code, mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(merchantCode, mobile, purpose, code, now, expirationTime);
  return { expirationTime, cooldownSeconds: Math.round(ctx.settings.smsCooldownMs / 1000) };
}

/** Checks the latest code for the number; `consume: false` only checks, so a later validation error leaves it usable. */
export function consumeSmsCode(ctx: PlatformContext, merchantCode: string, mobile: string, purpose: SmsPurpose, code: string | undefined, consume = true): void {
  refuseWhileLocked(ctx, merchantCode, mobile);
  const row = ctx.db
    .prepare('SELECT id, code, expires_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(merchantCode, mobile, purpose) as { id: number; code: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= ctx.now()) throw new ApiError('sms.code.expired', undefined, { field: 'verificationCode' });
  if (row.code !== (code ?? '').trim()) {
    countWrongCode(ctx, merchantCode, mobile);
    throw new ApiError('sms.code.wrong', undefined, { field: 'verificationCode' });
  }
  clearWrongCodes(ctx, merchantCode, mobile);
  if (consume) ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

export function latestSmsCode(
  ctx: PlatformContext,
  mobile: string,
  merchantCode: string | undefined,
): { code: string; expirationTime: number; merchantCode: string; purpose: SmsPurpose } | undefined {
  const row = ctx.db
    .prepare(`SELECT code, expires_at, merchant_code, purpose FROM sms_codes WHERE mobile = ? ${merchantCode ? 'AND merchant_code = ?' : ''} ORDER BY id DESC LIMIT 1`)
    .get(...(merchantCode ? [mobile, merchantCode] : [mobile])) as { code: string; expires_at: number; merchant_code: string; purpose: SmsPurpose } | undefined;
  return row && { code: row.code, expirationTime: row.expires_at, merchantCode: row.merchant_code, purpose: row.purpose };
}
