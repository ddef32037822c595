// The service screens read their own namespace first, then 'errors' (the chat toast words the
// failure) and the shell's 'common'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const NAMESPACES: readonly Namespace[] = ['service', 'errors', 'common'];

export function useServiceTranslation() {
  return useTranslation(NAMESPACES);
}
