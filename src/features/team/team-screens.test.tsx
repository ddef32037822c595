// @vitest-environment jsdom
// The four team screens against a scripted team API: what each sends (range, page, member, game
// type, search, drill-down) and how KPI cards, rows, footers, the detail sheet, the breadcrumb,
// promote and the empty and error states read.
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { TeamBetPage, TeamMember, TeamMembersPage, TeamOverviewFigures } from '../../api/contract.generated';

// The screens render lazily loaded parts; on a machine busy with other suites the default second
// for findBy/waitFor ran out once before the first row (a full local run), not the screens.
configure({ asyncUtilTimeout: 5_000 });

const api = vi.hoisted(() => ({
  overviewSum: vi.fn(),
  overviewDaily: vi.fn(),
  pnl: vi.fn(),
  pnlDetail: vi.fn(),
  members: vi.fn(),
  promote: vi.fn(),
  bets: vi.fn(),
}));
const flags = vi.hoisted(() => ({ AGEPROMOTE3: true }));
const ui = vi.hoisted(() => ({ showConfirm: vi.fn(), success: vi.fn(), apiError: vi.fn() }));
vi.mock('./team-api', () => ({ teamApi: api, TEAM_PARAMS: { member: 'member', gameType: 'gameType', parent: 'parent', search: 'q', page: 'page' } }));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫' }) }));
vi.mock('../../config/flags', () => ({ flag: (key: keyof typeof flags) => flags[key] }));
vi.mock('../../state/ui-store', () => ({ showConfirm: ui.showConfirm, toast: { success: ui.success, apiError: ui.apiError } }));

const { initI18n } = await import('../../i18n/i18n');
const { TeamOverviewScreen } = await import('./team-overview-screen');
const { TeamPnlScreen } = await import('./team-pnl-screen');
const { TeamMembersScreen } = await import('./team-members-screen');
const { TeamBettingScreen } = await import('./team-betting-screen');
const { ApiError } = await import('../../api/api-error');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(ui)]) fn.mockReset();
  flags.AGEPROMOTE3 = true;
});
afterEach(cleanup);

function show(element: React.ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const figures = (n: number): TeamOverviewFigures => ({
  registrations: n,
  firstDeposits: n,
  depositAmount: 100 * n,
  withdrawalAmount: 10 * n,
  betCount: n,
  betAmount: 50 * n,
  validBetAmount: 40 * n,
  payoutAmount: 30 * n,
  profitLoss: -20 * n,
  activeMembers: n,
});

it('overview: KPI cards, one row per day and the footer, for the range in the URL', async () => {
  api.overviewSum.mockResolvedValue(figures(3));
  api.overviewDaily.mockResolvedValue({ content: [{ date: Date.UTC(2026, 0, 2), ...figures(1) }, { date: Date.UTC(2026, 0, 1), ...figures(2) }], pageNum: 1, totalPages: 1, totalElements: 2, footer: figures(3) });
  show(<TeamOverviewScreen />, '/m/agent/team/overview?range=7days');
  const rows = await screen.findAllByTestId('record-row');
  expect(rows).toHaveLength(2);
  const kpi = screen.getByTestId('team-kpi');
  expect(kpi.querySelector('[data-figure="deposits"] .team-kpi__value')?.textContent).toBe('₫300.00');
  expect(kpi.querySelector('[data-figure="pnl"] .team-kpi__value')?.textContent).toBe('-₫60.00');
  expect(screen.getByTestId('record-footer').querySelector('[data-figure="bets"] dd')?.textContent).toBe('₫150.00');
  const sumQuery = api.overviewSum.mock.calls[0]?.[0] as { startDate: number; endDate: number };
  expect(api.overviewDaily.mock.calls[0]?.[0]).toMatchObject({ ...sumQuery, page: 1, size: 10 });
  expect(sumQuery.endDate - sumQuery.startDate).toBe(7 * 86_400_000 - 1);
});

it('overview: an error offers a retry that loads again', async () => {
  api.overviewSum.mockRejectedValueOnce(new ApiError({ kind: 'server', code: 'permission.denied', message: '', status: 403 })).mockResolvedValue(figures(0));
  api.overviewDaily.mockResolvedValue({ content: [], pageNum: 1, totalPages: 1, totalElements: 0, footer: figures(0) });
  show(<TeamOverviewScreen />, '/m/agent/team/overview');
  fireEvent.click(await screen.findByTestId('record-retry'));
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
});

it('team PnL: a member opens its detail sheet by game type for the same range', async () => {
  const f = { betAmount: 10, validBetAmount: 9, payoutAmount: 5, rebateAmount: 1, bonusAmount: 0, profitLoss: -4 };
  api.pnl.mockResolvedValue({ content: [{ username: 'down01', level: 1, ...f }], pageNum: 1, totalPages: 1, totalElements: 1, footer: f });
  api.pnlDetail.mockResolvedValue({ username: 'down01', content: [{ gameType: 'RNG', betCount: 2, betAmount: 10, validBetAmount: 9, payoutAmount: 5, profitLoss: -5 }] });
  show(<TeamPnlScreen />, '/m/agent/team/pnl?range=today');
  const row = await screen.findByTestId('record-row');
  expect(row.querySelector('[data-figure="pnl"] dd')?.textContent).toBe('-₫4.00');
  fireEvent.click(within(row).getByTestId('team-pnl-detail'));
  const sheet = await screen.findByTestId('sheet');
  expect(sheet.getAttribute('data-username')).toBe('down01');
  await within(sheet).findByText('Slots');
  const range = api.pnl.mock.calls[0]?.[0] as { startDate: number; endDate: number };
  expect(api.pnlDetail).toHaveBeenCalledWith({ startDate: range.startDate, endDate: range.endDate, username: 'down01' });
  fireEvent.click(screen.getByTestId('team-sheet-close'));
  expect(screen.queryByTestId('sheet')).toBeNull();
});

const member = (username: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  username,
  type: 0,
  isAgent: false,
  level: 1,
  balance: 1234.5,
  lastLoginAt: null,
  regDate: Date.UTC(2026, 0, 1),
  frozen: false,
  downlineCount: 0,
  rebateRates: [
    { productType: 'SPORTS', rate: 0.5 },
    { productType: 'LOTT', rate: 0.8 },
  ],
  canPromote: false,
  ...extra,
});
const page = (content: TeamMember[], path: string[] = []): TeamMembersPage => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length, path });

it('members: rows with balance, never, highest rate; drill-down puts the member in the URL with a breadcrumb', async () => {
  api.members.mockImplementation((q: { parent?: string }) =>
    Promise.resolve(q.parent === 'down08' ? page([member('sub01', { level: 2 })], ['down08']) : page([member('down08', { type: 1, isAgent: true, downlineCount: 3 }), member('down01')])),
  );
  const router = show(<TeamMembersScreen />, '/m/member/team');
  const row = (await screen.findAllByTestId('downline-row'))[1];
  expect(row?.getAttribute('data-username')).toBe('down01');
  expect(row?.querySelector('[data-figure="balance"] dd')?.textContent).toBe('₫1,234.50');
  expect(row?.querySelector('[data-figure="last-login"] dd')?.textContent).toBe('Never');
  expect(row?.querySelector('[data-figure="rebate"] dd')?.textContent).toBe('0.8%');
  fireEvent.click(screen.getAllByTestId('downline-drill')[0]!);
  await waitFor(() => expect(router.state.location.search).toBe('?parent=down08'));
  expect((await screen.findByTestId('downline-row')).getAttribute('data-username')).toBe('sub01');
  expect(api.members).toHaveBeenLastCalledWith({ page: 1, size: 10, parent: 'down08' });
  expect(screen.getByTestId('team-breadcrumb').textContent).toContain('down08');
  fireEvent.click(screen.getByTestId('team-breadcrumb-root'));
  await waitFor(() => expect(router.state.location.search).toBe(''));
});

it('members: the search waits for a pause in typing, spans the team and says when nothing matches', async () => {
  api.members.mockResolvedValue(page([]));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const router = show(<TeamMembersScreen />, '/m/member/team?parent=down08');
    const input = await screen.findByTestId('team-members-search');
    fireEvent.change(input, { target: { value: 'su' } });
    fireEvent.change(input, { target: { value: 'sub0' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=sub0'));
    await waitFor(() => expect(api.members).toHaveBeenLastCalledWith({ page: 1, size: 10, username: 'sub0' }));
    expect(api.members.mock.calls.some(([q]) => (q as { username?: string }).username === 'su')).toBe(false);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('sub0');
  } finally {
    vi.useRealTimers();
  }
});

it('members: promote asks first, then updates the row; off when the merchant has no AGEPROMOTE3', async () => {
  api.members.mockResolvedValue(page([member('tm_d1', { canPromote: true }), member('tm_d2', { frozen: true })]));
  api.promote.mockResolvedValue(member('tm_d1', { type: 1, isAgent: true }));
  ui.showConfirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  show(<TeamMembersScreen />, '/m/member/team');
  const buttons = await screen.findAllByTestId('downline-promote');
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]!);
  await waitFor(() => expect(ui.showConfirm).toHaveBeenCalledTimes(1));
  expect(api.promote).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('downline-promote'));
  await waitFor(() => expect(api.promote).toHaveBeenCalledWith({ username: 'tm_d1' }));
  await waitFor(() => expect(screen.getAllByTestId('downline-row')[0]?.getAttribute('data-agent')).toBe('true'));
  expect(screen.queryByTestId('downline-promote')).toBeNull();
  cleanup();
  flags.AGEPROMOTE3 = false;
  show(<TeamMembersScreen />, '/m/member/team');
  await screen.findAllByTestId('downline-row');
  expect(screen.queryByTestId('downline-promote')).toBeNull();
});

it('team betting: the member and game type filters reach the platform; the footer comes from it', async () => {
  const reply: TeamBetPage = {
    content: [{ betId: 'B1', username: 'sub01', vendor: 'PG', gameType: 'RNG', gameName: 'Mahjong', betTime: Date.UTC(2026, 0, 1), betAmount: 10, validBetAmount: 10, payoutAmount: 25, profitLoss: 15 }],
    pageNum: 1,
    totalPages: 1,
    totalElements: 1,
    footer: { betCount: 1, betAmount: 10, validBetAmount: 10, payoutAmount: 25, profitLoss: 15 },
  };
  api.bets.mockResolvedValue(reply);
  const router = show(<TeamBettingScreen />, '/m/teamBetting?range=today');
  await screen.findByTestId('record-row');
  fireEvent.change(screen.getByTestId('team-filter-member'), { target: { value: ' sub01 ' } });
  fireEvent.click(screen.getByTestId('team-filter-apply'));
  await waitFor(() => expect(api.bets).toHaveBeenLastCalledWith(expect.objectContaining({ username: 'sub01', page: 1 })));
  fireEvent.change(screen.getByTestId('team-filter-game-type'), { target: { value: 'RNG' } });
  await waitFor(() => expect(api.bets).toHaveBeenLastCalledWith(expect.objectContaining({ username: 'sub01', gameType: 'RNG' })));
  expect(router.state.location.search).toContain('member=sub01');
  expect((await screen.findByTestId('record-footer')).querySelector('[data-figure="pnl"] dd')?.textContent).toBe('+₫15.00');
});
