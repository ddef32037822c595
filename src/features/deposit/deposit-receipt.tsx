// The manual-transfer receipt (upstream facts "Manual-transfer receipt flow"): where to send the
// money (bank, account name, account number or wallet address), the amount, the code to write in
// the transfer's remark, the order number, and the time left (1800 s by default, read from the one
// shared clock). The reference input shows when DPSTMTRMK3 is on for MT/MT4/PAYID; the slip upload
// when DEPUPDATEREM3 is on or the channel requires confirmation (the image is compressed to JPEG
// first). 'Transfer completed' sends the reference, then the task, then says the order is submitted.
import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { DepositChannel, DepositMethod, DepositReceipt } from '../../api/contract.generated';
import { translateError } from '../../api/error-messages';
import { DEPOSIT_COUNTDOWN_DEFAULT_S, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '../../config/constants';
import { flag } from '../../config/flags';
import { toast } from '../../state/ui-store';
import { loadWallet } from '../../state/wallet-store';
import { useClockValue } from '../../ui/clock';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format-money';
import { completeTransfer, updateDepositReference, uploadDepositSlip } from './deposit-api';
import { countdownText, referenceField, slipWanted } from './deposit-model';
import { useCurrencySymbol } from '../../ui/currency';
import { useDepositTranslation } from './use-deposit-translation';
import { PATHS } from '../../domain/paths';

type SlipState = { status: 'none' } | { status: 'uploading' } | { status: 'done' } | { status: 'error'; error: unknown };

interface Props {
  receipt: DepositReceipt;
  method: DepositMethod;
  channel: DepositChannel;
  onAgain: () => void;
}

export function DepositReceiptView({ receipt, method, channel, onAgain }: Props) {
  const { t } = useDepositTranslation();
  const symbol = useCurrencySymbol();
  const referenceId = useId();
  const slipId = useId();
  // The deadline on this device's clock: the platform's seconds left, counted from when it answered.
  const deadline = useMemo(() => Date.now() + (receipt.countDownTime || DEPOSIT_COUNTDOWN_DEFAULT_S) * 1000, [receipt]);
  const secondsLeft = useClockValue(useCallback((now: number) => Math.max(0, Math.ceil((deadline - now) / 1000)), [deadline]));
  const expired = secondsLeft <= 0;
  const reference = referenceField(flag('DPSTMTRMK3'), method.code);
  const slip = slipWanted(flag('DEPUPDATEREM3'), channel);
  const slipRequired = channel.confirmationRequired === 'Y';
  const [referenceNo, setReferenceNo] = useState('');
  const [slipState, setSlipState] = useState<SlipState>({ status: 'none' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [needSlip, setNeedSlip] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const copy = (text: string) => {
    const write = navigator.clipboard?.writeText(text);
    if (!write) return toast.error('deposit:copy_failed');
    write.then(
      () => toast.success('deposit:copied'),
      () => toast.error('deposit:copy_failed'),
    );
  };

  const pickSlip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setSlipState({ status: 'error', error: null });
      return;
    }
    setNeedSlip(false);
    setSlipState({ status: 'uploading' });
    import('./compress-image')
      .then(({ compressSlip }) => compressSlip(file))
      .then((blob) => {
        if (blob.size > UPLOAD_IMAGE_MAX_BYTES) throw new Error('slip too large');
        return uploadDepositSlip(receipt.depositId, blob);
      })
      .then(
        () => setSlipState({ status: 'done' }),
        (error: unknown) => setSlipState({ status: 'error', error }),
      );
  };

  const complete = () => {
    if (sending || expired) return;
    if (slipRequired && slipState.status !== 'done') {
      setNeedSlip(true);
      return;
    }
    setSending(true);
    setFailure(null);
    const typed = referenceNo.trim();
    (reference && typed !== '' ? updateDepositReference(receipt.depositId, typed) : Promise.resolve(null))
      .then(() => completeTransfer(receipt.depositId))
      .then(
        () => {
          setSending(false);
          setSubmitted(true);
          loadWallet().catch(() => undefined);
        },
        (error: unknown) => {
          setSending(false);
          setFailure(error);
        },
      );
  };

  const crypto = receipt.depositType === 'CRYPTO';
  const rows: { key: string; label: string; value: string; copy?: boolean }[] = [
    { key: 'bank', label: t(crypto ? 'receipt.network' : 'receipt.bank'), value: receipt.receiveBank },
    { key: 'name', label: t('receipt.account_name'), value: receipt.receiveName },
    crypto && receipt.walletAddress
      ? { key: 'account', label: t('receipt.wallet_address'), value: receipt.walletAddress, copy: true }
      : { key: 'account', label: t('receipt.account_number'), value: receipt.receiveAccount, copy: true },
    { key: 'amount', label: t('receipt.amount'), value: formatMoney(receipt.requestedAmount, symbol), copy: true },
    ...(crypto && receipt.cryptoAmount !== null
      ? [
          { key: 'crypto', label: t('receipt.crypto_amount'), value: `${receipt.cryptoAmount} ${method.code}`, copy: true },
          { key: 'rate', label: t('receipt.exchange_rate'), value: `1 ${method.code} = ${formatMoney(receipt.exchangeRate ?? 1, symbol)}` },
        ]
      : []),
    { key: 'ref', label: t('receipt.ref_code'), value: receipt.refCode, copy: true },
    { key: 'order', label: t('receipt.order_number'), value: receipt.depositId, copy: true },
    ...(receipt.promotionName ? [{ key: 'promotion', label: t('receipt.promotion'), value: receipt.promotionName }] : []),
  ];

  return (
    <section className="deposit-receipt" data-testid="deposit-receipt" data-deposit-id={receipt.depositId} aria-labelledby={`${referenceId}-title`}>
      <h2 className="deposit-receipt__title" id={`${referenceId}-title`}>
        {t('receipt.title')}
      </h2>
      <p className="deposit-receipt__countdown" data-testid="deposit-countdown" data-seconds={secondsLeft}>
        {expired ? t('receipt.expired') : t('receipt.countdown', { time: countdownText(secondsLeft) })}
      </p>
      <dl className="deposit-receipt__rows">
        {rows.map((row) => (
          <div key={row.key} className="deposit-receipt__row" data-testid={`deposit-receipt-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              <bdi dir="ltr">{row.value}</bdi>
              {row.copy && (
                <button type="button" className="button button--small deposit-copy" aria-label={t('receipt.copy_label', { what: row.label })} onClick={() => copy(row.value)}>
                  {t('receipt.copy')}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="deposit-hint muted">{t('receipt.remark_hint', { code: receipt.refCode })}</p>

      {reference && (
        <div className="deposit-section">
          <label className="deposit-section__title" htmlFor={referenceId}>
            {t(reference === 'load_message_id' ? 'receipt.load_message_id' : 'receipt.reference')}
          </label>
          <input id={referenceId} className="deposit-amount" name="referenceNo" autoComplete="off" maxLength={64} value={referenceNo} onChange={(e) => setReferenceNo(e.target.value)} />
        </div>
      )}

      {slip && (
        <div className="deposit-section">
          <label className="deposit-section__title" htmlFor={slipId}>
            {t(slipRequired ? 'receipt.slip_required' : 'receipt.slip')}
          </label>
          <input id={slipId} className="deposit-slip" type="file" name="image" accept={UPLOAD_IMAGE_TYPES.join(',')} data-testid="deposit-slip-input" disabled={slipState.status === 'uploading'} onChange={pickSlip} />
          <p className={slipState.status === 'error' || needSlip ? 'deposit-field-error' : 'deposit-hint muted'} data-testid="deposit-slip-status" data-state={slipState.status} role={slipState.status === 'error' || needSlip ? 'alert' : 'status'}>
            {needSlip
              ? t('receipt.slip_needed')
              : slipState.status === 'uploading'
                ? t('receipt.slip_uploading')
                : slipState.status === 'done'
                  ? t('receipt.slip_done')
                  : slipState.status === 'error'
                    ? slipState.error
                      ? translateError(slipState.error, t)
                      : t('receipt.slip_type')
                    : t('receipt.slip_hint')}
          </p>
        </div>
      )}

      {failure !== null && (
        <p className="deposit-field-error" role="alert" data-testid="deposit-complete-error">
          {translateError(failure, t)}
        </p>
      )}
      <button type="button" className="button button--primary deposit-submit" data-testid="deposit-transfer-completed" disabled={sending || expired} onClick={complete}>
        {t('receipt.completed')}
      </button>
      <button type="button" className="button deposit-submit" data-testid="deposit-again" onClick={onAgain}>
        {t('receipt.again')}
      </button>

      {submitted && (
        <Dialog
          title={t('submitted.title')}
          testId="deposit-submitted"
          footer={
            <>
              <button type="button" className="button" data-testid="deposit-submitted-close" onClick={onAgain}>
                {t('submitted.close')}
              </button>
              <Link className="button button--primary" to={PATHS['deposit-records']} data-testid="deposit-records-link">
                {t('submitted.records')}
              </Link>
            </>
          }
        >
          <p>{t('submitted.body', { order: receipt.depositId })}</p>
        </Dialog>
      )}
    </section>
  );
}
