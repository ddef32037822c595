// The contrast table: WCAG arithmetic, every shipped theme and merchant is AA, the fixed colours
// pass, the stylesheets only draw text in checked pairs, and the operator docs list the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { PROJECT_ROOT } from './index';
import {
  COLOR_TOKENS,
  CONTRAST_PAIRS,
  FIXED_CONTRAST_PAIRS,
  WCAG_AA_LARGE,
  WCAG_AA_TEXT,
  applyOverrides,
  contrastFailures,
  contrastRatio,
  describeContrastFailure,
  listThemes,
  loadTheme,
  parseHexColor,
  type ColorToken,
} from './theme';

const themesDir = join(PROJECT_ROOT, 'themes');

describe('contrast arithmetic', () => {
  it('matches the WCAG definition', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#f5c542')).toBeCloseTo(1.62, 2);
  });

  it('rounds a ratio down, so a near miss never prints as a pass', () => {
    const colors = { ...loadTheme(themesDir, 'emerald').colors, onPrimary: '#ffffff', primary: '#777777' };
    const [failure] = contrastFailures(colors).filter((f) => f.pair.foreground === 'onPrimary');
    expect(failure?.ratio).toBe(4.47);
    expect(describeContrastFailure(failure!)).toBe('primary button text (onPrimary #ffffff on primary #777777) has contrast 4.47:1, below WCAG AA 4.5:1');
  });

  it('large text and icons need 3:1, body text 4.5:1', () => {
    const colors = { ...loadTheme(themesDir, 'emerald').colors, onAccent: '#ffffff', accent: '#888888' }; // 3.54:1
    const large = [{ foreground: 'onAccent', background: 'accent', what: 'a large title', uses: '', minimum: WCAG_AA_LARGE }] as const;
    const body = [{ ...large[0], minimum: WCAG_AA_TEXT }] as const;
    expect(contrastFailures(colors, large)).toEqual([]);
    expect(contrastFailures(colors, body).map((f) => f.ratio)).toEqual([3.54]);
  });
});

describe('the shipped themes', () => {
  it('every theme defines every token, as a colour', () => {
    for (const name of listThemes(themesDir)) {
      const { colors } = loadTheme(themesDir, name);
      expect(Object.keys(colors).sort()).toEqual([...COLOR_TOKENS].sort());
      for (const value of Object.values(colors)) expect(parseHexColor(value).every(Number.isFinite)).toBe(true);
    }
  });

  it('every theme passes every pair on its own', () => {
    for (const name of listThemes(themesDir)) expect(contrastFailures(loadTheme(themesDir, name).colors).map(describeContrastFailure), name).toEqual([]);
  });

  it('every merchant passes every pair with its overrides', () => {
    const dir = join(PROJECT_ROOT, 'merchants');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const config = JSON.parse(readFileSync(join(dir, file), 'utf8')) as MerchantConfig;
      const theme = applyOverrides(loadTheme(themesDir, config.theme), config.themeOverrides);
      expect(contrastFailures(theme.colors).map(describeContrastFailure), file).toEqual([]);
    }
  });

  it('the colours written literally in the stylesheets pass too', () => {
    for (const pair of FIXED_CONTRAST_PAIRS) expect(contrastRatio(pair.foreground, pair.background), pair.what).toBeGreaterThanOrEqual(pair.minimum);
  });
});

/** Every .css file under src/, as [file, text]. */
function stylesheets(): Array<[string, string]> {
  const root = join(PROJECT_ROOT, 'src');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => [file.slice(PROJECT_ROOT.length), readFileSync(file, 'utf8')]);
}

/** Rule blocks without nested braces (so the rules inside @media count as their own blocks). */
function ruleBlocks(css: string): Array<{ selector: string; declarations: Map<string, string> }> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim(),
    declarations: new Map(
      (m[2] ?? '')
        .split(';')
        .map((d) => d.split(':'))
        .filter((parts) => parts.length >= 2)
        .map(([property, ...value]) => [property!.trim(), value.join(':').trim()]),
    ),
  }));
}

const kebab = (token: string) => token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const tokenOf = (value: string | undefined): ColorToken | undefined => COLOR_TOKENS.find((t) => value !== undefined && new RegExp(`^var\\(--color-${kebab(t)}(,[^)]*)?\\)$`).test(value));
const hex = (value: string) => (/^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value).toLowerCase();

describe('the stylesheets draw text only in checked pairs', () => {
  const foregrounds = new Set<string>(CONTRAST_PAIRS.map((p) => p.foreground));
  const checked = new Set(CONTRAST_PAIRS.map((p) => `${p.foreground}|${p.background}`));
  const fixedForegrounds = new Set(FIXED_CONTRAST_PAIRS.map((p) => p.foreground));
  const fixed = new Set(FIXED_CONTRAST_PAIRS.map((p) => `${p.foreground}|${p.css ?? p.background}`));

  it('every text colour is a checked foreground token (or inherited, or a fixed colour)', () => {
    const wrong: string[] = [];
    for (const [file, css] of stylesheets()) {
      for (const { selector, declarations } of ruleBlocks(css)) {
        const color = declarations.get('color');
        if (color === undefined || color === 'inherit' || color === 'currentColor') continue;
        const token = tokenOf(color);
        if (token ? !foregrounds.has(token) : !fixedForegrounds.has(hex(color))) wrong.push(`${file}: ${selector} { color: ${color} }`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a rule that sets both text and background colours sets a checked pair', () => {
    const wrong: string[] = [];
    for (const [file, css] of stylesheets()) {
      for (const { selector, declarations } of ruleBlocks(css)) {
        const color = declarations.get('color');
        const background = declarations.get('background') ?? declarations.get('background-color');
        if (!color || !background || color === 'inherit' || color === 'currentColor' || background === 'transparent' || background === 'none') continue;
        const [fg, bg] = [tokenOf(color), tokenOf(background)];
        const ok = fg && bg ? checked.has(`${fg}|${bg}`) : fixed.has(`${hex(color)}|${/^#/.test(background) ? hex(background) : background}`);
        if (!ok) wrong.push(`${file}: ${selector} { color: ${color}; background: ${background} }`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no text colour is faded with opacity (it would fall below the checked ratio)', () => {
    // Allowed: the disabled state (exempt from contrast), images, and the page fade's keyframes.
    const allowed = new Set(['.button:disabled', '.boot-splash__logo', 'from', 'to']);
    const faded: string[] = [];
    for (const [file, css] of stylesheets()) {
      for (const { selector, declarations } of ruleBlocks(css)) {
        const opacity = declarations.get('opacity');
        if (opacity !== undefined && Number(opacity) < 1 && !allowed.has(selector)) faded.push(`${file}: ${selector} { opacity: ${opacity} }`);
      }
    }
    expect(faded).toEqual([]);
  });
});

describe('the operator docs', () => {
  it('list every pair of the contrast table with its ratio in each shipped theme and overriding merchant', () => {
    const docs = readFileSync(join(PROJECT_ROOT, 'docs/operators.md'), 'utf8');
    const merchantsDir = join(PROJECT_ROOT, 'merchants');
    const columns = [
      ...listThemes(themesDir).map((name) => loadTheme(themesDir, name).colors),
      ...readdirSync(merchantsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(merchantsDir, f), 'utf8')) as MerchantConfig)
        .filter((config) => config.themeOverrides?.colors !== undefined)
        .map((config) => applyOverrides(loadTheme(themesDir, config.theme), config.themeOverrides).colors),
    ];
    for (const pair of CONTRAST_PAIRS) {
      const ratios = columns.map((colors) => (Math.floor(contrastRatio(colors[pair.foreground], colors[pair.background]) * 100) / 100).toFixed(2));
      expect(docs).toContain(`| \`${pair.foreground}\` on \`${pair.background}\` | ${pair.minimum}:1 | ${pair.what}: ${pair.uses} | ${ratios.join(' | ')} |`);
    }
  });
});
