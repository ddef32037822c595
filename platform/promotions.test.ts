import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcements, PromotionApplication, PromotionCategories, PromotionDetail } from '../src/api/contract.generated';
import { imageKindOf } from './routes/promotions';
import { startPlatform, testJpeg, testPng, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const APPLY = '/wps/relay/MCSFE_applyPromotion';
const PNG = testPng();
const JPG = testJpeg();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----lobbytest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function apply(token: string | undefined, parts: Part[], merchant = 'demo') {
  const { body, contentType } = multipart(parts);
  const res = await p.app.inject({
    method: 'POST',
    url: APPLY,
    headers: { Merchant: merchant, Device: 'MOBILE', Language: 'EN', 'content-type': contentType, ...(token ? { Authorization: token } : {}) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: unknown; errorCode: string | null } };
}

const image = (value: Buffer, filename = 'a.png', type = 'image/png'): Part => ({ name: 'images', value, filename, type });

/** The promotions screen's two calls: announcements of type PR, and the categories. */
async function listOf(merchant: string): Promise<{ categories: PromotionCategories; content: { id: number; title: string; categoryId: number | undefined }[] }> {
  const res = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { merchant, query: { types: 'PR', platform: 'M', merchantCode: merchant } });
  expect(res.body.success).toBe(true);
  const categories = await p.call<PromotionCategories>('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { merchant });
  expect(categories.body.success).toBe(true);
  const content = (res.body.value.promotion ?? []).map((item) => ({ id: item.id, title: item.title, categoryId: item.promoAnnouncementCategoryIds[0] }));
  return { categories: categories.body.value, content };
}

async function promotionId(merchant: string, title: RegExp): Promise<number> {
  const found = (await listOf(merchant)).content.find((c) => title.test(c.title));
  if (!found) throw new Error(`no promotion ${title} in ${merchant}`);
  return found.id;
}

describe('promotion list and detail', () => {
  it("answers promotions as announcements of type PR, in upstream's keys", async () => {
    const res = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PR', platform: 'M', merchantCode: 'demo' } });
    const first = res.body.value.promotion?.[0];
    expect(first).toMatchObject({ type: 'PR', noExpiry: expect.any(Number), applicable: expect.any(Boolean) });
    expect(first?.photoUrl).not.toBe('');
    expect(first?.promoAnnouncementCategoryIds).toHaveLength(1);
    expect(res.body.value.banners).toBeUndefined();
  });

  it('serves each merchant its own categories (one empty) and promotions', async () => {
    const demo = await listOf('demo');
    const mono = await listOf('mono');
    expect(demo.categories.map((c) => c.categoryName)).toEqual(['New members', 'Casino', 'Sports', 'Lottery']);
    expect(demo.content.length).toBe(5);
    expect(mono.categories.length).toBe(3);
    expect(mono.content.length).toBe(2);
    for (const list of [demo, mono]) {
      const empty = list.categories.filter((c) => !list.content.some((p) => p.categoryId === c.categoryId));
      expect(empty.length).toBe(1);
    }
  });

  it('answers the detail with the caller’s own application, and not.found for another merchant’s promotion', async () => {
    const birthday = await promotionId('demo', /Birthday/);
    const guest = await p.call<PromotionDetail>('GET', '/wps/relay/MCSFE_getPromotionDetail', { query: { id: birthday } });
    expect(guest.body.value.application).toBeNull();
    const { token } = await p.login('demo01', 'Demo@1234');
    const member = await p.call<PromotionDetail>('GET', '/wps/relay/MCSFE_getPromotionDetail', { token, query: { id: birthday } });
    expect(member.body.value.application?.status).toBe('PENDING');
    const other = await p.call('GET', '/wps/relay/MCSFE_getPromotionDetail', { merchant: 'mono', query: { id: birthday } });
    expect(other.body.errorCode).toBe('not.found');
  });
});

describe('promotion application (multipart)', () => {
  it('judges images by their bytes', () => {
    expect(imageKindOf(PNG)).toBe('png');
    expect(imageKindOf(JPG)).toBe('jpg');
    expect(imageKindOf(GIF)).toBeNull();
  });

  it('needs a session', async () => {
    const res = await apply(undefined, [{ name: 'promotionId', value: '1' }]);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('login.not.session');
  });

  it('re-checks every limit: count, size, type, remark', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const id = String(await promotionId('demo', /welcome bonus/));
    const base = [{ name: 'promotionId', value: id }];
    const cases: [Part[], string][] = [
      [[...base, image(PNG), image(PNG), image(JPG, 'c.jpg', 'image/jpeg'), image(PNG)], 'promotion.image.count'],
      [[...base, image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))], 'promotion.image.size'],
      // Named and declared as a png, but gif bytes.
      [[...base, image(GIF)], 'promotion.image.type'],
      [[...base, { name: 'remark', value: 'x'.repeat(141) }], 'promotion.remark.too.long'],
    ];
    for (const [parts, code] of cases) {
      const res = await apply(token, parts);
      expect(res.body.errorCode, code).toBe(code);
      expect(res.status).toBe(400);
    }
    // A 140-character remark in non-Latin script is within the limit (characters, not bytes).
    const ok = await apply(token, [...base, { name: 'remark', value: 'ư'.repeat(140) }, image(PNG), image(JPG, 'b.jpg', 'image/jpeg'), image(PNG)]);
    expect(ok.body.success).toBe(true);
    expect((ok.body.value as PromotionApplication).status).toBe('PENDING');
  });

  it('answers the verdicts: accepted at once, already applied, not eligible, takes no applications', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const rebate = String(await promotionId('demo', /Live casino rebate/));
    const first = await apply(token, [{ name: 'promotionId', value: rebate }, { name: 'remark', value: 'Please' }, image(PNG)]);
    expect((first.body.value as PromotionApplication).status).toBe('ACCEPTED');
    const again = await apply(token, [{ name: 'promotionId', value: rebate }, image(PNG)]);
    expect(again.body.errorCode).toBe('promotion.already.applied');
    const vip = String(await promotionId('demo', /VIP sports/));
    expect((await apply(token, [{ name: 'promotionId', value: vip }])).body.errorCode).toBe('promotion.not.eligible');
    const cashback = String(await promotionId('demo', /Weekend cashback/));
    expect((await apply(token, [{ name: 'promotionId', value: cashback }])).body.errorCode).toBe('function.not.available');
    const agent = await p.login('agent01', 'Agent@1234');
    expect((await apply(agent.token, [{ name: 'promotionId', value: vip }, image(JPG, 'x.jpg', 'image/jpeg')])).body.success).toBe(true);
  });

  it('refuses the trial type and a body that is not multipart', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const res = await p.call('POST', APPLY, { token, body: { promotionId: 1 } });
    expect(res.body.errorCode).toBe('request.invalid');
    const free = await p.login('free01', 'Free@1234');
    expect((await apply(free.token, [{ name: 'promotionId', value: '1' }])).body.errorCode).toBe('permission.trial.denied');
  });
});
