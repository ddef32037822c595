// A screen's first-data states, one look and one wording everywhere: loading, empty, and a failed
// load that says what failed, why (the error table's words for the cause) and offers a retry.
// Screens pass their own test ids' prefix (public hooks: `<area>-error`, `<area>-retry`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyForError } from '../api/error-messages';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';

export function LoadingState() {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  return (
    <p className="screen-state muted" role="status">
      {t('common:feedback.loading')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="screen-state muted" data-testid="empty-state">
      {children}
    </p>
  );
}

/** A failed load: what failed (`message`), the catalogued cause (or the server's words, or 'Unknown error'), and a retry. */
export function ErrorState({ message, error, onRetry, testIdPrefix }: { message: string; error: unknown; onRetry: () => void; testIdPrefix: string }) {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  const cause = messageKeyForError(error);
  return (
    <div className="screen-state" role="alert" data-testid={`${testIdPrefix}-error`}>
      <p>{message}</p>
      <p className="muted">{cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}</p>
      <button type="button" className="button button--primary" data-testid={`${testIdPrefix}-retry`} onClick={onRetry}>
        {t('common:feedback.retry')}
      </button>
    </div>
  );
}
