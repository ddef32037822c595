// Profit and loss (/m/profitandloss): for the chosen range, summary cards (the rounds' bet, valid
// bet, win and profit and loss; deposits, withdrawals, rewards and rebates from the ledger; the net
// result) and the detail per game type and vendor as the list, 10 a page, each row opening a sheet
// with its figures and a link to that vendor's betting records for the same range.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { RecordsPnl, RecordsPnlRow } from '../../api/contract.generated';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { useCurrencySymbol } from '../../ui/currency';
import { betShare, netResult, pageOf } from './pnl';
import { gameTypeLabel, signedFigure } from './record-labels';
import { recordsApi, VENDOR_PARAM } from './records-api';
import { useRecordsTranslation } from './use-records-translation';
import { PATHS, pathWith } from '../../domain/paths';
import './records.css';

const rowKey = (r: RecordsPnlRow): string => `${r.gameType}:${r.accountType}`;

export function PnlScreen() {
  const { t, ready } = useRecordsTranslation();
  const [params] = useSearchParams();
  const [summary, setSummary] = useState<RecordsPnl | null>(null);
  const [open, setOpen] = useState<RecordsPnlRow | null>(null);
  const generation = useRef(0);
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  // Escape closes the detail sheet, as its close button and the mask do.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const load = useCallback(async (q: RecordQuery) => {
    const mine = ++generation.current;
    const range = { startDate: q.startDate, endDate: q.endDate };
    const [pnl, detail] = await Promise.all([recordsApi.pnl(range), recordsApi.pnlDetail(range)]);
    // Only the newest request's summary is shown (the list drops older replies the same way).
    if (mine === generation.current) setSummary(pnl);
    return { rows: pageOf(detail.content, q.page, q.size), totalElements: detail.content.length, footer: pnl };
  }, []);

  if (!ready) return <main className="screen record-screen" data-screen="pnl" aria-busy="true" />;

  // The betting records of the open row's vendor over the same range (range parameters kept).
  const betsLink = (row: RecordsPnlRow): string => {
    const next = new URLSearchParams();
    for (const name of ['range', 'from', 'to']) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    next.set(VENDOR_PARAM, row.accountType);
    return pathWith(PATHS['game-record'], next);
  };

  return (
    <>
      <RecordListScreen<RecordsPnlRow, RecordsPnl>
        screen="pnl"
        label={t('records:pnl.detail_title')}
        className="records-screen"
        load={load}
        emptyText={t('records:pnl.empty')}
        filters={() =>
          summary && (
            <section className="records-summary" aria-label={t('records:pnl.summary')} data-testid="pnl-summary">
              {(
                [
                  ['bet', 'records:pnl.bet', money(summary.betAmount), undefined],
                  ['valid', 'records:pnl.valid', money(summary.validBetting), undefined],
                  ['win', 'records:pnl.win', money(summary.winAmount), undefined],
                  ['pnl', 'records:pnl.pnl', null, summary.profitAndLoss],
                  ['deposit', 'records:pnl.deposit', money(summary.deposit), undefined],
                  ['withdrawal', 'records:pnl.withdrawal', money(summary.withdrawal), undefined],
                  ['rewards', 'records:pnl.rewards', money(summary.rewards), undefined],
                  ['rebates', 'records:pnl.rebates', money(summary.rebates), undefined],
                  ['net', 'records:pnl.net', null, netResult(summary)],
                ] as const
              ).map(([key, label, text, signed]) => {
                const figure = signed === undefined ? null : signedFigure(key, t(label), signed, symbol);
                return (
                  <div key={key} className={`records-card${key === 'net' ? ' records-card--wide' : ''}`} data-figure={key}>
                    <span className="records-card__label">{t(label)}</span>
                    <span className="records-card__value" data-tone={figure?.tone}>
                      <bdi dir="ltr">{figure ? figure.value : text}</bdi>
                    </span>
                  </div>
                );
              })}
            </section>
          )
        }
        rowKey={rowKey}
        renderRow={(r) => (
          <>
            <div className="records-row__head">
              <span className="records-row__title">{r.vendorName}</span>
              <span className="records-row__sub muted">{gameTypeLabel(t, r.gameType)}</span>
            </div>
            <RecordFigures
              items={[
                { key: 'count', label: t('records:pnl.rounds'), value: String(r.betCount) },
                { key: 'bet', label: t('records:pnl.bet'), value: money(r.betAmount) },
                signedFigure('pnl', t('records:pnl.pnl'), r.profitAndLoss, symbol),
              ]}
            />
            <button type="button" className="button button--small records-row__more" data-testid="pnl-detail-open" onClick={() => setOpen(r)}>
              {t('records:pnl.details', { vendor: r.vendorName })}
            </button>
          </>
        )}
        renderFooter={(f) => (
          <RecordFigures
            items={[
              { key: 'bet', label: t('records:pnl.total_bet'), value: money(f.betAmount) },
              { key: 'win', label: t('records:pnl.total_win'), value: money(f.winAmount) },
              signedFigure('pnl', t('records:pnl.total_pnl'), f.profitAndLoss, symbol),
            ]}
          />
        )}
      />
      {open && (
        <Dialog
          title={`${open.vendorName} · ${gameTypeLabel(t, open.gameType)}`}
          testId="sheet"
          className="records-sheet"
          data={{ 'data-sheet': 'pnl-detail', 'data-vendor': open.accountType }}
          onMaskClick={() => setOpen(null)}
          footer={
            <>
              <Link className="button" to={betsLink(open)} data-testid="pnl-detail-bets">
                {t('records:pnl.view_bets')}
              </Link>
              <button type="button" className="button button--primary" data-testid="pnl-detail-close" onClick={() => setOpen(null)}>
                {t('records:pnl.close')}
              </button>
            </>
          }
        >
          <RecordFigures
            className="records-sheet__figures"
            items={[
              { key: 'count', label: t('records:pnl.rounds'), value: String(open.betCount) },
              { key: 'bet', label: t('records:pnl.bet'), value: money(open.betAmount) },
              { key: 'valid', label: t('records:pnl.valid'), value: money(open.validBetting) },
              { key: 'win', label: t('records:pnl.win'), value: money(open.winAmount) },
              signedFigure('pnl', t('records:pnl.pnl'), open.profitAndLoss, symbol),
              { key: 'share', label: t('records:pnl.share'), value: `${betShare(open, summary?.betAmount ?? 0)}%` },
            ]}
          />
        </Dialog>
      )}
    </>
  );
}
