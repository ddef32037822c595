// The member screens read their own namespace ('member') first, then 'common' and 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const MEMBER_NAMESPACES: readonly Namespace[] = ['member', 'common', 'errors'];

export function useMemberTranslation() {
  return useTranslation(MEMBER_NAMESPACES);
}
