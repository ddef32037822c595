// Platform benchmark: 200 concurrent game-list requests over real HTTP against an in-memory platform.
// `npx tsx scripts/bench/platform.ts` prints errors, p50 and p99; the figure is recorded in docs/platform.md.
import type { AddressInfo } from 'node:net';
import { buildPlatform } from '../../platform/server';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const app = await buildPlatform({ dbPath: ':memory:', dev: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const merchant = app.platform.merchants[0]?.code ?? 'demo';
const vendors = ['PG', 'PP', 'JILI', 'CQ9', 'JDB', 'FC'];

async function one(i: number): Promise<{ ms: number; ok: boolean }> {
  const url = `http://127.0.0.1:${port}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendors[i % vendors.length]}&pageNo=${(i % 3) + 1}&pageSize=26&clientType=2&platform=html5`;
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { Merchant: merchant, Device: 'MOBILE', Language: 'EN' } });
    const body = (await res.json()) as { success?: boolean; value?: { games?: unknown[] } };
    return { ms: performance.now() - started, ok: res.status === 200 && body.success === true && (body.value?.games?.length ?? 0) > 0 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

// One warm-up round (JIT, prepared statements), then the measured rounds.
await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => one(i)));
const results: { ms: number; ok: boolean }[] = [];
let wallMs = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  results.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => one(i)))));
  wallMs += performance.now() - started;
}
await app.close();

const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
const errors = results.filter((r) => !r.ok).length;
console.log(`platform game list: ${ROUNDS} rounds x ${CONCURRENCY} concurrent requests`);
console.log(`errors ${errors}`);
console.log(`p50 ms ${percentile(latencies, 50).toFixed(1)}`);
console.log(`p99 ms ${percentile(latencies, 99).toFixed(1)}`);
console.log(`throughput ${Math.round((results.length / wallMs) * 1000)} req/s`);
if (errors > 0) process.exitCode = 1;
