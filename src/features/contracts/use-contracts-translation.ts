// The contracts screens read their own namespace first, then 'common' (the record list's words) and 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const CONTRACTS_NAMESPACES: readonly Namespace[] = ['contracts', 'common', 'errors'];

export function useContractsTranslation() {
  return useTranslation(CONTRACTS_NAMESPACES);
}
