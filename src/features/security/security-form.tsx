// The pieces of the security centre's screens: the form hook over the reducer (validation, focus on
// the first failing field, a server refusal under its field or in the notice alert), the submit
// hook (loading toast, refusal, success), the form element, password field and submit button over
// the shared ones (src/ui/form-field.tsx), and the screen root with its first data's states.
import { useCallback, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { isApiError } from '../../api/api-error';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { TOAST } from '../../config/constants';
import { showAlert, showLoading, toast } from '../../state/ui-store';
import { FormElement, PasswordField, SubmitButton, type PasswordFieldProps } from '../../ui/form-field';
import { formReducer, initialFormState, type FormState } from './security-form-state';
import type { FieldMessage, Validator } from './security-validation';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { useSecurityTranslation } from './use-security-translation';

/** The props that tie a field to one form value: its name, value, message, typing and leaving. */
export interface BoundField<Name extends string = string> {
  readonly name: Name;
  readonly value: string;
  readonly error: FieldMessage | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

export interface SecurityForm<Name extends string> {
  readonly state: FormState<Name>;
  readonly formRef: RefObject<HTMLFormElement | null>;
  bind(name: Name): BoundField<Name>;
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
    <FormElement formRef={formRef} testId={testId} className="security-form" onSubmit={onSubmit}>
      {children}
    </FormElement>
  );
}

/** A password with a show/hide toggle that says its words (Show / Hide). */
export function SecurityPasswordField(props: Omit<PasswordFieldProps, 'toggle'>) {
  return <PasswordField {...props} toggle="text" />;
}

export function SecuritySubmit({ testId, disabled, children }: { testId: string; disabled: boolean; children: ReactNode }) {
  return (
    <SubmitButton testId={testId} disabled={disabled} className="security-form__submit" keepFocus>
      {children}
    </SubmitButton>
  );
}

export interface SubmitPlan<Name extends string> {
  /** The fields checked first, in order; the first failing one takes the focus. */
  readonly fields: readonly Name[];
  /** A further check once the fields pass (a confirmation dialog ...); false stops the submit. */
  readonly check?: () => boolean | Promise<boolean>;
  readonly send: () => Promise<unknown>;
  /** Handles a refusal itself and says so; otherwise it goes under its field or in the notice alert. */
  readonly refused?: (error: unknown) => boolean;
  /** The success toast's key, then what follows (back to the list ...). */
  readonly saved: string;
  readonly then: () => void;
}

/**
 * The submit of a security form: check, send behind the loading toast, and on success the toast
 * and the next step; a refusal re-enables the button and keeps everything typed.
 */
export function useSecuritySubmit<Name extends string>(form: SecurityForm<Name>, plan: SubmitPlan<Name>): { busy: boolean; submit: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy || form.validate(plan.fields) !== null) return;
    if (plan.check && !(await plan.check())) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await plan.send();
    } catch (error) {
      hide();
      setBusy(false);
      if (!plan.refused?.(error)) await form.refuse(error);
      return;
    }
    hide();
    toast.success(plan.saved);
    plan.then();
  };
  return { busy, submit };
}

/** The platform's confirmation check names the confirmation field: its message goes there. */
export function confirmMismatchOn<Name extends string>(form: SecurityForm<Name>, field: Name): (error: unknown) => boolean {
  return (error) => {
    if (!isApiError(error) || error.code !== 'modify.new.confirm.diff') return false;
    form.fail(field, { key: 'security:confirm_mismatch' });
    return true;
  };
}

/** The root of every security screen: one data-screen key for them all, busy until its strings and first data are in. */
export function SecurityScreen({ busy, page, children }: { busy: boolean; page: string; children?: ReactNode }) {
  return (
    <main className="screen security-screen" data-screen="security-center" data-security-page={page} aria-busy={busy ? 'true' : undefined}>
      <div className="page-column">{children}</div>
    </main>
  );
}

/** Loading / error-with-retry of a screen's first data; a catalogued refusal (bank cards switched off ...) says its own words. */
export function LoadState({ load, onRetry }: { load: { status: 'loading' } | { status: 'error'; error: unknown }; onRetry: () => void }) {
  const { t } = useSecurityTranslation();
  if (load.status === 'loading') return <LoadingState />;
  // The catalogued cause, 'Unknown error', or the server's own words (as text): never nothing.
  return <ErrorState message={t('load_error')} error={load.error} onRetry={onRetry} testIdPrefix="security" />;
}

/**
 * A security screen over its first data: busy and blank until its strings are in, the loading and
 * error-with-retry states, then what `children` makes of the data (with a reload for changes).
 */
export function SecurityLoadScreen<T>({ page, loader, children }: { page: string; loader: () => Promise<T>; children: (data: T, reload: () => void) => ReactNode }) {
  const { ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loader);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page={page}>
      {!ready ? null : load.status !== 'ready' ? <LoadState load={load} onRetry={reload} /> : children(load.data, reload)}
    </SecurityScreen>
  );
}
