import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginReply, SmsSent, TrialReply } from '../src/api/contract.generated';
import { TEST_DEVICE_ID, platformKey, smsCode, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const LOGIN = '/wps/session/login';

describe('social login (type social)', () => {
  it('dev mode: the test token signs in the named account; anything else is login.social.err', async () => {
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'social', provider: 'google', providerToken: 'dev-token:demo01', nonce: 'n1' });
    expect(ok.body.value).toMatchObject({ userName: 'demo01', merchantCode: 'demo' });
    const forged = await p.encrypted('POST', LOGIN, { type: 'social', provider: 'google', providerToken: 'eyJhbGciOiJSUzI1NiJ9.forged.sig' });
    expect(forged.body).toMatchObject({ success: false, errorCode: 'login.social.err' });
    const unknown = await p.encrypted('POST', LOGIN, { type: 'social', provider: 'google', providerToken: 'dev-token:nobody' });
    expect(unknown.body.errorCode).toBe('login.social.err');
  });

  it('refuses a provider the merchant did not configure (demo: Facebook flag on, no app id) or whose flag is off (mono)', async () => {
    const facebook = await p.encrypted('POST', LOGIN, { type: 'social', provider: 'facebook', providerToken: 'dev-token:demo01' });
    expect(facebook.body.errorCode).toBe('function.not.available');
    const mono = await p.encrypted('POST', LOGIN, { type: 'social', provider: 'google', providerToken: 'dev-token:demo01' }, { merchant: 'mono' });
    expect(mono.body.errorCode).toBe('function.not.available');
  });

  it('without the dev endpoints, no token is accepted: the reference platform cannot verify one', async () => {
    const prod = await startPlatform({ dev: false });
    try {
      const res = await prod.encrypted('POST', LOGIN, { type: 'social', provider: 'google', providerToken: 'dev-token:demo01' });
      expect(res.body.errorCode).toBe('function.not.available');
    } finally {
      await prod.close();
    }
  });
});

describe('login', () => {
  it('logs demo01 in with an encrypted body and reports the customer type', async () => {
    const res = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ userName: 'demo01', customerType: 0, passwordExpired: false, merchantCode: 'demo' });
    expect(res.body.value.token.length).toBeGreaterThan(20);
  });

  it('flags fresh01 as having to change its password', async () => {
    expect((await p.login('fresh01', 'Fresh@1234')).passwordExpired).toBe(true);
  });

  it('accepts the mobile number in place of the username', async () => {
    expect((await p.login('0901234567', 'Demo@1234')).userName).toBe('demo01');
  });

  it('answers login.cred.err, then asks for a captcha after 2 failures, and checks it', async () => {
    const bad = { type: 'username', username: 'agent01', password: 'Wrong@1234' };
    const first = await p.encrypted('POST', LOGIN, bad);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ success: false, errorCode: 'login.cred.err', value: { captcha: false } });
    const second = await p.encrypted('POST', LOGIN, bad);
    expect(second.body).toMatchObject({ errorCode: 'login.cred.err', value: { captcha: true } });

    const missing = await p.encrypted('POST', LOGIN, { ...bad, password: 'Agent@1234' });
    expect(missing.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const image = await p.call<string>('GET', '/wps/captcha');
    const captchaId = String(image.headers['captcha-id']);
    const answer = (p.app.platform.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(captchaId) as { answer: string }).answer;
    const wrongAnswer = answer === '0000' ? '1111' : '0000';
    const wrong = await p.encrypted('POST', LOGIN, { ...bad, password: 'Agent@1234', captcha: wrongAnswer }, { headers: { 'Captcha-Id': captchaId } });
    expect(wrong.body.errorCode).toBe('captcha.wrong');
    // The captcha was spent by the wrong try: the right answer on the same image no longer works.
    const reused = await p.encrypted('POST', LOGIN, { ...bad, password: 'Agent@1234', captcha: answer }, { headers: { 'Captcha-Id': captchaId } });
    expect(reused.body.errorCode).toBe('captcha.expired');

    const fresh = await p.call<string>('GET', '/wps/captcha');
    const cookie = String(fresh.headers['set-cookie']).split(';')[0] ?? '';
    const freshId = cookie.split('=')[1];
    const freshAnswer = (p.app.platform.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(freshId) as { answer: string }).answer;
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { ...bad, password: 'Agent@1234', captcha: freshAnswer }, { headers: { Cookie: cookie } });
    expect(ok.body.success).toBe(true);
    // Success clears the failure count: no captcha next time.
    expect((await p.login('agent01', 'Agent@1234')).userName).toBe('agent01');
  });

  it('tells the dev endpoint the answer of the requester\'s captcha without spending it', async () => {
    const image = await p.call<string>('GET', '/wps/captcha');
    const id = String(image.headers['captcha-id']);
    const cookie = String(image.headers['set-cookie']).split(';')[0] ?? '';
    const byId = await p.call<{ id: string; answer: string; expiresAt: number }>('GET', '/__dev/captcha', { merchant: null, query: { id } });
    expect(byId.body.value).toMatchObject({ id, answer: expect.stringMatching(/^\d{4}$/) });
    // The cookie or header of the requester names its captcha when no id is given.
    const byCookie = await p.call<{ answer: string }>('GET', '/__dev/captcha', { merchant: null, headers: { Cookie: cookie } });
    expect(byCookie.body.value.answer).toBe(byId.body.value.answer);
    const byHeader = await p.call<{ answer: string }>('GET', '/__dev/captcha', { merchant: null, headers: { 'Captcha-Id': id } });
    expect(byHeader.body.value.answer).toBe(byId.body.value.answer);
    // Still live: the answer signs in after two failures.
    const bad = { type: 'username', username: 'demo01', password: 'Wrong@1234' };
    await p.encrypted('POST', LOGIN, bad);
    await p.encrypted('POST', LOGIN, bad);
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { ...bad, password: 'Demo@1234', captcha: byId.body.value.answer }, { headers: { 'Captcha-Id': id } });
    expect(ok.body.success).toBe(true);
    // Spent now, and unknown ids answer not.found.
    expect((await p.call('GET', '/__dev/captcha', { merchant: null, query: { id } })).body.errorCode).toBe('not.found');
    expect((await p.call('GET', '/__dev/captcha', { merchant: null })).body.errorCode).toBe('not.found');
  });

  it('expires a captcha after 5 minutes', async () => {
    const bad = { type: 'username', username: 'free01', password: 'nope' };
    await p.encrypted('POST', LOGIN, bad);
    await p.encrypted('POST', LOGIN, bad);
    const image = await p.call('GET', '/wps/captcha');
    const id = String(image.headers['captcha-id']);
    const answer = (p.app.platform.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(id) as { answer: string }).answer;
    p.advance(5 * 60_000 + 1);
    const late = await p.encrypted('POST', LOGIN, { ...bad, password: 'Free@1234', captcha: answer }, { headers: { 'Captcha-Id': id } });
    expect(late.body.errorCode).toBe('captcha.expired');
  });

  it('signs members and agents in on one path, as upstream does: the page decides who may use it', async () => {
    const master = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'username', username: 'master01', password: 'Master@1234' });
    expect(master.body.value).toMatchObject({ customerType: 2, passwordExpired: false });
    const member = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' });
    expect(member.body.value.customerType).toBe(0);
    expect(Object.keys(member.body.value).sort()).toEqual(['customerType', 'firstTimeLogin', 'id', 'merchantCode', 'passwordExpired', 'token', 'userName']);
  });

  it("refuses an encrypted call without upstream's X-Digest and X-RSA, or with a digest of another body", async () => {
    const body = { type: 'username', username: 'demo01', password: 'Demo@1234' };
    const bare = await p.encrypted('POST', LOGIN, body, { withoutUpstreamHeaders: true });
    expect([bare.status, bare.body.errorCode]).toEqual([400, 'request_body_required']);
    const other = await p.encrypted('POST', LOGIN, body, { headers: { 'X-Digest': 'AAAA' } });
    expect([other.status, other.body.errorCode]).toEqual([400, 'request_body_required']);
    const staleKey = await p.encrypted('POST', LOGIN, body, { headers: { 'X-RSA': 'abcdef' } });
    expect(staleKey.body.errorCode).toBe('crypto.decrypt.err');
  });

  it('refuses a login or registration without a loginDeviceId', async () => {
    const res = await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { withoutDeviceId: true });
    expect(res.body.errorCode).toBe('request.invalid');
    expect(res.body.message).toContain('loginDeviceId');
  });

  it('logs in with an SMS code (type sms)', async () => {
    const sent = await p.call<SmsSent>('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '0901234568' } });
    expect(sent.body.value).toMatchObject({ expirationTime: p.clock.now + 300_000, cooldownSeconds: 60 });
    const wrong = await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: '0901234568', verificationCode: '99999999' });
    expect(wrong.body.errorCode).toBe('sms.code.wrong');
    const code = await smsCode(p, '0901234568');
    const ok = await p.encrypted<LoginReply>('POST', LOGIN, { type: 'sms', mobileNum: '0901234568', verificationCode: code });
    expect(ok.body.value.userName).toBe('agent01');
    const again = await p.encrypted('POST', LOGIN, { type: 'sms', mobileNum: '0901234568', verificationCode: code });
    expect(again.body.errorCode).toBe('sms.code.expired');
  });

  it('rejects SMS login on a merchant without MOBILEVERCODELOGIN3 ... and unknown numbers', async () => {
    const unknown = await p.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '0999999999' } });
    expect(unknown.body.errorCode).toBe('mobile.not.registered');
    const badFormat = await p.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '12ab' } });
    expect(badFormat.body.errorCode).toBe('format.mobile.err');
  });

  it('answers crypto.decrypt.err for tampered ciphertext, a wrong key and a missing header', async () => {
    const key = await platformKey(p.app);
    const { encryptPayload } = await import('../src/api/encryption');
    const sealed = await encryptPayload('rsa-oaep-aes-gcm', key, { type: 'username', username: 'demo01', password: 'Demo@1234', loginDeviceId: TEST_DEVICE_ID });
    const raw = Buffer.from(sealed.body.value, 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    const value = raw.toString('base64');
    const tampered = await p.call('POST', LOGIN, { body: { value }, headers: { Encryption: sealed.encryptionHeader, 'X-Digest': value, 'X-RSA': key.modulus } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.errorCode).toBe('crypto.decrypt.err');

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = other.publicKey.export({ format: 'jwk' });
    const wrongKey = {
      pem: other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      modulus: Buffer.from(jwk.n ?? '', 'base64url').toString('hex'),
      exponent: Buffer.from(jwk.e ?? '', 'base64url').toString('hex'),
    };
    const wrong = await p.encrypted('POST', LOGIN, { type: 'username', username: 'demo01', password: 'Demo@1234' }, { key: wrongKey });
    expect(wrong.body.errorCode).toBe('crypto.decrypt.err');

    const noHeader = await p.call('POST', LOGIN, { body: sealed.body, headers: { 'X-Digest': sealed.body.value, 'X-RSA': key.modulus } });
    expect(noHeader.body.errorCode).toBe('crypto.decrypt.err');
  });

  it('refuses a captured login sent again, and one sealed with a stale time (not seen upstream: our scheme only)', async () => {
    const key = await platformKey(p.app);
    const { encryptPayload } = await import('../src/api/encryption');
    const credentials = { type: 'username', username: 'demo01', password: 'Demo@1234', loginDeviceId: TEST_DEVICE_ID };
    const send = (sealed: { encryptionHeader: string; body: { value: string } }) =>
      p.call<LoginReply>('POST', LOGIN, { body: sealed.body, headers: { Encryption: sealed.encryptionHeader, 'X-Digest': sealed.body.value, 'X-RSA': key.modulus } });
    const sealed = await encryptPayload('rsa-oaep-aes-gcm', key, credentials, { now: p.clock.now });
    expect((await send(sealed)).body.success).toBe(true);
    const replayed = await send(sealed);
    expect(replayed.status).toBe(400);
    expect(replayed.body.errorCode).toBe('crypto.decrypt.err');
    const stale = await send(await encryptPayload('rsa-oaep-aes-gcm', key, credentials, { now: p.clock.now - 11 * 60_000 }));
    expect(stale.body.errorCode).toBe('crypto.decrypt.err');
    expect((await send(await encryptPayload('rsa-oaep-aes-gcm', key, credentials, { now: p.clock.now - 60_000 }))).body.success).toBe(true);
  });

  it('answers request.invalid for a malformed wire body and a malformed decrypted payload', async () => {
    const wire = await p.call('POST', LOGIN, { body: { nope: 1 } });
    expect(wire.status).toBe(400);
    expect(wire.body.errorCode).toBe('request.invalid');
    expect(wire.body.message).toMatch(/value/);
    const payload = await p.encrypted('POST', LOGIN, { type: 'carrier-pigeon', username: 'demo01' });
    expect(payload.body.errorCode).toBe('request.invalid');
    expect(payload.body.message).toMatch(/type/);
    const notJson = await p.app.inject({ method: 'POST', url: LOGIN, headers: { Merchant: 'demo', 'content-type': 'application/json' }, payload: '{oops' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('works with the legacy scheme on a merchant that uses it (mono)', async () => {
    expect(p.app.platform.merchantByCode.get('mono')?.scheme).toBe('legacy-rsa-des');
    expect((await p.login('demo01', 'Demo@1234', 'mono')).merchantCode).toBe('mono');
  });
});

describe('test play and logout', () => {
  it('creates a trial account on the trial merchant', async () => {
    const res = await p.call<TrialReply>('POST', '/wps/session/login/freeplay');
    expect(res.body.value).toMatchObject({ customerType: 4, merchantCode: 'demo_trial' });
    const info = await p.call<{ type: number; merchantCode: string }>('GET', '/wps/member/info', { token: res.body.value.token });
    expect(info.body.value).toMatchObject({ type: 4, merchantCode: 'demo_trial' });
    // A trial token is not valid on another merchant.
    const elsewhere = await p.call('GET', '/wps/member/info', { token: res.body.value.token, merchant: 'mono' });
    expect(elsewhere.status).toBe(401);
  });

  it('a trial account ends a day after it was made, however often its session was used', async () => {
    const { token, userName } = (await p.call<TrialReply>('POST', '/wps/session/login/freeplay')).body.value;
    const info = () => p.call('GET', '/wps/member/info', { token });
    // Kept alive every 20 minutes for just under a day: the session slides, the account does not.
    const day = 24 * 60 * 60_000;
    for (let used = 20 * 60_000; used < day; used += 20 * 60_000) {
      p.advance(20 * 60_000);
      if (used > day - 60 * 60_000) expect((await info()).status, `after ${used / 60_000} min`).toBe(200);
      else await info();
    }
    p.advance(20 * 60_000);
    const expired = await info();
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('login.not.session');
    const sessions = p.ctx.db.prepare('SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ?').get(userName) as { n: number };
    expect(sessions.n).toBe(0);
  });

  it('logs out: the token stops working', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    expect((await p.call('DELETE', '/wps/session/logout', { token })).body.success).toBe(true);
    const after = await p.call('GET', '/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('login.not.session');
    expect((await p.call('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });

  it('expires sessions after their lifetime, and slides it on use', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    p.advance(20 * 60_000);
    expect((await p.call('GET', '/wps/member/info', { token })).status).toBe(200);
    p.advance(20 * 60_000);
    expect((await p.call('GET', '/wps/member/info', { token })).status).toBe(200);
    p.advance(30 * 60_000 + 1);
    const expired = await p.call('GET', '/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('login.not.session');
  });

  it('expires sessions on demand through the dev endpoint', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const res = await p.call<{ expired: number }>('POST', '/__dev/sessions/expire', { merchant: null, query: { token } });
    expect(res.body.value.expired).toBe(1);
    expect((await p.call('GET', '/wps/v2/wallets/balance', { token })).body.errorCode).toBe('login.not.session');
  });

  it('answers login.not.session for an unknown token and for no token', async () => {
    expect((await p.call('GET', '/wps/member/info', { token: 'forged' })).status).toBe(401);
    expect((await p.call('GET', '/wps/member/info')).body.errorCode).toBe('login.not.session');
  });
});
