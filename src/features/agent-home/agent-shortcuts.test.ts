import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlagKey } from '../../config/flags';
import type { MenuTreeNode } from '../../state/white-label-tree';
import { AGECEN_SHORTCUTS, buildAgentShortcuts, MEMCEN_SHORTCUTS } from './agent-shortcuts';

const allOn = () => true;
const without =
  (...off: FlagKey[]) =>
  (key: FlagKey) =>
    !off.includes(key);

const node = (modId: string, enabled: boolean | string = true, childrenNodes?: MenuTreeNode[]): MenuTreeNode => ({ modId, enabled, childrenNodes });
const tree = (agecen: MenuTreeNode[], memcen: MenuTreeNode[] = []): MenuTreeNode => node('ROOT', true, [node('MEMCEN', true, memcen), node('AGECEN', true, agecen)]);
const keys = (input: Parameters<typeof buildAgentShortcuts>[0]) => buildAgentShortcuts(input).map((s) => s.key);

describe('buildAgentShortcuts', () => {
  it('walks AGECEN in tree order, then SECPRIV and MAILCEN from MEMCEN, then online service', () => {
    const t = tree(
      [node('AGEREBINC3'), node('AGEPAG'), node('REGCEN'), node('DOWNMAN'), node('GAMSER'), node('TEAMBETTING3'), node('AGETEAMPNL3'), node('TRANSREC3'), node('DIVIDEND'), node('AGENTRANSMULTDOWN3'), node('NOTICE')],
      [node('MAILCEN'), node('SECPRIV'), node('MYACC')],
    );
    expect(keys({ tree: t, flag: allOn, unreadMessages: 0 })).toEqual([
      'team-rebate',
      'team-overview',
      'team-members',
      'agent-rebate',
      'team-betting',
      'team-pnl',
      'agent-transactions',
      'red-rain',
      'messages',
      'security',
      'service',
    ]);
  });

  it('shows a node only when enabled (true or "1"); a disabled module hides all its entries', () => {
    const t = tree([node('AGEPAG', '1'), node('DOWNMAN', '0'), node('GAMSER', false), node('AGETEAMPNL3', true)], [node('SECPRIV', '0')]);
    expect(keys({ tree: t, flag: allOn, unreadMessages: 0 })).toEqual(['team-overview', 'team-pnl', 'service']);
    const off = node('ROOT', true, [node('AGECEN', '0', [node('AGEPAG')]), node('MEMCEN', false, [node('SECPRIV')])]);
    expect(keys({ tree: off, flag: allOn, unreadMessages: 0 })).toEqual(['service']);
  });

  it('always shows online service, even without any tree (atlas)', () => {
    expect(buildAgentShortcuts({ tree: null, flag: allOn, unreadMessages: 3 })).toEqual([{ key: 'service', modId: null, to: '/m/service', badge: 0 }]);
  });

  it('applies the entries\' flags: TRANSREC3, AGEDOWNMAN3 and MAILCEN', () => {
    const t = tree([node('TRANSREC3'), node('DOWNMAN')], [node('MAILCEN')]);
    expect(keys({ tree: t, flag: allOn, unreadMessages: 0 })).toEqual(['agent-transactions', 'team-members', 'messages', 'service']);
    expect(keys({ tree: t, flag: without('TRANSREC3', 'AGEDOWNMAN3', 'MAILCEN'), unreadMessages: 0 })).toEqual(['service']);
  });

  it('badges the message centre with the unread count, never below zero', () => {
    const t = tree([], [node('MAILCEN')]);
    expect(buildAgentShortcuts({ tree: t, flag: allOn, unreadMessages: 4 })[0]).toMatchObject({ key: 'messages', to: '/m/webEmail', badge: 4 });
    expect(buildAgentShortcuts({ tree: t, flag: allOn, unreadMessages: -1 })[0]?.badge).toBe(0);
  });

  it('routes each entry to its screen (upstream facts §1)', () => {
    const routes = Object.fromEntries([...Object.values(AGECEN_SHORTCUTS), ...Object.values(MEMCEN_SHORTCUTS)].map((d) => [d.key, d.to]));
    expect(routes).toEqual({
      'team-overview': '/m/agent/team/overview',
      'agent-transactions': '/m/transaction/record?types=A',
      'team-members': '/m/member/team',
      'red-rain': '/m/redRain',
      'team-pnl': '/m/agent/team/pnl',
      'team-betting': '/m/teamBetting',
      'agent-rebate': '/m/member/agent/agentRebeat',
      'team-rebate': '/m/member/teamRebate',
      security: '/m/securityCenter',
      messages: '/m/webEmail',
    });
  });

  // Data-driven from the real merchant files: every enabled AGECEN entry with a shortcut shows, in order.
  for (const code of ['demo', 'mono', 'atlas']) {
    it(`matches ${code}'s tree entry by entry`, () => {
      const config = JSON.parse(readFileSync(join(__dirname, '../../../merchants', `${code}.json`), 'utf8')) as { whiteLabelMenu?: MenuTreeNode };
      const root = config.whiteLabelMenu ?? null;
      const module = (id: string) => root?.childrenNodes?.find((n) => n.modId === id)?.childrenNodes ?? [];
      const expected = [
        ...module('AGECEN').filter((n) => n.enabled === true && AGECEN_SHORTCUTS[n.modId]).map((n) => AGECEN_SHORTCUTS[n.modId]!.key),
        ...module('MEMCEN').filter((n) => n.enabled === true && MEMCEN_SHORTCUTS[n.modId]).map((n) => MEMCEN_SHORTCUTS[n.modId]!.key),
        'service',
      ];
      expect(keys({ tree: root, flag: allOn, unreadMessages: 0 })).toEqual(expected);
    });
  }
});
