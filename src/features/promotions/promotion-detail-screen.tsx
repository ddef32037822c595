// /m/activityInfo?id=… (spec section 2): one promotion, its content sanitised (DESIGN.md: server
// HTML goes through the one sanitiser). A promotion that takes applications offers the apply button
// (promotion-apply): a guest goes to /m/login, a member opens the application form; a member who
// has applied sees the application's status instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PromotionApplication, PromotionDetail } from '../../api/contract.generated';
import { translateError } from '../../api/error-messages';
import { useSession } from '../../state/session-store';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { PromotionApplyForm } from './promotion-apply-form';
import { formatPromotionDate, promotionPeriod } from './promotion-period';
import { loadPromotionDetail } from './promotions-api';
import { usePromotionsTranslation } from './use-promotions-translation';
import './promotions.css';
import { PATHS } from '../../domain/paths';

type DetailState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; detail: PromotionDetail };

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
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [formOpen, setFormOpen] = useState(false);
  const [verdict, setVerdict] = useState<PromotionApplication | null>(null);
  const verdictRef = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    let live = true;
    if (id === null) {
      setState({ status: 'error', error: null });
      return () => undefined;
    }
    setState((previous) => (previous.status === 'ready' && previous.detail.id === id ? previous : { status: 'loading' }));
    loadPromotionDetail(id).then(
      (detail) => {
        if (live) setState({ status: 'ready', detail });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => load(), [load, session?.token]);

  useEffect(() => {
    if (verdict) verdictRef.current?.focus();
  }, [verdict]);

  const busy = !ready || state.status === 'loading';
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
    load();
  };

  return (
    <main className="screen promotion-detail" data-screen="promotion-detail" aria-busy={busy ? 'true' : undefined}>
      {busy ? (
        <div className="promotion-detail__skeleton" aria-hidden="true">
          <div className="promotion-card__picture" />
        </div>
      ) : state.status === 'error' ? (
        <div className="promotions__state" role="alert" data-testid="promotion-detail-error">
          <p>{id === null ? t('errors:not_found') : translateError(state.error, t)}</p>
          {id !== null && (
            <button type="button" className="button button--primary" data-testid="promotion-detail-retry" onClick={load}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : (
        <article className="promotion-detail__article" data-promotion-id={state.detail.id}>
          <img className="promotion-card__picture" src={state.detail.imageUrl} alt="" width={750} height={300} decoding="async" />
          <div className="promotion-detail__body">
            <h1 className="promotion-detail__title">{state.detail.title}</h1>
            <PeriodLine t={t} startTime={state.detail.startTime} endTime={state.detail.endTime} />
            <SanitizedHtml className="html-content promotion-detail__content" testId="promotion-content" html={state.detail.content} />
            {verdict && (
              <div ref={verdictRef} tabIndex={-1} className="promotion-verdict" role="status" data-testid="promotion-verdict" data-status={verdict.status}>
                {verdict.status === 'ACCEPTED' ? t('verdict_accepted') : t('verdict_pending')}
              </div>
            )}
            {state.detail.applicable &&
              (state.detail.application ? (
                <p className="promotion-application" data-testid="promotion-application-status" data-status={state.detail.application.status}>
                  {t(`status_${state.detail.application.status.toLowerCase()}`, { date: formatPromotionDate(state.detail.application.appliedAt) })}
                </p>
              ) : formOpen && session ? (
                <PromotionApplyForm promotionId={state.detail.id} onApplied={onApplied} onCancel={() => setFormOpen(false)} />
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
