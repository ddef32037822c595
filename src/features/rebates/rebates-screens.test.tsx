// @vitest-environment jsdom
// The rebate settings screen against a scripted API: first-load error with retry, the empty
// downline list, the quota named before anything is sent.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { RebateSettings } from '../../api/contract.generated';

const api = vi.hoisted(() => ({
  settings: vi.fn(),
  updateDefaults: vi.fn(),
  downlines: vi.fn(),
  updateDownline: vi.fn(),
  income: vi.fn(),
}));
vi.mock('./rebates-api', () => ({ rebatesApi: api }));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫' }) }));

const { initI18n } = await import('../../i18n/i18n');
const { AgentRebateScreen } = await import('./agent-rebate-screen');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(cleanup);

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/m/x'] });
  render(<RouterProvider router={router} />);
}

const settings: RebateSettings = {
  step: 0.1,
  products: (['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT'] as const).map((productType) => ({ productType, rate: 1.5, ceiling: 2, defaultRate: 0.5 })),
};
it('agent rebate: a failed load offers a retry; no downlines is the empty state; a rate above the quota is named and not sent', async () => {
  api.settings.mockRejectedValueOnce(new ApiError({ kind: 'server', code: 'permission.denied', message: 'denied', status: 403 })).mockResolvedValue(settings);
  api.downlines.mockResolvedValue({ downlines: [] });
  show(<AgentRebateScreen />);
  fireEvent.click(await screen.findByTestId('rebates-retry'));
  expect((await screen.findByTestId('empty-state')).textContent).toBe('You have no direct downlines yet.');
  const main = document.querySelector('main[data-screen="agent-rebate"]');
  expect(main?.getAttribute('aria-busy')).toBeNull();
  const form = screen.getByTestId('rebate-defaults-form');
  fireEvent.change(within(form).getByLabelText('Sports rebate (%)'), { target: { value: '1.6' } });
  fireEvent.click(screen.getByTestId('rebate-defaults-save'));
  expect((await within(form).findByTestId('field-error-rates.SPORTS')).textContent).toBe('At most 1.5% (your own rate).');
  expect(api.updateDefaults).not.toHaveBeenCalled();
});
