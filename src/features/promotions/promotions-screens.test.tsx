// @vitest-environment jsdom
// /m/activity and /m/activityInfo against a scripted platform: loading (aria-busy), error with
// retry, categories and their empty state, the detail's apply button (guest → /m/login), its
// application status, and an id that names nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { PromotionDetail } from '../../api/contract.generated';
import type { PromotionList } from './promotions-api';
import { ApiError } from '../../api/api-error';
import { MemoryStorage, setStorageBackends } from '../../state/storage';

const calls: { id: string; input: unknown }[] = [];
let failures = 0;
const LIST: PromotionList = {
  categories: [
    { categoryId: 1, categoryName: 'Casino' },
    { categoryId: 2, categoryName: 'Lottery' },
  ],
  content: [
    { id: 11, categoryId: 1, title: 'Cashback', imageUrl: '/a.webp', startTime: Date.UTC(2024, 0, 15, 12), endTime: null, applicable: false },
    { id: 12, categoryId: 1, title: 'Rebate', imageUrl: '/b.webp', startTime: Date.UTC(2024, 0, 15, 12), endTime: Date.UTC(2030, 11, 31, 12), applicable: true },
  ],
};
let detail: PromotionDetail;

vi.mock('../../config/merchant-config', async (original) => ({ ...(await original<object>()), readMerchantConfig: () => ({ code: 'demo', features: {} }) }));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (failures > 0) {
      failures -= 1;
      throw new ApiError({ kind: 'network', code: 'client.network', message: 'down', status: 0 });
    }
    // The list is upstream's: announcements of type PR, and the categories call.
    if (id === 'announcements') return { promotion: LIST.content.map((p) => ({ ...p, content: '<p>x</p>' })) };
    if (id === 'promotionCategories') return structuredClone(LIST.categories);
    const wanted = (input as { query: { id: number } }).query.id;
    if (wanted !== detail.id) throw new ApiError({ kind: 'server', code: 'not.found', message: 'x', status: 404 });
    return structuredClone(detail);
  }),
}));

const { initI18n } = await import('../../i18n/i18n');
const { sessionStore } = await import('../../state/session-store');
const { PromotionsScreen } = await import('./promotions-screen');
const { PromotionDetailScreen } = await import('./promotion-detail-screen');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  failures = 0;
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  sessionStore.session = null;
  detail = { ...LIST.content[1]!, categoryId: 1, content: '<p>Rules</p>', application: null };
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

function mount(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/activity', element: <PromotionsScreen /> },
      { path: '/m/activityInfo', element: <PromotionDetailScreen /> },
      { path: '/m/login', element: <main data-screen="login" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('lists by category with an error-and-retry state and an empty category', async () => {
  failures = 1;
  mount('/m/activity');
  expect(document.querySelector('main[data-screen="promotions"]')?.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(await screen.findByTestId('promotions-retry'));
  await waitFor(() => expect(screen.getAllByTestId('promotion-item')).toHaveLength(2));
  expect(document.querySelector('main[data-screen="promotions"]')?.hasAttribute('aria-busy')).toBe(false);
  expect(screen.getAllByTestId('promotion-category').map((t) => t.textContent)).toEqual(['All', 'Casino', 'Lottery']);
  expect(screen.getAllByTestId('promotion-item')[1]?.textContent).toContain('2024-01-15 – 2030-12-31');
  expect(screen.getAllByTestId('promotion-item')[0]?.textContent).toContain('From 2024-01-15, until further notice');
  fireEvent.click(screen.getByRole('button', { name: 'Lottery' }));
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  expect(screen.queryAllByTestId('promotion-item')).toHaveLength(0);
});

it('sends a guest who taps apply to the login', async () => {
  const router = mount('/m/activityInfo?id=12');
  fireEvent.click(await screen.findByTestId('promotion-apply'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
});

it('opens the form for a member, and shows an earlier application instead of the button', async () => {
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
  mount('/m/activityInfo?id=12');
  fireEvent.click(await screen.findByTestId('promotion-apply'));
  expect(await screen.findByTestId('promotion-form')).toBeTruthy();
  cleanup();
  detail = { ...detail, application: { applicationId: 1, status: 'PENDING', appliedAt: Date.UTC(2024, 0, 16, 12), remark: '', imageCount: 1 } };
  mount('/m/activityInfo?id=12');
  const status = await screen.findByTestId('promotion-application-status');
  expect(status.getAttribute('data-status')).toBe('PENDING');
  expect(status.textContent).toContain('2024-01-16');
  expect(screen.queryByTestId('promotion-apply')).toBeNull();
});

it('answers an id that names nothing, or no id at all, with its error state', async () => {
  mount('/m/activityInfo?id=99');
  expect((await screen.findByTestId('promotion-detail-error')).textContent).toBeTruthy();
  cleanup();
  mount('/m/activityInfo?id=abc');
  expect(await screen.findByTestId('promotion-detail-error')).toBeTruthy();
  expect(calls.filter((c) => c.id === 'promotionDetail').map((c) => (c.input as { query: { id: number } }).query.id)).toEqual([99]);
});
