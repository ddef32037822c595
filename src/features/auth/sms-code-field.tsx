// The SMS verification-code field with its get-code link. The mobile number must pass its rule
// before a code is sent (the parent checks it and shows the message, which names the minimum
// length); after a send a countdown replaces the link until another code may be asked for; a
// failure only hides the loading indicator and says why, the link stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SmsRequest } from '../../api/contract.generated';
import { LOGIN_MOBILE_INPUT_MAX, SMS_CODE_INPUT_MAX, SMS_COUNTDOWN_DEFAULT_S, SMS_COUNTDOWN_REFRESH_MS, TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { TextField } from '../../ui/form-field';
import { sendSmsCode, type SmsPurpose } from './auth-api';
import type { FieldMessage } from './field-validation';
import { DialingCodeSelect } from './form-controls';
import { codeDeadline, secondsUntil } from './sms-countdown';
import type { AuthForm } from './use-auth-form';
import { useAuthTranslation } from './use-auth-translation';

function useSmsCountdown(purpose: SmsPurpose) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSeconds(left);
      if (left <= 0) setDeadline(null);
    }, SMS_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const send = useCallback(
    async (body: SmsRequest): Promise<boolean> => {
      const hide = showLoading(null, TOAST.loadingMs);
      try {
        const sentAt = Date.now();
        const reply = await sendSmsCode(purpose, body);
        if (!mounted.current) return true;
        setSeconds(SMS_COUNTDOWN_DEFAULT_S);
        setDeadline(codeDeadline(reply, sentAt));
        toast.success('auth:sms_sent', true);
        return true;
      } catch (error) {
        void toast.apiError(error);
        return false;
      } finally {
        hide();
      }
    },
    [purpose],
  );

  return { counting: deadline !== null, seconds, send };
}

export interface SmsCodeFieldProps {
  readonly purpose: SmsPurpose;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: FieldMessage | undefined;
  /** Validates the mobile number (showing its message) and returns the request, or null. */
  readonly request: () => SmsRequest | null;
}

export function SmsCodeField({ purpose, value, onChange, onBlur, error, request }: SmsCodeFieldProps) {
  const { t } = useAuthTranslation();
  const { counting, seconds, send } = useSmsCountdown(purpose);
  return (
    <TextField
      name="verificationCode"
      label={t('verification_code')}
      placeholder={t('verification_code_placeholder')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_INPUT_MAX}
      end={
        counting ? (
          <span className="field__countdown" data-testid="sms-countdown" aria-live="polite">
            {t('sms_countdown', { seconds })}
          </span>
        ) : (
          <button
            type="button"
            className="field__link"
            data-testid="sms-get-code"
            onClick={() => {
              const body = request();
              if (body) void send(body);
            }}
          >
            {t('get_code')}
          </button>
        )
      }
    />
  );
}

type PhoneField = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** Every form that sends a code asks the same way: the dialing code and number must pass first. */
export function smsRequestOf<Name extends string>(form: AuthForm<Name | PhoneField>): SmsRequest | null {
  return form.validate(['countryDialingCode', 'mobileNum']) === null ? { mobileNum: form.values.mobileNum.trim(), countryDialingCode: form.values.countryDialingCode } : null;
}

/**
 * The mobile number with its dialing code, then the SMS code, as login's mobile tab and set
 * password by phone show them (registration words the number from its own settings). `onChange`
 * lets a form note that it has been touched.
 */
export function MobileCodeFields<Name extends string>({ form, onChange }: { form: AuthForm<Name | PhoneField>; onChange: (name: PhoneField, value: string) => void }) {
  const { t } = useAuthTranslation();
  const { values, errors } = form;
  return (
    <>
      <TextField
        name="mobileNum"
        label={t('mobile')}
        placeholder={t('mobile_placeholder')}
        value={values.mobileNum}
        onChange={(v) => onChange('mobileNum', v)}
        onBlur={() => form.blur('mobileNum')}
        error={errors.mobileNum ?? errors.countryDialingCode}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LOGIN_MOBILE_INPUT_MAX}
        start={<DialingCodeSelect value={values.countryDialingCode} onChange={(v) => onChange('countryDialingCode', v)} />}
      />
      <SmsCodeField
        purpose="noLogin"
        value={values.verificationCode}
        onChange={(v) => onChange('verificationCode', v)}
        onBlur={() => form.blur('verificationCode')}
        error={errors.verificationCode}
        request={() => smsRequestOf(form)}
      />
    </>
  );
}
