// /m/withdraw: the balance, the method tabs (bank cards, e-wallets, virtual wallets), the card
// picker (bind one in the security centre when there is none), the amount with its limits and
// presets, the fee asked 500 ms after the last keystroke, the turnover status (its table; the form
// hidden while a promotion's turnover is unmet), the funds password unless the merchant turns it off
// (with a 'forgot' link when RESPAYPASS3), the service window and what is left today. The submit is
// encrypted, carries a fresh idempotency key per attempt and runs once however often it is tapped;
// each catalogued refusal shows its message and leads where it is fixed.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WithdrawAccountInfo, WithdrawRecord, WithdrawTurnover } from '../../api/contract.generated';
import { messageKeyForError } from '../../api/error-messages';
import { TOAST } from '../../config/constants';
import { flag } from '../../config/flags';
import { loadWallet } from '../../state/wallet-store';
import { showAlert, showConfirm, showLoading, toast } from '../../state/ui-store';
import type { FieldMessage } from '../../ui/field-message';
import { FormElement, PasswordField, SubmitButton, TextField } from '../../ui/form-field';
import { formatMoney } from '../../ui/format-money';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useRememberedLoad } from '../../ui/use-remembered-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { useDebouncedFee } from './use-debounced-fee';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { loadAccounts, loadFee, loadTurnover, loadWithdrawData, submitWithdraw, type WithdrawData, type WithdrawType } from './withdraw-api';
import { withdrawErrorOutcome } from './withdraw-errors';
import { WITHDRAW_NAMESPACES } from './withdraw-namespaces';
import { amountRule, parseAmount, passwordRule, withdrawalBounds, type AmountLimits } from './withdraw-validation';
import '../../ui/chip-tabs.css';
import './withdraw.css';
import { useCurrencySymbol } from '../../ui/currency';
import { PATHS, UPSTREAM_PAGES } from '../../domain/paths';

export function WithdrawScreen() {
  const { t, ready } = useTranslation(WITHDRAW_NAMESPACES);
  // A revisit shows the last methods, cards and turnover at once while they are asked for again.
  const { load, reload: retry } = useRememberedLoad('withdraw', loadWithdrawData);
  return (
    <main className="screen withdraw-screen" data-screen="withdraw" aria-busy={!ready || load.status === 'loading' ? 'true' : undefined}>
      <div className="page-column">
        {!ready ? null : (
          <>
            <WalletBalance label={t('withdraw:balance')} refreshTestId="withdraw-refresh-balance" />
            {load.status === 'loading' && <LoadingState />}
            {load.status === 'error' && <ErrorState message={t('withdraw:load_error')} error={load.error} onRetry={retry} testIdPrefix="withdraw" />}
            {load.status === 'ready' && <WithdrawForm initial={load.data} />}
          </>
        )}
      </div>
    </main>
  );
}

interface Choice {
  readonly id: number;
  readonly title: string;
  readonly detail: string;
  readonly frozen: boolean;
}

function choicesFor(accounts: WithdrawAccountInfo, type: WithdrawType, groupId: number): Choice[] {
  if (type === 'BC') return accounts.bankCards.map((c) => ({ id: c.bankCardId, title: c.bankName, detail: `${c.cardNumber} · ${c.payeeName}`, frozen: c.frozen }));
  const wallets = type === 'VW' ? accounts.virtualWallets : (accounts.eWallets.find((g) => g.groupId === groupId)?.eWallets ?? []);
  return wallets.map((w) => ({ id: w.walletId, title: w.name, detail: w.address, frozen: w.frozen }));
}

function firstOpen(choices: readonly Choice[]): number | null {
  return choices.find((c) => !c.frozen)?.id ?? choices[0]?.id ?? null;
}

function WithdrawForm({ initial }: { initial: WithdrawData }) {
  const { t } = useTranslation(WITHDRAW_NAMESPACES);
  const navigate = useNavigate();
  const { methods, settings } = initial;
  const [accounts, setAccounts] = useState(initial.accounts);
  const [turnover, setTurnover] = useState<WithdrawTurnover>(initial.turnover);
  // The refreshed cards and turnover of a revisit replace the remembered ones; what the member
  // has typed and chosen stays (a chosen card that is gone or frozen is checked on submit).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setAccounts(initial.accounts);
    setTurnover(initial.turnover);
  }
  const [tab, setTab] = useState(0);
  const method = methods[tab] ?? methods[0];
  const type: WithdrawType = method?.withdrawType ?? 'BC';
  const choices = useMemo(() => choicesFor(accounts, type, method?.groupId ?? 0), [accounts, type, method?.groupId]);
  const [cardId, setCardId] = useState<number | null>(() => firstOpen(choicesFor(initial.accounts, methods[0]?.withdrawType ?? 'BC', methods[0]?.groupId ?? 0)));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: FieldMessage | undefined; password?: FieldMessage | undefined; card?: FieldMessage | undefined }>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const pickerRef = useRef<HTMLDivElement | null>(null);
  const [done, setDone] = useState<WithdrawRecord | null>(null);
  const symbol = useCurrencySymbol();
  const withPassword = !flag('WDRAWNOPASSVERIF3');
  // The records route is gated by WITHREC3 (route table): no link to it when that is off.
  const recordsOn = flag('WITHREC3');
  const limits: AmountLimits = {
    ...withdrawalBounds(accounts, settings),
    remaining: accounts.remainingWithdrawAmount,
    allowDecimal: settings.allowDecimal,
    fixedAmounts: settings.fixedWithdrawAmounts,
    fixedOnly: settings.fixedAmountFlag,
  };
  const parsed = parseAmount(amount);
  const fetchFee = useCallback((value: number) => loadFee(value, type).then((r) => r.fee), [type]);
  const fee = useDebouncedFee(parsed, fetchFee);

  const pickTab = (index: number) => {
    setTab(index);
    const next = methods[index];
    setCardId(firstOpen(choicesFor(accounts, next?.withdrawType ?? 'BC', next?.groupId ?? 0)));
    setErrors({});
  };

  const focusField = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const refresh = async () => {
    const [nextAccounts, nextTurnover] = await Promise.all([loadAccounts(), loadTurnover()]);
    setAccounts(nextAccounts);
    setTurnover(nextTurnover);
  };

  const refuse = async (error: unknown) => {
    const outcome = withdrawErrorOutcome(error);
    const message = messageKeyForError(error);
    const text = message.values ? { key: message.key, values: message.values } : message.key;
    if (outcome.kind === 'field') {
      setErrors((e) => ({ ...e, [outcome.field]: message }));
      focusField(outcome.field);
      return;
    }
    if (outcome.kind === 'navigate') {
      if (await showConfirm(text, { go: outcome.go })) void navigate(outcome.path);
      return;
    }
    if (outcome.kind === 'card') {
      setErrors((e) => ({ ...e, card: message }));
      const other = choices.some((c) => !c.frozen && c.id !== cardId);
      if (other) {
        await showAlert(text);
        pickerRef.current?.querySelector<HTMLElement>('[data-testid="withdraw-card"]:not([data-frozen="true"])')?.focus();
      } else if (await showConfirm(text, { go: 'withdraw:go_service' })) {
        void navigate(settings.urlToContact ?? UPSTREAM_PAGES.customerService);
      }
      return;
    }
    if (outcome.kind === 'turnover') {
      await refresh().catch(() => undefined);
    }
    await showAlert(text);
  };

  const submit = async () => {
    if (inFlight.current) return;
    const amountError = amountRule(amount, limits);
    const passwordError = withPassword ? passwordRule(password) : null;
    const cardError: FieldMessage | undefined = cardId === null ? { key: 'withdraw:card_required' } : undefined;
    setErrors({ amount: amountError ?? undefined, password: passwordError ?? undefined, card: cardError });
    if (amountError) return focusField('amount');
    if (passwordError) return focusField('password');
    if (cardId === null || parsed === null) return;
    inFlight.current = true;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      const reply = await submitWithdraw({ amount: parsed, bankCardId: cardId, withdrawType: type, idempotencyKey: newIdempotencyKey(), ...(withPassword ? { password } : {}) });
      hide();
      toast.success('withdraw:submitted');
      setDone(reply.record);
      setAmount('');
      setPassword('');
      await Promise.all([loadWallet(), refresh()]).catch(() => undefined);
    } catch (error) {
      hide();
      await refuse(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const windowAllDay = settings.withdrawDateFrom === settings.withdrawDateTo;
  const locked = turnover.status === 'N';
  const closed = settings.allowWithdrawNow !== 'Y';

  return (
    <>
      {methods.length > 1 && (
        <div className="withdraw-tabs chip-bar__list" role="tablist" aria-label={t('withdraw:methods')}>
          {methods.map((m, i) => (
            <button
              key={`${m.methodGroupType}-${m.groupId}`}
              type="button"
              role="tab"
              aria-selected={i === tab}
              className="chip-tab"
              data-testid={`withdraw-tab-${m.methodGroupType}`}
              onClick={() => pickTab(i)}
            >
              {t(`withdraw:method_${m.methodGroupType}`, { name: m.name })}
            </button>
          ))}
        </div>
      )}

      <p className="withdraw-note" data-testid="withdraw-window" data-open={closed ? 'false' : 'true'}>
        {windowAllDay ? t('withdraw:window_all_day') : t('withdraw:window', { from: settings.withdrawDateFrom, to: settings.withdrawDateTo })}
        {closed && <strong className="withdraw-note__closed"> {t('withdraw:window_closed')}</strong>}
      </p>
      <p className="withdraw-note" data-testid="withdraw-remaining">
        {t('withdraw:remaining', { count: accounts.remainingTransactionTimes, max: accounts.maxTransactionTimes, amount: formatMoney(accounts.remainingWithdrawAmount, symbol) })}
      </p>

      <TurnoverStatus turnover={turnover} />

      {done && (
        <div className="withdraw-done" role="status" data-testid="withdraw-done" data-withdraw-id={done.withdrawId}>
          <p>{t('withdraw:done', { amount: formatMoney(done.amount, symbol), fee: formatMoney(done.fee, symbol) })}</p>
          {recordsOn && (
            <Link className="button" to={PATHS['withdraw-records']} data-testid="withdraw-records-link">
              {t('withdraw:see_records')}
            </Link>
          )}
        </div>
      )}

      {locked ? (
        <p className="withdraw-state" role="note" data-testid="withdraw-locked">
          {t('withdraw:locked')}
        </p>
      ) : (
        <FormElement formRef={formRef} testId="withdraw-form" className="withdraw-form" onSubmit={submit}>
          <div className="withdraw-picker" ref={pickerRef} role="radiogroup" aria-label={t('withdraw:choose_account')}>
            {choices.length === 0 ? (
              <div className="withdraw-state" data-testid="withdraw-no-card">
                <p>{t('withdraw:no_card')}</p>
                <Link className="button button--primary" to={PATHS['security-add-bank-card']} data-testid="withdraw-add-card">
                  {t('withdraw:add_card')}
                </Link>
              </div>
            ) : (
              choices.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={c.id === cardId}
                  className={`withdraw-card${c.id === cardId ? ' withdraw-card--selected' : ''}`}
                  data-testid="withdraw-card"
                  data-card-id={c.id}
                  data-frozen={c.frozen ? 'true' : 'false'}
                  onClick={() => {
                    setCardId(c.id);
                    setErrors((e) => ({ ...e, card: undefined }));
                  }}
                >
                  <span className="withdraw-card__title">{c.title}</span>
                  <span className="withdraw-card__detail">
                    <bdi dir="ltr">{c.detail}</bdi>
                  </span>
                  {c.frozen && <span className="withdraw-card__frozen">{t('withdraw:frozen')}</span>}
                </button>
              ))
            )}
            {errors.card && (
              <p className="field__error" data-testid="field-error-bankCardId">
                {t(errors.card.key, errors.card.values ?? {})}
              </p>
            )}
          </div>

          <TextField
            name="amount"
            label={t('withdraw:amount')}
            value={amount}
            inputMode="numeric"
            placeholder={t('withdraw:amount_placeholder')}
            hint={t('withdraw:amount_hint', { min: formatMoney(limits.min, symbol), max: formatMoney(Math.min(limits.max, limits.remaining), symbol) })}
            error={errors.amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
          />
          {settings.fixedWithdrawAmounts.length > 0 && (
            <div className="withdraw-presets" role="group" aria-label={t('withdraw:presets')}>
              {settings.fixedWithdrawAmounts.map((a) => (
                <button
                  key={a}
                  type="button"
                  className="chip-tab"
                  data-testid="withdraw-amount-preset"
                  aria-pressed={parsed === a}
                  onClick={() => {
                    setAmount(String(a));
                    setErrors((e) => ({ ...e, amount: undefined }));
                  }}
                >
                  <bdi dir="ltr">{formatMoney(a, symbol)}</bdi>
                </button>
              ))}
            </div>
          )}
          <p className="withdraw-fee" aria-live="polite">
            <span>{t('withdraw:fee')}</span>{' '}
            <span data-testid="withdraw-fee" data-state={fee.status}>
              {fee.status === 'ready' ? <bdi dir="ltr">{formatMoney(fee.fee, symbol)}</bdi> : fee.status === 'loading' ? '…' : fee.status === 'error' ? t('withdraw:fee_error') : '—'}
            </span>
          </p>

          {withPassword && (
            <PasswordField
              name="password"
              label={t('withdraw:password')}
              value={password}
              placeholder={t('withdraw:password_placeholder')}
              autoComplete="current-password"
              error={errors.password}
              toggle="text"
              onChange={(value) => {
                setPassword(value);
                setErrors((e) => ({ ...e, password: undefined }));
              }}
            />
          )}
          {withPassword && flag('RESPAYPASS3') && (
            <Link className="withdraw-link" to={PATHS['security-forget-funds-password']} data-testid="withdraw-forgot-password">
              {t('withdraw:forgot_password')}
            </Link>
          )}

          <SubmitButton testId="withdraw-submit" disabled={busy || closed} className="withdraw-form__submit" keepFocus>
            {t('withdraw:submit')}
          </SubmitButton>
        </FormElement>
      )}

      {settings.precautionNote && (
        <p className="withdraw-note" data-testid="withdraw-precaution">
          {settings.precautionNote}
        </p>
      )}
      {recordsOn && (
        <Link className="withdraw-link" to={PATHS['withdraw-records']} data-testid="withdraw-records-entry">
          {t('withdraw:records')}
        </Link>
      )}
    </>
  );
}

function TurnoverStatus({ turnover }: { turnover: WithdrawTurnover }) {
  const { t } = useTranslation(WITHDRAW_NAMESPACES);
  const symbol = useCurrencySymbol();
  const met = turnover.status === 'A' || turnover.status === 'D';
  return (
    <section className="withdraw-turnover" data-testid="withdraw-turnover" data-status={turnover.status} aria-label={t('withdraw:turnover')}>
      <p className="withdraw-note">{met ? t('withdraw:turnover_ok') : t('withdraw:turnover_pending')}</p>
      {!met && turnover.details.length > 0 && (
        <table className="withdraw-table">
          <thead>
            <tr>
              <th scope="col">{t('withdraw:game_type')}</th>
              <th scope="col">{t('withdraw:required')}</th>
              <th scope="col">{t('withdraw:actual')}</th>
            </tr>
          </thead>
          <tbody>
            {turnover.details.map((d) => (
              <tr key={`${d.source}-${d.gameType}`} data-testid="withdraw-turnover-row" data-met={d.actualTurnover >= d.requiredTurnover ? 'true' : 'false'}>
                <th scope="row">{d.gameType}</th>
                <td>
                  <bdi dir="ltr">{formatMoney(d.requiredTurnover, symbol)}</bdi>
                </td>
                <td>
                  <bdi dir="ltr">{formatMoney(d.actualTurnover, symbol)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
