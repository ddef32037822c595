// Customer types (spec section 6, facts §1) and what each may do: the one home of these rules for
// the app and for the reference platform (platform/ imports this module). A leaf: it imports
// nothing, so anything may import it.
//   0  member            1  agent            2  agent-only (manages a team, does not play)
//   4  free play / trial 40 virtual member   41, 42 other virtual accounts

/** A free-play (trial) account: refused from the member centre ('free_reject'), deposits and money screens. */
export const FREE_TYPE = 4;
/** Agent-only accounts: they sign in on the agent page; the member page refuses them, and they never transfer to an upline. */
export const AGENT_ONLY_TYPE = 2;
/** Types that are not agents; any other signed-in type is an agent. */
export const NON_AGENT_TYPES: readonly number[] = [0, FREE_TYPE, 40];
/** Types let into upstream's virtualAuth entries (the mail and reward centres, facts §1); others are refused. */
export const VIRTUAL_AUTH_TYPES: readonly number[] = [0, 1, AGENT_ONLY_TYPE];
/** Types with no contracts and no dividends: the contract prompts skip them, dividend info is not asked for. */
export const CONTRACT_EXEMPT_TYPES: readonly number[] = [FREE_TYPE, 40, 41, 42];

export function isAgentType(type: number): boolean {
  return !NON_AGENT_TYPES.includes(type);
}

export function isFreeType(type: number): boolean {
  return type === FREE_TYPE;
}

export function hasContracts(type: number): boolean {
  return !CONTRACT_EXEMPT_TYPES.includes(type);
}

export function mayUseVirtualAuth(type: number): boolean {
  return VIRTUAL_AUTH_TYPES.includes(type);
}

/** Whether the type may transfer to its upline (spec §6: agent-only accounts may not). */
export function mayTransferToUpline(type: number): boolean {
  return type !== AGENT_ONLY_TYPE;
}
