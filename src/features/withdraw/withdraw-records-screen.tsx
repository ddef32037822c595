// /m/withdrawReport: the member's withdrawals in the shared records list (src/ui/records): date tabs
// and custom range, a state filter (pending / approved / rejected) kept in the URL, pages of 10,
// and the footer of what was withdrawn over the whole filtered range, as the platform sums it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { WithdrawRecord } from '../../api/contract.generated';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordList } from '../../ui/records/use-record-list';
import { loadWithdrawReport } from './withdraw-api';
import { WITHDRAW_NAMESPACES } from './withdraw-namespaces';
import './withdraw.css';
import { useCurrencySymbol } from '../../ui/currency';

interface WithdrawFooter {
  readonly amount: number;
  readonly fee: number;
  readonly count: number;
}

const STATES = [1, 2, 3] as const;

/** The state filter's URL value as the report takes it (undefined: every state). */
export function stateFilter(value: string | null): 1 | 2 | 3 | undefined {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : undefined;
}

function StateFilter({ list }: { list: RecordList<WithdrawRecord, WithdrawFooter> }) {
  const { t } = useTranslation(WITHDRAW_NAMESPACES);
  return (
    <label className="withdraw-filter">
      <span>{t('withdraw:filter_state')}</span>
      <select name="state" data-testid="withdraw-state-filter" value={list.filter('state') ?? ''} onChange={(e) => list.setFilter('state', e.target.value === '' ? null : e.target.value)}>
        <option value="">{t('withdraw:state_all')}</option>
        {STATES.map((s) => (
          <option key={s} value={String(s)}>
            {t(`withdraw:state_${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function WithdrawRecordsScreen() {
  const { t, ready } = useTranslation(WITHDRAW_NAMESPACES);
  const symbol = useCurrencySymbol();
  const [params] = useSearchParams();
  const state = stateFilter(params.get('state'));
  if (!ready) return <main className="screen record-screen" data-screen="withdraw-record" aria-busy="true" />;
  return (
    <RecordListScreen<WithdrawRecord, WithdrawFooter>
      screen="withdraw-record"
      label={t('withdraw:records')}
      className="withdraw-records"
      filterKey={String(state ?? '')}
      load={async (q) => {
        const report = await loadWithdrawReport({ ...q, ...(state === undefined ? {} : { state }) });
        return { rows: report.records, totalElements: report.totalCount, footer: report.footer[0] ?? null };
      }}
      filters={(list) => <StateFilter list={list} />}
      rowKey={(r) => r.withdrawId}
      emptyText={t('withdraw:empty')}
      renderRow={(r) => (
        <RecordFigures
          items={[
            { key: 'time', label: formatRecordTime(r.withdrawDate), value: r.withdrawId },
            { key: 'account', label: r.accountLabel, value: <span data-state={r.state} className={`withdraw-state-label withdraw-state-label--${r.state}`}>{t(`withdraw:state_${r.state}`)}</span> },
            { key: 'amount', label: t('withdraw:amount'), value: formatMoney(r.amount, symbol), tone: 'minus' },
            { key: 'fee', label: t('withdraw:fee'), value: formatMoney(r.fee, symbol) },
            ...(r.remark ? [{ key: 'remark', label: '', value: r.remark }] : []),
          ]}
        />
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            { key: 'count', label: t('withdraw:footer_count'), value: String(f.count) },
            { key: 'amount', label: t('withdraw:footer_amount'), value: formatMoney(f.amount, symbol) },
            { key: 'fee', label: t('withdraw:footer_fee'), value: formatMoney(f.fee, symbol) },
          ]}
        />
      )}
    />
  );
}
