// Emission: nothing broken is ever emitted, no half-written dist/ is left, --keep-going emits the good.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, compile } from './index';
import { headerFiles, parseHeadersFile, securityHeadersFor } from './security-headers';

const work = mkdtempSync(join(tmpdir(), 'lobby-compile-'));
const appDir = join(work, 'app');
const good = readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8');
const broken = readFileSync(join(PROJECT_ROOT, 'merchants/mono.json'), 'utf8').replace('"minimumAge": 18', '"minimumAge": 16');

beforeAll(() => {
  // A stand-in for the Vite output: the emit step only needs the template and some hashed files.
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="vi"><head><!--lobby:head--><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div><!--lobby:config--></body></html>',
  );
  writeFileSync(join(appDir, 'assets/index-abc.js'), 'console.log("app")');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function fixture(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'merchants'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'merchants', file), text);
  return dir;
}

const run = (dir: string, extra: Partial<Parameters<typeof compile>[0]> = {}) =>
  compile({ root: PROJECT_ROOT, merchantsDir: join(dir, 'merchants'), outDir: join(dir, 'dist'), appDir, ...extra });

const leftovers = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('dist.'));

describe('compile', () => {
  it('a good merchant next to a broken one: nothing is emitted without --keep-going', async () => {
    const dir = fixture('no-keep-going', { 'demo.json': good, 'mono.json': broken });
    const result = await run(dir);
    expect(result.ok).toBe(false);
    expect(result.emitted).toEqual([]);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    expect(leftovers(dir)).toEqual([]);
  });

  it('with --keep-going only the good merchant is emitted, and the result still fails', async () => {
    const dir = fixture('keep-going', { 'demo.json': good, 'mono.json': broken });
    const result = await run(dir, { keepGoing: true });
    expect(result.ok).toBe(false);
    expect(readdirSync(join(dir, 'dist')).sort()).toEqual(['demo', 'demo.tar.gz', 'merchants.json']);
    const index = JSON.parse(readFileSync(join(dir, 'dist/merchants.json'), 'utf8')) as { merchants: Array<Record<string, unknown>> };
    expect(index.merchants.map((m) => m.code)).toEqual(['demo']);
  });

  it('emits a self-contained artifact, an archive whose size and sha256 are indexed', async () => {
    const dir = fixture('emit', { 'demo.json': good });
    const result = await run(dir);
    expect(result.ok).toBe(true);
    const out = join(dir, 'dist/demo');
    expect(readdirSync(out).sort()).toEqual([
      'Caddyfile', '_headers', 'assets', 'icons', 'index.html', 'index.html.br', 'index.html.gz', 'm', 'manifest.webmanifest', 'manifest.webmanifest.br', 'manifest.webmanifest.gz',
      'nginx.conf', 'offline.css', 'offline.css.br', 'offline.css.gz', 'offline.html', 'offline.html.br', 'offline.html.gz', 'sw.js', 'sw.js.br', 'sw.js.gz',
    ]);
    // m/: the worker that retires the upstream site's (scope /m/).
    expect(readdirSync(join(out, 'm')).sort()).toEqual(['sw.js', 'sw.js.br', 'sw.js.gz']);
    // The header files for other servers: the brand's own headers, as npm start sends them (demo's live stream is same-origin).
    expect(parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8')).get('/*')).toEqual(securityHeadersFor(null));
    expect(readFileSync(join(out, 'nginx.conf'), 'utf8')).toBe(headerFiles('/demo-live').get('nginx.conf'));
    // PNGs are compressed already; every text file has its precompressed siblings.
    expect(readdirSync(join(out, 'icons')).sort()).toEqual(['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'logo.svg', 'logo.svg.br', 'logo.svg.gz']);
    const assets = readdirSync(join(out, 'assets'));
    for (const text of assets.filter((f) => /\.(js|css)$/.test(f))) {
      expect(assets, text).toContain(`${text}.br`);
      expect(assets, text).toContain(`${text}.gz`);
      const original = readFileSync(join(out, 'assets', text));
      expect(brotliDecompressSync(readFileSync(join(out, 'assets', `${text}.br`))).equals(original), text).toBe(true);
      expect(gunzipSync(readFileSync(join(out, 'assets', `${text}.gz`))).equals(original), text).toBe(true);
    }
    expect(gunzipSync(readFileSync(join(out, 'index.html.gz'))).toString()).toBe(readFileSync(join(out, 'index.html'), 'utf8'));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Demo Casino</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b6b4f" />');
    expect(html).toMatch(/<script type="application\/json" id="merchant-config">\{"code":"demo"/);
    expect(html).not.toContain('translationThreshold');
    const png = readFileSync(join(out, 'icons/icon-512.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(512);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Demo Casino', short_name: 'Demo', start_url: '/m/home', scope: '/m/', display: 'standalone', orientation: 'portrait', theme_color: '#0b6b4f' });
    expect(manifest.icons).toContainEqual({ src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' });
    const archive = readFileSync(join(dir, 'dist/demo.tar.gz'));
    const [entry] = (JSON.parse(readFileSync(join(dir, 'dist/merchants.json'), 'utf8')) as { merchants: Array<{ size: number; sha256: string; domains: string[]; artifact: string }> }).merchants;
    expect(entry).toMatchObject({ artifact: 'demo.tar.gz', size: archive.length, domains: ['demo.lobby.test', 'm.demo.lobby.test'] });
    expect(entry?.sha256).toBe(createHash('sha256').update(archive).digest('hex'));
    const listing = execFileSync('tar', ['-tzf', join(dir, 'dist/demo.tar.gz')], { encoding: 'utf8' });
    expect(listing).toContain('index.html');
    expect(listing).toContain('assets/index-abc.js');
    expect(listing).toContain('assets/index-abc.js.br');
    expect(listing).toContain('index.html.gz');
    // The two-member archive unpacks to exactly the artifact folder.
    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(dir, 'dist/demo.tar.gz'), '-C', unpacked]);
    const files = (root: string) =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
        .sort();
    expect(files(unpacked)).toEqual(files(out));
    for (const f of files(out)) expect(readFileSync(join(unpacked, f)).equals(readFileSync(join(out, f))), f).toBe(true);
  });

  it('a failed rebuild leaves the previous dist/ untouched; a good one replaces it whole', async () => {
    const dir = fixture('swap', { 'demo.json': good });
    await run(dir);
    const before = readFileSync(join(dir, 'dist/merchants.json'), 'utf8');
    writeFileSync(join(dir, 'merchants/mono.json'), broken);
    expect((await run(dir)).ok).toBe(false);
    expect(readFileSync(join(dir, 'dist/merchants.json'), 'utf8')).toBe(before);
    writeFileSync(join(dir, 'merchants/mono.json'), broken.replace('"minimumAge": 16', '"minimumAge": 21'));
    expect((await run(dir)).ok).toBe(true);
    expect(readdirSync(join(dir, 'dist')).sort()).toEqual(['demo', 'demo.tar.gz', 'merchants.json', 'mono', 'mono.tar.gz']);
    expect(leftovers(dir)).toEqual([]);
  });

  it('--merchant builds one merchant and keeps the others', async () => {
    const dir = fixture('one', { 'demo.json': good, 'mono.json': broken.replace('"minimumAge": 16', '"minimumAge": 18') });
    await run(dir);
    const demoHtml = readFileSync(join(dir, 'dist/demo/index.html'), 'utf8');
    writeFileSync(join(dir, 'merchants/mono.json'), readFileSync(join(dir, 'merchants/mono.json'), 'utf8').replace('Mono Play"', 'Mono Play Two"'));
    const result = await run(dir, { only: ['mono'] });
    expect(result.emitted.map((e) => e.code)).toEqual(['mono']);
    expect(readFileSync(join(dir, 'dist/mono/index.html'), 'utf8')).toContain('<title>Mono Play Two</title>');
    expect(readFileSync(join(dir, 'dist/demo/index.html'), 'utf8')).toBe(demoHtml);
    const index = JSON.parse(readFileSync(join(dir, 'dist/merchants.json'), 'utf8')) as { merchants: Array<{ code: string }> };
    expect(index.merchants.map((m) => m.code)).toEqual(['demo', 'mono']);
    expect(readdirSync(join(dir, 'dist')).filter((f) => f.includes('previous') || f.includes('tmp'))).toEqual([]);
  });

  it('--merchant with an unknown code fails clearly', async () => {
    const dir = fixture('unknown', { 'demo.json': good });
    const result = await run(dir, { only: ['nope'] });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.message)).toContain('no such merchant "nope"');
  });

  it('the CLI prints file:line:column diagnostics and exits non-zero', () => {
    const dir = fixture('cli', { 'demo.json': good, 'mono.json': broken });
    const out = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'scripts/compile/cli.ts'), '--merchants-dir', join(dir, 'merchants'), '--out', join(dir, 'dist'), '--app', appDir], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(out.status).toBe(1);
    expect(out.stdout).toMatch(/^merchants\/mono\.json:\d+:\d+ {2}\/minimumAge {2}minimum age must be 18 or 21, got 16$/m);
    expect(out.stdout).toContain('nothing was emitted');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
