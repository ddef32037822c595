import { describe, expect, it } from 'vitest';
import { REMARK_MAX, UPLOAD_IMAGE_MAX_BYTES } from '../../config/constants';
import { admitImages, isAllowedImage, remarkLength, remarkTooLong } from './application-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('admitImages', () => {
  it('takes up to 3 png/jpg images of at most 5 MB', () => {
    const picked = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.png', 'image/png', UPLOAD_IMAGE_MAX_BYTES)];
    expect(admitImages(0, picked)).toEqual({ accepted: picked, refusals: [] });
  });

  it('refuses a 4th image, naming the limit, and keeps the ones that fit', () => {
    const { accepted, refusals } = admitImages(2, [file('c.png', 'image/png'), file('d.png', 'image/png')]);
    expect(accepted.map((f) => f.name)).toEqual(['c.png']);
    expect(refusals).toEqual([{ kind: 'count', name: 'd.png', max: 3 }]);
  });

  it('refuses an image over 5 MB (one byte is enough) and a gif, whatever room is left', () => {
    const { accepted, refusals } = admitImages(0, [file('big.jpg', 'image/jpeg', UPLOAD_IMAGE_MAX_BYTES + 1), file('anim.gif', 'image/gif'), file('ok.png', 'image/png')]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(refusals).toEqual([
      { kind: 'size', name: 'big.jpg', maxMb: 5 },
      { kind: 'type', name: 'anim.gif' },
    ]);
  });

  it('judges by the declared type, or by the extension when none is declared', () => {
    expect(isAllowedImage(file('photo.JPEG', ''))).toBe(true);
    expect(isAllowedImage(file('photo.webp', ''))).toBe(false);
    expect(isAllowedImage(file('photo.png', 'image/webp'))).toBe(false);
    expect(isAllowedImage(file('scan.pdf', 'application/pdf'))).toBe(false);
  });
});

describe('remark bound', () => {
  it('allows 140 characters and refuses 141', () => {
    expect(remarkTooLong('x'.repeat(REMARK_MAX))).toBe(false);
    expect(remarkTooLong('x'.repeat(REMARK_MAX + 1))).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(remarkLength('😀ư')).toBe(2);
    expect(remarkTooLong('😀'.repeat(REMARK_MAX))).toBe(false);
  });
});
