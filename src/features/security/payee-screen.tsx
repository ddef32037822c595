// /m/securityCenter/payee: binds the payee name — the real name without diacritics, spaces allowed
// (spec section 5). Once bound it is read-only (withdrawals go to cards in this name).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYEE_NAME_MAX_LENGTH, TOAST } from '../../config/constants';
import { showConfirm, showLoading, toast } from '../../state/ui-store';
import { bindPayee, loadOverview } from './security-api';
import { LoadState, SecurityField, SecurityFormElement, SecurityScreen, SecuritySubmit, useSecurityForm } from './security-form';
import { SECURITY_CENTER_PATH } from './security-paths';
import { payeeNameRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

export function PayeeScreen() {
  const { ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadOverview);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="payee">
      {!ready ? null : load.status !== 'ready' ? (
        <LoadState load={load} onRetry={reload} />
      ) : load.data.payeeName !== null ? (
        <PayeeBound name={load.data.payeeName} />
      ) : (
        <PayeeForm />
      )}
    </SecurityScreen>
  );
}

function PayeeBound({ name }: { name: string }) {
  const { t } = useSecurityTranslation();
  return (
    <>
      <SecurityField name="payeeName" label={t('payee_name')} value={name} onChange={() => {}} readOnly />
      <p className="security-note" data-testid="payee-read-only">
        {t('payee_read_only')}
      </p>
    </>
  );
}

function PayeeForm() {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useSecurityForm<'payeeName'>({ payeeName: '' }, { payeeName: payeeNameRule });
  const submit = async () => {
    if (busy || form.validate(['payeeName']) !== null) return;
    const name = form.state.values.payeeName.trim();
    // Binding is for good: the player confirms the spelling first.
    if (!(await showConfirm({ key: 'security:payee_confirm', values: { name } }, { go: 'security:confirm' }))) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await bindPayee(name);
    } catch (error) {
      hide();
      setBusy(false);
      await form.refuse(error);
      return;
    }
    hide();
    toast.success('security:saved');
    void navigate(SECURITY_CENTER_PATH, { replace: true });
  };
  return (
    <>
      <h2 className="security-heading">{t('bind_payee')}</h2>
      <SecurityFormElement formRef={form.formRef} testId="payee-form" onSubmit={submit}>
        <SecurityField
          {...form.bind('payeeName')}
          label={t('payee_name')}
          placeholder={t('payee_name_placeholder')}
          hint={t('payee_name_hint')}
          maxLength={PAYEE_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <SecuritySubmit testId="payee-submit" disabled={busy}>
          {t('bind')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
