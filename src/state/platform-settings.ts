// The platform's boot settings (GET /wps/system/settings/consolidated?device=MOBILE, upstream facts
// §1): the white-label tree, module flags, templates, customer-service paths, registration rules,
// download links and image CDNs. Every one resolves platform value > merchant file > registry
// default: what the platform reported wins; a part it did not report (or a failed call) leaves the
// merchant file's compile-time value, and a flag neither names takes the registry's default.
//
// The reply is cached (spec section 4, Caching) and applied synchronously at start when present, so
// a reload starts on the last known settings; the call itself is made again in the background on
// every start, after home's first banner has painted (src/main.tsx), and screens that read this
// store re-render when it answers. A change on the platform shows after a reload at most.
import { proxy, ref, snapshot, useSnapshot } from 'valtio';
import type { ConsolidatedAppSettings, PlatformMenuNode, PlatformRegisterRules, PlatformServicePath } from '../api/readers/consolidatedSettings';
import { PLATFORM_SETTINGS_CACHE_TTL_MS } from '../config/constants';
import { setPlatformFlags } from '../config/flags';
import { readMerchantConfig, type MerchantConfig } from '../config/merchant-config';
import { defineCache } from './cache';
import { callLazily } from './endpoint-call';
import { applyMobileTemplate } from './startup-store';

export type { ConsolidatedAppSettings } from '../api/readers/consolidatedSettings';

export interface PlatformSettingsState {
  /** The last settings the platform sent (from the cache until this start's call answers); null when none. */
  settings: ConsolidatedAppSettings | null;
  /** Where `settings` came from. */
  source: 'none' | 'cache' | 'platform';
}

export const platformSettingsStore = proxy<PlatformSettingsState>({ settings: null, source: 'none' });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const platformSettingsCache = defineCache<ConsolidatedAppSettings>({
  name: 'CONSOLIDATED_SETTINGS',
  ttlMs: PLATFORM_SETTINGS_CACHE_TTL_MS,
  version: 1,
  // What is stored is the reader's output, so the reader reads it back (lazily loaded: a guest's
  // first page does not carry it, so until then a cached value is taken as an object).
  parse: (raw) => (isRecord(raw) ? (raw as ConsolidatedAppSettings) : undefined),
});

/** The endpoint's query: upstream's mobile client asks with device=MOBILE. */
export const CONSOLIDATED_QUERY = { device: 'MOBILE' } as const;

function apply(settings: ConsolidatedAppSettings | null, source: PlatformSettingsState['source']): void {
  // ref: the settings are replaced whole, never mutated; screens re-render on the swap.
  platformSettingsStore.settings = settings ? ref(settings) : null;
  platformSettingsStore.source = source;
  setPlatformFlags(settings?.whitelabelVal ?? {}, 'settings');
  if (settings?.mobileTemplate) applyMobileTemplate(settings.mobileTemplate);
}

/** At start, before the first render: the cached settings, when there are good ones. Synchronous. */
export function applyCachedPlatformSettings(): boolean {
  const hit = platformSettingsCache.read();
  if (!hit) return false;
  apply(hit, 'cache');
  return true;
}

let inFlight: Promise<ConsolidatedAppSettings> | undefined;
let settled: Promise<void> | undefined;

/**
 * Asks the platform (once at a time), caches and applies the answer. A failure keeps what is
 * applied (cached settings, else the merchant file) and rejects.
 */
export function refreshPlatformSettings(): Promise<ConsolidatedAppSettings> {
  if (!inFlight) {
    // The endpoint has a reader (src/api/readers/consolidatedSettings.ts): the call resolves with
    // its ConsolidatedAppSettings, not the wire type the contract names.
    const call = callLazily('consolidatedSettings', { query: CONSOLIDATED_QUERY });
    inFlight = call.then(
      (settings) => {
        // The reader refuses anything but an object; this guards a stand-in client (tests, tools).
        if (!isRecord(settings)) throw new Error('consolidated settings: not an object');
        platformSettingsCache.write(settings);
        apply(settings, 'platform');
        inFlight = undefined;
        return settings;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    settled = inFlight.then(
      () => undefined,
      () => undefined,
    );
  }
  return inFlight;
}

/**
 * Settles once this start's settings are known: at once when the platform already answered,
 * else after the call under way (or a new one). Never rejects: on failure what is applied stands.
 */
export function platformSettingsReady(): Promise<void> {
  if (platformSettingsStore.source === 'platform') return Promise.resolve();
  if (!settled) void refreshPlatformSettings().catch(() => undefined);
  return settled ?? Promise.resolve();
}

/** For tests: back to nothing reported. */
export function resetPlatformSettings(): void {
  apply(null, 'none');
  inFlight = undefined;
  settled = undefined;
}

// ---- Resolution: platform value > merchant file > registry default -------------------------------

function merchantFile(): MerchantConfig | undefined {
  try {
    return readMerchantConfig();
  } catch {
    return undefined;
  }
}

function current(): ConsolidatedAppSettings | null {
  return snapshot(platformSettingsStore).settings as ConsolidatedAppSettings | null;
}

/** A white-label tree node (src/state/white-label-tree.ts reads both spellings of enabled). */
export type ResolvedMenuNode = PlatformMenuNode | NonNullable<MerchantConfig['whiteLabelMenu']>;

/** The white-label tree: the platform's, else the merchant file's, else none. */
export function resolveWhiteLabelTree(settings: ConsolidatedAppSettings | null, file: MerchantConfig | undefined): ResolvedMenuNode | null {
  return settings?.whitelabel ?? file?.whiteLabelMenu ?? null;
}

/** The template choice: each of mem_cen and dep_func from the platform, else the file, else base ('0'). */
export function resolveMobileTemplate(settings: ConsolidatedAppSettings | null, file: MerchantConfig | undefined): { mem_cen: string; dep_func: string } {
  return {
    mem_cen: settings?.mobileTemplate?.mem_cen ?? file?.mobileTemplate?.mem_cen ?? '0',
    dep_func: settings?.mobileTemplate?.dep_func ?? file?.mobileTemplate?.dep_func ?? '0',
  };
}

/**
 * A customer-service channel: the platform's come with an encrypted `path`; the merchant file's
 * with a plain `url` (docs/service.md).
 */
export type ServiceLink = { readonly csType: string; readonly path: string; readonly url?: undefined } | { readonly csType: string; readonly url: string; readonly path?: undefined };

export function resolveServiceLinks(settings: ConsolidatedAppSettings | null, file: MerchantConfig | undefined): ServiceLink[] {
  const reported: readonly PlatformServicePath[] | undefined = settings?.customerService;
  if (reported) return reported.map((entry) => ({ csType: entry.csType, path: entry.path }));
  return (file?.customerService ?? []).map((entry) => ({ csType: entry.csType, url: entry.url }));
}

export interface ResolvedDownloads {
  readonly items: readonly { readonly resourceType: string; readonly url: string }[];
  readonly mobileprovisionCDN: string | null;
}

export function resolveDownloads(settings: ConsolidatedAppSettings | null, file: MerchantConfig | undefined): ResolvedDownloads {
  return {
    items: settings?.resources ?? file?.downloadLinks?.items ?? [],
    mobileprovisionCDN: settings?.mobileprovisionCDN ?? file?.downloadLinks?.mobileprovisionCDN ?? null,
  };
}

export function resolveImageCdns(settings: ConsolidatedAppSettings | null, file: MerchantConfig | undefined): readonly string[] {
  return settings?.imageCDNs ?? file?.imageCdns ?? [];
}

/** The registration rules the platform reported in its settings (undefined: ask the rules endpoint). */
export function reportedRegisterRules(): PlatformRegisterRules | undefined {
  return current()?.register;
}

export const currentWhiteLabelTree = (): ResolvedMenuNode | null => resolveWhiteLabelTree(current(), merchantFile());
export const currentServiceLinks = (): ServiceLink[] => resolveServiceLinks(current(), merchantFile());
export const currentDownloads = (): ResolvedDownloads => resolveDownloads(current(), merchantFile());
export const currentImageCdns = (): readonly string[] => resolveImageCdns(current(), merchantFile());

/** The settings a screen renders from: re-renders when the platform's answer replaces them. */
export function usePlatformSettings(): ConsolidatedAppSettings | null {
  return useSnapshot(platformSettingsStore).settings as ConsolidatedAppSettings | null;
}

export function useWhiteLabelTreeSetting(): ResolvedMenuNode | null {
  return resolveWhiteLabelTree(usePlatformSettings(), merchantFile());
}

export function useServiceLinks(): ServiceLink[] {
  return resolveServiceLinks(usePlatformSettings(), merchantFile());
}

export function useDownloads(): ResolvedDownloads {
  return resolveDownloads(usePlatformSettings(), merchantFile());
}
