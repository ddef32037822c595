// The member-centre menu as a pure function (upstream facts §1): the merchant's white-label tree
// (MEMCEN) walked in order, each node shown when enabled AND its own gate passes, plus the entries
// the upstream build injects (PERSPNL3 at index 3, then referral, mission, feedback, transfer to
// upline, bank cards, app download, customer service, help centre, logout). Then the template's
// layout: base shows every entry in one grid; new moves some to feature tiles, profile-card
// shortcuts and the header, and lists the rest.
import type { FlagKey } from '../../config/flags';
import { mayUseVirtualAuth } from '../../domain/customer-types';
import { canTransferToUpline, rewardBadge } from '../../state/reward-rules';
import type { Template } from '../../state/startup-store';
import { isNodeEnabled as isEnabled, moduleNodes, type MenuTreeNode } from '../../state/white-label-tree';
import { PATHS, UPSTREAM_PAGES } from '../../domain/paths';

export type { MenuTreeNode } from '../../state/white-label-tree';

export type MenuAction =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'download' }
  | { readonly kind: 'logout' };

export interface MemberMenuEntry {
  readonly modId: string;
  /** i18n key in the member namespace. */
  readonly labelKey: string;
  readonly action: MenuAction;
  /** Count shown on the entry (0 = no badge). */
  readonly badge: number;
  /** Types other than 0/1/2 get the no_permissions alert instead of the screen. */
  readonly virtualAuth: boolean;
}

export interface PromotionAvailability {
  readonly enabled: boolean;
  readonly count: number;
}

export interface MenuInput {
  /** The white-label tree (root, or the MEMCEN node itself). */
  readonly tree: MenuTreeNode | null | undefined;
  readonly flag: (key: FlagKey) => boolean;
  /** The signed-in member (null for a guest: every entry still shows, taps go to login). */
  readonly member: { readonly type: number; readonly toUpline: string | null } | null;
  /** MCSFE_getAvailablePromotions content; null until loaded. */
  readonly promotions: Readonly<Record<string, PromotionAvailability>> | null;
  readonly unreadMessages: number;
  /** How many customer-service links the merchant has. */
  readonly serviceLinks: number;
  /** The app download popup has something to offer (canShowApp). */
  readonly downloadAvailable: boolean;
  /** The merchant's help centre has topics (upstream shows HELPCENTER only then). */
  readonly helpAvailable: boolean;
}

// The badge sum and the upline-transfer rule live in src/state (the rewards screens use them too).
export { REWARD_BADGE_KEYS, rewardBadge } from '../../state/reward-rules';

/** isAgent upstream: types 1, 2, 41, 42 (facts §1). */
export const AGENT_BLOCK_TYPES: readonly number[] = [1, 2, 41, 42];

interface EntryDefinition {
  readonly labelKey: string;
  readonly action: MenuAction;
  readonly virtualAuth?: boolean;
  /** The entry's own gate besides the tree (facts §1 table, checkCurrentMenu). */
  readonly gate?: (input: MenuInput) => boolean;
  readonly badge?: (input: MenuInput) => number;
}

const to = (path: string): MenuAction => ({ kind: 'route', to: path });
const on = (key: FlagKey) => (input: MenuInput) => input.flag(key);

/** Every member-menu module the lobby knows, with its route or action and gate. */
export const MENU_DEFINITIONS: Readonly<Record<string, EntryDefinition>> = {
  OPENHOURSSERVE: { labelKey: 'menu.OPENHOURSSERVE', action: to(PATHS.service), gate: (i) => i.serviceLinks > 0 && i.flag('CUSTOMERSERVICE3') },
  MAILCEN: {
    labelKey: 'menu.MAILCEN',
    action: to(PATHS.messages),
    virtualAuth: true,
    gate: on('MAILCEN'),
    badge: (i) => i.unreadMessages,
  },
  DEPRECM3: { labelKey: 'menu.DEPRECM3', action: to(PATHS['deposit-records']), gate: (i) => i.flag('DEPRECM3') && !i.flag('CREDITMAR3') },
  WITHREC3: { labelKey: 'menu.WITHREC3', action: to(PATHS['withdraw-records']), gate: (i) => i.flag('WITHREC3') && !i.flag('CREDITMAR3') },
  REWCEN3: { labelKey: 'menu.REWCEN3', action: to(PATHS['reward-center']), virtualAuth: true, gate: on('REWCEN3'), badge: (i) => rewardBadge(i.promotions) },
  SECPRIV: { labelKey: 'menu.SECPRIV', action: to(PATHS['security-center']) },
  PTSYS3: { labelKey: 'menu.PTSYS3', action: to(UPSTREAM_PAGES.pointsMall), gate: on('PTSYS3') },
  REFERRAL: { labelKey: 'menu.REFERRAL', action: to(PATHS['invite-friends']), gate: (i) => i.promotions?.REFERRAL?.enabled ?? i.flag('REFERRAL') },
  MYACC: { labelKey: 'menu.MYACC', action: to(PATHS['my-account']) },
  TRANSREC3: { labelKey: 'menu.TRANSREC3', action: to(PATHS['transaction-record']), gate: on('TRANSREC3') },
  TRANSBETREPMEM3: { labelKey: 'menu.TRANSBETREPMEM3', action: to(PATHS['game-record']) },
  PERSPNL3: { labelKey: 'menu.PERSPNL3', action: to(PATHS['profit-loss']), gate: on('PERSPNL3') },
  BINDCARD3: { labelKey: 'menu.BINDCARD3', action: to(PATHS['security-bank-cards']), gate: on('BINDCARDENTRANCE3') },
  BINDVC3: { labelKey: 'menu.BINDVC3', action: to(UPSTREAM_PAGES.virtualCards), gate: on('BINDCARDENTRANCE3') },
  PLYRBT: { labelKey: 'menu.PLYRBT', action: to(PATHS['my-rebate']), gate: on('PLYRBT') },
  AGETRANSFERUP3: {
    labelKey: 'menu.AGETRANSFERUP3',
    action: to(PATHS['upline-transfer']),
    gate: (i) => canTransferToUpline(i.flag('AGETRANSFERUP3'), i.member),
  },
  MANPLAYREB3: { labelKey: 'menu.MANPLAYREB3', action: to(PATHS['manual-rebate']), gate: on('MANPLAYREB3') },
  MISSIONLB3: {
    labelKey: 'menu.MISSIONLB3',
    action: to(PATHS.mission),
    gate: (i) => i.promotions?.MISSION?.enabled ?? i.flag('MISSION'),
    badge: (i) => i.promotions?.MISSION?.count ?? 0,
  },
  // Shown upstream only when a manual daily-salary contract exists (dividend.showManualSalary): the
  // lobby has no such contracts for members yet, so the gate is closed.
  MRDAILYSAL3: { labelKey: 'menu.MRDAILYSAL3', action: to(UPSTREAM_PAGES.dailySalary), gate: () => false },
  FEEDBACK3: { labelKey: 'menu.FEEDBACK3', action: to(PATHS.feedback), gate: on('FEEDBACK3') },
  APPDOWNLOAD: { labelKey: 'menu.APPDOWNLOAD', action: { kind: 'download' }, gate: (i) => i.downloadAvailable },
  HELPCENTER: { labelKey: 'menu.HELPCENTER', action: to(PATHS['help-center']), gate: (i) => i.helpAvailable },
  LOGOUT: { labelKey: 'menu.LOGOUT', action: { kind: 'logout' } },
};

/** Where the base build injects entries that are not in the tree (facts §1). */
const INJECTED_AT_INDEX: readonly (readonly [string, number])[] = [['PERSPNL3', 3]];
const INJECTED_AT_END: readonly string[] = [
  'REFERRAL',
  'MISSIONLB3',
  'FEEDBACK3',
  'AGETRANSFERUP3',
  'MRDAILYSAL3',
  'BINDVC3',
  'BINDCARD3',
  'APPDOWNLOAD',
  'OPENHOURSSERVE',
  'HELPCENTER',
  'LOGOUT',
];

/** The MEMCEN node's children: the tree may be the root or MEMCEN itself. */
export function memberNodes(tree: MenuTreeNode | null | undefined): readonly MenuTreeNode[] {
  return moduleNodes(tree, 'MEMCEN');
}

/** The ordered visible entries for a member (or a guest). */
export function buildMemberMenu(input: MenuInput): MemberMenuEntry[] {
  const nodes = memberNodes(input.tree);
  const inTree = new Set(nodes.map((n) => n.modId));
  const seen = new Set<string>();
  const entryOf = (modId: string): MemberMenuEntry | null => {
    const definition = MENU_DEFINITIONS[modId];
    if (!definition || seen.has(modId)) return null;
    if (definition.gate && !definition.gate(input)) return null;
    seen.add(modId);
    return { modId, labelKey: definition.labelKey, action: definition.action, badge: definition.badge?.(input) ?? 0, virtualAuth: definition.virtualAuth === true };
  };
  // Tree order first; a node the tree switches off stays off even where the build would inject it.
  const entries: MemberMenuEntry[] = [];
  for (const node of nodes) {
    const entry = isEnabled(node) ? entryOf(node.modId) : null;
    if (entry) entries.push(entry);
  }
  for (const [modId, index] of INJECTED_AT_INDEX) {
    const entry = inTree.has(modId) ? null : entryOf(modId);
    if (entry) entries.splice(Math.min(index, entries.length), 0, entry);
  }
  for (const modId of INJECTED_AT_END) {
    const entry = inTree.has(modId) ? null : entryOf(modId);
    if (entry) entries.push(entry);
  }
  return entries;
}

export interface MemberCentreLayout {
  /** new: feature tiles on top (PTSYS3, REFERRAL, REWCEN3, SECPRIV). */
  readonly tiles: readonly MemberMenuEntry[];
  /** new: shortcuts inside the profile card (DEPRECM3, WITHREC3). */
  readonly shortcuts: readonly MemberMenuEntry[];
  /** new: header icons (MAILCEN with its badge, OPENHOURSSERVE). */
  readonly header: readonly MemberMenuEntry[];
  /** base: every entry; new: what is not placed elsewhere. */
  readonly list: readonly MemberMenuEntry[];
}

export const NEW_TILES = ['PTSYS3', 'REFERRAL', 'REWCEN3', 'SECPRIV'] as const;
export const NEW_SHORTCUTS = ['DEPRECM3', 'WITHREC3'] as const;
export const NEW_HEADER = ['MAILCEN', 'OPENHOURSSERVE'] as const;
/** The new template's list leaves these out (facts §1). */
export const NEW_LIST_EXCLUDES: readonly string[] = ['OPENHOURSSERVE', 'MAILCEN', 'DEPRECM3', 'WITHREC3', 'REWCEN3', 'SECPRIV', 'PTSYS3', 'REFERRAL'];

export function layoutFor(template: Template, entries: readonly MemberMenuEntry[]): MemberCentreLayout {
  if (template === 'base') return { tiles: [], shortcuts: [], header: [], list: entries };
  const pick = (ids: readonly string[]) => ids.flatMap((id) => entries.filter((e) => e.modId === id));
  return {
    tiles: pick(NEW_TILES),
    shortcuts: pick(NEW_SHORTCUTS),
    header: pick(NEW_HEADER),
    list: entries.filter((e) => !NEW_LIST_EXCLUDES.includes(e.modId)),
  };
}

/** 'Joined day N': whole days since registration, counting the registration day as day 1. */
export function joinedDays(regDate: number, now: number): number {
  return Math.max(1, Math.floor((now - regDate) / 86_400_000) + 1);
}

/** What a tap on an entry does for this visitor. */
export type TapDecision = { readonly kind: 'login' } | { readonly kind: 'no-permissions' } | { readonly kind: 'go'; readonly action: MenuAction };

export function decideTap(entry: Pick<MemberMenuEntry, 'virtualAuth' | 'action'>, member: { readonly type: number } | null): TapDecision {
  if (!member) return { kind: 'login' };
  if (entry.virtualAuth && !mayUseVirtualAuth(member.type)) return { kind: 'no-permissions' };
  return { kind: 'go', action: entry.action };
}

/** VIP label (facts §1 hasVip): AUTO labels need MEMCLUB3; SPECIAL ones always show. */
export function showsVip(clubLabel: { readonly type: string; readonly labelName: string } | null | undefined, memClub: boolean): boolean {
  if (!clubLabel || !clubLabel.labelName) return false;
  return clubLabel.type === 'SPECIAL' || (clubLabel.type === 'AUTO' && memClub);
}

export function showsAgentBlock(type: number, hideAgentCentre: boolean): boolean {
  return AGENT_BLOCK_TYPES.includes(type) && !hideAgentCentre;
}
