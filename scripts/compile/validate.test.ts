// Each bad input gets its own specific message with file, line and column, and emits nothing.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from './diagnostics';
import { PROJECT_ROOT } from './index';
import { validateMerchants } from './validate';

const base = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/mono.json'), 'utf8')) as Record<string, unknown>;
const work = mkdtempSync(join(tmpdir(), 'lobby-validate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let counter = 0;
/** Token edits per theme: the case gets its own copy of themes/ with these colours changed. */
type ThemeEdits = Record<string, Record<string, string>>;

function check(files: Record<string, string>, themesDir = join(PROJECT_ROOT, 'themes'), themeEdits?: ThemeEdits, localesDir = join(PROJECT_ROOT, 'src/i18n/locales')) {
  const dir = join(work, `case-${counter++}`);
  mkdirSync(join(dir, 'merchants'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'merchants', name), text);
  if (themeEdits) {
    cpSync(themesDir, join(dir, 'themes'), { recursive: true });
    themesDir = join(dir, 'themes');
    for (const [theme, colors] of Object.entries(themeEdits)) {
      const file = join(themesDir, theme, 'tokens.json');
      const tokens = JSON.parse(readFileSync(file, 'utf8')) as { colors: Record<string, string> };
      Object.assign(tokens.colors, colors);
      writeFileSync(file, JSON.stringify(tokens, null, 2) + '\n');
    }
  }
  const result = validateMerchants({
    merchantsDir: join(dir, 'merchants'),
    themesDir,
    schemaFile: join(PROJECT_ROOT, 'schemas/merchant.schema.json'),
    localesDir,
    cwd: dir,
  });
  const themeText = (theme: string) => readFileSync(join(themesDir, theme, 'tokens.json'), 'utf8');
  return { ...result, lines: result.diagnostics.map(formatDiagnostic), themeText };
}

const pretty = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
const withChanges = (changes: Record<string, unknown>, drop: string[] = []) => {
  const copy: Record<string, unknown> = structuredClone(base);
  for (const k of drop) delete copy[k];
  return pretty({ ...copy, ...changes });
};
/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
const where = (text: string, needle: string) => {
  const i = text.indexOf(needle);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
};

describe('merchant validation', () => {
  it('accepts the shipped merchants', () => {
    const files = Object.fromEntries(['demo', 'mono', 'atlas'].map((c) => [`${c}.json`, readFileSync(join(PROJECT_ROOT, `merchants/${c}.json`), 'utf8')]));
    const result = check(files);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.merchants.map((m) => m.config.code)).toEqual(['atlas', 'demo', 'mono']);
  });

  it('malformed JSON: reported with its line and column', () => {
    const text = withChanges({}).replace('"name": "Mono Play",', '"name": "Mono Play",,');
    const r = check({ 'mono.json': text });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(new RegExp(`^merchants/mono.json:${where(text, ',,').split(':')[0]}:\\d+ {2}/ {2}malformed JSON: `));
    expect(r.merchants).toEqual([]);
  });

  it('malformed JSON: a trailing comma', () => {
    const text = withChanges({}).replace(/\n}\n$/, ',\n}\n');
    const r = check({ 'mono.json': text });
    expect(r.lines[0]).toMatch(/^merchants\/mono.json:\d+:\d+ {2}\/ {2}malformed JSON: property name expected \(a trailing comma\?\)/);
  });

  it('missing required field', () => {
    const r = check({ 'mono.json': withChanges({}, ['currencySymbol']) });
    expect(r.lines).toEqual(['merchants/mono.json:1:1  /  missing required field "currencySymbol"']);
  });

  it('wrong type', () => {
    const text = withChanges({ name: 42 });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '42')}  /name  expected string, got integer 42`]);
  });

  it('unknown flag, with a suggestion', () => {
    const text = withChanges({ features: { DIRECTREG: true } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"DIRECTREG"')}  /features/DIRECTREG  unknown flag "DIRECTREG" (did you mean "DIRECTREG3"?)`]);
  });

  it('unknown top-level key, with a suggestion', () => {
    const text = withChanges({ copyrigth: 'x' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"copyrigth"')}  /copyrigth  unknown top-level key "copyrigth" (did you mean "copyright"?)`]);
  });

  it('unknown theme, with a suggestion', () => {
    const text = withChanges({ theme: 'midnite' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"midnite"')}  /theme  unknown theme "midnite" (did you mean "midnight"?); themes: emerald, midnight, sunset`]);
  });

  it('bad URL', () => {
    const text = withChanges({ iconCdn: 'htp:/icons example' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"htp:')}  /iconCdn  invalid URL "htp:/icons example": expected an absolute http(s) URL`]);
  });

  it('live-stream link: an absolute URL or a same-origin path', () => {
    expect(check({ 'mono.json': withChanges({ liveStreamUrl: '/demo-live' }) }).lines).toEqual([]);
    const text = withChanges({ liveStreamUrl: 'htp:/live example' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([
      `merchants/mono.json:${where(text, '"htp:')}  /liveStreamUrl  invalid route target "htp:/live example": expected an absolute http(s) URL or a path starting with '/' (same origin)`,
    ]);
  });

  it('default language not among languages', () => {
    const text = withChanges({ defaultLanguage: 'TH' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"TH"')}  /defaultLanguage  default language "TH" is not among languages [${(base.languages as string[]).join(', ')}]`]);
  });

  it('unknown language code, with a suggestion', () => {
    const text = withChanges({ languages: ['VI', 'EN', 'ZH'] });
    const r = check({ 'mono.json': text });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain(`merchants/mono.json:${where(text, '"ZH"')}  /languages/2  unknown language code "ZH"`);
  });

  it('duplicate domain across two merchants points at the first owner', () => {
    const demo = readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8');
    const text = withChanges({ domains: ['mono.lobby.test', 'demo.lobby.test'] });
    const r = check({ 'demo.json': demo, 'mono.json': text });
    const second = text.indexOf('"demo.lobby.test"');
    expect(r.lines).toEqual([
      `merchants/mono.json:${where(text.slice(0), '"demo.lobby.test"')}  /domains/1  domain "demo.lobby.test" is already used by merchants/demo.json:${where(demo, '"demo.lobby.test"')}`,
    ]);
    expect(second).toBeGreaterThan(0);
    expect(r.merchants.map((m) => m.config.code)).toEqual(['demo']);
  });

  it('code different from the file name', () => {
    const text = withChanges({ code: 'mono2' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"mono2"')}  /code  code "mono2" differs from the file name: expected "mono" (rename the file or fix the code)`]);
  });

  it('invalid colour', () => {
    const text = withChanges({ themeOverrides: { colors: { primary: '#12345g' } } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '"#12345g"')}  /themeOverrides/colors/primary  invalid colour "#12345g": expected a colour as #RRGGBB or #RGB`]);
  });

  it('bad download resourceType, with a suggestion', () => {
    const text = withChanges({ downloadLinks: { items: [{ resourceType: 'Andriod', url: 'https://x.test/a.apk' }] } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([
      `merchants/mono.json:${where(text, '"Andriod"')}  /downloadLinks/items/0/resourceType  unknown download resourceType "Andriod" (did you mean "Android"?); expected one of IOS, Android, MOBILECONFIG, AppDownloadIcon, FIRELINK, USDJUMP`,
    ]);
  });

  it('minimum age other than 18 or 21', () => {
    const text = withChanges({ minimumAge: 16 });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([`merchants/mono.json:${where(text, '16')}  /minimumAge  minimum age must be 18 or 21, got 16`]);
  });

  it('contrast failure names the colours', () => {
    const text = withChanges({ themeOverrides: { colors: { primary: '#ffd43b' } } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([
      `merchants/mono.json:${where(text, '"#ffd43b"')}  /themeOverrides/colors/primary  primary button text (onPrimary #ffffff on primary #ffd43b) has contrast 1.42:1, below WCAG AA 4.5:1`,
    ]);
    expect(r.merchants).toEqual([]);
  });

  it("a theme whose button text fails is rejected at the theme's colour, once, naming every merchant it breaks", () => {
    const demo = readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8');
    const demo2 = demo.replace('"code": "demo"', '"code": "demo2"').replace(/demo\.lobby\.test/g, 'demo2.lobby.test');
    // White on emerald's gold accent: the header's log-in button as it was before the fix.
    const r = check({ 'demo.json': demo, 'demo2.json': demo2, 'mono.json': withChanges({}) }, undefined, { emerald: { onAccent: '#ffffff' } });
    const tokens = r.themeText('emerald');
    const at = `themes/emerald/tokens.json:${where(tokens, '"#ffffff",\n    "link"')}`;
    expect(r.lines).toEqual([
      `merchants/demo.json:${where(demo, '"emerald"')}  /theme  theme "emerald" is below WCAG AA contrast: onAccent on accent 1.62:1 at ${at}; fix the theme or set the colour in themeOverrides.colors`,
      `merchants/demo2.json:${where(demo2, '"emerald"')}  /theme  theme "emerald" is below WCAG AA contrast: onAccent on accent 1.62:1 at ${at}; fix the theme or set the colour in themeOverrides.colors`,
      `${at}  /colors/onAccent  header button text (onAccent #ffffff on accent #f5c542) has contrast 1.62:1, below WCAG AA 4.5:1; used as is by merchants/demo.json, merchants/demo2.json`,
    ]);
    expect(r.failed).toEqual(['merchants/demo.json', 'merchants/demo2.json', 'themes/emerald/tokens.json']);
    // mono uses another theme and is still emitted.
    expect(r.merchants.map((m) => m.config.code)).toEqual(['mono']);
  });

  it("a merchant's override can fix a failing theme; the theme then only warns", () => {
    const demo = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as Record<string, unknown>;
    const r = check({ 'demo.json': pretty({ ...demo, themeOverrides: { colors: { onAccent: '#14201c' } } }) }, undefined, { emerald: { onAccent: '#ffffff' } });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.lines).toEqual([expect.stringMatching(/^themes\/emerald\/tokens\.json:\d+:\d+ {2}\/colors\/onAccent {2}warning: header button text .* 1\.62:1, below WCAG AA 4\.5:1; every merchant using this theme overrides the pair$/)]);
    expect(r.merchants.map((m) => m.config.code)).toEqual(['demo']);
  });

  it("an override that breaks a pair is reported at the merchant's key, not the theme's", () => {
    const text = withChanges({ themeOverrides: { colors: { primary: '#5b3cc4', accent: '#f783ac', link: '#5b3cc4' } } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toEqual([
      `merchants/mono.json:${where(text, '"#5b3cc4"\n')}  /themeOverrides/colors/link  links (link #5b3cc4 on background #0f1424) has contrast 2.52:1, below WCAG AA 4.5:1`,
      `merchants/mono.json:${where(text, '"#5b3cc4"\n')}  /themeOverrides/colors/link  links on cards (link #5b3cc4 on surface #182038) has contrast 2.21:1, below WCAG AA 4.5:1`,
    ]);
  });

  it('an invalid domain name', () => {
    const text = withChanges({ domains: ['https://mono.lobby.test/'] });
    const r = check({ 'mono.json': text });
    expect(r.lines[0]).toContain('/domains/0  invalid domain "https://mono.lobby.test/": expected a host name such as play.example.com');
  });

  it('an unknown key inside a nested object names its own suggestions', () => {
    const text = withChanges({ encryption: { schem: 'rsa-oaep-aes-gcm' } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toContain(`merchants/mono.json:${where(text, '"schem"')}  /encryption/schem  unknown key "schem" (did you mean "scheme"?)`);
    expect(r.lines).toContainEqual(expect.stringMatching(/^merchants\/mono.json:\d+:\d+ {2}\/encryption {2}missing required field "scheme"$/));
  });

  it('a dialing code the pickers do not offer, with a suggestion', () => {
    const text = withChanges({ defaultDialingCode: '+666' });
    const r = check({ 'mono.json': text });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain(`merchants/mono.json:${where(text, '"+666"')}  /defaultDialingCode  "+666" is not allowed (did you mean "+66"?)`);
  });

  it('the user agreement: an unknown language key and a bad URL', () => {
    const text = withChanges({ userAgreement: { text: { EM: 'Terms' }, url: 'terms.html' } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toContainEqual(expect.stringContaining('unknown language code "EM" (did you mean "EN"?)'));
    expect(r.lines).toContain(`merchants/mono.json:${where(text, '"terms.html"')}  /userAgreement/url  invalid URL "terms.html": expected an absolute http(s) URL`);
  });

  it('social sign-in: a misspelt provider gets a suggestion, a malformed client id its expected form', () => {
    const text = withChanges({ socialLogin: { gogle: { clientId: 'x' }, facebook: { appId: 'my-app' } } });
    const r = check({ 'mono.json': text });
    expect(r.lines).toContain(`merchants/mono.json:${where(text, '"gogle"')}  /socialLogin/gogle  unknown key "gogle" (did you mean "google"?)`);
    expect(r.lines).toContain(`merchants/mono.json:${where(text, '"my-app"')}  /socialLogin/facebook/appId  "my-app" is not valid: expected the numeric app id from Meta for Developers`);
  });

  it('a translation coverage below the threshold is an error; above, a warning', () => {
    // Every listed language ships complete; a copy of the strings without Korean stands for a
    // language whose strings are missing (a merchant's own, or one added to the table).
    const locales = join(work, 'locales-without-ko');
    cpSync(join(PROJECT_ROOT, 'src/i18n/locales'), locales, { recursive: true });
    rmSync(join(locales, 'ko'), { recursive: true, force: true });
    const low = check({ 'mono.json': withChanges({ languages: ['VI', 'EN', 'CN', 'KO'] }) }, undefined, undefined, locales);
    expect(low.lines).toEqual([expect.stringMatching(/\/languages\/3 {2}language KO \(ko\) is 0\.0% translated; missing strings fall back to English, below the threshold of 50%/)]);
    const allowed = check({ 'mono.json': withChanges({ languages: ['VI', 'EN', 'CN', 'KO'], translationThreshold: 0 }) }, undefined, undefined, locales);
    expect(allowed.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(allowed.merchants).toHaveLength(1);
  });

  it('reports every error of every file in one run', () => {
    const r = check({
      'mono.json': withChanges({ minimumAge: 19, theme: 'nope', features: { GOOGLELOGIN: true } }),
      'zeta.json': '{ "code": ',
    });
    expect(r.failed).toEqual(['merchants/mono.json', 'merchants/zeta.json']);
    expect(r.lines.filter((l) => l.startsWith('merchants/mono.json'))).toHaveLength(3);
  });

  it('a theme folder lacking a required token is refused loudly', () => {
    const themes = join(work, 'themes-broken');
    cpSync(join(PROJECT_ROOT, 'themes'), themes, { recursive: true });
    const tokens = JSON.parse(readFileSync(join(themes, 'midnight/tokens.json'), 'utf8')) as { colors: Record<string, string> };
    delete tokens.colors.onPrimary;
    writeFileSync(join(themes, 'midnight/tokens.json'), JSON.stringify(tokens));
    expect(() => check({ 'mono.json': withChanges({}) }, themes)).toThrow(/colors.onPrimary is missing/);
  });
});
