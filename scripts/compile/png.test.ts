import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderIconPng } from './png';

/** Decodes our own indexed PNG back to RGBA pixels (enough of PNG to check what we wrote). */
function decode(png: Buffer): { width: number; height: number; rgba: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  const chunks: Record<string, Buffer> = {};
  while (offset < png.length) {
    const len = png.readUInt32BE(offset);
    chunks[png.subarray(offset + 4, offset + 8).toString('ascii')] = png.subarray(offset + 8, offset + 8 + len);
    offset += 12 + len;
  }
  const ihdr = chunks.IHDR!;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect(ihdr[9]).toBe(3);
  const rows = inflateSync(chunks.IDAT!);
  const plte = chunks.PLTE!;
  const trns = chunks.tRNS!;
  return {
    width,
    height,
    rgba: (x, y) => {
      const index = rows[y * (width + 1) + 1 + x]!;
      return [plte[index * 3]!, plte[index * 3 + 1]!, plte[index * 3 + 2]!, trns[index]!];
    },
  };
}

describe('brand icons', () => {
  const colors = { background: '#0b6b4f', ring: '#f5c542', centre: '#ffffff' };

  it('draws the brand colour, the ring, the centre and rounded corners', () => {
    const icon = decode(renderIconPng(192, colors, false));
    expect([icon.width, icon.height]).toEqual([192, 192]);
    expect(icon.rgba(96, 96)).toEqual([255, 255, 255, 255]);
    expect(icon.rgba(96, 96 - Math.round(192 * 0.5 * 0.9) + 2)).toEqual([0xf5, 0xc5, 0x42, 255]);
    expect(icon.rgba(96, 8)).toEqual([0x0b, 0x6b, 0x4f, 255]);
    expect(icon.rgba(0, 0)[3]).toBe(0);
  });

  it('a maskable icon fills the square and keeps the mark in the safe zone', () => {
    const icon = decode(renderIconPng(512, colors, true));
    expect(icon.rgba(0, 0)).toEqual([0x0b, 0x6b, 0x4f, 255]);
    const safeRadius = 512 * 0.4;
    for (let y = 0; y < 256 - safeRadius; y += 7) expect(icon.rgba(256, y)).toEqual([0x0b, 0x6b, 0x4f, 255]);
  });
});
