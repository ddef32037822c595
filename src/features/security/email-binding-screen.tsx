// /m/securityCenter/email: binds an e-mail address with a code sent to it. The address is checked
// before a code is asked for; a wrong or expired code shows under the code, the address stays.
import { useNavigate } from 'react-router-dom';
import { EMAIL_MAX_LENGTH } from '../../config/constants';
import { TextField } from '../../ui/form-field';
import { CodeField, useCodeSender } from './code-field';
import { bindEmail, loadOverview, sendEmailCode } from './security-api';
import { SecurityFormElement, SecurityLoadScreen, SecuritySubmit, useSecurityForm, useSecuritySubmit } from './security-form';
import { codeRule, emailRule } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

export function EmailBindingScreen() {
  return (
    <SecurityLoadScreen page="email" loader={loadOverview}>
      {(overview) => (overview.email !== null ? <EmailBound email={overview.email} /> : <EmailForm />)}
    </SecurityLoadScreen>
  );
}

function EmailBound({ email }: { email: string }) {
  const { t } = useSecurityTranslation();
  return (
    <p className="security-state" data-testid="email-bound">
      {t('email_bound', { email })}
    </p>
  );
}

type Field = 'email' | 'verificationCode';

function EmailForm() {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const form = useSecurityForm<Field>({ email: '', verificationCode: '' }, { email: emailRule, verificationCode: codeRule });
  const { values } = form.state;

  const { sentTo, send } = useCodeSender(form.refuse, () => (form.validate(['email']) !== null ? null : sendEmailCode(values.email.trim())));

  const { busy, submit } = useSecuritySubmit(form, {
    fields: ['email', 'verificationCode'],
    send: () => bindEmail(values.email.trim(), values.verificationCode.trim()),
    saved: 'security:saved',
    then: () => void navigate(PATHS['security-center'], { replace: true }),
  });

  return (
    <>
      <SecurityFormElement formRef={form.formRef} testId="email-binding-form" onSubmit={submit}>
        <TextField {...form.bind('email')} type="email" inputMode="email" label={t('email')} placeholder={t('email_placeholder')} maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
        <CodeField {...form.bind('verificationCode')} onSend={send} sentTo={sentTo} />
        <SecuritySubmit testId="email-binding-submit" disabled={busy}>
          {t('bind')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
