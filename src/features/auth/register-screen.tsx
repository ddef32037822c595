// Registration (/m/register, /register.html, /m/register.html), spec sections 2, 4 and 5: username
// and mobile tabs (tabs only when both methods are on; mobile by default when only it is on), every
// field driven by the platform's rules, show/hide passwords, the affiliate code checked with the
// platform, the SMS code in the username tab with REGMOBVERF3, a password in the mobile tab with
// MOBILENUMPASSREG3, the age confirmation and the agreement; success signs the player in.
import { useEffect, useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate, useNavigationType } from 'react-router-dom';
import type { RegisterSettings } from '../../api/contract.generated';
import { isApiError } from '../../api/api-error';
import { messageKeyForError } from '../../api/error-messages';
import { LOGIN_MOBILE_INPUT_MAX, REGISTRATION_TYPE } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { showLoading, toast } from '../../state/ui-store';
import { PasswordField, TextField } from '../../ui/form-field';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { TitleBar } from '../../ui/title-bar';
import { checkAffiliateCode, registerByMobile, registerByUsername } from './auth-api';
import { confirmRules, dialingCodeRules, registerFieldRules, type RegisterFieldName } from './auth-rules';
import { completeSignIn } from './auth-session';
import { merchantDialingCode } from './merchant-dialing-code';
import type { FieldMessage } from './field-validation';
import { inputMaxLength } from './field-validation';
import { AuthFormElement, CheckboxField, DialingCodeSelect, SubmitButton, Tabs } from './form-controls';
import { fieldHint } from './field-hints';
import { browserRegisterEnvironment, detectRegisterMethod, registerHost } from './register-method';
import { clearRegistrationDraft, keepRegistrationDraft, peekRegistrationDraft, type RegistrationDraft } from './registration-draft';
import { registrationMethods } from './registration-flags';
import { SmsCodeField, smsRequestOf } from './sms-code-field';
import { bindField, useAuthForm, type FieldRules } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';
import { useRegisterSettings } from './use-register-settings';
import { authScreen } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

type RegisterTab = 'username' | 'mobile';
type Field = RegisterFieldName | 'confirmPassword' | 'countryDialingCode' | 'confirmedAge';

const FORM_FIELDS: readonly Field[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  'affiliateCode',
  'confirmedAge',
];

/** Shown only where the form needs them, and then always required (whatever the rule's default). */
const REQUIRED_FIELDS: ReadonlySet<RegisterFieldName> = new Set(['username', 'password', 'mobileNum', 'verificationCode']);

function isField(name: unknown): name is Field {
  return typeof name === 'string' && (FORM_FIELDS as readonly string[]).includes(name);
}

/** The affiliate code a referral link carries (?affiliateCode= or ?code=), to prefill the field. */
function referralCode(): string {
  const query = new URLSearchParams(window.location.search);
  return (query.get('affiliateCode') ?? query.get('code') ?? '').trim();
}

export const RegisterScreen = authScreen('register', RegisterView);

function RegisterView() {
  const { t } = useAuthTranslation();
  const { settings, load, retry } = useRegisterSettings();
  const methods = registrationMethods();
  return (
    <main className="screen auth-screen" data-screen="register">
      <TitleBar testId="screen-header" />
      <div className="page-column">
        {!methods.username && !methods.mobile ? (
          <p className="screen-state" data-testid="register-closed">
            {t('register_closed')}
          </p>
        ) : settings ? (
          <RegisterForm settings={settings} methods={methods} />
        ) : load.status === 'error' ? (
          <ErrorState message={t('rules_failed')} error={load.error} onRetry={retry} testIdPrefix="register" />
        ) : (
          <LoadingState />
        )}
        <p className="auth-links auth-links--centered">
          {t('have_account')}{' '}
          <Link to={PATHS.login} data-testid="register-login-link">
            {t('login_link')}
          </Link>
        </p>
      </div>
    </main>
  );
}

function RegisterForm({ settings, methods }: { settings: RegisterSettings; methods: { username: boolean; mobile: boolean } }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const minimumAge = settings.minimumAge || readMerchantConfig().minimumAge;
  const bothTabs = methods.username && methods.mobile;
  // Back from the user agreement (a history step back, POP): the form comes back as the player left
  // it (registration-draft.ts). A fresh visit starts empty, so typed passwords do not resurface later.
  const navigationType = useNavigationType();
  const [draft] = useState(() => (navigationType === 'POP' ? (peekRegistrationDraft() as RegistrationDraft<Field, RegisterTab> | undefined) : undefined));
  useEffect(clearRegistrationDraft, []);
  const draftTab = draft && methods[draft.tab] ? draft.tab : undefined;
  const [tab, setTab] = useState<RegisterTab>(draftTab ?? (methods.username ? 'username' : 'mobile'));
  const [ageConfirmed, setAgeConfirmed] = useState(draft?.ageConfirmed ?? false);
  const [ageError, setAgeError] = useState<FieldMessage | undefined>(undefined);
  // The agreement flag is on by default; unticked, the register button is disabled (spec section 4).
  const [agreed, setAgreed] = useState(draft?.agreed ?? true);
  const [busy, setBusy] = useState(false);
  const smsForUsername = settings.requireSmsForUsername;
  const passwordForMobile = settings.requirePasswordForMobile;
  const enabled = (name: RegisterFieldName) => settings.fields[name]?.enabled === true;

  /** The fields the current tab shows, in screen order (the first failing one gets the focus). */
  const visible = useMemo<Field[]>(() => {
    const on = (name: RegisterFieldName) => settings.fields[name]?.enabled === true;
    if (tab === 'username') {
      return [
        'username',
        'password',
        'confirmPassword',
        ...(smsForUsername ? (['countryDialingCode', 'mobileNum', 'verificationCode'] as const) : []),
        ...(['email', 'nickname', 'payeeName', 'affiliateCode'] as const).filter(on),
      ];
    }
    return [
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      ...(passwordForMobile ? (['password', 'confirmPassword'] as const) : []),
      ...(on('affiliateCode') ? (['affiliateCode'] as const) : []),
    ];
  }, [tab, settings, smsForUsername, passwordForMobile]);

  const form = useAuthForm<Field>(
    draft?.values ?? {
      username: '',
      password: '',
      confirmPassword: '',
      mobileNum: '',
      countryDialingCode: merchantDialingCode(),
      verificationCode: '',
      email: '',
      nickname: '',
      payeeName: '',
      affiliateCode: referralCode(),
      confirmedAge: '',
    },
    (current): FieldRules<Field> => ({
      username: registerFieldRules(settings, 'username', true),
      password: registerFieldRules(settings, 'password', true),
      confirmPassword: confirmRules(current.password),
      // Shown only where the flags need them (mobile tab, or REGMOBVERF3), and then required.
      mobileNum: registerFieldRules(settings, 'mobileNum', true),
      countryDialingCode: dialingCodeRules(),
      verificationCode: registerFieldRules(settings, 'verificationCode', true),
      email: registerFieldRules(settings, 'email'),
      nickname: registerFieldRules(settings, 'nickname'),
      payeeName: registerFieldRules(settings, 'payeeName'),
      affiliateCode: registerFieldRules(settings, 'affiliateCode'),
    }),
  );
  const { values, errors } = form;

  const ageMessage: FieldMessage = { key: 'errors:age_not_confirmed', values: { minimumAge } };

  const failOn = (name: Field, message: FieldMessage) => {
    if (name === 'confirmedAge') {
      setAgeError(message);
      form.focus('confirmedAge');
    } else form.fail(name, message);
  };

  const submit = async () => {
    if (busy || !agreed) return;
    const first = form.validate(visible.filter((f) => f !== 'confirmedAge'));
    if (first !== null) return;
    if (!ageConfirmed) {
      failOn('confirmedAge', ageMessage);
      return;
    }
    setBusy(true);
    const hide = showLoading();
    try {
      const affiliateCode = values.affiliateCode.trim();
      const domain = registerHost();
      if (visible.includes('affiliateCode') && affiliateCode !== '') {
        try {
          await checkAffiliateCode(affiliateCode, domain);
        } catch (error) {
          hide();
          setBusy(false);
          // Spec section 5: 'invitation_code_error' and the focus back on the field.
          const message = messageKeyForError(error);
          void toast.apiError(error);
          if (isApiError(error) && error.code === 'affiliate.invalid') form.fail('affiliateCode', message);
          return;
        }
      }
      const common = {
        confirmedAge: minimumAge,
        registerUrl: domain,
        domain,
        registerMethod: detectRegisterMethod(browserRegisterEnvironment()),
        type: REGISTRATION_TYPE as 0,
        ...(affiliateCode !== '' ? { affiliateCode } : {}),
      };
      const optional = (name: 'email' | 'nickname' | 'payeeName') => (visible.includes(name) && values[name].trim() !== '' ? { [name]: values[name].trim() } : {});
      const reply =
        tab === 'username'
          ? await registerByUsername({
              ...common,
              username: values.username.trim(),
              password: values.password,
              confirmPassword: values.confirmPassword,
              ...(smsForUsername ? { mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode, verificationCode: values.verificationCode.trim() } : {}),
              ...optional('email'),
              ...optional('nickname'),
              ...optional('payeeName'),
            })
          : await registerByMobile({
              ...common,
              mobileNum: values.mobileNum.trim(),
              countryDialingCode: values.countryDialingCode,
              verificationCode: values.verificationCode.trim(),
              ...(passwordForMobile ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
            });
      hide();
      clearRegistrationDraft();
      toast.success('auth:register_success', true);
      const destination = completeSignIn(reply, { ...(passwordForMobile || tab === 'username' ? { password: values.password } : {}), agentMarker: 'keep', destination: PATHS.home });
      void navigate(destination, { replace: true });
    } catch (error) {
      hide();
      setBusy(false);
      const message = messageKeyForError(error);
      const field = isApiError(error) && typeof error.value === 'object' && error.value !== null ? (error.value as { field?: unknown }).field : undefined;
      // Spec section 4: a failure focuses the first failing field; one the form does not show gets an alert.
      if (isField(field) && (visible.includes(field) || field === 'confirmedAge')) failOn(field, message);
      else await form.alert(error);
    }
  };

  const tabs = [
    { key: 'username' as const, label: t('tab_register_username'), testId: 'register-tab-username' },
    { key: 'mobile' as const, label: t('tab_register_mobile'), testId: 'register-tab-mobile' },
  ];

  const text = (name: RegisterFieldName, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      {...bindField(form, name)}
      label={label}
      maxLength={inputMaxLength(settings.fields[name])}
      hint={fieldHint(t, settings.fields[name], REQUIRED_FIELDS.has(name) ? true : undefined)}
      {...extra}
    />
  );

  const mobileFields = (
    <>
      {text('mobileNum', t('mobile'), {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        placeholder: t('mobile_placeholder'),
        maxLength: inputMaxLength(settings.fields.mobileNum, LOGIN_MOBILE_INPUT_MAX),
        error: errors.mobileNum ?? errors.countryDialingCode,
        start: <DialingCodeSelect value={values.countryDialingCode} onChange={(v) => form.setValue('countryDialingCode', v)} />,
      })}
      <SmsCodeField
        purpose="register"
        value={values.verificationCode}
        onChange={(v) => form.setValue('verificationCode', v)}
        onBlur={() => form.blur('verificationCode')}
        error={errors.verificationCode}
        request={() => smsRequestOf(form)}
      />
    </>
  );

  const passwordFields = (
    <>
      <PasswordField
        {...bindField(form, 'password')}
        label={t('password')}
        placeholder={t('password_placeholder')}
        autoComplete="new-password"
        maxLength={inputMaxLength(settings.fields.password)}
        hint={fieldHint(t, settings.fields.password, true)}
      />
      <PasswordField
        {...bindField(form, 'confirmPassword')}
        label={t('confirm_password')}
        placeholder={t('confirm_password_placeholder')}
        autoComplete="new-password"
        maxLength={inputMaxLength(settings.fields.password)}
      />
    </>
  );

  return (
    <>
      {bothTabs && (
        <Tabs
          items={tabs}
          active={tab}
          label={t('register_method')}
          onSelect={(next) => {
            // The typed mobile number stays: both tabs share the one field value.
            setTab(next);
            form.clearErrors();
          }}
        />
      )}
      <AuthFormElement formRef={form.formRef} testId="register-form" method={tab} onSubmit={submit}>
        {tab === 'username' ? (
          <>
            {text('username', t('username'), { autoComplete: 'username', placeholder: t('register_username_placeholder') })}
            {passwordFields}
            {smsForUsername && mobileFields}
            {enabled('email') && text('email', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            {enabled('nickname') && text('nickname', t('nickname'), { autoComplete: 'nickname' })}
            {enabled('payeeName') && text('payeeName', t('payee_name'), { autoComplete: 'name' })}
            {enabled('affiliateCode') && text('affiliateCode', t('affiliate_code'))}
          </>
        ) : (
          <>
            {mobileFields}
            {passwordForMobile && passwordFields}
            {enabled('affiliateCode') && text('affiliateCode', t('affiliate_code'))}
          </>
        )}
        <CheckboxField
          name="confirmedAge"
          value={String(minimumAge)}
          checked={ageConfirmed}
          error={ageError}
          onChange={(checked) => {
            setAgeConfirmed(checked);
            setAgeError(checked ? undefined : ageMessage);
          }}
        >
          {t('age_confirm', { age: minimumAge })}
        </CheckboxField>
        <CheckboxField name="agreement" checked={agreed} onChange={setAgreed}>
          <Trans t={t} i18nKey="agreement_text" components={{ terms: <Link to={PATHS['user-agreement']} data-testid="register-agreement-link" onClick={() => keepRegistrationDraft({ values, tab, ageConfirmed, agreed })} /> }} />
        </CheckboxField>
        <SubmitButton testId="register-submit" disabled={busy || !agreed}>
          {t('register_button')}
        </SubmitButton>
      </AuthFormElement>
    </>
  );
}
