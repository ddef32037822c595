// The merchant's download links: the compiled config's list at once (so the bar never waits on the
// network), then the platform's answer, cached locally (spec section 4, Caching: download link).
import { useEffect, useState } from 'react';
import type { DownloadItem, DownloadLinks } from '../../api/contract.generated';
import { DOWNLOAD_LINKS_CACHE_TTL_MS } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { cached, defineCache } from '../../state/cache';
import { callLazily } from '../../state/endpoint-call';
import { linkSetOf, type DownloadLinkSet } from './install-rules';

export interface MerchantDownloads {
  readonly links: DownloadLinkSet;
  /** AppDownloadIcon, when the merchant has one. */
  readonly icon?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseDownloadLinks(raw: unknown): DownloadLinks | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return undefined;
  const items = raw.items.filter((i): i is DownloadItem => isRecord(i) && typeof i.resourceType === 'string' && typeof i.url === 'string');
  return { items, mobileprovisionCDN: typeof raw.mobileprovisionCDN === 'string' ? raw.mobileprovisionCDN : null };
}

export const downloadLinksCache = defineCache<DownloadLinks>({ name: 'DOWNLOAD_LINKS', ttlMs: DOWNLOAD_LINKS_CACHE_TTL_MS, version: 1, parse: parseDownloadLinks });

export function downloadsOf(items: ReadonlyArray<{ readonly resourceType: string; readonly url: string }>): MerchantDownloads {
  const icon = items.find((i) => i.resourceType === 'AppDownloadIcon' && i.url !== '')?.url;
  return { links: linkSetOf(items), ...(icon ? { icon } : {}) };
}

function configuredDownloads(): MerchantDownloads {
  return downloadsOf(readMerchantConfig().downloadLinks?.items ?? []);
}

export function useMerchantDownloads(): MerchantDownloads {
  const [downloads, setDownloads] = useState(configuredDownloads);
  useEffect(() => {
    let live = true;
    cached(downloadLinksCache, () => callLazily('downloadLinks', {})).then(
      (reply) => {
        if (live) setDownloads(downloadsOf(reply.items));
      },
      () => {
        /* offline or failing platform: the compiled config's links stand */
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return downloads;
}
