// /m/activity (spec section 2): the merchant's promotions by category. "All" first, then the
// platform's categories (one may hold none: its own empty state). Each promotion shows its picture
// at a fixed 2.5:1 aspect (nothing moves when it arrives), title and period, and opens
// /m/activityInfo?id=…. The chosen category is kept in the URL (?category=), so back from a
// detail returns to it.
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { loadPromotionList } from './promotions-api';
import { promotionPeriod } from './promotion-period';
import { usePromotionsTranslation } from './use-promotions-translation';
import { PATHS, pathWith } from '../../domain/paths';
import '../../ui/chip-tabs.css';
import './promotions.css';

const ALL = 'all';

export function PromotionsScreen() {
  const { t, ready } = usePromotionsTranslation();
  // A retry asks the platform again past the cache.
  const { load: state, reload } = useLoad((attempt) => loadPromotionList({ renew: attempt > 0 }));
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;

  const pick = (key: string) => {
    setParams(key === ALL ? {} : { category: key }, { replace: true });
  };

  const busy = !ready || state.status === 'loading';
  const list = state.status === 'ready' ? state.data : null;
  const known = list?.categories.some((c) => String(c.categoryId) === category) ?? false;
  const active = known ? category : ALL;
  const shown = list ? list.content.filter((p) => active === ALL || String(p.categoryId) === active) : [];
  const tabs = list ? [{ key: ALL, label: t('category_all') }, ...list.categories.map((c) => ({ key: String(c.categoryId), label: c.categoryName }))] : [];

  return (
    <main className="screen promotions" data-screen="promotions" aria-busy={busy ? 'true' : undefined}>
      {list && (
        <nav className="chip-bar promotion-categories" aria-label={t('categories_label')}>
          <ul className="chip-bar__list promotion-categories__list">
            {tabs.map((tab) => (
              <li key={tab.key}>
                <button
                  type="button"
                  className={`chip-tab${tab.key === active ? ' chip-tab--active' : ''}`}
                  data-testid="promotion-category"
                  data-category-id={tab.key}
                  aria-pressed={tab.key === active}
                  onClick={() => pick(tab.key)}
                >
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {busy ? (
        <ul className="promotion-list promotion-list--skeleton" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="promotion-card promotion-card--placeholder">
              <div className="promotion-card__picture" />
            </li>
          ))}
        </ul>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={reload} testIdPrefix="promotions" />
      ) : shown.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="promotion-list">
          {shown.map((promotion) => {
            const period = promotionPeriod(promotion.startTime, promotion.endTime);
            return (
              <li key={promotion.id} className="promotion-card" data-testid="promotion-item" data-promotion-id={promotion.id}>
                <Link className="promotion-card__link" to={pathWith(PATHS['activity-info'], { id: String(promotion.id) })}>
                  <img className="promotion-card__picture" src={promotion.imageUrl} alt="" width={750} height={300} loading="lazy" decoding="async" />
                  <span className="promotion-card__text">
                    <span className="promotion-card__title">{promotion.title}</span>
                    <span className="promotion-card__period">{t(period.key, period.values)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
