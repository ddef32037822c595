// Form state for the auth screens: values, per-field errors (as i18n keys), touched fields,
// validation by the generic rules, focus on the first failing field, and re-validation of the
// filled fields when the interface language changes (spec section 4: 200 ms debounce, which the
// language store's content code already applies).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fieldForError, messageKeyForError } from '../../api/error-messages';
import { useContentLanguage } from '../../state/language-store';
import { showAlert, type Message } from '../../state/ui-store';
import { validateValue, type FieldMessage, type RuleDescriptor } from './field-validation';

export type FieldRules<Name extends string> = Partial<Record<Name, readonly RuleDescriptor[]>>;

export interface AuthForm<Name extends string> {
  readonly values: Readonly<Record<Name, string>>;
  readonly errors: Readonly<Partial<Record<Name, FieldMessage>>>;
  readonly touched: Readonly<Partial<Record<Name, boolean>>>;
  readonly formRef: RefObject<HTMLFormElement | null>;
  setValue(name: Name, value: string): void;
  /** Leaving a field validates it. */
  blur(name: Name): void;
  /** Validates the given fields in order; returns the first failing one (focused), or null. */
  validate(names: readonly Name[]): Name | null;
  /** Shows a message under a field (a server's verdict) and focuses it. */
  fail(name: Name, message: FieldMessage): void;
  clearErrors(): void;
  focus(name: string): void;
  /**
   * Shows an error in the 'notice' alert; once the player closes it, the focus returns to the
   * field the error is about (or `fallback`), as it would after a message under the field.
   */
  alert(error: unknown, fallback?: Name): Promise<void>;
  /** The same for a message the form words itself (same password as before ...). */
  alertAbout(message: Message, field: Name): Promise<void>;
}

/** Rules may depend on the current values (a confirmation on its password). */
export type RulesOf<Name extends string> = FieldRules<Name> | ((values: Readonly<Record<Name, string>>) => FieldRules<Name>);

export function useAuthForm<Name extends string>(initial: Record<Name, string>, rulesOf: RulesOf<Name>): AuthForm<Name> {
  const [values, setValues] = useState<Record<Name, string>>(initial);
  const rules = typeof rulesOf === 'function' ? rulesOf(values) : rulesOf;
  const [errors, setErrors] = useState<Partial<Record<Name, FieldMessage>>>({});
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  // The rules depend on other values (confirmation) and on the platform's settings: always the latest.
  const rulesRef = useRef(rules);
  const valuesRef = useRef(values);
  const touchedRef = useRef(touched);
  useEffect(() => {
    rulesRef.current = rules;
    valuesRef.current = values;
    touchedRef.current = touched;
  });

  const check = useCallback((name: Name, value: string): FieldMessage | null => validateValue(value, rulesRef.current[name] ?? []), []);

  const setError = useCallback((name: Name, message: FieldMessage | null) => {
    setErrors((prev) => {
      if (message === null) {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name];
        return next;
      }
      return { ...prev, [name]: message };
    });
  }, []);

  const focus = useCallback((name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const setValue = useCallback(
    (name: Name, value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      // Once a field has been left (or failed), it re-checks as the player types.
      if (touchedRef.current[name]) setError(name, check(name, value));
    },
    [check, setError],
  );

  const blur = useCallback(
    (name: Name) => {
      setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
      setError(name, check(name, valuesRef.current[name] ?? ''));
    },
    [check, setError],
  );

  const validate = useCallback(
    (names: readonly Name[]): Name | null => {
      let first: Name | null = null;
      const nextErrors: Partial<Record<Name, FieldMessage>> = {};
      for (const name of names) {
        const message = check(name, valuesRef.current[name] ?? '');
        if (message) {
          nextErrors[name] = message;
          first ??= name;
        }
      }
      // Only the checked fields change: asking for an SMS code checks the number and leaves the
      // other fields' messages as they were.
      setErrors((prev) => {
        const next = { ...prev };
        for (const name of names) delete next[name];
        return { ...next, ...nextErrors };
      });
      setTouched((prev) => {
        const next = { ...prev };
        for (const name of names) next[name] = true;
        return next;
      });
      if (first !== null) focus(first);
      return first;
    },
    [check, focus],
  );

  const fail = useCallback(
    (name: Name, message: FieldMessage) => {
      setError(name, message);
      setTouched((prev) => ({ ...prev, [name]: true }));
      focus(name);
    },
    [focus, setError],
  );

  const clearErrors = useCallback(() => setErrors({}), []);

  const alertAbout = useCallback(
    async (message: Message, ...fields: (string | undefined)[]) => {
      await showAlert(message);
      // The dialog has given the focus up; put it on the first of these fields the form shows.
      const target = fields.find((name) => name !== undefined && formRef.current?.elements.namedItem(name));
      if (target !== undefined) focus(target);
    },
    [focus],
  );

  const alert = useCallback(
    (error: unknown, fallback?: Name) => {
      const { key, values: params } = messageKeyForError(error);
      return alertAbout(params ? { key, values: params } : key, fieldForError(error), fallback);
    },
    [alertAbout],
  );

  // A language change re-validates what the player has filled in, so every shown message is
  // re-derived in the new language (spec section 4).
  const contentLanguage = useContentLanguage();
  const lastLanguage = useRef(contentLanguage);
  useEffect(() => {
    if (lastLanguage.current === contentLanguage) return;
    lastLanguage.current = contentLanguage;
    setErrors((prev) => {
      const next: Partial<Record<Name, FieldMessage>> = {};
      for (const name of Object.keys(valuesRef.current) as Name[]) {
        const value = valuesRef.current[name] ?? '';
        if (value === '' && !prev[name]) continue;
        if (!touchedRef.current[name] && !prev[name]) continue;
        const message = check(name, value);
        if (message) next[name] = message;
      }
      return next;
    });
  }, [contentLanguage, check]);

  return { values, errors, touched, formRef, setValue, blur, validate, fail, clearErrors, focus, alert, alertAbout };
}

/** The props that tie a text or password field to one form value: its value, typing, leaving and message. */
export function bindField<Name extends string>(form: AuthForm<Name>, name: Name) {
  return {
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: form.errors[name],
  };
}
