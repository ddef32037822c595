// @vitest-environment jsdom
// /m/voucherCenter against a scripted platform: loading (aria-busy), error with retry, the template
// chosen by dep_func, deposits switched off, the amount message naming both limits, and a submit
// that reaches the receipt and remembers the choice.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { DepositChannels, DepositPromotions, DepositReceipt } from '../../api/contract.generated';
import type { DepositSettingsReply } from '../../api/reader-types';
import { ApiError } from '../../api/api-error';
import { MemoryStorage, readStored, setStorageBackends, storageKeys } from '../../state/storage';

const calls: { id: string; input: unknown }[] = [];
let failures = 0;
let settings: DepositSettingsReply;
let postRefusal: ApiError | null = null;
const CHANNELS: DepositChannels = {
  methods: [
    {
      code: 'MT',
      message: 'Bank transfer',
      icon: 'mt',
      depositType: 'FIAT',
      recommendation: true,
      displaySeqNo: { fiatSeq: 1, cryptoSeq: 0 },
      channels: [
        {
          vendorId: 'VCB',
          vendorName: 'Vietcombank',
          min: 50,
          max: 50_000,
          fixAmounts: [100, 500],
          fixAmountOnly: 'N',
          reimbursementPercentage: 1,
          maxReimbursement: 200,
          customerCharge: 0,
          confirmationRequired: 'N',
          bankListType: 'NORMAL',
          currencyRate: 1,
          recommendation: false,
        },
      ],
    },
  ],
};
const PROMOTIONS: DepositPromotions = { promotions: [] };
const RECEIPT: DepositReceipt = {
  depositId: 'DDEMO1',
  refCode: 'R123456',
  methodCode: 'MT',
  channelId: 'VCB',
  depositType: 'FIAT',
  requestedAmount: 500,
  amount: 500,
  receiveAccount: '9704 1',
  receiveName: 'LOBBY',
  receiveBank: 'VCB',
  walletAddress: null,
  cryptoAmount: null,
  exchangeRate: null,
  promotionName: null,
  createdAt: 0,
  expireTime: 0,
  countDownTime: 1800,
  state: 4,
};

vi.mock('../../config/merchant-config', () => ({
  readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫', features: {} }),
}));

vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (failures > 0 && id.startsWith('deposit')) {
      failures -= 1;
      throw new ApiError({ kind: 'network', code: 'client.network', message: 'down', status: 0 });
    }
    if (id === 'depositChannels') return structuredClone(CHANNELS);
    if (id === 'depositPromotions') return structuredClone(PROMOTIONS);
    if (id === 'depositSettings') return structuredClone(settings);
    if (id === 'depositPost') {
      if (postRefusal) throw postRefusal;
      return structuredClone(RECEIPT);
    }
    if (id === 'walletBalance') return { sumBalance: 1000, currency: 'VND', currencySymbol: '₫', balance: [] };
    throw new Error(`unexpected ${id}`);
  }),
}));

const { initI18n } = await import('../../i18n/i18n');
const { sessionStore } = await import('../../state/session-store');
const { startupStore } = await import('../../state/startup-store');
const { DepositScreen } = await import('./deposit-screen');
const { forgetScreens } = await import('../../state/screen-memory');
const { default: readDepositSettings } = await import('../../api/readers/depositSettings');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  failures = 0;
  postRefusal = null;
  settings = { allowDeposit: true, totalDepositSuccessCount: 0, serviceFrom: '00:00', serviceTo: '00:00', serviceHoursNamed: true, inServiceHours: true };
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'dep_flow', type: 0, firstTimeLogin: false };
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
  forgetScreens();
});

function show() {
  const router = createMemoryRouter([{ path: '/m/voucherCenter', element: <DepositScreen /> }], { initialEntries: ['/m/voucherCenter'] });
  render(<RouterProvider router={router} />);
  return () => document.querySelector('main[data-screen="deposit"]');
}

it('is busy while loading, offers retry after an error, and follows dep_func', async () => {
  startupStore.depositDetailTemplate = 'new';
  failures = 1;
  const root = show();
  expect(root()?.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(await screen.findByTestId('deposit-retry'));
  await screen.findAllByTestId('deposit-method');
  expect(root()?.getAttribute('aria-busy')).toBeNull();
  expect(root()?.getAttribute('data-template')).toBe('new');
  cleanup();
  startupStore.depositDetailTemplate = 'base';
  const again = show();
  await screen.findAllByTestId('deposit-method');
  expect(again()?.getAttribute('data-template')).toBe('base');
});

it('a revisit in the session shows the last methods before the platform answers, then the refreshed ones; a failed refresh keeps them', async () => {
  show();
  await screen.findAllByTestId('deposit-method');
  cleanup();
  const asked = calls.length;
  failures = 1;
  const root = show();
  // Rendered from memory, before any reply: not busy, methods there.
  expect(screen.getAllByTestId('deposit-method').length).toBeGreaterThan(0);
  expect(root()?.getAttribute('aria-busy')).toBeNull();
  await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getAllByTestId('deposit-method').length).toBeGreaterThan(0);
  expect(screen.queryByTestId('deposit-error')).toBeNull();
});

it('a revisit whose refresh says the hours have closed shows the dialog then', async () => {
  show();
  await screen.findAllByTestId('deposit-method');
  cleanup();
  settings = { ...settings, serviceFrom: '08:00', serviceTo: '23:00', inServiceHours: false };
  show();
  expect(screen.queryByTestId('deposit-outside-hours')).toBeNull();
  expect(await screen.findByTestId('deposit-outside-hours')).toBeTruthy();
});

it('says when deposits are off', async () => {
  settings = { ...settings, allowDeposit: false };
  show();
  expect(await screen.findByTestId('deposit-unavailable')).toBeTruthy();
  expect(screen.queryByTestId('deposit-form')).toBeNull();
});

it('names both limits, then submits a preset, shows the receipt and remembers the choice', async () => {
  show();
  const amount = (await screen.findByRole('textbox', { name: 'Amount' })) as HTMLInputElement;
  fireEvent.change(amount, { target: { value: '10' } });
  fireEvent.click(screen.getByTestId('deposit-submit'));
  expect((await screen.findByTestId('deposit-amount-error')).textContent).toBe('Enter an amount from ₫50.00 to ₫50,000.00.');
  expect(calls.some((c) => c.id === 'depositPost')).toBe(false);
  fireEvent.click(screen.getAllByTestId('deposit-amount-preset')[1]!);
  fireEvent.click(screen.getByTestId('deposit-submit'));
  expect(await screen.findByTestId('deposit-receipt')).toBeTruthy();
  const post = calls.find((c) => c.id === 'depositPost')?.input as { body: { amount: number; methodCode: string; channelId: string; idempotencyKey: string } };
  expect(post.body).toMatchObject({ amount: 500, methodCode: 'MT', channelId: 'VCB' });
  expect(post.body.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  expect(screen.getByTestId('deposit-countdown').textContent).toContain('30:00');
  expect(readStored(storageKeys.depositRemember)).toEqual({ depositType: 'FIAT', methodCode: 'MT', channelId: 'VCB', amount: '500' });
});

it('outside service hours: a dialog names the hours and submit is off', async () => {
  settings = { ...settings, serviceFrom: '08:00', serviceTo: '23:00', inServiceHours: false };
  show();
  const dialog = await screen.findByTestId('deposit-outside-hours');
  expect(dialog.textContent).toContain('from 08:00 to 23:00');
  await waitFor(() => expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(true));
});

it("upstream's settings (allowDeposit Y, no hours): the form is open; a post refused as outside hours names upstream's default hours", async () => {
  settings = readDepositSettings({ allowDeposit: 'Y', totalDepositSuccessCount: 1 });
  postRefusal = new ApiError({ kind: 'server', code: 'deposit.outside.hours', message: 'closed', status: 200 });
  show();
  await screen.findAllByTestId('deposit-method');
  expect(screen.queryByTestId('deposit-outside-hours')).toBeNull();
  expect(screen.queryByTestId('deposit-outside-hours-notice')).toBeNull();
  fireEvent.click(screen.getAllByTestId('deposit-amount-preset')[1]!);
  fireEvent.click(screen.getByTestId('deposit-submit'));
  const dialog = await screen.findByTestId('deposit-outside-hours');
  expect(dialog.textContent).toContain('from 08:00 to 23:00');
});
