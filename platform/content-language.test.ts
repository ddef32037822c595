// The platform answers its demo content and its error messages in the request's Language (vi, en,
// zh-CN; English for any other): the header's reading, the catalogue's slots and HTML blocks, every
// seeded text of every merchant translated, and the replies themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from './contract';
import { catalogueKeys, contentLanguage, localizeText, localizedErrorMessage, type ContentLanguage } from './content-language';
import { startPlatform, type TestPlatform } from './test-helpers';
import type { Announcements, HelpTopics, InboxPage, PromotionCategories } from '../src/api/contract.generated';

describe('contentLanguage', () => {
  it('reads the spec codes and locales, English otherwise', () => {
    expect(contentLanguage('VI')).toBe('vi');
    expect(contentLanguage('vi')).toBe('vi');
    expect(contentLanguage('CN')).toBe('zh-CN');
    expect(contentLanguage('zh-CN')).toBe('zh-CN');
    expect(contentLanguage('EN')).toBe('en');
    expect(contentLanguage('TH')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
    expect(contentLanguage(['VI', 'EN'])).toBe('vi');
  });
});

describe('localizeText', () => {
  it('translates whole texts, texts with slots (a slot translated in turn), and HTML block by block', () => {
    expect(localizeText('Weekend cashback', 'vi')).toBe('Hoàn tiền cuối tuần');
    expect(localizeText('Player notice 4: VIP upgrade', 'zh-CN')).toBe('玩家公告4：VIP升级');
    expect(localizeText('Lottery results #19', 'vi')).toBe('Kết quả xổ số #19');
    expect(localizeText('<p>Keep the transfer slip.</p><p>Unknown words stay.</p>', 'zh-CN')).toBe('<p>请保留转账凭证。</p><p>Unknown words stay.</p>');
    // Attributes and hostile markup around a translated block are left exactly as they were.
    expect(localizeText('<p>Please verify your account.</p><img src=x onerror="alert(1)">', 'vi')).toBe('<p>Vui lòng xác minh tài khoản của bạn.</p><img src=x onerror="alert(1)">');
    expect(localizeText('Weekend cashback', 'en')).toBe('Weekend cashback');
    expect(localizeText('Something a player wrote', 'vi')).toBe('Something a player wrote');
  });

  it('every error code has a Vietnamese and a Chinese message, and the catalogues hold the same texts', () => {
    const codes = Object.keys(errorCodes).sort();
    for (const language of ['vi', 'zh-CN'] as const) {
      expect(catalogueKeys(language).errors.sort(), language).toEqual(codes);
      for (const code of codes) expect(localizedErrorMessage(code, language)?.trim(), `${language} ${code}`).toBeTruthy();
    }
    expect(catalogueKeys('vi').texts.sort()).toEqual(catalogueKeys('zh-CN').texts.sort());
    expect(localizedErrorMessage('login.cred.err', 'en')).toBeNull();
  });
});

describe('replies in the player language', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ merchantsDir: new URL('../merchants', import.meta.url).pathname });
  });
  afterAll(() => platform.close());

  const inLanguage = (language: string) => ({ headers: { Language: language } });

  it('every text a merchant seeds (announcements, popups, promotions, messages, help topics, replies) reads in vi and zh-CN', async () => {
    const db = platform.ctx.db;
    const texts = new Set<string>();
    const add = (rows: Record<string, string | null>[]) => rows.forEach((r) => Object.values(r).forEach((v) => v && texts.add(v)));
    add(db.prepare('SELECT title, content FROM announcements').all() as Record<string, string>[]);
    add(db.prepare('SELECT title, content FROM promotions').all() as Record<string, string>[]);
    add(db.prepare('SELECT name FROM promotion_categories').all() as Record<string, string>[]);
    add(db.prepare('SELECT sender, subject, content FROM messages').all() as Record<string, string>[]);
    add(db.prepare('SELECT recipient FROM message_outbox').all() as Record<string, string>[]);
    add(db.prepare('SELECT title, content FROM service_help_topics').all() as Record<string, string>[]);
    add(db.prepare('SELECT reply FROM service_feedback').all() as Record<string, string | null>[]);
    expect(texts.size).toBeGreaterThan(100);
    const untranslated = (language: ContentLanguage) => [...texts].filter((text) => localizeText(text, language) === text);
    expect(untranslated('vi')).toEqual([]);
    expect(untranslated('zh-CN')).toEqual([]);
  });

  it('announcements come back in vi, en and zh-CN by the Language header, anything else in English', async () => {
    const titles = async (language: string) => {
      const res = await platform.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { ...inLanguage(language), query: { types: 'B,PL,PU' } });
      return [...(res.body.value.banners ?? []), ...(res.body.value.player ?? []), ...(res.body.value.popup ?? [])].map((a) => a.title);
    };
    const english = await titles('EN');
    expect(english).toContain('Weekend cashback');
    expect(english).toContain('Player notice 2: new slots');
    const vietnamese = await titles('VI');
    expect(vietnamese).toContain('Hoàn tiền cuối tuần');
    expect(vietnamese).toContain('Thông báo người chơi 2: slot mới');
    expect(vietnamese).toHaveLength(english.length);
    expect(await titles('CN')).toContain('玩家公告2：新老虎机');
    expect(await titles('TH')).toEqual(english);
  });

  it('promotion categories, help topics and the inbox follow the header too', async () => {
    const categories = await platform.call<PromotionCategories>('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', inLanguage('CN'));
    expect(categories.body.value.map((c) => c.categoryName)).toContain('彩票');
    const help = await platform.call<HelpTopics>('GET', '/wps/system/helpCenter', inLanguage('VI'));
    expect(help.body.value.topics.map((t) => t.title)).toContain('Làm thế nào để nạp tiền?');
    const { token } = await platform.login('demo01', 'Demo@1234');
    const inbox = await platform.call<InboxPage>('GET', '/wps/relay/EMFE_getInbox', { token, ...inLanguage('CN'), query: { pageNum: 1, pageSize: 20 } });
    expect(inbox.body.value.content.map((m) => m.subject)).toContain('您的每周奖金');
    expect(inbox.body.value.content.map((m) => m.senderName)).toContain('系统');
  });

  it('an error message comes back in vi, en and zh-CN; the code stays the same', async () => {
    const refused = async (language: string) => {
      const res = await platform.call('GET', '/wps/relay/EMFE_getInbox', { ...inLanguage(language), query: { pageNum: 1, pageSize: 20 } });
      expect(res.body.errorCode).toBe('login.not.session');
      return res.body.message;
    };
    const english = await refused('EN');
    expect(await refused('VI')).toBe(localizedErrorMessage('login.not.session', 'vi'));
    expect(await refused('CN')).toBe(localizedErrorMessage('login.not.session', 'zh-CN'));
    expect(await refused('VI')).not.toBe(english);
  });
});
