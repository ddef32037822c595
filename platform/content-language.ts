// The language the reference platform answers its demo content in, as an operator's back office
// would have it written: announcements, popups, promotions, messages, help topics and error
// messages come in Vietnamese, English or Simplified Chinese by the request's `Language` header
// (the app sends the spec's codes: VI, EN, CN ...; a locale such as `vi` or `zh-CN` is read too),
// English for any other language or none.
//
// The seeds are written in English; `platform/content/<language>.json` holds their translations:
// - `texts`: an English text (a title, a block of HTML's inner text) → its translation. A key may
//   hold `{slot}`s ("Player notice {n}: {topic}"); what a slot matched is translated in turn when
//   the catalogue knows it (the topic), and kept as it is otherwise (a number, a brand, a URL); a
//   slot never spans a tag.
// - `errors`: an errorCode → the message a player reads.
// Content a player or agent wrote (feedback, replies, link names) is not in the catalogue and
// comes back as written.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_LANGUAGES = ['en', 'vi', 'zh-CN'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

interface Catalogue {
  texts: Record<string, string>;
  errors: Record<string, string>;
}

interface Pattern {
  regex: RegExp;
  slots: string[];
  translation: string;
}

interface CompiledCatalogue {
  exact: Map<string, string>;
  patterns: Pattern[];
  errors: Map<string, string>;
}

const SLOT = /{(\w+)}/g;
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): CompiledCatalogue {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [source, translation] of Object.entries(catalogue.texts)) {
    const slots = [...source.matchAll(SLOT)].map((m) => m[1]!);
    if (slots.length === 0) {
      exact.set(source, translation);
      continue;
    }
    const regex = new RegExp(`^${source.split(SLOT).map((part, i) => (i % 2 === 1 ? '([^<>]+?)' : escapeRegex(part))).join('')}$`);
    patterns.push({ regex, slots, translation });
  }
  return { exact, patterns, errors: new Map(Object.entries(catalogue.errors)) };
}

const contentDir = join(dirname(fileURLToPath(import.meta.url)), 'content');
const readCatalogue = (language: string): Catalogue => JSON.parse(readFileSync(join(contentDir, `${language}.json`), 'utf8')) as Catalogue;
const CATALOGUES: Record<Exclude<ContentLanguage, 'en'>, CompiledCatalogue> = { vi: compile(readCatalogue('vi')), 'zh-CN': compile(readCatalogue('zh-CN')) };

const BY_HEADER: Record<string, ContentLanguage> = { VI: 'vi', EN: 'en', CN: 'zh-CN', 'ZH-CN': 'zh-CN', ZH: 'zh-CN' };

/** The content language for a `Language` header value: vi, zh-CN or en (anything else, or none). */
export function contentLanguage(header: string | readonly string[] | undefined): ContentLanguage {
  const value = (Array.isArray(header) ? header[0] : header) as string | undefined;
  return BY_HEADER[(value ?? '').trim().toUpperCase()] ?? 'en';
}

const BLOCK = /<(p|li|strong|h[1-6])>([\s\S]*?)<\/\1>/g;

function translate(text: string, catalogue: CompiledCatalogue, depth: number): string | undefined {
  const exact = catalogue.exact.get(text);
  if (exact !== undefined) return exact;
  if (depth > 2) return undefined;
  for (const pattern of catalogue.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = new Map(pattern.slots.map((slot, i) => [slot, match[i + 1] ?? '']));
    return pattern.translation.replace(SLOT, (_, slot: string) => {
      const value = values.get(slot) ?? '';
      return translate(value, catalogue, depth + 1) ?? value;
    });
  }
  return undefined;
}

/**
 * `text` in `language`: the catalogue's translation of the whole text, or else of each block of
 * its HTML (a paragraph, a list item); what the catalogue does not know stays as it is.
 */
export function localizeText(text: string, language: ContentLanguage): string {
  if (language === 'en' || text === '') return text;
  const catalogue = CATALOGUES[language];
  const whole = translate(text, catalogue, 0);
  if (whole !== undefined) return whole;
  if (!text.includes('<')) return text;
  return text.replace(BLOCK, (block, tag: string, inner: string) => {
    const translated = translate(inner, catalogue, 0);
    return translated === undefined ? block : `<${tag}>${translated}</${tag}>`;
  });
}

/** The message a player reads for `code` in `language`, or null where only the English one exists. */
export function localizedErrorMessage(code: string, language: ContentLanguage): string | null {
  if (language === 'en') return null;
  return CATALOGUES[language].errors.get(code) ?? null;
}

/** Every catalogue's texts and errors, for the tests. */
export function catalogueKeys(language: Exclude<ContentLanguage, 'en'>): { texts: string[]; errors: string[] } {
  const c = CATALOGUES[language];
  return { texts: [...c.exact.keys(), ...c.patterns.map((p) => p.regex.source)], errors: [...c.errors.keys()] };
}
