// Why a load failed, in the player's words: the error table's message for the ApiError's code
// (or the server's own words, or 'Unknown error'), shown under a screen's "could not be loaded".
// It loads the 'errors' namespace itself and renders nothing until it has it, never a raw key.
import { useTranslation } from 'react-i18next';
import { translateError } from '../api/error-messages';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';

export function ErrorCause({ error, testId }: { error: unknown; testId?: string }) {
  const { t, ready } = useTranslation(FEEDBACK_NAMESPACES);
  if (!ready) return null;
  return (
    <p className="muted error-cause" data-testid={testId}>
      {translateError(error, t)}
    </p>
  );
}
