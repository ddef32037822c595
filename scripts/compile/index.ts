// The merchant config compiler: validate every merchants/*.json, build the application once,
// then emit dist/<code>/ + dist/<code>.tar.gz per valid merchant and dist/merchants.json.
// It builds into a temporary folder and swaps it in, so no half-written dist/ is ever left.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { link, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMerchantArchive, createSharedPart, type SharedArchivePart } from './archive';
import { isCompressible, precompressFile, withPrecompressed } from './compress';
import { headerFiles } from './security-headers';
import { formatDiagnostic, type Diagnostic } from './diagnostics';
import { renderMerchantFiles } from './merchant-files';
import { brandPrecacheEntries, bundleServiceWorkers, isKillSwitch, renderOfflineFiles, renderServiceWorker, SERVICE_WORKER_FILE, sharedPrecacheEntries, UPSTREAM_SERVICE_WORKER_FILE, type PrecacheEntry, type ServiceWorkerBundles } from './pwa';
import { earlyScripts, entryStylesheets, inlineStrings, preloadModules, readViteManifest, type ViteManifest } from './preload';
import { validateMerchants, type ValidMerchant } from './validate';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Merchants emitted concurrently (libuv's pool has 4 threads by default). */
const EMIT_CONCURRENCY = 4;

export interface CompileOptions {
  readonly root?: string;
  readonly merchantsDir?: string;
  readonly themesDir?: string;
  readonly outDir?: string;
  /** Only these merchant codes are emitted (all are still validated for cross-merchant checks). */
  readonly only?: readonly string[];
  readonly keepGoing?: boolean;
  /** Validate only, emit nothing. */
  readonly checkOnly?: boolean;
  /** Use an already built application folder instead of running Vite (tests, benchmarks of emit alone). */
  readonly appDir?: string;
  readonly log?: (line: string) => void;
}

export interface ArtifactEntry {
  readonly code: string;
  readonly name: string;
  readonly domains: readonly string[];
  readonly artifact: string;
  readonly size: number;
  readonly sha256: string;
}

export interface CompileResult {
  readonly ok: boolean;
  readonly diagnostics: Diagnostic[];
  readonly emitted: ArtifactEntry[];
  readonly timings: { validateMs: number; appBuildMs: number; emitMs: number };
}

export async function buildApplication(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/**
 * The application's files every merchant shares, sorted: all but the index.html template and
 * Vite's build manifest (.vite/), which only the compiler reads.
 */
function listAppFiles(appDir: string): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(appDir, join(e.parentPath, e.name)))
    .filter((rel) => rel !== 'index.html' && !rel.startsWith('.vite'))
    .sort();
}

/**
 * The shared files plus their .br/.gz siblings, gathered in one folder (hard links to the build,
 * compressed files written once): the source every merchant's artifact links to and the archive's
 * shared part is tarred from. Compressing here, once, keeps the per-merchant cost flat.
 */
async function stageSharedFiles(appDir: string, files: string[], staging: string): Promise<string[]> {
  shareAppFiles(appDir, files, staging);
  const compressed = await Promise.all(
    files.filter(isCompressible).map(async (rel) => {
      const { br, gz } = await precompressFile(readFileSync(join(staging, rel)));
      writeFileSync(join(staging, `${rel}.br`), br);
      writeFileSync(join(staging, `${rel}.gz`), gz);
      return [`${rel}.br`, `${rel}.gz`];
    }),
  );
  return [...files, ...compressed.flat()].sort();
}

/** Creates every parent folder of these files once. */
function makeParents(target: string, files: Iterable<string>): void {
  const made = new Set<string>();
  for (const rel of files) {
    const parent = dirname(join(target, rel));
    if (made.has(parent)) continue;
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
}

/**
 * Per merchant: hard links to the shared files, and its own files. Creating a file costs about
 * fifty times a hard link here, and with the .br/.gz siblings a merchant has twice as many own
 * files, so an own file whose bytes another merchant already wrote (icons, the stylesheet and their
 * siblings are the same for every merchant of a theme) is linked to that one instead of written again.
 */
async function writeArtifact(app: SharedApp, own: ReadonlyMap<string, string | Buffer>, target: string): Promise<void> {
  makeParents(target, [...app.files, ...own.keys()]);
  await Promise.all([
    ...app.files.map((rel) => link(join(app.dir, rel), join(target, rel)).catch(() => writeFile(join(target, rel), readFileSync(join(app.dir, rel))))),
    ...[...own].map(async ([rel, body]) => {
      const key = createHash('sha1').update(body).digest('hex');
      const first = app.ownFilesByContent.get(key);
      if (first) {
        await link(await first, join(target, rel)).catch(() => writeFile(join(target, rel), body));
        return;
      }
      const written = writeFile(join(target, rel), body).then(() => join(target, rel));
      app.ownFilesByContent.set(key, written);
      await written;
    }),
  ]);
}

/** Hard-link the shared hashed assets (same bytes for every merchant); copy if linking is not possible. */
function shareAppFiles(appDir: string, files: string[], target: string): void {
  const made = new Set<string>();
  for (const rel of files) {
    const parent = dirname(join(target, rel));
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    try {
      linkSync(join(appDir, rel), join(target, rel));
    } catch {
      cpSync(join(appDir, rel), join(target, rel));
    }
  }
}

interface SharedApp {
  readonly dir: string;
  readonly files: string[];
  readonly template: string;
  readonly archivePart: SharedArchivePart;
  /** Vite's build manifest, when the build wrote one (a stand-in build in tests may not). */
  readonly manifest: ViteManifest | undefined;
  /** The entry's stylesheets (path → CSS), folded into each brand's stylesheet. */
  readonly appStylesheets: ReadonlyMap<string, string>;
  /** The strings' version (assets/locales/<version>/), when the build emitted them. */
  readonly localesVersion: string | undefined;
  /** sha1 of a merchant's own file → where it was first written (the others link to it). */
  readonly ownFilesByContent: Map<string, Promise<string>>;
  /** The service workers' code (scripts/compile/pwa.ts), bundled once per build. */
  readonly serviceWorkers: ServiceWorkerBundles;
  /** Precache entries of the shared files, computed once per build. */
  readonly precache: readonly PrecacheEntry[];
  /** src/i18n/locales: the offline page's strings. */
  readonly localesDir: string;
}

async function emitMerchant(merchant: ValidMerchant, app: SharedApp, outDir: string): Promise<ArtifactEntry> {
  const { config, theme } = merchant;
  const dir = join(outDir, config.code);
  const modulePreloads = app.manifest ? preloadModules(app.manifest) : [];
  const strings = app.localesVersion ? inlineStrings(app.localesVersion, config.defaultLanguage, (path) => readFileSync(join(app.dir, path), 'utf8')) : {};
  const files = renderMerchantFiles(app.template, config, theme, { modulePreloads, inlineStrings: strings, earlyScripts: app.manifest ? earlyScripts(app.manifest) : [], appStylesheets: app.appStylesheets }).files;
  // The PWA: the offline page, then the worker, whose precache manifest revisions every other file.
  for (const [path, body] of renderOfflineFiles(config, theme, app.localesDir)) files.set(path, body);
  const precache = isKillSwitch(config) ? null : brandPrecacheEntries(app.precache, app.files, app.localesVersion, config.defaultLanguage, files);
  files.set(SERVICE_WORKER_FILE, renderServiceWorker(app.serviceWorkers, precache));
  files.set(UPSTREAM_SERVICE_WORKER_FILE, app.serviceWorkers.retireUpstream);
  // The brand's security headers for other servers (_headers, nginx.conf, Caddyfile): what npm start
  // sends. Not in the precache: they are server configuration, never served to browsers.
  for (const [path, body] of headerFiles(config.liveStreamUrl)) files.set(path, body);
  const own = withPrecompressed(files, { effort: 'fast' });
  const archive = `${config.code}.tar.gz`;
  const bytes = createMerchantArchive(app.archivePart, own);
  await Promise.all([writeArtifact(app, own, dir), mkdir(outDir, { recursive: true }).then(() => writeFile(join(outDir, archive), bytes))]);
  return {
    code: config.code,
    name: config.name,
    domains: config.domains,
    artifact: archive,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

function writeIndex(outDir: string, entries: ArtifactEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.code.localeCompare(b.code));
  writeFileSync(join(outDir, 'merchants.json'), JSON.stringify({ merchants: sorted }, null, 2) + '\n');
}

function readIndex(outDir: string): ArtifactEntry[] {
  try {
    return (JSON.parse(readFileSync(join(outDir, 'merchants.json'), 'utf8')) as { merchants: ArtifactEntry[] }).merchants;
  } catch {
    return [];
  }
}

export async function compile(opts: CompileOptions = {}): Promise<CompileResult> {
  const root = resolve(opts.root ?? PROJECT_ROOT);
  const log = opts.log ?? (() => {});
  const outDir = resolve(root, opts.outDir ?? 'dist');
  const t0 = performance.now();
  const validation = validateMerchants({
    merchantsDir: resolve(root, opts.merchantsDir ?? 'merchants'),
    themesDir: resolve(root, opts.themesDir ?? 'themes'),
    schemaFile: join(root, 'schemas/merchant.schema.json'),
    localesDir: join(root, 'src/i18n/locales'),
    cwd: process.cwd(),
  });
  const only = opts.only && opts.only.length > 0 ? new Set(opts.only) : undefined;
  const known = new Set(validation.merchants.map((m) => m.config.code));
  const diagnostics = validation.diagnostics.filter((d) => !only || [...only].some((code) => d.file.endsWith(`${code}.json`)));
  for (const code of only ?? []) {
    const exists = existsSync(resolve(root, opts.merchantsDir ?? 'merchants', `${code}.json`));
    if (!exists) diagnostics.push({ file: `${opts.merchantsDir ?? 'merchants'}/${code}.json`, line: 1, column: 1, pointer: '', message: `no such merchant "${code}"`, severity: 'error' });
  }
  const hasErrors = diagnostics.some((d) => d.severity === 'error');
  const selected = validation.merchants.filter((m) => !only || only.has(m.config.code));
  const validateMs = performance.now() - t0;
  const timings = { validateMs, appBuildMs: 0, emitMs: 0 };
  diagnostics.forEach((d) => log(formatDiagnostic(d)));
  if (opts.checkOnly || (hasErrors && !opts.keepGoing) || selected.length === 0) {
    return { ok: !hasErrors, diagnostics, emitted: [], timings };
  }
  void known;

  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = `${outDir}.tmp-${stamp}`;
  const old = `${outDir}.old-${stamp}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    let appDir = opts.appDir ? resolve(root, opts.appDir) : join(root, '.build/app');
    const tb = performance.now();
    if (!opts.appDir) {
      await buildApplication(root, appDir);
    } else if (!existsSync(join(appDir, 'index.html'))) {
      throw new Error(`no built application at ${appDir}`);
    }
    appDir = resolve(appDir);
    timings.appBuildMs = performance.now() - tb;
    const te = performance.now();
    const staging = join(tmp, '.shared');
    const files = await stageSharedFiles(appDir, listAppFiles(appDir), staging);
    const manifest = readViteManifest(appDir);
    const appStylesheets = new Map((manifest ? entryStylesheets(manifest) : []).map((path) => [path, readFileSync(join(appDir, path), 'utf8')]));
    const localesVersion = files.map((file) => /^assets\/locales\/([^/]+)\//.exec(file)?.[1]).find((v) => v !== undefined);
    const [archivePart, serviceWorkers, precache] = await Promise.all([createSharedPart(staging, files), bundleServiceWorkers(root), sharedPrecacheEntries(staging)]);
    const app: SharedApp = {
      dir: staging,
      files,
      template: readFileSync(join(appDir, 'index.html'), 'utf8'),
      archivePart,
      manifest,
      appStylesheets,
      localesVersion,
      ownFilesByContent: new Map(),
      serviceWorkers,
      precache,
      localesDir: join(root, 'src/i18n/locales'),
    };
    // A few merchants in flight at once: rendering is quick, their file-system calls overlap.
    const emitted: ArtifactEntry[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < selected.length) {
        const index = next++;
        const merchant = selected[index];
        if (merchant) emitted[index] = await emitMerchant(merchant, app, tmp);
      }
    };
    await Promise.all(Array.from({ length: Math.min(EMIT_CONCURRENCY, selected.length) }, worker));
    for (const merchant of selected) log(`built ${merchant.config.code} → ${join(opts.outDir ?? 'dist', merchant.config.code)}/`);
    timings.emitMs = performance.now() - te;
    // The artifacts hold their own hard links; the staging folder must not ship in dist/.
    rmSync(staging, { recursive: true, force: true });

    if (only && existsSync(outDir)) {
      // Partial build: swap each merchant in on its own, keep the others.
      const entries = new Map(readIndex(outDir).map((e) => [e.code, e]));
      for (const entry of emitted) {
        const live = join(outDir, entry.code);
        if (existsSync(live)) renameSync(live, join(tmp, `${entry.code}.previous`));
        renameSync(join(tmp, entry.code), live);
        renameSync(join(tmp, entry.artifact), join(outDir, entry.artifact));
        entries.set(entry.code, entry);
      }
      writeIndex(tmp, [...entries.values()]);
      renameSync(join(tmp, 'merchants.json'), join(outDir, 'merchants.json'));
      rmSync(tmp, { recursive: true, force: true });
    } else {
      writeIndex(tmp, emitted);
      if (existsSync(outDir)) renameSync(outDir, old);
      renameSync(tmp, outDir);
      rmSync(old, { recursive: true, force: true });
    }
    return { ok: !hasErrors, diagnostics, emitted, timings };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(outDir) && existsSync(old)) renameSync(old, outDir);
    throw error;
  }
}

export function artifactSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
