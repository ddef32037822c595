import { describe, expect, it } from 'vitest';
import { replyCheck } from '../reply-check';
import readCaptcha from './captcha';

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 120, 0, 0, 0, 45]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);

describe('captcha reader', () => {
  it('labels upstream\'s bare PNG base64 as a PNG data URL', () => {
    expect(PNG.startsWith('iVBORw0KGgo')).toBe(true);
    expect(readCaptcha(PNG)).toBe(`data:image/png;base64,${PNG}`);
  });

  it('passes a value that already is an image data URL through', () => {
    expect(readCaptcha(`data:image/png;base64,${PNG}`)).toBe(`data:image/png;base64,${PNG}`);
    const svg = `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(readCaptcha(svg)).toBe(svg);
  });

  it('labels other images by their magic bytes', () => {
    expect(readCaptcha(JPEG)).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect(readCaptcha(b64('GIF89a\x01\x00\x01\x00'))).toMatch(/^data:image\/gif;base64,R0lGODlh/);
    expect(readCaptcha(b64('RIFF\x10\x00\x00\x00WEBPVP8 '))).toMatch(/^data:image\/webp;base64,/);
    expect(readCaptcha(b64('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"></svg>'))).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
    expect(readCaptcha(b64('\ufeff<?xml version="1.0"?><svg/>'))).toMatch(/^data:image\/svg\+xml;base64,/);
    // Unknown bytes: upstream's format.
    expect(readCaptcha(b64('not an image header'))).toMatch(/^data:image\/png;base64,/);
  });

  it('tolerates line breaks, URL-safe letters and missing padding', () => {
    expect(readCaptcha(`${PNG.slice(0, 16)}\r\n${PNG.slice(16)}\n`)).toBe(`data:image/png;base64,${PNG}`);
    const jpegUrlSafe = JPEG.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(readCaptcha(jpegUrlSafe)).toBe(`data:image/jpeg;base64,${JPEG}`);
  });

  it('refuses a non-string, an empty value and one that is not base64', () => {
    for (const bad of [undefined, null, 42, true, {}, [PNG], { image: PNG }]) expect(() => readCaptcha(bad), JSON.stringify(bad)).toThrow(/value is not a string/);
    for (const bad of ['', '   ', '====', 'iVBORw0KGgo...', 'data:image/png;base64,', 'data:image/png;base64,%%%', 'abcde', '<svg></svg>', 'https://cdn.example/captcha.png']) {
      expect(() => readCaptcha(bad), bad).toThrow(/value is not an image in base64/);
    }
  });

  it('is the captcha endpoint\'s reply check', async () => {
    const check = await replyCheck('captcha');
    expect(check?.(PNG)).toBe(`data:image/png;base64,${PNG}`);
    expect(() => check?.(12)).toThrow();
  });
});
