// Turns a feedback Message (an i18n key, or a key with values) into text in the current language.
// Feedback may word a catalogued error, so this also loads the 'errors' namespace on first use;
// render nothing until `ready` rather than a raw key.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';
import type { Message } from '../state/ui-store';

export function useMessageText(): { text: (message: Message) => string; ready: boolean } {
  const { t, ready } = useTranslation(FEEDBACK_NAMESPACES);
  const text = useCallback((message: Message) => (typeof message === 'string' ? t(message) : t(message.key, { ...message.values })), [t]);
  return { text, ready };
}
