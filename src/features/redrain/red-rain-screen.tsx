// /m/redRain (AGENTRANSMULTDOWN3): the agent's balance, its direct downlines to pick from (search,
// select all, a count), EACH (the amount to every one) or SPLIT (the amount shared), the computed
// shares and total. The total is checked against the balance before submit: the button stays
// disabled and the message names the balance. A confirmation sheet lists the shares; the transfer
// goes once (one request id per attempt, the button disabled in flight); then the wallet and the
// downlines' balances reload.
import { useMemo, useRef, useState } from 'react';
import type { RedRainDownline, RedRainDownlines, RedRainMode } from '../../api/contract.generated';
import { messageKeyForError } from '../../api/error-messages';
import { TOAST } from '../../config/constants';
import { showAlert, showLoading, toast } from '../../state/ui-store';
import { loadWallet, useWallet } from '../../state/wallet-store';
import { Dialog } from '../../ui/dialog';
import { useLoad } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { planRedRain, type RedRainProblem } from './red-rain-rule';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { loadDownlines, sendRedRain } from './redrain-api';
import { EmptyState, ErrorState, LoadingState, RedRainScreenRoot, useMoneyCents, useRedRainTranslation } from './redrain-parts';

export function RedRainScreen() {
  const { t, ready } = useRedRainTranslation();
  const { load, reload } = useLoad(loadDownlines);
  return (
    <RedRainScreenRoot screen="red-rain" busy={!ready || load.status === 'loading'}>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('rain.load_failed')} error={load.error} onRetry={reload} />
      ) : (
        <RedRainForm data={load.data} reload={reload} />
      )}
    </RedRainScreenRoot>
  );
}

const matches = (d: RedRainDownline, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || d.username.toLowerCase().includes(needle) || (d.nickname ?? '').toLowerCase().includes(needle);
};

function RedRainForm({ data, reload }: { data: RedRainDownlines; reload: () => void }) {
  const { t } = useRedRainTranslation();
  const money = useMoneyCents();
  const { wallet } = useWallet();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mode, setMode] = useState<RedRainMode>('EACH');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const requestId = useRef(newIdempotencyKey());
  // A second tap before React redraws the disabled button must not send again.
  const inFlight = useRef(false);

  const visible = useMemo(() => data.downlines.filter((d) => matches(d, search)), [data.downlines, search]);
  // The order the platform gets (and SPLIT's remainder cents follow) is the list's order.
  const chosen = data.downlines.filter((d) => selected.has(d.username));
  const balanceCents = wallet ? Math.round(wallet.sumBalance * 100) : null;
  const plan = planRedRain({ mode, amountText: amount, selected: chosen.length, balanceCents, maxDownlines: data.maxDownlines, minAmountCents: Math.round(data.minAmount * 100) });
  const allVisibleChosen = visible.length > 0 && visible.every((d) => selected.has(d.username));

  const toggle = (username: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(username)) next.delete(username);
      else next.add(username);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const d of visible) {
        if (allVisibleChosen) next.delete(d.username);
        else next.add(d.username);
      }
      return next;
    });

  const send = async () => {
    const [first, ...rest] = chosen.map((d) => d.username);
    if (inFlight.current || plan.problem || plan.amountCents === null || first === undefined) return;
    inFlight.current = true;
    setSending(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      const result = await sendRedRain([first, ...rest], mode, plan.amountCents / 100, requestId.current);
      hide();
      requestId.current = newIdempotencyKey();
      setConfirming(false);
      toast.success({ key: 'redrain:rain.sent', values: { total: money(Math.round(result.total * 100)), count: result.shares.length } }, true);
      setSelected(new Set());
      setAmount('');
      loadWallet().catch(() => undefined);
      reload();
    } catch (error) {
      hide();
      setConfirming(false);
      // A failed attempt may be retried with the same choice: a new id, since the platform refused this one.
      requestId.current = newIdempotencyKey();
      const message = messageKeyForError(error);
      await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const shareText =
    plan.shares.length === 0
      ? null
      : mode === 'EACH' || plan.shares[0] === plan.shares[plan.shares.length - 1]
        ? t('rain.share_each', { amount: money(plan.shares[0] ?? 0) })
        : t('rain.share_range', { low: money(plan.shares[plan.shares.length - 1] ?? 0), high: money(plan.shares[0] ?? 0) });

  return (
    <>
      <section className="redrain-card">
        <WalletBalance label={t('rain.balance')} refreshTestId="red-rain-balance-refresh" />
      </section>

      <section className="redrain-card redrain-picker" aria-labelledby="red-rain-picker-title">
        <div className="redrain-picker__head">
          <h2 id="red-rain-picker-title" className="redrain-heading">
            {t('rain.downlines')}
          </h2>
          <span className="muted" data-testid="red-rain-selected-count" aria-live="polite">
            {t('rain.selected', { count: chosen.length, total: data.downlines.length })}
          </span>
        </div>
        {data.downlines.length === 0 ? (
          <EmptyState>{t('rain.no_downlines')}</EmptyState>
        ) : (
          <>
            <label className="redrain-search">
              <span className="visually-hidden">{t('rain.search')}</span>
              <input type="search" name="search" data-testid="red-rain-search" placeholder={t('rain.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
            <label className="redrain-row redrain-row--all">
              <input type="checkbox" data-testid="red-rain-select-all" checked={allVisibleChosen} disabled={visible.length === 0} onChange={toggleAll} />
              <span>{t('rain.select_all')}</span>
            </label>
            {visible.length === 0 ? (
              <EmptyState>{t('rain.no_match')}</EmptyState>
            ) : (
              <ul className="redrain-list">
                {visible.map((d) => (
                  <li key={d.userId}>
                    <label className="redrain-row" data-testid="downline-row" data-username={d.username}>
                      <input type="checkbox" checked={selected.has(d.username)} onChange={() => toggle(d.username)} />
                      <span className="redrain-row__who">
                        <bdi className="redrain-row__name">{d.username}</bdi>
                        {d.nickname && <bdi className="muted">{d.nickname}</bdi>}
                      </span>
                      <bdi dir="ltr" className="redrain-row__balance" data-testid="red-rain-downline-balance">
                        {money(Math.round(d.balance * 100))}
                      </bdi>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <form
        className="redrain-card redrain-form"
        data-testid="red-rain-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!plan.problem) {
            requestId.current = newIdempotencyKey();
            setConfirming(true);
          }
        }}
      >
        <fieldset className="redrain-modes">
          <legend className="redrain-heading">{t('rain.mode')}</legend>
          {(['EACH', 'SPLIT'] as const).map((m) => (
            <label key={m} className={mode === m ? 'redrain-mode redrain-mode--current' : 'redrain-mode'}>
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              <span>{t(m === 'EACH' ? 'rain.mode_each' : 'rain.mode_split')}</span>
            </label>
          ))}
        </fieldset>
        <label className="redrain-field">
          <span>{t(mode === 'EACH' ? 'rain.amount_each' : 'rain.amount_total')}</span>
          <input name="amount" inputMode="decimal" autoComplete="off" placeholder={t('rain.amount_placeholder', { min: money(Math.round(data.minAmount * 100)) })} value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby="red-rain-summary red-rain-problem" />
        </label>
        <dl className="redrain-summary" id="red-rain-summary">
          <div>
            <dt className="muted">{t('rain.total')}</dt>
            <dd data-testid="red-rain-total">
              <bdi dir="ltr">{money(plan.totalCents)}</bdi>
            </dd>
          </div>
          {shareText && (
            <div>
              <dt className="muted">{t('rain.share')}</dt>
              <dd data-testid="red-rain-share">{shareText}</dd>
            </div>
          )}
        </dl>
        <p id="red-rain-problem" className={plan.problem?.key === 'rain.problem.over_balance' ? 'redrain-problem redrain-problem--error' : 'redrain-problem muted'} data-testid="red-rain-problem" role={plan.problem?.key === 'rain.problem.over_balance' ? 'alert' : undefined}>
          {plan.problem ? <ProblemText problem={plan.problem} money={money} /> : null}
        </p>
        <button type="submit" className="button button--primary redrain-wide" data-testid="red-rain-submit" disabled={plan.problem !== null || sending}>
          {t('rain.submit')}
        </button>
      </form>

      {confirming && (
        <Dialog
          title={t('rain.confirm_title')}
          testId="sheet"
          className="redrain-sheet"
          data={{ 'data-sheet': 'red-rain-confirm' }}
          onMaskClick={() => !sending && setConfirming(false)}
          footer={
            <>
              <button type="button" className="button" data-testid="red-rain-cancel" disabled={sending} onClick={() => setConfirming(false)}>
                {t('cancel')}
              </button>
              <button type="button" className="button button--primary" data-testid="red-rain-confirm" disabled={sending} onClick={() => void send()}>
                {t('rain.confirm')}
              </button>
            </>
          }
        >
          <p>{t(mode === 'EACH' ? 'rain.confirm_each' : 'rain.confirm_split', { count: chosen.length, total: money(plan.totalCents) })}</p>
          <ul className="redrain-shares">
            {chosen.map((d, i) => (
              <li key={d.userId} data-testid="red-rain-confirm-share" data-username={d.username}>
                <bdi>{d.username}</bdi>
                <bdi dir="ltr">{money(plan.shares[i] ?? 0)}</bdi>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
}

function ProblemText({ problem, money }: { problem: RedRainProblem; money: (cents: number) => string }) {
  const { t } = useRedRainTranslation();
  switch (problem.key) {
    case 'rain.problem.too_many':
      return <>{t(problem.key, { max: problem.max })}</>;
    case 'rain.problem.amount_min':
      return <>{t(problem.key, { min: money(problem.minCents) })}</>;
    case 'rain.problem.over_balance':
      return <>{t(problem.key, { total: money(problem.totalCents), balance: money(problem.balanceCents) })}</>;
    default:
      return <>{t(problem.key)}</>;
  }
}
