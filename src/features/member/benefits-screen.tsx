// Level interests (/m/member/benefits): the member's level and label, progress to the next level
// (monthly and total turnover, actual against required) from MCSFE_getPlayerRankProgress, and the
// merchant's level table with each level's benefits from MCSFE_getMemberClubBenefit.
import type { MemberClubBenefit, MemberRankProgress, MemberTurnover } from '../../api/contract.generated';
import { callLazily } from '../../state/endpoint-call';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { formatMoney } from '../../ui/format-money';
import { useMemberTranslation } from './use-member-translation';
import './member.css';
import { useCurrencySymbol } from '../../ui/currency';

type Data = { progress: MemberRankProgress; club: MemberClubBenefit };

/** Share of the requirement reached, 0-100 (100 when nothing more is required). */
export function progressPercent(turnover: MemberTurnover): number {
  if (turnover.expected <= 0) return 100;
  return Math.min(100, Math.floor((turnover.actual / turnover.expected) * 100));
}

async function loadBenefits(): Promise<Data> {
  const [progress, club] = await Promise.all([callLazily('memberRankProgress', {}), callLazily('memberClubBenefit', {})]);
  return { progress, club };
}

export function BenefitsScreen() {
  const { t, ready } = useMemberTranslation();
  const { load, reload } = useLoad(loadBenefits);

  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  if (!ready || load.status !== 'ready') {
    return (
      <main className="screen member-benefits" data-screen="benefits" aria-busy={!ready || load.status === 'loading' ? 'true' : undefined}>
        {!ready ? null : load.status === 'error' ? (
          <ErrorState message={t('member:benefits.load_failed')} error={load.error} onRetry={reload} testIdPrefix="benefits" />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }

  const data = load.data;
  const { progress, club } = data;
  const current = club.levels.find((l) => l.levelName === progress.playerRankName);
  const bar = (key: 'monthly' | 'total', turnover: MemberTurnover) => {
    const label = t(key === 'monthly' ? 'member:benefits.monthly_turnover' : 'member:benefits.total_turnover');
    const percent = progressPercent(turnover);
    return (
      <div className="member-progress" data-testid={`benefits-progress-${key}`}>
        <div className="member-progress__head">
          <span>{label}</span>
          <bdi dir="ltr" data-testid={`benefits-progress-${key}-text`}>
            {t('member:benefits.progress', { actual: money(turnover.actual), expected: money(turnover.expected) })}
          </bdi>
        </div>
        <div className="member-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="member-progress__fill" style={{ inlineSize: `${percent}%` }} />
        </div>
      </div>
    );
  };

  return (
    <main className="screen member-benefits" data-screen="benefits">
      <section className="member-card member-level" data-testid="benefits-current">
        <span className="muted">{t('member:benefits.current_level')}</span>
        <span
          className="member-vip member-vip--large"
          data-testid="benefits-level"
          style={current ? { backgroundImage: `linear-gradient(90deg, ${current.color}, ${current.color2})` } : undefined}
        >
          {progress.playerRankName}
        </span>
        {progress.nextRankName ? (
          <>
            <p data-testid="benefits-next">{t('member:benefits.next_level', { level: progress.nextRankName })}</p>
            {bar('monthly', progress.monthlyTurnover)}
            {bar('total', progress.totalTurnover)}
          </>
        ) : (
          <p data-testid="benefits-top">{t('member:benefits.top_level')}</p>
        )}
      </section>

      <section className="member-levels" aria-labelledby="benefits-levels-title">
        <h2 id="benefits-levels-title" className="member-section-title">
          {t('member:benefits.levels')}
        </h2>
        {club.levels.length === 0 ? (
          <EmptyState look="block">
            {t('member:benefits.empty')}
          </EmptyState>
        ) : (
          <ol className="member-levels__list">
            {club.levels.map((level) => {
              const mine = level.levelName === progress.playerRankName;
              return (
                <li key={level.levelName} className={mine ? 'member-card member-level-card member-level-card--mine' : 'member-card member-level-card'} data-testid="benefit-level" data-level={level.levelName} aria-current={mine ? 'true' : undefined}>
                  <div className="member-level-card__head">
                    <span className="member-vip" style={{ backgroundImage: `linear-gradient(90deg, ${level.color}, ${level.color2})` }}>
                      {level.levelName}
                    </span>
                    {mine && <strong>{t('member:benefits.yours')}</strong>}
                  </div>
                  <p className="muted">{t('member:benefits.requirement', { total: money(level.totalTurnover), monthly: money(level.monthlyTurnover) })}</p>
                  <dl className="member-level-card__benefits">
                    <div>
                      <dt>{t('member:benefits.upgrade_bonus')}</dt>
                      <dd>
                        <bdi dir="ltr">{money(level.upgradeBonus)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('member:benefits.monthly_bonus')}</dt>
                      <dd>
                        <bdi dir="ltr">{money(level.monthlyBonus)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('member:benefits.rebate')}</dt>
                      <dd>{t('member:benefits.rebate_value', { rate: level.rebateRate })}</dd>
                    </div>
                    <div>
                      <dt>{t('member:benefits.daily_withdrawals')}</dt>
                      <dd>{level.dailyWithdrawals}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </main>
  );
}
