// The error state every home block shares: the shared look (what failed, why, a retry) in the
// block's card, so a failed block keeps its place on the page. The cause comes through ErrorCause,
// which loads the error table only when a block fails: a guest who meets no error never downloads
// it before the first banner.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCause } from '../../ui/error-cause';
import { ErrorStateView } from '../../ui/screen-state';

export function HomeBlockError({ onRetry, testIdPrefix, error, className = 'home-block__error' }: { onRetry: () => void; testIdPrefix: string; error?: unknown; className?: string }): ReactNode {
  const { t } = useTranslation(['home', 'common']);
  return (
    <ErrorStateView
      message={t('home:load_failed')}
      cause={error === undefined ? null : <ErrorCause error={error} testId={`${testIdPrefix}-error-cause`} />}
      onRetry={onRetry}
      testIdPrefix={testIdPrefix}
      compact
      className={className}
    />
  );
}
