// Passwords cannot be guessed. Logins and funds passwords are counted per account before
// the check, with a captcha, then a lock that doubles; other sessions end when the password changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawAccountInfo } from '../src/api/contract.generated';
import { endpoints } from './contract';
import { WITHDRAW_ACCOUNTS, WITHDRAW_FUND_PASSWORD, WITHDRAW_PASSWORD } from './db/seed-withdraw';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';
import { smsCode, startPlatform, type CallResult, type TestPlatform } from './test-helpers';

function ep(id: string): { method: string; path: string } {
  const spec = endpoints.find((e) => e.id === id);
  if (!spec) throw new Error(`no endpoint ${id}`);
  return spec;
}

const login = (p: TestPlatform, username: string, password: string): Promise<CallResult<{ token: string }>> =>
  p.encrypted<{ token: string }>(ep('login').method, ep('login').path, { type: 'username', username, password });

describe('logins with the default limits (captcha after 2 failures)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());

  it('30 parallel wrong guesses: only 2 reach the password check, the rest must bring a captcha', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => login(p, 'down01', `Wrong${i}pass`)));
    const codes = replies.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 'login.cred.err')).toHaveLength(2);
    expect(codes.filter((c) => c === 'captcha.required')).toHaveLength(28);
  });

  it('the count is the account’s, whether it was named by username or by mobile number', async () => {
    expect((await login(p, 'demo01', 'Wrong-1')).body.errorCode).toBe('login.cred.err');
    expect((await login(p, '0901234567', 'Wrong-2')).body.errorCode).toBe('login.cred.err');
    expect((await login(p, 'demo01', 'Demo@1234')).body.errorCode).toBe('captcha.required');
    expect((await login(p, '0901234567', 'Demo@1234')).body.errorCode).toBe('captcha.required');
  });

  it('an unknown name is checked against a hash with the same cost as a real one, and counted under the name', async () => {
    const [, n, r, pp] = (await hashPassword('x')).split('$');
    const [, dn, dr, dp] = DUMMY_PASSWORD_HASH.split('$');
    expect([dn, dr, dp]).toEqual([n, r, pp]);
    expect(await verifyPassword('anything', null)).toBe(false);
    for (const attempt of [1, 2]) expect((await login(p, 'nobody-here', `Guess${attempt}`)).body.errorCode).toBe('login.cred.err');
    expect((await login(p, 'NOBODY-HERE', 'Guess3')).body.errorCode).toBe('captcha.required');
  });
});

describe('locks (lock after 3 failures, captcha never)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ settings: { captchaAfterFailures: 1_000, guessLockAfterFailures: 3, guessLockMs: 5 * 60_000, guessLockMaxMs: 60 * 60_000 } });
  });
  afterAll(() => p.close());

  it('locks an account after 3 failed logins, even for the right password; the lock doubles; the right password after it clears the count', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(p, 'agent01', `Wrong${i}`)).body.errorCode).toBe('login.cred.err');
    const locked = await login(p, 'agent01', 'Agent@1234');
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('login.locked');
    expect(locked.body.value).toMatchObject({ retryAfter: 300 });
    p.advance(5 * 60_000);
    expect((await login(p, 'agent01', 'Wrong3')).body.errorCode).toBe('login.cred.err');
    const longer = await login(p, 'agent01', 'Agent@1234');
    expect(longer.body).toMatchObject({ errorCode: 'login.locked', value: { retryAfter: 600 } });
    p.advance(10 * 60_000);
    expect((await login(p, 'agent01', 'Agent@1234')).body.success).toBe(true);
    expect((await login(p, 'agent01', 'Wrong-after')).body.errorCode).toBe('login.cred.err');
  });

  it('counts funds passwords the same way: 3 wrong ones lock every funds-password check of the account', async () => {
    const { token } = await p.login(WITHDRAW_ACCOUNTS.ok, WITHDRAW_PASSWORD);
    const info = await p.call<WithdrawAccountInfo>(ep('withdrawAccountInfo').method, ep('withdrawAccountInfo').path, { token });
    const bankCardId = info.body.value.bankCards.find((c) => !c.frozen)?.bankCardId ?? 0;
    const send = (password: string, key: string) => p.encrypted(ep('withdraw').method, ep('withdraw').path, { amount: 100, bankCardId, password, idempotencyKey: key }, { token });
    for (let i = 0; i < 3; i += 1) expect((await send(`Wrong${i}x`, `guess-key-${i}0000`)).body.errorCode).toBe('member.fundpassword.wrong');
    const locked = await send(WITHDRAW_FUND_PASSWORD, 'guess-key-right');
    expect(locked.body).toMatchObject({ errorCode: 'member.fundpassword.locked', value: { retryAfter: 300 } });
    p.advance(5 * 60_000 + 1);
    expect((await send(WITHDRAW_FUND_PASSWORD, 'guess-key-after')).body.success).toBe(true);
  });
});

describe('sessions end with the password', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());
  const info = (token: string) => p.call(ep('memberInfo').method, ep('memberInfo').path, { token });

  it('a change ends every other session of the account, not the one that changed it', async () => {
    const here = (await p.login('demo01', 'Demo@1234')).token;
    const elsewhere = (await p.login('demo01', 'Demo@1234')).token;
    const res = await p.encrypted(ep('changePassword').method, ep('changePassword').path, { oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }, { token: here });
    expect(res.body.success).toBe(true);
    expect((await info(here)).body.success).toBe(true);
    expect((await info(elsewhere)).body.errorCode).toBe('login.not.session');
  });

  it('a reset by phone ends every session of the account', async () => {
    const token = (await p.login('agent01', 'Agent@1234')).token;
    await p.call(ep('smsNoLogin').method, ep('smsNoLogin').path, { body: { mobileNum: '0901234568' } });
    const code = await smsCode(p, '0901234568');
    const res = await p.encrypted(ep('setPasswordByPhone').method, ep('setPasswordByPhone').path, { mobileNum: '0901234568', verificationCode: code, newPassword: 'Agent@5678', confirmNewPassword: 'Agent@5678' });
    expect(res.body.success).toBe(true);
    expect((await info(token)).body.errorCode).toBe('login.not.session');
  });
});

describe('free play and password mail are rate-limited per client', () => {
  let p: TestPlatform;
  const two = { max: 2, windowMs: 60_000 };
  beforeAll(async () => {
    p = await startPlatform({ settings: { rateLimits: { login: two, sms: two, register: two, freePlay: two, passwordMail: two } } });
  });
  afterAll(() => p.close());

  it('answers request.too.frequent after the limit', async () => {
    const play = () => p.call(ep('freePlay').method, ep('freePlay').path);
    expect((await play()).body.success).toBe(true);
    expect((await play()).body.success).toBe(true);
    expect((await play()).body).toMatchObject({ errorCode: 'request.too.frequent', value: { action: 'freePlay' } });
    const mail = () => p.call(ep('passwordByEmail').method, ep('passwordByEmail').path, { body: { username: 'demo01', email: 'demo01@example.com' } });
    expect((await mail()).body.success).toBe(true);
    expect((await mail()).body.success).toBe(true);
    expect((await mail()).body).toMatchObject({ errorCode: 'request.too.frequent', value: { action: 'passwordMail' } });
  });
});
