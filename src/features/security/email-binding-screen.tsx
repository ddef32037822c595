// /m/securityCenter/email: binds an e-mail address with a code sent to it. The address is checked
// before a code is asked for; a wrong or expired code shows under the code, the address stays.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMAIL_MAX_LENGTH, TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { CodeField } from './code-field';
import { bindEmail, loadOverview, sendEmailCode } from './security-api';
import { LoadState, SecurityField, SecurityFormElement, SecurityScreen, SecuritySubmit, useSecurityForm } from './security-form';
import { SECURITY_CENTER_PATH } from './security-paths';
import { codeRule, emailRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

export function EmailBindingScreen() {
  const { t, ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadOverview);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="email">
      {!ready ? null : load.status !== 'ready' ? (
        <LoadState load={load} onRetry={reload} />
      ) : load.data.email !== null ? (
        <p className="security-state" data-testid="email-bound">
          {t('email_bound', { email: load.data.email })}
        </p>
      ) : (
        <EmailForm />
      )}
    </SecurityScreen>
  );
}

type Field = 'email' | 'verificationCode';

function EmailForm() {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const form = useSecurityForm<Field>({ email: '', verificationCode: '' }, { email: emailRule, verificationCode: codeRule });
  const { values } = form.state;

  const send = async (): Promise<number | null> => {
    if (form.validate(['email']) !== null) return null;
    try {
      const sent = await sendEmailCode(values.email.trim());
      setSentTo(sent.destination);
      return sent.cooldownSeconds;
    } catch (error) {
      await form.refuse(error);
      return null;
    }
  };

  const submit = async () => {
    if (busy || form.validate(['email', 'verificationCode']) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await bindEmail(values.email.trim(), values.verificationCode.trim());
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
      <SecurityFormElement formRef={form.formRef} testId="email-binding-form" onSubmit={submit}>
        <SecurityField {...form.bind('email')} type="email" inputMode="email" label={t('email')} placeholder={t('email_placeholder')} maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
        <CodeField {...form.bind('verificationCode')} onSend={send} sentTo={sentTo} />
        <SecuritySubmit testId="email-binding-submit" disabled={busy}>
          {t('bind')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
