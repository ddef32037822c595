// @vitest-environment jsdom
// Home's blocks rendered on their own: the carousel by banner count, a banner tap, the ticker and
// its empty text, the hot matches and their popup.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import type { HotMatch, Notice } from '../../api/contract.generated';
import { initI18n } from '../../i18n/i18n';
import { BannerCarousel } from './banner-carousel';
import type { BannerData } from './home-logic';
import { HotMatches } from './hot-matches';
import { NoticeTicker } from './notice-ticker';

beforeAll(async () => {
  await initI18n('VI');
  await i18next.loadNamespaces(['home', 'common']);
});
afterEach(cleanup);

function renderAt(node: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: node },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const banner = (id: number, redirectUrl: string | null): BannerData => ({
  id,
  url: `/b/${id}-720.webp`,
  title: `Banner ${id}`,
  redirectUrl,
  width: 750,
  height: 300,
  variants: [
    { url: `/b/${id}-480.webp`, width: 480 },
    { url: `/b/${id}-720.webp`, width: 720 },
  ],
});

const match = (i: number): HotMatch => ({
  title: `Home ${i} vs Away ${i}`,
  matchTime: new Date(2026, 4, 10 + i, 18, 30).getTime(),
  homeTeam: `Home ${i}`,
  awayTeam: `Away ${i}`,
  homeTeamImageUrl: `/t/h${i}.svg`,
  awayTeamImageUrl: `/t/a${i}.svg`,
  moneyLine: { homeTeamOdds: 1.9, awayTeamOdds: 1.9 },
  vendor: 'SABA',
  gameId: `SABA_${i}`,
  nodeId: 1000 + i,
  matchId: `M${i}`,
  leagueId: 'L',
  roomId: '',
  league: `League ${i}`,
  supportPlay: true,
});

describe('BannerCarousel', () => {
  it('paints the first banner as a sized, eager, high-priority image with srcset in a fixed-aspect box', () => {
    renderAt(<BannerCarousel banners={[banner(1, null), banner(2, null)]} staticOnly />);
    const img = screen.getByRole('img', { name: 'Banner 1' });
    expect(img.getAttribute('width')).toBe('750');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('srcset')).toBe('/b/1-480.webp 480w, /b/1-720.webp 720w');
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(screen.getByTestId('banner-carousel').style.aspectRatio).toBe('750 / 300');
  });

  it('keeps one banner static (no swiper), several wait for the first paint before swiper', () => {
    renderAt(<BannerCarousel banners={[banner(1, null)]} />);
    expect(screen.getByTestId('banner-carousel').getAttribute('data-mode')).toBe('static');
    cleanup();
    renderAt(<BannerCarousel banners={[banner(1, null), banner(2, null), banner(3, null)]} />);
    expect(screen.getByTestId('banner-carousel').getAttribute('data-mode')).toBe('static-first');
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
  });

  it('an in-app banner navigates in the router; an external one opens a new tab without opener', async () => {
    const router = renderAt(<BannerCarousel banners={[banner(1, '/m/activity')]} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('banner-slide'));
    });
    expect(router.state.location.pathname).toBe('/m/activity');
    cleanup();
    renderAt(<BannerCarousel banners={[banner(2, 'https://www.example.com/cashback')]} />);
    const link = screen.getByTestId('banner-slide');
    expect(link.getAttribute('href')).toBe('https://www.example.com/cashback');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('NoticeTicker', () => {
  const notices: Notice[] = [
    { id: 7, title: 'First', content: '', read: false, createdAt: 0 },
    { id: 8, title: 'Second', content: '', read: true, createdAt: 0 },
  ];
  it('scrolls the titles and leads to /m/notice', async () => {
    const router = renderAt(<NoticeTicker notices={notices} status="ready" onRetry={() => {}} />);
    expect(screen.getAllByTestId('ticker-item').map((e) => e.textContent)).toEqual(['First', 'Second']);
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-ticker'));
    });
    expect(router.state.location.pathname).toBe('/m/notice');
  });
  it("says 'no_announcement' when there are none", () => {
    renderAt(<NoticeTicker notices={[]} status="ready" onRetry={() => {}} />);
    expect(screen.getByTestId('notice-ticker').textContent).toContain(i18next.t('common:no_announcement'));
    expect(screen.queryAllByTestId('ticker-item')).toHaveLength(0);
  });
});

describe('HotMatches', () => {
  it("lists every match in the 'Trận Cầu Đỉnh Cao' popup; a tap starts the match's game", () => {
    const onStart = vi.fn();
    renderAt(<HotMatches matches={[match(1), match(2), match(3)]} status="ready" onRetry={() => {}} onStart={onStart} />);
    fireEvent.click(screen.getByTestId('hot-match-popup-open'));
    const popup = screen.getByTestId('hot-match-popup');
    expect(within(popup).getByRole('heading').textContent).toBe('Trận Cầu Đỉnh Cao');
    const rows = within(popup).getAllByTestId('hot-match');
    expect(rows.map((r) => r.getAttribute('data-match-id'))).toEqual(['M1', 'M2', 'M3']);
    expect(within(rows[0] as HTMLElement).getByTestId('hot-match-time').textContent).toBe('05/11 18:30');
    expect(rows[1]?.textContent).toContain('League 2');
    expect(rows[1]?.textContent).toContain('SABA');
    fireEvent.click(rows[2] as HTMLElement);
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 1003 }));
  });
  it('shows the empty state without matches, and on error why with a retry', async () => {
    const onRetry = vi.fn();
    renderAt(<HotMatches matches={[]} status="ready" onRetry={onRetry} onStart={() => {}} />);
    expect(screen.getByTestId('empty-state')).toBeTruthy();
    cleanup();
    renderAt(<HotMatches matches={[]} status="error" error={clientError('offline', 'offline')} onRetry={onRetry} onStart={() => {}} />);
    // The cause: the errors namespace's words for client.offline.
    await i18next.loadNamespaces('errors');
    const cause = await screen.findByText(i18next.t('errors:no_internet'), {}, { timeout: 5_000 });
    expect(screen.getByRole('alert').contains(cause)).toBe(true);
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
  });
});
