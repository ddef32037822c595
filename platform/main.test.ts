// `npm start` as a user runs it: a real process on a file database. A newly registered account
// survives a restart; `npm start -- --reset` removes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../src/api/encryption';
import { PROJECT_ROOT } from '../scripts/compile/index';
import { TEST_DEVICE_ID } from './test-helpers';

const dir = mkdtempSync(join(tmpdir(), 'lobby-start-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(port: number, args: string[] = [], env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'platform/main.ts', ...args], {
    cwd: PROJECT_ROOT,
    // The environment of a person typing npm start: no LOBBY_DEV from the test runner's. What is under
    // test is the database and the dev switch, not the pages: LOBBY_SKIP_BUILD spares a fresh clone
    // building every merchant's artifact here (the end-to-end setup builds them).
    env: { ...withoutDev(process.env), PORT: String(port), LOBBY_DB: join(dir, 'lobby.sqlite'), LOBBY_SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo accounts')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return child;
}

function withoutDev(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.LOBBY_DEV;
  delete copy.HOST;
  return copy;
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  running.delete(child);
}

async function call(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { Merchant: 'atlas', Device: 'MOBILE', Language: 'EN', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; value: unknown; errorCode: string | null };
}

async function encrypted(port: number, method: string, path: string, payload: unknown) {
  // Upstream's key reply: the bare modulus hex.
  const modulus = (await (await fetch(`http://127.0.0.1:${port}/wps/session/key/rsa?_=1`, { headers: { Merchant: 'atlas' } })).text()).trim();
  const key = { modulus, exponent: '10001', pem: '' };
  const withDevice = typeof payload === 'object' && payload !== null ? { loginDeviceId: TEST_DEVICE_ID, ...payload } : payload;
  const { encryptionHeader, body } = await encryptPayload('rsa-oaep-aes-gcm', key, withDevice);
  return call(port, method, path, body, { Encryption: encryptionHeader, 'X-Digest': body.value, 'X-RSA': modulus });
}

const login = (port: number) => encrypted(port, 'POST', '/wps/session/login', { type: 'username', username: 'keeper02', password: 'Keeper@123' });

describe('npm start', () => {
  it('keeps a newly registered account across a restart; --reset removes it', async () => {
    const port = await freePort();
    let server = await start(port);
    const registered = await encrypted(port, 'PUT', '/wps/member/register', {
      username: 'keeper02',
      password: 'Keeper@123',
      confirmPassword: 'Keeper@123',
      confirmedAge: 21,
    });
    expect(registered).toMatchObject({ success: true });
    await stop(server);

    server = await start(port);
    expect(await login(port)).toMatchObject({ success: true });
    await stop(server);

    server = await start(port, ['--reset']);
    expect(await login(port)).toMatchObject({ success: false, errorCode: 'login.cred.err' });
    expect(await encrypted(port, 'POST', '/wps/session/login', { type: 'username', username: 'demo01', password: 'Demo@1234' })).toMatchObject({ success: true });
    await stop(server);
  }, 180_000);

  it('serves no dev endpoints unless started with --dev, and refuses --dev on a non-loopback address', async () => {
    const port = await freePort();
    let server = await start(port);
    expect((await fetch(`http://127.0.0.1:${port}/__dev/sms?mobileNum=0901234567`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/__dev/reset`, { method: 'POST' })).status).toBe(404);
    await stop(server);

    server = await start(port, ['--dev']);
    expect((await fetch(`http://127.0.0.1:${port}/__dev/faults`)).status).toBe(200);
    await stop(server);

    const refused = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'platform/main.ts', '--dev'], {
      cwd: PROJECT_ROOT,
      env: { ...withoutDev(process.env), PORT: String(port), HOST: '0.0.0.0', LOBBY_DB: join(dir, 'lobby.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    refused.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => refused.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/only listen on loopback/);
  }, 180_000);
});
