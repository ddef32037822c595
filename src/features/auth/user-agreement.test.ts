// Which agreement text the screen shows, and how plain text becomes paragraphs.
import { describe, expect, it } from 'vitest';
import { agreementParagraphs, resolveUserAgreement } from './user-agreement';

describe('user agreement', () => {
  it('splits plain text into paragraphs on blank lines, keeping single line breaks', () => {
    expect(agreementParagraphs('One\ntwo\r\n\r\n  Three  \n \n\n<b>Four</b>')).toEqual(['One\ntwo', 'Three', '<b>Four</b>']);
    expect(agreementParagraphs('  \n\n ')).toEqual([]);
  });

  it("shows the merchant's text in the interface language, else in its default language, else the built-in one", () => {
    const config = { defaultLanguage: 'EN' as const, userAgreement: { text: { EN: 'English terms', VI: 'Điều khoản' }, url: 'https://example.com/terms' } };
    expect(resolveUserAgreement(config, 'VI')).toEqual({ source: 'merchant', paragraphs: ['Điều khoản'], locale: 'vi', url: 'https://example.com/terms' });
    expect(resolveUserAgreement(config, 'TH')).toEqual({ source: 'merchant', paragraphs: ['English terms'], locale: 'en', url: 'https://example.com/terms' });
    expect(resolveUserAgreement({ defaultLanguage: 'VI' }, 'EN')).toEqual({ source: 'default', url: undefined });
    expect(resolveUserAgreement({ defaultLanguage: 'VI', userAgreement: { url: 'https://example.com/t' } }, 'VI')).toEqual({ source: 'default', url: 'https://example.com/t' });
  });
});
