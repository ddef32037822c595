// Any path that is neither in the route table nor in the merchant's extra routes.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="screen screen--centered" data-screen="not-found">
      <h2>{t('not_found.title')}</h2>
      <p className="muted">{t('not_found.body')}</p>
      <Link className="button button--primary" to={PATHS.home} replace data-testid="not-found-home">
        {t('pending.home')}
      </Link>
    </main>
  );
}
