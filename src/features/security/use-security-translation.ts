// The security screens read their own namespace first, then 'common' and the error table's 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const SECURITY_NAMESPACES: readonly Namespace[] = ['security', 'common', 'errors'];

export function useSecurityTranslation() {
  const { t, ready } = useTranslation(SECURITY_NAMESPACES);
  return { t, ready };
}
