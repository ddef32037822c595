import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositChannels, DepositReceipt, DepositReport, DepositSettings, DepositStateReply, DevDepositDecisionReply, DevLedgerAudit, Wallet } from '../src/api/contract.generated';
import { TX } from './ledger';
import { insideServiceHours } from './deposit';
import { startPlatform, testJpeg, type TestPlatform } from './test-helpers';

let p: TestPlatform;
const tokens = new Map<string, string>();
const DAY = 86_400_000;

beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const R = '/wps/relay/';
async function tokenOf(username: string, merchant = 'demo'): Promise<string> {
  const key = `${merchant}/${username}`;
  let token = tokens.get(key);
  if (!token) {
    token = (await p.login(username, 'Demo@1234', merchant)).token;
    tokens.set(key, token);
  }
  return token;
}
let keySerial = 0;
const post = async (username: string, body: Record<string, unknown>, merchant = 'demo') =>
  p.call<DepositReceipt>('POST', `${R}MCSFE_postDeposit`, { merchant, token: await tokenOf(username, merchant), body: { idempotencyKey: `key-${(keySerial += 1)}-abcdef`, ...body } });
const balance = async (username: string, merchant = 'demo') => (await p.call<Wallet>('GET', '/wps/v2/wallets/balance', { merchant, token: await tokenOf(username, merchant) })).body.value.sumBalance;
const approve = (depositId: string) => p.call<DevDepositDecisionReply>('POST', '/__dev/deposit/approve', { merchant: null, body: { depositId } });
const reject = (depositId: string) => p.call<DevDepositDecisionReply>('POST', '/__dev/deposit/reject', { merchant: null, body: { depositId } });
const ledgerOf = (depositId: string) =>
  p.app.platform.db.prepare('SELECT tx_type, amount_cents FROM ledger WHERE ref_kind = ? AND ref_id = ? ORDER BY id').all('deposit', depositId) as { tx_type: number; amount_cents: number }[];

describe('deposit methods, settings and promotions', () => {
  it('demo and mono offer different methods; channels carry limits, presets and badges', async () => {
    const demo = (await p.call<DepositChannels>('GET', `${R}MCSFE_getDepositPaymentChannels`, { token: await tokenOf('dep_new'), query: { device: 'Android' } })).body.value;
    const mono = (await p.call<DepositChannels>('GET', `${R}MCSFE_getDepositPaymentChannels`, { merchant: 'mono', token: await tokenOf('dep_new', 'mono') })).body.value;
    expect(demo.methods.length).toBeGreaterThan(6);
    expect(demo.methods.some((m) => m.depositType === 'CRYPTO' && m.channels.every((c) => c.bankListType === 'VIRTUAL'))).toBe(true);
    expect(mono.methods.map((m) => m.code)).toEqual(['MT', 'PAYID']);
    const momo = demo.methods.find((m) => m.code === 'MT4')?.channels[0];
    expect(momo).toMatchObject({ fixAmountOnly: 'Y', fixAmounts: [100, 200, 500, 1000], reimbursementPercentage: 2 });
    // A channel without presets of its own gets the merchant's defaults within its limits.
    const tcb = demo.methods.find((m) => m.code === 'MT')?.channels.find((c) => c.vendorId === 'DEMO-TCB');
    expect(tcb?.fixAmounts).toEqual([100, 200, 500, 1000, 2000, 5000]);
  });

  it('settings say allowDeposit, the success count and the service hours; promotions differ per merchant', async () => {
    const demo = (await p.call<DepositSettings>('GET', `${R}MCSFE_getDepositSettings`, { token: await tokenOf('dep_hist') })).body.value;
    expect(demo).toMatchObject({ allowDeposit: 'Y', serviceFrom: '00:00', serviceTo: '00:00', inServiceHours: true });
    expect(demo.totalDepositSuccessCount).toBeGreaterThan(0);
    const mono = (await p.call<DepositSettings>('GET', `${R}MCSFE_getDepositSettings`, { merchant: 'mono', token: await tokenOf('dep_new', 'mono') })).body.value;
    expect(mono).toMatchObject({ serviceFrom: '08:00', serviceTo: '23:00', totalDepositSuccessCount: 0 });
    const promos = async (merchant: string) =>
      (await p.call<{ promotions: unknown[] }>('GET', `${R}MCSFE_getDepositPromotion`, { merchant, token: await tokenOf('dep_new', merchant) })).body.value.promotions.length;
    const fixed = await p.call<{ amounts: number[] }>('GET', `${R}MCSFE_getFixedAmounts`, { token: await tokenOf('dep_new') });
    expect(fixed.body.value.amounts).toEqual([100, 200, 500, 1000, 2000, 5000]);
    expect((await p.call('GET', `${R}MCSFE_getFixedAmounts`, {})).body.errorCode).toBe('login.not.session');
    expect(await promos('demo')).toBe(2);
    expect(await promos('mono')).toBe(0);
  });

  it('service hours: equal ends are all day, a window wraps past midnight, times are the merchant’s', () => {
    const at = (h: number, m = 0) => Date.UTC(2026, 0, 1, h, m) - 420 * 60_000; // local (UTC+7) h:m
    expect(insideServiceHours(at(3), '00:00', '00:00', 420)).toBe(true);
    expect(insideServiceHours(at(8), '08:00', '23:00', 420)).toBe(true);
    expect(insideServiceHours(at(7, 59), '08:00', '23:00', 420)).toBe(false);
    expect(insideServiceHours(at(23), '08:00', '23:00', 420)).toBe(false);
    expect(insideServiceHours(at(1), '22:00', '02:00', 420)).toBe(true);
    expect(insideServiceHours(at(12), '22:00', '02:00', 420)).toBe(false);
  });
});

describe('postDeposit', () => {
  it('refuses amounts outside min..max naming the limits, non-preset amounts on fixed-only channels, and unknown channels', async () => {
    const low = await post('dep_new', { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 49.99 });
    expect(low.body).toMatchObject({ success: false, errorCode: 'deposit.amount.range', value: { field: 'amount', min: 50, max: 50000 } });
    const high = await post('dep_new', { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 50000.01 });
    expect(high.body.errorCode).toBe('deposit.amount.range');
    const fixed = await post('dep_new', { methodCode: 'MT4', channelId: 'DEMO-MOMO', amount: 150 });
    expect(fixed.body).toMatchObject({ success: false, errorCode: 'deposit.amount.fixed' });
    const wrongPair = await post('dep_new', { methodCode: 'MT4', channelId: 'DEMO-VCB', amount: 100 });
    expect(wrongPair.body.errorCode).toBe('deposit.channel.invalid');
    const cents = await post('dep_new', { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 100.001 });
    expect(cents.body.errorCode).toBe('request.invalid');
    // The edges themselves are accepted.
    expect((await post('dep_new', { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 50 })).body.success).toBe(true);
    expect((await post('dep_new', { methodCode: 'MT4', channelId: 'DEMO-MOMO', amount: 1000 })).body.success).toBe(true);
  });

  it('answers a pending receipt that counts down 1800 s; the same idempotency key creates one order', async () => {
    const token = await tokenOf('dep_flow');
    const body = { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 500, idempotencyKey: 'double-tap-0001' };
    const first = await p.call<DepositReceipt>('POST', `${R}MCSFE_postDeposit`, { token, body });
    const second = await p.call<DepositReceipt>('POST', `${R}MCSFE_postDeposit`, { token, body });
    expect(first.body.value).toMatchObject({ state: 4, countDownTime: 1800, requestedAmount: 500, amount: 500, receiveBank: 'VCB' });
    expect(first.body.value.refCode).toMatch(/^R\d{6}$/);
    expect(second.body.value.depositId).toBe(first.body.value.depositId);
    const count = p.app.platform.db.prepare("SELECT COUNT(*) AS n FROM deposits WHERE idempotency_key = 'double-tap-0001'").get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('is refused outside service hours and when deposits are off', async () => {
    await p.call('POST', '/__dev/deposit/settings', { merchant: null, body: { merchantCode: 'mono', serviceFrom: '00:00', serviceTo: '00:01' } });
    const outside = await post('dep_hist', { methodCode: 'MT', channelId: 'MONO-VCB', amount: 100 }, 'mono');
    // 12:00:30 UTC is 19:00 in the merchant's time: outside 00:00–00:01.
    expect(outside.body).toMatchObject({ success: false, errorCode: 'deposit.outside.hours', value: { serviceFrom: '00:00', serviceTo: '00:01' } });
    await p.call('POST', '/__dev/deposit/settings', { merchant: null, body: { merchantCode: 'mono', serviceFrom: '08:00', serviceTo: '23:00', allowDeposit: false } });
    const off = await post('dep_hist', { methodCode: 'MT', channelId: 'MONO-VCB', amount: 100 }, 'mono');
    expect(off.body.errorCode).toBe('deposit.not.allowed');
    expect((await p.call<DepositSettings>('GET', `${R}MCSFE_getDepositSettings`, { merchant: 'mono', token: await tokenOf('dep_hist', 'mono') })).body.value.allowDeposit).toBe('N');
    await p.call('POST', '/__dev/deposit/settings', { merchant: null, body: { merchantCode: 'mono', allowDeposit: true } });
    expect((await post('dep_hist', { methodCode: 'MT', channelId: 'MONO-VCB', amount: 100 }, 'mono')).body.success).toBe(true);
  });
});

describe('the receipt steps and the staff decision', () => {
  it('reference, transfer completed, accelerate; approve credits DEPOSIT + DEPOSIT_BONUS once', async () => {
    const token = await tokenOf('dep_flow');
    const before = await balance('dep_flow');
    const promotions = (await p.call<{ promotions: { id: number; name: string }[] }>('GET', `${R}MCSFE_getDepositPromotion`, { token })).body.value.promotions;
    const daily = promotions[1];
    // 1,000 on VCB: reimbursement 1% (10) and the daily promotion 10% (100).
    const receipt = (await post('dep_flow', { methodCode: 'MT', channelId: 'DEMO-VCB', amount: 1000, promotionId: daily?.id })).body.value;
    expect(receipt.promotionName).toBe(daily?.name);
    const id = receipt.depositId;
    expect((await p.call('POST', `${R}MCSFE_updateDepositReference`, { token, body: { depositId: id, referenceNo: 'FT2611223344' } })).body.success).toBe(true);
    const task = await p.call<DepositStateReply>('POST', `${R}MCSFE_createDepositTask`, { token, body: { depositId: id } });
    expect(task.body.value).toMatchObject({ state: 5, accelerationStatus: 'NA' });
    const reminded = await p.call<DepositStateReply>('POST', `${R}MCSFE_initiateReminder`, { token, body: { depositId: id } });
    expect(reminded.body.value.accelerationStatus).toBe('AC');
    expect((await p.call('POST', `${R}MCSFE_initiateReminder`, { token, body: { depositId: id } })).body.errorCode).toBe('deposit.state.invalid');
    expect(await balance('dep_flow')).toBe(before);

    const approved = await approve(id);
    expect(approved.body.value).toMatchObject({ state: 3, credited: 1000, bonus: 110, replayed: false });
    expect(ledgerOf(id)).toEqual([
      { tx_type: TX.DEPOSIT, amount_cents: 100_000 },
      { tx_type: TX.DEPOSIT_BONUS, amount_cents: 11_000 },
    ]);
    expect(await balance('dep_flow')).toBe(before + 1110);

    const again = await approve(id);
    expect(again.body.value.replayed).toBe(true);
    expect(ledgerOf(id)).toHaveLength(2);
    expect(await balance('dep_flow')).toBe(before + 1110);
    // A settled order takes no reference and cannot be rejected.
    expect((await p.call('POST', `${R}MCSFE_updateDepositReference`, { token, body: { depositId: id, referenceNo: 'X1' } })).body.errorCode).toBe('deposit.state.invalid');
    expect((await reject(id)).body.errorCode).toBe('deposit.state.invalid');
  });

  it('reject moves nothing, and a rejected order cannot be approved', async () => {
    const before = await balance('dep_flow');
    const id = (await post('dep_flow', { methodCode: 'PAYID', channelId: 'DEMO-PAYID', amount: 300 })).body.value.depositId;
    expect((await reject(id)).body.value).toMatchObject({ state: 6, credited: 0, replayed: false });
    expect(ledgerOf(id)).toEqual([]);
    expect(await balance('dep_flow')).toBe(before);
    expect((await approve(id)).body.errorCode).toBe('deposit.state.invalid');
    expect(await balance('dep_flow')).toBe(before);
  });

  it('the slip upload takes a png or jpg by its bytes; an order expires after 1800 s', async () => {
    const token = await tokenOf('dep_flow');
    const id = (await post('dep_flow', { methodCode: 'USDT', channelId: 'DEMO-USDT-TRC20', amount: 250 })).body.value.depositId;
    const upload = async (bytes: Buffer) => {
      const boundary = '----depositslip';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="depositId"\r\n\r\n${id}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await p.app.inject({ method: 'POST', url: '/wps/transaction/upload/depositImage', headers: { Merchant: 'demo', Authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
      return res.json() as { success: boolean; errorCode: string | null };
    };
    expect(await upload(Buffer.from('GIF89a\x01\x00', 'latin1'))).toMatchObject({ success: false, errorCode: 'deposit.slip.invalid' });
    // JPEG's first bytes and nothing whole behind them: refused, not kept.
    expect(await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toMatchObject({ success: false, errorCode: 'deposit.slip.invalid' });
    // A real photo with a script riding behind it (a polyglot): what is kept is the picture drawn again.
    const photo = testJpeg(24, 16);
    expect(await upload(Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]))).toMatchObject({ success: true });
    const row = p.app.platform.db.prepare('SELECT slip_bytes, slip_path FROM deposits WHERE deposit_id = ?').get(id) as { slip_bytes: number; slip_path: string };
    const kept = p.app.platform.db.prepare("SELECT media_type, width, height, bytes FROM uploads WHERE purpose = 'deposit-slip' AND ref_id = ?").get(id) as { media_type: string; width: number; height: number; bytes: Buffer };
    expect(kept).toMatchObject({ media_type: 'image/jpeg', width: 24, height: 16 });
    expect(row.slip_bytes).toBe(kept.bytes.length);
    expect(row.slip_path).toMatch(/^uploads\/\d+\.jpg$/);
    expect(kept.bytes.includes('<script>')).toBe(false);

    p.advance(1800 * 1000);
    // The session lapsed with the clock too: sign in again.
    tokens.clear();
    const fresh = await tokenOf('dep_flow');
    expect((await p.call('POST', `${R}MCSFE_createDepositTask`, { token: fresh, body: { depositId: id } })).body.errorCode).toBe('deposit.expired');
    expect((await approve(id)).body.errorCode).toBe('deposit.state.invalid');
  });
});

describe('deposit records', () => {
  const report = async (query: Record<string, number>, username = 'dep_hist', merchant = 'demo') =>
    (await p.call<DepositReport>('GET', `${R}MCSFE_getDepositTransactionReport`, { merchant, token: await tokenOf(username, merchant), query })).body.value;

  it('pages by 10 to the last page; the footer is the credited sum over every page', async () => {
    const now = p.clock.now;
    const all = { startDate: now - 366 * DAY, endDate: now };
    const first = await report({ ...all, page: 1 });
    expect(first.totalElements).toBeGreaterThanOrEqual(23);
    expect(first.records).toHaveLength(10);
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page += 1) pages.push(await report({ ...all, page }));
    const rows = pages.flatMap((pg) => pg.records);
    expect(rows).toHaveLength(first.totalElements);
    expect(pages.at(-1)?.records.length).toBe(first.totalElements - 10 * (first.totalPages - 1));
    const sum = rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100;
    expect(first.footer.totalArrivals).toBe(sum);
    expect(pages.every((pg) => pg.footer.totalArrivals === sum)).toBe(true);
    // Every state is seeded; the pending one expired (7) when the clock moved past its 1800 s above.
    expect([...new Set(rows.map((r) => r.state))].sort()).toEqual([2, 3, 5, 6, 7]);
    // Only successful rows carry a credited amount.
    expect(rows.filter((r) => r.state !== 3).every((r) => r.amount === 0)).toBe(true);
  });

  it('filters by range and state; an account without deposits gets an empty page', async () => {
    const now = p.clock.now;
    const week = await report({ startDate: now - 7 * DAY, endDate: now, size: 50 });
    const all = await report({ startDate: now - 366 * DAY, endDate: now, size: 50 });
    expect(week.totalElements).toBeLessThan(all.totalElements);
    expect(week.records.every((r) => r.depositDate >= now - 7 * DAY)).toBe(true);
    const rejected = await report({ startDate: now - 366 * DAY, endDate: now, depositState: 6, size: 50 });
    expect(rejected.records.length).toBeGreaterThan(0);
    expect(rejected.records.every((r) => r.state === 6)).toBe(true);
    expect(rejected.footer.totalArrivals).toBe(0);
    const empty = await report({ startDate: now - 366 * DAY, endDate: now }, 'dep_new', 'mono');
    expect(empty).toMatchObject({ records: [], totalElements: 0, totalPages: 0, footer: { totalArrivals: 0 } });
  });

  it('the books hold after every movement of this file', async () => {
    const audit = (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
    expect(audit.mismatches).toEqual([]);
    expect(audit.negative).toBe(0);
  });
});
