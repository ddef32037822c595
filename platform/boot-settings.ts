// What a merchant's platform reports about its white-label modules: the menu tree and the module
// flags (whitelabelVal) of /wps/system/status and the consolidated settings. They start from the
// merchant file (its features over the registry defaults, its tree or the default one) and can be
// switched at run time by POST /__dev/merchants/:code/modules (kept in memory per platform
// instance; /__dev/reset forgets them), so a test can change them without a rebuild.
import type { MenuNode } from '../src/config/merchant-config.generated';
import type { UpstreamMenuNode } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import type { Merchant } from './merchants';

const overridesByPlatform = new WeakMap<PlatformContext, Map<string, Record<string, boolean>>>();

function overridesOf(ctx: PlatformContext, code: string): Readonly<Record<string, boolean>> {
  return overridesByPlatform.get(ctx)?.get(code) ?? {};
}

/** Sets modules on or off for a merchant (merged with earlier switches). */
export function switchModules(ctx: PlatformContext, code: string, modules: Readonly<Record<string, boolean>>): void {
  let byMerchant = overridesByPlatform.get(ctx);
  if (!byMerchant) overridesByPlatform.set(ctx, (byMerchant = new Map()));
  byMerchant.set(code, { ...byMerchant.get(code), ...modules });
}

/** Back to the merchant files' modules (/__dev/reset). */
export function resetModules(ctx: PlatformContext): void {
  overridesByPlatform.delete(ctx);
}

function withOverrides(node: MenuNode, overrides: Readonly<Record<string, boolean>>): MenuNode {
  const enabled = overrides[node.modId] ?? node.enabled;
  return node.childrenNodes ? { modId: node.modId, enabled, childrenNodes: node.childrenNodes.map((child) => withOverrides(child, overrides)) } : { modId: node.modId, enabled };
}

function collect(node: MenuNode, into: Map<string, boolean>): void {
  for (const child of node.childrenNodes ?? []) {
    // A module id in two places (TRANSREC3 in MEMCEN and AGECEN) is on when any of its nodes is.
    into.set(child.modId, (into.get(child.modId) ?? false) || child.enabled);
    collect(child, into);
  }
}

export interface ReportedModules {
  /** The tree with booleans (the status reply's shape). */
  readonly tree: MenuNode;
  /**
   * Flag and module id → on/off: the merchant's flags (its features over the registry defaults),
   * every module id of its tree not among them at its node's value, then the run-time switches.
   */
  readonly flags: Record<string, boolean>;
}

export function reportedModules(ctx: PlatformContext, merchant: Merchant): ReportedModules {
  const overrides = overridesOf(ctx, merchant.code);
  const tree = withOverrides(merchant.menu, overrides);
  const inTree = new Map<string, boolean>();
  collect(merchant.menu, inTree);
  const flags: Record<string, boolean> = { ...merchant.flags };
  for (const [modId, enabled] of inTree) if (!(modId in flags)) flags[modId] = enabled;
  return { tree, flags: { ...flags, ...overrides } };
}

/** Upstream's spelling of the tree: enabled "1" or "0" (upstream facts §1). */
export function upstreamTree(node: MenuNode): UpstreamMenuNode {
  const enabled = node.enabled ? '1' : '0';
  return node.childrenNodes ? { modId: node.modId, enabled, childrenNodes: node.childrenNodes.map(upstreamTree) } : { modId: node.modId, enabled };
}
