// Login (/m/login) and agent login (/m/agent), spec sections 2, 4, 5 and 8: username/password and,
// with MOBILEVERCODELOGIN3, the mobile verification-code tab; remember password; the captcha after
// a failure that asks for one; Facebook/Google icons by flag; links to register (member login
// only) and forgot password. Success stores the session and goes to /m/changePsw when the platform
// asks for a new password, else agent home (agent page) or home.
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginRequest } from '../../api/contract.generated';
import { isApiError } from '../../api/api-error';
import { CAPTCHA_INPUT_MAX } from '../../config/constants';
import { flag } from '../../config/flags';
import { readMerchantConfig } from '../../config/merchant-config';
import { setLanguage, useLanguage } from '../../state/language-store';
import { readStored, storageKeys } from '../../state/storage';
import { showLoading } from '../../state/ui-store';
import { PasswordField, TextField } from '../../ui/form-field';
import { LanguagePicker } from '../../ui/language-picker';
import { TitleBar } from '../../ui/title-bar';
import { useAsyncEffect } from '../../ui/use-async-effect';
import { fetchCaptcha, login, type WithoutDeviceId } from './auth-api';
import { readBrowserCredential, storeBrowserCredential } from './browser-credentials';
import { captchaRules, dialingCodeRules, loginMobileRules, loginPasswordRules, loginUsernameRules, verificationCodeRules } from './auth-rules';
import { completeSignIn } from './auth-session';
import { merchantDialingCode } from './merchant-dialing-code';
import { AuthFormElement, CheckboxField, SubmitButton, Tabs } from './form-controls';
import { registrationOpen } from './registration-flags';
import { MobileCodeFields } from './sms-code-field';
import { SocialLogin } from './social-login';
import { bindField, useAuthForm, type FieldRules } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';
import { useRegisterSettings } from './use-register-settings';
import { AuthReady } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

type LoginTab = 'username' | 'mobile';
type LoginField = 'username' | 'password' | 'captcha' | 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** The error value carries { captcha: true } when the platform now wants a captcha. */
function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

export function LoginScreen() {
  return (
    <AuthReady screen="login">
      <LoginView agent={false} />
    </AuthReady>
  );
}

export function AgentLoginScreen() {
  return (
    <AuthReady screen="agent-login">
      <LoginView agent />
    </AuthReady>
  );
}

function LoginView({ agent }: { agent: boolean }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const config = readMerchantConfig();
  const { code: language } = useLanguage();
  const { settings } = useRegisterSettings();
  const mobileTab = flag('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>('username');
  const remembered = useRef(readStored(storageKeys.rememberedLogin)).current;
  const [remember, setRemember] = useState(remembered !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const login_ = settings?.login;
  const rules: FieldRules<LoginField> = {
    username: loginUsernameRules(login_),
    password: loginPasswordRules(login_),
    captcha: captchaRules(),
    countryDialingCode: dialingCodeRules(),
    mobileNum: loginMobileRules(login_),
    verificationCode: verificationCodeRules(login_?.verificationCode),
  };
  const form = useAuthForm<LoginField>(
    {
      username: remembered?.userName ?? '',
      // Never from our storage: the browser's password manager fills it, see below.
      password: '',
      captcha: '',
      countryDialingCode: merchantDialingCode(),
      mobileNum: '',
      verificationCode: '',
    },
    rules,
  );
  const { values } = form;

  // A remembered name: ask the browser's password store (Credential Management API, where there
  // is one) for the matching password. It fills the form only; nothing of it is stored by us.
  // Only while the form still shows that name and an empty password (the player may be faster).
  const { setValue, formRef } = form;
  useAsyncEffect(
    (run) => {
      if (!remembered) return;
      run.settle(readBrowserCredential(), (credential) => {
        const input = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
        if (!credential || credential.userName !== input('username')?.trim() || input('password') !== '') return;
        setValue('password', credential.password);
      });
    },
    [remembered, setValue, formRef],
  );

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptchaImage(await fetchCaptcha());
    } catch {
      // The image stays as it was; tapping it tries again.
    }
  }, []);

  // Switching tabs refreshes a shown captcha (spec section 4): the old one may have been spent.
  const switchTab = (next: LoginTab) => {
    setTab(next);
    form.clearErrors();
    if (captchaShown) {
      form.setValue('captcha', '');
      void refreshCaptcha();
    }
  };

  const submit = async () => {
    if (busy) return;
    const fields: LoginField[] = tab === 'username' ? ['username', 'password', ...(captchaShown ? (['captcha'] as const) : [])] : ['countryDialingCode', 'mobileNum', 'verificationCode'];
    if (form.validate(fields) !== null) return;
    const payload: WithoutDeviceId<LoginRequest> =
      tab === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, ...(captchaShown ? { captcha: values.captcha.trim() } : {}) }
        : { type: 'sms', mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim(), countryDialingCode: values.countryDialingCode };
    setBusy(true);
    const hide = showLoading();
    try {
      const reply = await login(payload, agent);
      hide();
      const destination = completeSignIn(
        reply,
        {
          ...(tab === 'username' ? { password: values.password, remember } : {}),
          agentMarker: agent ? 'set' : 'clear',
          destination: agent ? PATHS['agent-home'] : PATHS.home,
        },
        tab === 'username' ? values.username.trim() : reply.userName,
      );
      // Remember password: the browser's password manager keeps the password (feature-detected,
      // failures ignored); our storage keeps the name only.
      if (tab === 'username' && remember) void storeBrowserCredential(values.username.trim(), values.password);
      void navigate(destination, { replace: true });
    } catch (error) {
      hide();
      setBusy(false);
      if (asksForCaptcha(error)) {
        setCaptchaShown(true);
        form.setValue('captcha', '');
        void refreshCaptcha();
      }
      // Spec section 8: an error with a message shows an alert titled 'notice' with a submit button;
      // closing it returns the focus to the field at fault.
      await form.alert(error, tab === 'username' ? 'password' : 'verificationCode');
    }
  };

  const tabs = [
    { key: 'username' as const, label: t('tab_username'), testId: 'login-tab-username' },
    { key: 'mobile' as const, label: t('tab_mobile_code'), testId: 'login-tab-mobile' },
  ];

  return (
    <main className="screen auth-screen auth-screen--with-picker" data-screen={agent ? 'agent-login' : 'login'}>
      <TitleBar testId="screen-header" end={<LanguagePicker languages={config.languages} current={language} onSelect={(next) => void setLanguage(next)} />} />
      <div className="page-column">
        <div className="auth-brand">
          <img className="auth-brand__logo" src="/icons/logo.svg" alt="" width={56} height={56} />
          <p className="auth-brand__name">{config.name}</p>
        </div>
        {mobileTab && <Tabs items={tabs} active={tab} onSelect={switchTab} label={t('login_method')} />}
        <AuthFormElement formRef={form.formRef} testId="login-form" onSubmit={submit}>
          {tab === 'username' ? (
            <>
              <TextField
                {...bindField(form, 'username')}
                label={t('username')}
                placeholder={t('username_placeholder')}
                autoComplete="username"
                maxLength={login_?.loginUsername?.maxLength ?? undefined}
              />
              <PasswordField
                {...bindField(form, 'password')}
                label={t('password')}
                placeholder={t('password_placeholder')}
                autoComplete="current-password"
                maxLength={login_?.loginPassword?.maxLength ?? undefined}
              />
              {captchaShown && (
                <TextField
                  {...bindField(form, 'captcha')}
                  label={t('captcha')}
                  placeholder={t('captcha_placeholder')}
                  inputMode="numeric"
                  maxLength={CAPTCHA_INPUT_MAX}
                  end={
                    <button type="button" className="field__toggle captcha-button" aria-label={t('captcha_refresh')} onClick={() => void refreshCaptcha()}>
                      {captchaImage ? <img data-testid="captcha-image" src={captchaImage} alt={t('captcha_image')} width={96} height={36} /> : <span className="spinner" aria-hidden="true" />}
                    </button>
                  }
                />
              )}
              <CheckboxField name="remember" checked={remember} onChange={setRemember}>
                {t('remember_password')}
              </CheckboxField>
            </>
          ) : (
            <MobileCodeFields form={form} onChange={form.setValue} />
          )}
          <SubmitButton testId="login-submit" disabled={busy}>
            {t('login_button')}
          </SubmitButton>
        </AuthFormElement>
        <div className="auth-links">
          {!agent && registrationOpen() && (
            <Link to={PATHS.register} data-testid="login-register-link">
              {t('register_link')}
            </Link>
          )}
          <Link to={PATHS.forget} data-testid="login-forget-link">
            {t('forgot_link')}
          </Link>
          {!agent && flag('FREEPLAY3') && (
            <Link to={PATHS.trial} data-testid="login-trial-link">
              {t('trial_link')}
            </Link>
          )}
        </div>
        <SocialLogin agent={agent} />
      </div>
    </main>
  );
}
