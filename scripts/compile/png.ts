// The brand's app icons as PNGs, so no image tool or network is needed. Icons have four colours,
// so they are written as indexed-colour PNGs by the shared writer (platform/png.ts, node:zlib only,
// which the reference platform uses for its generated images too).
import { encodeIndexedPng, type PaletteEntry } from '../../platform/png';
import { parseHexColor } from './theme';

export interface IconColors {
  readonly background: string;
  readonly ring: string;
  readonly centre: string;
}

const TRANSPARENT = 0;
const BACKGROUND = 1;
const RING = 2;
const CENTRE = 3;

/**
 * The brand mark as a raster icon: a ring and a disc on the brand colour. `maskable` keeps the
 * mark inside the 80% safe zone and fills the whole square, as launchers crop it.
 * Drawn as horizontal spans of palette indices per row.
 */
export function renderIconPng(size: number, colors: IconColors, maskable: boolean): Buffer {
  const palette: PaletteEntry[] = [
    { rgb: [0, 0, 0], alpha: 0 },
    { rgb: parseHexColor(colors.background), alpha: 255 },
    { rgb: parseHexColor(colors.ring), alpha: 255 },
    { rgb: parseHexColor(colors.centre), alpha: 255 },
  ];
  const px = new Uint8Array(size * size).fill(BACKGROUND);
  const c = (size - 1) / 2;
  const outer = size * (maskable ? 0.4 : 0.5) * 0.9;
  const inner = outer * 0.78;
  const dot = outer * 0.5;
  const span = (y: number, radius: number, value: number) => {
    const dy = y - c;
    if (Math.abs(dy) > radius) return;
    const half = Math.sqrt(radius * radius - dy * dy);
    const from = Math.max(0, Math.ceil(c - half));
    const to = Math.min(size - 1, Math.floor(c + half));
    if (to >= from) px.fill(value, y * size + from, y * size + to + 1);
  };
  for (let y = 0; y < size; y++) {
    span(y, outer, RING);
    span(y, inner, BACKGROUND);
    span(y, dot, CENTRE);
  }
  if (!maskable) {
    // Rounded corners: clear what lies outside each corner's quarter circle.
    const corner = size * 0.18;
    for (let y = 0; y < corner; y++) {
      const dy = corner - y - 0.5;
      const cut = Math.max(0, Math.floor(corner - Math.sqrt(Math.max(0, corner * corner - dy * dy))));
      for (const row of [y, size - 1 - y]) {
        px.fill(TRANSPARENT, row * size, row * size + cut);
        px.fill(TRANSPARENT, row * size + size - cut, row * size + size);
      }
    }
  }
  return encodeIndexedPng(size, size, palette, px);
}
