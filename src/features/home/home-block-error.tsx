// The error state every home block shares: the shared compact error (what failed, why, a retry)
// in the block's card, so a failed block keeps its place on the page.
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/screen-state';

export function HomeBlockError({ onRetry, testIdPrefix, error }: { onRetry: () => void; testIdPrefix: string; error?: unknown }) {
  const { t } = useTranslation(['home', 'common']);
  return <ErrorState message={t('home:load_failed')} error={error} onRetry={onRetry} testIdPrefix={testIdPrefix} compact className="home-block__error" />;
}
