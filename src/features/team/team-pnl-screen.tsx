// Team profit and loss (/m/agent/team/pnl): per team member with activity in the range, bets,
// valid bets, payouts, rebates, bonuses and profit and loss, 10 a page, the footer over every
// member; tapping a member opens a sheet with that member's bets by game type for the same range.
import { useCallback, useEffect, useState } from 'react';
import type { TeamPnlDetail, TeamPnlFigures, TeamPnlRow } from '../../api/contract.generated';
import { Dialog } from '../../ui/dialog';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen, type RecordFigure } from '../../ui/records/record-list';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { teamApi } from './team-api';
import { gameTypeLabel, signedFigure, useTeamTranslation } from './team-labels';
import { useCurrencySymbol } from '../../ui/currency';
import './team.css';

type Opened = { row: TeamPnlRow; range: { startDate: number; endDate: number } };

function loadDetail(open: Opened | null): Promise<TeamPnlDetail | null> {
  return open ? teamApi.pnlDetail({ ...open.range, username: open.row.username }) : Promise.resolve(null);
}

export function TeamPnlScreen() {
  const { t, ready } = useTeamTranslation();
  const [open, setOpen] = useState<Opened | null>(null);
  const [range, setRange] = useState<{ startDate: number; endDate: number } | null>(null);
  // The sheet's data: loaded for each member opened, again on a retry.
  const { load: detail, reload: retryDetail } = useLoad(() => loadDetail(open), { deps: [open], enabled: open !== null });
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  const load = useCallback(async (q: RecordQuery) => {
    setRange({ startDate: q.startDate, endDate: q.endDate });
    const page = await teamApi.pnl({ startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size });
    return { rows: page.content, totalElements: page.totalElements, footer: page.footer };
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!ready) return <main className="screen record-screen" data-screen="team-pnl" aria-busy="true" />;

  const figures = (f: TeamPnlFigures, prefix = ''): RecordFigure[] => [
    { key: 'bets', label: t(`team:pnl.${prefix}bets`), value: money(f.betAmount) },
    { key: 'valid-bets', label: t(`team:pnl.${prefix}valid_bets`), value: money(f.validBetAmount) },
    { key: 'payouts', label: t(`team:pnl.${prefix}payouts`), value: money(f.payoutAmount) },
    { key: 'rebates', label: t(`team:pnl.${prefix}rebates`), value: money(f.rebateAmount) },
    { key: 'bonuses', label: t(`team:pnl.${prefix}bonuses`), value: money(f.bonusAmount) },
    signedFigure('pnl', t(`team:pnl.${prefix}pnl`), f.profitLoss, symbol),
  ];

  return (
    <>
      <RecordListScreen<TeamPnlRow, TeamPnlFigures>
        screen="team-pnl"
        label={t('team:pnl.title')}
        className="team-screen"
        load={load}
        emptyText={t('team:pnl.empty')}
        rowKey={(r) => r.username}
        renderRow={(r) => (
          <>
            <div className="team-row__head">
              <span className="team-row__title">
                <bdi>{r.username}</bdi>
              </span>
              <span className="team-row__sub muted">{t('team:level', { level: r.level })}</span>
            </div>
            <RecordFigures items={figures(r)} />
            <button type="button" className="button team-row__more" data-testid="team-pnl-detail" onClick={() => range && setOpen({ row: r, range })}>
              {t('team:pnl.detail', { username: r.username })}
            </button>
          </>
        )}
        renderFooter={(f) => <RecordFigures items={figures(f, 'total_')} />}
      />
      {open && (
        <Dialog
          title={t('team:pnl.detail_title', { username: open.row.username })}
          testId="sheet"
          className="team-sheet"
          data={{ 'data-sheet': 'team-pnl-detail', 'data-username': open.row.username }}
          onMaskClick={() => setOpen(null)}
          footer={
            <button type="button" className="button button--primary" data-testid="team-sheet-close" onClick={() => setOpen(null)}>
              {t('team:close')}
            </button>
          }
        >
          {detail.status === 'loading' ? (
            <LoadingState />
          ) : detail.status === 'error' ? (
            <ErrorState error={detail.error} onRetry={retryDetail} testIdPrefix="team-pnl-detail" />
          ) : !detail.data || detail.data.content.length === 0 ? (
            <EmptyState>{t('team:pnl.detail_empty')}</EmptyState>
          ) : (
            <ul className="team-sheet__list">
              {(detail.data?.content ?? []).map((p) => (
                <li key={p.gameType} className="team-sheet__item" data-game-type={p.gameType}>
                  <p className="team-row__title">{gameTypeLabel(t, p.gameType)}</p>
                  <RecordFigures
                    items={[
                      { key: 'count', label: t('team:pnl.rounds'), value: String(p.betCount) },
                      { key: 'bets', label: t('team:pnl.bets'), value: money(p.betAmount) },
                      { key: 'valid-bets', label: t('team:pnl.valid_bets'), value: money(p.validBetAmount) },
                      { key: 'payouts', label: t('team:pnl.payouts'), value: money(p.payoutAmount) },
                      signedFigure('pnl', t('team:pnl.pnl'), p.profitLoss, symbol),
                    ]}
                  />
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      )}
    </>
  );
}
