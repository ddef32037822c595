// The security screens read their own namespace first, then 'common' and the error table's 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';
import type { FieldMessage } from './security-validation';

const SECURITY_NAMESPACES: readonly Namespace[] = ['security', 'common', 'errors'];

export function useSecurityTranslation() {
  const translation = useTranslation(SECURITY_NAMESPACES);
  const { t } = translation;
  return { t, ready: translation.ready, message: (msg: FieldMessage) => (msg.values ? t(msg.key, { ...msg.values }) : t(msg.key)) };
}
