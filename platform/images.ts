// Generated images (captcha, game tiles, banners, team badges, vendor icons): no files, no network.
import { randomInt } from 'node:crypto';
import { encodeIndexedPng, type PaletteEntry } from '../scripts/compile/png';
import { prng } from './db/seed-catalogue';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function hue(seed: string): number {
  return Math.floor(prng(seed)() * 360);
}

export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 44;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="hsl(${randomInt(0, 360)},40%,92%)"/>`];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${randomInt(0, 360)},50%,45%)" stroke-width="${1 + randomInt(0, 2)}"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) parts.push(`<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="1" fill="hsl(${randomInt(0, 360)},50%,40%)"/>`);
  [...answer].forEach((digit, i) => {
    const x = 16 + i * 26 + randomInt(-3, 4);
    const y = 31 + randomInt(-4, 5);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${24 + randomInt(0, 6)}" font-weight="bold" fill="hsl(${randomInt(0, 360)},60%,30%)" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${digit}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function gameIconSvg(name: string, vendor: string): string {
  const h = hue(`${vendor}:${name}`);
  const initials = name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 3).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,35%)"/></linearGradient></defs><rect width="192" height="192" rx="24" fill="url(#g)"/><text x="96" y="108" text-anchor="middle" font-family="sans-serif" font-size="56" font-weight="bold" fill="#fff">${escapeXml(initials)}</text><text x="96" y="170" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff" opacity="0.85">${escapeXml(vendor)}</text></svg>`;
}

export function bannerSvg(index: number): string {
  const h = (index * 67) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},75%,45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},75%,30%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#b)"/><circle cx="620" cy="150" r="110" fill="#fff" opacity="0.15"/><text x="48" y="170" font-family="sans-serif" font-size="64" font-weight="bold" fill="#fff">Banner ${index}</text></svg>`;
}

export function teamSvg(team: string): string {
  const h = hue(`team:${team}`);
  const initials = team.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><path d="M48 4 L88 18 L84 58 Q78 80 48 92 Q18 80 12 58 L8 18 Z" fill="hsl(${h},65%,45%)" stroke="#fff" stroke-width="4"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

export function vendorSvg(vendor: string, variant: 'WHITE' | 'COLOR'): string {
  const fill = variant === 'WHITE' ? '#ffffff' : `hsl(${hue(`vendor:${vendor}`)},70%,45%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="44" fill="none" stroke="${fill}" stroke-width="6"/><text x="48" y="58" text-anchor="middle" font-family="sans-serif" font-size="${vendor.length > 3 ? 20 : 28}" font-weight="bold" fill="${fill}">${escapeXml(vendor)}</text></svg>`;
}

export function lotteryIconSvg(code: string): string {
  const h = hue(`lottery:${code}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="hsl(${h},70%,50%)"/><circle cx="48" cy="48" r="30" fill="#fff"/><text x="48" y="56" text-anchor="middle" font-family="sans-serif" font-size="${code.length > 3 ? 16 : 24}" font-weight="bold" fill="hsl(${h},70%,30%)">${escapeXml(code)}</text></svg>`;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const GAME_ICON_SIZE = 128;
const GRADIENT_STEPS = 64;
const gameIconCache = new Map<string, Buffer>();

/**
 * A game's tile image as a PNG (what vendors' CDNs serve): a diagonal two-hue gradient with rounded
 * corners and a light disc, seeded by vendor and name. Raster, so the browser decodes it off the
 * main thread (an SVG with text is laid out and painted on it, which a 600-game list felt).
 */
export function gameIconPng(name: string, vendor: string): Buffer {
  const key = `${vendor}:${name}`;
  const cached = gameIconCache.get(key);
  if (cached) return cached;
  const h = hue(key);
  const size = GAME_ICON_SIZE;
  const from = hslToRgb(h, 0.7, 0.55);
  const to = hslToRgb((h + 60) % 360, 0.7, 0.35);
  const light = from.map((c) => Math.round(c + (255 - c) * 0.55)) as [number, number, number];
  const palette: PaletteEntry[] = [{ rgb: [0, 0, 0], alpha: 0 }, { rgb: light, alpha: 255 }];
  for (let i = 0; i < GRADIENT_STEPS; i += 1) {
    const t = i / (GRADIENT_STEPS - 1);
    palette.push({ rgb: [0, 1, 2].map((c) => Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t)) as [number, number, number], alpha: 255 });
  }
  const pixels = new Uint8Array(size * size);
  const radius = 16;
  const cx = size / 2;
  const cy = size * 0.45;
  const disc = size * 0.24;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
      if (dx * dx + dy * dy > radius * radius) continue; // transparent corner
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= disc * disc;
      pixels[y * size + x] = inDisc ? 1 : 2 + Math.min(GRADIENT_STEPS - 1, Math.floor(((x + y) / (2 * size)) * GRADIENT_STEPS));
    }
  }
  const png = encodeIndexedPng(size, size, palette, pixels);
  gameIconCache.set(key, png);
  return png;
}
