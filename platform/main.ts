// `npm start`: builds the artifacts if missing, opens (and on first run seeds) the database, serves everything.
// `npm start -- --reset` restores the seed; `npm start -- --dev` (or LOBBY_DEV=1) turns on the dev endpoints
// (/__dev/*: SMS outbox, captcha answers, staff decisions, reset) and dev sign-in, which the platform refuses
// to do on an address other than loopback. Env: PORT (default 8080), HOST (default localhost), LOBBY_DB (path
// or ':memory:'), LOBBY_SITES (extra static sites by host, e.g. floor.localhost=/tmp/floor), LOBBY_RATE_LIMITS
// (see rate-limits.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resetDatabase, DEMO_ACCOUNTS } from './db/seed';
import { MEMBER_CENTRE_ACCOUNTS } from './db/seed-member';
import { parseRateLimits } from './rate-limits';
import { buildPlatform, DEFAULT_DB_PATH, isLoopback, parseSites } from './server';

const distDir = 'dist';
// LOBBY_SKIP_BUILD=1: someone else builds (the e2e global setup, once for every worker's platform).
if (process.env.LOBBY_SKIP_BUILD !== '1' && !existsSync(join(distDir, 'merchants.json'))) {
  console.log('dist/merchants.json is missing: building the merchant artifacts first (npx tsx scripts/compile/cli.ts)...');
  const build = spawnSync('npx', ['tsx', 'scripts/compile/cli.ts'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) console.warn('The artifact build failed; the API still runs, pages answer 503 until `npm run build` succeeds.');
}

const host = process.env.HOST ?? 'localhost';
const dev = process.argv.includes('--dev') || process.env.LOBBY_DEV === '1';
if (dev && !isLoopback(host)) {
  console.error(`Refusing to start: the dev endpoints (--dev, LOBBY_DEV=1) hand out SMS codes and captcha answers and approve withdrawals for anyone; they only listen on loopback, not on ${host}.`);
  process.exit(1);
}

const dbPath = process.env.LOBBY_DB ?? DEFAULT_DB_PATH;
const app = await buildPlatform({
  dbPath,
  dev,
  distDir,
  sites: parseSites(process.env.LOBBY_SITES),
  logger: process.env.LOBBY_LOG === '1',
  // LOBBY_RATE_LIMITS="login:1000/60,sms:1000/60,register:1000/60" (attempts/seconds) overrides the defaults.
  settings: { rateLimits: parseRateLimits(process.env.LOBBY_RATE_LIMITS) },
});
if (process.argv.includes('--reset')) {
  await resetDatabase(app.platform.db, app.platform.merchants);
  console.log(`Database ${dbPath} reset to the seed.`);
}

const port = Number(process.env.PORT ?? 8080);
// "localhost" binds both 127.0.0.1 and ::1, which is where browsers resolve <code>.localhost.
await app.listen({ port, host });

const lines = [
  '',
  `Lobby reference platform on port ${port} (database ${dbPath}${app.platform.dev ? ', dev endpoints on' : '; dev endpoints off: npm start -- --dev for the SMS outbox'})`,
  '',
  ...app.platform.merchants.map((m, i) => `  ${m.code.padEnd(10)} http://${m.code}.localhost:${port}/m/home${i === 0 ? `   (also http://localhost:${port}/m/home)` : ''}`),
  '',
  'Demo accounts (on every merchant):',
  ...[...DEMO_ACCOUNTS, ...MEMBER_CENTRE_ACCOUNTS].map((a) => `  ${a.username.padEnd(11)} ${a.password.padEnd(12)} type ${a.type}: ${a.note}`),
  '',
];
console.log(lines.join('\n'));

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
