// The announcement pieces read their own namespace first, then the shell's 'common'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const NAMESPACES: readonly Namespace[] = ['announcements', 'common'];

export function useAnnouncementsTranslation() {
  return useTranslation(NAMESPACES);
}
