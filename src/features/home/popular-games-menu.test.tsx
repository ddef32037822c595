// @vitest-environment jsdom
// The games menu's states that the seeded platform never produces: no categories at all, and a
// category whose game list is empty, both say 'in_no_data'; a failed list offers a retry.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import type { GameCategory } from '../../api/reader-types';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';

const pages: { games: unknown[] }[] = [];
let failNext = false;
vi.mock('../../state/game-catalogue', () => ({
  loadLotteryMenu: async () => [],
  loadHotGames: async () => [],
  loadGameListPage: async () => {
    if (failNext) {
      failNext = false;
      throw clientError('offline', 'offline');
    }
    return { games: pages.shift()?.games ?? [], pageNum: 1, totalPages: 1 };
  },
}));

const { PopularGamesMenu } = await import('./popular-games-menu');

const rng: GameCategory = { gameType: 'RNG', displayName: 'Slots', vendorNames: [{ accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG' }] };
const lott: GameCategory = { gameType: 'LOTT', displayName: 'Lottery', vendorNames: [{ accountTypeName: 'VR', displayName: 'VR', gameType: 'LOTT' }] };

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
afterEach(cleanup);

function renderMenu(categories: GameCategory[]) {
  return render(
    <MemoryRouter>
      <PopularGamesMenu categories={{ status: 'ready', data: categories }} onRetry={() => {}} language="EN" />
    </MemoryRouter>,
  );
}

describe('popular games menu states', () => {
  it("says 'in_no_data' without categories", () => {
    renderMenu([]);
    expect(screen.getByTestId('empty-state').textContent).toBe('No data');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("says 'in_no_data' for a category without games and for a lottery menu without lotteries", async () => {
    renderMenu([rng, lott]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data');
    fireEvent.click(screen.getByTestId('games-tab-LOTT'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data');
  });

  it('a failed list says why and offers a retry that loads again', async () => {
    failNext = true;
    pages.push({ games: [{ nodeId: 1, gameName: 'Lucky Koi', vassalage: 'PG', gameType: 'RNG' }] });
    renderMenu([rng]);
    const retry = await screen.findByTestId('games-menu-retry');
    // The cause: the errors namespace's words for client.offline.
    expect(await screen.findByText('No internet connection. Please check your network.', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByTestId('game-tile')).toBeTruthy();
  });
});
