// Account records (/m/transaction/record): the member's ledger rows in the chosen range, newest
// first, optionally of one transaction type from the server's list; each row shows its type,
// time, signed amount (sign in the text, colour as a second cue) and the balance after it. The
// footer totals money in and out over the whole filtered range. `?types=A` is the agent view: the
// server hides more types there (game rounds) and lists only the types it shows.
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordsTransaction } from '../../api/contract.generated';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { useCurrencySymbol } from '../../ui/currency';
import { signedFigure, txTypeLabel } from './record-labels';
import { recordsApi, type RecordsView } from './records-api';
import { useFilterList } from './use-filter-list';
import { useRecordsTranslation } from './use-records-translation';
import './records.css';

/** The URL parameter of the type filter. */
export const TYPE_PARAM = 'txType';

interface AccountFooter {
  totalIn: number;
  totalOut: number;
}

export function AccountRecordScreen() {
  const { t, ready } = useRecordsTranslation();
  const [params] = useSearchParams();
  const view: RecordsView = params.get('types') === 'A' ? 'A' : undefined;
  const txType = params.get(TYPE_PARAM);
  const types = useFilterList(() => recordsApi.txTypes(view), view ?? 'player');
  const selectId = useId();
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  const load = useCallback(async (q: RecordQuery, v: RecordsView, type: string | null) => {
    const typeId = type !== null && /^\d+$/.test(type) ? Number(type) : undefined;
    const page = await recordsApi.transactions({
      startDate: q.startDate,
      endDate: q.endDate,
      page: q.page,
      size: q.size,
      ...(typeId === undefined ? {} : { txTypeId: typeId }),
      ...(v ? { types: v } : {}),
    });
    return { rows: page.content, totalElements: page.totalElements, footer: page.footer };
  }, []);

  if (!ready) return <main className="screen record-screen" data-screen="account-record" aria-busy="true" />;
  const names = new Map((types ?? []).map((ty) => [ty.id, ty.name]));
  return (
    <RecordListScreen<RecordsTransaction, AccountFooter>
      screen="account-record"
      label={t(view === 'A' ? 'records:account.title_agent' : 'records:account.title')}
      className="records-screen"
      load={(q) => load(q, view, txType)}
      emptyText={t('records:account.empty')}
      before={view === 'A' ? <p className="records-view-note" data-testid="records-agent-view">{t('records:account.agent_view')}</p> : undefined}
      filters={(list) => (
        <label className="records-filter" htmlFor={selectId}>
          <span>{t('records:account.type')}</span>
          <select id={selectId} data-testid="record-filter-type" value={list.filter(TYPE_PARAM) ?? ''} onChange={(e) => list.setFilter(TYPE_PARAM, e.target.value || null)}>
            <option value="">{t('records:account.all_types')}</option>
            {(types ?? []).map((ty) => (
              <option key={ty.id} value={String(ty.id)}>
                {txTypeLabel(t, ty.id, ty.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      rowKey={(r) => String(r.id)}
      renderRow={(r) => (
        <>
          <div className="records-row__head">
            <span className="records-row__title" data-testid="record-type" data-tx-type={r.txTypeId}>
              {txTypeLabel(t, r.txTypeId, names.get(r.txTypeId))}
            </span>
            <span className="records-row__sub muted">
              <bdi dir="ltr">{formatRecordTime(r.time)}</bdi>
            </span>
          </div>
          {r.refId && (
            <p className="records-row__meta muted">
              {t('records:account.reference')} <bdi dir="ltr">{r.refId}</bdi>
            </p>
          )}
          <RecordFigures
            items={[
              signedFigure('amount', t('records:account.amount'), r.amount, symbol),
              { key: 'balance', label: t('records:account.balance_after'), value: money(r.balanceAfter) },
            ]}
          />
        </>
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            signedFigure('in', t('records:account.total_in'), f.totalIn, symbol),
            signedFigure('out', t('records:account.total_out'), -f.totalOut, symbol),
          ]}
        />
      )}
    />
  );
}
