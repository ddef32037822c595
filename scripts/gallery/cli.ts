// npm run gallery [-- --merchant <code>]... [--out dir] [--concurrency n] [--no-build | --rebuild]
//   [--dist dir] [--merchants-dir dir] [--quiet]
// Every merchant's key screens in every language it offers, at a phone viewport, into
// dist/gallery/<code>/*.png with contact sheets (dist/gallery/index.html). See docs/gallery.md.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CONCURRENCY, runGallery, summarize } from './index';

export interface GalleryCliValues {
  merchant?: string[];
  out?: string;
  dist?: string;
  'merchants-dir'?: string;
  concurrency?: string;
  'no-build'?: boolean;
  rebuild?: boolean;
  quiet?: boolean;
}

export const GALLERY_CLI_OPTIONS = {
  merchant: { type: 'string', multiple: true, short: 'm' },
  out: { type: 'string' },
  dist: { type: 'string' },
  'merchants-dir': { type: 'string' },
  concurrency: { type: 'string' },
  'no-build': { type: 'boolean', default: false },
  rebuild: { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
} as const;

/** Runs the gallery with command-line values (also `npm run build -- --gallery`); returns the exit code. */
export async function galleryFromCli(values: GalleryCliValues): Promise<number> {
  const concurrency = values.concurrency === undefined ? DEFAULT_CONCURRENCY : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    console.error(`--concurrency must be a whole number from 1, not "${values.concurrency ?? ''}"`);
    return 2;
  }
  if (values['no-build'] && values.rebuild) {
    console.error('--no-build and --rebuild contradict each other');
    return 2;
  }
  try {
    const result = await runGallery({
      merchants: values.merchant,
      // Paths given on the command line are relative to where it runs; defaults to the project's.
      outDir: values.out && resolve(values.out),
      distDir: values.dist && resolve(values.dist),
      merchantsDir: values['merchants-dir'] && resolve(values['merchants-dir']),
      build: values['no-build'] ? 'never' : values.rebuild ? 'always' : 'auto',
      concurrency,
      log: values.quiet ? undefined : (line) => console.log(line),
    });
    for (const line of summarize(result)) console.log(line);
    return result.results.some((r) => !r.ok) ? 1 : 0;
  } catch (error) {
    console.error(`gallery failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values } = parseArgs({ options: GALLERY_CLI_OPTIONS, allowPositionals: false });
  process.exitCode = await galleryFromCli(values);
}
