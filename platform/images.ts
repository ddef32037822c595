// Generated images (captcha, game tiles, banners, team badges, vendor icons): no files, no network.
import { randomBytes, randomInt } from 'node:crypto';
import { encodeIndexedPng, type PaletteEntry } from './png';
import { prng } from './db/seed-catalogue';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function hue(seed: string): number {
  return Math.floor(prng(seed)() * 360);
}

// The captcha's digits: a 5×7 bitmap font, drawn scaled, sheared, rotated and waved per image.
const CAPTCHA_FONT: Readonly<Record<string, readonly string[]>> = {
  '0': ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '#.#..', '..#..', '..#..', '..#..', '#####'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};
const GLYPH_W = 5;
const GLYPH_H = 7;
/** 120×45: the login screen shows it at 96×36, the same proportions. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 45;

/** A uniform random number in [min, max) (crypto-strength, like the answer itself). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function greyish(lightness: number): [number, number, number] {
  const tint = randomInt(-6, 7);
  return [lightness + tint, lightness, lightness - tint].map((c) => Math.max(0, Math.min(255, Math.round(c)))) as [number, number, number];
}

/** A glyph's strokes: segments (column, row to column, row) joining its dots to their neighbours. */
function glyphStrokes(glyph: readonly string[]): Array<readonly [number, number, number, number]> {
  const on = (c: number, r: number) => glyph[r]?.[c] === '#';
  const out: Array<readonly [number, number, number, number]> = [];
  for (let r = 0; r < GLYPH_H; r += 1) {
    for (let c = 0; c < GLYPH_W; c += 1) {
      if (!on(c, r)) continue;
      let joined = false;
      const join = (c1: number, r1: number) => {
        out.push([c, r, c1, r1]);
        joined = true;
      };
      if (on(c + 1, r)) join(c + 1, r);
      if (on(c, r + 1)) join(c, r + 1);
      // Diagonals only where no square corner already joins the two dots.
      if (on(c + 1, r + 1) && !on(c + 1, r) && !on(c, r + 1)) join(c + 1, r + 1);
      if (on(c - 1, r + 1) && !on(c - 1, r) && !on(c, r + 1)) join(c - 1, r + 1);
      const joinedAbove = on(c - 1, r) || on(c, r - 1) || (on(c - 1, r - 1) && !on(c - 1, r) && !on(c, r - 1)) || (on(c + 1, r - 1) && !on(c + 1, r) && !on(c, r - 1));
      if (!joined && !joinedAbove) out.push([c, r, c, r]);
    }
  }
  return out;
}

/** The squared distance from a point to a segment. */
function distance2ToSegment(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const vx = x1 - x0;
  const vy = y1 - y0;
  const length2 = vx * vx + vy * vy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * vx + (py - y0) * vy) / length2));
  const ex = px - x0 - t * vx;
  const ey = py - y0 - t * vy;
  return ex * ex + ey * ey;
}

/**
 * A captcha image as a PNG (what upstream's `GET /wps/captcha` sends, base64 without a prefix):
 * the answer's digits from a bitmap font, each scaled, sheared, rotated and offset at random, the
 * whole row waved, on a speckled grey-white ground crossed by lines and dots. About 1.5 KB.
 */
export function captchaPng(answer: string): Buffer {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  // Palette: 0-2 ground, 3-6 ink (one per digit), 7-9 lines, 10-11 dots.
  const ground = randomInt(226, 242);
  const palette: PaletteEntry[] = [greyish(ground), greyish(ground + 10), greyish(ground - 14)].map((rgb) => ({ rgb, alpha: 255 }));
  for (let i = 0; i < 4; i += 1) palette.push({ rgb: hslToRgb(randomInt(0, 360), between(0.45, 0.75), between(0.18, 0.32)), alpha: 255 });
  for (let i = 0; i < 3; i += 1) palette.push({ rgb: hslToRgb(randomInt(0, 360), between(0.3, 0.6), between(0.35, 0.55)), alpha: 255 });
  for (let i = 0; i < 2; i += 1) palette.push({ rgb: hslToRgb(randomInt(0, 360), between(0.2, 0.5), between(0.3, 0.6)), alpha: 255 });

  const pixels = new Uint8Array(width * height);
  const speckle = prng(randomBytes(8).toString('hex'));
  for (let i = 0; i < pixels.length; i += 1) {
    const roll = Math.floor(speckle() * 100);
    pixels[i] = roll < 12 ? 1 : roll < 20 ? 2 : 0;
  }
  const plot = (x: number, y: number, index: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * width + px] = index;
  };

  // The digits: every pixel near a digit is mapped back into the glyph's frame (undo the wave, the
  // rotation and the shear) and takes the ink when it lies within the stroke's half width of the
  // glyph's strokes (the segments joining neighbouring dots, scaled), so strokes stay whole.
  const amplitude = between(1.2, 2.8);
  const period = between(45, 90);
  const phase = between(0, Math.PI * 2);
  const wave = (x: number) => amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
  const cell = (width - 12) / answer.length;
  [...answer].forEach((digit, i) => {
    const glyph = CAPTCHA_FONT[digit];
    if (!glyph) throw new Error(`no glyph for ${JSON.stringify(digit)}`);
    const cx = 6 + cell * (i + 0.5) + between(-3, 3);
    const cy = height / 2 + between(-3.5, 3.5);
    const sx = between(2.9, 3.6);
    const sy = between(3.6, 4.3);
    const half = between(1.3, 1.9);
    const half2 = half * half;
    const edgeX = (GLYPH_W * sx) / 2 + half;
    const edgeY = (GLYPH_H * sy) / 2 + half;
    const shear = between(-0.25, 0.25);
    const angle = between(-0.35, 0.35);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const strokes = glyphStrokes(glyph).map(([c0, r0, c1, r1]) => [(c0 + 0.5 - GLYPH_W / 2) * sx, (r0 + 0.5 - GLYPH_H / 2) * sy, (c1 + 0.5 - GLYPH_W / 2) * sx, (r1 + 0.5 - GLYPH_H / 2) * sy] as const);
    const reach = Math.ceil(Math.hypot(GLYPH_W * sx, GLYPH_H * sy) / 2 + 4);
    for (let y = Math.floor(cy - reach); y <= cy + reach; y += 1) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x += 1) {
        if (x < 0 || x >= width || y < 0 || y >= height) continue;
        const dx = x - cx;
        const dy = y - cy - wave(x);
        const ry = -sin * dx + cos * dy;
        const rx = cos * dx + sin * dy - shear * ry;
        if (Math.abs(rx) > edgeX || Math.abs(ry) > edgeY) continue;
        for (const [x0, y0, x1, y1] of strokes) {
          if (distance2ToSegment(rx, ry, x0, y0, x1, y1) <= half2) {
            pixels[y * width + x] = 3 + i;
            break;
          }
        }
      }
    }
  });

  // Noise: two or three straight lines, one wavy line in an ink colour, and dots.
  const line = (x0: number, y0: number, x1: number, y1: number, index: number, thick: boolean) => {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
    for (let s = 0; s <= steps; s += 1) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      plot(x, y, index);
      if (thick) plot(x, y + 1, index);
    }
  };
  const lines = randomInt(2, 4);
  for (let i = 0; i < lines; i += 1) line(between(0, 20), between(0, height), between(width - 20, width), between(0, height), 7 + (i % 3), randomInt(0, 3) === 0);
  const curveY = between(height * 0.3, height * 0.7);
  const curveA = between(3, 7);
  const curveP = between(30, 70);
  const curveIndex = 3 + randomInt(0, answer.length);
  for (let x = 0; x < width; x += 0.5) plot(x, curveY + curveA * Math.sin(x / curveP * Math.PI * 2 + phase), curveIndex);
  const dots = randomInt(60, 100);
  for (let i = 0; i < dots; i += 1) {
    const x = randomInt(0, width);
    const y = randomInt(0, height);
    const index = 10 + randomInt(0, 2);
    plot(x, y, index);
    if (randomInt(0, 3) === 0) plot(x + 1, y, index);
  }
  return encodeIndexedPng(width, height, palette, pixels);
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
