// Team overview (/m/agent/team/overview): the KPI of the agent's whole team for the chosen range
// (registrations, first deposits, deposits, withdrawals, bets, valid bets, payouts, profit and
// loss, active members) as cards, then one row per day of the range with the same figures, 10 a
// page; the footer is the range's totals. Everything comes from the platform; nothing is summed here.
import { useCallback, useRef, useState } from 'react';
import type { TeamOverviewDay, TeamOverviewFigures } from '../../api/contract.generated';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen, type RecordFigure } from '../../ui/records/record-list';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { teamApi } from './team-api';
import { formatDay, signedFigure, useTeamTranslation } from './team-labels';
import { useCurrencySymbol } from '../../ui/currency';
import './team.css';

export function TeamOverviewScreen() {
  const { t, ready } = useTeamTranslation();
  const [kpi, setKpi] = useState<TeamOverviewFigures | null>(null);
  const generation = useRef(0);
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  const load = useCallback(async (q: RecordQuery) => {
    const mine = ++generation.current;
    const range = { startDate: q.startDate, endDate: q.endDate };
    const [sum, daily] = await Promise.all([teamApi.overviewSum(range), teamApi.overviewDaily({ ...range, page: q.page, size: q.size })]);
    if (mine === generation.current) setKpi(sum);
    return { rows: daily.content, totalElements: daily.totalElements, footer: daily.footer };
  }, []);

  if (!ready) return <main className="screen record-screen" data-screen="team-overview" aria-busy="true" />;

  const figures = (f: TeamOverviewFigures, prefix = ''): RecordFigure[] => [
    { key: 'registrations', label: t(`team:overview.${prefix}registrations`), value: String(f.registrations) },
    { key: 'first-deposits', label: t(`team:overview.${prefix}first_deposits`), value: String(f.firstDeposits) },
    { key: 'deposits', label: t(`team:overview.${prefix}deposits`), value: money(f.depositAmount) },
    { key: 'withdrawals', label: t(`team:overview.${prefix}withdrawals`), value: money(f.withdrawalAmount) },
    { key: 'bets', label: t(`team:overview.${prefix}bets`), value: money(f.betAmount) },
    { key: 'valid-bets', label: t(`team:overview.${prefix}valid_bets`), value: money(f.validBetAmount) },
    { key: 'payouts', label: t(`team:overview.${prefix}payouts`), value: money(f.payoutAmount) },
    signedFigure('pnl', t(`team:overview.${prefix}pnl`), f.profitLoss, symbol),
    { key: 'active', label: t(`team:overview.${prefix}active`), value: String(f.activeMembers) },
  ];

  return (
    <RecordListScreen<TeamOverviewDay, TeamOverviewFigures>
      screen="team-overview"
      label={t('team:overview.daily_title')}
      className="team-screen team-screen--overview"
      load={load}
      filters={() =>
        kpi && (
          <section className="team-kpi" aria-label={t('team:overview.kpi_title')} data-testid="team-kpi">
            {figures(kpi).map((f) => (
              <div key={f.key} className="team-kpi__card" data-figure={f.key}>
                <span className="team-kpi__label">{f.label}</span>
                <span className="team-kpi__value" data-tone={f.tone}>
                  <bdi dir="ltr">{f.value}</bdi>
                </span>
              </div>
            ))}
          </section>
        )
      }
      rowKey={(r) => String(r.date)}
      renderRow={(r) => (
        <>
          <div className="team-row__head">
            <span className="team-row__title">
              <bdi dir="ltr">{formatDay(r.date)}</bdi>
            </span>
          </div>
          <RecordFigures items={figures(r)} />
        </>
      )}
      renderFooter={(f) => <RecordFigures items={figures(f, 'total_')} />}
    />
  );
}
