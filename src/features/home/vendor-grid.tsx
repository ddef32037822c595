// The vendor grid: every vendor of every game category (vassGameTypes), tap → that vendor's games.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameCategories } from '../../api/contract.generated';
import type { BlockState } from './home-data';
import { vendorPath } from './home-logic';

export function VendorGrid({ block, onRetry }: { block: BlockState<GameCategories>; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  const vendors = block.status === 'ready' ? block.data.content.flatMap((c) => c.vendorNames.map((v) => ({ ...v, gameType: c.gameType }))) : [];
  return (
    <section className="home-block vendor-grid" aria-labelledby="vendor-grid-title" data-state={block.status}>
      <div className="home-block__head">
        <h2 className="home-block__title" id="vendor-grid-title">
          {t('home:vendors_title')}
        </h2>
      </div>
      {block.status === 'loading' && <div className="vendor-grid__skeleton skeleton" aria-hidden="true" />}
      {block.status === 'error' && (
        <div className="home-block__error" role="alert">
          <span>{t('home:load_failed')}</span>
          <button type="button" className="button button--small" onClick={onRetry}>
            {t('common:feedback.retry')}
          </button>
        </div>
      )}
      {block.status === 'ready' && vendors.length === 0 && (
        <p className="home-block__empty" data-testid="empty-state">
          {t('home:no_vendors')}
        </p>
      )}
      {vendors.length > 0 && (
        <ul className="vendor-grid__list">
          {vendors.map((v) => (
            <li key={`${v.gameType}:${v.accountTypeName}`}>
              <Link className="vendor-item" to={vendorPath(v.gameType, v.accountTypeName)} data-testid="vendor-item" data-vendor={v.accountTypeName} data-game-type={v.gameType}>
                <img className="vendor-item__icon" src={v.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
                <span className="vendor-item__name">{v.displayName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
