// Agent home's shortcut grid as a pure function (spec section 2, upstream facts §1 "Agent menu"):
// the merchant's AGECEN tree walked in its order, each node shown when enabled and its own gate
// passes; then security centre and message centre (with the unread badge) where the MEMCEN tree
// has SECPRIV and MAILCEN (MAILCEN also needs its flag); online service always, last. AGECEN
// entries that live elsewhere (REGCEN and DIVIDEND in the agent footer, NOTICE in the footer's
// badge) are not shortcuts.
import type { FlagKey } from '../../config/flags';
import { enabledModuleIds, type MenuTreeNode } from '../../state/white-label-tree';
import { PATHS, pathWith } from '../../domain/paths';

export type AgentShortcutKey =
  | 'team-overview'
  | 'agent-transactions'
  | 'team-members'
  | 'red-rain'
  | 'team-pnl'
  | 'team-betting'
  | 'agent-rebate'
  | 'team-rebate'
  | 'security'
  | 'messages'
  | 'service';

export interface AgentShortcut {
  readonly key: AgentShortcutKey;
  /** The tree node it comes from (service has none). */
  readonly modId: string | null;
  readonly to: string;
  /** Count shown on it (0 = no badge). */
  readonly badge: number;
}

export interface AgentShortcutInput {
  /** The white-label tree (root); null when the merchant has none. */
  readonly tree: MenuTreeNode | null | undefined;
  readonly flag: (key: FlagKey) => boolean;
  readonly unreadMessages: number;
}

interface Definition {
  readonly key: AgentShortcutKey;
  readonly to: string;
  readonly gate?: (input: AgentShortcutInput) => boolean;
  readonly badge?: (input: AgentShortcutInput) => number;
}

/** AGECEN module id → shortcut (facts §1 routes). */
export const AGECEN_SHORTCUTS: Readonly<Record<string, Definition>> = {
  AGEPAG: { key: 'team-overview', to: PATHS['team-overview'] },
  // Spec section 6: the agent transaction record comes with a flag.
  TRANSREC3: { key: 'agent-transactions', to: pathWith(PATHS['transaction-record'], { types: 'A' }), gate: (i) => i.flag('TRANSREC3') },
  // The team-members route is the AGEDOWNMAN3 module: no shortcut to a route that would refuse.
  DOWNMAN: { key: 'team-members', to: PATHS['team-members'], gate: (i) => i.flag('AGEDOWNMAN3') },
  AGENTRANSMULTDOWN3: { key: 'red-rain', to: PATHS['red-rain'] },
  AGETEAMPNL3: { key: 'team-pnl', to: PATHS['team-pnl'] },
  TEAMBETTING3: { key: 'team-betting', to: PATHS['team-betting'] },
  GAMSER: { key: 'agent-rebate', to: PATHS['agent-rebate'] },
  AGEREBINC3: { key: 'team-rebate', to: PATHS['team-rebate'] },
};

/** MEMCEN module id → shortcut. */
export const MEMCEN_SHORTCUTS: Readonly<Record<string, Definition>> = {
  SECPRIV: { key: 'security', to: PATHS['security-center'] },
  MAILCEN: { key: 'messages', to: PATHS.messages, gate: (i) => i.flag('MAILCEN'), badge: (i) => i.unreadMessages },
};

/** Online service: always shown, opens the service links as the member centre does. */
export const SERVICE_SHORTCUT: AgentShortcut = { key: 'service', modId: null, to: PATHS.service, badge: 0 };

function walk(input: AgentShortcutInput, module: string, definitions: Readonly<Record<string, Definition>>): AgentShortcut[] {
  const seen = new Set<string>();
  const out: AgentShortcut[] = [];
  for (const modId of enabledModuleIds(input.tree, module)) {
    const definition = definitions[modId];
    if (!definition || seen.has(modId) || (definition.gate && !definition.gate(input))) continue;
    seen.add(modId);
    out.push({ key: definition.key, modId, to: definition.to, badge: Math.max(0, definition.badge?.(input) ?? 0) });
  }
  return out;
}

export function buildAgentShortcuts(input: AgentShortcutInput): AgentShortcut[] {
  return [...walk(input, 'AGECEN', AGECEN_SHORTCUTS), ...walk(input, 'MEMCEN', MEMCEN_SHORTCUTS), SERVICE_SHORTCUT];
}
