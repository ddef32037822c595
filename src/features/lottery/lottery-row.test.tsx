// @vitest-environment jsdom
// One lottery row: icon, name, issue, the previous number digit by digit, the countdown on the
// shared clock, the heart with its accessible name and pressed state.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGame } from '../../api/contract.generated';
import { initI18n } from '../../i18n/i18n';
import { LotteryRow } from './lottery-row';

const game: LotteryGame = {
  gameId: 111,
  gameCode: 'SSC5',
  gameGroupCode: 'SSC',
  mobileIconUrl: '/platform-assets/lottery/SSC5.svg',
  remark: 'SSC 5 min',
  numero: '20260101-0229',
  winningTime: 0,
  remainTime: 0,
  lockTime: 10,
  isSale: true,
  previousWinningNumber: '38106,27491~26~BIG',
  tag: null,
  entPlaySwitch: true,
  tradPlaySwitch: true,
  mUi: 'default',
  css: 'ssc',
  code: 'SSC5',
  cycleSeconds: 300,
};

beforeAll(async () => {
  await initI18n('EN');
  await i18next.loadNamespaces('lottery');
});

describe('<LotteryRow>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows icon, name, issue, digits and a ticking countdown; the heart toggles with its state', () => {
    const onStart = vi.fn();
    const onToggle = vi.fn();
    const { rerender } = render(
      <ul>
        <LotteryRow game={game} deadline={1_000_000 + 8_000} favourite={false} onStart={onStart} onToggleFavourite={onToggle} />
      </ul>,
    );
    const row = screen.getByTestId('lottery-row');
    expect(row.dataset.gameId).toBe('111');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/platform-assets/lottery/SSC5.svg');
    expect(row.textContent).toContain('SSC 5 min');
    expect(row.textContent).toContain('Issue 20260101-0229');
    expect(within(row).getAllByTestId('lottery-previous-digit').map((d) => d.textContent)).toEqual(['3', '8', '1', '0', '6']);
    const countdown = within(row).getByTestId('lottery-countdown');
    expect(countdown.textContent).toBe('00:00:08');
    act(() => vi.advanceTimersByTime(3_000));
    expect(countdown.textContent).toBe('00:00:05');
    expect(countdown.dataset.urgent).toBe('true');

    const heart = screen.getByRole('button', { name: 'Favourite: SSC 5 min' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(game);
    expect(onStart).not.toHaveBeenCalled();
    rerender(
      <ul>
        <LotteryRow game={game} deadline={1_000_000 + 8_000} favourite onStart={onStart} onToggleFavourite={onToggle} />
      </ul>,
    );
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(row).getByText('SSC 5 min'));
    expect(onStart).toHaveBeenCalledWith(game);
  });

  it('shows --:--:-- for a game not on sale', () => {
    render(
      <ul>
        <LotteryRow game={{ ...game, isSale: false }} deadline={1_000_000 + 60_000} favourite={false} onStart={() => {}} onToggleFavourite={() => {}} />
      </ul>,
    );
    expect(screen.getByTestId('lottery-countdown').textContent).toBe('--:--:--');
  });
});
