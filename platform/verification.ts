// Captchas and SMS codes: short-lived, single-use secrets kept in the database.
import { randomBytes, randomInt } from 'node:crypto';
import { ApiError } from './contract';
import type { PlatformContext } from './context';
import { captchaSvg } from './images';

export type SmsPurpose = 'register' | 'noLogin';

export function createCaptcha(ctx: PlatformContext): { id: string; image: string } {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = randomBytes(16).toString('hex');
  const now = ctx.now();
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(id, answer, now + ctx.settings.captchaTtlMs);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}` };
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

export function sendSmsCode(ctx: PlatformContext, merchantCode: string, mobile: string, purpose: SmsPurpose): { expirationTime: number; cooldownSeconds: number } {
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
  const row = ctx.db
    .prepare('SELECT id, code, expires_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(merchantCode, mobile, purpose) as { id: number; code: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= ctx.now()) throw new ApiError('sms.code.expired', undefined, { field: 'verificationCode' });
  if (row.code !== (code ?? '').trim()) throw new ApiError('sms.code.wrong', undefined, { field: 'verificationCode' });
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
