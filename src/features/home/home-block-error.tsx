// The error state every home block shares: what failed, why (when the block has the error), and a retry.
import { useTranslation } from 'react-i18next';
import { ErrorCause } from '../../ui/error-cause';

export function HomeBlockError({ onRetry, testId, error }: { onRetry: () => void; testId?: string; error?: unknown }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="home-block__error" role="alert">
      <div className="error-text">
        <span>{t('home:load_failed')}</span>
        {error !== undefined && <ErrorCause error={error} />}
      </div>
      <button type="button" className="button button--small" data-testid={testId} onClick={onRetry}>
        {t('common:feedback.retry')}
      </button>
    </div>
  );
}
