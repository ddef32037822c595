// The dev endpoint that changes a merchant's home announcements (popup and notice tests).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Announcements, DevAnnouncement } from '../src/api/contract.generated';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

it('adds a popup and a notice to one merchant only, and reset drops them', async () => {
  const popups = async (merchant: string) => {
    const res = await p.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { query: { types: 'PU,PL', groupName: 'm_home', merchantCode: merchant }, merchant });
    return res.body.value;
  };
  const before = await popups('demo');
  const added = await p.call<DevAnnouncement>('POST', '/__dev/announcements', { body: { merchant: 'demo', kind: 'PU', title: 'New', content: '<img src=x onerror="x()">', execution: 'A' } });
  expect(added.body.success).toBe(true);
  await p.call<DevAnnouncement>('POST', '/__dev/announcements', { body: { merchant: 'demo', kind: 'PL', title: 'Notice', content: '<p>n</p>' } });
  const after = await popups('demo');
  expect(after.popup?.at(-1)).toEqual({ id: added.body.value.id, title: 'New', content: '<img src=x onerror="x()">', promotionType: null, execution: 'A', redirect: null });
  expect(after.player).toHaveLength((before.player?.length ?? 0) + 1);
  expect((await popups('mono')).popup).toHaveLength(before.popup?.length ?? 0);
  expect((await p.call('POST', '/__dev/announcements', { body: { merchant: 'nope', kind: 'PU', title: 'x', content: '' } })).body.errorCode).toBe('merchant.not.found');
  await p.call('POST', '/__dev/reset');
  expect((await popups('demo')).popup).toHaveLength(before.popup?.length ?? 0);
});
