import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AffiliateLink,
  AffiliateLinkChannels,
  AffiliateLinkExpiryOptions,
  AffiliateLinkRegistrations,
  AffiliateLinks,
  DevLedgerAudit,
  LoginReply,
  MemberInfo,
  RedRainDownlines,
  RedRainTransferResult,
} from '../src/api/contract.generated';
import { RED_RAIN } from '../src/config/constants';
import type { PlatformContext } from './context';
import { REDRAIN_ACCOUNTS, SEEDED_LINK_CODES } from './db/seed-redrain';
import { TX } from './ledger';
import { redRainShares } from '../src/api/red-rain-shares';
import { smsCode, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const TRANSFER = '/wps/agent/transferMultipleDownline';
const DOWNLINES = '/wps/relay/ODSFE2_subordinateSimple';
const tokens = new Map<string, string>();
async function tokenOf(username: string, password: string, merchant = 'demo'): Promise<string> {
  const key = `${merchant}:${username}`;
  let token = tokens.get(key);
  if (!token) {
    token = (await p.login(username, password, merchant)).token;
    tokens.set(key, token);
  }
  return token;
}
const agentToken = (merchant = 'demo') => tokenOf(REDRAIN_ACCOUNTS.agent, 'Agent@1234', merchant);
const linkToken = (username: string = REDRAIN_ACCOUNTS.linkAgent, merchant = 'demo') => tokenOf(username, 'Agent@1234', merchant);

const cents = (username: string, merchant = 'demo'): number =>
  (ctx.db.prepare('SELECT balance_cents AS c FROM users WHERE username = ? AND merchant_code = ?').get(username, merchant) as { c: number }).c;

let serial = 0;
const requestId = (): string => `rr-test-${++serial}-${Date.now()}`;

async function transfer(payload: Record<string, unknown>, options: { token?: string; merchant?: string } = {}) {
  const merchant = options.merchant ?? 'demo';
  return p.encrypted<RedRainTransferResult>('POST', TRANSFER, { mode: 'EACH', amount: 10, requestId: requestId(), ...payload }, { merchant, token: options.token ?? (await agentToken(merchant)) });
}

describe('red rain shares', () => {
  it('EACH gives the amount to everyone; SPLIT adds up exactly, the first ones getting the remainder cents', () => {
    expect(redRainShares('EACH', 1000, 3)).toEqual([1000, 1000, 1000]);
    expect(redRainShares('SPLIT', 1000, 3)).toEqual([334, 333, 333]);
    expect(redRainShares('SPLIT', 1001, 3)).toEqual([334, 334, 333]);
    expect(redRainShares('SPLIT', 999, 3)).toEqual([333, 333, 333]);
    expect(redRainShares('SPLIT', 3, 3)).toEqual([1, 1, 1]);
    for (const [total, n] of [[10_001, 7], [1, 1], [12_345, 50]] as const) {
      const shares = redRainShares('SPLIT', total, n);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(redRainShares('EACH', 100, 0)).toEqual([]);
  });
});

describe('red rain downlines', () => {
  it('lists every direct downline (not the second level) with balances and the limits', async () => {
    const res = await p.call<RedRainDownlines>('GET', DOWNLINES, { token: await agentToken() });
    expect(res.body.success).toBe(true);
    expect(res.body.value.downlines.map((d) => d.username)).toEqual([...REDRAIN_ACCOUNTS.downlines]);
    expect(res.body.value.downlines[0]).toMatchObject({ username: 'rr_down01', nickname: 'Rain 1', balance: 100 });
    expect(res.body.value.downlines[1]?.nickname).toBeNull();
    expect(res.body.value).toMatchObject({ maxDownlines: RED_RAIN.maxDownlines, minAmount: RED_RAIN.minAmountCents / 100 });
  });

  it('is refused where the merchant lacks AGENTRANSMULTDOWN3 (mono) and for non-agents', async () => {
    const mono = await p.call('GET', DOWNLINES, { merchant: 'mono', token: await agentToken('mono') });
    expect(mono.body.errorCode).toBe('function.not.available');
    const member = await p.call('GET', DOWNLINES, { token: await tokenOf('rr_down01', 'Down@1234') });
    expect(member.body.errorCode).toBe('permission.denied');
    const monoTransfer = await transfer({ downlines: ['rr_down01'] }, { merchant: 'mono' });
    expect(monoTransfer.body.errorCode).toBe('function.not.available');
  });
});

describe('red rain transfer', () => {
  it('EACH: the agent pays the total, each downline gets its share, ledger rows on both sides, once per request id', async () => {
    const before = { agent: cents('rr_agent'), a: cents('rr_down01'), b: cents('rr_down02'), c: cents('rr_down03') };
    const id = requestId();
    const res = await transfer({ downlines: ['rr_down01', 'rr_down02', 'rr_down03'], mode: 'EACH', amount: 12.5, requestId: id });
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject({ mode: 'EACH', total: 37.5, replayed: false, shares: [{ username: 'rr_down01', amount: 12.5 }, { username: 'rr_down02', amount: 12.5 }, { username: 'rr_down03', amount: 12.5 }] });
    expect(cents('rr_agent')).toBe(before.agent - 3750);
    expect(res.body.value.balance).toBe(cents('rr_agent') / 100);
    expect([cents('rr_down01'), cents('rr_down02'), cents('rr_down03')]).toEqual([before.a + 1250, before.b + 1250, before.c + 1250]);
    const rows = ctx.db.prepare("SELECT user_id, tx_type, amount_cents FROM ledger WHERE ref_kind = 'redrain' AND ref_id = ?").all(res.body.value.transferId) as { tx_type: number; amount_cents: number }[];
    expect(rows.filter((r) => r.tx_type === TX.AGENT_TRANSFER_OUT).map((r) => r.amount_cents)).toEqual([-1250, -1250, -1250]);
    expect(rows.filter((r) => r.tx_type === TX.AGENT_TRANSFER_IN).map((r) => r.amount_cents)).toEqual([1250, 1250, 1250]);

    const again = await transfer({ downlines: ['rr_down01', 'rr_down02', 'rr_down03'], mode: 'EACH', amount: 12.5, requestId: id });
    expect(again.body.value).toMatchObject({ transferId: res.body.value.transferId, replayed: true });
    expect(cents('rr_agent')).toBe(before.agent - 3750);
    const audit = (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
    expect(audit.mismatches).toEqual([]);
  });

  it('SPLIT shares the total exactly, the remainder cents to the first named', async () => {
    const before = [cents('rr_down04'), cents('rr_down05'), cents('rr_down06')];
    const agent = cents('rr_agent');
    const res = await transfer({ downlines: ['rr_down05', 'rr_down04', 'rr_down06'], mode: 'SPLIT', amount: 10 });
    expect(res.body.value.total).toBe(10);
    expect(res.body.value.shares).toEqual([{ username: 'rr_down05', amount: 3.34 }, { username: 'rr_down04', amount: 3.33 }, { username: 'rr_down06', amount: 3.33 }]);
    expect(cents('rr_agent')).toBe(agent - 1000);
    expect([cents('rr_down04'), cents('rr_down05'), cents('rr_down06')]).toEqual([before[0]! + 333, before[1]! + 334, before[2]! + 333]);
  });

  it('refuses what it must, moving nothing', async () => {
    const agent = cents('rr_agent');
    const cases: [Record<string, unknown>, string][] = [
      [{ downlines: ['rr_sub01'] }, 'redrain.downline.invalid'],
      [{ downlines: ['down01'] }, 'redrain.downline.invalid'],
      [{ downlines: ['rr_down01', 'nobody'] }, 'redrain.downline.invalid'],
      [{ downlines: ['rr_down01'], amount: 0.5 }, 'redrain.amount.invalid'],
      [{ downlines: ['rr_down01'], amount: 1.005 }, 'redrain.amount.invalid'],
      [{ downlines: ['rr_down01'], amount: 0 }, 'request.invalid'],
      [{ downlines: ['rr_down01'], amount: -5 }, 'request.invalid'],
      [{ downlines: [] }, 'request.invalid'],
      [{ downlines: ['rr_down01', 'rr_down01'] }, 'request.invalid'],
      [{ downlines: ['rr_down01', 'RR_DOWN01'] }, 'request.invalid'],
      [{ downlines: Array.from({ length: RED_RAIN.maxDownlines + 1 }, (_, i) => `x${i}`) }, 'redrain.downlines.count'],
      [{ downlines: ['rr_down01'], mode: 'BOTH' }, 'request.invalid'],
      [{ downlines: ['rr_down01', 'rr_down02'], amount: 50_000 }, 'balance.insufficient'],
      [{ downlines: ['rr_down01'], amount: agent / 100 + 0.01 }, 'balance.insufficient'],
    ];
    for (const [payload, code] of cases) {
      const res = await transfer(payload);
      expect(res.body.errorCode, JSON.stringify(payload)).toBe(code);
    }
    expect(cents('rr_agent')).toBe(agent);
    const withBalance = await transfer({ downlines: ['rr_down01', 'rr_down02'], amount: 60_000 });
    expect(withBalance.body.value).toMatchObject({ balance: agent / 100, required: 120_000 });
  });
});

describe('affiliate links', () => {
  it('lists the agent’s live links with channel, expiry and registrations; options per merchant', async () => {
    const token = await linkToken();
    const list = (await p.call<AffiliateLinks>('GET', '/wps/relay/MCSFE_viewAffiliateUrls', { token })).body.value.links;
    expect(list.map((l) => l.code)).toEqual([SEEDED_LINK_CODES.active, SEEDED_LINK_CODES.never, SEEDED_LINK_CODES.expired]);
    expect(list.map((l) => [l.expired, l.registrations, l.expiryDays])).toEqual([
      [false, 2, 30],
      [false, 0, 0],
      [true, 1, 7],
    ]);
    expect(list[0]?.registerPath).toBe(`/m/register?code=${SEEDED_LINK_CODES.active}`);
    expect(list[1]?.expiresAt).toBeNull();
    const empty = (await p.call<AffiliateLinks>('GET', '/wps/relay/MCSFE_viewAffiliateUrls', { token: await linkToken(REDRAIN_ACCOUNTS.noLinks) })).body.value.links;
    expect(empty).toEqual([]);
    expect((await p.call<AffiliateLinkExpiryOptions>('GET', '/wps/relay/MCSFE_getMerchantUrlExpiryOptions', { token })).body.value.options).toEqual([7, 30, 90, 0]);
    const monoToken = await linkToken(REDRAIN_ACCOUNTS.linkAgent, 'mono');
    expect((await p.call<AffiliateLinkExpiryOptions>('GET', '/wps/relay/MCSFE_getMerchantUrlExpiryOptions', { merchant: 'mono', token: monoToken })).body.value.options).toEqual([30, 0]);
    expect((await p.call<AffiliateLinkChannels>('GET', '/wps/relay/MCSFE_getMerchantPromotionChannels', { merchant: 'mono', token: monoToken })).body.value.channels.map((c) => c.channel)).toEqual(['FACEBOOK', 'ZALO']);
    const member = await p.call('GET', '/wps/relay/MCSFE_viewAffiliateUrls', { token: await tokenOf('rr_down01', 'Down@1234') });
    expect(member.body.errorCode).toBe('permission.denied');
  });

  it('creates a link whose code registers a direct downline of the agent, counted for the link; deletes it', async () => {
    const token = await linkToken();
    const bad = await p.call('POST', '/wps/relay/MCSFE_createAffiliateUrl', { token, body: { channel: 'LINE', expiryDays: 7 } });
    expect(bad.body.errorCode).toBe('link.option.invalid');
    const badDays = await p.call('POST', '/wps/relay/MCSFE_createAffiliateUrl', { token, body: { channel: 'ZALO', expiryDays: 14 } });
    expect(badDays.body.errorCode).toBe('link.option.invalid');
    const made = (await p.call<AffiliateLink>('POST', '/wps/relay/MCSFE_createAffiliateUrl', { token, body: { channel: 'TIKTOK', expiryDays: 7 } })).body.value;
    expect(made).toMatchObject({ channel: 'TIKTOK', expiryDays: 7, expired: false, registrations: 0, expiresAt: p.clock.now + 7 * 86_400_000 });
    expect(made.code).toMatch(/^L[A-Z2-9]{7}$/);

    const check = await p.call<{ agentName: string }>('GET', '/wps/agent/affiliate', { query: { code: made.code } });
    expect(check.body.value.agentName).toBe('lk_agent');
    const mobileNum = '0913100001';
    await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum } });
    const code = await smsCode(p, mobileNum);
    const reg = await p.encrypted<LoginReply>('PUT', '/wps/member/register', {
      username: 'lkviaone',
      password: 'Newbie@123',
      confirmPassword: 'Newbie@123',
      confirmedAge: 18,
      mobileNum,
      verificationCode: code,
      affiliateCode: made.code,
    });
    expect(reg.body.success).toBe(true);
    const info = (await p.call<MemberInfo>('GET', '/wps/member/info', { token: reg.body.value.token })).body.value;
    expect(info.toUpline).toBe('lk_agent');
    const regs = (await p.call<AffiliateLinkRegistrations>('GET', '/wps/relay/MCSFE_viewRegisteredAffiliates', { token, query: { linkId: made.linkId } })).body.value.registrations;
    expect(regs.map((r) => r.username)).toEqual(['lkviaone']);
    const listed = (await p.call<AffiliateLinks>('GET', '/wps/relay/MCSFE_viewAffiliateUrls', { token })).body.value.links.find((l) => l.linkId === made.linkId);
    expect(listed?.registrations).toBe(1);

    // Not someone else's link.
    const other = await p.call('POST', '/wps/relay/MCSFE_deleteAffiliateUrl', { token: await linkToken(REDRAIN_ACCOUNTS.noLinks), body: { linkId: made.linkId } });
    expect(other.body.errorCode).toBe('not.found');
    const otherRegs = await p.call('GET', '/wps/relay/MCSFE_viewRegisteredAffiliates', { token: await linkToken(REDRAIN_ACCOUNTS.noLinks), query: { linkId: made.linkId } });
    expect(otherRegs.body.errorCode).toBe('not.found');
    const deleted = await p.call('POST', '/wps/relay/MCSFE_deleteAffiliateUrl', { token, body: { linkId: made.linkId } });
    expect(deleted.body.success).toBe(true);
    expect((await p.call<AffiliateLinks>('GET', '/wps/relay/MCSFE_viewAffiliateUrls', { token })).body.value.links.some((l) => l.linkId === made.linkId)).toBe(false);
    const afterDelete = await p.call('GET', '/wps/agent/affiliate', { query: { code: made.code } });
    expect(afterDelete.body.errorCode).toBe('affiliate.link.invalid');
  });

  it('refuses registration through an expired or deleted link with the referrer-link error; a link expires on time', async () => {
    for (const code of [SEEDED_LINK_CODES.expired, SEEDED_LINK_CODES.deleted]) {
      const res = await p.call('GET', '/wps/agent/affiliate', { query: { code } });
      expect(res.body.errorCode, code).toBe('affiliate.link.invalid');
      const reg = await p.encrypted('PUT', '/wps/member/register', { username: 'lkexpired', password: 'Newbie@123', confirmPassword: 'Newbie@123', confirmedAge: 18, mobileNum: '0913100002', verificationCode: '123456', affiliateCode: code });
      expect(reg.body.errorCode).toBe('affiliate.link.invalid');
      expect(reg.body.value).toMatchObject({ field: 'affiliateCode' });
    }
    // Another merchant's link code is unknown here.
    const mono = await p.call('GET', '/wps/agent/affiliate', { merchant: 'mono', query: { code: 'NOSUCHLINK' } });
    expect(mono.body.errorCode).toBe('affiliate.invalid');
    expect((await p.call('GET', '/wps/agent/affiliate', { query: { code: SEEDED_LINK_CODES.active } })).body.success).toBe(true);
    p.advance(29 * 86_400_000);
    expect((await p.call('GET', '/wps/agent/affiliate', { query: { code: SEEDED_LINK_CODES.active } })).body.errorCode).toBe('affiliate.link.invalid');
    expect((await p.call('GET', '/wps/agent/affiliate', { query: { code: SEEDED_LINK_CODES.never } })).body.success).toBe(true);
  });
});
