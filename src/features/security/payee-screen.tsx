// /m/securityCenter/payee: binds the payee name — the real name without diacritics, spaces allowed
// (spec section 5). Once bound it is read-only (withdrawals go to cards in this name).
import { useNavigate } from 'react-router-dom';
import { PAYEE_NAME_MAX_LENGTH } from '../../config/constants';
import { showConfirm } from '../../state/ui-store';
import { TextField } from '../../ui/form-field';
import { bindPayee, loadOverview } from './security-api';
import { SecurityFormElement, SecurityLoadScreen, SecuritySubmit, useSecurityForm, useSecuritySubmit } from './security-form';
import { payeeNameRule } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

export function PayeeScreen() {
  return (
    <SecurityLoadScreen page="payee" loader={loadOverview}>
      {(overview) => (overview.payeeName !== null ? <PayeeBound name={overview.payeeName} /> : <PayeeForm />)}
    </SecurityLoadScreen>
  );
}

function PayeeBound({ name }: { name: string }) {
  const { t } = useSecurityTranslation();
  return (
    <>
      <TextField name="payeeName" label={t('payee_name')} value={name} onChange={() => {}} readOnly />
      <p className="security-note" data-testid="payee-read-only">
        {t('payee_read_only')}
      </p>
    </>
  );
}

function PayeeForm() {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const form = useSecurityForm<'payeeName'>({ payeeName: '' }, { payeeName: payeeNameRule });
  const name = form.state.values.payeeName.trim();
  const { busy, submit } = useSecuritySubmit(form, {
    fields: ['payeeName'],
    // Binding is for good: the player confirms the spelling first.
    check: () => showConfirm({ key: 'security:payee_confirm', values: { name } }, { go: 'security:confirm' }),
    send: () => bindPayee(name),
    saved: 'security:saved',
    then: () => void navigate(PATHS['security-center'], { replace: true }),
  });
  return (
    <>
      <h2 className="security-heading">{t('bind_payee')}</h2>
      <SecurityFormElement formRef={form.formRef} testId="payee-form" onSubmit={submit}>
        <TextField {...form.bind('payeeName')} label={t('payee_name')} placeholder={t('payee_name_placeholder')} hint={t('payee_name_hint')} maxLength={PAYEE_NAME_MAX_LENGTH} autoComplete="name" />
        <SecuritySubmit testId="payee-submit" disabled={busy}>
          {t('bind')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
