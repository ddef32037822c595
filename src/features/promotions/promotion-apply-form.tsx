// The application form of a promotion (spec sections 5 and 9): a remark of at most 140 characters
// with a live counter, up to 3 png/jpg images of at most 5 MB with thumbnails and remove buttons.
// Every limit is checked before anything is uploaded; a refusal names the limit and leaves the
// remark and the images already chosen as they were. The upload shows its progress; the platform's
// verdict goes to the screen (onApplied), its refusals (already applied, not eligible, ...) show here.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { PromotionApplication } from '../../api/contract.generated';
import { isApiError } from '../../api/api-error';
import { translateError } from '../../api/error-messages';
import { REMARK_MAX, UPLOAD_IMAGE_MAX_COUNT } from '../../config/constants';
import { admitImages, IMAGE_ACCEPT, remarkLength, remarkTooLong, UPLOAD_IMAGE_MAX_MB, type ImageRefusal } from './application-rules';
import { applyForPromotion } from './promotions-api';
import { usePromotionsTranslation } from './use-promotions-translation';

interface ChosenImage {
  readonly key: number;
  readonly file: File;
  readonly url: string;
}

export interface PromotionApplyFormProps {
  readonly promotionId: number;
  readonly onApplied: (application: PromotionApplication) => void;
  readonly onCancel: () => void;
  /** For tests: the upload (defaults to the platform call). */
  readonly apply?: typeof applyForPromotion;
}

function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function releaseUrl(url: string): void {
  if (url !== '' && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

let nextKey = 1;

export function PromotionApplyForm({ promotionId, onApplied, onCancel, apply = applyForPromotion }: PromotionApplyFormProps) {
  const { t } = usePromotionsTranslation();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<readonly ChosenImage[]>([]);
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  useEffect(() => {
    remarkRef.current?.focus();
    // The previews' object URLs die with the form.
    return () => imagesRef.current.forEach((image) => releaseUrl(image.url));
  }, []);

  const refusalText = (refusal: ImageRefusal): string =>
    refusal.kind === 'count'
      ? t('image_refused_count', { name: refusal.name, max: refusal.max })
      : refusal.kind === 'size'
        ? t('image_refused_size', { name: refusal.name, maxMb: refusal.maxMb })
        : t('image_refused_type', { name: refusal.name });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Picking the same file again after removing it must fire a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const { accepted, refusals } = admitImages(images.length, picked);
    if (accepted.length > 0) setImages((current) => [...current, ...accepted.map((file) => ({ key: nextKey++, file, url: previewUrl(file) }))]);
    setMessages(refusals.map(refusalText));
  };

  const remove = (key: number) => {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) releaseUrl(gone.url);
      return current.filter((image) => image.key !== key);
    });
    setMessages([]);
  };

  const uploading = progress !== null;
  const tooLong = remarkTooLong(remark);
  const remarkErrorId = `${id}-remark-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    if (tooLong) {
      setMessages([t('remark_refused', { max: REMARK_MAX, count: remarkLength(remark) })]);
      remarkRef.current?.focus();
      return;
    }
    setMessages([]);
    setProgress(0);
    try {
      const application = await apply(
        promotionId,
        remark,
        images.map((image) => image.file),
        { onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0) },
      );
      setProgress(null);
      onApplied(application);
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.kind === 'aborted') return;
      setMessages([translateError(error, t)]);
    }
  };

  return (
    <form className="promotion-form" data-testid="promotion-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 className="promotion-form__title" id={`${id}-title`}>
        {t('form_title')}
      </h2>
      <label className="promotion-form__label" htmlFor={`${id}-remark`}>
        {t('remark_label')}
      </label>
      <textarea
        ref={remarkRef}
        id={`${id}-remark`}
        name="remark"
        className="promotion-form__remark"
        rows={4}
        value={remark}
        placeholder={t('remark_placeholder', { max: REMARK_MAX })}
        aria-invalid={tooLong ? 'true' : undefined}
        aria-describedby={`${id}-counter${tooLong ? ` ${remarkErrorId}` : ''}`}
        disabled={uploading}
        onChange={(event) => setRemark(event.target.value)}
      />
      <p className={`promotion-form__counter${tooLong ? ' promotion-form__counter--over' : ''}`} id={`${id}-counter`} data-testid="promotion-remark-counter">
        {t('remark_counter', { count: remarkLength(remark), max: REMARK_MAX })}
      </p>
      {tooLong && (
        <p className="promotion-form__field-error" id={remarkErrorId}>
          {t('remark_over', { max: REMARK_MAX })}
        </p>
      )}

      <p className="promotion-form__label" id={`${id}-images`}>
        {t('images_label', { max: UPLOAD_IMAGE_MAX_COUNT, maxMb: UPLOAD_IMAGE_MAX_MB })}
      </p>
      {images.length > 0 && (
        <ul className="promotion-form__images" aria-labelledby={`${id}-images`}>
          {images.map((image) => (
            <li key={image.key} className="promotion-form__image" data-testid="promotion-image" data-name={image.file.name}>
              {image.url !== '' && <img src={image.url} alt={image.file.name} />}
              <button
                type="button"
                className="icon-button promotion-form__remove"
                data-testid="promotion-image-remove"
                aria-label={t('image_remove', { name: image.file.name })}
                disabled={uploading}
                onClick={() => remove(image.key)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Stays offered at the limit too: a further pick is refused with the limit named, not silently impossible. */}
      <div className="promotion-form__picker">
        <label className="button" htmlFor={`${id}-file`}>
          {t('images_add', { count: images.length, max: UPLOAD_IMAGE_MAX_COUNT })}
        </label>
        <input
          id={`${id}-file`}
          className="promotion-form__file"
          type="file"
          name="images"
          data-testid="promotion-images-input"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={uploading}
          aria-describedby={`${id}-images`}
          onChange={onPick}
        />
      </div>

      {messages.length > 0 && (
        <div className="promotion-form__error" role="alert" data-testid="promotion-form-error">
          {messages.map((message, index) => (
            // Two refused files may read alike; the list is replaced whole, never reordered.
            <p key={index}>{message}</p>
          ))}
        </div>
      )}

      {uploading && (
        <div className="promotion-form__progress" data-testid="promotion-upload-progress" data-value={progress}>
          <progress max={100} value={progress} aria-label={t('uploading')} />
          <span aria-hidden="true">{t('upload_percent', { percent: progress })}</span>
        </div>
      )}

      <div className="promotion-form__actions">
        <button type="button" className="button" data-testid="promotion-cancel" disabled={uploading} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" data-testid="promotion-submit" disabled={uploading}>
          {uploading ? t('uploading') : t('submit')}
        </button>
      </div>
    </form>
  );
}
