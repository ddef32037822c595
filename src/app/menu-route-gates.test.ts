// Issue 23: hiding a menu entry must also refuse its route. Every route the member menu (MEMCEN)
// and agent home (AGECEN, and MEMCEN's SECPRIV and MAILCEN) lead to is gated by the entry's
// white-label module id (which whitelabelVal reports with the tree) or by a flag the entry's own
// gate checks, so a module the platform switches off is refused on direct entry too.
import { describe, expect, it } from 'vitest';
import type { FlagKey } from '../config/flags';
import { AGECEN_SHORTCUTS, MEMCEN_SHORTCUTS, type AgentShortcutInput } from '../features/agent-home/agent-shortcuts';
import { MENU_DEFINITIONS, type MenuInput } from '../features/member/member-menu';
import { decideAccess, flagsOf, handleForPath } from './route-access';

/** Entries whose screen is not the entry's alone: open to anyone the entry's own gate lets in. */
const NOT_MODULE_ROUTES: Readonly<Record<string, string>> = {
  OPENHOURSSERVE: 'customer service is reachable from every screen (header, agent home, withdraw refusals)',
  HELPCENTER: 'shown when the merchant has topics; the help centre is public',
  MRDAILYSAL3: 'never shown (no manual daily-salary contracts for members)',
  BINDCARD3: 'an injected entry, not a tree node: bank cards are the security centre\'s too',
  BINDVC3: 'an injected entry, not a tree node: virtual wallets are the security centre\'s too',
  PTSYS3: 'the points mall is not a screen of this app (its path is the not-found screen)',
};

function asked(gate: ((flag: (key: FlagKey) => boolean) => unknown) | undefined): Set<string> {
  const keys = new Set<string>();
  gate?.((key) => {
    keys.add(key);
    return true;
  });
  return keys;
}

function routeFlags(to: string): readonly string[] {
  const handle = handleForPath(new URL(to, 'http://x').pathname);
  expect(handle.id, to).not.toBe('not-found');
  return handle.flag === undefined ? [] : flagsOf(handle.flag);
}

const memberInput = (flag: (key: FlagKey) => boolean): MenuInput => ({
  tree: null,
  flag,
  member: { type: 1, toUpline: 'up' },
  promotions: null,
  unreadMessages: 0,
  serviceLinks: 1,
  downloadAvailable: true,
  helpAvailable: true,
});
const agentInput = (flag: (key: FlagKey) => boolean): AgentShortcutInput => ({ tree: null, flag, unreadMessages: 0 });

describe('menu entries and their routes', () => {
  it('gates every member-menu route by its module id or a flag its entry checks', () => {
    for (const [modId, definition] of Object.entries(MENU_DEFINITIONS)) {
      if (definition.action.kind !== 'route' || modId in NOT_MODULE_ROUTES) continue;
      const flags = routeFlags(definition.action.to);
      const checked = asked(definition.gate && ((flag) => definition.gate?.(memberInput(flag))));
      expect(flags.includes(modId) || flags.some((key) => checked.has(key)), `${modId} → ${definition.action.to} gated by [${flags.join(', ')}]`).toBe(true);
    }
  });

  it('gates every agent-home shortcut route by its module id or a flag its entry checks', () => {
    for (const [modId, definition] of Object.entries({ ...AGECEN_SHORTCUTS, ...MEMCEN_SHORTCUTS })) {
      const flags = routeFlags(definition.to);
      const checked = asked(definition.gate && ((flag) => definition.gate?.(agentInput(flag))));
      expect(flags.includes(modId) || flags.some((key) => checked.has(key)), `${modId} → ${definition.to} gated by [${flags.join(', ')}]`).toBe(true);
    }
  });

  it('refuses a module the platform switched off, and a route gated by two flags when either is off', () => {
    const agent = { type: 1, passwordChangeRequired: false } as Parameters<typeof decideAccess>[1];
    const off = (key: string) => (k: FlagKey) => k !== key;
    expect(decideAccess(handleForPath('/m/agent/team/pnl'), agent, off('AGETEAMPNL3'))).toMatchObject({ kind: 'refuse' });
    expect(decideAccess(handleForPath('/m/agent/team/pnl'), agent, () => true)).toEqual({ kind: 'allow' });
    expect(decideAccess(handleForPath('/m/member/team'), agent, off('DOWNMAN'))).toMatchObject({ kind: 'refuse' });
    expect(decideAccess(handleForPath('/m/member/team'), agent, off('AGEDOWNMAN3'))).toMatchObject({ kind: 'refuse' });
  });
});
