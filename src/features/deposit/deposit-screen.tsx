// /m/voucherCenter (spec section 2; upstream facts "Deposit (voucher centre)"): the balance, the
// fiat/crypto switch, the methods (folded after 6, "+N%" badges), the method's channels, the amount
// with its presets (fixed-only channels take presets only) and a validation naming both limits,
// the promotion choice, and submit → the manual-transfer receipt (deposit-receipt.tsx). The template
// follows dep_func: 'base' lists methods as rows, 'new' as a tile grid with an estimate of what
// will arrive. The last method, channel and amount are remembered (storage key depositRemember).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DepositChannel, DepositMethod, DepositReceipt } from '../../api/contract.generated';
import { ApiError } from '../../api/api-error';
import { translateError } from '../../api/error-messages';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useDepositDetailTemplate } from '../../state/startup-store';
import { readStored, storageKeys, writeStored } from '../../state/storage';
import { loadWallet } from '../../state/wallet-store';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format-money';
import { useRememberedLoad } from '../../ui/use-remembered-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { loadDepositSetup, postDeposit, type DepositSetup } from './deposit-api';
import {
  amountProblem,
  estimateCredit,
  methodBadge,
  methodsOfType,
  parseAmount,
  recommendedCodes,
  rememberedChoice,
  typesOffered,
  visibleMethods,
  type AmountProblem,
  type DepositTemplate,
  type DepositType,
} from './deposit-model';
import { useCurrencySymbol } from '../../ui/currency';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { DepositReceiptView } from './deposit-receipt';
import { useDepositTranslation } from './use-deposit-translation';
import '../../ui/chip-tabs.css';
import './deposit.css';

export function DepositScreen() {
  const { t, ready } = useDepositTranslation();
  const template = useDepositDetailTemplate();
  // A revisit shows the last methods and channels at once while they are asked for again.
  const { load: state, reload } = useRememberedLoad('deposit', loadDepositSetup);
  const [receipt, setReceipt] = useState<{ receipt: DepositReceipt; method: DepositMethod; channel: DepositChannel } | null>(null);

  useEffect(() => {
    // A deposit approved while the member was elsewhere shows as soon as they come back.
    loadWallet().catch(() => undefined);
  }, []);

  const busy = !ready || state.status === 'loading';
  return (
    <main className={`screen deposit deposit--${template}`} data-screen="deposit" data-template={template} aria-busy={busy ? 'true' : undefined}>
      {ready && <WalletBalance label={t('balance')} refreshTestId="deposit-refresh-balance" />}
      {busy ? (
        <div className="deposit__skeleton" aria-hidden="true">
          <div />
          <div />
          <div />
        </div>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={reload} testIdPrefix="deposit" />
      ) : !state.data.settings.allowDeposit ? (
        <div className="deposit__state" data-testid="deposit-unavailable">
          <p>{t('not_allowed')}</p>
        </div>
      ) : typesOffered(state.data.channels.methods).length === 0 ? (
        <EmptyState className="deposit__state">{t('no_methods')}</EmptyState>
      ) : receipt ? (
        <DepositReceiptView
          receipt={receipt.receipt}
          method={receipt.method}
          channel={receipt.channel}
          onAgain={() => {
            setReceipt(null);
            reload();
          }}
        />
      ) : (
        <DepositForm setup={state.data} template={template} onReceipt={(r, method, channel) => setReceipt({ receipt: r, method, channel })} />
      )}
    </main>
  );
}

interface FormProps {
  setup: DepositSetup;
  template: DepositTemplate;
  onReceipt: (receipt: DepositReceipt, method: DepositMethod, channel: DepositChannel) => void;
}

function DepositForm({ setup, template, onReceipt }: FormProps) {
  const { t } = useDepositTranslation();
  const symbol = useCurrencySymbol();
  const methods = setup.channels.methods;
  const types = typesOffered(methods);
  const remembered = rememberedChoice(methods, readStored(storageKeys.depositRemember));
  const firstOf = (type: DepositType) => methodsOfType(methods, type)[0];
  const [type, setType] = useState<DepositType>(remembered?.method.depositType ?? types[0] ?? 'FIAT');
  const [methodCode, setMethodCode] = useState<string>(remembered?.method.code ?? firstOf(type)?.code ?? '');
  const [channelId, setChannelId] = useState<string>(remembered?.channel.vendorId ?? firstOf(type)?.channels[0]?.vendorId ?? '');
  const [amount, setAmount] = useState<string>(remembered?.amount ?? '');
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [outsideDialog, setOutsideDialog] = useState(!setup.settings.inServiceHours);
  // A revisit renders the remembered setup first: when the refreshed one says the hours have
  // closed meanwhile, the dialog says so then.
  const [hoursShown, setHoursShown] = useState(setup.settings.inServiceHours);
  if (hoursShown !== setup.settings.inServiceHours) {
    setHoursShown(setup.settings.inServiceHours);
    if (!setup.settings.inServiceHours) setOutsideDialog(true);
  }
  const idempotencyKey = useRef<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const amountId = useId();

  const list = methodsOfType(methods, type);
  const method = list.find((m) => m.code === methodCode) ?? list[0];
  const channel = method?.channels.find((c) => c.vendorId === channelId) ?? method?.channels[0];
  const promotion = setup.promotions.promotions.find((p) => p.id === promotionId);
  const problem: AmountProblem | null = channel ? amountProblem(amount, channel, symbol) : { key: 'amount_required' };
  const recommended = recommendedCodes(list);
  const { shown, folded } = visibleMethods(list, expanded, method?.code);
  const inHours = setup.settings.inServiceHours;

  const changed = () => {
    idempotencyKey.current = null;
    setFailure(null);
  };
  const pickType = (next: DepositType) => {
    changed();
    setType(next);
    const first = firstOf(next);
    setMethodCode(first?.code ?? '');
    setChannelId(first?.channels[0]?.vendorId ?? '');
    setExpanded(false);
  };
  const pickMethod = (m: DepositMethod) => {
    changed();
    setMethodCode(m.code);
    setChannelId(m.channels[0]?.vendorId ?? '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!method || !channel || submitting) return;
    if (problem) {
      amountRef.current?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey('dep-');
    setSubmitting(true);
    setFailure(null);
    const value = parseAmount(amount);
    postDeposit({ methodCode: method.code, channelId: channel.vendorId, amount: value, idempotencyKey: idempotencyKey.current, ...(promotion ? { promotionId: promotion.id } : {}) }).then(
      (receipt) => {
        writeStored(storageKeys.depositRemember, { depositType: method.depositType, methodCode: method.code, channelId: channel.vendorId, amount });
        idempotencyKey.current = null;
        setSubmitting(false);
        loadWallet().catch(() => undefined);
        onReceipt(receipt, method, channel);
      },
      (error: unknown) => {
        setSubmitting(false);
        if (error instanceof ApiError && error.code === 'deposit.outside.hours') setOutsideDialog(true);
        setFailure(error);
      },
    );
  };

  const estimate = channel && !problem ? estimateCredit(parseAmount(amount), channel, promotion) : null;
  const hours = { from: setup.settings.serviceFrom, to: setup.settings.serviceTo };

  return (
    <form className="deposit-form" noValidate onSubmit={submit} data-testid="deposit-form">
      {!inHours && (
        <p className="deposit__notice" role="alert" data-testid="deposit-outside-hours-notice">
          {t('outside_hours', hours)}
        </p>
      )}
      {types.length > 1 && (
        <div className="deposit-types" role="group" aria-label={t('type_label')}>
          {types.map((option) => (
            <button key={option} type="button" className={`chip-tab${option === type ? ' chip-tab--active' : ''}`} aria-pressed={option === type} data-testid={`deposit-type-${option.toLowerCase()}`} onClick={() => pickType(option)}>
              {t(option === 'FIAT' ? 'type_fiat' : 'type_crypto')}
            </button>
          ))}
        </div>
      )}

      <fieldset className="deposit-section">
        <legend className="deposit-section__title">{t('method_label')}</legend>
        <ul className={`deposit-methods deposit-methods--${template}`}>
          {shown.map((m) => {
            const badge = methodBadge(m);
            const chosen = m.code === method?.code;
            return (
              <li key={m.code}>
                <button type="button" className={`deposit-method${chosen ? ' deposit-method--chosen' : ''}`} aria-pressed={chosen} data-testid="deposit-method" data-method={m.code} onClick={() => pickMethod(m)}>
                  <span className="deposit-method__icon" aria-hidden="true">
                    {m.code.slice(0, 4)}
                  </span>
                  <span className="deposit-method__label">{m.message}</span>
                  {badge !== null && (
                    <span className="deposit-badge" data-testid="deposit-method-badge">
                      +{badge}%
                    </span>
                  )}
                  {recommended.has(m.code) && <span className="deposit-badge deposit-badge--plain">{t('recommended')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        {folded > 0 && (
          <button type="button" className="button button--small deposit-more" data-testid="deposit-methods-more" onClick={() => setExpanded(true)}>
            {t('show_more', { count: folded })}
          </button>
        )}
      </fieldset>

      {method && method.channels.length > 0 && (
        <fieldset className="deposit-section">
          <legend className="deposit-section__title">{t('channel_label')}</legend>
          <ul className="deposit-channels">
            {method.channels.map((c) => {
              const chosen = c.vendorId === channel?.vendorId;
              return (
                <li key={c.vendorId}>
                  <button
                    type="button"
                    className={`deposit-channel${chosen ? ' deposit-channel--chosen' : ''}`}
                    aria-pressed={chosen}
                    data-testid="deposit-channel"
                    data-channel={c.vendorId}
                    onClick={() => {
                      changed();
                      setChannelId(c.vendorId);
                    }}
                  >
                    <span className="deposit-channel__name">{c.vendorName}</span>
                    <span className="deposit-channel__limits">
                      <bdi dir="ltr">
                        {formatMoney(c.min, symbol)} – {formatMoney(c.max, symbol)}
                      </bdi>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {channel && (
        <div className="deposit-section">
          <label className="deposit-section__title" htmlFor={amountId}>
            {t('amount_label')}
          </label>
          <input
            ref={amountRef}
            id={amountId}
            className="deposit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('amount_placeholder', { min: formatMoney(channel.min, symbol), max: formatMoney(channel.max, symbol) })}
            value={amount}
            readOnly={channel.fixAmountOnly === 'Y'}
            aria-invalid={touched && problem ? true : undefined}
            aria-describedby={touched && problem ? `${amountId}-error` : `${amountId}-hint`}
            onChange={(e) => {
              changed();
              setAmount(e.target.value.replace(',', '.'));
            }}
            onBlur={() => setTouched(true)}
          />
          {touched && problem ? (
            <p className="deposit-field-error" id={`${amountId}-error`} role="alert" data-testid="deposit-amount-error">
              {t(problem.key, 'values' in problem ? problem.values : {})}
            </p>
          ) : (
            <p className="deposit-hint muted" id={`${amountId}-hint`}>
              {channel.fixAmountOnly === 'Y' ? t('fixed_only_hint') : t('amount_hint', { min: formatMoney(channel.min, symbol), max: formatMoney(channel.max, symbol) })}
            </p>
          )}
          {channel.fixAmounts.length > 0 && (
            <ul className={`deposit-presets deposit-presets--${template}`}>
              {channel.fixAmounts.map((preset) => {
                const chosen = parseAmount(amount) === preset;
                return (
                  <li key={preset}>
                    <button
                      type="button"
                      className={`deposit-preset${chosen ? ' deposit-preset--chosen' : ''}`}
                      aria-pressed={chosen}
                      data-testid="deposit-amount-preset"
                      data-amount={preset}
                      onClick={() => {
                        changed();
                        setAmount(String(preset));
                        setTouched(true);
                      }}
                    >
                      <bdi dir="ltr">{formatMoney(preset, symbol)}</bdi>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      {setup.promotions.promotions.length > 0 && (
        <fieldset className="deposit-section">
          <legend className="deposit-section__title">{t('promotion_label')}</legend>
          <ul className="deposit-promotions">
            {[null, ...setup.promotions.promotions].map((p) => (
              <li key={p?.id ?? 'none'}>
                <label className="deposit-promotion">
                  <input
                    type="radio"
                    name="promotionId"
                    value={p?.id ?? ''}
                    checked={(p?.id ?? null) === promotionId}
                    data-testid="deposit-promotion"
                    onChange={() => {
                      changed();
                      setPromotionId(p?.id ?? null);
                    }}
                  />
                  <span>{p ? `${p.name} (+${p.bonusPercentage}%)` : t('promotion_none')}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {template === 'new' && estimate && (
        <p className="deposit-estimate" data-testid="deposit-estimate">
          {t('estimate', { credit: formatMoney(estimate.credit, symbol), bonus: formatMoney(estimate.bonus, symbol) })}
        </p>
      )}
      {failure !== null && (
        <p className="deposit-field-error" role="alert" data-testid="deposit-submit-error">
          {translateError(failure, t)}
        </p>
      )}
      <button type="submit" className="button button--primary deposit-submit" data-testid="deposit-submit" disabled={submitting || !inHours}>
        {t('submit')}
      </button>

      {outsideDialog && (
        <Dialog
          title={t('outside_hours_title')}
          role="alertdialog"
          testId="deposit-outside-hours"
          onMaskClick={() => setOutsideDialog(false)}
          footer={
            <button type="button" className="button button--primary" data-testid="deposit-outside-hours-ok" onClick={() => setOutsideDialog(false)}>
              {t('common:feedback.submit')}
            </button>
          }
        >
          <p>{t('outside_hours', hours)}</p>
        </Dialog>
      )}
    </form>
  );
}
