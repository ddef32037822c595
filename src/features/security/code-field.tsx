// A verification-code input (name="verificationCode") with its get-code button, which turns into
// the seconds left before another code may be asked for (the shared clock ticks it).
import { useCallback, useState } from 'react';
import { SMS_CODE_INPUT_MAX } from '../../config/constants';
import { useClockValue } from '../../ui/clock';
import { SecurityField } from './security-form';
import type { FieldMessage } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';

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
    <SecurityField
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
          <span className="security-field__countdown" data-testid="security-code-countdown" aria-live="polite">
            {t('code_countdown', { seconds: secondsLeft })}
          </span>
        ) : (
          <button type="button" className="security-field__link" data-testid="security-get-code" disabled={sending} onClick={() => void send()}>
            {t('get_code')}
          </button>
        )
      }
    />
  );
}
