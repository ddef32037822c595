// The merchant's download links: the platform's `resources[]` of its consolidated settings, else the
// compiled merchant file's list (src/state/platform-settings.ts resolves them; the settings are
// cached there: spec section 4, Caching: download link). The file's list is there at once, so the
// bar never waits on the network; the screen re-renders when the platform's answer replaces it.
import { useMemo } from 'react';
import { useDownloads } from '../../state/platform-settings';
import { linkSetOf, type DownloadLinkSet } from './install-rules';

export interface MerchantDownloads {
  readonly links: DownloadLinkSet;
  /** AppDownloadIcon, when the merchant has one. */
  readonly icon?: string;
}

export function downloadsOf(items: ReadonlyArray<{ readonly resourceType: string; readonly url: string }>): MerchantDownloads {
  const icon = items.find((i) => i.resourceType === 'AppDownloadIcon' && i.url !== '')?.url;
  return { links: linkSetOf(items), ...(icon ? { icon } : {}) };
}

export function useMerchantDownloads(): MerchantDownloads {
  const { items } = useDownloads();
  return useMemo(() => downloadsOf(items), [items]);
}
