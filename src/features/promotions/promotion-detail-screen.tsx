// /m/activityInfo?id=… (spec section 2): one promotion, its content sanitised (DESIGN.md: server
// HTML goes through the one sanitiser). A promotion that takes applications offers the apply button
// (promotion-apply): a guest goes to /m/login, a member opens the application form; a member who
// has applied sees the application's status instead.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PromotionApplication } from '../../api/contract.generated';
import { useSession } from '../../state/session-store';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { PromotionApplyForm } from './promotion-apply-form';
import { formatPromotionDate, promotionPeriod } from './promotion-period';
import { loadPromotionDetail } from './promotions-api';
import { usePromotionsTranslation } from './use-promotions-translation';
import './promotions.css';
import { PATHS } from '../../domain/paths';

function PeriodLine({ t, startTime, endTime }: { t: (key: string, values: Record<string, string | undefined>) => string; startTime: number; endTime: number | null }) {
  const period = promotionPeriod(startTime, endTime);
  return <p className="promotion-detail__period muted">{t(period.key, period.values)}</p>;
}

function idFrom(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function PromotionDetailScreen() {
  const { t, ready } = usePromotionsTranslation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const { session } = useSession();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const [verdict, setVerdict] = useState<PromotionApplication | null>(null);
  const verdictRef = useRef<HTMLDivElement>(null);

  // Loaded again for another promotion and when the member signs in or out (the application
  // status is the member's); the promotion shown stays while its own data is asked again.
  const { load: state, reload } = useLoad(() => loadPromotionDetail(id ?? 0), {
    deps: [id, session?.token],
    enabled: id !== null,
    keepData: (detail) => detail.id === id,
  });

  useEffect(() => {
    if (verdict) verdictRef.current?.focus();
  }, [verdict]);

  const busy = !ready || (id !== null && state.status === 'loading');
  const onApply = () => {
    if (!session) {
      void navigate(PATHS.login);
      return;
    }
    setFormOpen(true);
  };
  const onApplied = (application: PromotionApplication) => {
    setVerdict(application);
    setFormOpen(false);
    reload();
  };

  return (
    <main className="screen promotion-detail" data-screen="promotion-detail" aria-busy={busy ? 'true' : undefined}>
      {busy ? (
        <div className="promotion-detail__skeleton" aria-hidden="true">
          <div className="promotion-card__picture" />
        </div>
      ) : id === null ? (
        <ErrorState message={t('errors:not_found')} testIdPrefix="promotion-detail" />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={reload} testIdPrefix="promotion-detail" />
      ) : state.status === 'loading' ? null : (
        <article className="promotion-detail__article" data-promotion-id={state.data.id}>
          <img className="promotion-card__picture" src={state.data.imageUrl} alt="" width={750} height={300} decoding="async" />
          <div className="promotion-detail__body">
            <h1 className="promotion-detail__title">{state.data.title}</h1>
            <PeriodLine t={t} startTime={state.data.startTime} endTime={state.data.endTime} />
            <SanitizedHtml className="html-content promotion-detail__content" testId="promotion-content" html={state.data.content} />
            {verdict && (
              <div ref={verdictRef} tabIndex={-1} className="promotion-verdict" role="status" data-testid="promotion-verdict" data-status={verdict.status}>
                {verdict.status === 'ACCEPTED' ? t('verdict_accepted') : t('verdict_pending')}
              </div>
            )}
            {state.data.applicable &&
              (state.data.application ? (
                <p className="promotion-application" data-testid="promotion-application-status" data-status={state.data.application.status}>
                  {t(`status_${state.data.application.status.toLowerCase()}`, { date: formatPromotionDate(state.data.application.appliedAt) })}
                </p>
              ) : formOpen && session ? (
                <PromotionApplyForm promotionId={state.data.id} onApplied={onApplied} onCancel={() => setFormOpen(false)} />
              ) : (
                <button type="button" className="button button--primary promotion-detail__apply" data-testid="promotion-apply" onClick={onApply}>
                  {t('apply')}
                </button>
              ))}
          </div>
        </article>
      )}
    </main>
  );
}
