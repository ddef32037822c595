// A back arrow and a title: the app header on most routes, and the own header of screens whose
// route hides the app header (login, register, forget ...), both driven by the route's handle.
import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons';
import { useBackAction, useRouteHandle } from './route-handle';
import type { ReactNode } from 'react';

export function TitleBar({ testId, end }: { testId: string; end?: ReactNode }) {
  const handle = useRouteHandle();
  const back = useBackAction();
  const { t } = useTranslation();
  return (
    <header className="title-bar" data-testid={testId} data-variant="titled">
      <button type="button" className="title-bar__back" data-testid="header-back" aria-label={t('header.back')} onClick={back}>
        <BackIcon />
      </button>
      <h1 className="title-bar__title" data-testid="header-title">
        {handle.titleKey ? t(handle.titleKey) : ''}
      </h1>
      <div className="title-bar__end">{end}</div>
    </header>
  );
}
