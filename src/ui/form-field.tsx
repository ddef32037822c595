// The form pieces the feature forms share (auth, security): the form element, its submit button, a
// labelled field frame (label, control, message, hint and their aria wiring), a text field, a
// password field with show/hide, and the lookup of a field message. Inputs carry `name` equal to
// the payload field they fill; a message under a field is `field-error-<name>`, a hint
// `field-hint-<name>`, a password's toggle `toggle-<name>` (testing hooks).
import { useId, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage, type FieldMessage } from './field-message';
import './form-field.css';

export type { FieldMessage } from './field-message';

export interface FormElementProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly testId: string;
  readonly className: string;
  /** Registration says which tab the form is on (data-method). */
  readonly method?: string | undefined;
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}

/** The forms validate themselves (noValidate) and submit without a page load. */
export function FormElement({ formRef, testId, className, method, onSubmit, children }: FormElementProps) {
  return (
    <form
      ref={formRef}
      className={className}
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

export interface SubmitButtonProps {
  readonly testId: string;
  readonly disabled: boolean;
  readonly className: string;
  /**
   * Pressing keeps the focus in the field: leaving it would show its message and move the button
   * down between press and release, and the tap would be lost. Submitting checks every field.
   */
  readonly keepFocus?: boolean;
  readonly children: ReactNode;
}

/** The primary, full-width button that submits a form. */
export function SubmitButton({ testId, disabled, className, keepFocus, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--primary ${className}`} data-testid={testId} disabled={disabled} onMouseDown={keepFocus ? (e) => e.preventDefault() : undefined}>
      {children}
    </button>
  );
}

/** The message under a field, tied to its control by id (aria-describedby). */
export function FieldError({ id, name, error }: { id: string; name: string; error: FieldMessage }) {
  const message = useFieldMessage();
  return (
    <p className="field__error" id={id} data-testid={`field-error-${name}`}>
      {message(error)}
    </p>
  );
}

export interface FieldFrameProps {
  /** The control's id; the message and hint ids derive from it. */
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly error?: FieldMessage | undefined;
  readonly hint?: string | undefined;
  readonly children: ReactNode;
}

/** The ids a control names in aria-describedby: its message, then its hint. */
export function describedBy(id: string, error: FieldMessage | undefined, hint: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** Label, control row, message and hint of one field. */
export function FieldFrame({ id, name, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {error && <FieldError id={`${id}-error`} name={name} error={error} />}
      {/* The rule stays in view under its error, so the player sees what to type. */}
      {hint && (
        <p className="field__hint" id={`${id}-hint`} data-testid={`field-hint-${name}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: (() => void) | undefined;
  readonly error?: FieldMessage | undefined;
  readonly type?: 'text' | 'password' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
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
  const id = useId();
  return (
    <FieldFrame id={id} name={props.name} label={props.label} error={props.error} hint={props.hint}>
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
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      {props.end}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** How the show/hide toggle shows: an eye (the auth screens) or the words (the security centre). */
  readonly toggle?: 'icon' | 'text';
}

/** A password with a show/hide toggle. */
export function PasswordField({ toggle = 'icon', ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
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
          aria-label={shown ? t('form.hide_password') : t('form.show_password')}
          onClick={() => setShown((v) => !v)}
        >
          {toggle === 'icon' ? <EyeIcon open={shown} /> : shown ? t('form.hide') : t('form.show')}
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
