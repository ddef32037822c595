// The promotions screen's rows: the merchant's categories, one promotion, and the members'
// applications (one per member and promotion).
import type { Db } from '../db/database';
import type { PromotionRow } from '../promotions';

export interface CategoryRow {
  id: number;
  name: string;
}

export interface ApplicationRow {
  id: number;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  applied_at: number;
  remark: string;
  image_count: number;
}

/** An application as the member sends it (its images are stored as uploads of its id). */
export interface NewApplication {
  promotionId: number;
  userId: number;
  remark: string;
  imageCount: number;
  imageBytes: number;
  status: ApplicationRow['status'];
  appliedAt: number;
}

export function categories(db: Db, merchantCode: string): CategoryRow[] {
  return db.prepare('SELECT id, name FROM promotion_categories WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as CategoryRow[];
}

export function promotion(db: Db, id: number, merchantCode: string): PromotionRow | undefined {
  return db.prepare('SELECT * FROM promotions WHERE id = ? AND merchant_code = ?').get(id, merchantCode) as PromotionRow | undefined;
}

/** The member's application to the promotion, if any. */
export function application(db: Db, userId: number, promotionId: number): ApplicationRow | undefined {
  return db.prepare('SELECT id, status, applied_at, remark, image_count FROM promotion_applications WHERE user_id = ? AND promotion_id = ?').get(userId, promotionId) as
    | ApplicationRow
    | undefined;
}

/** Returns the application's id. */
export function insertApplication(db: Db, a: NewApplication): number {
  const result = db
    .prepare('INSERT INTO promotion_applications (promotion_id, user_id, remark, image_count, image_bytes, status, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(a.promotionId, a.userId, a.remark, a.imageCount, a.imageBytes, a.status, a.appliedAt);
  return Number(result.lastInsertRowid);
}
