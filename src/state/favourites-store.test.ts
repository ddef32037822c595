// The favourite toggle (spec section 4): guest → 'in_logged_login'; member → adding/cancelling
// message, server call, local list; a failure is shown and the list stays as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { id: string; input: unknown }[] = [];
let fail = false;
vi.mock('./endpoint-call', () => ({
  callLazily: async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (fail) {
      const { ApiError } = await import('../api/api-error');
      throw new ApiError({ kind: 'server', code: 'not.found', message: 'No game', status: 404 });
    }
    return true;
  },
}));

const { favouritesStore, isFavourite, noteFavourites, resetFavourites, toggleFavourite } = await import('./favourites-store');
const { sessionStore } = await import('./session-store');
const { resetUi, uiStore } = await import('./ui-store');

const session = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };

beforeEach(() => {
  calls.length = 0;
  fail = false;
  resetFavourites();
  resetUi();
});
afterEach(() => {
  sessionStore.session = null;
});

describe('favourite toggle', () => {
  it('tells a guest to log in and calls nothing', async () => {
    sessionStore.session = null;
    expect(await toggleFavourite({ nodeId: 1001, vassalage: 'PG' })).toBeNull();
    expect(uiStore.toast).toMatchObject({ kind: 'info', message: 'in_logged_login' });
    expect(calls).toEqual([]);
  });

  it('adds, then cancels, with the message shown while the server answers', async () => {
    sessionStore.session = session;
    const adding = toggleFavourite({ nodeId: 1001, vassalage: 'PG' });
    expect(uiStore.loading?.message).toBe('games:favourite_adding');
    expect(await adding).toBe(true);
    expect(uiStore.loading).toBeNull();
    expect(isFavourite(1001)).toBe(true);
    expect(calls[0]).toEqual({ id: 'favouriteAdd', input: { body: { nodeId: 1001, vendor: 'PG' } } });
    const cancelling = toggleFavourite({ nodeId: 1001, vassalage: 'PG' });
    expect(uiStore.loading?.message).toBe('games:favourite_cancelling');
    expect(await cancelling).toBe(false);
    expect(isFavourite(1001)).toBe(false);
    expect(calls[1]).toEqual({ id: 'favouriteRemove', input: { query: { nodeId: 1001, vendor: 'PG' } } });
  });

  it('takes the lists’ flags as the server’s word, and ignores a second tap in flight', async () => {
    sessionStore.session = session;
    noteFavourites([{ nodeId: 5, favourite: true }, { nodeId: 6, favourite: false }]);
    expect(favouritesStore.nodeIds).toEqual([5]);
    const first = toggleFavourite({ nodeId: 5 });
    expect(await toggleFavourite({ nodeId: 5 })).toBeNull();
    expect(await first).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('shows a failure and leaves the list alone', async () => {
    sessionStore.session = session;
    fail = true;
    expect(await toggleFavourite({ nodeId: 9 })).toBeNull();
    expect(isFavourite(9)).toBe(false);
    expect(uiStore.toast).toMatchObject({ kind: 'error', message: { key: 'errors:not_found' } });
    expect(uiStore.loading).toBeNull();
    expect(favouritesStore.pending).toEqual([]);
  });
});
