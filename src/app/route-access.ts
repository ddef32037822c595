// The guards of spec section 6 as one pure decision, used by the route loaders (direct entry) and
// the navigation blocker (in-app taps), so both always agree.
import { matchPath } from 'react-router-dom';
import type { FlagKey } from '../config/flags';
import { isAgentType } from '../domain/customer-types';
import type { Visitor } from '../state/session-store';
import type { RouteHandle } from '../ui/route-handle';
import { NOT_FOUND_HANDLE, ROUTES, handleOf, pathsOf } from './route-table';
import { PATHS, type PathId } from '../domain/paths';

export type AccessDecision =
  | { readonly kind: 'allow' }
  /** Go elsewhere instead (a guest to the login screen, a non-agent away from agent home). */
  | { readonly kind: 'redirect'; readonly to: string }
  /** Refused with a notice: an in-app tap stays where it is; a direct entry lands on home. */
  | { readonly kind: 'refuse'; readonly notice: string; readonly fallback: string };

export type { Visitor } from '../state/session-store';

/** Where a player the platform asked for a new password is held until it is changed. */
export const PASSWORD_CHANGE_ROUTE_ID = 'change-password' satisfies PathId;
const PASSWORD_CHANGE_PATH = PATHS[PASSWORD_CHANGE_ROUTE_ID];

export const FLAG_OFF_NOTICE = 'errors:function_not_available';
export const NOT_AGENT_NOTICE = 'errors:permission_denied';

/** A route's gate as a list: one flag or several, all of which must be on. */
export function flagsOf(gate: FlagKey | readonly FlagKey[]): readonly FlagKey[] {
  return typeof gate === 'string' ? [gate] : gate;
}

export function decideAccess(handle: RouteHandle, visitor: Visitor | null, isOn: (key: FlagKey) => boolean): AccessDecision {
  // A forced password change comes first: every other screen, home included, waits for it
  // (the change-password screen itself offers sign-out).
  if (visitor?.passwordChangeRequired && handle.id !== PASSWORD_CHANGE_ROUTE_ID) return { kind: 'redirect', to: PASSWORD_CHANGE_PATH };
  if (handle.flag && !flagsOf(handle.flag).every(isOn)) return { kind: 'refuse', notice: FLAG_OFF_NOTICE, fallback: PATHS.home };
  if (handle.access === 'public') return { kind: 'allow' };
  if (handle.access === 'guest') return visitor ? { kind: 'redirect', to: PATHS.home } : { kind: 'allow' };
  if (!visitor) return { kind: 'redirect', to: handle.guestRedirect ?? PATHS.login };
  const refusedType = handle.refuse?.types.includes(visitor.type) === true;
  const notAgent = handle.access === 'agent' && !isAgentType(visitor.type);
  if (!refusedType && !notAgent) return { kind: 'allow' };
  if (handle.refuseRedirect) return { kind: 'redirect', to: handle.refuseRedirect };
  const notice = refusedType && handle.refuse ? handle.refuse.notice : NOT_AGENT_NOTICE;
  return { kind: 'refuse', notice, fallback: PATHS.home };
}

const HANDLES_BY_PATH: readonly { path: string; handle: RouteHandle }[] = ROUTES.flatMap((route) => {
  const handle = handleOf(route);
  return pathsOf(route).map((path) => ({ path, handle }));
});

/** The route a path opens (the not-found handle when no route of the table matches). */
export function handleForPath(pathname: string): RouteHandle {
  for (const entry of HANDLES_BY_PATH) {
    if (matchPath({ path: entry.path, end: true, caseSensitive: false }, pathname)) return entry.handle;
  }
  return NOT_FOUND_HANDLE;
}
