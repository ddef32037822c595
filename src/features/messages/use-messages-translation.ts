// The message centre reads its own namespace first, then the shell's 'common'.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const NAMESPACES: readonly Namespace[] = ['messages', 'common'];

export function useMessagesTranslation() {
  return useTranslation(NAMESPACES);
}
