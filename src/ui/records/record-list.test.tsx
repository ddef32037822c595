// @vitest-environment jsdom
// The shared record list against a scripted loader: first load (aria-busy), rows and footer,
// paging to the last page and back, the date tabs and a custom range reaching the loader as
// day-bounded ms, a filter resetting to page 1, the empty state, and an error with retry.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { RecordFigures, RecordListScreen } from './record-list';
import type { RecordQuery } from './use-record-list';
import { forgetScreens } from '../../state/screen-memory';

const { initI18n } = await import('../../i18n/i18n');
beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  forgetScreens();
});

const NOW = new Date(2026, 10, 23, 15, 30).getTime();
interface Row {
  id: string;
  amount: number;
}

function setup(rowsInRange: (q: RecordQuery, filter: string | null) => Row[], options: { fail?: () => boolean; gate?: (q: RecordQuery) => Promise<void> } = {}) {
  const queries: (RecordQuery & { filter: string | null })[] = [];
  let filterValue: string | null = null;
  const load = async (q: RecordQuery) => {
    queries.push({ ...q, filter: filterValue });
    await options.gate?.(q);
    if (options.fail?.()) throw new ApiError({ kind: 'network', code: 'client.network', message: 'down', status: 0 });
    const all = rowsInRange(q, filterValue);
    return { rows: all.slice((q.page - 1) * q.size, q.page * q.size), totalElements: all.length, footer: { total: all.reduce((s, r) => s + r.amount, 0) } };
  };
  function Screen() {
    return (
      <RecordListScreen<Row, { total: number }>
        screen="test-record"
        label="Test records"
        load={load}
        now={() => NOW}
        filters={(list) => {
          filterValue = list.filter('kind');
          return (
            <button type="button" data-testid="filter-big" onClick={() => list.setFilter('kind', 'big')}>
              big
            </button>
          );
        }}
        rowKey={(r) => r.id}
        renderRow={(r) => <RecordFigures items={[{ key: 'amount', label: 'Amount', value: String(r.amount) }]} />}
        renderFooter={(f) => <RecordFigures items={[{ key: 'total', label: 'Total', value: String(f.total) }]} />}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/r', element: <Screen /> }], { initialEntries: ['/r'] });
  render(<RouterProvider router={router} />);
  return { queries, router };
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, amount: i + 1 }));

it('loads today first, shows rows and the footer, and pages to the last page and back', async () => {
  const { queries, router } = setup(() => rows(23));
  expect(document.querySelector('[data-screen="test-record"]')?.getAttribute('aria-busy')).toBe('true');
  await screen.findAllByTestId('record-row');
  expect(queries[0]).toMatchObject({ startDate: new Date(2026, 10, 23).getTime(), endDate: new Date(2026, 10, 23, 23, 59, 59, 999).getTime(), page: 1, size: 10 });
  expect(screen.getAllByTestId('record-row')).toHaveLength(10);
  expect(screen.getByTestId('record-footer').textContent).toContain('276');
  expect(screen.getByTestId('record-page').textContent).toBe('Page 1 of 3');
  expect(screen.getByTestId('record-page-prev')).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByTestId('record-page-next'));
  fireEvent.click(await waitFor(() => {
    expect(screen.getByTestId('record-page').textContent).toBe('Page 2 of 3');
    return screen.getByTestId('record-page-next');
  }));
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
  expect(screen.getByTestId('record-page-next')).toHaveProperty('disabled', true);
  expect(router.state.location.search).toContain('page=3');
  fireEvent.click(screen.getByTestId('record-page-prev'));
  await waitFor(() => expect(screen.getByTestId('record-page').textContent).toBe('Page 2 of 3'));
});

it('sends the chosen date tab and a custom range as day-bounded times, and a filter restarts at page 1', async () => {
  const { queries, router } = setup(() => rows(15));
  await screen.findAllByTestId('record-row');
  fireEvent.click(screen.getByTestId('record-range-7days'));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ startDate: new Date(2026, 10, 17).getTime(), page: 1 }));
  expect(screen.getByTestId('record-range-7days').getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByTestId('record-range-yesterday'));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ startDate: new Date(2026, 10, 22).getTime(), endDate: new Date(2026, 10, 22, 23, 59, 59, 999).getTime() }));

  fireEvent.click(screen.getByTestId('record-range-custom'));
  const from = document.querySelector<HTMLInputElement>('input[name="startDate"]')!;
  const to = document.querySelector<HTMLInputElement>('input[name="endDate"]')!;
  fireEvent.change(from, { target: { value: '2026-11-10' } });
  fireEvent.change(to, { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByTestId('record-custom-apply'));
  expect(screen.getByTestId('record-custom-error').textContent).toMatch(/start date/);
  fireEvent.change(to, { target: { value: '2026-11-12' } });
  fireEvent.click(screen.getByTestId('record-custom-apply'));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ startDate: new Date(2026, 10, 10).getTime(), endDate: new Date(2026, 10, 12, 23, 59, 59, 999).getTime(), page: 1 }));
  expect(screen.getByTestId('record-range-label').textContent).toBe('2026-11-10 – 2026-11-12');
  expect(router.state.location.search).toContain('range=custom&from=2026-11-10&to=2026-11-12');

  fireEvent.click(await screen.findByTestId('record-page-next'));
  await waitFor(() => expect(queries.at(-1)?.page).toBe(2));
  fireEvent.click(screen.getByTestId('filter-big'));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 1, filter: 'big' }));
  expect(router.state.location.search).toContain('kind=big');
});

it('shows the empty state with no footer, and an error with a retry that recovers', async () => {
  setup(() => []);
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  expect(screen.queryByTestId('record-footer')).toBeNull();
  cleanup();
  let failing = true;
  setup(() => rows(2), { fail: () => failing });
  expect((await screen.findByTestId('record-error')).textContent).toBeTruthy();
  failing = false;
  fireEvent.click(screen.getByTestId('record-retry'));
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
  expect(screen.queryByTestId('record-pager')).toBeNull();
});

it('never shows one page\'s rows under another page\'s label while the next page loads', async () => {
  let holdPage2 = false;
  let release = () => {};
  let gated = true;
  const { queries } = setup(
    (q) => {
      if (q.page === 2 && holdPage2) throw new Error('not yet');
      return rows(15);
    },
    {
      gate: (q) =>
        q.page === 2 && gated
          ? new Promise<void>((resolve) => {
              release = () => {
                gated = false;
                resolve();
              };
            })
          : Promise.resolve(),
    },
  );
  await screen.findAllByTestId('record-row');
  // While page 2 is on its way, the list is a skeleton, not page 1 under page 2's label.
  fireEvent.click(screen.getByTestId('record-page-next'));
  await waitFor(() => expect(queries.at(-1)?.page).toBe(2));
  expect(screen.queryAllByTestId('record-row')).toHaveLength(0);
  expect(document.querySelector('.record-list__rows--skeleton')).not.toBeNull();
  release();
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(5));
  fireEvent.click(screen.getByTestId('record-page-prev'));
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(10));
  // Page 1 shows from the session's memory at once; the pager waits for its reload to answer.
  await waitFor(() => expect(document.querySelector('.record-list')?.getAttribute('aria-busy')).toBeNull());
  // Page 2's next reply fails: nothing of page 1 stays under "page 2", the error says why.
  holdPage2 = true;
  fireEvent.click(screen.getByTestId('record-page-next'));
  await screen.findByTestId('record-error');
  expect(screen.queryAllByTestId('record-row')).toHaveLength(0);
  holdPage2 = false;
  fireEvent.click(screen.getByTestId('record-retry'));
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(5));
  expect(screen.getByTestId('record-page').textContent).toBe('Page 2 of 2');
  expect(queries.map((q) => q.page)).toEqual([1, 2, 1, 2, 2]);
});

it('a list opened again in the session shows its last page at once, before the loader answers, then the new rows', async () => {
  setup(() => rows(3));
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
  cleanup();
  let release = () => {};
  const { queries } = setup(() => rows(4), { gate: () => new Promise<void>((resolve) => (release = resolve)) });
  // Before the held loader answers: the remembered rows, and the screen is not busy.
  expect(screen.getAllByTestId('record-row')).toHaveLength(3);
  expect(document.querySelector('main[data-screen="test-record"]')?.getAttribute('aria-busy')).toBeNull();
  await waitFor(() => expect(queries).toHaveLength(1));
  release();
  await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(4));
});
