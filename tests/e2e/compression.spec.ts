// Every text file of an artifact reaches the browser compressed (the compiler's .br/.gz siblings,
// negotiated by the platform), and the folder and its archive both carry those siblings.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { screenReady } from './support/app';
import { merchantUrl, type MerchantCode } from './support/platform';

const MERCHANTS: MerchantCode[] = ['demo', 'mono', 'atlas'];
const TEXT_TYPE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;

/** The artifact's own files: not the API, the dev endpoints or the platform's generated images. */
function isArtifactPath(path: string): boolean {
  return !/^\/(wps|lgw|__dev|platform-assets)\//.test(path);
}

for (const code of MERCHANTS) {
  test(`${code}: every text asset of the first visit comes back br- or gzip-encoded`, async ({ page }) => {
    const seen: { path: string; type: string; encoding: string | undefined; vary: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.host !== new URL(merchantUrl(code)).host || !isArtifactPath(url.pathname) || response.status() !== 200) return;
      const headers = response.headers();
      seen.push({ path: url.pathname, type: headers['content-type'] ?? '', encoding: headers['content-encoding'], vary: headers.vary });
    });
    await page.goto(merchantUrl(code, '/m/home'));
    await screenReady(page);
    // The manifest is fetched by the browser only on demand; ask for it as a page would.
    await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.text()));
    await page.waitForLoadState('networkidle');
    const text = seen.filter((r) => TEXT_TYPE.test(r.type));
    const paths = text.map((r) => r.path);
    expect(paths).toContain('/m/home');
    expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
    expect(paths).toContain('/icons/logo.svg');
    expect(paths).toContain('/manifest.webmanifest');
    for (const r of text) {
      expect(['br', 'gzip'], `${r.path} (${r.type})`).toContain(r.encoding);
      expect(r.vary, r.path).toBe('Accept-Encoding');
    }
  });
}

test('each dist/<code>/ holds a .br and a .gz beside every text file, and its archive carries them', () => {
  for (const code of MERCHANTS) {
    const dir = join('dist', code);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
    const text = files.filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f));
    expect(text.length).toBeGreaterThan(10);
    for (const f of text) {
      expect(files, f).toContain(`${f}.br`);
      expect(files, f).toContain(`${f}.gz`);
    }
    const listing = new Set(execFileSync('tar', ['-tzf', join('dist', `${code}.tar.gz`)], { encoding: 'utf8' }).split('\n').filter(Boolean));
    for (const f of text) {
      expect(listing.has(`${f}.br`), `${code}.tar.gz lacks ${f}.br`).toBe(true);
      expect(listing.has(`${f}.gz`), `${code}.tar.gz lacks ${f}.gz`).toBe(true);
    }
  }
});
