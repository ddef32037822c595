// Which agreement /m/useragreement shows: the merchant's text in the interface language, else in
// the merchant's default language (the operator's own version beats a generic one), else the
// built-in agreement (i18n keys naming the brand and its minimum age). Merchant text is plain text
// (never HTML): paragraphs are separated by a blank line.
import { LANGUAGES, type LanguageCode } from '../../config/languages';
import type { MerchantConfig } from '../../config/merchant-config';

export type UserAgreement =
  | { readonly source: 'merchant'; readonly paragraphs: readonly string[]; readonly locale: string; readonly url: string | undefined }
  | { readonly source: 'default'; readonly url: string | undefined };

/** Blank lines separate paragraphs; single line breaks stay inside one (shown with pre-line). */
export function agreementParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function resolveUserAgreement(config: Pick<MerchantConfig, 'userAgreement' | 'defaultLanguage'>, language: LanguageCode): UserAgreement {
  const url = config.userAgreement?.url;
  const texts = config.userAgreement?.text ?? {};
  for (const code of [language, config.defaultLanguage]) {
    const paragraphs = agreementParagraphs(texts[code] ?? '');
    if (paragraphs.length > 0) return { source: 'merchant', paragraphs, locale: LANGUAGES[code].locale, url };
  }
  return { source: 'default', url };
}
