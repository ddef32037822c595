import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLAG_REGISTRY, type FlagKey } from '../../config/flag-registry';
import type { MerchantConfig } from '../../config/merchant-config.generated';
import { templatesOf } from '../../state/startup-store';
import {
  MENU_DEFINITIONS,
  NEW_LIST_EXCLUDES,
  buildMemberMenu,
  decideTap,
  joinedDays,
  layoutFor,
  memberNodes,
  rewardBadge,
  showsAgentBlock,
  showsVip,
  type MenuInput,
} from './member-menu';

const merchant = (code: string) => JSON.parse(readFileSync(new URL(`../../../merchants/${code}.json`, import.meta.url), 'utf8')) as MerchantConfig;
const flagsOf = (config: MerchantConfig) => (key: FlagKey) => config.features?.[key] ?? FLAG_REGISTRY[key].default;

function inputFor(code: string, patch: Partial<MenuInput> = {}): MenuInput {
  const config = merchant(code);
  return {
    tree: config.whiteLabelMenu,
    flag: flagsOf(config),
    member: { type: 0, toUpline: 'agent01' },
    promotions: null,
    unreadMessages: 0,
    serviceLinks: config.customerService?.length ?? 0,
    downloadAvailable: (config.downloadLinks?.items?.length ?? 0) > 0,
    helpAvailable: true,
    ...patch,
  };
}

describe('buildMemberMenu, driven by each merchant file', () => {
  for (const code of ['demo', 'mono', 'atlas']) {
    it(`${code}: a tree node shows exactly when enabled and its gate passes, in tree order`, () => {
      const input = inputFor(code);
      const ids = buildMemberMenu(input).map((e) => e.modId);
      const nodes = memberNodes(input.tree);
      for (const node of nodes) {
        const definition = MENU_DEFINITIONS[node.modId];
        const expected = node.enabled === true && definition !== undefined && (definition.gate?.(input) ?? true);
        expect(ids.includes(node.modId), `${code} ${node.modId}`).toBe(expected);
      }
      const fromTree = ids.filter((id) => nodes.some((n) => n.modId === id));
      expect(fromTree).toEqual(nodes.map((n) => n.modId).filter((id) => fromTree.includes(id)));
      // Help centre and logout always close the list.
      expect(ids.slice(-2)).toEqual(['HELPCENTER', 'LOGOUT']);
    });
  }

  it('demo (new): the expected entries for demo01', () => {
    expect(buildMemberMenu(inputFor('demo')).map((e) => e.modId)).toEqual([
      'MAILCEN', 'DEPRECM3', 'WITHREC3', 'REWCEN3', 'SECPRIV', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSPNL3', 'PLYRBT', 'MANPLAYREB3', 'MYACC', 'REFERRAL',
      'AGETRANSFERUP3', 'MISSIONLB3', 'FEEDBACK3', 'APPDOWNLOAD', 'OPENHOURSSERVE', 'HELPCENTER', 'LOGOUT',
    ]);
  });

  it('mono (base): disabled nodes stay off, PERSPNL3 is injected at index 3, off flags hide their entries', () => {
    const ids = buildMemberMenu(inputFor('mono')).map((e) => e.modId);
    expect(ids).toEqual(['MAILCEN', 'DEPRECM3', 'REWCEN3', 'PERSPNL3', 'SECPRIV', 'TRANSREC3', 'MYACC', 'APPDOWNLOAD', 'OPENHOURSSERVE', 'HELPCENTER', 'LOGOUT']);
    expect(ids).not.toContain('WITHREC3');
    expect(ids).not.toContain('PLYRBT');
    expect(ids).not.toContain('FEEDBACK3'); // FEEDBACK3 is off for mono
  });

  it('the help centre shows only when the merchant has help topics', () => {
    expect(buildMemberMenu(inputFor('demo', { helpAvailable: true })).map((e) => e.modId)).toContain('HELPCENTER');
    expect(buildMemberMenu(inputFor('demo', { helpAvailable: false })).map((e) => e.modId)).not.toContain('HELPCENTER');
  });

  it('accepts the upstream "1"/"0" shape and a bare MEMCEN node', () => {
    const tree = { modId: 'MEMCEN', enabled: '1', childrenNodes: [{ modId: 'SECPRIV', enabled: '1' }, { modId: 'MYACC', enabled: '0' }] };
    const ids = buildMemberMenu({ ...inputFor('demo'), tree }).map((e) => e.modId);
    expect(ids).toContain('SECPRIV');
    expect(ids).not.toContain('MYACC');
  });

  it('applies each gate of the facts table', () => {
    const flags = new Set<FlagKey>();
    const base = inputFor('demo', { flag: (k) => flags.has(k) || (FLAG_REGISTRY[k].default && k !== 'CUSTOMERSERVICE3') });
    const ids = (patch: Partial<MenuInput> = {}) => buildMemberMenu({ ...base, ...patch }).map((e) => e.modId);
    expect(ids()).not.toContain('OPENHOURSSERVE');
    flags.add('CUSTOMERSERVICE3');
    expect(ids()).toContain('OPENHOURSSERVE');
    expect(ids({ serviceLinks: 0 })).not.toContain('OPENHOURSSERVE');
    flags.add('CREDITMAR3');
    expect(ids()).not.toContain('DEPRECM3');
    expect(ids()).not.toContain('WITHREC3');
    expect(ids()).not.toContain('AGETRANSFERUP3');
    flags.add('AGETRANSFERUP3');
    expect(ids()).toContain('AGETRANSFERUP3');
    expect(ids({ member: { type: 2, toUpline: 'x' } })).not.toContain('AGETRANSFERUP3');
    expect(ids({ member: { type: 0, toUpline: null } })).not.toContain('AGETRANSFERUP3');
    expect(ids({ downloadAvailable: false })).not.toContain('APPDOWNLOAD');
    flags.add('BINDCARDENTRANCE3');
    expect(ids()).toEqual(expect.arrayContaining(['BINDVC3', 'BINDCARD3']));
    expect(ids({ promotions: { REFERRAL: { enabled: false, count: 0 } } })).not.toContain('REFERRAL');
    expect(ids({ promotions: { MISSION: { enabled: true, count: 2 } } })).toContain('MISSIONLB3');
    expect(ids()).not.toContain('MRDAILYSAL3');
  });

  it('badges: unread messages on MAILCEN, the reward sum on REWCEN3, mission count on MISSIONLB3', () => {
    const promotions = { MANUAL: { enabled: true, count: 2 }, RAFFLE: { enabled: true, count: 1 }, MISSION_MANUAL: { enabled: true, count: 1 }, COPY_BET: { enabled: true, count: 5 }, MISSION: { enabled: true, count: 3 } };
    expect(rewardBadge(promotions)).toBe(4);
    const entries = buildMemberMenu(inputFor('demo', { unreadMessages: 3, promotions }));
    const badge = (id: string) => entries.find((e) => e.modId === id)?.badge;
    expect(badge('MAILCEN')).toBe(3);
    expect(badge('REWCEN3')).toBe(4);
    expect(badge('MISSIONLB3')).toBe(3);
    expect(badge('SECPRIV')).toBe(0);
  });
});

describe('layouts', () => {
  const entries = buildMemberMenu(inputFor('demo'));
  it('base lists every entry', () => {
    expect(layoutFor('base', entries).list).toEqual(entries);
  });
  it('new moves tiles, shortcuts and header icons out of the list', () => {
    const layout = layoutFor('new', entries);
    expect(layout.tiles.map((e) => e.modId)).toEqual(['REFERRAL', 'REWCEN3', 'SECPRIV']);
    expect(layout.shortcuts.map((e) => e.modId)).toEqual(['DEPRECM3', 'WITHREC3']);
    expect(layout.header.map((e) => e.modId)).toEqual(['MAILCEN', 'OPENHOURSSERVE']);
    for (const id of NEW_LIST_EXCLUDES) expect(layout.list.map((e) => e.modId)).not.toContain(id);
    const placed = [...layout.tiles, ...layout.shortcuts, ...layout.header, ...layout.list].map((e) => e.modId).sort();
    expect(placed).toEqual(entries.map((e) => e.modId).sort());
  });
  it('the merchants pick their template from mem_cen', () => {
    expect(templatesOf(merchant('demo').mobileTemplate).memberCentreTemplate).toBe('new');
    expect(templatesOf(merchant('mono').mobileTemplate).memberCentreTemplate).toBe('base');
    expect(templatesOf(merchant('atlas').mobileTemplate).memberCentreTemplate).toBe('new');
  });
});

describe('rules', () => {
  it('joined day N counts the registration day as day 1', () => {
    const reg = Date.UTC(2024, 0, 15, 3);
    expect(joinedDays(reg, reg)).toBe(1);
    expect(joinedDays(reg, reg + 86_400_000 - 1)).toBe(1);
    expect(joinedDays(reg, reg + 86_400_000)).toBe(2);
    expect(joinedDays(reg, reg + 30 * 86_400_000 + 5)).toBe(31);
    expect(joinedDays(reg + 1000, reg)).toBe(1);
  });
  it('taps: a guest goes to login; virtualAuth refuses types other than 0/1/2', () => {
    const mail = { virtualAuth: true, action: { kind: 'route', to: '/m/webEmail' } as const };
    expect(decideTap(mail, null)).toEqual({ kind: 'login' });
    for (const type of [0, 1, 2]) expect(decideTap(mail, { type }).kind).toBe('go');
    for (const type of [40, 41, 42]) expect(decideTap(mail, { type })).toEqual({ kind: 'no-permissions' });
    expect(decideTap({ ...mail, virtualAuth: false }, { type: 40 }).kind).toBe('go');
  });
  it('VIP: AUTO needs MEMCLUB3, SPECIAL always shows', () => {
    expect(showsVip({ type: 'AUTO', labelName: 'VIP1' }, true)).toBe(true);
    expect(showsVip({ type: 'AUTO', labelName: 'VIP1' }, false)).toBe(false);
    expect(showsVip({ type: 'SPECIAL', labelName: 'Super VIP' }, false)).toBe(true);
    expect(showsVip(null, true)).toBe(false);
  });
  it('agent block for types 1, 2, 41, 42 unless HIAGECEN3', () => {
    for (const type of [1, 2, 41, 42]) expect(showsAgentBlock(type, false)).toBe(true);
    for (const type of [0, 4, 40]) expect(showsAgentBlock(type, false)).toBe(false);
    expect(showsAgentBlock(1, true)).toBe(false);
  });
});
