// Forgot password (/m/forget), spec sections 2, 4 and 5: with CHNGPASSVERIF3 a phone/email toggle
// (phone first) whose phone side is set password by phone; otherwise the e-mail form only. The
// e-mail form checks the user name by the login-username rule (trimmed) and the e-mail by the
// e-mail rule ('in_email_incorrect'); success shows a message, then goes to /m/agent when the agent
// marker is stored, else one page back.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOAST } from '../../config/constants';
import { flag } from '../../config/flags';
import { showLoading, toast } from '../../state/ui-store';
import { TextField } from '../../ui/form-field';
import { useOnePageBack } from '../../ui/route-handle';
import { TitleBar } from '../../ui/title-bar';
import { requestPasswordEmail } from './auth-api';
import { forgotEmailRules, loginUsernameRules } from './auth-rules';
import { hasAgentMarker } from './auth-session';
import { AuthFormElement, SubmitButton, Tabs } from './form-controls';
import { SetPasswordByPhoneForm } from './set-password-by-phone-form';
import { bindField, useAuthForm } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';
import { useRegisterSettings } from './use-register-settings';
import { authScreen } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

type Way = 'phone' | 'email';

export const ForgetScreen = authScreen('forget', ForgetView);

function ForgetView() {
  const { t } = useAuthTranslation();
  const byPhone = flag('CHNGPASSVERIF3');
  const [way, setWay] = useState<Way>(byPhone ? 'phone' : 'email');
  return (
    <main className="screen auth-screen" data-screen="forget">
      <TitleBar testId="screen-header" />
      <div className="page-column">
        {byPhone && (
          <Tabs
            items={[
              { key: 'phone', label: t('forget_by_phone'), testId: 'forget-tab-phone' },
              { key: 'email', label: t('forget_by_email'), testId: 'forget-tab-email' },
            ]}
            active={way}
            onSelect={setWay}
            label={t('forget_method')}
          />
        )}
        {way === 'phone' ? <SetPasswordByPhoneForm /> : <EmailForm />}
      </div>
    </main>
  );
}

function EmailForm() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const onePageBack = useOnePageBack();
  const { settings } = useRegisterSettings();
  const form = useAuthForm<'username' | 'email'>({ username: '', email: '' }, { username: loginUsernameRules(settings?.login), email: forgotEmailRules(settings?.login) });
  const { values } = form;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy || form.validate(['username', 'email']) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await requestPasswordEmail(values.username.trim(), values.email.trim());
      hide();
      toast.success('auth:reset_email_sent', true);
      if (hasAgentMarker()) void navigate(PATHS['agent-login'], { replace: true });
      else onePageBack();
    } catch (error) {
      hide();
      setBusy(false);
      void toast.apiError(error);
    }
  };

  return (
    <AuthFormElement formRef={form.formRef} testId="forget-email-form" onSubmit={submit}>
      <TextField {...bindField(form, 'username')} label={t('username')} placeholder={t('username_placeholder')} autoComplete="username" />
      <TextField {...bindField(form, 'email')} label={t('email')} placeholder={t('email_placeholder')} type="email" inputMode="email" autoComplete="email" />
      <SubmitButton testId="forget-submit" disabled={busy}>
        {t('retrieve_button')}
      </SubmitButton>
    </AuthFormElement>
  );
}
