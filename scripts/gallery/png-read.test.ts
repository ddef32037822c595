import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng, pngChunk as chunk } from '../../platform/png';
import { decodePng, differingShare, isPng, pixelStats, pngSize } from './png-read';


/** An RGB(A) PNG whose rows use the given filters in turn (what encoders such as Chromium's pick per row). */
function encodeFiltered(width: number, height: number, channels: 3 | 4, pixel: (x: number, y: number) => number[], filters: readonly number[]): Buffer {
  const stride = width * channels;
  const plain = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) plain.set(pixel(x, y).slice(0, channels), y * stride + x * channels);
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const filter = filters[y % filters.length] ?? 0;
    rows[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i += 1) {
      const v = plain[y * stride + i] ?? 0;
      const a = i >= channels ? (plain[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (plain[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= channels ? (plain[(y - 1) * stride + i - channels] ?? 0) : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      rows[y * (stride + 1) + 1 + i] = (v - predicted) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const gradient = (x: number, y: number): number[] => [(x * 37) & 0xff, (y * 53) & 0xff, (x * y) & 0xff, 200 + (x % 50)];

describe('PNG reading', () => {
  it('undoes all five row filters, RGB and RGBA', () => {
    for (const channels of [3, 4] as const) {
      const png = decodePng(encodeFiltered(13, 10, channels, gradient, [0, 1, 2, 3, 4]));
      expect([png.width, png.height]).toEqual([13, 10]);
      for (const [x, y] of [[0, 0], [12, 0], [5, 3], [12, 9], [7, 8]] as const) {
        const at = (y * 13 + x) * 4;
        const want = gradient(x, y);
        expect([...png.rgba.subarray(at, at + 4)]).toEqual([want[0], want[1], want[2], channels === 4 ? want[3] : 255]);
      }
    }
  });

  it('reads indexed PNGs (the compiler icons) through their palette', () => {
    const bytes = encodeIndexedPng(2, 1, [{ rgb: [255, 0, 0], alpha: 255 }, { rgb: [0, 0, 255], alpha: 0 }], Uint8Array.from([0, 1]));
    expect([...decodePng(bytes).rgba]).toEqual([255, 0, 0, 255, 0, 0, 255, 0]);
    expect(pngSize(bytes)).toEqual({ width: 2, height: 1 });
  });

  it('refuses what is not a PNG', () => {
    expect(isPng(Buffer.from('GIF89a..........'))).toBe(false);
    expect(() => decodePng(Buffer.from('not a png at all'))).toThrow(/not a PNG/);
  });

  it('tells a flat image from a drawn one, and measures how much two images differ', () => {
    const flat = decodePng(encodeFiltered(20, 20, 3, () => [255, 255, 255], [0]));
    const drawn = decodePng(encodeFiltered(20, 20, 3, gradient, [1, 4]));
    expect(pixelStats(flat)).toEqual({ colours: 1, lumaDeviation: 0 });
    expect(pixelStats(drawn).colours).toBeGreaterThan(100);
    expect(pixelStats(drawn).lumaDeviation).toBeGreaterThan(20);
    expect(differingShare(flat, flat)).toBe(0);
    expect(differingShare(flat, drawn)).toBeGreaterThan(0.9);
    // A row more or less (scale-factor rounding): compared over the shared area.
    expect(differingShare(flat, decodePng(encodeFiltered(20, 19, 3, () => [255, 255, 255], [2])))).toBe(0);
  });
});
