// The rewards screens read their own namespace first, then 'common' and the error table's 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const REWARDS_NAMESPACES: readonly Namespace[] = ['rewards', 'common', 'errors'];

export function useRewardsTranslation() {
  const { t, ready } = useTranslation(REWARDS_NAMESPACES);
  return { t, ready };
}
