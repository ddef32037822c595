// Set password by phone (spec sections 2 and 4), the phone side of forgot password: dialing code,
// mobile number, SMS code with its countdown, new password. The button stays disabled until the
// form has been touched and has no error; success signs in with the mobile number and the new
// password; 'modify.new.old.same' clears the new password, any other error clears the code.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { PasswordField } from '../../ui/form-field';
import { login, setPasswordByPhone } from './auth-api';
import { dialingCodeRules, loginMobileRules, newPasswordRules, verificationCodeRules } from './auth-rules';
import { completeSignIn, hasAgentMarker, homeForDevice } from './auth-session';
import { merchantDialingCode } from './merchant-dialing-code';
import { validateValue } from './field-validation';
import { AuthFormElement, SubmitButton } from './form-controls';
import { MobileCodeFields } from './sms-code-field';
import { bindField, useAuthForm, type FieldRules } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';
import { useRegisterSettings } from './use-register-settings';

type Field = 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'newPassword';
const FIELDS: readonly Field[] = ['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword'];

export function SetPasswordByPhoneForm() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { settings } = useRegisterSettings();
  const rulesOf = settings?.login;
  const rules: FieldRules<Field> = {
    countryDialingCode: dialingCodeRules(),
    mobileNum: loginMobileRules(rulesOf),
    verificationCode: verificationCodeRules(rulesOf?.verificationCode),
    newPassword: newPasswordRules(rulesOf),
  };
  const form = useAuthForm<Field>({ countryDialingCode: merchantDialingCode(), mobileNum: '', verificationCode: '', newPassword: '' }, rules);
  const { values } = form;
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = (name: Field, value: string) => {
    setDirty(true);
    form.setValue(name, value);
  };
  const valid = FIELDS.every((name) => validateValue(values[name], rules[name] ?? []) === null);

  const submit = async () => {
    if (busy || form.validate(FIELDS) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    const mobileNum = values.mobileNum.trim();
    try {
      await setPasswordByPhone({ newPassword: values.newPassword, mobileNum, countryDialingCode: values.countryDialingCode, verificationCode: values.verificationCode.trim() });
    } catch (error) {
      hide();
      setBusy(false);
      // Spec section 4: the same password clears the new password, any other error the code. The
      // reason is said once: under the field it concerns, or (a network failure, say) in a toast,
      // never as a toast plus a 'please enter the code' for the field just cleared.
      const cleared: Field = isApiError(error) && error.code === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
      form.setValue(cleared, '');
      const about = fieldForError(error);
      if (about === 'newPassword' || about === 'verificationCode' || about === 'mobileNum') form.fail(about, messageKeyForError(error));
      else {
        form.clearErrors();
        void toast.apiError(error);
      }
      return;
    }
    toast.success('auth:password_set', true);
    try {
      // Spec section 4: sign in with the mobile number as the user name and the new password.
      const agent = hasAgentMarker();
      const reply = await login({ type: 'username', username: mobileNum, password: values.newPassword }, agent);
      hide();
      const destination = completeSignIn(reply, { password: values.newPassword, agentMarker: 'keep', destination: homeForDevice() });
      void navigate(destination, { replace: true });
    } catch (error) {
      // The password is set; only the automatic sign-in failed. The player can log in by hand.
      hide();
      setBusy(false);
      void toast.apiError(error);
    }
  };

  return (
    <AuthFormElement formRef={form.formRef} testId="set-password-form" onSubmit={submit}>
      <MobileCodeFields form={form} onChange={change} />
      <PasswordField
        {...bindField(form, 'newPassword')}
        onChange={(v) => change('newPassword', v)}
        label={t('new_password')}
        placeholder={t('new_password_placeholder')}
        autoComplete="new-password"
        maxLength={rulesOf?.newPassword?.maxLength ?? undefined}
      />
      <SubmitButton testId="set-password-submit" disabled={busy || !dirty || !valid}>
        {t('confirm_button')}
      </SubmitButton>
    </AuthFormElement>
  );
}
