// A failed load in the shared look (screen-state.tsx) with its cause in the error table's words:
// the catalogued message for the error's code, or the server's own words, or 'Unknown error'.
import { useTranslation } from 'react-i18next';
import { messageKeyForError } from '../api/error-messages';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';
import { ErrorStateView, type ErrorStateViewProps } from './screen-state';

export interface ErrorStateProps extends Omit<ErrorStateViewProps, 'cause'> {
  /** Why: the catalogued cause (or the server's words, or 'Unknown error'); left out when undefined. */
  readonly error?: unknown;
}

/** A failed load: what failed (`message`), the catalogued cause, and a retry. */
export function ErrorState({ error, ...view }: ErrorStateProps) {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  const cause = error === undefined ? null : messageKeyForError(error);
  return (
    <ErrorStateView
      {...view}
      cause={
        cause && (
          <p className={view.message === undefined ? undefined : 'muted error-cause'} data-testid={`${view.testIdPrefix}-error-cause`}>
            {cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}
          </p>
        )
      }
    />
  );
}
