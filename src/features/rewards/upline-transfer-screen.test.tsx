// @vitest-environment jsdom
// The transfer screen's guard and form over a fake platform: a member without an upline is sent
// home (the guard of spec §6's third condition); with one, the form checks its fields, sends once
// per submit with a request id, and a new submit gets a new id.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi } from '../../state/ui-store';
import { UplineTransferScreen } from './upline-transfer-screen';

const fake = vi.hoisted(() => ({ toUpline: null as string | null, type: 0, sent: [] as { amount: number; fundPassword: string; requestId: string }[] }));

vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string) => {
    if (id === 'memberInfo') {
      return Promise.resolve({ id: 1, account: 'rw_up_ok', userName: 'rw_up_ok', nickname: null, type: fake.type, regDate: 0, clubLabel: null, toUpline: fake.toUpline, mobile: null, email: null, merchantCode: 'demo', headIcon: 'a1' });
    }
    if (id === 'walletBalance') return Promise.resolve({ sumBalance: 300, currency: 'CNY', currencySymbol: '￥', balance: [] });
    return new Promise(() => {});
  },
}));
vi.mock('./rewards-api', () => ({
  loadSecurityOverview: () => Promise.resolve({ fundPasswordSet: true }),
  transferToUpline: (amount: number, fundPassword: string, requestId: string) => {
    fake.sent.push({ amount, fundPassword, requestId });
    return Promise.resolve({ transferId: `UT-${fake.sent.length}`, upline: 'rw_upline', amount, balance: 300 - amount, replayed: false });
  },
}));

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/m/upLine/transfer', element: <UplineTransferScreen /> },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: ['/m/upLine/transfer'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  resetUi();
  Object.assign(fake, { toUpline: null, type: 0, sent: [] });
  signIn({ id: 1, token: 't', merchantCode: 'demo', userName: 'rw_up_ok', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

it('without a toUpline value the member is sent home and never sees the form', async () => {
  const router = renderAt();
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  expect(screen.queryByTestId('upline-transfer-form')).toBeNull();
});

it('with an upline: the checks, one transfer per submit, a new request id for the next', async () => {
  fake.toUpline = 'rw_upline';
  renderAt();
  expect(await screen.findByTestId('upline-transfer-form')).toBeTruthy();
  expect(screen.getByTestId('upline-name').textContent).toBe('rw_upline');
  fireEvent.click(screen.getByTestId('upline-transfer-submit'));
  expect(await screen.findByTestId('field-error-amount')).toBeTruthy();
  expect(screen.getByTestId('field-error-fundPassword')).toBeTruthy();
  expect(fake.sent).toEqual([]);

  const amount = document.querySelector('input[name="amount"]') as HTMLInputElement;
  const password = document.querySelector('input[name="fundPassword"]') as HTMLInputElement;
  fireEvent.change(amount, { target: { value: '12.345' } });
  fireEvent.change(password, { target: { value: 'Fund1234' } });
  fireEvent.click(screen.getByTestId('upline-transfer-submit'));
  expect(await screen.findByTestId('field-error-amount')).toBeTruthy();
  expect(fake.sent).toEqual([]);

  fireEvent.change(amount, { target: { value: '12.34' } });
  fireEvent.click(screen.getByTestId('upline-transfer-submit'));
  await waitFor(() => expect(fake.sent).toHaveLength(1));
  expect(fake.sent[0]).toMatchObject({ amount: 12.34, fundPassword: 'Fund1234' });
  await waitFor(() => expect(amount.value).toBe(''));

  fireEvent.change(amount, { target: { value: '1' } });
  fireEvent.change(password, { target: { value: 'Fund1234' } });
  fireEvent.click(screen.getByTestId('upline-transfer-submit'));
  await waitFor(() => expect(fake.sent).toHaveLength(2));
  expect(fake.sent[1]?.requestId).not.toBe(fake.sent[0]?.requestId);
});
