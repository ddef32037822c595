// /m/upLine/transfer: the upline's name, the balance, an amount and the funds password; one submit
// moves the amount to the upline (the platform posts both legs atomically; the request id makes a
// repeat harmless). Reachable only under spec §6's three conditions (canTransferToUpline, the same
// rule as the member-centre entry): the route guard refuses the flag and type 2, and this screen
// sends a member without an upline home with the notice, as the guard does.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SecurityOverview } from '../../api/contract.generated';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { TOAST } from '../../config/constants';
import { flag } from '../../config/flags';
import { canTransferToUpline } from '../../state/reward-rules';
import { loadMemberInfo, useSession } from '../../state/session-store';
import { showAlert, showLoading, toast } from '../../state/ui-store';
import { loadWallet, useWallet } from '../../state/wallet-store';
import { FormElement, PasswordField, SubmitButton, TextField, type FieldMessage } from '../../ui/form-field';
import { useLoad } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { loadSecurityOverview, transferToUpline } from './rewards-api';
import { ErrorState, LoadingState, RewardsScreen } from './rewards-parts';
import { transferProblems, parseAmount, type TransferField } from './upline-transfer-rule';
import { useRewardsTranslation } from './use-rewards-translation';
import { useMoney } from '../../ui/currency';
import { PATHS } from '../../domain/paths';
import { newIdempotencyKey } from '../../api/idempotency-key';

export function UplineTransferScreen() {
  const { t, ready } = useRewardsTranslation();
  const navigate = useNavigate();
  const { memberInfo, session } = useSession();
  const [infoFailed, setInfoFailed] = useState<unknown>(null);
  const { load, reload } = useLoad(loadSecurityOverview);

  useEffect(() => {
    loadMemberInfo({ renew: true }).catch((error: unknown) => setInfoFailed(error ?? new Error('member info')));
    loadWallet().catch(() => undefined);
  }, []);

  const member = memberInfo ? { type: memberInfo.type, toUpline: memberInfo.toUpline } : null;
  const allowed = canTransferToUpline(flag('AGETRANSFERUP3'), member);
  useEffect(() => {
    if (memberInfo && !allowed) {
      toast.notice('errors:upline_none');
      void navigate(PATHS.home, { replace: true });
    }
  }, [memberInfo, allowed, navigate]);

  const busy = !ready || !session || (!memberInfo && infoFailed === null) || load.status === 'loading' || (memberInfo !== null && !allowed);
  return (
    <RewardsScreen screen="upline-transfer" busy={busy}>
      {!ready ? null : infoFailed !== null && !memberInfo ? (
        <ErrorState
          message={t('upline.load_failed')}
          error={infoFailed}
          onRetry={() => {
            setInfoFailed(null);
            loadMemberInfo({ renew: true }).catch((error: unknown) => setInfoFailed(error ?? new Error('member info')));
          }}
        />
      ) : busy ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t('upline.load_failed')} error={load.error} onRetry={reload} />
      ) : load.status === 'ready' && memberInfo?.toUpline ? (
        <TransferForm upline={memberInfo.toUpline} overview={load.data} />
      ) : null}
    </RewardsScreen>
  );
}

function TransferForm({ upline, overview }: { upline: string; overview: SecurityOverview }) {
  const { t } = useRewardsTranslation();
  const money = useMoney();
  const { wallet } = useWallet();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<Record<TransferField, string>>({ amount: '', fundPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<TransferField, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newIdempotencyKey());

  const focus = (name: TransferField) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };
  const set = (name: TransferField) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async () => {
    if (busy) return;
    const problems = transferProblems(values, wallet?.sumBalance ?? null);
    setErrors(problems);
    const first = (['amount', 'fundPassword'] as const).find((name) => problems[name]);
    if (first) {
      focus(first);
      return;
    }
    const amount = parseAmount(values.amount) ?? 0;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      const result = await transferToUpline(amount, values.fundPassword, requestId.current);
      hide();
      requestId.current = newIdempotencyKey();
      toast.success({ key: 'rewards:upline.sent', values: { amount: money(result.amount), upline: result.upline } }, true);
      setValues({ amount: '', fundPassword: '' });
      loadWallet().catch(() => undefined);
    } catch (error) {
      hide();
      const field = fieldForError(error);
      if (field === 'amount' || field === 'fundPassword') {
        setErrors((e) => ({ ...e, [field]: messageKeyForError(error) }));
        focus(field);
      } else {
        const message = messageKeyForError(error);
        await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="rewards-card rewards-summary">
        <WalletBalance label={t('balance')} refreshTestId="upline-balance-refresh" />
        <p className="rewards-upline">
          <span className="muted">{t('upline.upline')}</span>
          <bdi data-testid="upline-name">{upline}</bdi>
        </p>
      </section>
      {!overview.fundPasswordSet ? (
        <div className="screen-state" data-testid="upline-fund-password-missing">
          <p>{t('upline.fund_password_missing')}</p>
          <Link className="button button--primary" to={PATHS['security-funds-password']}>
            {t('upline.set_fund_password')}
          </Link>
        </div>
      ) : (
        <FormElement formRef={formRef} testId="upline-transfer-form" className="rewards-form" onSubmit={submit}>
          <TextField
            name="amount"
            label={t('upline.amount')}
            placeholder={t('upline.amount_placeholder')}
            inputMode="decimal"
            value={values.amount}
            error={errors.amount}
            onChange={set('amount')}
          />
          <PasswordField
            name="fundPassword"
            label={t('upline.fund_password')}
            placeholder={t('upline.fund_password_placeholder')}
            autoComplete="off"
            value={values.fundPassword}
            error={errors.fundPassword}
            onChange={set('fundPassword')}
            toggle="text"
          />
          <SubmitButton testId="upline-transfer-submit" disabled={busy} className="rewards-wide" keepFocus>
            {t('upline.submit')}
          </SubmitButton>
        </FormElement>
      )}
    </>
  );
}
