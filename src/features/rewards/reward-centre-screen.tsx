// /m/rewardCenter: the tabs the member's available promotions enable (reward-tabs.ts), the unclaimed
// badge (the member centre's sum), and the receiving list inside it: each claimable reward with its
// kind, amount, expiry and a claim button. A claim credits the ledger once; the toast says how much,
// the wallet reloads, the item leaves the list and the badge drops with the platform's counts.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import type { MemberAvailablePromotions, RewardItem, RewardsList } from '../../api/contract.generated';
import { RECORD_TIME_FORMAT } from '../../config/constants';
import { flag } from '../../config/flags';
import { receivingCount, rewardBadge } from '../../state/reward-rules';
import { toast } from '../../state/ui-store';
import { loadWallet } from '../../state/wallet-store';
import { WalletBalance } from '../../ui/wallet-balance';
import { claimReward, loadAvailability, loadRewards } from './rewards-api';
import { LoadedRewardsScreen } from './rewards-parts';
import { visibleRewardTabs } from './reward-tabs';
import { useRewardsTranslation } from './use-rewards-translation';
import { useMoney } from '../../ui/currency';
import { EmptyState } from '../../ui/screen-state';

interface CentreData {
  availability: MemberAvailablePromotions;
  rewards: RewardsList;
}

function loadCentre(): Promise<CentreData> {
  return Promise.all([loadAvailability(), loadRewards()]).then(([availability, rewards]) => ({ availability, rewards }));
}

export function RewardCenterScreen() {
  return (
    <LoadedRewardsScreen screen="reward-center" loader={loadCentre} failedKey="centre.load_failed">
      {(loaded, reload) => <RewardCentre data={loaded} reload={reload} />}
    </LoadedRewardsScreen>
  );
}

function RewardCentre({ data, reload }: { data: CentreData; reload: () => void }) {
  const { t } = useRewardsTranslation();
  const promotions = data.availability.content;
  const tabs = visibleRewardTabs({ promotions, flag });
  const badge = rewardBadge(promotions);
  // Claimed items leave at once; the reload brings the platform's counts for the badge.
  const [claimedIds, setClaimedIds] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const money = useMoney();
  const items = data.rewards.items.filter((item) => item.status === 'UNCLAIMED' && !claimedIds.has(item.rewardId));

  const claim = async (item: RewardItem) => {
    if (busyId !== null) return;
    setBusyId(item.rewardId);
    try {
      const result = await claimReward(item.rewardId);
      if (result.credited) toast.success({ key: 'rewards:receiving.claimed', values: { amount: money(result.amount) } }, true);
      else toast.notice('rewards:receiving.already');
      setClaimedIds((ids) => new Set([...ids, item.rewardId]));
      loadWallet().catch(() => undefined);
      reload();
    } catch (error) {
      void toast.apiError(error);
      reload();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <section className="rewards-card rewards-summary">
        <WalletBalance label={t('balance')} refreshTestId="reward-balance-refresh" />
        <p className="rewards-summary__badge">
          <span>{t('centre.unclaimed')}</span>
          <span className="rewards-count" data-testid="reward-badge" data-count={badge} aria-label={t('centre.badge_label', { count: badge })}>
            {badge}
          </span>
        </p>
      </section>
      {tabs.length === 0 ? (
        <EmptyState>
          {t('centre.no_rewards')}
        </EmptyState>
      ) : (
        <>
          <nav className="rewards-tabs" aria-label={t('centre.tabs_label')}>
            {tabs.map((tab) =>
              tab.target.kind === 'inside' ? (
                <span key={tab.key} className="rewards-tab rewards-tab--current" data-testid={`reward-tab-${tab.key}`} aria-current="page">
                  {t(`tabs.${tab.key}`)}
                  {receivingCount(promotions) > 0 && (
                    <span className="rewards-count rewards-count--small" aria-hidden="true">
                      {receivingCount(promotions)}
                    </span>
                  )}
                </span>
              ) : (
                <Link key={tab.key} className="rewards-tab" to={tab.target.to} data-testid={`reward-tab-${tab.key}`}>
                  {t(`tabs.${tab.key}`)}
                </Link>
              ),
            )}
          </nav>
          {tabs.some((tab) => tab.key === 'receiving') && (
            <section aria-label={t('tabs.receiving')}>
              {items.length === 0 ? (
                <EmptyState>
                  {t('receiving.empty')}
                </EmptyState>
              ) : (
                <ul className="rewards-list">
                  {items.map((item) => (
                    <li key={item.rewardId} className="rewards-card rewards-item" data-testid="reward-item" data-reward-id={item.rewardId} data-kind={item.kind}>
                      <div className="rewards-item__text">
                        <span className="rewards-item__name">{item.name}</span>
                        <span className="muted">{t(`kinds.${item.kind}`)}</span>
                        <span className="muted">{t('receiving.expires', { date: dayjs(item.expiresAt).format(RECORD_TIME_FORMAT) })}</span>
                      </div>
                      <div className="rewards-item__end">
                        <bdi dir="ltr" className="rewards-amount" data-testid="reward-amount">
                          {money(item.amount)}
                        </bdi>
                        <button
                          type="button"
                          className="button button--primary button--small"
                          data-testid="reward-claim"
                          aria-label={t('receiving.claim_named', { name: item.name })}
                          disabled={busyId !== null}
                          onClick={() => void claim(item)}
                        >
                          {t('receiving.claim')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </>
  );
}
