// /m/securityCenter/fundsPassword: sets the funds password the first time (new + confirmation), then
// changes it (current + new + confirmation) with a link to the forgotten-password page. Success
// shows 'Saved' and returns to the security centre; a refusal shows under its field, nothing typed
// is lost.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { changeFundPassword, loadOverview, setFundPassword } from './security-api';
import { LoadState, SecurityFormElement, SecurityPasswordField, SecurityScreen, SecuritySubmit, useSecurityForm } from './security-form';
import { FORGET_FUNDS_PASSWORD_PATH, SECURITY_CENTER_PATH } from './security-paths';
import { FUND_PASSWORD_BOUNDS, confirmRule, currentFundPasswordRule, fundPasswordRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

export function FundsPasswordScreen() {
  const { ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadOverview);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="fund-password">
      {!ready ? null : load.status !== 'ready' ? <LoadState load={load} onRetry={reload} /> : <FundsPasswordForm change={load.data.fundPasswordSet} />}
    </SecurityScreen>
  );
}

type Field = 'fundPassword' | 'newFundPassword' | 'confirmFundPassword';

function FundsPasswordForm({ change }: { change: boolean }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useSecurityForm<Field>({ fundPassword: '', newFundPassword: '', confirmFundPassword: '' }, (current) => ({
    fundPassword: currentFundPasswordRule,
    newFundPassword: fundPasswordRule('enter_new_fund_password'),
    confirmFundPassword: confirmRule(current.newFundPassword),
  }));
  const { values } = form.state;
  const fields: Field[] = change ? ['fundPassword', 'newFundPassword', 'confirmFundPassword'] : ['newFundPassword', 'confirmFundPassword'];

  const submit = async () => {
    if (busy || form.validate(fields) !== null) return;
    if (change && values.fundPassword === values.newFundPassword) {
      form.fail('newFundPassword', { key: 'errors:modify_new_old_same' });
      return;
    }
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      if (change) await changeFundPassword(values.fundPassword, values.newFundPassword, values.confirmFundPassword);
      else await setFundPassword(values.newFundPassword, values.confirmFundPassword);
    } catch (error) {
      hide();
      setBusy(false);
      // The platform's confirmation check names the confirmation field.
      if (isApiError(error) && error.code === 'modify.new.confirm.diff') form.fail('confirmFundPassword', { key: 'security:confirm_mismatch' });
      else await form.refuse(error);
      return;
    }
    hide();
    toast.success('security:saved');
    void navigate(SECURITY_CENTER_PATH, { replace: true });
  };

  return (
    <>
      <h2 className="security-heading">{change ? t('change_fund_password') : t('set_fund_password')}</h2>
      <SecurityFormElement formRef={form.formRef} testId={change ? 'fund-password-change-form' : 'fund-password-set-form'} onSubmit={submit}>
        {change && <SecurityPasswordField {...form.bind('fundPassword')} label={t('current_fund_password')} placeholder={t('current_fund_password_placeholder')} autoComplete="current-password" />}
        <SecurityPasswordField
          {...form.bind('newFundPassword')}
          label={t('new_fund_password')}
          placeholder={t('new_fund_password_placeholder')}
          hint={t('fund_password_hint', FUNDS_PASSWORD_HINT_VALUES)}
          maxLength={FUND_PASSWORD_BOUNDS.max}
          autoComplete="new-password"
        />
        <SecurityPasswordField {...form.bind('confirmFundPassword')} label={t('confirm_fund_password')} placeholder={t('confirm_fund_password_placeholder')} autoComplete="new-password" />
        <SecuritySubmit testId="fund-password-submit" disabled={busy}>
          {t('save')}
        </SecuritySubmit>
      </SecurityFormElement>
      {change && (
        <Link className="security-link" to={FORGET_FUNDS_PASSWORD_PATH} data-testid="fund-password-forgot">
          {t('forgot_fund_password')}
        </Link>
      )}
    </>
  );
}

const FUNDS_PASSWORD_HINT_VALUES = { min: FUND_PASSWORD_BOUNDS.min, max: FUND_PASSWORD_BOUNDS.max };
