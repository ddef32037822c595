// The deposit screens read their own namespace first, then the shell's 'common' and the error table's 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const NAMESPACES: readonly Namespace[] = ['deposit', 'common', 'errors'];

export function useDepositTranslation() {
  return useTranslation(NAMESPACES);
}
