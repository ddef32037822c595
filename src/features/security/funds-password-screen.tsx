// /m/securityCenter/fundsPassword: sets the funds password the first time (new + confirmation), then
// changes it (current + new + confirmation) with a link to the forgotten-password page. Success
// shows 'Saved' and returns to the security centre; a refusal shows under its field, nothing typed
// is lost.
import { Link, useNavigate } from 'react-router-dom';
import { changeFundPassword, loadOverview, setFundPassword } from './security-api';
import { NewFundPasswordFields } from './new-fund-password-fields';
import { SecurityFormElement, SecurityLoadScreen, SecurityPasswordField, SecuritySubmit, confirmMismatchOn, useSecurityForm, useSecuritySubmit } from './security-form';
import { currentFundPasswordRule, newFundPasswordRules } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

export function FundsPasswordScreen() {
  return (
    <SecurityLoadScreen page="fund-password" loader={loadOverview}>
      {(overview) => <FundsPasswordForm change={overview.fundPasswordSet} />}
    </SecurityLoadScreen>
  );
}

type Field = 'fundPassword' | 'newFundPassword' | 'confirmFundPassword';

function FundsPasswordForm({ change }: { change: boolean }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const form = useSecurityForm<Field>({ fundPassword: '', newFundPassword: '', confirmFundPassword: '' }, (current) => ({
    fundPassword: currentFundPasswordRule,
    ...newFundPasswordRules(current),
  }));
  const { values } = form.state;
  const { busy, submit } = useSecuritySubmit(form, {
    fields: change ? ['fundPassword', 'newFundPassword', 'confirmFundPassword'] : ['newFundPassword', 'confirmFundPassword'],
    check: () => {
      if (!change || values.fundPassword !== values.newFundPassword) return true;
      form.fail('newFundPassword', { key: 'errors:modify_new_old_same' });
      return false;
    },
    send: () => (change ? changeFundPassword(values.fundPassword, values.newFundPassword, values.confirmFundPassword) : setFundPassword(values.newFundPassword, values.confirmFundPassword)),
    refused: confirmMismatchOn(form, 'confirmFundPassword'),
    saved: 'security:saved',
    then: () => void navigate(PATHS['security-center'], { replace: true }),
  });

  return (
    <>
      <h2 className="security-heading">{change ? t('change_fund_password') : t('set_fund_password')}</h2>
      <SecurityFormElement formRef={form.formRef} testId={change ? 'fund-password-change-form' : 'fund-password-set-form'} onSubmit={submit}>
        {change && <SecurityPasswordField {...form.bind('fundPassword')} label={t('current_fund_password')} placeholder={t('current_fund_password_placeholder')} autoComplete="current-password" />}
        <NewFundPasswordFields bind={form.bind} />
        <SecuritySubmit testId="fund-password-submit" disabled={busy}>
          {t('save')}
        </SecuritySubmit>
      </SecurityFormElement>
      {change && (
        <Link className="security-link" to={PATHS['security-forget-funds-password']} data-testid="fund-password-forgot">
          {t('forgot_fund_password')}
        </Link>
      )}
    </>
  );
}
