import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementsReply } from '../api/reader-types';
import { MemoryStorage, setStorageBackends } from './storage';

const calls: { id: string; input: unknown }[] = [];
let reply: Omit<AnnouncementsReply, 'footer'> & { footer: { unreadCount: number } };
let failNext = false;
vi.mock('./endpoint-call', () => ({
  callLazily: vi.fn(async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    return id === 'homeAnnouncements' ? structuredClone(reply) : null;
  }),
}));
vi.mock('../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo' }) }));

const { announcementsStore, loadHomeAnnouncements, markNoticeRead, resetAnnouncements } = await import('./announcements-store');
const { sessionStore } = await import('./session-store');
const { languageStore } = await import('./language-store');

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  calls.length = 0;
  failNext = false;
  sessionStore.session = null;
  languageStore.contentCode = 'VI';
  reply = {
    banners: [{ id: 1, url: '/b1.webp', title: 'B1', redirectUrl: null }],
    player: [
      { id: 7, title: 'N7', content: '<p>x</p>', read: false, createdAt: 1 },
      { id: 8, title: 'N8', content: '<p>y</p>', read: true, createdAt: 2 },
    ],
    agent: [],
    popup: [],
    promotion: [],
    hot: [],
    footer: { unreadCount: 1 },
  };
  resetAnnouncements();
});

describe('home announcements', () => {
  it('asks once for banners, notices, popups and hot matches, then serves the cache', async () => {
    await loadHomeAnnouncements();
    expect(calls).toEqual([{ id: 'homeAnnouncements', input: { query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'demo' } } }]);
    expect(announcementsStore.status).toBe('ready');
    expect(announcementsStore.banners.map((b) => b.id)).toEqual([1]);
    announcementsStore.status = 'idle';
    await loadHomeAnnouncements();
    expect(calls).toHaveLength(1);
    expect(announcementsStore.notices.map((n) => n.id)).toEqual([7, 8]);
  });

  it('keeps a separate copy per language and per visitor', async () => {
    await loadHomeAnnouncements();
    languageStore.contentCode = 'EN';
    await loadHomeAnnouncements();
    sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
    await loadHomeAnnouncements();
    expect(calls).toHaveLength(3);
    expect(announcementsStore.scope).toBe('EN:demo01');
  });

  it('shows the error state only when nothing is on screen', async () => {
    failNext = true;
    await loadHomeAnnouncements();
    expect(announcementsStore.status).toBe('error');
    await loadHomeAnnouncements();
    expect(announcementsStore.status).toBe('ready');
    failNext = true;
    await loadHomeAnnouncements({ renew: true });
    expect(announcementsStore.status).toBe('ready');
    expect(announcementsStore.banners).toHaveLength(1);
  });

  it('marks a notice read locally first, then on the platform, then reloads', async () => {
    sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
    await loadHomeAnnouncements();
    reply.player[0]!.read = true;
    reply.footer.unreadCount = 0;
    const marking = markNoticeRead(7);
    expect(announcementsStore.notices[0]?.read).toBe(true);
    expect(announcementsStore.unreadCount).toBe(0);
    await marking;
    expect(calls.map((c) => c.id)).toEqual(['homeAnnouncements', 'markAnnouncementRead', 'homeAnnouncements']);
    expect(calls[1]?.input).toEqual({ body: { announcementId: 7, read: true } });
  });

  it('a guest reads locally only', async () => {
    await loadHomeAnnouncements();
    await markNoticeRead(7);
    expect(calls.map((c) => c.id)).toEqual(['homeAnnouncements']);
    expect(announcementsStore.notices[0]?.read).toBe(true);
  });
});
