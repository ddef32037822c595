// The promotions' platform calls: the list (cached, spec section 4 "Caching: promotions"), one
// promotion's detail (never cached: it carries the member's own application), and the application
// upload with progress.
import type { PromotionApplication, PromotionDetail, PromotionList } from '../../api/contract.generated';
import type { UploadProgress } from '../../api/upload';
import { PROMOTIONS_CACHE_TTL_MS } from '../../config/constants';
import { cached, defineCache } from '../../state/cache';
import { callLazily } from '../../state/endpoint-call';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parsePromotionList(raw: unknown): PromotionList | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.categories) || !Array.isArray(raw.content)) return undefined;
  const categories = raw.categories.filter((c): c is PromotionList['categories'][number] => isRecord(c) && typeof c.categoryId === 'number' && typeof c.categoryName === 'string');
  const content = raw.content.filter(
    (p): p is PromotionList['content'][number] =>
      isRecord(p) && typeof p.id === 'number' && typeof p.categoryId === 'number' && typeof p.title === 'string' && typeof p.imageUrl === 'string' && typeof p.startTime === 'number',
  );
  return { categories, content };
}

export const promotionListCache = defineCache<PromotionList>({ name: 'PROMOTIONS', ttlMs: PROMOTIONS_CACHE_TTL_MS, version: 1, parse: parsePromotionList });

export function loadPromotionList(options: { renew?: boolean } = {}): Promise<PromotionList> {
  return cached(promotionListCache, () => callLazily('promotionList', {}), options);
}

export function loadPromotionDetail(id: number): Promise<PromotionDetail> {
  return callLazily('promotionDetail', { query: { id } });
}

export async function applyForPromotion(
  promotionId: number,
  remark: string,
  images: readonly File[],
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<PromotionApplication> {
  const { uploadEndpoint } = await import('../../api/upload');
  return uploadEndpoint('promotionApply', { promotionId, remark }, { images }, options);
}
