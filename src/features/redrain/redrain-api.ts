// The red-rain screen's platform calls, one function each, through the typed contract.
import { callEndpoint } from '../../api/endpoints';
import type { RedRainDownlines, RedRainMode, RedRainTransferResult } from '../../api/contract.generated';

export function loadDownlines(): Promise<RedRainDownlines> {
  return callEndpoint('redRainDownlines', {});
}

/** Encrypted like login (the contract says so; callEndpoint seals it). */
export function sendRedRain(downlines: readonly [string, ...string[]], mode: RedRainMode, amount: number, requestId: string): Promise<RedRainTransferResult> {
  return callEndpoint('redRainTransfer', { body: { downlines: [...downlines], mode, amount, requestId } });
}
