// The form pieces every auth screen uses: the form element and its submit button, a labelled text
// field with its message, a password field with show/hide, a checkbox, tabs, and the dialing-code
// picker. Inputs carry `name` equal to
// the API payload field they fill (testing hooks).
import { useId, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { dialingCodesFor } from '../../config/dialing-codes';
import { merchantDialingCode } from './merchant-dialing-code';
import type { FieldMessage } from './field-validation';
import { useAuthTranslation } from './use-auth-translation';

export interface AuthFormElementProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly testId: string;
  /** Registration says which tab the form is on (data-method). */
  readonly method?: string;
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}

/** The auth forms validate themselves (noValidate) and submit without a page load. */
export function AuthFormElement({ formRef, testId, method, onSubmit, children }: AuthFormElementProps) {
  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      data-testid={testId}
      data-method={method}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The primary, full-width button that submits an auth form. */
export function SubmitButton({ testId, disabled, children }: { testId: string; disabled: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary auth-form__submit" data-testid={testId} disabled={disabled}>
      {children}
    </button>
  );
}

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: FieldMessage | undefined;
  readonly type?: 'text' | 'password' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly maxLength?: number | undefined;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly hint?: string | undefined;
  readonly readOnly?: boolean;
  /** Sits inside the field after the input: a show/hide toggle, a get-code link. */
  readonly end?: ReactNode;
  /** Sits before the input: the dialing-code picker. */
  readonly start?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const { message } = useAuthTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="field__control">
        {props.start}
        <input
          id={id}
          ref={props.inputRef}
          className="field__input"
          name={props.name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={props.value}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          placeholder={props.placeholder}
          readOnly={props.readOnly}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
        {props.end}
      </div>
      {props.error && (
        <p className="field__error" id={errorId} data-testid={`field-error-${props.name}`}>
          {message(props.error)}
        </p>
      )}
      {/* The rule stays in view under its error, so the player sees what to type. */}
      {props.hint && (
        <p className="field__hint" id={hintId} data-testid={`field-hint-${props.name}`}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A password with a show/hide toggle (registration, change password, login). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useAuthTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="field__toggle"
          data-testid={`toggle-${props.name}`}
          aria-pressed={shown}
          aria-label={shown ? t('hide_password') : t('show_password')}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon open={shown} />
        </button>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface CheckboxFieldProps {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly value?: string;
  readonly error?: FieldMessage | undefined;
}

export function CheckboxField({ name, checked, onChange, children, value, error }: CheckboxFieldProps) {
  const { message } = useAuthTranslation();
  const errorId = useId();
  return (
    <div className={`check${error ? ' check--invalid' : ''}`}>
      <label className="check__label">
        <input
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p className="field__error" id={errorId} data-testid={`field-error-${name}`}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

export interface TabItem<Key extends string> {
  readonly key: Key;
  readonly label: string;
  readonly testId: string;
}

export function Tabs<Key extends string>({ items, active, onSelect, label }: { items: readonly TabItem<Key>[]; active: Key; onSelect: (key: Key) => void; label: string }) {
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          className={`auth-tabs__tab${item.key === active ? ' auth-tabs__tab--active' : ''}`}
          aria-selected={item.key === active}
          data-testid={item.testId}
          onClick={() => {
            if (item.key !== active) onSelect(item.key);
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useAuthTranslation();
  return (
    <select className="field__dialing" name="countryDialingCode" aria-label={t('dialing_code')} value={value} onChange={(e) => onChange(e.target.value)}>
      {dialingCodesFor(merchantDialingCode()).map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.country} {entry.code}
        </option>
      ))}
    </select>
  );
}
