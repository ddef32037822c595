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

/** What each platform source reported: the status call and the consolidated settings (the latter wins). */
const reportedBy: Record<PlatformFlagSource, FlagValues> = { status: {}, settings: {} };
let platformFlags: FlagValues = {};

/** Where a platform value came from: /wps/system/status or /wps/system/settings/consolidated. */
export type PlatformFlagSource = 'status' | 'settings';

/**
 * Records what the platform reported (status / consolidated settings). Accepts the upstream
 * shapes: booleans, '1'/'0' strings or numbers as in `whitelabelVal`, 'Y'/'N'. Unknown keys are
 * ignored. Each source replaces its own earlier report; the consolidated settings win over the
 * status where both name a flag.
 */
export function setPlatformFlags(reported: Record<string, unknown>, source: PlatformFlagSource = 'status'): void {
  const next: FlagValues = {};
  for (const [key, raw] of Object.entries(reported)) {
    if (!isFlagKey(key)) continue;
    if (typeof raw === 'boolean') next[key] = raw;
    else if (raw === '1' || raw === 1 || raw === 'Y') next[key] = true;
    else if (raw === '0' || raw === 0 || raw === 'N') next[key] = false;
  }
  reportedBy[source] = next;
  platformFlags = { ...reportedBy.status, ...reportedBy.settings };
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
