// The records screens read their own namespace first, then the shell's 'common' (the list pattern's words).
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const NAMESPACES: readonly Namespace[] = ['records', 'common'];

export function useRecordsTranslation() {
  return useTranslation(NAMESPACES);
}
