// Each route's error boundary: something in the screen failed; offer to try again.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { WarningIcon } from './icons';
import { PATHS } from '../domain/paths';

/** A screen's code chunk failed to load (offline, or a deploy replaced it): only a reload helps. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const retry = () => {
    // The router caches a failed lazy import, so a chunk failure needs a fresh page; anything
    // else re-renders the route by navigating to where we are.
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state as unknown });
  };
  return (
    <main className="screen screen--centered route-error" data-screen="route-error" role="alert">
      <WarningIcon width={48} height={48} />
      <h2>{t('route_error.title')}</h2>
      <p className="muted">{t('route_error.body')}</p>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" data-testid="route-error-retry" onClick={retry}>
          {t('feedback.retry')}
        </button>
        <Link className="button" to={PATHS.home} replace data-testid="route-error-home">
          {t('pending.home')}
        </Link>
      </div>
    </main>
  );
}
