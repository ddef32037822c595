// The captcha's reply (GET /wps/captcha): upstream answers the image's bare base64, a PNG, and its
// clients add `data:image/png;base64,` themselves; older platforms of ours answered a whole data URL
// (an SVG). Either becomes a data URL the login screen's <img> shows (the CSP allows img-src data:).
// Bare base64 is labelled by its magic bytes (PNG, JPEG, GIF, WebP, SVG; PNG when unknown). Line
// breaks and URL-safe letters are tolerated; a non-string, an empty value or one that is not base64
// is refused.
import { ReplyShapeError } from './read';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+$/;

/** The base64 text without whitespace, URL-safe letters made standard and its padding restored. */
function base64(text: string, path: string): string {
  const compact = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const bare = compact.replace(/={1,2}$/, '');
  if (bare === '' || !BASE64.test(bare) || bare.length % 4 === 1) throw new ReplyShapeError(path, 'an image in base64');
  return bare + '='.repeat((4 - (bare.length % 4)) % 4);
}

/** The first bytes of base64 text (whole groups of four characters only). */
function head(payload: string, chars: number): string {
  return atob(payload.slice(0, Math.min(chars, payload.length - (payload.length % 4))));
}

/** The image's media type by its first bytes; PNG (upstream's format) when none matches. */
function imageType(payload: string): string {
  const bytes = head(payload, 16);
  if (bytes.startsWith('\x89PNG')) return 'image/png';
  if (bytes.startsWith('\xff\xd8\xff')) return 'image/jpeg';
  if (bytes.startsWith('GIF8')) return 'image/gif';
  if (bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP') return 'image/webp';
  const text = head(payload, 128).replace(/^\uFEFF|^\xef\xbb\xbf/, '').trimStart();
  if (/^<(svg|\?xml|!DOCTYPE svg)/i.test(text)) return 'image/svg+xml';
  return 'image/png';
}

export default function readCaptcha(value: unknown): string {
  if (typeof value !== 'string') throw new ReplyShapeError('value', 'a string');
  const text = value.trim();
  const prefix = DATA_URL.exec(text)?.[0];
  if (prefix) return `${prefix}${base64(text.slice(prefix.length), 'value')}`;
  const payload = base64(text, 'value');
  return `data:${imageType(payload)};base64,${payload}`;
}
