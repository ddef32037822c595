// When the get-code link may come back after a code was sent (spec section 4: 60 s at first, then
// from the reply's expirationTime, refreshed every 500 ms).
import type { SmsSent } from '../../api/contract.generated';

/**
 * The moment another code may be asked for. The contract's expirationTime is when the code stops
 * working (5 minutes) and cooldownSeconds when the platform accepts another request (60 s); the
 * link returns at the earlier of the two, so a player is never kept waiting past the platform's
 * own limit, nor offered a resend the platform would refuse.
 */
export function codeDeadline(reply: SmsSent, sentAt: number): number {
  const cooldownEnd = reply.cooldownSeconds > 0 ? sentAt + reply.cooldownSeconds * 1000 : Number.POSITIVE_INFINITY;
  const deadline = Math.min(reply.expirationTime, cooldownEnd);
  return Number.isFinite(deadline) ? deadline : sentAt;
}

/** Whole seconds left, rounded up, never negative. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
