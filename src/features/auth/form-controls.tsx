// The form pieces every auth screen uses: the form element and its submit button, the shared text
// and password fields (src/ui/form-field.tsx), a checkbox, tabs, and the dialing-code picker.
// Inputs carry `name` equal to the API payload field they fill (testing hooks).
import { useId, type ReactNode, type RefObject } from 'react';
import { dialingCodesFor } from '../../config/dialing-codes';
import { FieldError, FormElement, SubmitButton as SharedSubmitButton } from '../../ui/form-field';
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
export function AuthFormElement(props: AuthFormElementProps) {
  return <FormElement {...props} className="auth-form" />;
}

/** The primary, full-width button that submits an auth form. */
export function SubmitButton({ testId, disabled, children }: { testId: string; disabled: boolean; children: ReactNode }) {
  return (
    <SharedSubmitButton testId={testId} disabled={disabled} className="auth-form__submit">
      {children}
    </SharedSubmitButton>
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
      {error && <FieldError id={errorId} name={name} error={error} />}
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
