// The three contract pages (daily salary, dividend, hourly salary): the pending offer (who offers
// it, when, the terms table of condition and rate, its status) with accept and decline (a
// confirmation, then the platform; the page shows the new status and a toast), the contract in
// force, and the history of processed ones. Loading, "no contract offered" and error-with-retry.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import type { Contract, ContractDetail } from '../../api/contract.generated';
import { messageKeyForError } from '../../api/error-messages';
import { MESSAGE_TIME_FORMAT } from '../../config/constants';
import { showAlert, showConfirm, toast } from '../../state/ui-store';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { contractsApi, dividendsAllowed, type ContractType } from './contracts-api';
import { contractKind, type ContractKind } from '../../domain/contracts';
import { CONTRACT_SCREENS } from './contract-kinds';
import { useContractsTranslation } from './use-contracts-translation';
import './contracts.css';
import { PATHS } from '../../domain/paths';

const when = (at: number): string => dayjs(at).format(MESSAGE_TIME_FORMAT);

function Terms({ contract }: { contract: Contract }) {
  const { t } = useContractsTranslation();
  return (
    <table className="contract-terms" data-testid="contract-terms">
      <thead>
        <tr>
          <th scope="col">{t('contracts:condition')}</th>
          <th scope="col">{t('contracts:rate')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.terms.map((term, i) => (
          <tr key={i}>
            <td>{term.condition}</td>
            <td>
              <bdi dir="ltr">{`${term.rate}%`}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContractCard({ contract, heading, testId, children }: { contract: Contract; heading: string; testId: string; children?: React.ReactNode }) {
  const { t } = useContractsTranslation();
  const headingId = `${testId}-heading`;
  return (
    <section className="contract-card" data-testid={testId} data-contract-id={contract.contractId} data-status={contract.status} aria-labelledby={headingId}>
      <div className="contract-card__head">
        <h2 id={headingId}>{heading}</h2>
        <span className={`contract-status contract-status--${contract.status.toLowerCase()}`} data-testid="contract-status">
          {t(`contracts:status.${contract.status}`)}
        </span>
      </div>
      <dl className="contract-facts">
        <div>
          <dt>{t('contracts:offered_by')}</dt>
          <dd>
            <bdi>{contract.fromUser}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('contracts:offered_at')}</dt>
          <dd>
            <bdi dir="ltr">{when(contract.createdAt)}</bdi>
          </dd>
        </div>
        {contract.processedAt !== null && (
          <div>
            <dt>{t(contract.status === 'DECLINED' ? 'contracts:declined_at' : 'contracts:accepted_at')}</dt>
            <dd>
              <bdi dir="ltr">{when(contract.processedAt)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <Terms contract={contract} />
      {children}
    </section>
  );
}

function Offer({ contract, kind, onProcessed }: { contract: Contract; kind: ContractKind; onProcessed: () => void }) {
  const { t } = useContractsTranslation();
  const [busy, setBusy] = useState(false);
  const decide = async (action: 'ACCEPT' | 'DECLINE') => {
    if (busy) return;
    const verb = action === 'ACCEPT' ? 'accept' : 'decline';
    const confirmed = await showConfirm(
      { key: `contracts:confirm_${verb}`, values: { kind: t(`contracts:kind.${kind}`) } },
      { title: `contracts:confirm_${verb}_title`, go: `contracts:${verb}` },
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      await contractsApi.process(contract, action);
      toast.success(action === 'ACCEPT' ? 'contracts:accepted' : 'contracts:declined');
      onProcessed();
    } catch (error) {
      const message = messageKeyForError(error);
      await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
      onProcessed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ContractCard contract={contract} heading={t('contracts:offer')} testId="contract-offer">
      <div className="contract-actions">
        <button type="button" className="button" data-testid="contract-decline" disabled={busy} onClick={() => void decide('DECLINE')}>
          {t('contracts:decline')}
        </button>
        <button type="button" className="button button--primary" data-testid="contract-accept" disabled={busy} onClick={() => void decide('ACCEPT')}>
          {t('contracts:accept')}
        </button>
      </div>
    </ContractCard>
  );
}

function History({ history }: { history: readonly Contract[] }) {
  const { t } = useContractsTranslation();
  return (
    <section className="contract-history" aria-labelledby="contract-history-heading">
      <h2 id="contract-history-heading">{t('contracts:history')}</h2>
      {history.length === 0 ? (
        <EmptyState look="block">
          {t('contracts:history_empty')}
        </EmptyState>
      ) : (
        <ul className="contract-history__list">
          {history.map((c) => (
            <li key={c.contractId} className="contract-history__row" data-testid="contract-history-row" data-contract-id={c.contractId} data-status={c.status}>
              <div className="contract-history__head">
                <span className={`contract-status contract-status--${c.status.toLowerCase()}`}>{t(`contracts:status.${c.status}`)}</span>
                <bdi className="muted" dir="ltr">
                  {when(c.processedAt ?? c.createdAt)}
                </bdi>
              </div>
              <p className="contract-history__terms">
                <bdi>{c.fromUser}</bdi> · {c.terms.map((term) => `${term.condition}: ${term.rate}%`).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractBody({ detail, kind, reload }: { detail: ContractDetail; kind: ContractKind; reload: () => void }) {
  const { t } = useContractsTranslation();
  if (!detail.pending && !detail.inForce && detail.history.length === 0) {
    return (
      <EmptyState>{t('contracts:none_offered', { kind: t(`contracts:kind.${kind}`) })}</EmptyState>
    );
  }
  return (
    <>
      {detail.pending && <Offer contract={detail.pending} kind={kind} onProcessed={reload} />}
      {detail.inForce ? (
        <ContractCard contract={detail.inForce} heading={t('contracts:in_force')} testId="contract-in-force">
          {kind === 'dividend' && (
            <Link className="button contract-link" to={PATHS.dividends}>
              {t('contracts:see_dividends')}
            </Link>
          )}
        </ContractCard>
      ) : (
        <p className="contract-note muted" data-testid="contract-none-in-force">
          {t('contracts:none_in_force')}
        </p>
      )}
      <History history={detail.history} />
    </>
  );
}

function ContractScreen({ type }: { type: ContractType }) {
  const kind = contractKind(type);
  const { t, ready } = useContractsTranslation();
  const allowed = dividendsAllowed();
  const { load, reload } = useLoad(() => (allowed ? contractsApi.detail(type) : Promise.resolve(null)));
  const busy = !ready || load.status === 'loading';
  return (
    <main className="screen contracts-screen" data-screen={CONTRACT_SCREENS[kind]} aria-busy={busy ? 'true' : undefined}>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('contracts:load_failed')} error={load.error} onRetry={reload} testIdPrefix="contracts" />
      ) : load.data === null ? (
        <EmptyState>{t('contracts:not_for_type')}</EmptyState>
      ) : (
        <ContractBody detail={load.data} kind={kind} reload={reload} />
      )}
    </main>
  );
}

export function SalaryContractScreen() {
  return <ContractScreen type="DAILY_SALARY" />;
}

export function DividendContractScreen() {
  return <ContractScreen type="DIVIDEND" />;
}

export function HourContractScreen() {
  return <ContractScreen type="HOURLY_SALARY" />;
}
