// Promotions (content type PR): the categories (upstream's PROMOFE_getPromotionAnnouncementCategory;
// the list itself is the announcements call with types=PR, see promotionItems), one promotion's detail with
// the caller's own application, and the multipart application (remark + up to 3 png/jpg images of
// at most 5 MB). The client checks every limit before it uploads; this side checks them again,
// judging an image's type by its bytes, never by the name or the declared content type.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PromotionApplication,
  PromotionApplyForm,
  PromotionDetail,
  PromotionDetailQuery,
  PromotionCategories,
  PromotionMyApplication,
  PromotionSummary,
} from '../../src/api/contract.generated';
import { REMARK_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_COUNT } from '../../src/config/constants';
import { ApiError } from '../contract';
import { reencodeImage, storeUpload, type ReencodedImage } from '../uploads';
import { authedRoute, route, validatePayload, type AreaOptions } from '../http';
import type { PromotionRow } from '../promotions';
import { localizeText, type ContentLanguage } from '../content-language';
import * as promotions from '../repositories/promotions';

// Pictures are typed by their bytes and drawn again before they are kept (uploads.ts).
export { imageKindOf } from '../uploads';

function summaryOf(row: PromotionRow, language: ContentLanguage): PromotionSummary {
  return {
    id: row.id,
    categoryId: row.category_id,
    title: localizeText(row.title, language),
    imageUrl: row.image_url,
    startTime: row.start_time,
    endTime: row.end_time,
    applicable: row.applicable === 1,
  };
}

/** VIP3 → 3; anything without a number counts as level 0. */
function vipLevel(label: string): number {
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

interface ApplicationUpload {
  fields: Record<string, string>;
  images: ReencodedImage[];
  imageBytes: number;
}

const imagesError = (code: 'promotion.image.count' | 'promotion.image.size' | 'promotion.image.type') => new ApiError(code, undefined, { field: 'images' });

/** Reads the multipart body: text fields, and the image parts checked one by one as they stream in. */
async function readApplication(req: FastifyRequest): Promise<ApplicationUpload> {
  if (!req.isMultipart()) throw new ApiError('request.invalid', 'The application is sent as multipart/form-data.');
  const fields: Record<string, string> = {};
  const images: ReencodedImage[] = [];
  let imageBytes = 0;
  try {
    const parts = req.parts({
      // One byte over the limit is enough to know a file is too large; files: one over, so a 4th
      // image is answered as a count error rather than silently dropped.
      limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: UPLOAD_IMAGE_MAX_COUNT + 1, fields: 8, fieldSize: 4096, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          if (part.fieldname === 'remark') throw new ApiError('promotion.remark.too.long', undefined, { field: 'remark' });
          throw new ApiError('request.invalid', `body.${part.fieldname} is too long`);
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'images') throw new ApiError('request.invalid', `unexpected file part ${part.fieldname}`);
      if (images.length + 1 > UPLOAD_IMAGE_MAX_COUNT) throw imagesError('promotion.image.count');
      // Not a whole PNG or JPEG (whatever its name, type or first bytes say): refused.
      const image = reencodeImage(await part.toBuffer());
      if (!image) throw imagesError('promotion.image.type');
      images.push(image);
      imageBytes += image.bytes.length;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imagesError('promotion.image.size');
    if (code === 'FST_FILES_LIMIT') throw imagesError('promotion.image.count');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError('request.invalid', 'Too many parts in the application.');
    throw error;
  }
  return { fields, images, imageBytes };
}

export const promotionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const applicationOf = (userId: number, promotionId: number): PromotionMyApplication | null => {
    const row = promotions.application(ctx.db, userId, promotionId);
    return row ? { applicationId: row.id, status: row.status, appliedAt: row.applied_at, remark: row.remark, imageCount: row.image_count } : null;
  };

  route<unknown, null, PromotionCategories>(app, ctx, 'promotionCategories', ({ merchant, language }) => {
    return promotions.categories(ctx.db, merchant.code).map((c) => ({ categoryId: c.id, categoryName: localizeText(c.name, language) }));
  });

  route<PromotionDetailQuery, null, PromotionDetail>(app, ctx, 'promotionDetail', ({ merchant, session, query, language }) => {
    const row = promotions.promotion(ctx.db, query.id, merchant.code);
    if (!row) throw new ApiError('not.found', `No promotion ${query.id}.`);
    return { ...summaryOf(row, language), content: localizeText(row.content, language), application: session ? applicationOf(session.user.id, row.id) : null };
  });

  authedRoute<unknown, null, PromotionApplication>(app, ctx, { id: 'promotionApply', refuse: ['free-play'] }, async ({ req, merchant, session }) => {
    const upload = await readApplication(req);
    const remark = upload.fields.remark ?? '';
    // Characters as a person counts them (code points), the same count the form's counter shows.
    if ([...remark].length > REMARK_MAX) throw new ApiError('promotion.remark.too.long', undefined, { field: 'remark' });
    const promotionId = /^\d+$/.test(upload.fields.promotionId ?? '') ? Number(upload.fields.promotionId) : upload.fields.promotionId;
    const form = validatePayload('PromotionApplyForm', { ...upload.fields, promotionId, remark }) as PromotionApplyForm;

    const row = promotions.promotion(ctx.db, form.promotionId, merchant.code);
    if (!row) throw new ApiError('not.found', `No promotion ${form.promotionId}.`);
    if (row.applicable !== 1) throw new ApiError('function.not.available', 'This promotion takes no applications.');
    if (applicationOf(session.user.id, row.id)) throw new ApiError('promotion.already.applied');
    if (vipLevel(session.user.club_label) < row.min_vip) throw new ApiError('promotion.not.eligible');

    const status = row.review === 1 ? 'PENDING' : 'ACCEPTED';
    const appliedAt = ctx.now();
    const applicationId = promotions.insertApplication(ctx.db, {
      promotionId: row.id,
      userId: session.user.id,
      remark: form.remark ?? '',
      imageCount: upload.images.length,
      imageBytes: upload.imageBytes,
      status,
      appliedAt,
    });
    for (const image of upload.images) storeUpload(ctx.db, { merchantCode: merchant.code, userId: session.user.id, purpose: 'promotion-application', refId: String(applicationId), image, at: appliedAt });
    return { applicationId, status, appliedAt };
  });
};
