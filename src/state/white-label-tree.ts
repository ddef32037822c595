// The merchant's white-label menu tree (upstream facts §1): ROOT → modules (MEMCEN, AGECEN …) →
// their entries. A node counts when enabled: merchant files say true, the upstream tree says "1"
// (the consolidated settings' reader turns that into true).
// The member centre walks MEMCEN, agent home walks AGECEN (and MEMCEN's SECPRIV and MAILCEN).
import { currentWhiteLabelTree, useWhiteLabelTreeSetting } from './platform-settings';

export interface MenuTreeNode {
  readonly modId: string;
  /** Merchant files say true/false; the upstream tree says "1"/"0". */
  readonly enabled: boolean | string;
  readonly childrenNodes?: readonly MenuTreeNode[];
}

export function isNodeEnabled(node: MenuTreeNode): boolean {
  return node.enabled === true || node.enabled === '1';
}

/**
 * The children of module `modId` (MEMCEN, AGECEN …) in tree order: the tree may be the root or the
 * module node itself; a missing or disabled module has none.
 */
export function moduleNodes(tree: MenuTreeNode | null | undefined, modId: string): readonly MenuTreeNode[] {
  if (!tree) return [];
  if (tree.modId === modId) return isNodeEnabled(tree) ? (tree.childrenNodes ?? []) : [];
  const module = tree.childrenNodes?.find((node) => node.modId === modId);
  return module && isNodeEnabled(module) ? (module.childrenNodes ?? []) : [];
}

/** The module's enabled entries' ids, in tree order. */
export function enabledModuleIds(tree: MenuTreeNode | null | undefined, modId: string): string[] {
  return moduleNodes(tree, modId)
    .filter(isNodeEnabled)
    .map((node) => node.modId);
}

/**
 * The tree in force: the platform's (consolidated settings), else the merchant file's, else none
 * (src/state/platform-settings.ts). Not reactive: screens use useWhiteLabelTree.
 */
export function readWhiteLabelTree(): MenuTreeNode | null {
  return currentWhiteLabelTree();
}

/** The tree in force; the screen re-renders when the platform's settings arrive. */
export function useWhiteLabelTree(): MenuTreeNode | null {
  return useWhiteLabelTreeSetting();
}
