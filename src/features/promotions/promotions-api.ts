// The promotions' platform calls: the list (cached, spec section 4 "Caching: promotions"), one
// promotion's detail (never cached: it carries the member's own application), and the application
// upload with progress. The list is upstream's: the announcements of type PR (value.promotion of the
// member centre's announcements call, facts section 7.2) with the categories of
// PROMOFE_getPromotionAnnouncementCategory; a promotion is filed under its first category.
import type { PromotionApplication, PromotionCategory, PromotionDetail } from '../../api/contract.generated';
import type { AnnouncementPromotion } from '../../api/reader-types';
import type { UploadProgress } from '../../api/upload';
import { CONTENT_TYPES, PROMOTIONS_CACHE_TTL_MS } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { cached, defineCache } from '../../state/cache';
import { callLazily } from '../../state/endpoint-call';

/** One promotion of the list. */
export type PromotionListItem = Omit<AnnouncementPromotion, 'content'>;

/** The promotions screen's list: the categories (one may hold none) and every promotion. */
export interface PromotionList {
  readonly categories: readonly PromotionCategory[];
  readonly content: readonly PromotionListItem[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parsePromotionList(raw: unknown): PromotionList | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.categories) || !Array.isArray(raw.content)) return undefined;
  const categories = raw.categories.filter((c): c is PromotionCategory => isRecord(c) && typeof c.categoryId === 'number' && typeof c.categoryName === 'string');
  const content = raw.content.filter(
    (p): p is PromotionListItem =>
      isRecord(p) &&
      typeof p.id === 'number' &&
      (typeof p.categoryId === 'number' || p.categoryId === null) &&
      typeof p.title === 'string' &&
      typeof p.imageUrl === 'string' &&
      typeof p.startTime === 'number',
  );
  return { categories, content };
}

export const promotionListCache = defineCache<PromotionList>({ name: 'PROMOTIONS', ttlMs: PROMOTIONS_CACHE_TTL_MS, version: 2, parse: parsePromotionList });

async function fetchPromotionList(): Promise<PromotionList> {
  const [announcements, categories] = await Promise.all([
    callLazily('announcements', { query: { types: CONTENT_TYPES.Promotion, platform: 'M', merchantCode: readMerchantConfig().code } }),
    callLazily('promotionCategories', {}),
  ]);
  return { categories, content: announcements.promotion.map(({ content: _content, ...item }) => item) };
}

export function loadPromotionList(options: { renew?: boolean } = {}): Promise<PromotionList> {
  return cached(promotionListCache, fetchPromotionList, options);
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
