// The one shared "not available yet" screen for routes whose issue has not been built.
// A test pins the list of routes that still use it; that list may only shrink.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ClockIcon } from './icons';
import { HOME_PATH, useRouteHandle } from './route-handle';
import { TitleBar } from './title-bar';

export function PendingScreen() {
  const handle = useRouteHandle();
  const { t } = useTranslation();
  return (
    <main className="screen pending-screen" data-screen="pending" data-route={handle.id}>
      {handle.header === 'none' && <TitleBar testId="screen-header" />}
      <div className="pending-screen__body">
        <ClockIcon className="pending-screen__icon" width={48} height={48} />
        <h2>{t('pending.title')}</h2>
        <p className="muted">{t('pending.body')}</p>
        <Link className="button button--primary" to={HOME_PATH} data-testid="pending-home">
          {t('pending.home')}
        </Link>
      </div>
    </main>
  );
}
