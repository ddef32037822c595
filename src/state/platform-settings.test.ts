// @vitest-environment jsdom
// Boot settings resolve platform value > merchant file > registry default; the reply is
// cached and applied synchronously at the next start; a failed call leaves what is applied.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsolidatedAppSettings } from '../api/readers/consolidatedSettings';
import { PLATFORM_SETTINGS_CACHE_TTL_MS } from '../config/constants';
import { flag, setPlatformFlags } from '../config/flags';
import { MERCHANT_CONFIG_ELEMENT_ID, resetMerchantConfigCache, type MerchantConfig } from '../config/merchant-config';
import { MemoryStorage, setStorageBackends } from './storage';

const reply = vi.fn<() => Promise<unknown>>();
vi.mock('./endpoint-call', () => ({ callLazily: vi.fn((id: string) => (id === 'consolidatedSettings' ? reply() : Promise.reject(new Error(id)))) }));

const {
  applyCachedPlatformSettings,
  currentDownloads,
  currentImageCdns,
  currentServiceLinks,
  currentWhiteLabelTree,
  platformSettingsCache,
  platformSettingsReady,
  platformSettingsStore,
  refreshPlatformSettings,
  resetPlatformSettings,
  resolveMobileTemplate,
} = await import('./platform-settings');
const { startupStore } = await import('./startup-store');

const FILE_TREE = { modId: 'ROOT', enabled: true, childrenNodes: [{ modId: 'AGECEN', enabled: true, childrenNodes: [{ modId: 'AGEPAG', enabled: true }] }] };
const FILE: Partial<MerchantConfig> = {
  code: 'atlas',
  features: { FEEDBACK3: true } as MerchantConfig['features'],
  whiteLabelMenu: FILE_TREE,
  mobileTemplate: { mem_cen: '3', dep_func: '0' },
  customerService: [{ csType: 'LIVECHAT', url: '/demo-chat' }],
  downloadLinks: { items: [{ resourceType: 'Android', url: 'https://file.example/app.apk' }] },
  imageCdns: ['https://file-cdn.example'],
};

const PLATFORM: ConsolidatedAppSettings = {
  whitelabel: { modId: 'ROOT', enabled: true, childrenNodes: [{ modId: 'AGECEN', enabled: true, childrenNodes: [{ modId: 'AGEPAG', enabled: true }, { modId: 'AGETEAMPNL3', enabled: false }] }] },
  whitelabelVal: { AGETEAMPNL3: false, FEEDBACK3: false },
  mobileTemplate: { mem_cen: '0' },
  customerService: [{ csType: 'TELEGRAM', path: 'encrypted' }],
  resources: [{ resourceType: 'IOS', url: 'https://platform.example/ios' }],
  imageCDNs: ['https://platform-cdn.example'],
};

function inject(config: Partial<MerchantConfig>) {
  document.body.innerHTML = `<script type="application/json" id="${MERCHANT_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
  resetMerchantConfigCache();
}

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  setStorageBackends({ local, session: new MemoryStorage() });
  inject(FILE);
  reply.mockReset();
  resetPlatformSettings();
  setPlatformFlags({});
});
afterEach(() => {
  setStorageBackends({});
  resetMerchantConfigCache();
});

describe('resolution: platform value > merchant file > registry default', () => {
  it('takes the merchant file\'s values while the platform has said nothing', () => {
    expect(currentWhiteLabelTree()).toEqual(FILE_TREE);
    expect(currentServiceLinks()).toEqual([{ csType: 'LIVECHAT', url: '/demo-chat' }]);
    expect(currentDownloads().items).toEqual([{ resourceType: 'Android', url: 'https://file.example/app.apk' }]);
    expect(currentImageCdns()).toEqual(['https://file-cdn.example']);
    expect(flag('FEEDBACK3')).toBe(true); // file
    expect(flag('AGETEAMPNL3')).toBe(true); // registry default
  });

  it('takes the platform\'s values over the file\'s, part by part', async () => {
    reply.mockResolvedValue(PLATFORM);
    await refreshPlatformSettings();
    expect(currentWhiteLabelTree()).toEqual(PLATFORM.whitelabel);
    expect(currentServiceLinks()).toEqual([{ csType: 'TELEGRAM', path: 'encrypted' }]);
    expect(currentDownloads().items).toEqual(PLATFORM.resources);
    expect(currentImageCdns()).toEqual(PLATFORM.imageCDNs);
    expect(flag('FEEDBACK3')).toBe(false);
    expect(flag('AGETEAMPNL3')).toBe(false);
    expect(flag('AGEPAG')).toBe(true);
    // mem_cen from the platform, dep_func (not reported) from the file.
    expect(resolveMobileTemplate(platformSettingsStore.settings, FILE as MerchantConfig)).toEqual({ mem_cen: '0', dep_func: '0' });
    expect(startupStore.memberCentreTemplate).toBe('base');
  });

  it('falls back to the file for each part the platform left out', async () => {
    reply.mockResolvedValue({ whitelabelVal: { AGEPAG: false } });
    await refreshPlatformSettings();
    expect(currentWhiteLabelTree()).toEqual(FILE_TREE);
    expect(currentServiceLinks()).toEqual([{ csType: 'LIVECHAT', url: '/demo-chat' }]);
    expect(currentImageCdns()).toEqual(['https://file-cdn.example']);
    expect(flag('AGEPAG')).toBe(false);
    expect(flag('FEEDBACK3')).toBe(true);
  });

  it('lets the consolidated settings win over the status where both report a flag', async () => {
    setPlatformFlags({ AGETEAMPNL3: true, FEEDBACK3: true }, 'status');
    expect(flag('AGETEAMPNL3')).toBe(true);
    reply.mockResolvedValue(PLATFORM);
    await refreshPlatformSettings();
    expect(flag('AGETEAMPNL3')).toBe(false);
    // A later status report does not undo the settings' values.
    setPlatformFlags({ AGETEAMPNL3: true }, 'status');
    expect(flag('AGETEAMPNL3')).toBe(false);
  });
});

describe('the cache', () => {
  it('stores the reply and applies it synchronously at the next start', async () => {
    expect(applyCachedPlatformSettings()).toBe(false);
    reply.mockResolvedValue(PLATFORM);
    await refreshPlatformSettings();
    expect(platformSettingsCache.read()).toEqual(PLATFORM);
    // The next start: nothing reported yet, the cache applied before any call.
    resetPlatformSettings();
    expect(flag('AGETEAMPNL3')).toBe(true);
    expect(applyCachedPlatformSettings()).toBe(true);
    expect(platformSettingsStore.source).toBe('cache');
    expect(flag('AGETEAMPNL3')).toBe(false);
    expect(currentWhiteLabelTree()).toEqual(PLATFORM.whitelabel);
  });

  it('is refreshed in the background: a change on the platform replaces the cached settings', async () => {
    platformSettingsCache.write(PLATFORM);
    applyCachedPlatformSettings();
    reply.mockResolvedValue({ ...PLATFORM, whitelabelVal: { AGETEAMPNL3: true } });
    await platformSettingsReady();
    expect(platformSettingsStore.source).toBe('platform');
    expect(flag('AGETEAMPNL3')).toBe(true);
    expect((platformSettingsCache.read()?.whitelabelVal ?? {}).AGETEAMPNL3).toBe(true);
  });

  it('ignores settings older than its lifetime', () => {
    platformSettingsCache.write(PLATFORM, '', Date.now() - PLATFORM_SETTINGS_CACHE_TTL_MS - 1);
    expect(applyCachedPlatformSettings()).toBe(false);
    expect(currentWhiteLabelTree()).toEqual(FILE_TREE);
  });

  it('keeps what is applied when the call fails: the cached settings, else the file', async () => {
    reply.mockRejectedValue(new Error('offline'));
    await expect(refreshPlatformSettings()).rejects.toThrow('offline');
    await platformSettingsReady();
    expect(currentWhiteLabelTree()).toEqual(FILE_TREE);
    platformSettingsCache.write(PLATFORM);
    applyCachedPlatformSettings();
    await expect(refreshPlatformSettings()).rejects.toThrow('offline');
    expect(currentWhiteLabelTree()).toEqual(PLATFORM.whitelabel);
    expect(platformSettingsCache.read()).toEqual(PLATFORM);
  });
});
