// @vitest-environment jsdom
// The link management screen over a fake platform: the link list's states, copy and share (share
// falls back to copy), delete after a confirmation, and the registrations sheet.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AffiliateLink } from '../../api/contract.generated';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi, uiStore } from '../../state/ui-store';
import { LinkManageScreen } from './link-manage-screen';

const link = (patch: Partial<AffiliateLink>): AffiliateLink => ({
  linkId: 1,
  code: 'LKZALO30',
  registerPath: '/m/register?code=LKZALO30',
  channel: 'ZALO',
  expiryDays: 30,
  expiresAt: Date.UTC(2026, 1, 1),
  expired: false,
  createdAt: Date.UTC(2026, 0, 1),
  registrations: 2,
  ...patch,
});

const fake = vi.hoisted(() => ({
  links: [] as AffiliateLink[] | Error,
  deleted: [] as number[],
}));

vi.mock('./links-api', () => ({
  loadLinks: () => (fake.links instanceof Error ? Promise.reject(fake.links) : Promise.resolve(fake.links)),
  loadLinkOptions: () => Promise.resolve({ expiryDays: [7, 0], channels: [{ channel: 'ZALO', name: 'Zalo' }] }),
  createLink: () => Promise.resolve(link({})),
  deleteLink: (linkId: number) => {
    fake.deleted.push(linkId);
    return Promise.resolve();
  },
  loadRegistrations: () => Promise.resolve([{ username: 'lk_reg02', registeredAt: Date.UTC(2026, 0, 2) }]),
}));

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  resetUi();
  Object.assign(fake, { links: [], deleted: [] });
  signIn({ id: 9, token: 't', merchantCode: 'demo', userName: 'lk_agent', type: 1, firstTimeLogin: false });
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

it('link management: the empty and error states', async () => {
  renderAt('/m/linkManage', <LinkManageScreen />);
  expect((await screen.findByTestId('empty-state')).textContent).toContain('no links');
  cleanup();
  fake.links = new Error('offline');
  renderAt('/m/linkManage', <LinkManageScreen />);
  expect(await screen.findByTestId('redrain-retry')).toBeTruthy();
  fake.links = [link({})];
  fireEvent.click(screen.getByTestId('redrain-retry'));
  expect(await screen.findByTestId('affiliate-link')).toBeTruthy();
});

it('link management: rows, copy, share falling back to copy, registrations sheet, delete after confirming', async () => {
  fake.links = [link({}), link({ linkId: 2, code: 'LKOLD7', registerPath: '/m/register?code=LKOLD7', channel: 'TELEGRAM', expired: true, registrations: 1 })];
  const writes: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => (writes.push(text), Promise.resolve()) } });
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  renderAt('/m/linkManage', <LinkManageScreen />);
  const rows = await screen.findAllByTestId('affiliate-link');
  expect(rows.map((r) => r.getAttribute('data-link-id'))).toEqual(['1', '2']);
  const [live, expired] = rows as [HTMLElement, HTMLElement];
  expect(live.textContent).toContain('Zalo');
  expect(live.textContent).toContain('Expires 2026-02-01');
  expect(live.querySelector('[data-testid="link-url"]')?.textContent).toBe(`${window.location.origin}/m/register?code=LKZALO30`);
  expect(expired.querySelector('[data-testid="link-expiry"]')?.textContent).toBe('Expired');
  expect((expired.querySelector('[data-testid="link-copy"]') as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(live.querySelector('[data-testid="link-copy"]') as HTMLElement);
  await waitFor(() => expect(uiStore.toast?.message).toBe('invite:links.copied'));
  fireEvent.click(live.querySelector('[data-testid="link-share"]') as HTMLElement);
  await waitFor(() => expect(writes).toHaveLength(2));
  expect(writes[1]).toBe(writes[0]);

  fireEvent.click(live.querySelector('[data-testid="link-registrations"]') as HTMLElement);
  expect((await screen.findByTestId('link-registration')).getAttribute('data-username')).toBe('lk_reg02');
  fireEvent.click(screen.getByTestId('link-registrations-close'));

  fireEvent.click(live.querySelector('[data-testid="link-delete"]') as HTMLElement);
  await waitFor(() => expect(uiStore.dialogs).toHaveLength(1));
  expect(fake.deleted).toEqual([]);
  await act(async () => {
    uiStore.dialogs[0]?.settle(true);
    await Promise.resolve();
  });
  await waitFor(() => expect(fake.deleted).toEqual([1]));
});
