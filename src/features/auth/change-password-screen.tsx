// Change password (/m/changePsw), also the forced change after a login that answered
// updatePassword (spec sections 2, 4 and 5): the user name read-only, the old password only when
// none is kept for the session, new password and confirmation. New equal to old opens a popup and
// sends nothing; success shows 'Change saved' for 1 s, updates what is stored and goes to agent
// home (agent marker) or home after 1 s. No session: home.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { messageKeyForError } from '../../api/error-messages';
import { CHANGE_PASSWORD_REDIRECT_DELAY_MS, TOAST } from '../../config/constants';
import { setPasswordChangeRequired, signOutWithFeedback, useSession } from '../../state/session-store';
import { forgetSessionPassword, sessionPassword } from '../../state/session-secret';
import { readStored, storageKeys } from '../../state/storage';
import { showLoading, toast } from '../../state/ui-store';
import { PasswordField, TextField } from '../../ui/form-field';
import { changePassword } from './auth-api';
import { storeBrowserCredential } from './browser-credentials';
import { MESSAGES, confirmRules, newPasswordRules } from './auth-rules';
import { homeForDevice, isTrialUser } from './auth-session';
import { rulesFromFieldRule } from './field-validation';
import { AuthFormElement, SubmitButton } from './form-controls';
import { bindField, useAuthForm, type FieldRules } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';
import { useRegisterSettings } from './use-register-settings';
import { AuthReady } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export function ChangePasswordScreen() {
  const { session } = useSession();
  if (!session) return <Navigate to={PATHS.home} replace />;
  return <AuthReady screen="change-password">{isTrialUser() ? <TrialRefusal /> : <ChangePasswordForm userName={session.userName} />}</AuthReady>;
}

function TrialRefusal() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  return (
    <main className="screen auth-screen" data-screen="change-password">
      <div className="page-column screen-state">
        <p data-testid="trial-refusal">{t('errors:trial_denied')}</p>
        <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.login)}>
          {t('login_button')}
        </button>
      </div>
    </main>
  );
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  // Forced while the platform's demand stands: the guards hold the player here (sign-out aside).
  const forced = useSession().passwordChangeRequired;
  const { settings } = useRegisterSettings();
  // Read once: the old-password field must not vanish while the player types.
  const storedPassword = useRef(sessionPassword()).current;
  const askOld = storedPassword === undefined;
  const fields: readonly Field[] = askOld ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword'];
  const form = useAuthForm<Field>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (current): FieldRules<Field> => ({
      oldPassword: rulesFromFieldRule(settings?.login.loginPassword, { name: 'loginPassword', requiredMessage: MESSAGES.enterOldPassword, required: true }),
      newPassword: newPasswordRules(settings?.login),
      confirmNewPassword: confirmRules(current.newPassword),
    }),
  );
  const { values } = form;
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Signing out is the one way out of a forced change (spec: sign-out stays possible).
  const leave = () => void signOutWithFeedback().then(() => navigate(PATHS.home, { replace: true }));

  const submit = async () => {
    if (busy || form.validate(fields) !== null) return;
    const oldPassword = storedPassword ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      await form.alertAbout('errors:modify_new_old_same', 'newPassword');
      return;
    }
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await changePassword(oldPassword, values.newPassword, values.confirmNewPassword);
    } catch (error) {
      hide();
      setBusy(false);
      const message = messageKeyForError(error);
      if (isApiError(error) && error.code === 'modify.pw.incorrect.pw' && askOld) form.fail('oldPassword', message);
      else if (isApiError(error) && (error.code === 'format.pwd.err' || error.code === 'modify.new.old.same')) form.fail('newPassword', message);
      else await form.alert(error, fields[0]);
      return;
    }
    hide();
    setPasswordChangeRequired(false);
    toast.success('auth:change_saved');
    // Spec section 4: the kept password is cleared and a remembered one follows the change. Only
    // the name is remembered here: the browser's password store gets the new password.
    forgetSessionPassword();
    if (readStored(storageKeys.rememberedLogin)) void storeBrowserCredential(userName, values.newPassword);
    const destination = homeForDevice();
    redirect.current = setTimeout(() => void navigate(destination, { replace: true }), CHANGE_PASSWORD_REDIRECT_DELAY_MS);
  };

  return (
    <main className="screen auth-screen" data-screen="change-password">
      <div className="page-column">
        {forced && (
          <p className="auth-notice" data-testid="change-password-forced">
            {t('password_change_required')}
          </p>
        )}
        <AuthFormElement formRef={form.formRef} testId="change-password-form" onSubmit={submit}>
          <TextField name="username" label={t('username')} value={userName} onChange={() => {}} readOnly autoComplete="username" />
          {askOld && (
            <PasswordField {...bindField(form, 'oldPassword')} label={t('old_password')} placeholder={t('old_password_placeholder')} autoComplete="current-password" />
          )}
          <PasswordField
            {...bindField(form, 'newPassword')}
            label={t('new_password')}
            placeholder={t('new_password_placeholder')}
            autoComplete="new-password"
            maxLength={settings?.login.newPassword?.maxLength ?? undefined}
          />
          <PasswordField
            {...bindField(form, 'confirmNewPassword')}
            label={t('confirm_new_password')}
            placeholder={t('confirm_password_placeholder')}
            autoComplete="new-password"
          />
          <SubmitButton testId="change-password-submit" disabled={busy}>
            {t('submit_button')}
          </SubmitButton>
        </AuthFormElement>
        {forced && (
          <button type="button" className="button auth-form__submit settings-sign-out" data-testid="change-password-sign-out" onClick={leave}>
            {t('sign_out')}
          </button>
        )}
      </div>
    </main>
  );
}
