import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateInfo, InboxPage, LoginReply, MemberInfo, SetPasswordReply, Wallet } from '../src/api/contract.generated';
import { smsCode, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const REGISTER = '/wps/member/register';
const REGISTER_MOBILE = '/wps/member/register/mobile';

async function registrationCode(mobileNum: string, merchant = 'demo'): Promise<string> {
  const sent = await p.call('POST', '/wps/verification/sms/register', { merchant, body: { mobileNum } });
  expect(sent.body.success).toBe(true);
  return smsCode(p, mobileNum, merchant);
}

describe('registration (demo: username + SMS code, mobile with password)', () => {
  const base = { username: 'newbie01', password: 'Newbie@123', confirmPassword: 'Newbie@123', confirmedAge: 18, mobileNum: '0912000001' };

  it('validates every field with the served rules', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ username: '1abc' }, 'format.username.err', 'username'],
      [{ username: 'ab' }, 'format.username.err', 'username'],
      [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'format.pwd.err', 'password'],
      [{ confirmPassword: 'Other@1234' }, 'modify.new.confirm.diff', 'confirmPassword'],
      [{ mobileNum: '12345' }, 'format.mobile.err', 'mobileNum'],
      [{ email: 'not-an-email' }, 'format.email.err', 'email'],
      [{ payeeName: 'Nguyễn Văn' }, 'format.field.err', 'payeeName'],
      [{ confirmedAge: 17 }, 'age.not.confirmed'],
      [{ birthday: '2015-01-01' }, 'age.not.confirmed'],
      [{ affiliateCode: 'NOPE9999' }, 'affiliate.invalid', 'affiliateCode'],
      [{ username: 'demo01' }, 'exists.username.err', 'username'],
      [{ mobileNum: '0901234567' }, 'exists.mobile.err', 'mobileNum'],
    ];
    for (const [patch, code, field] of cases) {
      const res = await p.encrypted('PUT', REGISTER, { ...base, verificationCode: '123456', ...patch });
      // exists.* are checked after the SMS code, so give them a real one.
      if (code.startsWith('exists')) {
        const mobile = String(patch.mobileNum ?? base.mobileNum);
        if (code === 'exists.mobile.err') {
          const sent = await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum: mobile } });
          expect(sent.body.errorCode).toBe('exists.mobile.err');
          continue;
        }
        const real = await registrationCode('0912000099');
        const again = await p.encrypted('PUT', REGISTER, { ...base, mobileNum: '0912000099', verificationCode: real, ...patch, ...(patch.mobileNum ? {} : {}) });
        expect(again.body.errorCode).toBe(code);
        continue;
      }
      expect(res.body.errorCode, JSON.stringify(patch)).toBe(code);
      if (field) expect(res.body.value).toMatchObject({ field });
    }
  });

  it('needs a valid SMS code when REGMOBVERF3 is on, and rejects an expired one', async () => {
    const missing = await p.encrypted('PUT', REGISTER, base);
    expect(missing.body.errorCode).toBe('sms.code.wrong');
    const code = await registrationCode(base.mobileNum);
    const wrong = await p.encrypted('PUT', REGISTER, { ...base, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.errorCode).toBe('sms.code.wrong');
    p.advance(5 * 60_000 + 1);
    const expired = await p.encrypted('PUT', REGISTER, { ...base, verificationCode: code });
    expect(expired.body.errorCode).toBe('sms.code.expired');
  });

  it('enforces the SMS resend cool-down', async () => {
    await registrationCode('0912000002');
    const again = await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '0912000002' } });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('sms.cooldown');
    expect(again.body.value).toMatchObject({ retryAfter: 60 });
    p.advance(60_000);
    expect((await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '0912000002' } })).body.success).toBe(true);
  });

  it('registers with an affiliate code, logs the account in and puts it under the agent', async () => {
    const code = await registrationCode(base.mobileNum);
    const res = await p.encrypted<LoginReply>('PUT', REGISTER, { ...base, verificationCode: code, affiliateCode: 'AGENT01', email: 'newbie@example.com' });
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject({ userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    const info = await p.call<MemberInfo>('GET', '/wps/member/info', { token: res.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'newbie01', toUpline: 'agent01', mobile: '091****001', email: 'ne****@example.com' });
    expect((await p.login('newbie01', 'Newbie@123')).firstTimeLogin).toBe(false);
  });

  it('eight parallel registrations of one name: one account, seven refusals (4xx), no 500', async () => {
    const code = await registrationCode('0912000077');
    const attempt = () => p.encrypted<LoginReply>('PUT', REGISTER, { ...base, username: 'racer01', mobileNum: '0912000077', verificationCode: code });
    const results = await Promise.all(Array.from({ length: 8 }, attempt));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    const refused = results.filter((r) => !r.body.success);
    expect(refused.map((r) => r.status).every((status) => status >= 400 && status < 500)).toBe(true);
    // The name is taken, or (a request that reaches the code check after the winner spent the code,
    // as on a busy machine) the code is gone: a refusal the player can act on either way.
    const codes = refused.map((r) => r.body.errorCode);
    expect(codes.every((code) => code === 'exists.username.err' || code === 'exists.mobile.err' || code === 'sms.code.expired'), JSON.stringify(codes)).toBe(true);
    const accounts = p.ctx.db.prepare("SELECT COUNT(*) AS n FROM users WHERE merchant_code = 'demo' AND username = 'racer01'").get() as { n: number };
    expect(accounts.n).toBe(1);
  });

  it('registers by mobile number', async () => {
    const code = await registrationCode('0912000003');
    const res = await p.encrypted<LoginReply>('PUT', REGISTER_MOBILE, { mobileNum: '0912000003', verificationCode: code, password: 'Mobile@123', confirmPassword: 'Mobile@123', confirmedAge: 21 });
    expect(res.body.value.userName).toBe('0912000003');
    expect((await p.login('0912000003', 'Mobile@123')).userName).toBe('0912000003');
  });

  it('registers by mobile number on a merchant without DIRECTREG3 (mono: the flag only hides the header button)', async () => {
    const code = await registrationCode('0912000009', 'mono');
    const res = await p.encrypted<LoginReply>(
      'PUT',
      REGISTER_MOBILE,
      { mobileNum: '0912000009', verificationCode: code, password: 'Mobile@123', confirmPassword: 'Mobile@123', confirmedAge: 18 },
      { merchant: 'mono' },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.value.merchantCode).toBe('mono');
  });

  it('answers function.not.available where the merchant switched registration off (mono)', async () => {
    const res = await p.encrypted('PUT', REGISTER, { ...base, confirmedAge: 18 }, { merchant: 'mono' });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('function.not.available');
  });
});

describe('affiliate check', () => {
  it('knows agent codes and refuses others', async () => {
    const ok = await p.call<AffiliateInfo>('GET', '/wps/agent/affiliate', { query: { code: 'agent01', domain: 'demo.lobby.test' } });
    expect(ok.body.value).toEqual({ code: 'agent01', agentName: 'agent01' });
    const bad = await p.call('GET', '/wps/agent/affiliate', { query: { code: 'ZZZZ' } });
    expect(bad.body.errorCode).toBe('affiliate.invalid');
    const missing = await p.call('GET', '/wps/agent/affiliate');
    expect(missing.body.errorCode).toBe('request.invalid');
  });
});

describe('passwords', () => {
  it('changes the password and clears the must-change flag', async () => {
    const { token } = await p.login('fresh01', 'Fresh@1234');
    // Encrypted, as upstream's PC build marks it.
    const call = (body: Record<string, string>) => p.encrypted('POST', '/wps/member/password', body, { token });
    expect((await call({ oldPassword: 'Wrong@1234', newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' })).body.errorCode).toBe('modify.pw.incorrect.pw');
    expect((await call({ oldPassword: 'Fresh@1234', newPassword: 'Fresh@1234', confirmNewPassword: 'Fresh@1234' })).body.errorCode).toBe('modify.new.old.same');
    expect((await call({ oldPassword: 'Fresh@1234', newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@9999' })).body.errorCode).toBe('modify.new.confirm.diff');
    expect((await call({ oldPassword: 'Fresh@1234', newPassword: 'short', confirmNewPassword: 'short' })).body.errorCode).toBe('format.pwd.err');
    expect((await call({ oldPassword: 'Fresh@1234', newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' })).body.success).toBe(true);
    expect((await p.login('fresh01', 'Fresh@5678')).passwordExpired).toBe(false);
  });

  it('refuses trial accounts', async () => {
    const trial = await p.call<{ token: string }>('POST', '/wps/session/login/freeplay');
    const res = await p.encrypted('POST', '/wps/member/password', { oldPassword: 'x', newPassword: 'Trial@1234', confirmNewPassword: 'Trial@1234' }, { token: trial.body.value.token });
    expect(res.body.errorCode).toBe('permission.trial.denied');
  });

  it('sets a password by phone with an SMS code', async () => {
    const path = '/wps/member/password/verification';
    const unknown = await p.encrypted('POST', path, { mobileNum: '0999999998', verificationCode: '123456', newPassword: 'Phone@1234' });
    expect(unknown.body.errorCode).toBe('mobile.not.registered');
    await p.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '0901234567' } });
    const code = await smsCode(p, '0901234567');
    expect((await p.encrypted('POST', path, { mobileNum: '0901234567', verificationCode: '000', newPassword: 'Phone@1234' })).body.errorCode).toBe('sms.code.wrong');
    expect((await p.encrypted('POST', path, { mobileNum: '0901234567', verificationCode: code, newPassword: 'weak' })).body.errorCode).toBe('format.pwd.err');
    // Same password: refused, and the code stays usable for the retry.
    expect((await p.encrypted('POST', path, { mobileNum: '0901234567', verificationCode: code, newPassword: 'Demo@1234' })).body.errorCode).toBe('modify.new.old.same');
    const ok = await p.encrypted<SetPasswordReply>('POST', path, { mobileNum: '0901234567', verificationCode: code, newPassword: 'Phone@1234', confirmNewPassword: 'Phone@1234' });
    expect(ok.body.value).toEqual({ userName: 'demo01' });
    expect((await p.login('0901234567', 'Phone@1234')).userName).toBe('demo01');
    // Put it back for the other tests.
    await p.call('POST', '/__dev/sessions/expire', { merchant: null });
    p.app.platform.db.prepare("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE merchant_code = 'mono' AND username = 'demo01') WHERE merchant_code = 'demo' AND username = 'demo01'").run();
  });

  it('is off where CHNGPASSVERIF3 is off (mono)', async () => {
    const res = await p.encrypted('POST', '/wps/member/password/verification', { mobileNum: '0901234567', verificationCode: '123456', newPassword: 'Phone@1234' }, { merchant: 'mono' });
    expect(res.body.errorCode).toBe('function.not.available');
  });

  it('takes a form-encoded e-mail reset and never reveals whether the account exists', async () => {
    const path = '/wps/member/password/email';
    expect((await p.call('POST', path, { body: 'username=demo01&email=demo01%40example.com' })).body.success).toBe(true);
    expect((await p.call('POST', path, { body: 'username=ghost99&email=ghost%40example.com' })).body.success).toBe(true);
    const outbox = p.app.platform.db.prepare('SELECT username FROM mail_outbox').all();
    expect(outbox).toEqual([{ username: 'demo01' }]);
    expect((await p.call('POST', path, { body: 'username=demo01&email=nope' })).body.errorCode).toBe('format.email.err');
    expect((await p.call('POST', path, { body: 'username=a%20b&email=a%40b.com' })).body.errorCode).toBe('format.username.err');
    expect((await p.call('POST', path, { body: 'username=demo01' })).body.errorCode).toBe('request.invalid');
  });
});

describe('member info, wallet and inbox', () => {
  it('reports demo01', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const info = await p.call<MemberInfo>('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ account: 'demo01', type: 0, nickname: 'Demo Player', mobile: '090****567', clubLabel: { labelName: 'VIP1' } });
    const wallet = await p.call<Wallet>('GET', '/wps/v2/wallets/balance', { token });
    expect(wallet.body.value).toMatchObject({ sumBalance: 12345.67, currencySymbol: '₫', currency: 'VND' });
    const unread = await p.call<number>('GET', '/wps/relay/EMFE_getInboxUnreadCount', { token });
    // The message centre's own cases are in messages.test.ts.
    expect(unread.body.value).toBe(9);
    const inbox = await p.call<InboxPage>('GET', '/wps/relay/EMFE_getInbox', { token, query: { size: 2 } });
    expect(inbox.body.value.content).toHaveLength(2);
    expect(inbox.body.value.totalPages).toBe(23);
    expect(inbox.body.value.content[0]?.subject).toBe('Your weekly bonus');
  });
});
