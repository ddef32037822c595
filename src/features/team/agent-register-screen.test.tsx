// @vitest-environment jsdom
// Open a downline against a scripted API: the username flag while typing and the result card.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { RebateSettings, RegisterSettings } from '../../api/contract.generated';

const api = vi.hoisted(() => ({
  rebateSettings: vi.fn(),
  checkUsername: vi.fn(),
  createDownline: vi.fn(),
  registerSettings: vi.fn(),
}));
vi.mock('./team-api', () => ({ downlineApi: api }));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫' }) }));
vi.mock('../../config/constants', async (original) => ({ ...(await original<Record<string, unknown>>()), DOWNLINE_USERNAME_CHECK_DEBOUNCE_MS: 10 }));

const { initI18n } = await import('../../i18n/i18n');
const { AgentRegisterScreen } = await import('./agent-register-screen');

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
const rule = (pattern: string | null, min: number | null, max: number | null, required: boolean) => ({ enabled: true, required, patternId: null, pattern, minLength: min, maxLength: max, messageKey: 'x' });
const register = { fields: { username: rule('^[A-Za-z][A-Za-z0-9]*$', 4, 16, true), password: rule('^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d).+$', 8, 20, true), nickname: rule(null, 2, 20, false) } } as unknown as RegisterSettings;

it('open a downline: a taken name is flagged, a created one shows its card with the team link', async () => {
  api.registerSettings.mockResolvedValue(register);
  api.rebateSettings.mockResolvedValue(settings);
  api.checkUsername.mockImplementation((username: string) => Promise.resolve({ username, available: username !== 'down01' }));
  api.createDownline.mockResolvedValue({ username: 'fresh01', nickname: null, upline: 'agent01', rates: { SPORTS: 0.5, LIVE: 0.5, RNG: 0.5, FISH: 0.5, PVP: 0.5, LOTT: 0.5 } });
  show(<AgentRegisterScreen />);
  const form = await screen.findByTestId('agent-register-form');
  const username = form.querySelector<HTMLInputElement>('input[name="username"]');
  if (!username) throw new Error('no username input');
  fireEvent.change(username, { target: { value: 'down01' } });
  // The check waits for a 500 ms pause in typing: allow a busy machine well beyond it.
  expect((await within(form).findByTestId('field-error-username', {}, { timeout: 5_000 })).textContent).toBe('Sorry, the username already exists.');
  fireEvent.change(username, { target: { value: 'fresh01' } });
  await waitFor(() => expect(screen.getByTestId('username-status').getAttribute('data-state')).toBe('available'), { timeout: 5_000 });
  for (const [name, value] of [
    ['password', 'Newdown@1'],
    ['confirmPassword', 'Newdown@1'],
  ] as const) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input) fireEvent.change(input, { target: { value } });
  }
  expect(form.querySelector<HTMLInputElement>('input[name="rates.SPORTS"]')?.value).toBe('0.5');
  fireEvent.click(screen.getByTestId('agent-register-submit'));
  const card = await screen.findByTestId('downline-created');
  expect(card.getAttribute('data-username')).toBe('fresh01');
  expect(within(card).getByTestId('downline-created-team').getAttribute('href')).toBe('/m/member/team');
  expect(api.createDownline).toHaveBeenCalledTimes(1);
  expect(api.createDownline.mock.calls[0]?.[0]).toMatchObject({ username: 'fresh01', password: 'Newdown@1', confirmPassword: 'Newdown@1', rates: { SPORTS: 0.5 } });
  expect(api.checkUsername.mock.calls.map((c) => c[0])).toEqual(['down01', 'fresh01']);
});
