import { useTranslation } from 'react-i18next';

export function ConfigErrorScreen({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <main className="screen screen--centered" data-screen="config-error" role="alert">
      <h1>{t('app.config_error_title')}</h1>
      <p>{t('app.config_error_body')}</p>
      <p className="muted" hidden>
        {detail}
      </p>
    </main>
  );
}
