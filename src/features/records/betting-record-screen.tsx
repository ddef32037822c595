// Betting records (/m/gameRecord): the member's rounds in the chosen range, optionally of one
// vendor (accountType), 10 a page, each with its game, vendor, time, bet, valid bet, win and
// profit and loss; the footer sums the four amounts over the whole filtered range.
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordsBet, RecordsBetTotals } from '../../api/contract.generated';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { useCurrencySymbol } from '../../ui/currency';
import { gameTypeLabel, signedFigure } from './record-labels';
import { recordsApi, VENDOR_PARAM } from './records-api';
import { useFilterList } from './use-filter-list';
import { useRecordsTranslation } from './use-records-translation';
import './records.css';

export function BettingRecordScreen() {
  const { t, ready } = useRecordsTranslation();
  const vendors = useFilterList(recordsApi.vendors, 'vendors');
  const selectId = useId();
  const [params] = useSearchParams();
  const vendor = params.get(VENDOR_PARAM);
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  const load = useCallback(async (q: RecordQuery, vendor: string | null) => {
    const page = await recordsApi.bets({ startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size, ...(vendor ? { accountType: vendor } : {}) });
    return { rows: page.content, totalElements: page.totalElements, footer: page.footer };
  }, []);

  if (!ready) return <main className="screen record-screen" data-screen="betting-record" aria-busy="true" />;
  return (
    <RecordListScreen<RecordsBet, RecordsBetTotals>
      screen="betting-record"
      label={t('records:betting.title')}
      className="records-screen"
      load={(q) => load(q, vendor)}
      emptyText={t('records:betting.empty')}
      filters={(list) => (
        <label className="records-filter" htmlFor={selectId}>
          <span>{t('records:betting.vendor')}</span>
          <select id={selectId} data-testid="record-filter-vendor" value={list.filter(VENDOR_PARAM) ?? ''} onChange={(e) => list.setFilter(VENDOR_PARAM, e.target.value || null)}>
            <option value="">{t('records:betting.all_vendors')}</option>
            {(vendors ?? []).map((v) => (
              <option key={v.accountType} value={v.accountType}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      )}
      rowKey={(r) => r.betId}
      renderRow={(r) => (
        <>
          <div className="records-row__head">
            <span className="records-row__title">{r.gameName}</span>
            <span className="records-row__sub muted">
              {r.vendorName} · {gameTypeLabel(t, r.gameType)}
            </span>
          </div>
          <p className="records-row__meta muted">
            <bdi dir="ltr">{formatRecordTime(r.betTime)}</bdi> · <bdi dir="ltr">{r.betId}</bdi>
          </p>
          <RecordFigures
            items={[
              { key: 'bet', label: t('records:betting.bet'), value: money(r.betAmount) },
              { key: 'valid', label: t('records:betting.valid'), value: money(r.validBetting) },
              { key: 'win', label: t('records:betting.win'), value: money(r.winAmount) },
              signedFigure('pnl', t('records:betting.pnl'), r.profitAndLoss, symbol),
            ]}
          />
        </>
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            { key: 'bet', label: t('records:betting.total_bet'), value: money(f.betAmount) },
            { key: 'valid', label: t('records:betting.total_valid'), value: money(f.validBetting) },
            { key: 'win', label: t('records:betting.total_win'), value: money(f.winAmount) },
            signedFigure('pnl', t('records:betting.total_pnl'), f.profitAndLoss, symbol),
          ]}
        />
      )}
    />
  );
}
