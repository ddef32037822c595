import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginReply } from '../src/api/contract.generated';
import { generatePlatformKeyPair } from './crypto';
import { MIGRATIONS } from './db/migrations';
import { buildPlatform } from './server';
import { FIXTURE_DIST, FIXTURE_MERCHANTS, smsCode, startPlatform } from './test-helpers';

const dir = mkdtempSync(join(tmpdir(), 'lobby-platform-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file database', () => {
  it('keeps a newly registered account across a restart, and reset removes it', async () => {
    const dbPath = join(dir, 'lobby.sqlite');
    const first = await startPlatform({ dbPath });
    const keyBefore = first.app.platform.keys.publicKeyPem;
    const legacyKeyBefore = first.app.platform.legacyKeys.privateKeyPem;
    await first.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '0912345000' } });
    const code = await smsCode(first, '0912345000');
    const reg = await first.encrypted<LoginReply>('PUT', '/wps/member/register', {
      username: 'keeper01',
      password: 'Keeper@123',
      confirmPassword: 'Keeper@123',
      mobileNum: '0912345000',
      verificationCode: code,
      confirmedAge: 18,
    });
    expect(reg.body.success).toBe(true);
    await first.close();

    const second = await startPlatform({ dbPath });
    expect(second.app.platform.keys.publicKeyPem).toBe(keyBefore);
    expect(second.app.platform.legacyKeys.privateKeyPem).toBe(legacyKeyBefore);
    expect((await second.login('keeper01', 'Keeper@123')).userName).toBe('keeper01');
    expect((await second.call('POST', '/__dev/reset', { merchant: null })).body.success).toBe(true);
    const gone = await second.encrypted('POST', '/wps/session/login', { type: 'username', username: 'keeper01', password: 'Keeper@123' });
    expect(gone.body.errorCode).toBe('login.cred.err');
    expect((await second.login('demo01', 'Demo@1234')).userName).toBe('demo01');
    await second.close();
  });

  it('migrates a database from before the legacy key: keeps its key, adds an RSA-1024 legacy key', async () => {
    const dbPath = join(dir, 'before-legacy-key.sqlite');
    const old = new Database(dbPath);
    const initial = MIGRATIONS.find((m) => m.id === 1);
    if (!initial) throw new Error('migration 1 missing');
    old.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
    old.exec(initial.sql);
    old.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (1, ?, 0)').run(initial.name);
    const stored = generatePlatformKeyPair();
    old
      .prepare('INSERT INTO platform_keys (id, public_pem, private_pem, modulus_hex, exponent_hex, created_at) VALUES (1, ?, ?, ?, ?, 0)')
      .run(stored.publicKeyPem, stored.privateKeyPem, stored.modulusHex, stored.exponentHex);
    old.close();

    const migrated = await startPlatform({ dbPath });
    expect(migrated.app.platform.keys).toEqual(stored);
    expect(migrated.app.platform.legacyKeys.modulusHex).toMatch(/^[89a-f][0-9a-f]{255}$/);
    const rows = migrated.app.platform.db.prepare('SELECT purpose FROM platform_keys ORDER BY purpose').all() as { purpose: string }[];
    expect(rows.map((r) => r.purpose)).toEqual(['default', 'legacy']);
    expect((await migrated.login('demo01', 'Demo@1234', 'mono')).userName).toBe('demo01');
    expect((await migrated.login('demo01', 'Demo@1234', 'demo')).userName).toBe('demo01');
    await migrated.close();
  });

  it('seeds three merchants quickly', async () => {
    const started = performance.now();
    const app = await buildPlatform({ dbPath: ':memory:', merchantsDir: FIXTURE_MERCHANTS, distDir: FIXTURE_DIST });
    const elapsed = performance.now() - started;
    const games = app.platform.db.prepare('SELECT merchant_code, COUNT(*) AS n FROM games GROUP BY merchant_code').all() as { merchant_code: string; n: number }[];
    expect(games.every((g) => g.n >= 600)).toBe(true);
    expect(elapsed).toBeLessThan(3000);
    await app.close();
  });

  it('seeds the real merchants/ folder', async () => {
    const app = await buildPlatform({ dbPath: ':memory:', merchantsDir: 'merchants', distDir: FIXTURE_DIST });
    const codes = (app.platform.db.prepare('SELECT code FROM merchants WHERE parent_code IS NULL ORDER BY code').all() as { code: string }[]).map((r) => r.code);
    expect(codes).toEqual(app.platform.merchants.map((m) => m.code));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    await app.close();
  });
});
