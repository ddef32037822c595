// Validation of merchants/*.json: the schema (ajv, all errors) plus what a schema cannot say
// (file name, theme folder, language set, uniqueness across merchants, contrast, translations).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { LANGUAGES, type LanguageCode } from '../../src/config/languages';
import { LocatedJson, escapePointerSegment, suggestion, type Diagnostic } from './diagnostics';
import { CONTRAST_PAIRS, WCAG_AA_TEXT, applyOverrides, contrastRatio, listThemes, loadTheme, type ThemeTokens } from './theme';
import { translationCoverage } from './translations';

export interface MerchantSource {
  readonly file: string;
  readonly code: string;
  readonly doc?: LocatedJson;
}

export interface ValidMerchant {
  readonly file: string;
  readonly config: MerchantConfig;
  readonly theme: ThemeTokens;
  readonly coverage: Record<string, number>;
}

export interface ValidationResult {
  readonly merchants: ValidMerchant[];
  readonly diagnostics: Diagnostic[];
  /** Files with at least one error. */
  readonly failed: string[];
}

export interface ValidateOptions {
  readonly merchantsDir: string;
  readonly themesDir: string;
  readonly schemaFile: string;
  readonly localesDir: string;
  /** Base for the file names printed in diagnostics. */
  readonly cwd?: string;
}

const DEFAULT_TRANSLATION_THRESHOLD = 50;

export const isHttpUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0 && !/\s/.test(s);
  } catch {
    return false;
  }
};

export function createMerchantValidator(schemaFile: string) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
  addFormats.default(ajv, ['hostname']);
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  // Read by json-schema-to-typescript only.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  ajv.addFormat('color', /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
  ajv.addFormat('http-url', isHttpUrl);
  ajv.addFormat('api-base-url', (s: string) => s.startsWith('/') ? !s.startsWith('//') && !/\s/.test(s) : isHttpUrl(s));
  ajv.addFormat('route-target', (s: string) => (s.startsWith('/') ? !s.startsWith('//') : isHttpUrl(s)));
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
  return ajv.compile<MerchantConfig>(schema);
}

const FORMAT_LABEL: Record<string, string> = {
  color: 'invalid colour',
  'http-url': 'invalid URL',
  'api-base-url': 'invalid API base URL',
  'route-target': 'invalid route target',
  hostname: 'invalid domain',
};

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (Number.isInteger(v)) return 'integer';
  return typeof v;
}

function show(v: unknown): string {
  return JSON.stringify(v) ?? String(v);
}

function schemaErrorToDiagnostic(doc: LocatedJson, e: ErrorObject): Diagnostic {
  const ptr = e.instancePath;
  const parent = e.parentSchema as { 'x-hint'?: string; properties?: Record<string, unknown> } | undefined;
  const hint = parent?.['x-hint'];
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys(parent?.properties ?? {});
      const what = ptr === '/features' ? 'unknown flag' : ptr === '' ? 'unknown top-level key' : 'unknown key';
      const at = `${ptr}/${escapePointerSegment(key)}`;
      return doc.at(at, `${what} "${key}"${suggestion(key, known)}`, 'error', undefined, true);
    }
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return doc.at(ptr, `missing required field "${missing}"`);
    }
    case 'type':
      return doc.at(ptr, `expected ${(e.params as { type: string }).type}, got ${typeOf(e.data)} ${show(e.data)}`);
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      const isLanguage = allowed.length === Object.keys(LANGUAGES).length && allowed.every((a) => typeof a === 'string' && a in LANGUAGES);
      const sugg = typeof e.data === 'string' ? suggestion(e.data, allowed.map(String)) : '';
      if (isLanguage) return doc.at(ptr, `unknown language code ${show(e.data)}${sugg}; known codes: ${allowed.join(', ')}`);
      if (ptr.endsWith('/resourceType')) return doc.at(ptr, `unknown download resourceType ${show(e.data)}${sugg}; expected one of ${allowed.join(', ')}`);
      if (ptr === '/minimumAge') return doc.at(ptr, `minimum age must be 18 or 21, got ${show(e.data)}`);
      return doc.at(ptr, `${show(e.data)} is not allowed${sugg}; expected one of ${allowed.map(show).join(', ')}`);
    }
    case 'format': {
      const format = (e.params as { format: string }).format;
      return doc.at(ptr, `${FORMAT_LABEL[format] ?? `invalid ${format}`} ${show(e.data)}${hint ? `: expected ${hint}` : ''}`);
    }
    case 'pattern':
      return doc.at(ptr, `${show(e.data)} is not valid${hint ? `: expected ${hint}` : ` (must match ${(e.params as { pattern: string }).pattern})`}`);
    case 'uniqueItems':
      return doc.at(ptr, `duplicate entries: items ${(e.params as { j: number; i: number }).j} and ${(e.params as { i: number }).i} are the same`);
    default:
      return doc.at(ptr, e.message ?? `failed ${e.keyword}`);
  }
}

export function readMerchantSources(merchantsDir: string, cwd: string): MerchantSource[] {
  const files = readdirSync(merchantsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((f) => ({ file: relative(cwd, join(merchantsDir, f)) || f, code: basename(f, '.json') }));
}

export function validateMerchants(opts: ValidateOptions): ValidationResult {
  const cwd = opts.cwd ?? process.cwd();
  const validate = createMerchantValidator(opts.schemaFile);
  const themes = listThemes(opts.themesDir);
  const diagnostics: Diagnostic[] = [];
  const candidates: Array<{ file: string; code: string; doc: LocatedJson; config: MerchantConfig }> = [];
  const failed = new Set<string>();
  const report = (d: Diagnostic) => {
    diagnostics.push(d);
    if (d.severity === 'error') failed.add(d.file);
  };

  for (const source of readMerchantSources(opts.merchantsDir, cwd)) {
    const text = readFileSync(join(cwd, source.file), 'utf8');
    const { doc, errors } = LocatedJson.parse(source.file, text);
    errors.forEach(report);
    if (!doc) continue;
    if (!validate(doc.value)) {
      const seen = new Set<string>();
      for (const e of validate.errors ?? []) {
        const d = schemaErrorToDiagnostic(doc, e);
        const key = `${d.pointer}|${d.message}`;
        if (!seen.has(key)) {
          seen.add(key);
          report(d);
        }
      }
    }
    // Cross-checks run on whatever parsed, so one run reports everything it can.
    const value = doc.value as Partial<MerchantConfig>;
    if (typeof value.code === 'string' && value.code !== source.code) {
      report(doc.at('/code', `code "${value.code}" differs from the file name: expected "${source.code}" (rename the file or fix the code)`));
    }
    if (typeof value.theme === 'string' && !themes.includes(value.theme)) {
      report(doc.at('/theme', `unknown theme "${value.theme}"${suggestion(value.theme, themes)}; themes: ${themes.join(', ')}`));
    }
    if (Array.isArray(value.languages) && typeof value.defaultLanguage === 'string' && value.defaultLanguage in LANGUAGES && !value.languages.includes(value.defaultLanguage)) {
      report(doc.at('/defaultLanguage', `default language "${value.defaultLanguage}" is not among languages [${value.languages.join(', ')}]`));
    }
    candidates.push({ file: source.file, code: source.code, doc, config: doc.value as MerchantConfig });
  }

  // Uniqueness across merchants: report on the later file, pointing back at the first.
  const domainOwner = new Map<string, { file: string; line: number; column: number }>();
  const codeOwner = new Map<string, string>();
  for (const c of candidates) {
    const code = (c.config as Partial<MerchantConfig>).code;
    if (typeof code === 'string') {
      const owner = codeOwner.get(code);
      if (owner) report(c.doc.at('/code', `merchant code "${code}" is already used by ${owner}`));
      else codeOwner.set(code, c.file);
    }
    const domains = (c.config as Partial<MerchantConfig>).domains;
    if (!Array.isArray(domains)) continue;
    domains.forEach((domain, i) => {
      if (typeof domain !== 'string') return;
      const key = domain.toLowerCase();
      const owner = domainOwner.get(key);
      const at = c.doc.at(`/domains/${i}`, '');
      if (owner && owner.file !== c.file) report(c.doc.at(`/domains/${i}`, `domain "${domain}" is already used by ${owner.file}:${owner.line}:${owner.column}`));
      else if (!owner) domainOwner.set(key, { file: c.file, line: at.line, column: at.column });
    });
  }

  const merchants: ValidMerchant[] = [];
  for (const c of candidates) {
    if (failed.has(c.file)) continue;
    const theme = applyOverrides(loadTheme(opts.themesDir, c.config.theme), c.config.themeOverrides);
    for (const [fg, bg, what] of CONTRAST_PAIRS) {
      const ratio = contrastRatio(theme.colors[fg], theme.colors[bg]);
      if (ratio < WCAG_AA_TEXT) {
        const overridden = c.config.themeOverrides?.colors?.[fg] !== undefined ? fg : c.config.themeOverrides?.colors?.[bg] !== undefined ? bg : undefined;
        const ptr = overridden ? `/themeOverrides/colors/${overridden}` : '/theme';
        report(
          c.doc.at(ptr, `${what} contrast ${ratio.toFixed(2)}:1 is below WCAG AA ${WCAG_AA_TEXT}:1 (${fg} ${theme.colors[fg]} on ${bg} ${theme.colors[bg]})`),
        );
      }
    }
    const coverage: Record<string, number> = {};
    const threshold = c.config.translationThreshold ?? DEFAULT_TRANSLATION_THRESHOLD;
    c.config.languages.forEach((code: LanguageCode, i) => {
      const pct = translationCoverage(opts.localesDir, LANGUAGES[code].locale);
      coverage[code] = pct;
      if (pct >= 100) return;
      const msg = `language ${code} (${LANGUAGES[code].locale}) is ${pct.toFixed(1)}% translated; missing strings fall back to English`;
      if (pct < threshold) report(c.doc.at(`/languages/${i}`, `${msg}, below the threshold of ${threshold}% (translationThreshold)`));
      else report(c.doc.at(`/languages/${i}`, msg, 'warning'));
    });
    if (failed.has(c.file)) continue;
    merchants.push({ file: c.file, config: c.config, theme, coverage });
  }

  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { merchants, diagnostics, failed: [...failed].sort() };
}
