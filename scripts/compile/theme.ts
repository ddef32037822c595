// Themes: design tokens per folder in themes/, merged with a merchant's overrides and
// compiled to CSS custom properties; contrast is checked here (WCAG 2.x relative luminance).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig, ThemeColors } from '../../src/config/merchant-config.generated';

export type ColorToken = keyof Required<ThemeColors>;

export interface ThemeTokens {
  readonly name: string;
  readonly colors: Required<ThemeColors>;
  readonly radius: string;
  readonly fontFamily: string;
  /** SVG template with {{primary}}, {{onPrimary}}, {{accent}}, {{radius}}, {{initial}}, {{name}}. */
  readonly logoTemplate: string;
}

export const COLOR_TOKENS: readonly ColorToken[] = ['primary', 'onPrimary', 'accent', 'background', 'surface', 'text', 'textMuted', 'header', 'onHeader', 'danger', 'success'];

export function listThemes(themesDir: string): string[] {
  if (!existsSync(themesDir)) return [];
  return readdirSync(themesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(themesDir, d.name, 'tokens.json')))
    .map((d) => d.name)
    .sort();
}

export function loadTheme(themesDir: string, name: string): ThemeTokens {
  const dir = join(themesDir, name);
  const raw = JSON.parse(readFileSync(join(dir, 'tokens.json'), 'utf8')) as { colors: Record<string, string>; radius: string; fontFamily: string };
  for (const token of COLOR_TOKENS) {
    if (typeof raw.colors[token] !== 'string') throw new Error(`themes/${name}/tokens.json: colors.${token} is missing`);
  }
  return {
    name,
    colors: raw.colors as Required<ThemeColors>,
    radius: raw.radius,
    fontFamily: raw.fontFamily,
    logoTemplate: readFileSync(join(dir, 'logo.svg'), 'utf8'),
  };
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

export const WCAG_AA_TEXT = 4.5;

/** Pairs whose text must stay readable: [text token, background token, what it is]. */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [ColorToken, ColorToken, string]> = [
  ['onPrimary', 'primary', 'text-on-primary'],
  ['onHeader', 'header', 'header text'],
  ['text', 'background', 'body text'],
];

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
