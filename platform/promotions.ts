// The merchant's promotions as both the promotion endpoints (routes/promotions.ts) and the
// announcements (routes/announcements.ts, types=PR) list them.
import type { Promotion } from '../src/api/contract.generated';
import { localizeText, type ContentLanguage } from './content-language';
import type { PlatformContext } from './context';

export interface PromotionRow {
  id: number;
  category_id: number;
  title: string;
  content: string;
  image_url: string;
  start_time: number;
  end_time: number | null;
  applicable: number;
  review: number;
  min_vip: number;
}

/**
 * The merchant's promotions as the announcements call answers them for types=PR (value.promotion):
 * upstream's announcement keys (photoUrl, startDate, endDate with noExpiry, promoAnnouncementCategoryIds),
 * plus applicable (ours, not seen upstream).
 */
export function promotionItems(ctx: PlatformContext, merchantCode: string, language: ContentLanguage): Promotion[] {
  const rows = ctx.db.prepare('SELECT * FROM promotions WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as PromotionRow[];
  return rows.map((row) => ({
    id: row.id,
    type: 'PR',
    title: localizeText(row.title, language),
    content: localizeText(row.content, language),
    photoUrl: row.image_url,
    startDate: row.start_time,
    endDate: row.end_time,
    noExpiry: row.end_time === null ? 1 : 0,
    promoAnnouncementCategoryIds: [row.category_id],
    applicable: row.applicable === 1,
  }));
}
