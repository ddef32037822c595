// Precompressed siblings (<file>.br, <file>.gz) for every text asset of an artifact, so a static
// server (nginx gzip_static/brotli_static, Caddy precompressed, a CDN, the reference platform)
// sends them as they are instead of compressing on every request or not at all.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images such as PNG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map', '.xml'];

/** Encodings in the order a server should prefer them, with the sibling's suffix. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

export function isCompressible(path: string): boolean {
  const lower = path.toLowerCase();
  return COMPRESSIBLE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export interface CompressOptions {
  /**
   * 'max' (brotli 11, gzip 9) for the shared application, compressed once per build whatever the
   * number of merchants; 'fast' (brotli 9 with a 64 KB window, gzip 9) for the few small files each
   * merchant renders: brotli 11 costs ~15x the time there for ~10% of a few hundred bytes, and it
   * would be paid once per merchant (npm run bench:compile keeps t(100)/t(1) <= 1.5).
   */
  readonly effort: 'max' | 'fast';
}

export interface Precompressed {
  readonly br: Buffer;
  readonly gz: Buffer;
}

export function precompress(body: string | Buffer, opts: CompressOptions): Precompressed {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: opts.effort === 'max' ? constants.BROTLI_MAX_QUALITY : 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      ...(opts.effort === 'fast' ? { [constants.BROTLI_PARAM_LGWIN]: 16 } : {}),
    },
  });
  return { br, gz: gzipSync(bytes, { level: 9 }) };
}

/**
 * Adds `<path>.br` and `<path>.gz` beside every compressible file of a map of artifact files
 * (relative path → contents); other files pass through. The result is a new map, sorted by path.
 */
export function withPrecompressed(files: ReadonlyMap<string, string | Buffer>, opts: CompressOptions): Map<string, string | Buffer> {
  const out = new Map<string, string | Buffer>();
  for (const path of [...files.keys()].sort()) {
    const body = files.get(path) ?? '';
    out.set(path, body);
    if (!isCompressible(path)) continue;
    const { br, gz } = precompress(body, opts);
    out.set(`${path}.br`, br);
    out.set(`${path}.gz`, gz);
  }
  return out;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** precompress at 'max' effort on libuv's thread pool, so the shared files compress in parallel. */
export async function precompressFile(bytes: Buffer): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}
