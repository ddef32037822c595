// Agent home reads its own namespace first, then 'common' and the error table's 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const AGENT_NAMESPACES: readonly Namespace[] = ['agent', 'common', 'errors'];

export function useAgentTranslation() {
  const { t, ready } = useTranslation(AGENT_NAMESPACES);
  return { t, ready };
}
