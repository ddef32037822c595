import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointSpec } from '../../platform/contract';
import { endpointStandings, fixtureStandings, renderUpstreamDoc, summary, UPSTREAM_DOC_PATH } from './check';
import type { UpstreamFixture } from './fixtures';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const spec = (over: Partial<EndpointSpec>): EndpointSpec => ({ id: 'x', method: 'GET', path: '/wps/x', auth: 'none', summary: '', reply: 'Empty', errors: [], ...over });

describe('npm run upstream:check', () => {
  it('every endpoint the app calls is marked, and where upstream’s path is known we call that path', () => {
    const standings = endpointStandings();
    expect(standings.length).toBeGreaterThan(100);
    expect(standings.filter((s) => s.problem).map((s) => `${s.id}: ${s.problem ?? ''}`)).toEqual([]);
    const [line] = summary(standings, []);
    const known = standings.filter((s) => s.upstream && s.seen !== 'none').length;
    expect(line).toContain(`${known} of ${known} endpoints with known upstream paths called as upstream does`);
  });

  it('no endpoint keeps a path of ours that upstream is known to lack (facts section 7.2)', () => {
    const invented = [
      '/wps/session/agent/login', '/wps/session/testPlay', '/wps/affiliate/check', '/wps/system/customerService', '/wps/system/downloadLinks',
      '/wps/relay/MCSFE_getRecentGames', '/wps/relay/MCSFE_addRecentGame', '/wps/lottery/menu', '/wps/lottery/list', '/wps/game/launchLottery',
      '/wps/member/nickname', '/wps/member/headIcon', '/wps/member/security', '/wps/member/upline/transfer', '/wps/relay/MCSFE_getPromotionList',
      '/wps/relay/getTeamOverviewSum', '/wps/relay/getTeamOverviewDailyList', '/wps/relay/getTeamPNLV2Detail', '/wps/relay/promoteDownlineToAgent',
      '/wps/relay/MCSFE_updateDownlineRebates', '/wps/relay/PayoutDividend', '/wps/agent/contract/process',
    ];
    const paths = endpoints.map((e) => e.path);
    for (const path of invented) expect(paths, path).not.toContain(path);
    expect(paths.filter((p) => p.startsWith('/wps/member/security/'))).toEqual([]);
  });

  it('no source file of the app, the contract or the platform names one of those paths', () => {
    // Upstream's own names contain some of ours (ODSFE2_getTeamOverviewSum, /wps/member/securityConfig):
    // each pattern matches only our invented form. Tests may name one to show it answers 404.
    const invented: RegExp[] = [
      /\/wps\/session\/agent\/login/, /\/wps\/session\/testPlay/, /\/wps\/affiliate\/check/, /\/wps\/system\/customerService/, /\/wps\/system\/downloadLinks/,
      /MCSFE_getRecentGames/, /MCSFE_addRecentGame/, /\/wps\/lottery\//, /launchLottery/, /\/wps\/member\/nickname/, /\/wps\/member\/headIcon/,
      /\/wps\/member\/security(?![A-Za-z])/, /\/wps\/member\/bankCards\/banks/, /\/wps\/member\/upline\/transfer/, /MCSFE_getPromotionList/,
      /\/wps\/relay\/getTeamOverviewSum/, /\/wps\/relay\/getTeamOverviewDailyList/, /\/wps\/relay\/getTeamPNLV2Detail/, /\/wps\/relay\/promoteDownlineToAgent/,
      /MCSFE_updateDownlineRebates/, /\/wps\/relay\/PayoutDividend/, /\/wps\/agent\/contract\/process/,
    ];
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|js|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const found: string[] = [];
    for (const file of ['src', 'schemas', 'platform'].flatMap(files)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const pattern of invented) if (pattern.test(text)) found.push(`${file}: ${pattern.source}`);
    }
    expect(found).toEqual([]);
  });

  it('reports an endpoint whose path differs from upstream’s, one unmarked, and one marked unseen with a path', () => {
    const standings = endpointStandings(
      [
        spec({ id: 'moved', path: '/wps/ours', upstream: { seen: 'literal', path: '/wps/theirs', source: 'MC' } }),
        spec({ id: 'method', method: 'POST', upstream: { seen: 'literal', path: '/wps/x', method: 'PUT', source: 'PGPC' } }),
        spec({ id: 'bare' }),
        spec({ id: 'odd', upstream: { seen: 'none', path: '/wps/x', source: 'nothing' } }),
        spec({ id: 'fine', upstream: { seen: 'inferred', path: '/wps/x', source: 'PGPC' } }),
        spec({ id: 'unseen', upstream: { seen: 'none', source: 'not in any registry' } }),
        spec({ id: 'devOnly', dev: true }),
      ],
      (id) => id === 'fine',
    );
    expect(standings.map((s) => [s.id, s.status, Boolean(s.problem)])).toEqual([
      ['moved', 'same', true],
      ['method', 'same', true],
      ['bare', 'not seen upstream', true],
      ['odd', 'not seen upstream', true],
      ['fine', 'adapted reading', false],
      ['unseen', 'not seen upstream', false],
    ]);
    expect(summary(standings, [])[0]).toMatch(/^1 of 3 endpoints with known upstream paths/);
  });

  it('every real upstream reply is read (none refused, none for a path we do not call)', async () => {
    const fixtures = await fixtureStandings();
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.filter((f) => f.outcome !== 'read')).toEqual([]);
    expect(summary(endpointStandings(), fixtures)[1]).toBe(`${fixtures.length} of ${fixtures.length} replies read from upstream fixtures`);
  });

  it('counts a refused reply and a reply for a path we do not call', async () => {
    const fixture = (file: string, path: string, reply: unknown): UpstreamFixture => ({ file, source: { repo: 'a/b', path: 'p', note: 'VERBATIM' }, request: { method: 'GET', path }, reply });
    const login = endpoints.find((e) => e.id === 'login') as EndpointSpec;
    const out = await fixtureStandings([fixture('a.json', '/wps/nowhere', { success: true, value: 1 }), fixture('b.json', login.path, { success: true, value: { nothing: 1 } })], [{ ...login, method: 'GET' }]);
    expect(out.map((f) => f.outcome)).toEqual(['not called', 'refused']);
  });

  it('docs/upstream.md carries the current endpoint table (npm run upstream:check -- --write)', () => {
    expect(readFileSync(UPSTREAM_DOC_PATH, 'utf8')).toBe(renderUpstreamDoc());
  });
});
