// /m/member/manualRebate (MANPLAYREB3): what the member can claim now, per product type (settled
// valid bets since the last claim × the merchant's rate), the total, and one claim for it all. The
// button is disabled while the claim is on its way and when there is nothing to claim; after a
// claim the wallet reloads and the list comes back empty.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import type { RewardsRebate } from '../../api/contract.generated';
import { RECORD_TIME_FORMAT } from '../../config/constants';
import { flag } from '../../config/flags';
import { toast } from '../../state/ui-store';
import { loadWallet } from '../../state/wallet-store';
import { WalletBalance } from '../../ui/wallet-balance';
import { claimRebate, loadRebate } from './rewards-api';
import { LoadedRewardsScreen } from './rewards-parts';
import { useRewardsTranslation } from './use-rewards-translation';
import { useMoney } from '../../ui/currency';
import { PATHS } from '../../domain/paths';
import { EmptyState } from '../../ui/screen-state';

export function ManualRebateScreen() {
  return (
    <LoadedRewardsScreen screen="manual-rebate" loader={loadRebate} failedKey="rebate.load_failed">
      {(loaded, reload) => <RebateClaim rebate={loaded} reload={reload} />}
    </LoadedRewardsScreen>
  );
}

function RebateClaim({ rebate, reload }: { rebate: RewardsRebate; reload: () => void }) {
  const { t } = useRewardsTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const empty = claimed || rebate.items.length === 0 || rebate.total <= 0;

  const claim = async () => {
    if (busy || empty) return;
    setBusy(true);
    try {
      const result = await claimRebate();
      setClaimed(true);
      toast.success({ key: 'rewards:rebate.claimed', values: { amount: money(result.amount) } }, true);
      loadWallet().catch(() => undefined);
      reload();
    } catch (error) {
      void toast.apiError(error);
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="rewards-card rewards-summary">
        <WalletBalance label={t('balance')} refreshTestId="rebate-balance-refresh" />
      </section>
      <p className="muted rewards-note">{rebate.since === null ? t('rebate.since_start') : t('rebate.since', { date: dayjs(rebate.since).format(RECORD_TIME_FORMAT) })}</p>
      {empty ? (
        <EmptyState>
          {t('rebate.empty')}
        </EmptyState>
      ) : (
        <>
          <ul className="rewards-list">
            {rebate.items.map((item) => (
              <li key={item.productType} className="rewards-card rebate-line" data-testid="rebate-line" data-product={item.productType}>
                <span className="rewards-item__name">{t(`rebate.products.${item.productType}`, { defaultValue: item.productType })}</span>
                <dl className="rebate-figures">
                  <div>
                    <dt>{t('rebate.valid_bet')}</dt>
                    <dd>
                      <bdi dir="ltr">{money(item.validBet)}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('rebate.rate')}</dt>
                    <dd>
                      <bdi dir="ltr">{t('rebate.rate_value', { rate: item.rate })}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('rebate.amount')}</dt>
                    <dd>
                      <bdi dir="ltr" data-testid="rebate-line-amount">
                        {money(item.amount)}
                      </bdi>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <section className="rewards-card rebate-total">
            <span>{t('rebate.total')}</span>
            <bdi dir="ltr" className="rewards-amount" data-testid="rebate-total">
              {money(rebate.total)}
            </bdi>
          </section>
        </>
      )}
      <button type="button" className="button button--primary rewards-wide" data-testid="rebate-claim" disabled={busy || empty} onClick={() => void claim()}>
        {t('rebate.claim')}
      </button>
      {flag('PLYRBT') && (
        <Link className="rewards-link" to={PATHS['my-rebate']} data-testid="rebate-records-link">
          {t('rebate.records_link')}
        </Link>
      )}
    </>
  );
}
