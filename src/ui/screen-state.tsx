// A screen's first-data states, one look and one wording everywhere: loading, empty, and a failed
// load that says what failed, why and offers a retry (ErrorState in error-state.tsx adds the error
// table's words for the cause). Nothing here loads the error table: home imports this module.
// Screens pass their own test ids' prefix (public hooks: `<area>-error`, `<area>-retry`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';

/** The loading line; `children` says what is being done when "Loading…" would say too little (launching a game). */
export function LoadingState({ children, testId, className }: { children?: ReactNode; testId?: string; className?: string }) {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  return (
    <p className={`screen-state muted${className ? ` ${className}` : ''}`} role="status" data-testid={testId}>
      {children ?? t('common:feedback.loading')}
    </p>
  );
}

export interface EmptyStateProps {
  readonly children: ReactNode;
  readonly className?: string;
  /** 'screen' (default): the centred state of a screen; 'block': only `className`'s look (a home block's card, a list's row). */
  readonly look?: 'screen' | 'block';
  /** The element: a paragraph, or a list item inside a list, or a block holding an icon and a heading. */
  readonly as?: 'p' | 'li' | 'div';
}

/** Nothing to show: one hook (`empty-state`) and one muted look everywhere. */
export function EmptyState({ children, className, look = 'screen', as: Tag = 'p' }: EmptyStateProps) {
  // A block holding its own heading and text keeps their colours; a line of text is muted.
  const classes = [look === 'screen' ? 'screen-state' : null, Tag === 'div' ? null : 'muted', className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} data-testid="empty-state">
      {children}
    </Tag>
  );
}

export interface ErrorStateViewProps {
  /** What failed; without it the cause alone says it. */
  readonly message?: string;
  /** Why (ErrorState's catalogued cause, or ErrorCause where the error table loads later); nothing when absent. */
  readonly cause?: ReactNode;
  /** Without it there is nothing to try again (a page that does not exist). */
  readonly onRetry?: () => void;
  readonly testIdPrefix: string;
  /** `compact`: a block inside a screen (its other parts still work), with a small retry button. */
  readonly compact?: boolean;
  /** The block's own look beside the shared one (a home block keeps its card's size). */
  readonly className?: string;
  /** Shown above the message (a screen-sized error's icon and heading). */
  readonly children?: ReactNode;
}

/**
 * A failed load's look: what failed, why, and a retry (`<prefix>-error`, `<prefix>-retry`). Screens
 * use ErrorState (error-state.tsx), which words the cause from the error table; home's blocks pass
 * an ErrorCause, which loads that table only when a block fails (it stays out of the first load).
 */
export function ErrorStateView({ message, cause, onRetry, testIdPrefix, compact = false, className, children }: ErrorStateViewProps) {
  const { t } = useTranslation(FEEDBACK_NAMESPACES);
  const text = (
    <>
      {children}
      {message !== undefined && <p>{message}</p>}
      {cause}
    </>
  );
  return (
    <div className={`${compact ? 'screen-state screen-state--compact' : 'screen-state'}${className ? ` ${className}` : ''}`} role="alert" data-testid={`${testIdPrefix}-error`}>
      {compact ? <div className="error-text">{text}</div> : text}
      {onRetry && (
        <button type="button" className={compact ? 'button button--small' : 'button button--primary'} data-testid={`${testIdPrefix}-retry`} onClick={onRetry}>
          {t('common:feedback.retry')}
        </button>
      )}
    </div>
  );
}
