// The startup status call: the path matches the contract, the mode and templates come from the
// reply, the reported flags win over the merchant config, and failures fall back sensibly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ENDPOINTS } from '../api/contract.generated';
import { ApiError } from '../api/api-error';
import type { MerchantConfig } from '../config/merchant-config';
import { startupStore } from '../state/startup-store';

const get = vi.fn();
vi.mock('../api/client', () => ({ apiClient: { get: (...args: unknown[]) => get(...args) } }));
const reported: Record<string, unknown>[] = [];
vi.mock('../config/flags', () => ({ setPlatformFlags: (flags: Record<string, unknown>) => reported.push(flags) }));

const { loadStartupStatus, SYSTEM_STATUS_PATH } = await import('./startup');

const config = { mobileTemplate: { mem_cen: '1', dep_func: '0' } } as unknown as MerchantConfig;

afterEach(() => {
  get.mockReset();
  reported.length = 0;
});

describe('loadStartupStatus', () => {
  it('calls the contract path', () => {
    expect(SYSTEM_STATUS_PATH).toBe(API_ENDPOINTS.systemStatus.path);
  });

  it('applies the mode, the templates and the reported flags', async () => {
    get.mockResolvedValue({ maintenance: true, regionRestriction: true, mobileTemplate: { mem_cen: '0', dep_func: '1' }, whitelabelVal: { DIRECTREG3: false } });
    await loadStartupStatus(config);
    expect(get).toHaveBeenCalledWith('/wps/system/status', expect.objectContaining({ check: expect.any(Function) }));
    expect({ ...startupStore }).toEqual({ mode: 1, memberCentreTemplate: 'base', depositDetailTemplate: 'new' });
    expect(reported).toEqual([{ DIRECTREG3: false }]);
  });

  it('treats a refusal for maintenance or region as that mode, anything else as normal on the config', async () => {
    get.mockRejectedValue(new ApiError({ kind: 'server', code: 'system.region.restricted', message: '', status: 403 }));
    await loadStartupStatus(config);
    expect(startupStore.mode).toBe(2);
    get.mockRejectedValue(new ApiError({ kind: 'offline', code: 'client.offline', message: '', status: 0 }));
    await loadStartupStatus(config);
    expect({ ...startupStore }).toEqual({ mode: 0, memberCentreTemplate: 'new', depositDetailTemplate: 'base' });
  });
});
