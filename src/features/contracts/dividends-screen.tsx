// Dividends (/m/member/agent/agentDivident, only where DIVIDEND is on: the route's flag): the
// wallet, the current computation period (the team's profit so far, the rate the contract in
// force gives, the dividend it makes, what is payable now), and the history of settled periods as
// the shared record list, a payable row paid out once (its button disabled in flight, the wallet
// reloaded after). Types 4, 40, 41 and 42 have no dividends: the screen says so and calls nothing.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import type { DividendInfo, DividendList, DividendRecord } from '../../api/contract.generated';
import { messageKeyForError } from '../../api/error-messages';
import { RECORD_DATE_FORMAT } from '../../config/constants';
import { showAlert, toast } from '../../state/ui-store';
import { loadWallet } from '../../state/wallet-store';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { contractsApi, dividendsAllowed } from './contracts-api';
import { useContractsTranslation } from './use-contracts-translation';
import { useMoney } from '../../ui/currency';
import './contracts.css';
import { PATHS } from '../../domain/paths';

const day = (at: number): string => dayjs(at).format(RECORD_DATE_FORMAT);

function CurrentPeriod({ info }: { info: DividendInfo }) {
  const { t } = useContractsTranslation();
  const money = useMoney();
  return (
    <section className="contract-card dividend-current" data-testid="dividend-current" aria-labelledby="dividend-current-heading">
      <div className="contract-card__head">
        <h2 id="dividend-current-heading">{t('contracts:current_period')}</h2>
        <bdi className="muted" dir="ltr">{`${day(info.periodStart)} – ${day(info.periodEnd)}`}</bdi>
      </div>
      {info.contract ? (
        <RecordFigures
          items={[
            { key: 'team-profit', label: t('contracts:team_profit'), value: money(info.teamProfit) },
            { key: 'rate', label: t('contracts:rate'), value: `${info.rate}%` },
            { key: 'amount', label: t('contracts:dividend_so_far'), value: money(info.amount) },
            { key: 'payable', label: t('contracts:payable'), value: money(info.payable) },
          ]}
        />
      ) : (
        <p className="muted" data-testid="dividend-no-contract">
          {t('contracts:no_dividend_contract')}
        </p>
      )}
      <Link className="button contract-link" to={PATHS['dividend-contract']} data-testid="dividend-contract-link">
        {t('contracts:see_contract')}
      </Link>
    </section>
  );
}

function DividendsList() {
  const { t } = useContractsTranslation();
  const money = useMoney();
  const [reloadKey, setReloadKey] = useState(0);
  const [paying, setPaying] = useState<number | null>(null);
  // Also a ref: a second tap before the disabled button is drawn must not send a second payout.
  const inFlight = useRef(false);
  // Paid here: a tap that lands after the reply but before the reloaded list shows the row as paid
  // (a fast platform answers between the two taps of a double tap) sends nothing.
  const paidHere = useRef(new Set<number>());
  const { load: infoLoad, reload: reloadInfo } = useLoad(contractsApi.dividendInfo);
  const current = infoLoad.status === 'ready' ? infoLoad.data : null;

  const load = useCallback(async (q: RecordQuery) => {
    const reply: DividendList = await contractsApi.dividends({ startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size });
    return { rows: reply.records, totalElements: reply.total, footer: reply.footer };
  }, []);

  const payout = async (row: DividendRecord) => {
    if (inFlight.current || paidHere.current.has(row.dividendId)) return;
    inFlight.current = true;
    setPaying(row.dividendId);
    try {
      const result = await contractsApi.payout(row.dividendId);
      paidHere.current.add(row.dividendId);
      toast.success({ key: 'contracts:paid_out', values: { amount: money(result.dividend.amount) } });
    } catch (error) {
      const message = messageKeyForError(error);
      await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
    } finally {
      inFlight.current = false;
      setPaying(null);
      loadWallet().catch(() => undefined);
      setReloadKey((n) => n + 1);
      reloadInfo();
    }
  };

  const stateLabel = (row: DividendRecord) => t(`contracts:dividend_state.${row.state}`);

  return (
    <RecordListScreen<DividendRecord, DividendList['footer']>
      screen="dividends"
      label={t('contracts:history')}
      className="contracts-screen"
      load={load}
      reloadKey={reloadKey}
      emptyText={t('contracts:dividends_empty')}
      before={
        <>
          <section className="contract-card">
            <WalletBalance label={t('contracts:balance')} refreshTestId="dividend-balance-refresh" />
          </section>
          {current ? (
            <CurrentPeriod info={current} />
          ) : infoLoad.status === 'error' ? (
            <ErrorState message={t('contracts:info_failed')} error={infoLoad.error} onRetry={reloadInfo} testIdPrefix="dividend-info" />
          ) : (
            <LoadingState />
          )}
        </>
      }
      rowKey={(r) => String(r.dividendId)}
      renderRow={(r) => (
        <>
          <div className="records-row__head dividend-row__head" data-state={r.state}>
            <bdi className="dividend-row__period" dir="ltr">{`${day(r.periodStart)} – ${day(r.periodEnd)}`}</bdi>
            <span className={`contract-status contract-status--${r.state.toLowerCase()}`} data-testid="dividend-state">
              {stateLabel(r)}
            </span>
          </div>
          <RecordFigures
            items={[
              { key: 'team-profit', label: t('contracts:team_profit'), value: money(r.teamProfit) },
              { key: 'rate', label: t('contracts:rate'), value: `${r.rate}%` },
              { key: 'amount', label: t('contracts:dividend'), value: money(r.amount) },
            ]}
          />
          {r.state === 'PENDING' && (
            <button
              type="button"
              className="button button--primary button--small dividend-row__pay"
              data-testid="dividend-payout"
              disabled={paying !== null}
              aria-busy={paying === r.dividendId ? 'true' : undefined}
              onClick={() => void payout(r)}
            >
              {t('contracts:pay_out', { amount: money(r.amount) })}
            </button>
          )}
        </>
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            { key: 'amount', label: t('contracts:total_dividends'), value: money(f.amount) },
            { key: 'paid', label: t('contracts:total_paid'), value: money(f.paid) },
          ]}
        />
      )}
    />
  );
}

export function DividendsScreen() {
  const { t, ready } = useContractsTranslation();
  if (!ready) return <main className="screen contracts-screen" data-screen="dividends" aria-busy="true" />;
  if (!dividendsAllowed()) {
    return (
      <main className="screen contracts-screen" data-screen="dividends">
        <EmptyState>{t('contracts:not_for_type')}</EmptyState>
      </main>
    );
  }
  return <DividendsList />;
}
