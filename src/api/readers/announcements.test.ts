import { describe, expect, it } from 'vitest';
import { replyCheck } from '../reply-check';
import readAnnouncements from './announcements';
import readPromotionCategories from './promotionCategories';

const banner = (fields: Record<string, unknown>) => ({ announcementId: 1, url: '/b.webp', title: 'B', ...fields });

describe('announcements reader', () => {
  it("turns upstream's banner redirect types into click targets", () => {
    const read = (fields: Record<string, unknown>) => readAnnouncements({ banners: [banner(fields)] }).banners[0]?.redirectUrl;
    expect(read({ redirect: 'PROMO', redirectPromotionId: 42 })).toBe('/m/activityInfo?id=42');
    expect(read({ redirect: 'PROMO', linkage: '43', linkageType: 'P' })).toBe('/m/activityInfo?id=43');
    expect(read({ redirect: 'PROMO' })).toBe('/m/activity');
    expect(read({ redirect: 'REDIRECT_URL', externalLink: 'https://example.com/x' })).toBe('https://example.com/x');
    expect(read({ redirect: 'REDIRECT_URL', externalLink: '/m/activity' })).toBe('/m/activity');
    expect(read({ redirect: 'DEPOSIT' })).toBe('/m/voucherCenter');
    expect(read({ redirect: 'REGISTER' })).toBe('/m/register');
    expect(read({ redirect: '/m/rewardCenter' })).toBe('/m/rewardCenter');
    expect(read({ redirect: 'GAME_LINKAGE' })).toBeNull();
    expect(read({ redirect: null })).toBeNull();
  });

  it("reads our older shape (id, redirectUrl) the same", () => {
    const value = readAnnouncements({ banners: [{ id: 9, url: '/a.webp', title: 'A', redirectUrl: '/m/activity', width: 750, height: 300 }], footer: { unreadCount: 2 } });
    expect(value.banners).toEqual([{ id: 9, url: '/a.webp', title: 'A', redirectUrl: '/m/activity', width: 750, height: 300 }]);
    expect(value.footer.unreadCount).toBe(2);
  });

  it('counts unread notices when the footer is absent (agent notices when only those came)', () => {
    const notice = (id: number, read: boolean) => ({ id, title: `N${id}`, content: '', read, createdAt: null });
    expect(readAnnouncements({ player: [notice(1, false), notice(2, true), notice(3, false)] }).footer.unreadCount).toBe(2);
    expect(readAnnouncements({ agent: [notice(1, false)] }).footer.unreadCount).toBe(1);
    expect(readAnnouncements({}).footer.unreadCount).toBe(0);
  });

  it('reads a notice from contents[] and takes startDate when createdAt is null', () => {
    const [n] = readAnnouncements({ player: [{ id: 5, contents: [{ title: 'T', content: '<p>C</p>' }], createdAt: null, startDate: '1700000000000', read: 'N' }] }).player;
    expect(n).toEqual({ id: 5, title: 'T', content: '<p>C</p>', read: false, createdAt: 1700000000000 });
  });

  it("reads promotions as upstream's PR announcements", () => {
    const [p] = readAnnouncements({
      promotion: [{ id: 3, type: 'PR', title: 'P', content: '<p>x</p>', photoUrl: '/p.webp', startDate: 10, endDate: 20, noExpiry: 0, promoAnnouncementCategoryIds: [7, 8], applicable: true }],
    }).promotion;
    expect(p).toEqual({ id: 3, title: 'P', content: '<p>x</p>', imageUrl: '/p.webp', categoryId: 7, startTime: 10, endTime: 20, applicable: true });
    const [q] = readAnnouncements({ promotion: [{ id: 4, title: 'Q', contents: [{ mobileImageUrl: '/m.webp' }], startDate: 1, endDate: 99, noExpiry: 1 }] }).promotion;
    expect(q).toMatchObject({ imageUrl: '/m.webp', categoryId: null, endTime: null, applicable: false });
  });

  it('drops an entry it cannot show, but refuses a list of which none can be read', () => {
    expect(readAnnouncements({ banners: [banner({ redirect: null }), banner({ url: '' })] }).banners).toHaveLength(1);
    expect(() => readAnnouncements({ promotion: [{ id: null, title: true }] })).toThrow('value.promotion is not a list with a readable entry');
    expect(() => readAnnouncements({ banners: [{ url: true }] })).toThrow('value.banners');
    expect(() => readAnnouncements('nope')).toThrow('value is not an object');
  });

  it('is the reader of both relays', async () => {
    for (const id of ['announcements', 'homeAnnouncements']) {
      const check = await replyCheck(id);
      expect((check?.({ banners: [banner({ redirect: 'REGISTER' })] }) as { banners: { redirectUrl: string }[] }).banners[0]?.redirectUrl).toBe('/m/register');
    }
  });
});

describe('promotion categories reader', () => {
  it('takes a list, a wrapped list or {id, name} entries, and refuses a list of which none can be read', () => {
    expect(readPromotionCategories([{ categoryId: 1, categoryName: 'Casino' }])).toEqual([{ categoryId: 1, categoryName: 'Casino' }]);
    expect(readPromotionCategories({ categories: [{ id: '2', name: 'Sports' }] })).toEqual([{ categoryId: 2, categoryName: 'Sports' }]);
    expect(readPromotionCategories([])).toEqual([]);
    expect(() => readPromotionCategories([{ categoryId: null, categoryName: null }])).toThrow();
  });
});
