// The security centre's endpoints against a real (in-memory) platform: every error code they can
// answer, and the happy paths (funds password set/change/reset, cards, e-mail, payee).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SecurityBankCard, SecurityBankCards, SecurityBankList, SecurityCodeSent, SecurityOverview } from '../src/api/contract.generated';
import { SECURITY_ACCOUNTS } from './db/seed-security';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());
beforeEach(async () => {
  await p.call('POST', '/__dev/reset', { merchant: null });
});

const { fresh, card } = SECURITY_ACCOUNTS;

async function tokenOf(username: string, password: string, merchant = 'demo'): Promise<string> {
  return (await p.login(username, password, merchant)).token;
}

async function devCode(destination: string, merchant = 'demo'): Promise<string> {
  const res = await p.call<{ code: string }>('GET', '/__dev/security-code', { merchant: null, query: { destination, merchant } });
  if (!res.body.success) throw new Error(`no code for ${destination}`);
  return res.body.value.code;
}

function expectError(res: { body: { success: boolean; errorCode: string | null } }, code: string): void {
  expect(res.body.success).toBe(false);
  expect(res.body.errorCode).toBe(code);
}

describe('security overview', () => {
  it('tells what is set, masked, per merchant', async () => {
    const token = await tokenOf(card.username, card.password);
    const res = await p.call<SecurityOverview>('GET', '/wps/member/securityConfig', { token });
    expect(res.body.value).toEqual({
      fundPasswordSet: true,
      email: 'se****@example.com',
      mobile: '090****002',
      payeeName: 'NGUYEN VAN AN',
      bankCardCount: 1,
      maxCardCount: 3,
      bankCardsEnabled: true,
    });
    const monoToken = await tokenOf(fresh.username, fresh.password, 'mono');
    const mono = await p.call<SecurityOverview>('GET', '/wps/member/securityConfig', { token: monoToken, merchant: 'mono' });
    expect(mono.body.value).toMatchObject({ fundPasswordSet: false, email: null, payeeName: null, bankCardCount: 0, maxCardCount: 1 });
  });

  it('needs a session and refuses the trial type', async () => {
    expectError(await p.call('GET', '/wps/member/securityConfig'), 'login.not.session');
    const token = await tokenOf('free01', 'Free@1234');
    expectError(await p.call('GET', '/wps/member/securityConfig', { token }), 'permission.trial.denied');
  });
});

describe('funds password', () => {
  const FUND = '/wps/member/paymentPassword';
  const SMS_CODE = '/wps/v2/verification/sms/send';
  const MAIL_CODE = '/wps/v2/verification/mail/send';

  it('sets, refuses a second set, changes with the old one', async () => {
    const token = await tokenOf(fresh.username, fresh.password);
    expectError(await p.encrypted('PUT', FUND, { fundPassword: 'x', newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12345' }, { token }), 'member.fundpassword.not.set');
    expectError(await p.encrypted('POST', FUND, { newFundPassword: 'abc', confirmFundPassword: 'abc' }, { token }), 'format.fundpwd.err');
    expectError(await p.encrypted('POST', FUND, { newFundPassword: 'abc 12345', confirmFundPassword: 'abc 12345' }, { token }), 'format.fundpwd.err');
    expectError(await p.encrypted('POST', FUND, { newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12346' }, { token }), 'modify.new.confirm.diff');
    expect((await p.encrypted('POST', FUND, { newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12345' }, { token })).body.success).toBe(true);
    expectError(await p.encrypted('POST', FUND, { newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12345' }, { token }), 'member.fundpassword.exists');
    expectError(await p.encrypted('PUT', FUND, { fundPassword: 'Wrong123', newFundPassword: 'New12345', confirmFundPassword: 'New12345' }, { token }), 'member.fundpassword.wrong');
    expectError(await p.encrypted('PUT', FUND, { fundPassword: 'Abc12345', newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12345' }, { token }), 'modify.new.old.same');
    expect((await p.encrypted('PUT', FUND, { fundPassword: 'Abc12345', newFundPassword: 'New12345', confirmFundPassword: 'New12345' }, { token })).body.success).toBe(true);
  });

  it('resets with a code sent to the bound e-mail or mobile; wrong, expired and unbound channels fail', async () => {
    const token = await tokenOf(card.username, card.password);
    const sent = await p.call<SecurityCodeSent>('POST', MAIL_CODE, { token, body: { purpose: 'fundReset' } });
    expect(sent.body.value.destination).toBe('se****@example.com');
    expectError(await p.call('POST', MAIL_CODE, { token, body: { purpose: 'fundReset' } }), 'sms.cooldown');
    const reset = { channel: 'email', newFundPassword: 'Reset123', confirmFundPassword: 'Reset123' };
    expectError(await p.encrypted('POST', `${FUND}/reset`, { ...reset, verificationCode: '000000x' }, { token }), 'verification.code.wrong');
    const code = await devCode(card.email);
    p.advance(6 * 60_000);
    expectError(await p.encrypted('POST', `${FUND}/reset`, { ...reset, verificationCode: code }, { token }), 'verification.code.expired');
    await p.call('POST', SMS_CODE, { token, body: { purpose: 'fundReset' } });
    const mobileCode = await devCode(card.mobile);
    expect((await p.encrypted('POST', `${FUND}/reset`, { ...reset, channel: 'mobile', verificationCode: mobileCode }, { token })).body.success).toBe(true);
    expectError(await p.encrypted('PUT', FUND, { fundPassword: card.fundPassword, newFundPassword: 'Other123', confirmFundPassword: 'Other123' }, { token }), 'member.fundpassword.wrong');

    const freshToken = await tokenOf(fresh.username, fresh.password);
    expectError(await p.call('POST', SMS_CODE, { token: freshToken, body: { purpose: 'fundReset' } }), 'member.fundpassword.not.set');
    await p.encrypted('POST', FUND, { newFundPassword: 'Abc12345', confirmFundPassword: 'Abc12345' }, { token: freshToken });
    expectError(await p.call('POST', MAIL_CODE, { token: freshToken, body: { purpose: 'fundReset' } }), 'member.contact.not.bound');
  });
});

describe('bank cards', () => {
  const CARDS = '/wps/v2/member/bankCards';

  it('lists the banks of the merchant and the cards of the member, numbers masked', async () => {
    const token = await tokenOf(card.username, card.password);
    const banks = await p.call<SecurityBankList>('GET', '/wps/relay/MCSFE_getBanks', { token });
    expect(banks.body.value.map((b) => b.bankCode)).toEqual(['VCB', 'TCB', 'ACB', 'BIDV', 'MB']);
    const cards = await p.call<SecurityBankCards>('GET', CARDS, { token });
    expect(cards.body.value).toEqual({
      bankCards: [{ bankCardId: expect.any(Number) as number, bankCode: 'VCB', bankName: 'Vietcombank', cardNumber: '**** 2222', payeeName: 'NGUYEN VAN AN' }],
      maxCardCount: 3,
      payeeName: 'NGUYEN VAN AN',
    });
  });

  it('binds with a valid payee name and refuses every invalid input', async () => {
    const token = await tokenOf(fresh.username, fresh.password);
    const ok = { payeeName: 'TRAN THI BICH', bankCode: 'TCB', cardNumber: '9704 1234 5678 9012' };
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, payeeName: 'Trần Thị Bích' } }), 'format.payee.err');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, payeeName: 'TRAN  THI' } }), 'format.payee.err');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, payeeName: 'TRAN THI 2' } }), 'format.payee.err');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, bankCode: 'NOPE' } }), 'bankcard.bank.invalid');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, cardNumber: '12345' } }), 'format.cardnumber.err');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, cardNumber: '9704abcd56789012' } }), 'format.cardnumber.err');
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, cardNumber: card.cardNumber } }), 'bankcard.exists');
    const bound = await p.call<SecurityBankCard>('POST', CARDS, { token, body: { ...ok, payeeName: '  TRAN THI BICH ' } });
    expect(bound.body.value).toMatchObject({ bankCode: 'TCB', cardNumber: '**** 9012', payeeName: 'TRAN THI BICH' });
    // The first card bound the payee name: a later card must carry the same.
    expectError(await p.call('POST', CARDS, { token, body: { ...ok, payeeName: 'OTHER NAME', cardNumber: '9704000000000001' } }), 'bankcard.payee.mismatch');
    expectError(await p.call('POST', '/wps/member/info/payeename', { token, body: { payeeName: 'OTHER NAME' } }), 'payee.already.bound');
  });

  it('stops at the card limit (mono: one card)', async () => {
    const token = await tokenOf(card.username, card.password, 'mono');
    const res = await p.call('POST', CARDS, { token, merchant: 'mono', body: { payeeName: card.payeeName, bankCode: 'VTB', cardNumber: '9704999988887777' } });
    expectError(res, 'bankcard.max.reached');
    expect(res.body).toMatchObject({ value: { maxCardCount: 1 } });
  });

  it('deletes with the funds password, or the login password when none is set', async () => {
    const token = await tokenOf(card.username, card.password);
    const id = (await p.call<SecurityBankCards>('GET', CARDS, { token })).body.value.bankCards[0]?.bankCardId ?? 0;
    expectError(await p.encrypted('POST', `${CARDS}/delete`, { bankCardId: id, password: card.password }, { token }), 'member.fundpassword.wrong');
    expectError(await p.encrypted('POST', `${CARDS}/delete`, { bankCardId: 999999, password: card.fundPassword }, { token }), 'bankcard.not.found');
    expect((await p.encrypted('POST', `${CARDS}/delete`, { bankCardId: id, password: card.fundPassword }, { token })).body.success).toBe(true);
    expect((await p.call<SecurityBankCards>('GET', CARDS, { token })).body.value.bankCards).toEqual([]);

    const freshToken = await tokenOf(fresh.username, fresh.password);
    const newCard = await p.call<SecurityBankCard>('POST', CARDS, { token: freshToken, body: { payeeName: 'LE VAN C', bankCode: 'ACB', cardNumber: '1234567890' } });
    expectError(await p.encrypted('POST', `${CARDS}/delete`, { bankCardId: newCard.body.value.bankCardId, password: 'Wrong@123' }, { token: freshToken }), 'member.password.wrong');
    expectError(await p.encrypted('POST', `${CARDS}/delete`, { bankCardId: id, password: fresh.password }, { token: freshToken }), 'bankcard.not.found');
  });
});

/** A code sent to `email` for binding it, with a wrong code to guess. */
async function emailCodeSent(email: string): Promise<{ token: string; code: string; wrong: string }> {
  const token = await tokenOf(fresh.username, fresh.password);
  await p.call('POST', '/wps/v2/verification/mail/send', { token, body: { email } });
  const code = await devCode(email);
  return { token, code, wrong: code === '000000' ? '111111' : '000000' };
}

describe('e-mail and payee binding', () => {
  it('binds an e-mail with the code sent to it', async () => {
    const token = await tokenOf(fresh.username, fresh.password);
    expectError(await p.call('POST', '/wps/v2/verification/mail/send', { token, body: { email: 'nope' } }), 'format.email.err');
    expectError(await p.call('POST', '/wps/v2/verification/mail/send', { token, body: { email: card.email } }), 'exists.email.err');
    await p.call('POST', '/wps/v2/verification/mail/send', { token, body: { email: 'me@example.com' } });
    expectError(await p.call('POST', '/wps/member/info/email', { token, body: { email: 'me@example.com', verificationCode: '1' } }), 'verification.code.wrong');
    expectError(await p.call('POST', '/wps/member/info/email', { token, body: { email: 'other@example.com', verificationCode: '1' } }), 'verification.code.expired');
    const code = await devCode('me@example.com');
    expect((await p.call('POST', '/wps/member/info/email', { token, body: { email: 'me@example.com', verificationCode: code } })).body.success).toBe(true);
    expect((await p.call<SecurityOverview>('GET', '/wps/member/securityConfig', { token })).body.value.email).toBe('me****@example.com');
  });

  it('locks the address after 5 wrong codes: even the right code is refused and no new code is sent', async () => {
    const email = 'guess@example.com';
    const { token, code, wrong } = await emailCodeSent(email);
    for (let i = 0; i < 5; i += 1) expectError(await p.call('POST', '/wps/member/info/email', { token, body: { email, verificationCode: wrong } }), 'verification.code.wrong');
    const locked = await p.call<{ retryAfter: number }>('POST', '/wps/member/info/email', { token, body: { email, verificationCode: code } });
    expectError(locked, 'sms.verify.locked');
    expect(locked.body.value.retryAfter).toBeGreaterThan(0);
    expectError(await p.call('POST', '/wps/v2/verification/mail/send', { token, body: { email } }), 'sms.verify.locked');
    expect((await p.call<SecurityOverview>('GET', '/wps/member/securityConfig', { token })).body.value.email).toBeNull();
  });

  it('4 wrong codes do not lock: the right one still binds', async () => {
    const email = 'count@example.com';
    const { token, code, wrong } = await emailCodeSent(email);
    for (let i = 0; i < 4; i += 1) expectError(await p.call('POST', '/wps/member/info/email', { token, body: { email, verificationCode: wrong } }), 'verification.code.wrong');
    expect((await p.call('POST', '/wps/member/info/email', { token, body: { email, verificationCode: code } })).body.success).toBe(true);
  });

  it('binds the payee name once', async () => {
    const token = await tokenOf(fresh.username, fresh.password);
    expectError(await p.call('POST', '/wps/member/info/payeename', { token, body: { payeeName: 'Nguyễn An' } }), 'format.payee.err');
    expect((await p.call('POST', '/wps/member/info/payeename', { token, body: { payeeName: 'NGUYEN AN' } })).body.success).toBe(true);
    expectError(await p.call('POST', '/wps/member/info/payeename', { token, body: { payeeName: 'NGUYEN AN' } }), 'payee.already.bound');
  });
});
