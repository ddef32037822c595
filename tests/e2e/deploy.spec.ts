// The deploy recipes run for real: one brand's artifact (dist/demo) served by Debian's nginx (with
// the brotli_static module) and by Caddy, each through the snippet the compiler emitted beside the
// artifact, with /wps/, /lgw/ and /platform-assets/ proxied to the reference platform as
// docs/operators.md shows. Through each: a player signs in and home loads with its pictures, the
// replies carry the precompressed encodings, the security headers and the manifest's type, page
// paths fall back to the app, and the header files are 404 however they are spelt.
// CI installs both servers (.ci/run); elsewhere a missing one skips its half, saying so.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test';
import { HEADER_FILES, parseHeadersFile } from '../../scripts/compile/security-headers';
import { loginThroughForm } from './support/auth';
import { screenReady } from './support/app';
import { ACCOUNTS, E2E_PORT } from './support/platform';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SITE = resolve('dist', 'demo');
const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForPort(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`the server did not answer on ${url}:\n${log()}`);
}

interface Served {
  origin: string;
  stop(): void;
}

async function startNginx(dir: string): Promise<Served> {
  const port = await freePort();
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { recursive: true });
  const proxy = (path: string) => `    location ^~ ${path} {\n        proxy_pass ${PLATFORM};\n        proxy_set_header Host $host;\n        gzip on;\n        gzip_types application/json;\n    }`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen 127.0.0.1:${port};
        server_name demo.localhost;
        root ${SITE};
${proxy('/wps/')}
${proxy('/lgw/')}
${proxy('/platform-assets/')}
        include ${SITE}/nginx.conf;
    }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const log = () => `${stderr}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const origin = `http://demo.localhost:${port}`;
  await waitForPort(`http://127.0.0.1:${port}/`, child, log);
  return { origin, stop: () => child.kill('SIGQUIT') };
}

async function startCaddy(dir: string): Promise<Served> {
  const port = await freePort();
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
    admin off
    auto_https off
}
http://demo.localhost:${port}, http://127.0.0.1:${port} {
    root * ${SITE}
    @api path /wps/* /lgw/* /platform-assets/*
    handle @api {
        encode zstd gzip
        reverse_proxy ${PLATFORM}
    }
    import ${SITE}/Caddyfile
}
`,
  );
  const child = spawn(CADDY, ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await waitForPort(`http://127.0.0.1:${port}/`, child, () => stderr);
  return { origin: `http://demo.localhost:${port}`, stop: () => child.kill('SIGTERM') };
}

const SERVERS = [
  { name: 'nginx', binary: NGINX, start: startNginx },
  { name: 'Caddy', binary: CADDY, start: startCaddy },
] as const;

/** A GET as a browser on a phone would send it, to the served origin (Host demo.localhost). */
async function get(origin: string, path: string, encoding = 'br, gzip', headers: Record<string, string> = {}): Promise<Response> {
  // The path goes out as written ('//nginx.conf' is a path here, not another host); the Host stays the brand's.
  const { host, port } = new URL(origin);
  return fetch(`http://127.0.0.1:${port}${path}`, { headers: { Host: host, 'Accept-Encoding': encoding, ...headers } });
}

for (const server of SERVERS) {
  test.describe(`through ${server.name}`, () => {
    test.skip(!existsSync(server.binary) && !process.env.CI, `${server.binary} is not installed here (CI installs it)`);
    let dir: string;
    let served: Served;
    test.beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), `lobby-${server.name.toLowerCase()}-`));
      served = await server.start(dir);
    });
    test.afterAll(() => {
      served?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test(`${server.name}: precompressed files, the emitted security headers, the manifest's type, history fallback, header files 404`, async () => {
      const emitted = parseHeadersFile(readFileSync(join(SITE, '_headers'), 'utf8')).get('/*') ?? {};
      expect(Object.keys(emitted)).toContain('Strict-Transport-Security');
      const page = await get(served.origin, '/m/home');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      for (const [name, value] of Object.entries(emitted)) expect(page.headers.get(name), name).toBe(value);
      // The precompressed sibling, decoded by fetch, is the page itself.
      expect(await page.text()).toBe(readFileSync(join(SITE, 'index.html'), 'utf8'));

      const script = readdirSync(join(SITE, 'assets')).find((f) => f.endsWith('.js'));
      const asset = await get(served.origin, `/assets/${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get(served.origin, `/assets/${script}`, 'gzip')).headers.get('content-encoding')).toBe('gzip');

      const manifest = await get(served.origin, '/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);

      // Any page path is the app (its router decides), a missing asset is not.
      const deep = await get(served.origin, '/m/member/agent/getDevidendContract');
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<div id="root"');
      expect((await get(served.origin, '/assets/missing-0000.js')).status).toBe(404);

      for (const file of HEADER_FILES) {
        for (const path of [`/${file}`, `//${file}`, `/./${file}`]) {
          const res = await get(served.origin, path);
          expect(res.status, `${server.name} ${path}`).toBe(404);
          expect(await res.text(), path).not.toContain('Content-Security-Policy');
        }
      }

      // The platform behind it: its API and its generated pictures.
      const status = await get(served.origin, '/wps/system/status', 'br, gzip', { Merchant: 'demo' });
      expect(status.status).toBe(200);
      expect(((await status.json()) as { success: boolean }).success).toBe(true);
      expect((await get(served.origin, '/platform-assets/vendors/PG-COLOR.svg')).status).toBe(200);
    });

    test(`${server.name}: demo01 signs in and home loads with its banner`, async ({ browser }) => {
      const context = await browser.newContext({ ...test.info().project.use });
      const page = await context.newPage();
      await page.goto(`${served.origin}/m/login`);
      await screenReady(page);
      await loginThroughForm(page, ACCOUNTS.member.username, ACCOUNTS.member.password);
      await expect(page.locator('main[data-screen="home"]')).toBeVisible();
      // The header's balance came from the platform through the proxy.
      await expect(page.getByTestId('header-balance')).toHaveText('₫12,345.67');
      // The first banner's picture came through the proxy.
      const banner = page.locator('img[elementtiming="home-banner"]').first();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await context.close();
    });
  });
}
