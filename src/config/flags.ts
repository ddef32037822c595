// Typed flag lookup. Resolution order: what the platform reports, else the merchant config,
// else the registry default. A misspelled key is a type error.
import { FLAG_REGISTRY, isFlagKey, type FlagKey } from './flag-registry';
import { readMerchantConfig } from './merchant-config';

export type { FlagKey } from './flag-registry';

export type FlagValues = Partial<Record<FlagKey, boolean>>;

export interface FlagSources {
  readonly platform?: FlagValues;
  readonly merchant?: FlagValues;
}

export function resolveFlag(key: FlagKey, sources: FlagSources): boolean {
  return sources.platform?.[key] ?? sources.merchant?.[key] ?? FLAG_REGISTRY[key].default;
}

let platformFlags: FlagValues = {};

/**
 * Records what the platform reported (status / consolidated settings). Accepts the upstream
 * shapes: booleans, or '1'/'0' strings as in `whitelabelVal`. Unknown keys are ignored.
 */
export function setPlatformFlags(reported: Record<string, unknown>): void {
  const next: FlagValues = {};
  for (const [key, raw] of Object.entries(reported)) {
    if (!isFlagKey(key)) continue;
    if (typeof raw === 'boolean') next[key] = raw;
    else if (raw === '1' || raw === 1) next[key] = true;
    else if (raw === '0' || raw === 0) next[key] = false;
  }
  platformFlags = next;
}

export function flag(key: FlagKey): boolean {
  let merchant: FlagValues | undefined;
  try {
    merchant = readMerchantConfig().features;
  } catch {
    merchant = undefined;
  }
  return resolveFlag(key, { platform: platformFlags, merchant });
}
