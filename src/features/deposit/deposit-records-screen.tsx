// /m/vouReport (upstream facts "Records → Deposit records"): the member's deposits in the shared
// record list (date tabs, custom range, pages of 10, footer of total arrivals over the whole range),
// filtered by state (2–7, labelled deposit_status_N). Each row: method, time, order number,
// requested and credited amounts, bonus, promotion and state; pending and processing orders not yet
// accelerated offer 'accelerate' (initiateReminder), after which the page reloads.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DepositRecord, DepositReport } from '../../api/contract.generated';
import { loadWallet } from '../../state/wallet-store';
import { toast } from '../../state/ui-store';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { useCurrencySymbol } from '../../ui/currency';
import { accelerateDeposit, loadDepositReport } from './deposit-api';
import { canAccelerate, DEPOSIT_STATES, stateLabelKey, type DepositState } from './deposit-model';
import { useDepositTranslation } from './use-deposit-translation';
import './deposit.css';

type Footer = DepositReport['footer'];

const isState = (value: string | null): value is `${DepositState}` => value !== null && (DEPOSIT_STATES as readonly number[]).includes(Number(value));

export function DepositRecordsScreen() {
  const { t } = useDepositTranslation();
  const symbol = useCurrencySymbol();
  const [reloadKey, setReloadKey] = useState(0);
  const [accelerating, setAccelerating] = useState<string | null>(null);

  // The state filter lives in the URL (list.setFilter): a change reloads the list, and this loader reads it.
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const depositState = isState(stateParam) ? (Number(stateParam) as DepositState) : undefined;
  const load = async (query: RecordQuery) => {
    const report = await loadDepositReport({ startDate: query.startDate, endDate: query.endDate, page: query.page, size: query.size, ...(depositState ? { depositState } : {}) });
    return { rows: report.records, totalElements: report.totalElements, footer: report.footer };
  };

  const accelerate = (record: DepositRecord) => {
    setAccelerating(record.depositId);
    accelerateDeposit(record.depositId).then(
      () => {
        setAccelerating(null);
        toast.success('deposit:records.accelerate_done', true);
        setReloadKey((k) => k + 1);
        loadWallet().catch(() => undefined);
      },
      (error: unknown) => {
        setAccelerating(null);
        void toast.apiError(error);
        setReloadKey((k) => k + 1);
      },
    );
  };

  const money = (amount: number) => formatMoney(amount, symbol);

  return (
    <RecordListScreen<DepositRecord, Footer>
      screen="deposit-record"
      className="deposit-records"
      label={t('submitted.records')}
      reloadKey={reloadKey}
      load={load}
      filters={(list) => {
        const value = list.filter('state');
        const chosen = isState(value) ? value : '';
        return (
          <label className="deposit-state-filter">
            <span>{t('records.state_label')}</span>
            <select name="depositState" data-testid="deposit-state-filter" value={chosen} onChange={(e) => list.setFilter('state', e.target.value === '' ? null : e.target.value)}>
              <option value="">{t('records.state_all')}</option>
              {DEPOSIT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(stateLabelKey(s))}
                </option>
              ))}
            </select>
          </label>
        );
      }}
      rowKey={(r) => r.depositId}
      renderRow={(r) => (
        <div className="deposit-record" data-state={r.state}>
          <div className="deposit-record__line">
            <span className="deposit-record__method">{r.depositMethodName}</span>
            <span className="deposit-record__state" data-testid="deposit-record-state">
              {t(stateLabelKey(r.state))}
            </span>
          </div>
          <RecordFigures
            items={[
              { key: 'date', label: t('records.date'), value: formatRecordTime(r.depositDate) },
              { key: 'order', label: t('records.order'), value: r.depositId },
              { key: 'requested', label: t('records.requested'), value: money(r.requestedAmount) },
              { key: 'amount', label: t('records.credited'), value: money(r.amount) },
              ...(r.reimbursementAmount > 0 ? [{ key: 'bonus', label: t('records.bonus'), value: money(r.reimbursementAmount) }] : []),
              ...(r.promotionName ? [{ key: 'promotion', label: t('records.promotion'), value: r.promotionName }] : []),
            ]}
          />
          {canAccelerate(r) ? (
            <button type="button" className="button button--small" data-testid="deposit-accelerate" disabled={accelerating === r.depositId} onClick={() => accelerate(r)}>
              {t('records.accelerate')}
            </button>
          ) : (r.state === 4 || r.state === 5) && r.accelerationStatus !== 'NA' ? (
            <span className="muted">{t('records.accelerated')}</span>
          ) : null}
        </div>
      )}
      renderFooter={(f) => <RecordFigures items={[{ key: 'total-arrivals', label: t('records.total_arrivals'), value: money(f.totalArrivals) }]} />}
    />
  );
}
