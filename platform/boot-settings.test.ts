// The consolidated settings as upstream sends them (tree enabled "1"/"0", whitelabelVal
// booleans keyed by flag and module id) and the dev switch of a merchant's modules at run time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsolidatedSettings, DevModules, SystemStatus, UpstreamMenuNode } from '../src/api/contract.generated';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());
beforeEach(async () => {
  await p.call('POST', '/__dev/reset', { merchant: null });
});

const consolidated = async (merchant = 'demo') => (await p.call<ConsolidatedSettings>('GET', '/wps/system/settings/consolidated', { merchant, query: { device: 'MOBILE' } })).body.value;

function nodes(tree: UpstreamMenuNode, module: string): UpstreamMenuNode[] {
  return tree.childrenNodes?.find((n) => n.modId === module)?.childrenNodes ?? [];
}

function ids(tree: UpstreamMenuNode): string[] {
  return (tree.childrenNodes ?? []).flatMap((module) => [module.modId, ...ids(module)]);
}

describe('consolidated settings', () => {
  it('sends the tree as upstream does, every module id of it in whitelabelVal', async () => {
    // mono's file has no menu: the platform's default tree, every node on.
    const value = await consolidated('mono');
    expect(value.whitelabel.enabled).toBe('1');
    expect(nodes(value.whitelabel, 'AGECEN').map((n) => [n.modId, n.enabled])).toEqual(['AGEPAG', 'REGCEN', 'DOWNMAN', 'GAMSER', 'AGETEAMPNL3', 'TRANSREC3', 'NOTICE'].map((id) => [id, '1']));
    for (const modId of ids(value.whitelabel)) expect(typeof value.whitelabelVal[modId], modId).toBe('boolean');
    const demo = await consolidated();
    for (const modId of ids(demo.whitelabel)) expect(typeof demo.whitelabelVal[modId], modId).toBe('boolean');
    expect(demo.customerService[0]).toMatchObject({ csType: 'LIVECHAT', type: 'LIVECHAT' });
    expect(demo.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
  });

  it('no longer serves the separate customer-service and download-link endpoints', async () => {
    expect((await p.call('GET', '/wps/system/customerService')).status).toBe(404);
    expect((await p.call('GET', '/wps/system/downloadLinks')).status).toBe(404);
  });
});

describe('POST /__dev/merchants/:code/modules', () => {
  it('switches a module in the tree and in whitelabelVal together, in the status too; /__dev/reset restores', async () => {
    expect(nodes((await consolidated()).whitelabel, 'AGECEN').find((n) => n.modId === 'AGETEAMPNL3')?.enabled).toBe('1');
    const res = await p.call<DevModules>('POST', '/__dev/merchants/demo/modules', { merchant: null, body: { modules: { AGETEAMPNL3: false, MAILCEN: false } } });
    expect(res.body.success).toBe(true);
    expect(res.body.value.whitelabelVal).toMatchObject({ AGETEAMPNL3: false, MAILCEN: false });

    const after = await consolidated();
    expect(nodes(after.whitelabel, 'AGECEN').find((n) => n.modId === 'AGETEAMPNL3')?.enabled).toBe('0');
    expect(nodes(after.whitelabel, 'MEMCEN').find((n) => n.modId === 'MAILCEN')?.enabled).toBe('0');
    expect(after.whitelabelVal).toMatchObject({ AGETEAMPNL3: false, MAILCEN: false, AGEPAG: true });
    const status = (await p.call<SystemStatus>('GET', '/wps/system/status')).body.value;
    expect(status.whitelabelVal.AGETEAMPNL3).toBe(false);
    expect(status.whitelabel.childrenNodes?.find((n) => n.modId === 'AGECEN')?.childrenNodes?.find((n) => n.modId === 'AGETEAMPNL3')?.enabled).toBe(false);
    // Another merchant is untouched; switches add up.
    expect((await consolidated('mono')).whitelabelVal.AGETEAMPNL3).toBe(true);
    await p.call('POST', '/__dev/merchants/demo/modules', { merchant: null, body: { modules: { MAILCEN: true } } });
    expect((await consolidated()).whitelabelVal).toMatchObject({ AGETEAMPNL3: false, MAILCEN: true });

    await p.call('POST', '/__dev/reset', { merchant: null });
    expect((await consolidated()).whitelabelVal).toMatchObject({ AGETEAMPNL3: true, MAILCEN: true });
  });

  it('refuses an unknown merchant and an empty or non-boolean switch', async () => {
    expect((await p.call('POST', '/__dev/merchants/nobody/modules', { merchant: null, body: { modules: { AGEPAG: false } } })).body.errorCode).toBe('merchant.not.found');
    expect((await p.call('POST', '/__dev/merchants/demo/modules', { merchant: null, body: { modules: {} } })).body.errorCode).toBe('request.invalid');
    expect((await p.call('POST', '/__dev/merchants/demo/modules', { merchant: null, body: { modules: { AGEPAG: '0' } } })).body.errorCode).toBe('request.invalid');
  });
});
