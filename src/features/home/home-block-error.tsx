// The error state every home block shares: what failed, and a retry.
import { useTranslation } from 'react-i18next';

export function HomeBlockError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="home-block__error" role="alert">
      <span>{t('home:load_failed')}</span>
      <button type="button" className="button button--small" data-testid={testId} onClick={onRetry}>
        {t('common:feedback.retry')}
      </button>
    </div>
  );
}
