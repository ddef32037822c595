// @vitest-environment jsdom
// The generated router end to end in memory: guards on direct entry and on in-app taps, the
// merchant's extra routes, not-found, and a failing screen caught by its route's boundary.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, setStorageBackends } from '../state/storage';
import { forgetSession, signIn } from '../state/session-store';
import { resetUi, uiStore } from '../state/ui-store';
import { injectMerchantConfig, merchantFile, renderRoutes, startEnglish } from './test-support';

// Guards and screens only: no platform calls from the session services in these tests.
vi.mock('../state/endpoint-call', () => ({ callLazily: () => new Promise(() => {}) }));

const demo = merchantFile('demo');
/** Route chunks load lazily; on a busy machine that takes longer than waitFor's default second. */
// Generous: a lazy screen loads its chunk and its strings (the source files, transformed on demand).
const LAZY = { timeout: 15_000 };

beforeAll(async () => {
  injectMerchantConfig(demo);
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  resetUi();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

const screenOf = () => document.querySelector('main[data-screen]');
const member = (type: number) => signIn({ id: 1, token: `t${type}`, merchantCode: 'demo', userName: 'u', type, firstTimeLogin: false });

describe('router', () => {
  it('sends a guest from the member centre to the login screen', async () => {
    const { router } = renderRoutes(demo, '/m/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), LAZY);
    await waitFor(() => expect(screenOf()?.getAttribute('data-screen')).toBe('login'), LAZY);
  });

  it('keeps a type-4 member on home when they tap member centre, with the free_reject notice', async () => {
    member(4);
    const { router } = renderRoutes(demo, '/m/home');
    await waitFor(() => expect(screenOf()?.getAttribute('data-screen')).toBe('home'), LAZY);
    fireEvent.click(screen.getByTestId('footer-item-member'));
    await waitFor(() => expect(uiStore.toast?.message).toBe('free_reject'), LAZY);
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('lands a type-4 member who enters the member centre directly on home, with the notice', async () => {
    member(4);
    const { router } = renderRoutes(demo, '/m/member/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), LAZY);
    expect(uiStore.toast).toMatchObject({ kind: 'notice', message: 'free_reject' });
  });

  it('follows an extra route to its in-app target, or leaves the app for an http(s) one', async () => {
    const { router } = renderRoutes(demo, '/m/promo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'), LAZY);
    cleanup();
    const leave = vi.fn();
    renderRoutes({ ...demo, extraRoutes: [{ path: '/m/partner', target: 'https://partner.example/landing' }] }, '/m/partner', leave);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://partner.example/landing'), LAZY);
  });

  it('shows not-found with a way home for any other path', async () => {
    const { router } = renderRoutes(demo, '/m/not-a-route');
    await waitFor(() => expect(screenOf()?.getAttribute('data-screen')).toBe('not-found'), LAZY);
    fireEvent.click(screen.getByTestId('not-found-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), LAZY);
  });

  it('renders the header title and the document title from the handle', async () => {
    renderRoutes(demo, '/m/gameCenter');
    await waitFor(() => expect(screen.getByTestId('header-title').textContent).toBe('Game center'), LAZY);
    expect(document.title).toBe('Game center - Demo Casino');
    await act(async () => {});
  });
});
