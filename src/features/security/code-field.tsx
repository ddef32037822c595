// A verification-code input (name="verificationCode") with its get-code button, which turns into
// the seconds left before another code may be asked for (the shared clock ticks it).
import { useCallback, useState } from 'react';
import { SMS_CODE_INPUT_MAX } from '../../config/constants';
import { useClockValue } from '../../ui/clock';
import { TextField } from '../../ui/form-field';
import type { FieldMessage } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';

/** Where a code went and how long before another may be asked for (the platform's reply). */
export interface SentCode {
  readonly destination: string;
  readonly cooldownSeconds: number;
}

/**
 * The get-code action of a form: `request` sends a code (or returns null when the form is not ready
 * for one); where it went is kept for the field's hint, a refusal goes through the form.
 */
export function useCodeSender(refuse: (error: unknown) => Promise<void>, request: () => Promise<SentCode> | null): { sentTo: string | undefined; send: () => Promise<number | null> } {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const send = async (): Promise<number | null> => {
    const pending = request();
    if (pending === null) return null;
    try {
      const sent = await pending;
      setSentTo(sent.destination);
      return sent.cooldownSeconds;
    } catch (error) {
      await refuse(error);
      return null;
    }
  };
  return { sentTo, send };
}

export interface CodeFieldProps {
  readonly value: string;
  readonly error: FieldMessage | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** Sends a code; resolves with the seconds before another may be sent, or null when it failed. */
  readonly onSend: () => Promise<number | null>;
  readonly sentTo?: string | undefined;
}

export function CodeField({ value, error, onChange, onBlur, onSend, sentTo }: CodeFieldProps) {
  const { t } = useSecurityTranslation();
  const [until, setUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const secondsLeft = useClockValue(useCallback((now: number) => Math.max(0, Math.ceil((until - now) / 1000)), [until]));
  const send = async () => {
    if (sending) return;
    setSending(true);
    const cooldown = await onSend();
    setSending(false);
    if (cooldown !== null) setUntil(Date.now() + cooldown * 1000);
  };
  return (
    <TextField
      name="verificationCode"
      label={t('verification_code')}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      inputMode="numeric"
      maxLength={SMS_CODE_INPUT_MAX}
      autoComplete="one-time-code"
      placeholder={t('verification_code_placeholder')}
      hint={sentTo ? t('code_sent_to', { destination: sentTo }) : undefined}
      end={
        secondsLeft > 0 ? (
          <span className="field__countdown" data-testid="security-code-countdown" aria-live="polite">
            {t('code_countdown', { seconds: secondsLeft })}
          </span>
        ) : (
          <button type="button" className="field__link" data-testid="security-get-code" disabled={sending} onClick={() => void send()}>
            {t('get_code')}
          </button>
        )
      }
    />
  );
}
