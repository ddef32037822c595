// Reads merchants/*.json (already validated by the compiler) and derives what the platform reports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig, MenuNode } from '../src/config/merchant-config.generated';
import { FLAG_REGISTRY } from '../src/config/flag-registry';
import type { EncryptionScheme } from './crypto';
import { liveStreamOrigin } from '../scripts/compile/security-headers';

export type { MerchantConfig } from '../src/config/merchant-config.generated';

export type SocialProvider = 'google' | 'facebook';

export interface Merchant {
  code: string;
  name: string;
  domains: string[];
  trialMerchantCode: string;
  currencySymbol: string;
  minimumAge: number;
  scheme: EncryptionScheme;
  /** Registry defaults overlaid with the merchant's features: what /wps/system/status reports. */
  flags: Record<string, boolean>;
  menu: MenuNode;
  mobileTemplate: { mem_cen: '0' | '1' | '3'; dep_func: '0' | '1' };
  downloadItems: NonNullable<NonNullable<MerchantConfig['downloadLinks']>['items']>;
  mobileprovisionCDN: string | null;
  customerService: { csType: string; url: string }[];
  imageCdns: string[];
  /** Origin of an absolute live-stream link (liveStreamUrl), which the app's pages may frame; null when same-origin or none. */
  liveStreamOrigin: string | null;
  /** Social sign-in providers the merchant configured (socialLogin); the flags decide whether they are offered. */
  socialProviders: SocialProvider[];
}

/** Module ids of the spec's menus, all enabled, for merchants whose config has no menu. */
const DEFAULT_MENU: MenuNode = {
  modId: 'ROOT',
  enabled: true,
  childrenNodes: [
    {
      modId: 'MEMCEN',
      enabled: true,
      childrenNodes: ['MAILCEN', 'DEPRECM3', 'WITHREC3', 'REWCEN3', 'SECPRIV', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSPNL3'].map((modId) => ({ modId, enabled: true })),
    },
    {
      modId: 'AGECEN',
      enabled: true,
      childrenNodes: ['AGEPAG', 'REGCEN', 'DOWNMAN', 'GAMSER', 'AGETEAMPNL3', 'TRANSREC3', 'NOTICE'].map((modId) => ({ modId, enabled: true })),
    },
  ],
};

function registryDefaults(): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [key, def] of Object.entries(FLAG_REGISTRY) as [string, { default: unknown }][]) {
    if (typeof def.default === 'boolean') flags[key] = def.default;
  }
  return flags;
}

export function toMerchant(config: MerchantConfig): Merchant {
  const features: Record<string, boolean | undefined> = { ...config.features };
  const flags = registryDefaults();
  for (const [key, value] of Object.entries(features)) if (typeof value === 'boolean') flags[key] = value;
  return {
    code: config.code,
    name: config.name,
    domains: [...config.domains],
    trialMerchantCode: config.trialMerchantCode,
    currencySymbol: config.currencySymbol,
    minimumAge: config.minimumAge,
    scheme: config.encryption.scheme,
    flags,
    menu: config.whiteLabelMenu ?? DEFAULT_MENU,
    mobileTemplate: { mem_cen: config.mobileTemplate?.mem_cen ?? '0', dep_func: config.mobileTemplate?.dep_func ?? '0' },
    downloadItems: config.downloadLinks?.items ?? [],
    mobileprovisionCDN: config.downloadLinks?.mobileprovisionCDN ?? null,
    customerService: config.customerService ?? [],
    imageCdns: config.imageCdns ?? [],
    liveStreamOrigin: liveStreamOrigin(config.liveStreamUrl),
    socialProviders: (['google', 'facebook'] as const).filter((provider) => config.socialLogin?.[provider] !== undefined),
  };
}

/** Sorted by code, so "the first merchant" (served on plain localhost) is stable. */
export function loadMerchants(dir: string): Merchant[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    throw new Error(`cannot read merchant configs from ${dir}`);
  }
  const merchants = files.map((file) => toMerchant(JSON.parse(readFileSync(join(dir, file), 'utf8')) as MerchantConfig));
  merchants.sort((a, b) => a.code.localeCompare(b.code));
  if (merchants.length === 0) throw new Error(`no merchant configs in ${dir}`);
  return merchants;
}

export { liveStreamOrigin };
