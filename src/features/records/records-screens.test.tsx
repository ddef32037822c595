// @vitest-environment jsdom
// The three records screens against a scripted records API: what each sends (view, type, vendor,
// the range) and how rows, footers, the summary and the detail sheet read.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { RecordsBetPage, RecordsPnl, RecordsPnlDetail, RecordsTransactionPage } from '../../api/contract.generated';

const api = vi.hoisted(() => ({
  txTypes: vi.fn(),
  vendors: vi.fn(),
  transactions: vi.fn(),
  bets: vi.fn(),
  pnl: vi.fn(),
  pnlDetail: vi.fn(),
}));
vi.mock('./records-api', () => ({ recordsApi: api, VENDOR_PARAM: 'vendor' }));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫' }) }));

const { initI18n } = await import('../../i18n/i18n');
const { AccountRecordScreen } = await import('./account-record-screen');
const { BettingRecordScreen } = await import('./betting-record-screen');
const { PnlScreen } = await import('./pnl-screen');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(cleanup);

function show(element: React.ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/transaction/record', element },
      { path: '/m/gameRecord', element },
      { path: '/m/profitandloss', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const transactions: RecordsTransactionPage = {
  content: [
    { id: 2, txTypeId: 4002, amount: 300, balanceAfter: 1179.5, time: Date.UTC(2026, 0, 1, 12), refId: 'DEMO-EVO-000001' },
    { id: 1, txTypeId: 4001, amount: -120.5, balanceAfter: 879.5, time: Date.UTC(2026, 0, 1, 12), refId: 'DEMO-EVO-000001' },
    { id: 3, txTypeId: 9999, amount: 1, balanceAfter: 880.5, time: Date.UTC(2026, 0, 1, 13), refId: null },
  ],
  pageNum: 1,
  totalPages: 1,
  totalElements: 3,
  footer: { totalIn: 301, totalOut: 120.5 },
};

it('account records: types from the server for the view, labels by code, signed amounts, the type filter and the agent view reach the API', async () => {
  api.txTypes.mockResolvedValue([
    { id: 4001, name: 'BET', direction: 'out' },
    { id: 9999, name: 'LATER_TYPE', direction: 'in' },
  ]);
  api.transactions.mockResolvedValue(transactions);
  show(<AccountRecordScreen />, '/m/transaction/record');
  const rows = await screen.findAllByTestId('record-row');
  expect(api.txTypes).toHaveBeenCalledWith(undefined);
  expect(api.transactions.mock.calls[0]?.[0]).not.toHaveProperty('types');
  expect(rows.map((r) => within(r).getByTestId('record-type').textContent)).toEqual(['Payout', 'Bet', 'LATER_TYPE (9999)']);
  expect(rows[1]?.querySelector('[data-figure="amount"] dd')?.textContent).toBe('-₫120.50');
  expect(rows[1]?.querySelector('[data-figure="amount"] dd')?.getAttribute('data-tone')).toBe('minus');
  expect(rows[0]?.querySelector('[data-figure="amount"] dd')?.textContent).toBe('+₫300.00');
  expect(screen.getByTestId('record-footer').textContent).toContain('+₫301.00');
  const select = screen.getByTestId<HTMLSelectElement>('record-filter-type');
  await waitFor(() => expect(select.options).toHaveLength(3));
  fireEvent.change(select, { target: { value: '4001' } });
  await waitFor(() => expect(api.transactions.mock.calls.at(-1)?.[0]).toMatchObject({ txTypeId: 4001, page: 1, size: 10 }));
  cleanup();
  show(<AccountRecordScreen />, '/m/transaction/record?types=A');
  await screen.findAllByTestId('record-row');
  expect(screen.getByTestId('records-agent-view')).toBeTruthy();
  expect(api.txTypes).toHaveBeenLastCalledWith('A');
  expect(api.transactions.mock.calls.at(-1)?.[0]).toMatchObject({ types: 'A' });
});

it('betting records: the vendor filter reaches the API as accountType; rows and the footer carry the four figures', async () => {
  api.vendors.mockResolvedValue([
    { accountType: 'EVO', name: 'Evolution', gameType: 'LIVE' },
    { accountType: 'PG', name: 'PG Soft', gameType: 'RNG' },
  ]);
  const page: RecordsBetPage = {
    content: [{ betId: 'B1', accountType: 'EVO', vendorName: 'Evolution', gameType: 'LIVE', gameName: 'Baccarat', betTime: Date.UTC(2026, 0, 1), betAmount: 10, validBetting: 10, winAmount: 0, profitAndLoss: -10 }],
    pageNum: 1,
    totalPages: 1,
    totalElements: 1,
    footer: { betAmount: 10, validBetting: 10, winAmount: 0, profitAndLoss: -10 },
  };
  api.bets.mockResolvedValue(page);
  const router = show(<BettingRecordScreen />, '/m/gameRecord?range=7days');
  const [row] = await screen.findAllByTestId('record-row');
  expect(row?.textContent).toContain('Baccarat');
  expect(row?.textContent).toContain('Evolution · Live casino');
  expect(api.bets.mock.calls[0]?.[0]).not.toHaveProperty('accountType');
  const footer = screen.getByTestId('record-footer');
  expect(footer.querySelector('[data-figure="pnl"] dd')?.textContent).toBe('-₫10.00');
  const select = screen.getByTestId<HTMLSelectElement>('record-filter-vendor');
  await waitFor(() => expect(select.options).toHaveLength(3));
  fireEvent.change(select, { target: { value: 'EVO' } });
  await waitFor(() => expect(api.bets.mock.calls.at(-1)?.[0]).toMatchObject({ accountType: 'EVO', page: 1 }));
  expect(router.state.location.search).toContain('vendor=EVO');
});

it('profit and loss: summary cards with the net result, detail rows, and a sheet linking to that vendor’s bets over the same range', async () => {
  const pnl: RecordsPnl = { betCount: 3, betAmount: 60, validBetting: 55, winAmount: 100, profitAndLoss: 40, deposit: 500, withdrawal: 100, rewards: 8.8, rebates: 1.2 };
  const detail: RecordsPnlDetail = {
    content: [
      { gameType: 'LIVE', accountType: 'EVO', vendorName: 'Evolution', betCount: 2, betAmount: 40, validBetting: 35, winAmount: 100, profitAndLoss: 60 },
      { gameType: 'RNG', accountType: 'PG', vendorName: 'PG Soft', betCount: 1, betAmount: 20, validBetting: 20, winAmount: 0, profitAndLoss: -20 },
    ],
  };
  api.pnl.mockResolvedValue(pnl);
  api.pnlDetail.mockResolvedValue(detail);
  show(<PnlScreen />, '/m/profitandloss?range=7days');
  const rows = await screen.findAllByTestId('record-row');
  expect(rows).toHaveLength(2);
  const summary = screen.getByTestId('pnl-summary');
  expect(summary.querySelector('[data-figure="net"]')?.textContent).toContain('+₫50.00');
  expect(summary.querySelector('[data-figure="deposit"]')?.textContent).toContain('₫500.00');
  expect(screen.getByTestId('record-footer').querySelector('[data-figure="pnl"] dd')?.textContent).toBe('+₫40.00');
  expect(api.pnl.mock.calls[0]?.[0]).toEqual(api.pnlDetail.mock.calls[0]?.[0]);
  fireEvent.click(within(rows[0]!).getByTestId('pnl-detail-open'));
  const sheet = screen.getByTestId('sheet');
  expect(sheet.getAttribute('data-vendor')).toBe('EVO');
  expect(sheet.querySelector('[data-figure="share"] dd')?.textContent).toBe('67%');
  expect(sheet.querySelector('[data-figure="count"] dd')?.textContent).toBe('2');
  expect(within(sheet).getByTestId('pnl-detail-bets').getAttribute('href')).toBe('/m/gameRecord?range=7days&vendor=EVO');
  fireEvent.click(within(sheet).getByTestId('pnl-detail-close'));
  expect(screen.queryByTestId('sheet')).toBeNull();
  fireEvent.click(within(rows[1]!).getByTestId('pnl-detail-open'));
  expect(screen.getByTestId('sheet').getAttribute('data-vendor')).toBe('PG');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByTestId('sheet')).toBeNull();
});
