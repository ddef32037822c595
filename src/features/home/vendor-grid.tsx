// The vendor grid: every vendor of every game category (vassGameTypes), tap → that vendor's games.
// Icons come from the merchant's icon CDN as {vendor}-COLOR.png (spec section 2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameCategory, GameVendor } from '../../api/reader-types';
import { VendorIcon } from '../../ui/vendor-icon';
import type { BlockState } from './home-data';
import { vendorPath } from './home-logic';
import { HomeBlockError } from './home-block-error';
import { HomeBlockFrame } from './home-block';
import { EmptyState } from '../../ui/screen-state';

/** One vendor, leading to its game list (the grid below and the games menu's vendor lists). */
export function VendorLink({ vendor, gameType }: { vendor: GameVendor; gameType: string }) {
  return (
    <Link className="vendor-item" to={vendorPath(gameType, vendor.accountTypeName)} data-testid="vendor-item" data-vendor={vendor.accountTypeName} data-game-type={gameType}>
      <VendorIcon vendor={vendor.accountTypeName} variant="COLOR" size={40} />
      <span className="vendor-item__name">{vendor.displayName}</span>
    </Link>
  );
}

export function VendorGrid({ block, onRetry }: { block: BlockState<GameCategory[]>; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  const vendors = block.status === 'ready' ? block.data.flatMap((c) => c.vendorNames.map((v) => ({ vendor: v, gameType: c.gameType }))) : [];
  return (
    <HomeBlockFrame name="vendor-grid" title={t('home:vendors_title')} state={block.status}>
      {block.status === 'error' && <HomeBlockError onRetry={onRetry} testIdPrefix="vendor-grid" error={block.error} />}
      {block.status === 'ready' && vendors.length === 0 && (
        <EmptyState className="home-block__empty" look="block">
          {t('home:no_vendors')}
        </EmptyState>
      )}
      {vendors.length > 0 && (
        <ul className="vendor-grid__list">
          {vendors.map(({ vendor, gameType }) => (
            <li key={`${gameType}:${vendor.accountTypeName}`}>
              <VendorLink vendor={vendor} gameType={gameType} />
            </li>
          ))}
        </ul>
      )}
    </HomeBlockFrame>
  );
}
