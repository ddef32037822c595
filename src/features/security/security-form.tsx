// The pieces of the security centre's forms: the form hook over the reducer (validation, focus on
// the first failing field, a server refusal under its field or in the notice alert), labelled
// fields whose inputs carry `name` = the payload field, and the submit button.
import { useCallback, useId, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { showAlert } from '../../state/ui-store';
import { formReducer, initialFormState, type FormState } from './security-form-state';
import type { FieldMessage, Validator } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';

export interface SecurityForm<Name extends string> {
  readonly state: FormState<Name>;
  readonly formRef: RefObject<HTMLFormElement | null>;
  bind(name: Name): { name: Name; value: string; error: FieldMessage | undefined; onChange: (value: string) => void; onBlur: () => void };
  setValue(name: Name, value: string): void;
  /** Checks the fields in order; focuses and returns the first failing one, or null. */
  validate(names: readonly Name[]): Name | null;
  /** A platform refusal: under the field it names when the form has it, else in the notice alert. */
  refuse(error: unknown): Promise<void>;
  fail(name: Name, message: FieldMessage): void;
  clear(name: Name): void;
  reset(values: Record<Name, string>): void;
}

export type Rules<Name extends string> = Partial<Record<Name, Validator>>;

/** Rules may depend on the current values (a confirmation on its password). */
export function useSecurityForm<Name extends string>(initial: Record<Name, string>, rulesOf: Rules<Name> | ((values: Readonly<Record<Name, string>>) => Rules<Name>)): SecurityForm<Name> {
  const [state, dispatch] = useReducer(formReducer<Name>, initial, initialFormState<Name>);
  const rules = typeof rulesOf === 'function' ? rulesOf(state.values) : rulesOf;
  const formRef = useRef<HTMLFormElement | null>(null);
  const focus = useCallback((name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }, []);
  const validate = (names: readonly Name[]): Name | null => {
    dispatch({ type: 'validate', names, rules });
    const first = names.find((name) => (rules[name]?.(state.values[name]) ?? null) !== null) ?? null;
    if (first !== null) focus(first);
    return first;
  };
  const fail = (name: Name, message: FieldMessage) => {
    dispatch({ type: 'fail', name, message });
    focus(name);
  };
  const refuse = async (error: unknown) => {
    const field = fieldForError(error);
    const message = messageKeyForError(error);
    if (field !== undefined && field in state.values) {
      fail(field as Name, message);
      return;
    }
    await showAlert(message.values ? { key: message.key, values: message.values } : message.key);
  };
  return {
    state,
    formRef,
    bind: (name) => ({
      name,
      value: state.values[name],
      error: state.errors[name],
      onChange: (value: string) => dispatch({ type: 'change', name, value, rules }),
      onBlur: () => dispatch({ type: 'blur', name, rules }),
    }),
    setValue: (name, value) => dispatch({ type: 'change', name, value, rules }),
    validate,
    refuse,
    fail,
    clear: (name) => dispatch({ type: 'clear', name }),
    reset: (values) => dispatch({ type: 'reset', values }),
  };
}

export function SecurityFormElement({ formRef, testId, onSubmit, children }: { formRef: RefObject<HTMLFormElement | null>; testId: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      ref={formRef}
      className="security-form"
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export interface SecurityFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: FieldMessage | undefined;
  readonly type?: 'text' | 'password' | 'email';
  readonly inputMode?: 'text' | 'numeric' | 'email';
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly hint?: string;
  readonly readOnly?: boolean;
  readonly end?: ReactNode;
}

export function SecurityField(props: SecurityFieldProps) {
  const { message } = useSecurityTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`security-field${props.error ? ' security-field--invalid' : ''}`}>
      <label className="security-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="security-field__control">
        <input
          id={id}
          className="security-field__input"
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
        <p className="security-field__error" id={errorId} data-testid={`field-error-${props.name}`}>
          {message(props.error)}
        </p>
      )}
      {props.hint && (
        <p className="security-field__hint" id={hintId} data-testid={`field-hint-${props.name}`}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A password with a show/hide toggle. */
export function SecurityPasswordField(props: Omit<SecurityFieldProps, 'type' | 'end'>) {
  const { t } = useSecurityTranslation();
  const [shown, setShown] = useState(false);
  return (
    <SecurityField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button type="button" className="security-field__toggle" aria-pressed={shown} aria-label={shown ? t('hide_password') : t('show_password')} onClick={() => setShown((v) => !v)}>
          {shown ? t('hide') : t('show')}
        </button>
      }
    />
  );
}

export function SecuritySubmit({ testId, disabled, children }: { testId: string; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary security-form__submit"
      data-testid={testId}
      disabled={disabled}
      // Pressing keeps the focus in the field: leaving it would show its message and move this
      // button down between press and release, and the tap would be lost. Submitting checks all.
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </button>
  );
}

/** The root of every security screen: one data-screen key for them all, busy until its strings and first data are in. */
export function SecurityScreen({ busy, page, children }: { busy: boolean; page: string; children?: ReactNode }) {
  return (
    <main className="screen security-screen" data-screen="security-center" data-security-page={page} aria-busy={busy ? 'true' : undefined}>
      <div className="security-body">{children}</div>
    </main>
  );
}

/** Loading / error-with-retry of a screen's first data; a catalogued refusal (bank cards switched off ...) says its own words. */
export function LoadState({ load, onRetry }: { load: { status: 'loading' } | { status: 'error'; error: unknown }; onRetry: () => void }) {
  const { t } = useSecurityTranslation();
  if (load.status === 'loading') {
    return (
      <p className="security-state muted" role="status">
        {t('loading')}
      </p>
    );
  }
  const cause = messageKeyForError(load.error);
  const known = cause.key !== 'errors:unknown_error' && cause.key !== 'errors:server_message';
  return (
    <div className="security-state" role="alert" data-testid="security-error">
      <p>{t('load_error')}</p>
      {known && <p data-testid="security-error-cause">{cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}</p>}
      <button type="button" className="button button--primary" data-testid="security-retry" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
