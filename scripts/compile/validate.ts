// Validation of merchants/*.json: the schema (ajv, all errors) plus what a schema cannot say
// (file name, theme folder, language set, uniqueness across merchants, contrast, translations).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { LANGUAGES, type LanguageCode } from '../../src/config/languages';
import { LocatedJson, escapePointerSegment, suggestion, type Diagnostic } from './diagnostics';
import { applyOverrides, contrastFailures, describeContrastFailure, listThemes, loadThemeSource, type ContrastFailure, type ContrastPair, type ThemeSource, type ThemeTokens } from './theme';
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
  const contrast = new ThemeContrastCheck(opts.themesDir, cwd);
  for (const c of candidates) {
    if (failed.has(c.file)) continue;
    const theme = contrast.check(c.file, c.doc, c.config, report);
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

  contrast.reportThemes(report);

  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { merchants, diagnostics, failed: [...failed].sort() };
}

/**
 * WCAG contrast of every merchant's colours (its theme plus its themeOverrides) over the pairs of
 * CONTRAST_PAIRS. A failing pair is reported where its colour was written: at the merchant's
 * override when the merchant set either colour, else once at the theme's tokens.json naming every
 * merchant it breaks, with a short error on each of those merchants pointing there (so a build of
 * one merchant still says why it fails).
 */
class ThemeContrastCheck {
  private readonly sources = new Map<string, ThemeSource>();
  /** Failures that come from a theme alone, by theme and pair, with the merchant files they break. */
  private readonly themeFailures = new Map<string, { source: ThemeSource; failure: ContrastFailure; merchants: string[] }>();

  constructor(
    private readonly themesDir: string,
    private readonly cwd: string,
  ) {}

  private source(name: string): ThemeSource {
    let source = this.sources.get(name);
    if (!source) {
      source = loadThemeSource(this.themesDir, name, this.cwd);
      this.sources.set(name, source);
      // A theme is checked on its own as well: a failure no merchant meets is still worth a warning.
      for (const failure of contrastFailures(source.theme.colors)) this.themeFailures.set(this.key(name, failure.pair), { source, failure, merchants: [] });
    }
    return source;
  }

  private key(theme: string, pair: ContrastPair): string {
    return `${theme}|${pair.foreground}|${pair.background}`;
  }

  private where(source: ThemeSource, pair: ContrastPair): string {
    const at = source.doc.at(`/colors/${pair.foreground}`, '');
    return `${at.file}:${at.line}:${at.column}`;
  }

  /** Returns the merchant's merged theme; reports what of it is unreadable. */
  check(file: string, doc: LocatedJson, config: MerchantConfig, report: (d: Diagnostic) => void): ThemeTokens {
    const source = this.source(config.theme);
    const theme = applyOverrides(source.theme, config.themeOverrides);
    const overridden = config.themeOverrides?.colors ?? {};
    const fromTheme: ContrastFailure[] = [];
    for (const failure of contrastFailures(theme.colors)) {
      const { foreground, background } = failure.pair;
      // The colour to change is the one the merchant wrote; the text colour when it wrote both.
      const culprit = overridden[foreground] !== undefined ? foreground : overridden[background] !== undefined ? background : undefined;
      if (culprit) {
        report(doc.at(`/themeOverrides/colors/${culprit}`, describeContrastFailure(failure)));
        continue;
      }
      fromTheme.push(failure);
      this.themeFailures.get(this.key(config.theme, failure.pair))?.merchants.push(file);
    }
    if (fromTheme.length > 0) {
      const list = fromTheme.map((f) => `${f.pair.foreground} on ${f.pair.background} ${f.ratio.toFixed(2)}:1 at ${this.where(source, f.pair)}`).join('; ');
      report(doc.at('/theme', `theme "${config.theme}" is below WCAG AA contrast: ${list}; fix the theme or set the colour in themeOverrides.colors`));
    }
    return theme;
  }

  /** Once per failing pair of each theme in use: an error when it breaks a merchant, else a warning. */
  reportThemes(report: (d: Diagnostic) => void): void {
    for (const { source, failure, merchants } of this.themeFailures.values()) {
      const used = merchants.length > 0 ? `; used as is by ${merchants.join(', ')}` : '; every merchant using this theme overrides the pair';
      report(source.doc.at(`/colors/${failure.pair.foreground}`, `${describeContrastFailure(failure)}${used}`, merchants.length > 0 ? 'error' : 'warning'));
    }
  }
}
