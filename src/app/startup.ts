// Startup mode and template choice from the platform's status (spec section 4), and the flags
// the platform reports, which win over the merchant config.
import { isApiError } from '../api/api-error';
import type { SystemStatus } from '../api/contract.generated';
import { systemStatusCheck } from '../api/first-page-checks';
import { setPlatformFlags } from '../config/flags';
import type { MerchantConfig } from '../config/merchant-config';
import { platformSettingsStore, resolveMobileTemplate } from '../state/platform-settings';
import { applyStartupStatus, statusCheck } from '../state/startup-store';

/**
 * Until the platform answers (or if it cannot be reached), the templates resolve as the boot
 * settings say: the cached consolidated settings' choice, else the merchant config's.
 */
export function applyConfiguredStartup(config: MerchantConfig): void {
  applyStartupStatus({ maintenance: false, regionRestriction: false, mobileTemplate: resolveMobileTemplate(platformSettingsStore.settings, config) });
}

/**
 * The status call goes through the client by path rather than callEndpoint: it is the one call
 * every visitor makes at start, and the contract table would weigh on that page.
 * startup.test.ts checks the path against the contract.
 */
export const SYSTEM_STATUS_PATH = '/wps/system/status';

export async function loadStartupStatus(config: MerchantConfig): Promise<void> {
  try {
    // The client (and ofetch) loads here, after the first paint, not with the first page.
    const { apiClient } = await import('../api/client');
    // The contract check (first-page-checks.ts) loads once the reply is in, not with it: this call is
    // under way while the first banner paints, and the check stays out of that first load.
    const status = await apiClient.get<SystemStatus>(SYSTEM_STATUS_PATH, { check: systemStatusCheck });
    setPlatformFlags(status.whitelabelVal);
    applyStartupStatus(status);
  } catch (error) {
    // The status call answers even during maintenance; these codes come from a platform (or a
    // proxy in front of it) that refuses everything, so they mean the same.
    if (isApiError(error) && error.code === 'system.not.available') applyStartupStatus({ maintenance: true, regionRestriction: false });
    else if (isApiError(error) && error.code === 'system.region.restricted') applyStartupStatus({ maintenance: false, regionRestriction: true });
    // Offline or a broken platform: start normally on the merchant config; the banner says why
    // data is missing and the next calls will tell more.
    else applyConfiguredStartup(config);
  }
}

/** From now on the shell renders inert until checkStartupStatus settles. */
export function expectStartupStatus(): void {
  statusCheck.pending = true;
}

/**
 * The first status check, made once the shell is on screen (the first render does not wait for
 * it): pending until the platform answered or could not be reached. loadStartupStatus never rejects.
 */
export async function checkStartupStatus(config: MerchantConfig): Promise<void> {
  statusCheck.pending = true;
  try {
    await loadStartupStatus(config);
  } finally {
    statusCheck.pending = false;
  }
}
