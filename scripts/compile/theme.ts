// Themes: design tokens per folder in themes/, merged with a merchant's overrides and
// compiled to CSS custom properties; contrast is checked here (WCAG 2.x relative luminance).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MerchantConfig, ThemeColors } from '../../src/config/merchant-config.generated';
import { LocatedJson, formatDiagnostic } from './diagnostics';

export type ColorToken = keyof Required<ThemeColors>;

export interface ThemeTokens {
  readonly name: string;
  readonly colors: Required<ThemeColors>;
  readonly radius: string;
  readonly fontFamily: string;
  /** SVG template with {{primary}}, {{onPrimary}}, {{accent}}, {{radius}}, {{initial}}, {{name}}. */
  readonly logoTemplate: string;
}

/** Every colour a theme defines, in the order they are written to the CSS. */
export const COLOR_TOKENS: readonly ColorToken[] = [
  'primary',
  'onPrimary',
  'accent',
  'onAccent',
  'link',
  'background',
  'surface',
  'text',
  'textMuted',
  'header',
  'onHeader',
  'danger',
  'onDanger',
  'success',
  'onSuccess',
];

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function listThemes(themesDir: string): string[] {
  if (!existsSync(themesDir)) return [];
  return readdirSync(themesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(themesDir, d.name, 'tokens.json')))
    .map((d) => d.name)
    .sort();
}

/** A theme and its tokens.json as a located document, so a failing colour can be pointed at. */
export interface ThemeSource {
  readonly theme: ThemeTokens;
  readonly doc: LocatedJson;
}

/** `cwd` is the base of the file name diagnostics print (themes/<name>/tokens.json). */
export function loadThemeSource(themesDir: string, name: string, cwd = process.cwd()): ThemeSource {
  const dir = join(themesDir, name);
  const file = relative(cwd, join(dir, 'tokens.json')) || 'tokens.json';
  const { doc, errors } = LocatedJson.parse(file, readFileSync(join(dir, 'tokens.json'), 'utf8'));
  if (!doc) throw new Error(errors.map(formatDiagnostic).join('\n'));
  const raw = doc.value as { colors?: Record<string, unknown>; radius: string; fontFamily: string };
  const colors = raw.colors ?? {};
  for (const token of COLOR_TOKENS) {
    const value = colors[token];
    if (typeof value !== 'string') throw new Error(`themes/${name}/tokens.json: colors.${token} is missing`);
    if (!HEX_COLOR.test(value)) throw new Error(`themes/${name}/tokens.json: colors.${token} ${JSON.stringify(value)} is not a colour as #RRGGBB or #RGB`);
  }
  return {
    theme: {
      name,
      colors: colors as Required<ThemeColors>,
      radius: raw.radius,
      fontFamily: raw.fontFamily,
      logoTemplate: readFileSync(join(dir, 'logo.svg'), 'utf8'),
    },
    doc,
  };
}

export function loadTheme(themesDir: string, name: string): ThemeTokens {
  return loadThemeSource(themesDir, name).theme;
}

export function applyOverrides(theme: ThemeTokens, overrides: MerchantConfig['themeOverrides']): ThemeTokens {
  if (!overrides) return theme;
  return {
    ...theme,
    colors: { ...theme.colors, ...stripUndefined(overrides.colors ?? {}) },
    radius: overrides.radius ?? theme.radius,
    fontFamily: overrides.fontFamily ?? theme.fontFamily,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function parseHexColor(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2.x AA minimums: body-size text, and large text (24 px, or 18.66 px bold) and icons. */
export const WCAG_AA_TEXT = 4.5;
export const WCAG_AA_LARGE = 3;

export interface ContrastPair {
  readonly foreground: ColorToken;
  readonly background: ColorToken;
  /** What the pair is, as the compiler's message names it. */
  readonly what: string;
  /** Where the app draws it (the CSS uses exactly these two tokens there). */
  readonly uses: string;
  readonly minimum: typeof WCAG_AA_TEXT | typeof WCAG_AA_LARGE;
}

/**
 * The one table of what the interface draws on what. The compiler checks every row for every
 * merchant; the stylesheets (the .css files under src/) use these token pairs and no others for
 * text and icons, so a theme that passes here passes in the browser. Every row carries body-size
 * text somewhere, so all need 4.5:1; icons ride on the same pairs (their 3:1 is then met too).
 * docs/operators.md lists the table; a test keeps the two alike.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', what: 'body text', uses: 'labels, headings, outline buttons and tabs on the page', minimum: WCAG_AA_TEXT },
  { foreground: 'text', background: 'surface', what: 'text on cards', uses: 'input text, menus, dialogs, lists on cards', minimum: WCAG_AA_TEXT },
  { foreground: 'textMuted', background: 'background', what: 'secondary text', uses: 'hints, the SMS countdown, the copyright line, inactive tabs', minimum: WCAG_AA_TEXT },
  { foreground: 'textMuted', background: 'surface', what: 'secondary text on cards', uses: 'input placeholders and borders, inactive footer labels and icons', minimum: WCAG_AA_TEXT },
  { foreground: 'link', background: 'background', what: 'links', uses: 'links and text buttons on the page (show/hide password, get code), the active tab, the focus ring, checkboxes', minimum: WCAG_AA_TEXT },
  { foreground: 'link', background: 'surface', what: 'links on cards', uses: 'the active footer label and icon, the chosen language in the picker', minimum: WCAG_AA_TEXT },
  { foreground: 'onPrimary', background: 'primary', what: 'primary button text', uses: 'submit and dialog buttons, the home hero, the logo initial', minimum: WCAG_AA_TEXT },
  { foreground: 'onAccent', background: 'accent', what: 'header button text', uses: "the header's log-in and deposit buttons", minimum: WCAG_AA_TEXT },
  { foreground: 'onHeader', background: 'header', what: 'header text', uses: 'title, brand name, back arrow, icons, language picker, outline header buttons', minimum: WCAG_AA_TEXT },
  { foreground: 'danger', background: 'background', what: 'error text', uses: 'field errors and the sign-out button on the page', minimum: WCAG_AA_TEXT },
  { foreground: 'danger', background: 'surface', what: 'error text on cards', uses: 'errors inside cards and dialogs', minimum: WCAG_AA_TEXT },
  { foreground: 'onDanger', background: 'danger', what: 'text on danger', uses: 'error toasts, the offline banner, unread badges', minimum: WCAG_AA_TEXT },
  { foreground: 'onSuccess', background: 'success', what: 'text on success', uses: 'success toasts', minimum: WCAG_AA_TEXT },
];

/**
 * The few colours the stylesheets write literally because no theme should change them (a neutral
 * toast, the amber "unstable connection" banner, the sign-in providers' brand colours). They cannot
 * vary, so a unit test checks them once instead of the compiler on every build. `css` is the
 * background as the stylesheet writes it when that is not a plain colour; `background` is then the
 * worst case it can look like.
 */
export const FIXED_CONTRAST_PAIRS: ReadonlyArray<{ readonly foreground: string; readonly background: string; readonly css?: string; readonly what: string; readonly minimum: number }> = [
  { foreground: '#ffffff', background: '#333333', css: 'rgb(0 0 0 / 0.8)', what: 'neutral toast text (80% black, over a white page at worst)', minimum: WCAG_AA_TEXT },
  { foreground: '#ffffff', background: '#8a5a00', what: 'unstable-connection banner', minimum: WCAG_AA_TEXT },
  { foreground: '#ffffff', background: '#1877f2', what: 'Facebook sign-in icon', minimum: WCAG_AA_LARGE },
  { foreground: '#ffffff', background: '#db4437', what: 'Google sign-in icon', minimum: WCAG_AA_LARGE },
  { foreground: '#111111', background: '#f5d36b', what: 'member club label (its fallback gold; the platform sends light label gradients)', minimum: WCAG_AA_TEXT },
];

export interface ContrastFailure {
  readonly pair: ContrastPair;
  /** The ratio rounded down to two decimals (so 4.499 never prints as a passing 4.50). */
  readonly ratio: number;
  readonly foreground: string;
  readonly background: string;
}

/** The rows of `pairs` that `colors` do not make readable. */
export function contrastFailures(colors: Required<ThemeColors>, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): ContrastFailure[] {
  return pairs.flatMap((pair) => {
    const foreground = colors[pair.foreground];
    const background = colors[pair.background];
    const ratio = contrastRatio(foreground, background);
    return ratio < pair.minimum ? [{ pair, ratio: Math.floor(ratio * 100) / 100, foreground, background }] : [];
  });
}

export function describeContrastFailure(f: ContrastFailure): string {
  const { pair } = f;
  return `${pair.what} (${pair.foreground} ${f.foreground} on ${pair.background} ${f.background}) has contrast ${f.ratio.toFixed(2)}:1, below WCAG AA ${pair.minimum}:1`;
}

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function themeCss(theme: ThemeTokens): string {
  const lines = COLOR_TOKENS.map((t) => `  --color-${kebab(t)}: ${theme.colors[t]};`);
  lines.push(`  --radius: ${theme.radius};`, `  --font-family: ${theme.fontFamily};`);
  return `/* theme ${theme.name} */\n:root {\n${lines.join('\n')}\n}\n`;
}

export function renderLogo(theme: ThemeTokens, brandName: string): string {
  const radius = String(Math.min(20, parseFloat(theme.radius) || 8));
  const values: Record<string, string> = {
    primary: theme.colors.primary,
    onPrimary: theme.colors.onPrimary,
    accent: theme.colors.accent,
    radius,
    initial: escapeXml(Array.from(brandName.trim())[0]?.toUpperCase() ?? 'L'),
    name: escapeXml(brandName),
  };
  return theme.logoTemplate.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
