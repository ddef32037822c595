// The invite, mission and link management screens read their own namespace ('invite') first, then 'common' and 'errors'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const INVITE_NAMESPACES: readonly Namespace[] = ['invite', 'common', 'errors'];

export function useInviteTranslation() {
  return useTranslation(INVITE_NAMESPACES);
}
