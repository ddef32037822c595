// The merchant's customer-service entries (spec section 3: csType and an encrypted path): the
// platform's `customerService[]` of its consolidated settings, else the merchant file's list
// (plain URLs), as src/state/platform-settings.ts resolves them. The settings are cached there
// (spec section 4, Caching: "service link"). Paths stay encrypted here; the service screen decrypts
// them. The member centre gates OPENHOURSSERVE on this list being non-empty (upstream: linkList not
// empty and CUSTOMERSERVICE3).
import { currentServiceLinks, platformSettingsReady, refreshPlatformSettings, type ServiceLink } from './platform-settings';

export type { ServiceLink } from './platform-settings';

/**
 * The entries once this start's settings are known (the call under way, or a new one). `renew`
 * asks the platform again; a failed call leaves the cached settings, else the merchant file's.
 */
export async function loadServiceLinks(options: { renew?: boolean } = {}): Promise<ServiceLink[]> {
  if (options.renew) await refreshPlatformSettings().catch(() => undefined);
  else await platformSettingsReady();
  return currentServiceLinks();
}
