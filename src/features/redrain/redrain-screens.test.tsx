// @vitest-environment jsdom
// The red-rain screen over a fake platform: the picker (search, select all, count), the
// over-balance refusal before submit, one transfer per confirmation with the shares in list order
// and a fresh request id for the next.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi, uiStore } from '../../state/ui-store';
import { resetWallet } from '../../state/wallet-store';
import { RedRainScreen } from './red-rain-screen';

const fake = vi.hoisted(() => ({
  balance: 100,
  sent: [] as { downlines: readonly string[]; mode: string; amount: number; requestId: string }[],
}));

vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string) => {
    if (id === 'walletBalance') return Promise.resolve({ sumBalance: fake.balance, currency: 'CNY', currencySymbol: '￥', balance: [] });
    return new Promise(() => {});
  },
}));
vi.mock('./redrain-api', () => ({
  loadDownlines: () =>
    Promise.resolve({
      downlines: [
        { userId: 1, username: 'rr_down01', nickname: 'Rain 1', balance: 1 },
        { userId: 2, username: 'rr_down02', nickname: null, balance: 2 },
        { userId: 3, username: 'rr_down03', nickname: 'Lucky', balance: 3 },
      ],
      maxDownlines: 50,
      minAmount: 1,
    }),
  sendRedRain: (downlines: readonly string[], mode: string, amount: number, requestId: string) => {
    fake.sent.push({ downlines, mode, amount, requestId });
    return Promise.resolve({ transferId: 'RR1', mode, total: amount, shares: downlines.map((username) => ({ username, amount: amount / downlines.length })), balance: 0, replayed: false });
  },
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
  resetWallet();
  Object.assign(fake, { balance: 100, sent: [] });
  signIn({ id: 9, token: 't', merchantCode: 'demo', userName: 'rr_agent', type: 1, firstTimeLogin: false });
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

const row = (username: string) => document.querySelector(`[data-testid="downline-row"][data-username="${username}"]`) as HTMLElement;
const amountInput = () => document.querySelector('input[name="amount"]') as HTMLInputElement;
const submit = () => screen.getByTestId('red-rain-submit') as HTMLButtonElement;

it('red rain: search, select all, the total over the balance keeps submit disabled, then one SPLIT transfer per confirmation', async () => {
  renderAt('/m/redRain', <RedRainScreen />);
  await screen.findByTestId('red-rain-form');
  await waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-state')).toBe('shown'));
  expect(document.querySelectorAll('[data-testid="downline-row"]')).toHaveLength(3);

  fireEvent.change(screen.getByTestId('red-rain-search'), { target: { value: 'lucky' } });
  expect(document.querySelectorAll('[data-testid="downline-row"]')).toHaveLength(1);
  fireEvent.click(screen.getByTestId('red-rain-select-all'));
  expect(screen.getByTestId('red-rain-selected-count').textContent).toBe('1 of 3 selected');
  fireEvent.change(screen.getByTestId('red-rain-search'), { target: { value: '' } });
  fireEvent.click(row('rr_down01').querySelector('input') as HTMLInputElement);
  expect(screen.getByTestId('red-rain-selected-count').textContent).toBe('2 of 3 selected');
  expect(submit().disabled).toBe(true);
  expect(screen.getByTestId('red-rain-problem').textContent).toBe('Enter an amount.');

  // EACH 60 × 2 = 120 > 100: disabled, the message names the balance.
  fireEvent.change(amountInput(), { target: { value: '60' } });
  expect(screen.getByTestId('red-rain-total').textContent).toContain('120.00');
  expect(screen.getByTestId('red-rain-problem').textContent).toBe('The total ￥120.00 is more than your balance ￥100.00.');
  expect(submit().disabled).toBe(true);
  fireEvent.submit(screen.getByTestId('red-rain-form'));
  expect(screen.queryByTestId('sheet')).toBeNull();

  // SPLIT 0.05 between two: shares 0.03 and 0.02, the first in list order (rr_down01) gets the cent.
  fireEvent.click(document.querySelector('input[name="mode"][value="SPLIT"]') as HTMLInputElement);
  fireEvent.change(amountInput(), { target: { value: '0.05' } });
  expect(screen.getByTestId('red-rain-problem').textContent).toBe('The amount must be at least ￥1.00.');
  fireEvent.change(amountInput(), { target: { value: '1.01' } });
  expect(screen.getByTestId('red-rain-share').textContent).toBe('￥0.50 – ￥0.51');
  expect(submit().disabled).toBe(false);
  fireEvent.click(submit());
  const shares = await screen.findAllByTestId('red-rain-confirm-share');
  expect(shares.map((s) => [s.getAttribute('data-username'), s.textContent])).toEqual([
    ['rr_down01', 'rr_down01￥0.51'],
    ['rr_down03', 'rr_down03￥0.50'],
  ]);
  const confirm = screen.getByTestId('red-rain-confirm');
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  await waitFor(() => expect(uiStore.toast?.kind).toBe('success'));
  expect(fake.sent).toEqual([{ downlines: ['rr_down01', 'rr_down03'], mode: 'SPLIT', amount: 1.01, requestId: expect.any(String) as string }]);
  // The list reloads with nothing selected; the next attempt gets another request id.
  await screen.findByTestId('red-rain-form');
  fireEvent.click(row('rr_down02').querySelector('input') as HTMLInputElement);
  fireEvent.change(amountInput(), { target: { value: '2' } });
  fireEvent.click(submit());
  fireEvent.click(await screen.findByTestId('red-rain-confirm'));
  await waitFor(() => expect(fake.sent).toHaveLength(2));
  expect(fake.sent[1]?.requestId).not.toBe(fake.sent[0]?.requestId);
});
