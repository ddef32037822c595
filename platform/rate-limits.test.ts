// The SMS verification lockout and the per-client rate limits, at the production defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginReply, SmsSent } from '../src/api/contract.generated';
import { DEFAULT_SETTINGS } from './context';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limits';
import { smsCode, startPlatform, type TestPlatform } from './test-helpers';
import { smsLockState } from './verification';

const LOGIN = '/wps/session/login';
const SMS_NO_LOGIN = '/wps/verification/sms/noLogin';
const SMS_REGISTER = '/wps/verification/sms/register';
const REGISTER = '/wps/member/register';
/** demo01's number on the demo merchant (seed). */
const DEMO01_MOBILE = '0901234567';

// One platform for the file (starting one costs seconds); every test acts from its own client
// address, so the counters of one test never reach another's.
let p: TestPlatform;
beforeAll(async () => {
  // The real defaults, not the raised limits the other platform tests run with.
  p = await startPlatform({ settings: { rateLimits: DEFAULT_RATE_LIMITS } });
});
afterAll(() => p.close());

/** The lockout tests' client (their own address: the rate limits are not what they test). */
const LOCKOUT_CLIENT = { remoteAddress: '10.1.0.1' };

const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000');

describe('SMS verification lockout', () => {
  it('the defaults: 5 wrong codes lock a number for 15 minutes', () => {
    expect(DEFAULT_SETTINGS.smsLockoutAfterFailures).toBe(5);
    expect(DEFAULT_SETTINGS.smsLockoutMs).toBe(15 * 60_000);
  });

  it('5 wrong codes, then the 6th attempt is refused with sms.verify.locked even with the right code; no new code meanwhile; 15 min later it works', async () => {
    await p.call<SmsSent>('POST', SMS_NO_LOGIN, { body: { mobileNum: DEMO01_MOBILE }, ...LOCKOUT_CLIENT });
    const code = await smsCode(p, DEMO01_MOBILE);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: wrongCode(code) }, LOCKOUT_CLIENT);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      expect(wrong.body.errorCode).toBe('sms.code.wrong');
    }
    expect(smsLockState(p.ctx, 'demo', DEMO01_MOBILE)).toEqual({ failures: 5, lockedUntil: p.clock.now + 15 * 60_000 });

    const sixth = await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: code }, LOCKOUT_CLIENT);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('sms.verify.locked');
    expect(sixth.body.value).toEqual({ field: 'verificationCode', retryAfter: 900 });
    expect(sixth.headers['retry-after']).toBe('900');

    // A new code does not lift the lock: none is sent while it lasts, on any purpose of the number.
    p.advance(61_000);
    const resend = await p.call('POST', SMS_NO_LOGIN, { body: { mobileNum: DEMO01_MOBILE }, ...LOCKOUT_CLIENT });
    expect(resend.status).toBe(429);
    expect(resend.body.errorCode).toBe('sms.verify.locked');
    expect(resend.body.value).toEqual({ field: 'verificationCode', retryAfter: 839 });
    // Set password by phone checks the same number's codes: locked too.
    const byPhone = await p.encrypted('POST', '/wps/member/password/verification', { mobileNum: DEMO01_MOBILE, verificationCode: code, newPassword: 'Demo@7777' }, LOCKOUT_CLIENT);
    expect(byPhone.body.errorCode).toBe('sms.verify.locked');

    // Another number and another merchant are not affected.
    const other = await p.call<SmsSent>('POST', SMS_NO_LOGIN, { body: { mobileNum: '0901234568' }, ...LOCKOUT_CLIENT });
    expect(other.body.success).toBe(true);
    const otherMerchant = await p.call<SmsSent>('POST', SMS_NO_LOGIN, { merchant: 'mono', body: { mobileNum: DEMO01_MOBILE }, ...LOCKOUT_CLIENT });
    expect(otherMerchant.body.errorCode).not.toBe('sms.verify.locked');

    // After the lock the number starts again with a clean count.
    p.advance(15 * 60_000);
    const fresh = await p.call<SmsSent>('POST', SMS_NO_LOGIN, { body: { mobileNum: DEMO01_MOBILE }, ...LOCKOUT_CLIENT });
    expect(fresh.body.success).toBe(true);
    const freshCode = await smsCode(p, DEMO01_MOBILE);
    expect(smsLockState(p.ctx, 'demo', DEMO01_MOBILE)).toEqual({ failures: 0, lockedUntil: null });
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: freshCode }, LOCKOUT_CLIENT);
    expect(ok.body.value.userName).toBe('demo01');
  });

  it('a right code resets the count; an expired code is not a guess', async () => {
    p.advance(61_000); // past the number's send cooldown of the test before
    await p.call<SmsSent>('POST', SMS_NO_LOGIN, { body: { mobileNum: DEMO01_MOBILE }, ...LOCKOUT_CLIENT });
    const code = await smsCode(p, DEMO01_MOBILE);
    for (let attempt = 1; attempt <= 4; attempt += 1) await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: wrongCode(code) }, LOCKOUT_CLIENT);
    expect(smsLockState(p.ctx, 'demo', DEMO01_MOBILE).failures).toBe(4);
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: code }, LOCKOUT_CLIENT);
    expect(ok.body.success).toBe(true);
    expect(smsLockState(p.ctx, 'demo', DEMO01_MOBILE).failures).toBe(0);
    // No live code (spent): sms.code.expired, uncounted.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const spent = await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: DEMO01_MOBILE, verificationCode: code }, LOCKOUT_CLIENT);
      expect(spent.body.errorCode).toBe('sms.code.expired');
    }
    expect(smsLockState(p.ctx, 'demo', DEMO01_MOBILE).failures).toBe(0);
  });

  it('registration codes count against the number as well (purpose register)', async () => {
    const mobile = '0907777001';
    await p.call<SmsSent>('POST', SMS_REGISTER, { body: { mobileNum: mobile }, ...LOCKOUT_CLIENT });
    const code = await smsCode(p, mobile);
    const attempt = (verificationCode: string) => p.encrypted('PUT', '/wps/member/register/mobile', { mobileNum: mobile, verificationCode, password: 'Fresh@1234', confirmPassword: 'Fresh@1234', confirmedAge: 18 }, LOCKOUT_CLIENT);
    for (let i = 1; i <= 5; i += 1) expect((await attempt(wrongCode(code))).body.errorCode).toBe('sms.code.wrong');
    const sixth = await attempt(code);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('sms.verify.locked');
  });
});

describe('rate limits per client', () => {
  it('defaults and LOBBY_RATE_LIMITS parsing', () => {
    expect(DEFAULT_SETTINGS.rateLimits).toEqual({
      login: { max: 20, windowMs: 60_000 },
      sms: { max: 10, windowMs: 600_000 },
      register: { max: 10, windowMs: 3_600_000 },
      freePlay: { max: 10, windowMs: 3_600_000 },
      passwordMail: { max: 5, windowMs: 600_000 },
    });
    expect(parseRateLimits('login:1000/60, sms:5/30,bogus:1/1,register:0/10,register:x/1,freePlay:3/60')).toEqual({
      login: { max: 1000, windowMs: 60_000 },
      sms: { max: 5, windowMs: 30_000 },
      register: DEFAULT_RATE_LIMITS.register,
      freePlay: { max: 3, windowMs: 60_000 },
      passwordMail: DEFAULT_RATE_LIMITS.passwordMail,
    });
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('login: the 21st attempt in a minute from one client answers 429 request.too.frequent; another client is not affected; the window resets', async () => {
    const bad = { type: 'username', username: 'nobody', password: 'Wrong@1234' };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const res = await p.encrypted('POST', LOGIN, bad, { remoteAddress: '10.0.0.1' });
      expect(res.status, `attempt ${attempt}`).not.toBe(429);
    }
    p.advance(30_000);
    const refused = await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { remoteAddress: '10.0.0.1' });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('request.too.frequent');
    expect(refused.body.value).toEqual({ action: 'login', retryAfter: 30 });
    expect(refused.headers['retry-after']).toBe('30');
    // X-Forwarded-For is not trusted: it does not make a new client.
    const forwarded = await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { remoteAddress: '10.0.0.1', headers: { 'X-Forwarded-For': '10.9.9.9' } });
    expect(forwarded.body.errorCode).toBe('request.too.frequent');

    const other = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { remoteAddress: '10.0.0.2' });
    expect(other.body.value.userName).toBe('demo01');

    p.advance(30_000);
    const reset = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { remoteAddress: '10.0.0.1' });
    expect(reset.body.value.userName).toBe('demo01');
  });

  it('SMS: the 11th send in 10 minutes from one client answers 429 with action sms', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await p.call('POST', i % 2 === 0 ? SMS_REGISTER : SMS_NO_LOGIN, { body: { mobileNum: `09088800${String(i).padStart(2, '0')}` }, remoteAddress: '10.0.0.3' });
      expect(res.status, `send ${i + 1}`).not.toBe(429);
    }
    const refused = await p.call('POST', SMS_REGISTER, { body: { mobileNum: '0908880099' }, remoteAddress: '10.0.0.3' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'request.too.frequent', value: { action: 'sms', retryAfter: 600 } });
    const other = await p.call<SmsSent>('POST', SMS_REGISTER, { body: { mobileNum: '0908880099' }, remoteAddress: '10.0.0.4' });
    expect(other.body.success).toBe(true);
    p.advance(600_000);
    const later = await p.call<SmsSent>('POST', SMS_REGISTER, { body: { mobileNum: '0908880098' }, remoteAddress: '10.0.0.3' });
    expect(later.body.success).toBe(true);
  });

  it('registration: the 11th attempt in an hour from one client answers 429 with action register', async () => {
    const attempt = (i: number, remoteAddress: string) =>
      p.encrypted('PUT', REGISTER, { username: `rate${i}user`, password: 'Rate@1234', confirmPassword: 'Rate@1234', confirmedAge: 18 }, { remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i, '10.0.0.5')).status, `attempt ${i + 1}`).not.toBe(429);
    const refused = await attempt(10, '10.0.0.5');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'request.too.frequent', value: { action: 'register', retryAfter: 3600 } });
    expect((await attempt(11, '10.0.0.6')).status).not.toBe(429);
    p.advance(3_600_000);
    expect((await attempt(12, '10.0.0.5')).status).not.toBe(429);
  });

  it('the dev reset forgets the counters', async () => {
    for (let i = 0; i < 20; i += 1) await p.encrypted('POST', LOGIN, { type: 'username', username: 'nobody', password: 'x' });
    expect((await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' })).body.errorCode).toBe('request.too.frequent');
    await p.call('POST', '/__dev/reset', { merchant: null });
    expect((await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' })).body.success).toBe(true);
  });
});
