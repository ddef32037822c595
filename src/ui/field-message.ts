// A form field's message (a validation rule's verdict or a platform refusal) and its wording.
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';

/** An i18n key with its namespace ('auth:…', 'security:…', 'errors:…') and its values. */
export interface FieldMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

/** Words a field message in the current language (its feature's namespace is loaded by the screen). */
export function useFieldMessage(): (message: FieldMessage) => string {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  return (message) => (message.values ? t(message.key, { ...message.values }) : t(message.key));
}
