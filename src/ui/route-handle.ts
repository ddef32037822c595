// The metadata every route carries in its data-router `handle` (built from the route table in
// src/app), and the one typed way to read it. Lives below the features so a screen with its own
// header (login, member centre ...) can ask for its title and back behaviour without importing
// the route table.
import { useCallback } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';
import type { FlagKey } from '../config/flags';
import { NO_TRANSITION_STATE } from './motion/page-transition';
import { PATHS } from '../domain/paths';

/** Who may enter: anyone, only a guest (a signed-in player goes home), a signed-in member (any type), or an agent. */
export type RouteAccess = 'public' | 'guest' | 'member' | 'agent';
/** 'home': the back arrow goes to /m/home; 'history': back in history, or home on a first entry. */
export type BackBehaviour = 'home' | 'history';
export type FooterKind = 'main' | 'agent' | 'none';
export type HeaderKind = 'brand' | 'titled' | 'none';
/** Pieces drawn over a route's screen, each loaded lazily by the shell (src/app/route-overlays.tsx). */
export type RouteOverlay = 'announcement-popup' | 'contract-prompts' | 'download-bar' | 'download-popup';

export interface RouteHandle {
  /** The route key: also the screen's `data-screen` value. */
  readonly id: string;
  /** i18n key (common namespace) of the header title. */
  readonly titleKey?: string;
  readonly header: HeaderKind;
  readonly footer: FooterKind;
  readonly back: BackBehaviour;
  readonly access: RouteAccess;
  /**
   * The feature flag (or flags, all of them) that must be on for the route to open. A menu entry's
   * route is gated by the white-label module id of its tree node (or the flag the entry checks),
   * so a module the platform switches off refuses its route too.
   */
  readonly flag?: FlagKey | readonly FlagKey[];
  /** Where a guest is sent (default /m/login). */
  readonly guestRedirect?: string;
  /** Member types refused here, with the notice they get. */
  readonly refuse?: { readonly types: readonly number[]; readonly notice: string };
  /** Refused members are sent here silently instead of getting a notice (agent home). */
  readonly refuseRedirect?: string;
  /** What the shell draws over the screen (home: the announcement popup, the contract prompts ...). */
  readonly overlays?: readonly RouteOverlay[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

const FALLBACK_HANDLE: RouteHandle = { id: 'not-found', titleKey: 'route.not_found', header: 'titled', footer: 'none', back: 'history', access: 'public' };

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return FALLBACK_HANDLE;
}

/** The part of the Navigation API this needs (Chromium 102+; not in every TypeScript DOM library). */
interface NavigationEntries {
  readonly currentEntry: { readonly index: number } | null;
}

function navigationEntries(): NavigationEntries | undefined {
  return (globalThis as { navigation?: NavigationEntries }).navigation;
}

/**
 * Whether going back in history would leave the app (spec: one entry or fewer). Counted in the
 * app's own entries, not `history.length`: a link opened in a new tab, from a search result or a
 * chat app has earlier entries (about:blank, the other site) that are not ours.
 * - Where the browser has the Navigation API, its entries are exactly this origin's contiguous
 *   entries of the tab, so index 0 means nothing of ours is before this page — whether the pages
 *   before were reached in the app or by full loads (a typed address, a game's 'back to lobby').
 * - Elsewhere React Router's own numbering (`history.state.idx`, 0 on the entry the app was opened
 *   on, kept across reloads) says the same for the entries of this page load.
 */
export function historyIsAtStart(state: unknown = window.history.state, navigation: NavigationEntries | undefined = navigationEntries()): boolean {
  const index = navigation?.currentEntry?.index;
  if (typeof index === 'number' && index >= 0) return index === 0;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx !== 'number' || idx <= 0;
}

/** 'One page back' everywhere in the app: back in history, or replace with home on the app's first entry. */
export function useOnePageBack(): (options?: { gesture?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (options: { gesture?: boolean } = {}) => {
      if (historyIsAtStart()) void navigate(PATHS.home, { replace: true, state: options.gesture ? NO_TRANSITION_STATE : null });
      else void navigate(-1);
    },
    [navigate],
  );
}

/**
 * The back arrow's action for the current route. With `gesture` (swipe-back) the move to home
 * carries no page transition, as the spec wants none on a back gesture (history moves have none).
 */
export function useBackAction(options: { gesture?: boolean } = {}): () => void {
  const { back } = useRouteHandle();
  const navigate = useNavigate();
  const onePageBack = useOnePageBack();
  const gesture = options.gesture === true;
  return useCallback(() => {
    if (back === 'home') void navigate(PATHS.home, { replace: true, state: gesture ? NO_TRANSITION_STATE : null });
    else onePageBack({ gesture });
  }, [back, navigate, onePageBack, gesture]);
}
